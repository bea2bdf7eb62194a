/*
 * Copyright (c) 2026 ycsb-ext contributors.
 * Licensed under the Apache License, Version 2.0 (http://www.apache.org/licenses/LICENSE-2.0).
 */
package site.ycsb.ext.report.merge;

import java.time.Duration;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;
import java.util.Locale;
import java.util.Optional;
import site.ycsb.ext.contract.Manifest;
import site.ycsb.ext.report.input.HostSource;
import site.ycsb.ext.report.input.RunSource;
import site.ycsb.ext.report.model.HostSummary;
import site.ycsb.ext.report.model.StartSkew;
import site.ycsb.ext.report.model.Units;

/**
 * The host table of one run: each host's throughput over its own measured period (its run) against the median host, its
 * latencies, and a note (with a warning) for a host that lags, started late, stopped early, missed windows, did not
 * complete or left no manifest. Stateless.
 */
final class HostRows {

  /** Hosts below this share of the median host throughput are flagged as lagging. */
  static final double LAGGING_SHARE = 0.9;

  private HostRows() {
  }

  /**
   * @param run the run
   * @param hosts the hosts' tallies, in the run's host order
   * @param periods each host's measured period, epoch ms {@code {start, end}} (its run, from its manifest)
   * @param measuredStartMs start of the run's common period, epoch ms
   * @param measuredEndMs end of the run's common period, epoch ms
   * @param periodSec each host's measured period, seconds (0 when it has none)
   * @param skew the run's start skew: a host it names late is warned there, once, and only noted here
   * @param warnings receives one line per host with a note other than its lateness in {@code skew}
   */
  static List<HostSummary> of(RunSource run, HostTally[] hosts, long[][] periods, long measuredStartMs,
      long measuredEndMs, double[] periodSec, StartSkew skew, List<String> warnings) {
    double[] rates = new double[hosts.length];
    for (int i = 0; i < hosts.length; i++) {
      rates[i] = periodSec[i] > 0 ? hosts[i].count / periodSec[i] : 0;
    }
    double[] sorted = rates.clone();
    Arrays.sort(sorted);
    double median = sorted.length % 2 == 1 ? sorted[sorted.length / 2]
        : (sorted[sorted.length / 2 - 1] + sorted[sorted.length / 2]) / 2;
    List<HostSummary> rows = new ArrayList<>();
    for (int i = 0; i < hosts.length; i++) {
      HostSource source = run.hosts().get(i);
      HostTally t = hosts[i];
      List<String> notes = new ArrayList<>();
      double vsMedian = median > 0 ? rates[i] / median - 1 : 0;
      if (hosts.length > 1 && median > 0 && rates[i] < LAGGING_SHARE * median) {
        notes.add(String.format(Locale.US, "LAGGING: %.0f%% below the median host", -vsMedian * 100));
      }
      long slackMs = 2 * Math.max(1, t.windowMs);
      boolean hasPeriod = periodSec[i] > 0;
      // Where the start skew judges the hosts' starts, a host it names late has its one lateness figure there (one
      // warning, one reference point): the table says the same words, the warning line does not repeat them; only
      // without such a judgement (fewer than two starts known) is a late start noted from the windows.
      Optional<String> late = skew.lateLine(source.name());
      String lateNote = late.map(l -> l.substring(source.name().length() + 1)).orElse("");
      if (skew.hosts() < 2 && hasPeriod && periods[i][0] > measuredStartMs + slackMs) {
        notes.add("started " + Units.duration(Duration.ofMillis(periods[i][0] - measuredStartMs)) + " late");
      }
      if (hasPeriod && periods[i][1] < measuredEndMs - slackMs) {
        notes.add("stopped " + Units.duration(Duration.ofMillis(measuredEndMs - periods[i][1])) + " early");
      }
      if (t.firstMs == Long.MAX_VALUE) {
        notes.add("no windows");
      }
      long missing = t.missingWindows();
      if (missing > 0) {
        notes.add(missing + " missing windows");
      }
      Manifest m = source.manifest();
      String outcome = m == null ? "-" : m.outcome() + " (exit " + m.exitCode() + ")";
      if (m != null && (m.exitCode() != 0 || !m.outcome().ranToEnd())) {
        notes.add("run did not complete" + (m.reason().isEmpty() ? "" : ": " + m.reason()));
      }
      if (m == null && run.hosts().stream().anyMatch(other -> other.manifest() != null)) {
        notes.add("no manifest (partial results?)");
      }
      String warned = String.join("; ", notes);
      if (!warned.isEmpty()) {
        warnings.add("Host " + source.name() + ": " + warned);
      }
      if (!lateNote.isEmpty()) {
        notes.add(0, lateNote);
      }
      String note = String.join("; ", notes);
      boolean any = t.latencies != null && t.latencies.totalCount() > 0;
      rows.add(new HostSummary(source.name(), outcome, t.firstMs == Long.MAX_VALUE ? 0 : t.firstMs,
          t.lastEndMs == Long.MIN_VALUE ? 0 : t.lastEndMs, t.maxMeasuredWindows(), missing, t.count, rates[i],
          vsMedian, any ? t.latencies.valueAtPercentile(95) : Double.NaN,
          any ? t.latencies.valueAtPercentile(99) : Double.NaN, any ? t.latencies.maxValue() : Double.NaN,
          note));
    }
    return List.copyOf(rows);
  }
}
