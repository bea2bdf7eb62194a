/*
 * Copyright (c) 2026 ycsb-ext contributors.
 * Licensed under the Apache License, Version 2.0 (http://www.apache.org/licenses/LICENSE-2.0).
 */
package site.ycsb.ext.it.report;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.time.Duration;
import java.util.ArrayList;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.Random;
import java.util.TreeMap;
import java.util.concurrent.CompletableFuture;
import java.util.regex.Matcher;
import java.util.regex.Pattern;
import java.util.stream.Stream;
import org.HdrHistogram.EncodableHistogram;
import org.HdrHistogram.Histogram;
import org.HdrHistogram.HistogramLogReader;
import org.junit.jupiter.api.io.TempDir;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.MethodSource;
import site.ycsb.ext.contract.Manifest;
import site.ycsb.ext.it.Distribution;
import site.ycsb.ext.report.Report;
import site.ycsb.ext.report.input.RunSource;
import site.ycsb.ext.report.model.HostSummary;
import site.ycsb.ext.report.model.OpSummary;
import site.ycsb.ext.report.model.RunSummary;

/**
 * The report agrees with YCSB's own summary, as a property over generated runs of the real {@code bin/ycsb}: run
 * length 0.3 to 25 s (operations at a target rate), window length 0.1 to 10 s, 1 to 3 hosts (separate output
 * directories of concurrent runs, merged by the report), with and without warm-up. For every run: per-operation counts
 * equal the exported {@code Operations} exactly; per-host throughput is within 0.5% of operations / (end - start) from
 * the manifest; p50/p95/p99/max equal those of one HdrHistogram holding every window of every host; each host's
 * windows of one operation are contiguous, never overlap, and lie inside [start, end] of its run.
 */
class ReportAgreesWithSummaryIT {

  private static final Pattern OPERATIONS = Pattern.compile("^\\[(READ|UPDATE)], Operations, (\\d+)$", Pattern.MULTILINE);

  @TempDir
  Path work;

  /**
   * One generated run.
   *
   * @param seconds intended run length (operations / target)
   * @param windowSec periodichistogram.interval
   * @param hosts concurrent client processes
   * @param warmupMs the report's warm-up, 0 for none
   */
  record Case(double seconds, double windowSec, int hosts, long warmupMs) {
    @Override
    public String toString() {
      return String.format(Locale.US, "%.1fs run, %.2fs windows, %d host(s), warm-up %d ms", seconds, windowSec, hosts,
          warmupMs);
    }
  }

  /** The edges of the grid, then cases drawn from it with a fixed seed (the same runs on every build). */
  static Stream<Case> cases() {
    List<Case> cases = new ArrayList<>(List.of(
        new Case(0.3, 0.1, 1, 0),
        new Case(0.3, 10, 2, 0),
        new Case(25, 1, 1, 0),
        new Case(4, 10, 3, 0),
        new Case(3.3, 0.25, 3, 1000)));
    Random random = new Random(20261123);
    double[] windows = {0.1, 0.25, 0.5, 1, 2, 5, 10};
    for (int i = 0; i < 4; i++) {
      double seconds = Math.round((0.3 + random.nextDouble() * 6) * 10) / 10.0;
      double window = windows[random.nextInt(windows.length)];
      long warmup = random.nextBoolean() ? 0 : Math.round(seconds * 400);
      cases.add(new Case(seconds, window, 1 + random.nextInt(3), warmup));
    }
    return cases.stream();
  }

  @ParameterizedTest(name = "{0}")
  @MethodSource("cases")
  void reportAgreesWithTheRunsOwnSummary(Case c) throws Exception {
    int target = 2000;
    long operations = Math.max(1, Math.round(c.seconds() * target));
    Path runDir = work.resolve("run");
    List<CompletableFuture<Distribution.Result>> started = new ArrayList<>();
    for (int h = 0; h < c.hosts(); h++) {
      Path out = runDir.resolve("host-" + h);
      String hostName = "host-" + h;
      started.add(CompletableFuture.supplyAsync(() -> Distribution.ycsb(work, Duration.ofSeconds(120), Map.of(),
          "run", "basic", "-P", Distribution.home().resolve("workloads/workloada").toString(), "-threads", "2",
          "-target", Integer.toString(target), "-p", "operationcount=" + operations, "-p", "basicdb.verbose=false",
          "-p", "recordcount=1000", "-p", "measurementtype=hdrhistogram+periodichistogram",
          "-p", "periodichistogram.interval=" + c.windowSec(), "-p", "periodichistogram.output.path=" + out + "/",
          "-p", "ycsb.ext.host=" + hostName)));
    }
    Map<String, Long> exported = new TreeMap<>();
    List<Manifest> manifests = new ArrayList<>();
    for (int h = 0; h < c.hosts(); h++) {
      Distribution.Result result = started.get(h).get();
      assertEquals(0, result.exitCode, c + ": host " + h + "\n" + result);
      Matcher m = OPERATIONS.matcher(result.stdout);
      while (m.find()) {
        exported.merge(m.group(1), Long.parseLong(m.group(2)), Long::sum);
      }
      manifests.add(Manifest.read(runDir.resolve("host-" + h).resolve(Manifest.FILE_NAME)));
    }
    assertTrue(exported.containsKey("READ") && exported.containsKey("UPDATE"), c + ": " + exported);

    Duration warmup = Duration.ofMillis(c.warmupMs());
    RunSummary report = Report.of(List.of(RunSource.discover("run", runDir))).warmup(warmup).summarize().runs().get(0);

    // the warm-up counts from the run's start (the earliest host's) and ends at the next window boundary
    long runStartMs = manifests.stream().mapToLong(Manifest::startEpochMs).min().orElseThrow();
    long gridMs = Math.round(c.windowSec() * 1000);
    long cutMs = c.warmupMs() == 0 ? runStartMs
        : runStartMs + c.warmupMs() + Math.floorMod(-(runStartMs + c.warmupMs()), gridMs);
    for (String op : exported.keySet()) {
      Histogram all = new Histogram(3);
      Map<Long, Long> slotStart = new TreeMap<>();
      Map<Long, Histogram> slotValues = new TreeMap<>();
      for (int h = 0; h < c.hosts(); h++) {
        Manifest manifest = manifests.get(h);
        long windowMs = manifest.windowMs();
        assertEquals(Math.round(c.windowSec() * 1000), windowMs, c.toString());
        List<Histogram> windows = windows(runDir.resolve("host-" + h).resolve(op + ".hlog"));
        long previousEnd = -1;
        for (Histogram w : windows) {
          String where = c + ", host " + h + ", " + op + " window at " + w.getStartTimeStamp();
          // HistogramLogReader converts seconds (floating point) to ms by truncation: a time may read 1 ms early.
          assertTrue(w.getStartTimeStamp() >= manifest.startEpochMs() - 1, where + ": starts inside the run");
          assertTrue(w.getEndTimeStamp() <= manifest.endEpochMs(), where + ": ends inside the run (end "
              + manifest.endEpochMs() + ", window end " + w.getEndTimeStamp() + ")");
          if (previousEnd >= 0) {
            assertTrue(Math.abs(w.getStartTimeStamp() - previousEnd) <= 1, where + ": contiguous with the previous");
          }
          previousEnd = w.getEndTimeStamp();
          long slot = w.getStartTimeStamp() - Math.floorMod(w.getStartTimeStamp(), windowMs);
          slotStart.merge(slot, w.getStartTimeStamp(), Math::min);
          slotValues.computeIfAbsent(slot, k -> new Histogram(3)).add(w);
        }
      }
      slotValues.forEach((slot, values) -> {
        if (slotStart.get(slot) >= cutMs) {
          all.add(values);
        }
      });
      OpSummary summary = report.operation(op);
      if (c.warmupMs() == 0) {
        assertEquals(exported.get(op), summary.count(), c + ": " + op + " count equals the exported Operations");
      }
      assertEquals(all.getTotalCount(), summary.count(), c + ": " + op + " count over the measured slots");
      if (all.getTotalCount() > 0) {
        assertEquals(all.getValueAtPercentile(50), summary.p50Us(), c + ": " + op + " p50");
        assertEquals(all.getValueAtPercentile(95), summary.p95Us(), c + ": " + op + " p95");
        assertEquals(all.getValueAtPercentile(99), summary.p99Us(), c + ": " + op + " p99");
        assertEquals(all.getMaxValue(), summary.maxUs(), c + ": " + op + " max");
      }
    }
    if (c.warmupMs() == 0) {
      assertHostsAgree(c.toString(), report, manifests);
    }
  }

  /**
   * Each host's count equals its manifest's operations, its throughput is within 0.5% of operations / (end - start)
   * of its manifest; the merged throughput is every operation over the common period (first start to last end).
   */
  private static void assertHostsAgree(String c, RunSummary report, List<Manifest> manifests) {
    long all = 0;
    for (Manifest manifest : manifests) {
      all += manifest.operations();
    }
    long startMs = manifests.stream().mapToLong(Manifest::startEpochMs).min().orElseThrow();
    long endMs = manifests.stream().mapToLong(Manifest::endEpochMs).max().orElseThrow();
    double merged = all * 1000.0 / (endMs - startMs);
    assertEquals(all, report.overall().count(), c + ": every operation of every host");
    assertEquals(merged, report.overall().throughput(), merged * 0.005, c + ": merged throughput = operations / "
        + "common period");
    assertEquals(startMs, report.measuredStartMs(), c + ": measured from the first host's start, not its first window");
    for (int h = 0; h < manifests.size(); h++) {
      Manifest manifest = manifests.get(h);
      HostSummary host = report.hosts().stream().filter(s -> s.host().equals(manifest.host())).findFirst()
          .orElseThrow();
      double truth = manifest.operations() * 1000.0 / (manifest.endEpochMs() - manifest.startEpochMs());
      assertEquals(manifest.operations(), host.count(), c + ": " + manifest.host() + " operations");
      assertEquals(truth, host.throughput(), truth * 0.005, c + ": " + manifest.host()
          + " throughput = operations / (end - start) of its manifest");
    }
  }

  /**
   * A run under load.
   *
   * @param name what it models
   * @param hosts concurrent client processes
   * @param seconds intended run length of the hosts that run to the end
   * @param burnThreads CPU-burning threads in each client (0: none)
   * @param firstCallMs how long every client thread's first operation takes
   * @param earlyStopSec 0, or the maxexecutiontime of the last host: it stops early
   */
  record LoadCase(String name, int hosts, double seconds, int burnThreads, long firstCallMs, int earlyStopSec) {
    @Override
    public String toString() {
      return name;
    }
  }

  static Stream<LoadCase> loadCases() {
    return Stream.of(
        new LoadCase("slow first operation, 1 host", 1, 4, 0, 1800, 0),
        new LoadCase("CPU-starved, slow first operation, 2 hosts", 2, 4, 4, 1200, 0),
        new LoadCase("3 hosts, the last stops at 2 s of 6 s", 3, 6, 0, 300, 2));
  }

  /**
   * The report agrees with each host's own summary when clients are loaded: a slow first operation (no window before
   * it), CPU starvation (the test DB spins threads), a host that stops early. Counts exact; each host's throughput
   * within 0.5% of its operations over its own run; the merged throughput is the operations of the common period.
   */
  @ParameterizedTest(name = "{0}")
  @MethodSource("loadCases")
  void reportAgreesWithEachHostsSummaryUnderLoad(LoadCase c) throws Exception {
    int target = 1000;
    Path runDir = work.resolve("run");
    List<CompletableFuture<Distribution.Result>> started = new ArrayList<>();
    for (int h = 0; h < c.hosts(); h++) {
      Path out = runDir.resolve("host-" + h);
      boolean early = c.earlyStopSec() > 0 && h == c.hosts() - 1;
      List<String> args = new ArrayList<>(List.of("run", "basic", "-P",
          Distribution.home().resolve("workloads/workloada").toString(), "-cp", Distribution.testClasses(),
          "-threads", "2", "-target", Integer.toString(target), "-p", "db=" + SlowStartDB.class.getName(),
          "-p", "slowdb.first-call-ms=" + c.firstCallMs(), "-p", "slowdb.burn-threads=" + c.burnThreads(),
          "-p", "operationcount=" + Math.round(c.seconds() * target), "-p", "recordcount=1000",
          "-p", "measurementtype=hdrhistogram+periodichistogram", "-p", "periodichistogram.interval=1",
          "-p", "periodichistogram.output.path=" + out + "/", "-p", "ycsb.ext.host=host-" + h));
      if (early) {
        args.addAll(List.of("-p", "maxexecutiontime=" + c.earlyStopSec()));
      }
      started.add(CompletableFuture.supplyAsync(() -> Distribution.ycsb(work, Duration.ofSeconds(120), Map.of(),
          args.toArray(new String[0]))));
    }
    Map<String, Long> exported = new TreeMap<>();
    List<Manifest> manifests = new ArrayList<>();
    for (int h = 0; h < c.hosts(); h++) {
      Distribution.Result result = started.get(h).get();
      assertEquals(0, result.exitCode, c + ": host " + h + "\n" + result);
      Matcher m = OPERATIONS.matcher(result.stdout);
      while (m.find()) {
        exported.merge(m.group(1), Long.parseLong(m.group(2)), Long::sum);
      }
      manifests.add(Manifest.read(runDir.resolve("host-" + h).resolve(Manifest.FILE_NAME)));
    }
    RunSummary report = Report.of(List.of(RunSource.discover("run", runDir))).summarize().runs().get(0);
    for (Map.Entry<String, Long> e : exported.entrySet()) {
      assertEquals(e.getValue(), report.operation(e.getKey()).count(), c + ": " + e.getKey() + " count");
    }
    assertHostsAgree(c.toString(), report, manifests);
    if (c.earlyStopSec() > 0) {
      String early = "Host host-" + (c.hosts() - 1) + " stopped at ";
      assertTrue(report.warnings().stream().anyMatch(w -> w.startsWith(early)), c + ": " + report.warnings());
    }
  }

  private static List<Histogram> windows(Path hlog) throws IOException {
    List<Histogram> windows = new ArrayList<>();
    HistogramLogReader reader = new HistogramLogReader(hlog.toFile());
    try {
      EncodableHistogram next;
      while ((next = reader.nextIntervalHistogram()) != null) {
        windows.add((Histogram) next);
      }
    } finally {
      reader.close();
    }
    assertTrue(!windows.isEmpty(), hlog + " has windows");
    assertTrue(Files.size(hlog) > 0);
    return windows;
  }
}
