/*
 * Copyright (c) 2026 ycsb-ext contributors.
 * Licensed under the Apache License, Version 2.0 (http://www.apache.org/licenses/LICENSE-2.0).
 */
package site.ycsb.ext.report.input;

import java.nio.charset.StandardCharsets;
import java.nio.file.Path;
import java.util.Map;
import site.ycsb.ext.contract.Json;

/**
 * Reads the periodic-histogram {@code .json} format of Aerospike's 2016 YCSB fork (also written by our measurements
 * module): one object a line, {@code {"start": <epoch s>, "end": <epoch s>, "opsec": ..., "scale": <s per bucket>,
 * "linear": {"<i>": <count>, ..., ">N": <overflow>}}}.
 *
 * <p>Bucket {@code i} holds latencies in {@code [i, i+1) x scale}; it is recorded at its upper edge in microseconds, so
 * percentiles read from it are upper bounds with the bucket's resolution, and hosts with the same layout add exactly.
 * Overflow values are recorded at the limit {@code N x scale} and counted in {@link Window#overflow()}.
 *
 * <p>The fork started each window at the previous write time, so windows are aligned by {@link WindowAligner}.
 * Not thread-safe.
 */
final class ForkJsonWindowReader extends LineWindowReader {

  private final WindowAligner aligner;
  private double bucketUs;
  private int buckets;

  /**
   * @param file the window file
   * @param gridMs its window length in ms when known from the run's manifest, else 0 (inferred)
   */
  ForkJsonWindowReader(Path file, long gridMs) {
    super(file, "window file", StandardCharsets.UTF_8);
    aligner = new WindowAligner(gridMs);
  }

  @Override
  Window parse(String line, long lineStart) {
    Map<String, Object> object;
    try {
      object = Json.parseObject(line);
    } catch (IllegalArgumentException e) {
      throw corrupt(lineStart, "not a JSON object (" + e.getMessage() + ")");
    }
    double startSec = number(object, "start", lineStart);
    double endSec = number(object, "end", lineStart);
    double scaleSec = number(object, "scale", lineStart);
    if (!(object.get("linear") instanceof Map<?, ?> linear)) {
      throw corrupt(lineStart, "missing \"linear\" buckets");
    }
    double lineBucketUs = Math.round(scaleSec * 1e9) / 1000.0;
    if (lineBucketUs <= 0) {
      throw corrupt(lineStart, "\"scale\" must be positive, found " + scaleSec);
    }
    if (bucketUs == 0) {
      bucketUs = lineBucketUs;
    } else if (bucketUs != lineBucketUs) {
      throw corrupt(lineStart, "bucket width changes within the file (" + Json.number(bucketUs) + " us, then "
          + Json.number(lineBucketUs) + " us)");
    }
    LatencyCounts histogram = new LatencyCounts(1, 3);
    long overflow = 0;
    for (Map.Entry<?, ?> bucket : linear.entrySet()) {
      String key = String.valueOf(bucket.getKey());
      if (!(bucket.getValue() instanceof Double countValue) || countValue < 0) {
        throw corrupt(lineStart, "bucket \"" + key + "\" has no count");
      }
      long count = Math.round(countValue);
      try {
        if (key.startsWith(">")) {
          int limit = Integer.parseInt(key.substring(1));
          if (buckets != 0 && buckets != limit) {
            throw corrupt(lineStart, "overflow bucket changes within the file (>" + buckets + ", then " + key + ")");
          }
          buckets = limit;
          overflow += count;
          histogram.record(Math.round(limit * bucketUs), count);
        } else {
          int index = Integer.parseInt(key);
          histogram.record(Math.round((index + 1) * bucketUs), count);
        }
      } catch (NumberFormatException e) {
        throw corrupt(lineStart, "bucket key \"" + key + "\" is not a bucket index");
      }
    }
    long startMs = Math.round(startSec * 1000.0);
    long lengthMs = Math.max(1, Math.round((endSec - startSec) * 1000.0));
    long slotMs = aligner.slot(startMs, lengthMs);
    long windowStartMs = aligner.movesWindows() ? slotMs : startMs;
    return new Window(slotMs, windowStartMs, windowStartMs + lengthMs, histogram, overflow);
  }

  private double number(Map<String, Object> object, String key, long lineStart) {
    if (!(object.get(key) instanceof Double value)) {
      throw corrupt(lineStart, "missing number \"" + key + "\"");
    }
    return value;
  }

  @Override
  public BucketLayout layout() {
    return new BucketLayout(bucketUs, buckets);
  }
}
