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

/**
 * Merges the windows of every host of one run, operation by operation, into a {@link RunSummary}.
 *
 * <p>Windows are aligned by their start time (the measurements module aligns them to wall-clock multiples of the
 * window length, so windows of different hosts start on the same millisecond) and added exactly: the histogram of a
 * merged window is the sum of the hosts' histograms, and the histogram of the measured period is the sum of its
 * windows. Windows starting before {@code first window + warm-up} are left out.
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
  private final List<String> warnings = new ArrayList<>();
  private final HostTally[] hosts;

  RunMerger(RunSource run, Duration warmup) {
    this.run = run;
    this.warmup = warmup;
    this.hosts = new HostTally[run.hosts().size()];
    for (int i = 0; i < hosts.length; i++) {
      hosts[i] = new HostTally();
    }
  }

  /** Reads every log of the run once and returns its summary. */
  RunSummary merge() {
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

  private Map<String, List<Head>> openLogs() {
    Map<String, List<Head>> logs = new TreeMap<>(operationOrder());
    List<Head> opened = new ArrayList<>();
    try {
      for (int h = 0; h < hosts.length; h++) {
        for (Map.Entry<String, Path> log : run.hosts().get(h).operationLogs().entrySet()) {
          WindowReader reader = WindowReader.open(log.getValue());
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
      long startMs = Long.MAX_VALUE;
      for (Head head : heads) {
        if (head.window != null) {
          startMs = Math.min(startMs, head.window.startMs());
        }
      }
      if (startMs == Long.MAX_VALUE) {
        break;
      }
      boolean measured = startMs >= cutMs;
      long endMs = startMs;
      for (Head head : heads) {
        while (head.window != null && head.window.startMs() == startMs) {
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
          HostTally host = tally.hosts[head.host];
          host.windowSeen(op, w, head.reader.layout().isExact());
          if (measured) {
            tally.overflow += w.overflow();
            if (inAll) {
              host.add(w);
            }
            host.measuredWindow(op);
          }
          head.advance();
        }
      }
      if (measured) {
        long count = window.getTotalCount();
        long lengthMs = Math.max(1, endMs - startMs);
        tally.total.add(window);
        tally.stats.add(count * 1000.0 / lengthMs);
        tally.series.add(startMs, lengthMs, count, count == 0 ? Double.NaN : window.getValueAtPercentile(95),
            count == 0 ? Double.NaN : window.getValueAtPercentile(99));
        tally.firstMeasuredMs = Math.min(tally.firstMeasuredMs, startMs);
        tally.lastMeasuredEndMs = Math.max(tally.lastMeasuredEndMs, endMs);
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
    for (OpTally t : tallies.values()) {
      measuredStartMs = Math.min(measuredStartMs, t.firstMeasuredMs);
      measuredEndMs = Math.max(measuredEndMs, t.lastMeasuredEndMs);
    }
    if (measuredStartMs == Long.MAX_VALUE) {
      warnings.add("No window starts after the warm-up of " + ReportSummary.duration(warmup)
          + ": the run is shorter than its warm-up, nothing was measured");
      measuredStartMs = cutMs;
      measuredEndMs = cutMs;
    }
    double periodSec = (measuredEndMs - measuredStartMs) / 1000.0;
    List<OpSummary> operations = new ArrayList<>();
    Map<String, WindowSeries> series = new LinkedHashMap<>();
    Map<String, Histogram> histograms = new LinkedHashMap<>();
    Histogram all = null;
    long allOverflow = 0;
    Set<String> layouts = new LinkedHashSet<>();
    for (Map.Entry<String, OpTally> e : tallies.entrySet()) {
      String op = e.getKey();
      OpTally t = e.getValue();
      operations.add(OpSummary.of(op, t.total, periodSec, t.stats, t.overflow, t.layout.toString()));
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
    OpSummary overall = OpSummary.of(OpSummary.ALL, all, periodSec, overallStats(tallies), allOverflow,
        String.join("; ", layouts));
    List<HostSummary> hostRows = hostRows(firstWindowMs, measuredStartMs, measuredEndMs, periodSec);
    Map<String, Map<String, Long>> statusCounts = statusCounts();
    List<String> allWarnings = new ArrayList<>(manifestWarnings());
    allWarnings.addAll(failureWarnings(operations, statusCounts));
    allWarnings.addAll(warnings);
    return new RunSummary(run.label(), warmup, firstWindowMs, measuredStartMs, measuredEndMs, List.copyOf(operations),
        overall, hostRows, statusCounts, List.copyOf(allWarnings), series, histograms);
  }

  /** Per-window throughput of all operations together: windows of different operations that start together add. */
  private static ThroughputStats overallStats(Map<String, OpTally> tallies) {
    TreeMap<Long, long[]> windows = new TreeMap<>();
    for (Map.Entry<String, OpTally> e : tallies.entrySet()) {
      if (!OpSummary.countsInAll(e.getKey())) {
        continue;
      }
      WindowSeries s = e.getValue().series;
      for (int i = 0; i < s.size(); i++) {
        long[] w = windows.computeIfAbsent(s.startMs(i), k -> new long[2]);
        w[0] += s.count(i);
        w[1] = Math.max(w[1], s.lengthMs(i));
      }
    }
    ThroughputStats stats = new ThroughputStats();
    for (long[] w : windows.values()) {
      stats.add(w[0] * 1000.0 / w[1]);
    }
    return stats;
  }

  private List<HostSummary> hostRows(long firstWindowMs, long measuredStartMs, long measuredEndMs, double periodSec) {
    double[] rates = new double[hosts.length];
    for (int i = 0; i < hosts.length; i++) {
      rates[i] = periodSec > 0 ? hosts[i].count / periodSec : 0;
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
      if (m != null && (m.exitCode() != 0 || !"completed".equals(m.outcome()))) {
        notes.add("run did not complete");
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
    long firstMeasuredMs = Long.MAX_VALUE;
    long lastMeasuredEndMs = Long.MIN_VALUE;
    BucketLayout layout;
  }

  /** Running totals of one host. */
  private static final class HostTally {
    Histogram histogram;
    long count;
    long firstMs = Long.MAX_VALUE;
    long lastEndMs = Long.MIN_VALUE;
    long windowMs;
    final Map<String, long[]> perOp = new TreeMap<>();

    /** Tracks bounds and gaps; per operation {measured windows, last end ms, missing windows}. */
    void windowSeen(String op, Window w, boolean gapsAreMissing) {
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
      firstMs = Math.min(firstMs, other.firstMs);
      lastEndMs = Math.max(lastEndMs, other.lastEndMs);
      windowMs = Math.max(windowMs, other.windowMs);
      perOp.putAll(other.perOp);
    }

    void measuredWindow(String op) {
      perOp.get(op)[0]++;
    }

    void add(Window w) {
      if (histogram == null) {
        histogram = newHistogram(w.histogram());
      }
      histogram.add(w.histogram());
      count += w.count();
    }

    long maxMeasuredWindows() {
      return perOp.values().stream().mapToLong(t -> t[0]).max().orElse(0);
    }

    long missingWindows() {
      return perOp.values().stream().mapToLong(t -> t[2]).max().orElse(0);
    }
  }
}
