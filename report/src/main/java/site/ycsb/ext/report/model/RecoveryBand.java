/*
 * Copyright (c) 2026 ycsb-ext contributors.
 * Licensed under the Apache License, Version 2.0 (http://www.apache.org/licenses/LICENSE-2.0).
 */
package site.ycsb.ext.report.model;

import java.util.List;
import java.util.Locale;

/**
 * What "recovered" means for one disruption: the band a window must lie in, made from the baseline windows and their
 * own window-to-window spread. A window is within it when its throughput is at least {@link #minOpsPerSec} and its p99
 * at most {@link #maxP99Us}:
 * <ul>
 *   <li>{@code minOpsPerSec = min((1 - throughput tolerance) x median, Q1 - 1.5 x IQR)} of the baseline throughputs,</li>
 *   <li>{@code maxP99Us = max((1 + p99 tolerance) x median, Q3 + 1.5 x IQR)} of the baseline p99s,</li>
 * </ul>
 * Q1 and Q3 being the quartiles of the baseline windows (linear interpolation) and IQR = Q3 - Q1: Tukey's fences, the
 * box plot's outlier rule. A window as noisy as the baseline's own windows mostly were is within; one odd baseline
 * window (a start-up spike) does not widen the band. A loaded client whose windows already varied before the event is
 * judged against that variation, not against a fixed share of a quiet median. Immutable; thread-safe.
 *
 * @param minOpsPerSec the lowest throughput of a recovered window, ops/s; NaN without baseline windows
 * @param maxP99Us the highest p99 of a recovered window, microseconds; NaN without a baseline p99 (then any p99 is
 *     within)
 */
public record RecoveryBand(double minOpsPerSec, double maxP99Us) {

  /** How many interquartile ranges beyond the quartile a recovered window may lie (Tukey's fences). */
  public static final double IQRS = 1.5;

  /**
   * The band of a baseline.
   *
   * @param ops the baseline windows' throughputs, ops/s
   * @param p99 the baseline windows' p99s, microseconds
   */
  public static RecoveryBand of(List<Double> ops, List<Double> p99, DisruptionRules rules) {
    double medianOps = median(ops);
    double medianP99 = median(p99);
    double min = Math.min((1 - rules.throughputTolerance()) * medianOps, quantile(ops, 0.25) - IQRS * iqr(ops));
    double max = Math.max((1 + rules.p99Tolerance()) * medianP99, quantile(p99, 0.75) + IQRS * iqr(p99));
    return new RecoveryBand(Math.max(0, min), max);
  }

  /** Whether a window of {@code opsPerSec} and {@code p99Us} (NaN: no operation completed) is within the band. */
  public boolean contains(double opsPerSec, double p99Us) {
    return opsPerSec >= minOpsPerSec && !Double.isNaN(p99Us) && (Double.isNaN(maxP99Us) || p99Us <= maxP99Us);
  }

  /** The band in words for the disruption table: {@code >= 903.2 ops/s, p99 <= 4.210 ms}; {@code -} without one. */
  public String text() {
    if (Double.isNaN(minOpsPerSec)) {
      return "-";
    }
    return String.format(Locale.US, ">= %,.1f ops/s", minOpsPerSec)
        + (Double.isNaN(maxP99Us) ? "" : String.format(Locale.US, ", p99 <= %,.3f ms", maxP99Us / 1000));
  }

  /** The median of {@code values}; NaN when empty. */
  static double median(List<Double> values) {
    return quantile(values, 0.5);
  }

  /** The {@code q} quantile of {@code values} by linear interpolation between ranks; NaN when empty. */
  static double quantile(List<Double> values, double q) {
    if (values.isEmpty()) {
      return Double.NaN;
    }
    double[] sorted = values.stream().mapToDouble(Double::doubleValue).sorted().toArray();
    double rank = q * (sorted.length - 1);
    int low = (int) Math.floor(rank);
    int high = Math.min(sorted.length - 1, low + 1);
    return sorted[low] + (rank - low) * (sorted[high] - sorted[low]);
  }

  private static double iqr(List<Double> values) {
    return quantile(values, 0.75) - quantile(values, 0.25);
  }
}
