/*
 * Copyright (c) 2026 ycsb-ext contributors.
 * Licensed under the Apache License, Version 2.0 (http://www.apache.org/licenses/LICENSE-2.0).
 */
package site.ycsb.ext.measurements;

import java.util.Arrays;
import org.HdrHistogram.HistogramIterationValue;

/**
 * The latencies of one operation since the run started, in the fixed buckets of the metrics endpoint's
 * {@code ycsb_operation_latency_seconds} histogram (a 1-2-5 series from 10 µs to 10 s, then +Inf). Fed once per closed
 * window by the window thread from the window's HdrHistogram, never from the recording threads, so it costs the hot
 * path nothing; the endpoint reads it at scrape time.
 *
 * <p>Counts and sum are exact; a value goes into the bucket of its HdrHistogram equivalence range's lowest value, so
 * a latency within 0.1% above a bound (3 significant digits; exact below 2048 µs) may count under that bound.
 *
 * <p>Thread-safety: {@link #add} and {@link #snapshot} are synchronized (once per window and once per scrape).
 */
final class LatencyBuckets {

  /** Upper bounds in microseconds; a last, implicit bucket counts everything above. */
  static final long[] BOUNDS_US = {10, 20, 50, 100, 200, 500, 1_000, 2_000, 5_000, 10_000, 20_000, 50_000, 100_000,
      200_000, 500_000, 1_000_000, 2_000_000, 5_000_000, 10_000_000};

  private final long[] counts = new long[BOUNDS_US.length + 1];
  private long count;
  private long sumUs;

  /** Adds one closed window. Called by the window thread. */
  synchronized void add(WindowCounts window) {
    if (window.count == 0) {
      return;
    }
    for (HistogramIterationValue value : window.histogram.recordedValues()) {
      long lowestUs = window.histogram.lowestEquivalentValue(value.getValueIteratedTo());
      counts[bucketOf(lowestUs)] += value.getCountAtValueIteratedTo();
    }
    count += window.count;
    sumUs += window.sumUs;
  }

  private static int bucketOf(long valueUs) {
    int index = Arrays.binarySearch(BOUNDS_US, valueUs);
    return index >= 0 ? index : -index - 1;
  }

  /** A consistent copy: per-bucket (not cumulative) counts, the last one above every bound, then count and sum. */
  synchronized Snapshot snapshot() {
    return new Snapshot(counts.clone(), count, sumUs);
  }

  /** What {@link #snapshot} returns. Immutable. */
  static final class Snapshot {
    /** Per-bucket counts, {@code BOUNDS_US.length + 1} of them. */
    final long[] counts;
    /** Values added. */
    final long count;
    /** Sum of the values, microseconds. */
    final long sumUs;

    Snapshot(long[] counts, long count, long sumUs) {
      this.counts = counts;
      this.count = count;
      this.sumUs = sumUs;
    }
  }
}
