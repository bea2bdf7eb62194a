/*
 * Copyright (c) 2026 ycsb-ext contributors.
 * Licensed under the Apache License, Version 2.0 (http://www.apache.org/licenses/LICENSE-2.0).
 */
package site.ycsb.ext.measurements;

/**
 * Divides a non-negative {@code int} latency by a fixed bucket width with one multiplication and one shift instead of
 * an integer division (tens of cycles on the recording path), giving exactly {@code valueUs / widthUs}.
 *
 * <p>Why it is exact (Granlund and Montgomery, "Division by invariant integers using multiplication", 1994, theorem
 * 4.2): with {@code N = 31} (every dividend is below 2^31), {@code l = ceil(log2 widthUs)} and
 * {@code m = floor(2^(N+l) / widthUs) + 1}, we have {@code 2^(N+l) < m * widthUs <= 2^(N+l) + widthUs <= 2^(N+l) + 2^l},
 * so {@code floor(n * m / 2^(N+l)) = floor(n / widthUs)} for every {@code 0 <= n < 2^N}. Since
 * {@code widthUs > 2^(l-1)}, {@code m <= 2^32}, and {@code n * m < 2^63} never overflows a {@code long}.
 *
 * <p>Immutable, thread-safe.
 */
final class BucketDivider {

  private static final int DIVIDEND_BITS = 31;

  private final long multiplier;
  private final int shift;

  /** @param widthUs the divisor, a bucket width in microseconds, at least 1 */
  BucketDivider(int widthUs) {
    if (widthUs < 1) {
      throw new IllegalArgumentException("bucket width must be at least 1 us, was " + widthUs);
    }
    int ceilLog2 = widthUs == 1 ? 0 : 32 - Integer.numberOfLeadingZeros(widthUs - 1);
    shift = DIVIDEND_BITS + ceilLog2;
    multiplier = (1L << shift) / widthUs + 1;
  }

  /**
   * @param valueUs a latency in microseconds, not negative
   * @return {@code valueUs / widthUs}, rounded down
   */
  int divide(int valueUs) {
    return (int) ((valueUs * multiplier) >>> shift);
  }
}
