/*
 * Copyright (c) 2026 ycsb-ext contributors.
 * Licensed under the Apache License, Version 2.0 (http://www.apache.org/licenses/LICENSE-2.0).
 */
package site.ycsb.ext.report.merge;

import java.util.ArrayList;
import java.util.Arrays;
import java.util.LinkedHashMap;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.Map;
import java.util.Set;
import java.util.TreeMap;
import org.HdrHistogram.Histogram;
import site.ycsb.ext.report.model.OpSummary;
import site.ycsb.ext.report.model.ThroughputStats;
import site.ycsb.ext.report.model.WindowSeries;

/**
 * A run's merged operations as the summary holds them: one row per operation and the {@link OpSummary#ALL} row (its
 * histogram the sum of the operations counted in it), with each operation's window series and histogram of the
 * measured period. Throughput is the operations of the common period over its length, ops/s. Immutable once built.
 *
 * @param operations one row per operation, in the tallies' order
 * @param overall the ALL row
 * @param series per operation, its merged windows
 * @param histograms per operation with windows, its histogram of the measured period
 */
record OperationRows(List<OpSummary> operations, OpSummary overall, Map<String, WindowSeries> series,
    Map<String, Histogram> histograms) {

  /**
   * The rows of the operations' tallies; adds to {@code warnings} one line per operation whose latencies overflowed
   * its last bucket and one when the operations in ALL were recorded with different layouts.
   *
   * @param hosts the run's hosts' tallies, all operations added
   * @param commonSec the common period's length, s (0 without one: throughput is then NaN)
   */
  static OperationRows of(Map<String, OpTally> tallies, HostTally[] hosts, double commonSec, List<String> warnings) {
    List<OpSummary> operations = new ArrayList<>();
    Map<String, WindowSeries> series = new LinkedHashMap<>();
    Map<String, Histogram> histograms = new LinkedHashMap<>();
    Histogram all = null;
    long allOverflow = 0;
    Set<String> layouts = new LinkedHashSet<>();
    for (Map.Entry<String, OpTally> e : tallies.entrySet()) {
      String op = e.getKey();
      OpTally t = e.getValue();
      long count = Arrays.stream(t.hosts).mapToLong(x -> x.opCount).sum();
      operations.add(OpSummary.of(op, t.total, rate(count, commonSec), t.stats, t.overflow, t.layout.toString()));
      series.put(op, t.series);
      if (t.total != null) {
        histograms.put(op, t.total);
      }
      if (t.overflow > 0) {
        warnings.add(t.overflow + " " + op + " latencies exceeded the last linear bucket (" + t.layout
            + "): max and high percentiles of " + op + " are lower bounds");
      }
      if (OpSummary.countsInAll(op) && t.total != null) {
        if (all == null) {
          all = RunMerger.newHistogram(t.total);
        }
        all.add(t.total);
        allOverflow += t.overflow;
        layouts.add(t.layout.toString());
      }
    }
    if (layouts.size() > 1) {
      warnings.add("Operations were recorded with different layouts (" + String.join("; ", layouts)
          + "): the ALL row mixes their resolutions");
    }
    long allCount = Arrays.stream(hosts).mapToLong(x -> x.count).sum();
    OpSummary overall = OpSummary.of(OpSummary.ALL, all, rate(allCount, commonSec), overallStats(tallies), allOverflow,
        String.join("; ", layouts));
    return new OperationRows(operations, overall, series, histograms);
  }

  /** Operations over seconds, ops/s; NaN without a period. */
  private static double rate(long operations, double seconds) {
    return seconds > 0 ? operations / seconds : Double.NaN;
  }

  /** Per-window throughput of all operations together: the windows of different operations in one slot add. */
  private static ThroughputStats overallStats(Map<String, OpTally> tallies) {
    TreeMap<Long, double[]> windows = new TreeMap<>();
    for (Map.Entry<String, OpTally> e : tallies.entrySet()) {
      if (!OpSummary.countsInAll(e.getKey())) {
        continue;
      }
      WindowSeries s = e.getValue().series;
      for (int i = 0; i < s.size(); i++) {
        windows.computeIfAbsent(s.slotMs(i), k -> new double[1])[0] += s.opsPerSec(i);
      }
    }
    ThroughputStats stats = new ThroughputStats();
    for (double[] w : windows.values()) {
      stats.add(w[0]);
    }
    return stats;
  }
}
