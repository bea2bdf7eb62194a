/*
 * Copyright (c) 2026 ycsb-ext contributors.
 * Licensed under the Apache License, Version 2.0 (http://www.apache.org/licenses/LICENSE-2.0).
 */
package site.ycsb.ext.benchmarks;

import java.util.Arrays;

/** The median of the benchmarks' per-round figures. Stateless and thread-safe. */
public final class Median {
  private Median() {
  }

  /**
   * @param values one or more figures, left unchanged
   * @return the middle one of the sorted figures, or the mean of the two middle ones for an even count
   */
  public static double of(double[] values) {
    double[] sorted = values.clone();
    Arrays.sort(sorted);
    int n = sorted.length;
    return n % 2 == 1 ? sorted[n / 2] : (sorted[n / 2 - 1] + sorted[n / 2]) / 2;
  }
}
