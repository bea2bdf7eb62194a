/*
 * Copyright (c) 2026 ycsb-ext contributors.
 * Licensed under the Apache License, Version 2.0 (http://www.apache.org/licenses/LICENSE-2.0).
 */
package site.ycsb.ext.report.merge;

import java.nio.file.Path;
import java.time.Duration;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.TreeMap;
import org.HdrHistogram.Histogram;
import site.ycsb.ext.contract.Manifest;
import site.ycsb.ext.report.ReportInputException;
import site.ycsb.ext.report.input.HostSource;
import site.ycsb.ext.report.input.RunSource;
import site.ycsb.ext.report.input.WindowReader;
import site.ycsb.ext.report.model.DisruptionRules;
import site.ycsb.ext.report.model.Disruptions;
import site.ycsb.ext.report.model.EventMarker;
import site.ycsb.ext.report.model.HostSummary;
import site.ycsb.ext.report.model.OpSummary;
import site.ycsb.ext.report.model.Provenance;
import site.ycsb.ext.report.model.RunSummary;
import site.ycsb.ext.report.model.StartSkew;
import site.ycsb.ext.report.model.Units;
import site.ycsb.ext.report.model.WindowSeries;

/**
 * Merges the windows of every host of one run, operation by operation, into a {@link RunSummary}.
 *
 * <p>Windows merge by their slot on the wall-clock grid (the measurements module cuts windows at wall-clock multiples
 * of the window length, so the windows of different hosts share slots) and add exactly: the histogram of a merged
 * window is the sum of the hosts' histograms, and the histogram of the measured period is the sum of its windows.
 * Slots whose earliest window starts before the warm-up's end are left out: the run's start (its hosts' earliest
 * manifest start, else its first window) plus the warm-up, rounded up to the next boundary of the grid (windows are
 * whole). Throughput is taken over the time really run: a host's measured period is its run, {@code startEpochMs} to
 * {@code endEpochMs} of its manifest (from the warm-up's end when there is one; without a manifest, the span of its
 * measured windows, each window recording the span it covers, the run's first and last clipped to the run). A host's
 * throughput is its operations over its own period; a merged throughput (per operation, overall) is the operations of
 * the common period (the hosts' periods joined) over its length, so a host that stopped early adds the operations it
 * did and never a rate over time it did not run. A window's merged throughput is the sum over hosts of each host's
 * operations over the span its own window covers.
 *
 * <p>Inputs are checked first: where a host has a manifest, every file it lists must have the listed size and
 * SHA-256, and every operation it reports with operations must have windows holding exactly that many. A mismatch is
 * a {@link ReportInputException} naming the file, unless partial input is allowed, which turns it into a warning
 * ({@link InputChecks}). One operation's merge by slot is an {@link OperationMerge}; the operations' rows are
 * {@link OperationRows}, the host rows and notes {@link HostRows}, the manifests' warnings and statuses
 * {@link RunWarnings}.
 *
 * <p>Memory does not grow with the run's length except for the per-window scalars of {@link WindowSeries}: one
 * window per host is read at a time, and one merged histogram per operation and per host is kept. Operations are
 * merged in parallel (one thread per core at most, {@link OperationMerges}), each with its own readers and tallies, and
 * every log is decoded ahead of its merge on a pool of one thread per core ({@link DecodePool}), so even one
 * operation's merge uses every core. Not thread-safe: one
 * merger per run, used by one caller.
 */
public final class RunMerger {

  private final RunSource run;
  private final Duration warmup;
  private final InputChecks checks;
  private final List<String> warnings = new ArrayList<>();
  private final HostTally[] hosts;

  /**
   * @param run the run
   * @param warmup the leading time to leave out
   * @param allowPartial read logs that do not match their manifest, with a warning, instead of refusing them
   */
  public RunMerger(RunSource run, Duration warmup, boolean allowPartial) {
    this(run, warmup, allowPartial, false);
  }

  /**
   * @param run the run
   * @param warmup the leading time to leave out
   * @param allowPartial read logs that do not match their manifest, with a warning, instead of refusing them
   * @param allowUnlisted merge a log its host's manifest does not list, with a warning, instead of refusing it
   */
  public RunMerger(RunSource run, Duration warmup, boolean allowPartial, boolean allowUnlisted) {
    this.run = run;
    this.warmup = warmup;
    this.checks = new InputChecks(run, allowPartial, allowUnlisted);
    this.hosts = new HostTally[run.hosts().size()];
    for (int i = 0; i < hosts.length; i++) {
      hosts[i] = new HostTally();
    }
  }

  /** Reads every log of the run once and returns its summary. */
  public RunSummary merge() {
    checks.verifyFiles();
    try (DecodePool decode = new DecodePool(run.hosts().stream().mapToInt(h -> h.operationLogs().size()).sum())) {
      return merge(openLogs(decode));
    }
  }

  /** Merges the opened logs and closes them. */
  private RunSummary merge(Map<String, List<LogHead>> logs) {
    try {
      long firstWindowMs = Long.MAX_VALUE;
      for (List<LogHead> heads : logs.values()) {
        for (LogHead head : heads) {
          if (head.window != null) {
            firstWindowMs = Math.min(firstWindowMs, head.window.startMs());
          }
        }
      }
      if (firstWindowMs == Long.MAX_VALUE) {
        throw new ReportInputException("Run '" + run.label() + "' has logs but no windows in them (hosts: "
            + String.join(", ", run.hosts().stream().map(HostSource::name).toList()) + ")");
      }
      long runStartMs = runStartMs(firstWindowMs);
      long cutMs = warmup.isZero() ? runStartMs : onGrid(runStartMs + warmup.toMillis());
      Map<String, OpTally> tallies = OperationMerges.run(logs, cutMs, hosts.length);
      for (List<LogHead> heads : logs.values()) {
        for (LogHead head : heads) {
          if (head.reader.cutNote() != null) {
            checks.partialTail(run.hosts().get(head.host), head.reader.cutNote());
          }
        }
      }
      checks.checkCounts(tallies);
      for (OpTally t : tallies.values()) {
        for (int h = 0; h < hosts.length; h++) {
          hosts[h].addAll(t.hosts[h]);
        }
      }
      return summarize(tallies, firstWindowMs, cutMs, runStartMs);
    } finally {
      for (List<LogHead> heads : logs.values()) {
        heads.forEach(h -> h.reader.close());
      }
    }
  }

  /** The run's start: its hosts' earliest manifest start, else (no manifest) its first window. Epoch ms. */
  private long runStartMs(long firstWindowMs) {
    long startMs = firstWindowMs;
    for (HostSource host : run.hosts()) {
      if (host.manifest() != null && host.manifest().startEpochMs() > 0) {
        startMs = Math.min(startMs, host.manifest().startEpochMs());
      }
    }
    return startMs;
  }

  /**
   * The first boundary of the manifests' window grid at or after {@code ms}: windows are whole, so a warm-up that ends
   * inside one ends with it. Unchanged when no manifest states a grid.
   */
  private long onGrid(long ms) {
    long gridMs = run.hosts().stream().filter(h -> h.manifest() != null).mapToLong(h -> h.manifest().windowMs())
        .max().orElse(0);
    return gridMs <= 0 ? ms : ms + Math.floorMod(-ms, gridMs);
  }

  /**
   * Each host's measured period, epoch ms {@code {start, end}}: with a manifest, its run ({@code startEpochMs} to
   * {@code endEpochMs}), from the warm-up's end when there is one; without, its measured windows' span. A host that
   * measured nothing has an empty period ({@code start == end}).
   */
  private long[][] hostPeriods(long cutMs) {
    long[][] periods = new long[hosts.length][];
    for (int h = 0; h < hosts.length; h++) {
      Manifest m = run.hosts().get(h).manifest();
      HostTally t = hosts[h];
      if (m != null && m.startEpochMs() > 0 && m.endEpochMs() > m.startEpochMs()) {
        long startMs = warmup.isZero() ? m.startEpochMs() : Math.max(m.startEpochMs(), cutMs);
        periods[h] = new long[] {Math.min(startMs, m.endEpochMs()), m.endEpochMs()};
      } else if (t.measuredFirstMs != Long.MAX_VALUE) {
        periods[h] = new long[] {t.measuredFirstMs, t.measuredLastEndMs};
      } else {
        periods[h] = new long[] {0, 0};
      }
    }
    return periods;
  }

  /** Every log of the run, by operation, each read ahead on {@code decode} and at its first window. */
  private Map<String, List<LogHead>> openLogs(DecodePool decode) {
    Map<String, List<LogHead>> logs = new TreeMap<>(OpSummary.order());
    List<LogHead> opened = new ArrayList<>();
    try {
      for (int h = 0; h < hosts.length; h++) {
        Manifest manifest = run.hosts().get(h).manifest();
        long gridMs = manifest == null ? 0 : manifest.windowMs();
        for (Map.Entry<String, Path> log : run.hosts().get(h).operationLogs().entrySet()) {
          WindowReader reader = decode.ahead(WindowReader.open(log.getValue(), gridMs, checks.allowPartial()));
          LogHead head = new LogHead(h, reader);
          opened.add(head);
          logs.computeIfAbsent(log.getKey(), k -> new ArrayList<>()).add(head);
        }
      }
      // every log's first batch is being read by now: wait for them in turn
      opened.forEach(LogHead::advance);
    } catch (RuntimeException e) {
      opened.forEach(h -> h.reader.close());
      throw e;
    }
    if (logs.isEmpty()) {
      throw new ReportInputException("Run '" + run.label() + "' has no operation logs: expected " + RunSource.EXPECTED);
    }
    return logs;
  }

  /** A histogram that can take the windows of every host: same precision, auto-resizing. */
  static Histogram newHistogram(Histogram like) {
    Histogram h = new Histogram(like.getNumberOfSignificantValueDigits());
    h.setAutoResize(true);
    return h;
  }

  /** The run's summary from its operations' tallies: its measured period, operation and host rows, and warnings. */
  private RunSummary summarize(Map<String, OpTally> tallies, long firstWindowMs, long cutMs, long runStartMs) {
    if (Arrays.stream(hosts).allMatch(t -> t.measuredFirstMs == Long.MAX_VALUE)) {
      long lastEndMs = Arrays.stream(hosts).mapToLong(t -> t.lastEndMs).max().orElse(firstWindowMs);
      throw ReportInputException.badOption("Option '--warmup' (" + Units.duration(warmup) + ") leaves "
          + "nothing to measure: run '" + run.label() + "' lasted " + Units.duration(
          Duration.ofMillis(Math.max(0, lastEndMs - runStartMs))) + " from its start to its last window");
    }
    long[][] periods = hostPeriods(cutMs);
    long measuredStartMs = Long.MAX_VALUE;
    long measuredEndMs = Long.MIN_VALUE;
    double[] periodSec = new double[hosts.length];
    for (int h = 0; h < hosts.length; h++) {
      if (periods[h][1] > periods[h][0]) {
        measuredStartMs = Math.min(measuredStartMs, periods[h][0]);
        measuredEndMs = Math.max(measuredEndMs, periods[h][1]);
        periodSec[h] = (periods[h][1] - periods[h][0]) / 1000.0;
      }
    }
    if (measuredStartMs == Long.MAX_VALUE) {
      measuredStartMs = cutMs;
      measuredEndMs = cutMs;
    }
    // merged throughput: the operations of the common period over its length (a host that stopped early adds the
    // operations it did, not its rate over time it did not run)
    double commonSec = (measuredEndMs - measuredStartMs) / 1000.0;
    List<String> stopped = stoppedEarly(periods, measuredStartMs, measuredEndMs);
    OperationRows rows = OperationRows.of(tallies, hosts, commonSec, warnings);
    StartSkew skew = StartSkew.of(run);
    List<HostSummary> hostRows = HostRows.of(run, hosts, periods, measuredStartMs, measuredEndMs, periodSec, skew,
        warnings);
    Map<String, Map<String, Long>> statusCounts = RunWarnings.statusCounts(run);
    List<String> missing = new ArrayList<>(run.missingHosts());
    missing.addAll(checks.withoutManifest());
    List<String> allWarnings = new ArrayList<>(run.notInStep().isEmpty() ? List.of() : List.of(run.notInStep()));
    allWarnings.addAll(RunWarnings.missingHosts(run));
    allWarnings.addAll(checks.warnings());
    allWarnings.addAll(stopped);
    allWarnings.addAll(skew.warnings());
    allWarnings.addAll(RunWarnings.fromManifests(run));
    allWarnings.addAll(RunWarnings.failures(rows.operations(), statusCounts));
    allWarnings.addAll(warnings);
    List<EventMarker> markers = run.events().stream().map(EventMarker::of).toList();
    markers.forEach(m -> m.warning().ifPresent(allWarnings::add));
    return new RunSummary(run.label(), warmup, firstWindowMs, measuredStartMs, measuredEndMs,
        List.copyOf(rows.operations()), rows.overall(), hostRows, statusCounts, List.copyOf(allWarnings), rows.series(),
        rows.histograms(), Provenance.of(run).withLine("window coverage", coverage(rows.series(), run.hosts().size())),
        !checks.warnings().isEmpty() || !run.missingHosts().isEmpty(),
        Disruptions.of(rows.series(), markers, DisruptionRules.DEFAULT), runStartMs, missing);
  }

  /**
   * One line per host whose run ended more than two windows (at least a second) before the common period's end:
   * {@code Host h2 stopped at 7.1 s of 20.1 s ...}. Its operations count; its rate is not stretched over the rest.
   */
  private List<String> stoppedEarly(long[][] periods, long measuredStartMs, long measuredEndMs) {
    List<String> lines = new ArrayList<>();
    if (hosts.length < 2) {
      return lines;
    }
    for (int h = 0; h < hosts.length; h++) {
      long slackMs = Math.max(1000, 2 * hosts[h].windowMs);
      if (periods[h][1] > periods[h][0] && periods[h][1] < measuredEndMs - slackMs) {
        lines.add(String.format(Locale.US, "Host %s stopped at %.1f s of %.1f s (the run's measured period): its "
            + "%,d operations count over the common period, its rate is not stretched over time it did not run",
            run.hosts().get(h).name(), (periods[h][1] - measuredStartMs) / 1000.0,
            (measuredEndMs - measuredStartMs) / 1000.0, hosts[h].count));
      }
    }
    return lines;
  }

  /**
   * How many of the measured windows every host covered, for a multi-host run (its edges, or where a host stopped,
   * are covered by fewer: their throughput sums fewer hosts); empty for one host. Counted over the operation with
   * the most windows.
   */
  static String coverage(Map<String, WindowSeries> series, int hostCount) {
    if (hostCount < 2) {
      return "";
    }
    WindowSeries longest = null;
    for (WindowSeries s : series.values()) {
      if (longest == null || s.size() > longest.size()) {
        longest = s;
      }
    }
    if (longest == null || longest.size() == 0) {
      return "";
    }
    List<String> partial = new ArrayList<>();
    for (int i = 0; i < longest.size(); i++) {
      if (longest.hosts(i) < hostCount) {
        partial.add(Units.time(longest.startMs(i)) + " (" + longest.hosts(i) + ")");
      }
    }
    return (longest.size() - partial.size()) + " of " + longest.size() + " windows covered by all " + hostCount
        + " hosts" + (partial.isEmpty() ? "" : "; by fewer: " + String.join(", ", partial.subList(0,
        Math.min(6, partial.size()))) + (partial.size() > 6 ? " and " + (partial.size() - 6) + " more" : "")
        + " (timeseries.csv column hosts)");
  }
}
