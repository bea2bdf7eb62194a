/*
 * Copyright (c) 2026 ycsb-ext contributors.
 * Licensed under the Apache License, Version 2.0 (http://www.apache.org/licenses/LICENSE-2.0).
 */

import java.lang.management.ManagementFactory;
import java.lang.management.ThreadMXBean;
import java.lang.reflect.Method;
import java.nio.charset.StandardCharsets;
import java.util.HashMap;
import java.util.LinkedHashMap;
import java.util.Map;
import java.util.Random;
import java.util.Set;
import site.ycsb.ByteIterator;
import site.ycsb.StringByteIterator;
import site.ycsb.db.couchbase3.support.JsonFields;
import site.ycsb.ext.benchmarks.Median;

/**
 * CPU per read document of the couchbase3 binding's JSON decoding ({@code JsonFields.decode}), the work a read
 * through the binding does that the raw SDK loop of {@code compare.sh} does not (it takes the document's bytes and
 * parses nothing): on 1,000 documents of workload A's shape (10 fields of 100 characters in core's RandomByteIterator
 * range, quotes and backslashes included), from the String the binding makes of the bytes it gets. Four ways take
 * turns in slices of 20,000 documents, in a rotating order: the binding's read as workload A does it (no value looked
 * at), the same with every value then read as a String (a run with {@code dataintegrity=true}), Jackson's parser
 * decoding every value at once (the binding's reading before the eighth round, {@code JsonFields.decodeWithParser},
 * reached by reflection), and, as the floor, the making of the String alone ({@code new String(bytes, UTF_8)}). Each
 * slice's CPU time is the thread's own (ThreadMXBean.getCurrentThreadCpuTime), so other work on the machine changes
 * the figures less than wall time would. Prints each round's ns per document for the four, then the medians and the
 * medians of the per-round ratios to Jackson's. Checks first that every document decodes, both ways, to the fields it
 * was encoded from.
 *
 * <p>Run with the binding's jars: {@code java -cp 'couchbase3-binding/target/lib/*:benchmarks/target/classes:benchmarks/target/lib/core-0.17.0.jar'
 * benchmarks/couchbase3/JsonDecodeCost.java [rounds, default 30]}.
 */
public final class JsonDecodeCost {
  private static final int SLICE = 20_000;

  private JsonDecodeCost() {
  }

  private static final String[] WAYS = {"read", "read + values", "Jackson", "String alone"};

  public static void main(String[] args) throws ReflectiveOperationException {
    int rounds = args.length > 0 ? Integer.parseInt(args[0]) : 30;
    Method parser = JsonFields.class.getDeclaredMethod("decodeWithParser", String.class, Set.class, Map.class);
    parser.setAccessible(true);
    Random random = new Random(58);
    byte[][] docs = new byte[1000][];
    for (int d = 0; d < docs.length; d++) {
      Map<String, ByteIterator> fields = new LinkedHashMap<>();
      Map<String, String> written = new HashMap<>();
      for (int f = 0; f < 10; f++) {
        StringBuilder value = new StringBuilder(100);
        for (int c = 0; c < 100; c++) {
          value.append((char) (' ' + random.nextInt(64)));
        }
        fields.put("field" + f, new StringByteIterator(value.toString()));
        written.put("field" + f, value.toString());
      }
      docs[d] = JsonFields.encode(fields).getBytes(StandardCharsets.UTF_8);
      for (int way = 0; way < 3; way += 2) {
        Map<String, ByteIterator> read = new HashMap<>();
        decode(parser, way, new String(docs[d], StandardCharsets.UTF_8), read);
        if (!strings(read).equals(written)) {
          throw new IllegalStateException(WAYS[way] + ": a document decoded to other fields: "
              + new String(docs[d], StandardCharsets.UTF_8));
        }
      }
    }
    ThreadMXBean cpu = ManagementFactory.getThreadMXBean();
    double[][] nsPerDoc = new double[WAYS.length][rounds];
    double[][] toJackson = new double[WAYS.length][rounds];
    long sink = 0;
    for (int r = -5; r < rounds; r++) { // 5 rounds of warm-up, not counted
      double[] round = new double[WAYS.length];
      for (int turn = 0; turn < WAYS.length; turn++) {
        int way = Math.floorMod(turn + r, WAYS.length);
        long start = cpu.getCurrentThreadCpuTime();
        sink += slice(parser, docs, r, way);
        round[way] = (cpu.getCurrentThreadCpuTime() - start) / (double) SLICE;
      }
      if (r >= 0) {
        StringBuilder line = new StringBuilder("round " + (r + 1) + ":");
        for (int way = 0; way < WAYS.length; way++) {
          nsPerDoc[way][r] = round[way];
          toJackson[way][r] = round[way] / round[2];
          line.append(String.format(" %s %.0f ns,", WAYS[way], round[way]));
        }
        System.out.println(line.substring(0, line.length() - 1) + " per document");
      }
    }
    StringBuilder median = new StringBuilder("median:");
    for (int way = 0; way < WAYS.length; way++) {
      median.append(String.format(" %s %.0f ns (%.2fx Jackson's),", WAYS[way], Median.of(nsPerDoc[way]),
          Median.of(toJackson[way])));
    }
    // the fields and characters the slices kept, printed so that no slice's work can be left out as unused
    System.out.printf("%s per document; %,d fields and characters kept%n", median.substring(0, median.length() - 1),
        sink);
  }

  /** A slice of documents read one of the four ways; returns a count to keep. */
  private static long slice(Method parser, byte[][] docs, int round, int way) throws ReflectiveOperationException {
    long kept = 0;
    for (int i = 0; i < SLICE; i++) {
      byte[] doc = docs[Math.floorMod(i + round, docs.length)];
      String text = new String(doc, StandardCharsets.UTF_8);
      if (way == 3) {
        kept += text.length();
        continue;
      }
      Map<String, ByteIterator> result = new HashMap<>();
      decode(parser, way, text, result);
      kept += result.size();
      if (way == 1) {
        for (ByteIterator value : result.values()) {
          kept += value.toString().length();
        }
      }
    }
    return kept;
  }

  private static void decode(Method parser, int way, String document, Map<String, ByteIterator> result)
      throws ReflectiveOperationException {
    if (way == 2) {
      parser.invoke(null, document, null, result);
    } else {
      JsonFields.decode(document, null, result);
    }
  }

  private static Map<String, String> strings(Map<String, ByteIterator> values) {
    Map<String, String> out = new HashMap<>();
    values.forEach((k, v) -> out.put(k, v.toString()));
    return out;
  }
}
