/*
 * Copyright (c) 2026 ycsb-ext contributors.
 * Licensed under the Apache License, Version 2.0 (http://www.apache.org/licenses/LICENSE-2.0).
 */
package site.ycsb.ext.report.model;

import java.time.Duration;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import org.HdrHistogram.Histogram;

/**
 * Everything the report shows about one run, all hosts merged, warm-up excluded. Times are epoch ms. The
 * histograms (microseconds, one per operation) and series are shared, not copied: callers must not change them.
 *
 * @param label the run's label
 * @param warmup the excluded warm-up, counted from the run's start (the report's {@code --warmup}, or the load step's
 *     recorded warm-up when longer)
 * @param firstWindowMs start of the earliest window of any host and operation
 * @param measuredStartMs start of the common measured period: the earliest host's measured period (its run's start,
 *     or the warm-up's end); equals the cut when nothing was measured
 * @param measuredEndMs end of the common measured period: the latest host's run end (its last window without a
 *     manifest)
 * @param operations one summary per operation, primary operations first
 * @param overall every operation except {@code Intended-*} and {@code CLEANUP}, merged
 * @param hosts one row per client host
 * @param statusCounts per operation, the {@code Return=} counts summed over the hosts' manifests (whole run)
 * @param warnings warnings recorded by the run and found by the report, one line each
 * @param series per operation, the measured windows
 * @param histograms per operation, the merged histogram of the measured period
 * @param provenance how the run was measured, from its manifests
 * @param partial true when the run was read from incomplete input ({@code --allow-partial}): a log that does not
 *     match its manifest, a host without its manifest, a log cut mid-line. Every output then says PARTIAL.
 * @param disruptions per event of the run ({@code --event}, {@code --event-note}), in index order, what it did to
 *     the merged windows ({@link Disruptions}); empty without events
 * @param runStartMs the run's start the warm-up counts from: its hosts' earliest manifest start, else its first window
 * @param missingHosts the hosts planned ({@code fanout.json}) that left no output ({@code h3 (exit 93, refused to
 *     start)}), then those that ran and left logs but no manifest ({@code h2 (ran, left logs but no manifest: ...)}),
 *     one line each; every output names them at its top
 */
public record RunSummary(String label, Duration warmup, long firstWindowMs, long measuredStartMs, long measuredEndMs,
    List<OpSummary> operations, OpSummary overall, List<HostSummary> hosts, Map<String, Map<String, Long>> statusCounts,
    List<String> warnings, Map<String, WindowSeries> series, Map<String, Histogram> histograms,
    Provenance provenance, boolean partial, List<Disruption> disruptions, long runStartMs,
    List<String> missingHosts) {

  /** The start of the warning naming the planned hosts that left no output (first among a run's warnings). */
  public static final String MISSING_HOSTS = "HOSTS MISSING, planned but left no output: ";
  /** The start of the warning of a fan-out whose hosts did not run together (first among a run's warnings). */
  public static final String NOT_IN_STEP = "NOT IN STEP";

  public RunSummary {
    missingHosts = List.copyOf(missingHosts);
  }

  /** The same summary with one more warning, first. */
  public RunSummary withWarning(String warning) {
    List<String> more = new ArrayList<>();
    more.add(warning);
    more.addAll(warnings);
    return new RunSummary(label, warmup, firstWindowMs, measuredStartMs, measuredEndMs, operations, overall, hosts,
        statusCounts, List.copyOf(more), series, histograms, provenance, partial, disruptions, runStartMs,
        missingHosts);
  }

  /**
   * The warm-up actually left out, ms: from the run's start to the measured period's start (the warm-up rounded up to
   * the window grid, so a load step's partial first window is in it); 0 without a warm-up.
   */
  public long warmupLeftOutMs() {
    return warmup.isZero() ? 0 : Math.max(0, measuredStartMs - runStartMs);
  }

  /** Length of the measured period in seconds. */
  public double measuredSeconds() {
    return Math.max(0, measuredEndMs - measuredStartMs) / 1000.0;
  }

  /** The summary of one operation, or {@code null} when the run has none. */
  public OpSummary operation(String name) {
    if (OpSummary.ALL.equals(name)) {
      return overall;
    }
    return operations.stream().filter(o -> o.operation().equals(name)).findFirst().orElse(null);
  }

  /** The sum of the throughputs of the successful primary operations, ops/s. */
  public double successfulThroughput() {
    return operations.stream().filter(o -> OpSummary.isPrimary(o.operation()) && o.count() > 0)
        .mapToDouble(OpSummary::throughput).sum();
  }

  /** Failed operations ({@code *-FAILED}) as a share of all operations in {@code ALL}; NaN without operations. */
  public double failedShare() {
    long failed = operations.stream().filter(o -> OpSummary.countsInAll(o.operation())
        && o.operation().endsWith("-FAILED")).mapToLong(OpSummary::count).sum();
    return overall.count() == 0 ? Double.NaN : (double) failed / overall.count();
  }

  /** Failed operations of {@code op} as a share of its attempts ({@code op} and {@code op-FAILED}); NaN without any. */
  public double failedShare(String op) {
    OpSummary ok = operation(op);
    OpSummary failed = operation(op + "-FAILED");
    long attempts = (ok == null ? 0 : ok.count()) + (failed == null ? 0 : failed.count());
    return attempts == 0 ? Double.NaN : (failed == null ? 0.0 : (double) failed.count() / attempts);
  }
}
