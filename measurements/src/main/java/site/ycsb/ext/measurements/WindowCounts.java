/*
 * Copyright (c) 2026 ycsb-ext contributors.
 * Licensed under the Apache License, Version 2.0 (http://www.apache.org/licenses/LICENSE-2.0).
 */
package site.ycsb.ext.measurements;

import java.util.Arrays;
import org.HdrHistogram.Histogram;

/**
 * The latencies of one operation over some span (one thread's share of a window, a whole window, or the run):
 * an HdrHistogram of microseconds (3 significant digits), exact linear bucket counts, and exact count, sum, sum of
 * squares, minimum and maximum. All counters are {@code long}; memory is fixed at construction apart from the
 * histogram's growth to the largest value recorded.
 *
 * <p>Not thread-safe: {@link WindowRecorder} gives each recording thread its own instance per window and hands it to
 * the window thread only after the thread has left it.
 */
final class WindowCounts {

  /** HdrHistogram precision: values are kept to 3 significant decimal digits (exact below 2048 us). */
  static final int SIGNIFICANT_DIGITS = 3;

  final Histogram histogram = new Histogram(SIGNIFICANT_DIGITS);
  /** Bucket {@code i} counts values in {@code [i, i+1) x width}; the last slot counts overflow. */
  final long[] linear;
  long count;
  long sumUs;
  double sumSquaresUs;
  long minUs = Long.MAX_VALUE;
  long maxUs = Long.MIN_VALUE;

  /** @param buckets number of linear buckets; one more slot holds the overflow */
  WindowCounts(int buckets) {
    linear = new long[buckets + 1];
  }

  /**
   * Adds one latency.
   *
   * @param valueUs latency in microseconds, not negative
   * @param bucket its linear bucket, {@code linear.length - 1} for overflow
   */
  void record(long valueUs, int bucket) {
    histogram.recordValue(valueUs);
    linear[bucket]++;
    count++;
    sumUs += valueUs;
    sumSquaresUs += (double) valueUs * valueUs;
    if (valueUs < minUs) {
      minUs = valueUs;
    }
    if (valueUs > maxUs) {
      maxUs = valueUs;
    }
  }

  /** Adds everything counted here to {@code target} (same bucket count). */
  void addTo(WindowCounts target) {
    if (count == 0) {
      return;
    }
    target.histogram.add(histogram);
    for (int i = 0; i < linear.length; i++) {
      target.linear[i] += linear[i];
    }
    target.count += count;
    target.sumUs += sumUs;
    target.sumSquaresUs += sumSquaresUs;
    target.minUs = Math.min(target.minUs, minUs);
    target.maxUs = Math.max(target.maxUs, maxUs);
  }

  /** Forgets everything counted; keeps the allocated arrays. */
  void reset() {
    if (count == 0) {
      return;
    }
    histogram.reset();
    Arrays.fill(linear, 0L);
    count = 0;
    sumUs = 0;
    sumSquaresUs = 0;
    minUs = Long.MAX_VALUE;
    maxUs = Long.MIN_VALUE;
  }

  /** Mean latency in microseconds; 0 when empty. */
  double meanUs() {
    return count == 0 ? 0 : (double) sumUs / count;
  }

  /** Population variance in square microseconds; 0 when empty. */
  double varianceUs() {
    if (count == 0) {
      return 0;
    }
    double mean = meanUs();
    return Math.max(0, sumSquaresUs / count - mean * mean);
  }

  /** Smallest latency, 0 when empty. */
  long minOrZero() {
    return count == 0 ? 0 : minUs;
  }

  /** Largest latency, 0 when empty. */
  long maxOrZero() {
    return count == 0 ? 0 : maxUs;
  }
}
