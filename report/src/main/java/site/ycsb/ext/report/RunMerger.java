/*
 * Copyright (c) 2026 ycsb-ext contributors.
 * Licensed under the Apache License, Version 2.0 (http://www.apache.org/licenses/LICENSE-2.0).
 */
package site.ycsb.ext.report;

import java.nio.file.Path;
import java.time.Duration;
import java.util.ArrayList;
import java.util.Comparator;
import java.util.LinkedHashMap;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.Map;
import java.util.Set;
import java.util.TreeMap;
import java.util.concurrent.ExecutionException;
import java.util.concurrent.ExecutorService;
import java.util.concurrent.Executors;
import java.util.concurrent.Future;
import org.HdrHistogram.Histogram;
import site.ycsb.ext.contract.Manifest;

/**
 * Merges the windows of every host of one run, operation by operation, into a {@link RunSummary}.
 *
 * <p>Windows merge by their slot on the wall-clock grid (the measurements module cuts windows at wall-clock multiples
 * of the window length, so the windows of different hosts share slots) and add exactly: the histogram of a merged
 * window is the sum of the hosts' histograms, and the histogram of the measured period is the sum of its windows.
 * Slots whose earliest window starts before {@code first window + warm-up} are left out. Throughput is taken over the
 * time really measured: a host's measured period runs from the start of its first measured window to the end of its
 * last (each window records the span it covers; the run's first and last windows are clipped to the run); a host's
 * throughput is its operations over its own period, and a merged throughput (per operation, per window, overall) is
 * the sum of the hosts' throughputs.
 *
 * <p>Inputs are checked first: where a host has a manifest, every file it lists must have the listed size and
 * SHA-256, and every operation it reports with operations must have windows holding exactly that many. A mismatch is
 * a {@link ReportInputException} naming the file, unless partial input is allowed, which turns it into a warning.
 *
 * <p>Memory does not grow with the run's length except for the per-window scalars of {@link WindowSeries}: one
 * window per host is read at a time, and one merged histogram per operation and per host is kept. Operations are
 * merged in parallel (one thread per core at most), each with its own readers and tallies. Not thread-safe: one
 * merger per run, used by one caller.
 */
final class RunMerger {

  /** Hosts below this share of the median host throughput are flagged as lagging. */
  static final double LAGGING_SHARE = 0.9;

  private static final List<String> CANONICAL = List.of("READ", "UPDATE", "INSERT", "SCAN", "READ-MODIFY-WRITE",
      "DELETE");

  private final RunSource run;
  private final Duration warmup;
  private final boolean allowPartial;
  private final List<String> warnings = new ArrayList<>();
  private final HostTally[] hosts;

  /**
   * @param run the run
   * @param warmup the leading time to leave out
   * @param allowPartial read logs that do not match their manifest, with a warning, instead of refusing them
   */
  RunMerger(RunSource run, Duration warmup, boolean allowPartial) {
    this.run = run;
    this.warmup = warmup;
    this.allowPartial = allowPartial;
    this.hosts = new HostTally[run.hosts().size()];
    for (int i = 0; i < hosts.length; i++) {
      hosts[i] = new HostTally();
    }
  }

  /** Reads every log of the run once and returns its summary. */
  RunSummary merge() {
    for (HostSource host : run.hosts()) {
      if (host.manifest() != null) {
        for (String problem : host.manifest().verifyFiles(host.dir())) {
          inputProblem(host, problem);
        }
      }
    }
    Map<String, List<Head>> logs = openLogs();
    try {
      long firstWindowMs = Long.MAX_VALUE;
      for (List<Head> heads : logs.values()) {
        for (Head head : heads) {
          if (head.window != null) {
            firstWindowMs = Math.min(firstWindowMs, head.window.startMs());
          }
        }
      }
      if (firstWindowMs == Long.MAX_VALUE) {
        throw new ReportInputException("Run '" + run.label() + "' has logs but no windows in them (hosts: "
            + String.join(", ", run.hosts().stream().map(HostSource::name).toList()) + ")");
      }
      long cutMs = firstWindowMs + warmup.toMillis();
      Map<String, OpTally> tallies = mergeOperations(logs, cutMs);
      checkCountsAgainstManifests(tallies);
      for (OpTally t : tallies.values()) {
        for (int h = 0; h < hosts.length; h++) {
          hosts[h].addAll(t.hosts[h]);
        }
      }
      return summarize(tallies, firstWindowMs, cutMs);
    } finally {
      for (List<Head> heads : logs.values()) {
        heads.forEach(h -> h.reader.close());
      }
    }
  }

  /** A log that does not match its manifest: an error, or with partial input allowed a warning. */
  private void inputProblem(HostSource host, String problem) {
    String line = "Host " + host.name() + " (" + host.dir() + "): " + problem;
    if (!allowPartial) {
      throw new ReportInputException(line + "; the output does not match its manifest (--allow-partial reads it "
          + "anyway, with a warning)");
    }
    warnings.add("PARTIAL INPUT, figures may be wrong: " + line);
  }

  /** Every operation a manifest reports with operations has windows holding exactly that many (unless lost). */
  private void checkCountsAgainstManifests(Map<String, OpTally> tallies) {
    for (int h = 0; h < hosts.length; h++) {
      HostSource host = run.hosts().get(h);
      Manifest manifest = host.manifest();
      if (manifest == null) {
        continue;
      }
      for (Manifest.Metric metric : manifest.summary()) {
        String op = metric.metric();
        if (!metric.measurement().equals("Operations") || metric.value() <= 0
            || manifest.summaryValue(op, "LostWindows") > 0) {
          continue;
        }
        OpTally tally = tallies.get(op);
        long inWindows = tally == null ? 0 : tally.hosts[h].seenCount;
        if (inWindows != Math.round(metric.value())) {
          inputProblem(host, String.format(java.util.Locale.US, "the manifest reports %,d %s operations, its log "
              + "holds %,d%s", Math.round(metric.value()), op, inWindows,
              tally == null || tally.hosts[h].firstMs == Long.MAX_VALUE ? " (no window)" : ""));
        }
      }
    }
  }

  private Map<String, List<Head>> openLogs() {
    Map<String, List<Head>> logs = new TreeMap<>(operationOrder());
    List<Head> opened = new ArrayList<>();
    try {
      for (int h = 0; h < hosts.length; h++) {
        Manifest manifest = run.hosts().get(h).manifest();
        long gridMs = manifest == null ? 0 : manifest.windowMs();
        for (Map.Entry<String, Path> log : run.hosts().get(h).operationLogs().entrySet()) {
          WindowReader reader = WindowReader.open(log.getValue(), gridMs);
          Head head = new Head(h, reader);
          opened.add(head);
          head.advance();
          logs.computeIfAbsent(log.getKey(), k -> new ArrayList<>()).add(head);
        }
      }
    } catch (RuntimeException e) {
      opened.forEach(h -> h.reader.close());
      throw e;
    }
    if (logs.isEmpty()) {
      throw new ReportInputException("Run '" + run.label() + "' has no operation logs: expected " + RunSource.EXPECTED);
    }
    return logs;
  }

  /**
   * Merges the operations in parallel, one task per operation on at most one thread per core: the logs of one
   * operation are read by one thread, and every task keeps its own host tallies.
   */
  private Map<String, OpTally> mergeOperations(Map<String, List<Head>> logs, long cutMs) {
    int threads = Math.max(1, Math.min(logs.size(), Runtime.getRuntime().availableProcessors()));
    ExecutorService pool = Executors.newFixedThreadPool(threads, r -> {
      Thread t = new Thread(r, "report-merge");
      t.setDaemon(true);
      return t;
    });
    try {
      Map<String, Future<OpTally>> futures = new LinkedHashMap<>();
      for (Map.Entry<String, List<Head>> e : logs.entrySet()) {
        futures.put(e.getKey(), pool.submit(() -> mergeOperation(e.getKey(), e.getValue(), cutMs)));
      }
      Map<String, OpTally> tallies = new LinkedHashMap<>();
      for (Map.Entry<String, Future<OpTally>> e : futures.entrySet()) {
        tallies.put(e.getKey(), e.getValue().get());
      }
      return tallies;
    } catch (ExecutionException e) {
      if (e.getCause() instanceof RuntimeException r) {
        throw r;
      }
      throw new IllegalStateException(e.getCause());
    } catch (InterruptedException e) {
      Thread.currentThread().interrupt();
      throw new IllegalStateException("interrupted while merging", e);
    } finally {
      pool.shutdownNow();
    }
  }

  private OpTally mergeOperation(String op, List<Head> heads, long cutMs) {
    OpTally tally = new OpTally(hosts.length);
    BucketLayout layout = null;
    Path layoutFile = null;
    boolean inAll = OpSummary.countsInAll(op);
    Histogram window = null;
    while (true) {
      long slotMs = Long.MAX_VALUE;
      long startMs = Long.MAX_VALUE;
      for (Head head : heads) {
        if (head.window != null) {
          slotMs = Math.min(slotMs, head.window.slotMs());
        }
      }
      if (slotMs == Long.MAX_VALUE) {
        break;
      }
      for (Head head : heads) {
        if (head.window != null && head.window.slotMs() == slotMs) {
          startMs = Math.min(startMs, head.window.startMs());
        }
      }
      boolean measured = startMs >= cutMs;
      long endMs = startMs;
      double rate = 0;
      for (Head head : heads) {
        long hostCount = 0;
        long hostSpanMs = 0;
        while (head.window != null && head.window.slotMs() == slotMs) {
          Window w = head.window;
          BucketLayout l = head.reader.layout();
          if (layout == null) {
            layout = l;
            layoutFile = head.reader.file();
          } else if (!layout.mergesWith(l)) {
            throw new ReportInputException("Mismatched bucket layouts for " + op + ": '" + layoutFile + "' has "
                + layout + " but '" + head.reader.file() + "' has " + l
                + "; every host must use the same periodichistogram.bucket.interval and periodichistogram.buckets");
          }
          if (window == null) {
            window = newHistogram(w.histogram());
            tally.total = newHistogram(w.histogram());
          }
          window.add(w.histogram());
          endMs = Math.max(endMs, w.endMs());
          hostCount += w.count();
          hostSpanMs += Math.max(1, w.endMs() - w.startMs());
          HostTally host = tally.hosts[head.host];
          host.windowSeen(op, w, head.reader.layout().isExact());
          if (measured) {
            tally.overflow += w.overflow();
            host.measured(w, inAll);
            host.measuredWindow(op);
          }
          head.advance();
        }
        if (hostSpanMs > 0) {
          rate += hostCount * 1000.0 / hostSpanMs;
        }
      }
      if (measured) {
        long count = window.getTotalCount();
        tally.total.add(window);
        tally.stats.add(rate);
        tally.series.add(slotMs, startMs, Math.max(1, endMs - startMs), count, rate,
            count == 0 ? Double.NaN : window.getValueAtPercentile(95),
            count == 0 ? Double.NaN : window.getValueAtPercentile(99));
      }
      window.reset();
    }
    tally.layout = layout == null ? BucketLayout.EXACT : layout;
    return tally;
  }

  /** A histogram that can take the windows of every host: same precision, auto-resizing. */
  static Histogram newHistogram(Histogram like) {
    Histogram h = new Histogram(like.getNumberOfSignificantValueDigits());
    h.setAutoResize(true);
    return h;
  }

  private RunSummary summarize(Map<String, OpTally> tallies, long firstWindowMs, long cutMs) {
    long measuredStartMs = Long.MAX_VALUE;
    long measuredEndMs = Long.MIN_VALUE;
    double[] periodSec = new double[hosts.length];
    for (int h = 0; h < hosts.length; h++) {
      HostTally host = hosts[h];
      if (host.measuredFirstMs != Long.MAX_VALUE) {
        measuredStartMs = Math.min(measuredStartMs, host.measuredFirstMs);
        measuredEndMs = Math.max(measuredEndMs, host.measuredLastEndMs);
        periodSec[h] = (host.measuredLastEndMs - host.measuredFirstMs) / 1000.0;
      }
    }
    if (measuredStartMs == Long.MAX_VALUE) {
      long lastEndMs = java.util.Arrays.stream(hosts).mapToLong(t -> t.lastEndMs).max().orElse(firstWindowMs);
      throw ReportInputException.badOption("Option '--warmup' (" + ReportSummary.duration(warmup) + ") leaves "
          + "nothing to measure: run '" + run.label() + "' lasted " + ReportSummary.duration(
          Duration.ofMillis(Math.max(0, lastEndMs - firstWindowMs))) + " from its first window to its last");
    }
    List<OpSummary> operations = new ArrayList<>();
    Map<String, WindowSeries> series = new LinkedHashMap<>();
    Map<String, Histogram> histograms = new LinkedHashMap<>();
    Histogram all = null;
    long allOverflow = 0;
    Set<String> layouts = new LinkedHashSet<>();
    for (Map.Entry<String, OpTally> e : tallies.entrySet()) {
      String op = e.getKey();
      OpTally t = e.getValue();
      operations.add(OpSummary.of(op, t.total, sumOfHostRates(periodSec, h -> t.hosts[h].opCount), t.stats,
          t.overflow, t.layout.toString()));
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
          all = newHistogram(t.total);
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
    OpSummary overall = OpSummary.of(OpSummary.ALL, all, sumOfHostRates(periodSec, h -> hosts[h].count),
        overallStats(tallies), allOverflow, String.join("; ", layouts));
    List<HostSummary> hostRows = hostRows(firstWindowMs, measuredEndMs, periodSec);
    Map<String, Map<String, Long>> statusCounts = statusCounts();
    List<String> allWarnings = new ArrayList<>(manifestWarnings());
    allWarnings.addAll(failureWarnings(operations, statusCounts));
    allWarnings.addAll(warnings);
    return new RunSummary(run.label(), warmup, firstWindowMs, measuredStartMs, measuredEndMs, List.copyOf(operations),
        overall, hostRows, statusCounts, List.copyOf(allWarnings), series, histograms, Provenance.of(run));
  }

  /** The sum over hosts of each host's count over its own measured period, ops/s; NaN when no host has a period. */
  private static double sumOfHostRates(double[] periodSec, java.util.function.IntToLongFunction count) {
    double sum = 0;
    boolean any = false;
    for (int h = 0; h < periodSec.length; h++) {
      if (periodSec[h] > 0) {
        sum += count.applyAsLong(h) / periodSec[h];
        any = true;
      }
    }
    return any ? sum : Double.NaN;
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

  private List<HostSummary> hostRows(long firstWindowMs, long measuredEndMs, double[] periodSec) {
    double[] rates = new double[hosts.length];
    for (int i = 0; i < hosts.length; i++) {
      rates[i] = periodSec[i] > 0 ? hosts[i].count / periodSec[i] : 0;
    }
    double[] sorted = rates.clone();
    java.util.Arrays.sort(sorted);
    double median = sorted.length % 2 == 1 ? sorted[sorted.length / 2]
        : (sorted[sorted.length / 2 - 1] + sorted[sorted.length / 2]) / 2;
    List<HostSummary> rows = new ArrayList<>();
    for (int i = 0; i < hosts.length; i++) {
      HostSource source = run.hosts().get(i);
      HostTally t = hosts[i];
      List<String> notes = new ArrayList<>();
      double vsMedian = median > 0 ? rates[i] / median - 1 : 0;
      if (hosts.length > 1 && median > 0 && rates[i] < LAGGING_SHARE * median) {
        notes.add(String.format(java.util.Locale.US, "LAGGING: %.0f%% below the median host", -vsMedian * 100));
      }
      long slackMs = 2 * Math.max(1, t.windowMs);
      if (t.firstMs != Long.MAX_VALUE && t.firstMs > firstWindowMs + slackMs) {
        notes.add("started " + ReportSummary.duration(Duration.ofMillis(t.firstMs - firstWindowMs)) + " late");
      }
      if (t.lastEndMs != Long.MIN_VALUE && t.lastEndMs < measuredEndMs - slackMs) {
        notes.add("stopped " + ReportSummary.duration(Duration.ofMillis(measuredEndMs - t.lastEndMs)) + " early");
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
      String note = String.join("; ", notes);
      if (!note.isEmpty()) {
        warnings.add("Host " + source.name() + ": " + note);
      }
      boolean any = t.histogram != null && t.histogram.getTotalCount() > 0;
      rows.add(new HostSummary(source.name(), outcome, t.firstMs == Long.MAX_VALUE ? 0 : t.firstMs,
          t.lastEndMs == Long.MIN_VALUE ? 0 : t.lastEndMs, t.maxMeasuredWindows(), missing, t.count, rates[i],
          vsMedian, any ? t.histogram.getValueAtPercentile(95) : Double.NaN,
          any ? t.histogram.getValueAtPercentile(99) : Double.NaN, any ? t.histogram.getMaxValue() : Double.NaN,
          note));
    }
    return List.copyOf(rows);
  }

  /**
   * Failed operations: the {@code *-FAILED} logs of the measured period, and the manifests' {@code Return=} counts
   * other than {@code OK} (whole run).
   */
  private static List<String> failureWarnings(List<OpSummary> operations, Map<String, Map<String, Long>> statuses) {
    List<String> lines = new ArrayList<>();
    for (OpSummary o : operations) {
      if (o.operation().endsWith("-FAILED") && !OpSummary.isIntended(o.operation()) && o.count() > 0) {
        lines.add(String.format(java.util.Locale.US, "%,d %s operations failed in the measured period",
            o.count(), o.operation().substring(0, o.operation().length() - "-FAILED".length())));
      }
    }
    for (Map.Entry<String, Map<String, Long>> e : statuses.entrySet()) {
      List<String> failed = new ArrayList<>();
      e.getValue().forEach((status, n) -> {
        if (!status.equals("OK") && n > 0) {
          failed.add(String.format(java.util.Locale.US, "%,d %s", n, status));
        }
      });
      if (!failed.isEmpty()) {
        lines.add(e.getKey() + " returned " + String.join(", ", failed) + " (manifests, whole run)");
      }
    }
    return lines;
  }

  /** The manifests' warnings, each once, with the hosts that recorded it. */
  private List<String> manifestWarnings() {
    Map<String, List<String>> byText = new LinkedHashMap<>();
    for (HostSource h : run.hosts()) {
      if (h.manifest() != null) {
        for (String w : h.manifest().warnings()) {
          byText.computeIfAbsent(w, k -> new ArrayList<>()).add(h.name());
        }
      }
    }
    List<String> lines = new ArrayList<>();
    byText.forEach((text, names) -> lines.add(text + " [" + String.join(", ", names) + "]"));
    return lines;
  }

  private Map<String, Map<String, Long>> statusCounts() {
    Map<String, Map<String, Long>> counts = new TreeMap<>(operationOrder());
    for (HostSource h : run.hosts()) {
      if (h.manifest() == null) {
        continue;
      }
      for (Manifest.Metric metric : h.manifest().summary()) {
        if (metric.measurement().startsWith("Return=")) {
          counts.computeIfAbsent(metric.metric(), k -> new TreeMap<>())
              .merge(metric.measurement().substring("Return=".length()), Math.round(metric.value()), Long::sum);
        }
      }
    }
    return counts;
  }

  /** Primary operations in workload order, then failures, then intended latencies, then the rest by name. */
  static Comparator<String> operationOrder() {
    return Comparator.comparingInt(RunMerger::group).thenComparingInt(RunMerger::canonicalIndex)
        .thenComparing(Comparator.naturalOrder());
  }

  private static int group(String op) {
    if (OpSummary.isPrimary(op)) {
      return 0;
    }
    if (op.endsWith("-FAILED") && !OpSummary.isIntended(op)) {
      return 1;
    }
    return OpSummary.isIntended(op) ? 2 : 3;
  }

  private static int canonicalIndex(String op) {
    String base = op.replaceFirst("^Intended-", "").replaceFirst("-FAILED$", "");
    int i = CANONICAL.indexOf(base);
    return i < 0 ? CANONICAL.size() : i;
  }

  /** One host's reader of one operation log, with its next window. */
  private static final class Head {
    final int host;
    final WindowReader reader;
    Window window;

    Head(int host, WindowReader reader) {
      this.host = host;
      this.reader = reader;
    }

    void advance() {
      window = reader.next();
    }
  }

  /** Running totals of one operation, with its share of every host. */
  private static final class OpTally {
    final HostTally[] hosts;

    OpTally(int hostCount) {
      hosts = new HostTally[hostCount];
      for (int i = 0; i < hostCount; i++) {
        hosts[i] = new HostTally();
      }
    }

    Histogram total;
    final ThroughputStats stats = new ThroughputStats();
    final WindowSeries series = new WindowSeries();
    long overflow;
    BucketLayout layout;
  }

  /** Running totals of one host (of one operation while merging, then of all its operations). */
  private static final class HostTally {
    Histogram histogram;
    /** Measured operations counted in ALL. */
    long count;
    /** Measured operations of any kind (per operation while merging). */
    long opCount;
    /** Operations in every window, warm-up included. */
    long seenCount;
    long firstMs = Long.MAX_VALUE;
    long lastEndMs = Long.MIN_VALUE;
    long measuredFirstMs = Long.MAX_VALUE;
    long measuredLastEndMs = Long.MIN_VALUE;
    long windowMs;
    final Map<String, long[]> perOp = new TreeMap<>();

    /** Tracks bounds and gaps; per operation {measured windows, last end ms, missing windows}. */
    void windowSeen(String op, Window w, boolean gapsAreMissing) {
      seenCount += w.count();
      firstMs = Math.min(firstMs, w.startMs());
      lastEndMs = Math.max(lastEndMs, w.endMs());
      long length = w.endMs() - w.startMs();
      windowMs = Math.max(windowMs, length);
      long[] t = perOp.computeIfAbsent(op, k -> new long[] {0, Long.MIN_VALUE, 0});
      // fork-format logs skip empty windows, so only HdrHistogram logs have gaps worth reporting
      if (gapsAreMissing && t[1] != Long.MIN_VALUE && length > 0 && w.startMs() - t[1] >= length) {
        t[2] += (w.startMs() - t[1]) / length;
      }
      t[1] = Math.max(t[1], w.endMs());
    }

    /** Adds the tally of another operation of the same host. */
    void addAll(HostTally other) {
      if (other.histogram != null) {
        if (histogram == null) {
          histogram = newHistogram(other.histogram);
        }
        histogram.add(other.histogram);
      }
      count += other.count;
      opCount += other.opCount;
      seenCount += other.seenCount;
      firstMs = Math.min(firstMs, other.firstMs);
      lastEndMs = Math.max(lastEndMs, other.lastEndMs);
      measuredFirstMs = Math.min(measuredFirstMs, other.measuredFirstMs);
      measuredLastEndMs = Math.max(measuredLastEndMs, other.measuredLastEndMs);
      windowMs = Math.max(windowMs, other.windowMs);
      perOp.putAll(other.perOp);
    }

    void measuredWindow(String op) {
      perOp.get(op)[0]++;
    }

    /** A measured window: its span joins the host's measured period; its operations count, in ALL when asked. */
    void measured(Window w, boolean inAll) {
      measuredFirstMs = Math.min(measuredFirstMs, w.startMs());
      measuredLastEndMs = Math.max(measuredLastEndMs, w.endMs());
      opCount += w.count();
      if (inAll) {
        if (histogram == null) {
          histogram = newHistogram(w.histogram());
        }
        histogram.add(w.histogram());
        count += w.count();
      }
    }

    long maxMeasuredWindows() {
      return perOp.values().stream().mapToLong(t -> t[0]).max().orElse(0);
    }

    long missingWindows() {
      return perOp.values().stream().mapToLong(t -> t[2]).max().orElse(0);
    }
  }
}
