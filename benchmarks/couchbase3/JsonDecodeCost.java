/*
 * Copyright (c) 2026 ycsb-ext contributors.
 * Licensed under the Apache License, Version 2.0 (http://www.apache.org/licenses/LICENSE-2.0).
 */

import com.couchbase.client.core.deps.com.fasterxml.jackson.core.JsonFactory;
import com.couchbase.client.core.deps.com.fasterxml.jackson.core.JsonParser;
import com.couchbase.client.core.deps.com.fasterxml.jackson.core.JsonToken;
import java.io.IOException;
import java.io.UncheckedIOException;
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
 * CPU per read document of the couchbase3 binding's JSON decoding: {@code JsonFields.decode} of the document's bytes
 * as the SDK hands them over (the SDK's shaded Jackson parser reading UTF-8), against the former way as the anchor:
 * a String made of the bytes, then Jackson's parser over that text (what the binding did up to this change; its code
 * is kept here as {@link #decodeText}). On 1,000 documents of workload A's shape (10 fields of 100 characters in
 * core's RandomByteIterator range, quotes and backslashes included), the two take turns in slices of 20,000
 * documents; each slice's CPU time is the thread's own (ThreadMXBean.getCurrentThreadCpuTime), so other work on the
 * machine changes the figures less than wall time would. Prints each round's ns per document for both and their
 * ratio, then the medians. Checks first that both ways decode every document to the fields it was encoded from.
 *
 * <p>Run with the binding's jars: {@code java -cp 'couchbase3-binding/target/lib/*:benchmarks/target/classes:benchmarks/target/lib/core-0.17.0.jar'
 * benchmarks/couchbase3/JsonDecodeCost.java [rounds, default 30]}.
 */
public final class JsonDecodeCost {
  private static final int SLICE = 20_000;
  private static final JsonFactory FACTORY = new JsonFactory();

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
      JsonFields.decode(docs[d], null, read);
      Map<String, ByteIterator> readAsText = new HashMap<>();
      decodeText(new String(docs[d], StandardCharsets.UTF_8), readAsText);
      if (!strings(read).equals(written) || !strings(readAsText).equals(written)) {
        throw new IllegalStateException("a document decoded to other fields: " + new String(docs[d],
            StandardCharsets.UTF_8));
      }
    }
    ThreadMXBean cpu = ManagementFactory.getThreadMXBean();
    double[] bytes = new double[rounds];
    double[] text = new double[rounds];
    double[] ratio = new double[rounds];
    long sink = 0;
    for (int r = -5; r < rounds; r++) { // 5 rounds of warm-up, not counted
      boolean bytesFirst = (r & 1) == 0;
      long t0 = cpu.getCurrentThreadCpuTime();
      sink += slice(docs, r, bytesFirst);
      long t1 = cpu.getCurrentThreadCpuTime();
      sink += slice(docs, r, !bytesFirst);
      long t2 = cpu.getCurrentThreadCpuTime();
      if (r >= 0) {
        bytes[r] = (bytesFirst ? t1 - t0 : t2 - t1) / (double) SLICE;
        text[r] = (bytesFirst ? t2 - t1 : t1 - t0) / (double) SLICE;
        ratio[r] = bytes[r] / text[r];
        System.out.printf("round %d: from the bytes %.0f ns, String then text %.0f ns per document (%.3f)%n", r + 1,
            bytes[r], text[r], ratio[r]);
      }
    }
    // the fields the slices kept, printed so that no slice's work can be left out as unused
    System.out.printf("median: from the bytes %.0f ns, String then text %.0f ns per document, per-round ratio %.3f"
        + " (%,d fields kept)%n", Median.of(bytes), Median.of(text), Median.of(ratio), sink);
  }

  /** A slice of documents decoded from their bytes (the binding's read) or the former way; a count to keep. */
  private static long slice(byte[][] docs, int round, boolean fromBytes) {
    long kept = 0;
    for (int i = 0; i < SLICE; i++) {
      byte[] doc = docs[Math.floorMod(i + round, docs.length)];
      Map<String, ByteIterator> result = new HashMap<>();
      if (fromBytes) {
        JsonFields.decode(doc, null, result);
      } else {
        decodeText(new String(doc, StandardCharsets.UTF_8), result);
      }
      kept += result.size();
    }
    return kept;
  }

  /** The binding's former read of a flat document of strings: Jackson's parser over the document's text. */
  private static void decodeText(String document, Map<String, ByteIterator> result) {
    try (JsonParser json = FACTORY.createParser(document)) {
      json.nextToken();
      while (json.nextToken() == JsonToken.FIELD_NAME) {
        String name = json.getCurrentName();
        json.nextToken();
        result.put(name, new StringByteIterator(json.getText()));
      }
    } catch (IOException e) {
      throw new UncheckedIOException(e);
    }
  }

  private static Map<String, String> strings(Map<String, ByteIterator> values) {
    Map<String, String> out = new HashMap<>();
    values.forEach((k, v) -> out.put(k, v.toString()));
    return out;
  }
}
