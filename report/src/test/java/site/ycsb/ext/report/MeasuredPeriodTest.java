/*
 * Copyright (c) 2026 ycsb-ext contributors.
 * Licensed under the Apache License, Version 2.0 (http://www.apache.org/licenses/LICENSE-2.0).
 */
package site.ycsb.ext.report;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.IOException;
import java.io.PrintStream;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import org.HdrHistogram.Histogram;
import org.HdrHistogram.HistogramLogWriter;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import site.ycsb.ext.contract.Manifest;
import site.ycsb.ext.contract.Outcome;
import site.ycsb.ext.contract.Phase;
import site.ycsb.ext.report.input.RunSource;
import site.ycsb.ext.report.model.OpSummary;
import site.ycsb.ext.report.model.RunSummary;
import site.ycsb.ext.report.model.WindowSeries;

/** Windows clipped to the run, throughput over the time really measured, and logs checked against manifests. */
class MeasuredPeriodTest {

  private static final long T0 = LogFixture.T0;

  @TempDir
  Path tmp;

  /**
   * Writes one host's READ log as the measurements module does for a run from {@code startMs} to {@code endMs}:
   * windows on the 1 s grid, the first and last clipped to the run, {@code perSecond} operations per second of span
   * (rounded per window), and its manifest.
   *
   * @return the operations written
   */
  private long writeHost(Path dir, String host, long startMs, long endMs, int perSecond) throws IOException {
    Files.createDirectories(dir);
    Path log = dir.resolve("READ.hlog");
    long total = 0;
    try (PrintStream out = new PrintStream(Files.newOutputStream(log), false, StandardCharsets.US_ASCII)) {
      HistogramLogWriter writer = new HistogramLogWriter(out);
      writer.outputComment("[ycsb-ext periodic histogram of READ: values in microseconds, interval timestamps in "
          + "epoch seconds, windows of 1000 ms on the wall-clock grid, first and last clipped to the run]");
      writer.outputStartTime(startMs);
      writer.setBaseTime(0);
      writer.outputBaseTime(0);
      writer.outputLegend();
      for (long s = startMs; s < endMs; s = s - s % 1000 + 1000) {
        long e = Math.min(endMs, s - s % 1000 + 1000);
        Histogram h = LogFixture.histogram();
        long count = Math.round(perSecond * (e - s) / 1000.0);
        h.recordValueWithCount(100, Math.max(0, count));
        total += count;
        h.setStartTimeStamp(s);
        h.setEndTimeStamp(e);
        h.setTag("READ");
        writer.outputIntervalHistogram(h);
      }
    }
    Manifest.Builder m = new Manifest.Builder();
    m.phase = Phase.RUN;
    m.host = host;
    m.startEpochMs = startMs;
    m.endEpochMs = endMs;
    m.windowMs = 1000;
    m.outcome = Outcome.COMPLETED;
    m.operations = total;
    m.summary.add(new Manifest.Metric("READ", "Operations", total));
    m.files(List.of(log)).build().write(dir.resolve(Manifest.FILE_NAME));
    return total;
  }

  private RunSummary report(Path run, boolean allowPartial) {
    return Report.of(List.of(RunSource.discover("r", run))).allowPartial(allowPartial).summarize().runs().get(0);
  }

  @Test
  void throughputDividesByTheTimeReallyMeasuredNotByWholeWindows() throws IOException {
    long ops = writeHost(tmp.resolve("run"), "h", T0 + 700, T0 + 4_700, 1000);
    RunSummary run = report(tmp.resolve("run"), false);
    OpSummary read = run.operation("READ");
    assertEquals(ops, read.count());
    assertEquals(ops / 4.0, read.throughput(), 1e-9, "4.0 s measured, not the 5 s of the windows it touches");
    assertEquals(T0 + 700, run.measuredStartMs());
    assertEquals(T0 + 4_700, run.measuredEndMs());
    WindowSeries series = run.series().get("READ");
    assertEquals(5, series.size());
    for (int i = 0; i < series.size(); i++) {
      assertEquals(1000, series.opsPerSec(i), 1e-9, "clipped edge windows keep the real rate: window " + i);
    }
    assertEquals(0, read.stddev(), 1e-9, "no edge window drags the spread");
  }

  @Test
  void hostsThatStartedAtDifferentInstantsMergeByGridSlotOverTheCommonPeriod() throws IOException {
    long a = writeHost(tmp.resolve("run/a"), "a", T0 + 200, T0 + 3_200, 500);
    long b = writeHost(tmp.resolve("run/b"), "b", T0 + 650, T0 + 3_650, 300);
    RunSummary run = report(tmp.resolve("run"), false);
    assertEquals(a + b, run.operation("READ").count());
    assertEquals(T0 + 200, run.measuredStartMs(), "the common period starts with the first host's run");
    assertEquals(T0 + 3_650, run.measuredEndMs(), "and ends with the last host's");
    assertEquals((a + b) / 3.45, run.operation("READ").throughput(), 1e-9,
        "merged throughput is the operations of the common period over its length");
    assertEquals(a / 3.0, run.hosts().get(0).throughput(), 1e-9);
    assertEquals(b / 3.0, run.hosts().get(1).throughput(), 1e-9);
    WindowSeries series = run.series().get("READ");
    assertEquals(4, series.size(), "slots T0, T0+1s, T0+2s, T0+3s: the hosts' first windows share one slot");
    for (int i = 0; i < series.size(); i++) {
      assertEquals(800, series.opsPerSec(i), 1e-9, "window " + i + ": 500 + 300 ops/s");
    }
  }

  @Test
  void logsThatDoNotMatchTheirManifestAreRefusedNamingTheFileUnlessPartialInputIsAllowed() throws IOException {
    Path dir = tmp.resolve("run");
    long ops = writeHost(dir, "h", T0, T0 + 5_000, 1000);
    Path log = dir.resolve("READ.hlog");
    List<String> lines = Files.readAllLines(log);
    List<String> cases = List.of("cut at a line boundary", "header only", "empty");
    for (String cut : cases) {
      List<String> kept = switch (cut) {
        case "cut at a line boundary" -> lines.subList(0, lines.size() - 2);
        case "header only" -> new ArrayList<>(lines.stream().filter(l -> l.startsWith("#") || l.startsWith("\""))
            .toList());
        default -> List.of();
      };
      Files.write(log, kept);
      ReportInputException e = assertThrows(ReportInputException.class, () -> report(dir, false), cut);
      assertTrue(e.getMessage().startsWith("Host h (" + dir + "): READ.hlog has "), cut + ": " + e.getMessage());
      assertTrue(e.getMessage().contains("the manifest lists") && e.getMessage().contains("--allow-partial"),
          e.getMessage());
      if (cut.equals("cut at a line boundary")) {
        RunSummary partial = report(dir, true);
        assertTrue(partial.warnings().get(0).startsWith("PARTIAL INPUT, figures may be wrong: Host h"),
            cut + ": " + partial.warnings());
        assertTrue(partial.operation("READ").count() < ops, cut);
      } else {
        assertTrue(assertThrows(ReportInputException.class, () -> report(dir, true)).getMessage()
            .contains("has logs but no windows"), cut + ": even partial input needs a window");
      }
    }
  }

  @Test
  void anOperationTheManifestCountsButWhoseLogHoldsFewerIsRefused() throws IOException {
    Path dir = tmp.resolve("run");
    writeHost(dir, "h", T0, T0 + 2_000, 1000);
    Manifest m = Manifest.read(dir.resolve(Manifest.FILE_NAME));
    Manifest.Builder more = new Manifest.Builder();
    more.phase = m.phase();
    more.host = m.host();
    more.outcome = m.outcome();
    more.windowMs = m.windowMs();
    more.summary.add(new Manifest.Metric("READ", "Operations", 2_000));
    more.summary.add(new Manifest.Metric("UPDATE", "Operations", 5));
    more.files(List.of(dir.resolve("READ.hlog"))).build().write(dir.resolve(Manifest.FILE_NAME));
    ReportInputException e = assertThrows(ReportInputException.class, () -> report(dir, false));
    assertEquals("Host h (" + dir + "): the manifest reports 5 UPDATE operations, its log holds 0 (no window); the "
        + "output does not match its manifest (--allow-partial reads it anyway, with a warning)", e.getMessage());
  }
}
