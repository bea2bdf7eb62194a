/*
 * Copyright (c) 2026 ycsb-ext contributors.
 * Licensed under the Apache License, Version 2.0 (http://www.apache.org/licenses/LICENSE-2.0).
 */
package site.ycsb.ext.report.model;

import java.util.Comparator;
import java.util.List;
import org.HdrHistogram.Histogram;

/**
 * The summary of one operation (or of all operations, {@link #ALL}) over the measured period of a run, all hosts
 * merged. Latencies are microseconds, taken from the merged histogram; throughput is ops/s. Immutable.
 *
 * @param operation the operation name, e.g. {@code READ}, {@code READ-FAILED}, {@code Intended-READ} or {@code ALL}
 * @param count operations in the measured windows
 * @param throughput count divided by the run's common period (the hosts' measured periods joined), ops/s
 * @param windows measured windows
 * @param windowMean mean of the per-window throughputs, ops/s
 * @param variance population variance of the per-window throughputs, (ops/s)^2
 * @param stddev its square root, ops/s
 * @param minUs smallest latency
 * @param meanUs mean latency
 * @param p50Us median
 * @param p95Us 95th percentile
 * @param p99Us 99th percentile
 * @param p999Us 99.9th percentile
 * @param maxUs largest latency (a lower bound when {@code overflow > 0})
 * @param overflow values above the last linear bucket of fork-format input, 0 for HdrHistogram logs
 * @param layout how the input was bucketed
 */
public record OpSummary(String operation, long count, double throughput, long windows, double windowMean,
    double variance, double stddev, double minUs, double meanUs, double p50Us, double p95Us, double p99Us,
    double p999Us, double maxUs, long overflow, String layout) {

  /** The name of the row that merges every operation except {@code Intended-*} and {@code CLEANUP}. */
  public static final String ALL = "ALL";

  /** The summary of a merged histogram (microseconds) with its throughput and per-window statistics. */
  public static OpSummary of(String operation, Histogram merged, double throughput, ThroughputStats stats, long overflow,
      String layout) {
    long count = merged == null ? 0 : merged.getTotalCount();
    boolean any = count > 0;
    return new OpSummary(operation, count, count == 0 && Double.isNaN(throughput) ? Double.NaN : throughput,
        stats.windows(),
        stats.mean(), stats.variance(), stats.stddev(),
        any ? merged.getMinValue() : Double.NaN, any ? merged.getMean() : Double.NaN,
        at(merged, 50, any), at(merged, 95, any), at(merged, 99, any), at(merged, 99.9, any),
        any ? merged.getMaxValue() : Double.NaN, overflow, layout);
  }

  private static double at(Histogram h, double percentile, boolean any) {
    return any ? h.getValueAtPercentile(percentile) : Double.NaN;
  }

  /** True for operations whose latency is measured from the intended start ({@code Intended-*}). */
  public static boolean isIntended(String operation) {
    return operation.startsWith("Intended-");
  }

  /** True for operations counted in {@link #ALL}: everything except {@code Intended-*} and {@code CLEANUP}. */
  public static boolean countsInAll(String operation) {
    return !isIntended(operation) && !operation.equals("CLEANUP");
  }

  /** True for the operations drawn in figures: those of {@link #ALL} without {@code *-FAILED}. */
  public static boolean isPrimary(String operation) {
    return countsInAll(operation) && !operation.endsWith("-FAILED");
  }

  /** Primary operations in workload order, then failures, then intended latencies, then the rest by name. */
  public static Comparator<String> order() {
    return Comparator.comparingInt(OpSummary::group).thenComparingInt(OpSummary::canonicalIndex)
        .thenComparing(Comparator.naturalOrder());
  }

  private static final List<String> CANONICAL = List.of("READ", "UPDATE", "INSERT", "SCAN", "READ-MODIFY-WRITE",
      "DELETE");

  private static int group(String op) {
    if (isPrimary(op)) {
      return 0;
    }
    if (op.endsWith("-FAILED") && !isIntended(op)) {
      return 1;
    }
    return isIntended(op) ? 2 : 3;
  }

  private static int canonicalIndex(String op) {
    String base = op.replaceFirst("^Intended-", "").replaceFirst("-FAILED$", "");
    int i = CANONICAL.indexOf(base);
    return i < 0 ? CANONICAL.size() : i;
  }
}
