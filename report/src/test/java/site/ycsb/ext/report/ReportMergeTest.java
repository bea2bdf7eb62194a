/*
 * Copyright (c) 2026 ycsb-ext contributors.
 * Licensed under the Apache License, Version 2.0 (http://www.apache.org/licenses/LICENSE-2.0).
 */
package site.ycsb.ext.report;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.IOException;
import java.nio.file.Path;
import java.time.Duration;
import java.util.ArrayList;
import java.util.List;
import java.util.Random;
import org.HdrHistogram.Histogram;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import site.ycsb.ext.contract.DurationParser;
import site.ycsb.ext.report.input.RunSource;
import site.ycsb.ext.report.model.HostSummary;
import site.ycsb.ext.report.model.OpSummary;
import site.ycsb.ext.report.model.ReportSummary;
import site.ycsb.ext.report.model.RunSummary;
import site.ycsb.ext.report.model.WindowSeries;

/** Exactness of the merge: hosts' windows added equal one stream holding every value. */
class ReportMergeTest {

  @TempDir
  Path tmp;

  /** Lognormal-ish latencies in microseconds, with a rare long tail. */
  private static long latencyUs(Random random) {
    double base = Math.exp(5.5 + 0.6 * random.nextGaussian());
    return random.nextInt(1000) == 0 ? (long) (base * 200) : Math.max(1, (long) base);
  }

  @Test
  void mergedWindowsEqualSingleStreamGroundTruth() throws IOException {
    Random random = new Random(42);
    int hosts = 3;
    int windows = 30;
    Histogram[] truth = {LogFixture.histogram(), LogFixture.histogram()};
    long[][] perWindowTruth = new long[2][windows];
    String[] ops = {"READ", "UPDATE"};
    for (int h = 0; h < hosts; h++) {
      for (int o = 0; o < ops.length; o++) {
        List<Histogram> list = new ArrayList<>();
        for (int w = 0; w < windows; w++) {
          Histogram window = LogFixture.histogram();
          int n = 200 + random.nextInt(800) * (h + 1);
          for (int i = 0; i < n; i++) {
            long v = latencyUs(random);
            window.recordValue(v);
            truth[o].recordValue(v);
          }
          perWindowTruth[o][w] += n;
          list.add(window);
        }
        LogFixture.writeHlog(tmp.resolve("run/host-" + h), ops[o], 1000, list, LogFixture.T0);
      }
    }
    RunSummary run = Report.of(List.of(RunSource.discover("r", tmp.resolve("run")))).summarize().runs().get(0);
    assertEquals(hosts, run.hosts().size());
    for (int o = 0; o < ops.length; o++) {
      OpSummary s = run.operation(ops[o]);
      Histogram t = truth[o];
      assertEquals(t.getTotalCount(), s.count(), ops[o] + " count");
      assertEquals(t.getValueAtPercentile(50), s.p50Us(), ops[o] + " p50");
      assertEquals(t.getValueAtPercentile(95), s.p95Us(), ops[o] + " p95");
      assertEquals(t.getValueAtPercentile(99), s.p99Us(), ops[o] + " p99");
      assertEquals(t.getValueAtPercentile(99.9), s.p999Us(), ops[o] + " p99.9");
      assertEquals(t.getMaxValue(), s.maxUs(), ops[o] + " max");
      assertEquals(t.getMinValue(), s.minUs(), ops[o] + " min");
      assertEquals(t.getMean(), s.meanUs(), 1e-9, ops[o] + " mean");
      WindowSeries series = run.series().get(ops[o]);
      assertEquals(windows, series.size());
      for (int w = 0; w < windows; w++) {
        assertEquals(LogFixture.T0 + w * 1000L, series.startMs(w));
        assertEquals(perWindowTruth[o][w], series.count(w), "window " + w);
      }
    }
    Histogram all = LogFixture.histogram();
    all.add(truth[0]);
    all.add(truth[1]);
    assertEquals(all.getTotalCount(), run.overall().count());
    assertEquals(all.getValueAtPercentile(99), run.overall().p99Us());
    assertEquals(all.getTotalCount() / 30.0, run.overall().throughput(), 1e-9);
  }

  @Test
  void windowsOfOneHostEqualTheWholeWhenHostsSplitEveryWindow() throws IOException {
    Random random = new Random(7);
    List<Histogram> a = new ArrayList<>();
    List<Histogram> b = new ArrayList<>();
    List<Histogram> single = new ArrayList<>();
    for (int w = 0; w < 10; w++) {
      Histogram ha = LogFixture.histogram();
      Histogram hb = LogFixture.histogram();
      Histogram hs = LogFixture.histogram();
      for (int i = 0; i < 500; i++) {
        long v = latencyUs(random);
        (i % 3 == 0 ? ha : hb).recordValue(v);
        hs.recordValue(v);
      }
      a.add(ha);
      b.add(hb);
      single.add(hs);
    }
    LogFixture.writeHlog(tmp.resolve("split/a"), "READ", 1000, a, LogFixture.T0);
    LogFixture.writeHlog(tmp.resolve("split/b"), "READ", 1000, b, LogFixture.T0);
    LogFixture.writeHlog(tmp.resolve("whole"), "READ", 1000, single, LogFixture.T0);
    ReportSummary summary = Report.of(List.of(RunSource.discover("split", tmp.resolve("split")),
        RunSource.discover("whole", tmp.resolve("whole")))).summarize();
    WindowSeries split = summary.run("split").series().get("READ");
    WindowSeries whole = summary.run("whole").series().get("READ");
    for (int w = 0; w < 10; w++) {
      assertEquals(whole.count(w), split.count(w));
      assertEquals(whole.p95Us(w), split.p95Us(w), "p95 of window " + w);
      assertEquals(whole.p99Us(w), split.p99Us(w), "p99 of window " + w);
    }
    assertEquals(summary.run("whole").operation("READ"), summary.run("split").operation("READ"));
  }

  @Test
  void warmupCutsAtTheFirstWindowStartingAfterIt() throws IOException {
    List<Histogram> windows = new ArrayList<>();
    for (int w = 0; w < 10; w++) {
      Histogram h = LogFixture.histogram();
      h.recordValueWithCount(100 * (w + 1), w + 1);
      windows.add(h);
    }
    LogFixture.writeHlog(tmp.resolve("run"), "READ", 1000, windows, LogFixture.T0);
    for (String warmup : List.of("4s", "3500ms")) {
      RunSummary run = Report.of(List.of(RunSource.discover("r", tmp.resolve("run"))))
          .warmup(DurationParser.parse("warmup", warmup)).summarize().runs().get(0);
      assertEquals(LogFixture.T0 + 4000, run.measuredStartMs(), warmup);
      assertEquals(LogFixture.T0 + 10_000, run.measuredEndMs(), warmup);
      OpSummary read = run.operation("READ");
      assertEquals(5 + 6 + 7 + 8 + 9 + 10, read.count(), warmup);
      assertEquals(6, read.windows(), warmup);
      assertEquals(500, read.minUs(), warmup);
      assertEquals(45 / 6.0, read.throughput(), 1e-9, warmup);
    }
    ReportInputException none = assertThrows(ReportInputException.class,
        () -> Report.of(List.of(RunSource.discover("r", tmp.resolve("run")))).warmup(Duration.ofHours(1)).summarize());
    assertTrue(none.badOption(), "a warm-up that leaves nothing to measure is the user's option, not the files");
  }

  @Test
  void varianceAcrossWindowsMatchesHandComputedValue() throws IOException {
    // merged per-window counts 10, 20, 30, 40 over 1 s windows: mean 25, population variance
    // ((-15)^2 + (-5)^2 + 5^2 + 15^2) / 4 = 500 / 4 = 125
    long[] hostA = {4, 15, 1, 20};
    long[] hostB = {6, 5, 29, 20};
    LogFixture.writeHlog(tmp.resolve("run/a"), "UPDATE", 1000, counts(hostA), LogFixture.T0);
    LogFixture.writeHlog(tmp.resolve("run/b"), "UPDATE", 1000, counts(hostB), LogFixture.T0);
    OpSummary update = Report.of(List.of(RunSource.discover("r", tmp.resolve("run")))).summarize().runs().get(0)
        .operation("UPDATE");
    assertEquals(100, update.count());
    assertEquals(25.0, update.throughput(), 1e-9);
    assertEquals(25.0, update.windowMean(), 1e-9);
    assertEquals(125.0, update.variance(), 1e-9);
    assertEquals(Math.sqrt(125.0), update.stddev(), 1e-9);
  }

  private static List<Histogram> counts(long[] counts) {
    List<Histogram> list = new ArrayList<>();
    for (long c : counts) {
      Histogram h = LogFixture.histogram();
      if (c > 0) {
        h.recordValueWithCount(250, c);
      }
      list.add(h);
    }
    return list;
  }

  @Test
  void laggingHostStandsOutInTheHostTable() throws IOException {
    for (int h = 0; h < 4; h++) {
      long perWindow = h == 2 ? 50 : 100;
      long[] c = new long[20];
      java.util.Arrays.fill(c, perWindow);
      LogFixture.writeHlog(tmp.resolve("run/h" + h), "READ", 1000, counts(c), LogFixture.T0);
    }
    RunSummary run = Report.of(List.of(RunSource.discover("r", tmp.resolve("run")))).summarize().runs().get(0);
    for (HostSummary host : run.hosts()) {
      if (host.host().equals("h2")) {
        assertTrue(host.note().startsWith("LAGGING: 50% below"), host.note());
        assertEquals(-0.5, host.vsMedian(), 1e-9);
      } else {
        assertEquals("", host.note(), host.host());
      }
    }
    assertTrue(run.warnings().stream().anyMatch(w -> w.startsWith("Host h2: LAGGING")), run.warnings().toString());
  }

  @Test
  void hostThatStopsEarlyIsNamed() throws IOException {
    long[] full = new long[20];
    long[] shortRun = new long[12];
    java.util.Arrays.fill(full, 10);
    java.util.Arrays.fill(shortRun, 10);
    LogFixture.writeHlog(tmp.resolve("run/a"), "READ", 1000, counts(full), LogFixture.T0);
    LogFixture.writeHlog(tmp.resolve("run/b"), "READ", 1000, counts(full), LogFixture.T0);
    LogFixture.writeHlog(tmp.resolve("run/c"), "READ", 1000, counts(shortRun), LogFixture.T0);
    RunSummary run = Report.of(List.of(RunSource.discover("r", tmp.resolve("run")))).summarize().runs().get(0);
    HostSummary c = run.hosts().stream().filter(h -> h.host().equals("c")).findFirst().orElseThrow();
    assertTrue(c.note().contains("stopped 8s early"), c.note());
    assertFalse(run.hosts().get(0).note().contains("stopped"));
  }
}
