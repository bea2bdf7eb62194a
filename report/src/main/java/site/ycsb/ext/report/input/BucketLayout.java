/*
 * Copyright (c) 2026 ycsb-ext contributors.
 * Licensed under the Apache License, Version 2.0 (http://www.apache.org/licenses/LICENSE-2.0).
 */
package site.ycsb.ext.report.input;

import java.util.Locale;
import site.ycsb.ext.contract.Json;

/**
 * How the latencies of a log were bucketed. HdrHistogram logs are {@link #EXACT} (mergeable with each other at
 * their recorded precision). Fork-format {@code .json} logs use linear buckets of {@code bucketUs} microseconds;
 * {@code buckets} is the overflow threshold named by the {@code ">N"} key, or 0 while no overflow was seen.
 * Immutable.
 *
 * @param bucketUs linear bucket width in microseconds; 0 for exact logs
 * @param buckets number of linear buckets (the {@code N} of {@code ">N"}), 0 when unknown
 */
public record BucketLayout(double bucketUs, int buckets) {

  /** The layout of HdrHistogram interval logs. */
  public static final BucketLayout EXACT = new BucketLayout(0, 0);

  public boolean isExact() {
    return bucketUs == 0;
  }

  /** True when windows of both layouts can be added bucket by bucket. */
  public boolean mergesWith(BucketLayout other) {
    if (isExact() || other.isExact()) {
      return isExact() == other.isExact();
    }
    return bucketUs == other.bucketUs && (buckets == 0 || other.buckets == 0 || buckets == other.buckets);
  }

  @Override
  public String toString() {
    if (isExact()) {
      return "HdrHistogram interval log (.hlog)";
    }
    return String.format(Locale.US, "linear buckets of %s us%s", Json.number(bucketUs),
        buckets == 0 ? "" : " x " + buckets);
  }
}
