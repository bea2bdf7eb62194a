/*
 * Copyright (c) 2026 ycsb-ext contributors.
 * Licensed under the Apache License, Version 2.0 (http://www.apache.org/licenses/LICENSE-2.0).
 */

import java.lang.management.ManagementFactory;
import java.lang.management.ThreadMXBean;
import java.nio.charset.StandardCharsets;
import java.util.HashMap;
import java.util.LinkedHashMap;
import java.util.Map;
import java.util.Random;
import site.ycsb.ByteIterator;
import site.ycsb.StringByteIterator;
import site.ycsb.db.couchbase3.support.JsonFields;
import site.ycsb.ext.benchmarks.Median;

/**
 * CPU per read document of the couchbase3 binding's JSON decoding ({@code JsonFields.decode}, the SDK's shaded
 * Jackson parser), the work a read through the binding does that the raw SDK loop of {@code compare.sh} does not (it
 * takes the document's bytes and parses nothing): on 1,000 documents of workload A's shape (10 fields of 100
 * characters in core's RandomByteIterator range, quotes and backslashes included), from the String the binding makes
 * of the bytes it gets, and, as the anchor, the making of that String alone ({@code new String(bytes, UTF_8)}).
 * The two take turns in slices of 20,000 documents; each slice's CPU time is the thread's own
 * (ThreadMXBean.getCurrentThreadCpuTime), so other work on the machine changes the figures less than wall time would.
 * Prints each round's ns per document for both, then the medians. Checks first that every document decodes to the
 * fields it was encoded from.
 *
 * <p>Run with the binding's jars: {@code java -cp 'couchbase3-binding/target/lib/*:benchmarks/target/classes:benchmarks/target/lib/core-0.17.0.jar'
 * benchmarks/couchbase3/JsonDecodeCost.java [rounds, default 30]}.
 */
public final class JsonDecodeCost {
  private static final int SLICE = 20_000;

  private JsonDecodeCost() {
  }

  public static void main(String[] args) {
    int rounds = args.length > 0 ? Integer.parseInt(args[0]) : 30;
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
      Map<String, ByteIterator> read = new HashMap<>();
      JsonFields.decode(new String(docs[d], StandardCharsets.UTF_8), null, read);
      if (!strings(read).equals(written)) {
        throw new IllegalStateException("a document decoded to other fields: " + new String(docs[d],
            StandardCharsets.UTF_8));
      }
    }
    ThreadMXBean cpu = ManagementFactory.getThreadMXBean();
    double[] decode = new double[rounds];
    double[] string = new double[rounds];
    long sink = 0;
    for (int r = -5; r < rounds; r++) { // 5 rounds of warm-up, not counted
      boolean decodeFirst = (r & 1) == 0;
      long t0 = cpu.getCurrentThreadCpuTime();
      sink += slice(docs, r, decodeFirst);
      long t1 = cpu.getCurrentThreadCpuTime();
      sink += slice(docs, r, !decodeFirst);
      long t2 = cpu.getCurrentThreadCpuTime();
      if (r >= 0) {
        decode[r] = (decodeFirst ? t1 - t0 : t2 - t1) / (double) SLICE;
        string[r] = (decodeFirst ? t2 - t1 : t1 - t0) / (double) SLICE;
        System.out.printf("round %d: decode %.0f ns, String alone %.0f ns per document%n", r + 1, decode[r],
            string[r]);
      }
    }
    // the fields and characters the slices kept, printed so that no slice's work can be left out as unused
    System.out.printf("median: decode %.0f ns, String alone %.0f ns per document (%,d fields and characters kept)%n",
        Median.of(decode), Median.of(string), sink);
  }

  /** A slice of documents decoded (as the binding's read does) or only made a String; returns a count to keep. */
  private static long slice(byte[][] docs, int round, boolean decode) {
    long kept = 0;
    for (int i = 0; i < SLICE; i++) {
      byte[] doc = docs[Math.floorMod(i + round, docs.length)];
      String text = new String(doc, StandardCharsets.UTF_8);
      if (decode) {
        Map<String, ByteIterator> result = new HashMap<>();
        JsonFields.decode(text, null, result);
        kept += result.size();
      } else {
        kept += text.length();
      }
    }
    return kept;
  }

  private static Map<String, String> strings(Map<String, ByteIterator> values) {
    Map<String, String> out = new HashMap<>();
    values.forEach((k, v) -> out.put(k, v.toString()));
    return out;
  }
}
