/*
 * Copyright (c) 2026 ycsb-ext contributors.
 * Licensed under the Apache License, Version 2.0 (http://www.apache.org/licenses/LICENSE-2.0).
 */
package site.ycsb.ext.measurements;

import java.io.ByteArrayOutputStream;
import java.math.BigDecimal;
import java.nio.charset.StandardCharsets;
import java.util.Locale;

/**
 * Encodes one operation's {@code .json}: one JSON object per window and line, in the format of Aerospike's 2016 YCSB
 * fork, so tools written for it still read the files:
 *
 * <pre>{"start":1700000000.000,"end":1700000001.000,"opsec":1234.000,"scale":0.0001,"linear":{"3":1200,"17":34,"&gt;1000":0}}</pre>
 *
 * <ul>
 *   <li>{@code start}, {@code end}: window bounds in epoch seconds with 3 decimals (whole milliseconds);</li>
 *   <li>{@code opsec}: operations in the window divided by its length in seconds;</li>
 *   <li>{@code scale}: bucket width in seconds ({@code periodichistogram.bucket.interval} / 1000);</li>
 *   <li>{@code linear}: bucket index to count, only non-zero buckets; bucket {@code i} holds latencies in
 *       {@code [i, i+1) x scale}; the key {@code ">N"} ({@code N} = {@code periodichistogram.buckets}) counts the
 *       latencies at or above {@code N x scale} and is always present.</li>
 * </ul>
 * Numbers are written with {@code Locale.US}; the file is UTF-8 (plain ASCII in practice). Not thread-safe.
 */
final class ForkJsonFormat {

  private final String scale;
  private final String overflowKey;
  private final StringBuilder line = new StringBuilder(256);
  private final ByteArrayOutputStream bytes = new ByteArrayOutputStream();

  /**
   * @param buckets number of linear buckets
   * @param bucketWidthUs bucket width in microseconds
   */
  ForkJsonFormat(int buckets, long bucketWidthUs) {
    this.scale = BigDecimal.valueOf(bucketWidthUs).movePointLeft(6).stripTrailingZeros().toPlainString();
    this.overflowKey = ">" + buckets;
  }

  /**
   * One window's line, with its newline.
   *
   * @param window the window's counts
   * @param startMs window start, epoch milliseconds
   * @param endMs window end, epoch milliseconds (after {@code startMs})
   * @return the encoded text, valid until the next call
   */
  ByteArrayOutputStream line(WindowCounts window, long startMs, long endMs) {
    line.setLength(0);
    line.append("{\"start\":").append(seconds(startMs)).append(",\"end\":").append(seconds(endMs));
    double lengthSec = Math.max(1, endMs - startMs) / 1000.0;
    line.append(",\"opsec\":").append(String.format(Locale.US, "%.3f", window.count / lengthSec));
    line.append(",\"scale\":").append(scale).append(",\"linear\":{");
    long[] linear = window.linear;
    int overflow = linear.length - 1;
    for (int i = 0; i < overflow; i++) {
      if (linear[i] != 0) {
        line.append('"').append(i).append("\":").append(linear[i]).append(',');
      }
    }
    line.append('"').append(overflowKey).append("\":").append(linear[overflow]).append("}}\n");
    bytes.reset();
    byte[] encoded = line.toString().getBytes(StandardCharsets.UTF_8);
    bytes.write(encoded, 0, encoded.length);
    return bytes;
  }

  private static String seconds(long epochMs) {
    return BigDecimal.valueOf(epochMs, 3).toPlainString();
  }
}
