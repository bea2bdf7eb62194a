/*
 * Copyright (c) 2026 ycsb-ext contributors.
 * Licensed under the Apache License, Version 2.0 (http://www.apache.org/licenses/LICENSE-2.0).
 */
package site.ycsb.ext.fanout.collect;

import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.IOException;
import java.io.PrintStream;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import org.HdrHistogram.Histogram;
import org.HdrHistogram.HistogramLogWriter;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import site.ycsb.ext.contract.HostStateLine;
import site.ycsb.ext.contract.Manifest;
import site.ycsb.ext.contract.Outcome;
import site.ycsb.ext.contract.Phase;

/**
 * Fan-out's own merged report names the planned hosts that left nothing to merge (a host that refused to start, one
 * whose collected directory holds no periodic output) at its top, and marks itself partial, as {@code bin/ycsb report}
 * does from {@code fanout.json}.
 */
class ReportSummaryMergerTest {
  private static final long T0 = 1_700_000_000_000L;

  @TempDir
  Path run;

  @Test
  void plannedHostsThatLeftNothingAreNamedAtTheTopOfTheMergedReport() throws IOException {
    Path h1 = completeHost(run.resolve("h1"));
    Path h2 = Files.createDirectories(run.resolve("h2"));
    List<String> lines = new ReportSummaryMerger().merge(run, List.of(h1), List.of(h2),
        List.of("h3 (exit 93: refused to start)"), List.of());

    String console = String.join("\n", lines);
    String text = Files.readString(run.resolve(ReportSummaryMerger.REPORT_DIR).resolve("report.txt"));
    for (String out : List.of(console, text)) {
      int named = out.indexOf("h3 (exit 93: refused to start)");
      assertTrue(named >= 0, out);
      assertTrue(out.contains("h2 (collected, but no periodic output)"), out);
      assertTrue(out.contains("PARTIAL") && out.indexOf("PARTIAL") < named + 2000, out);
    }
  }

  @Test
  void aPartialHostWithNoFileIsNotSaidToBeIncluded() throws IOException {
    Path h1 = completeHost(run.resolve("h1"));
    Path h2 = Files.createDirectories(run.resolve("h2"));
    Path h4 = completeHost(run.resolve("h4"));
    Files.delete(h4.resolve(Manifest.FILE_NAME));
    String console = String.join("\n", new ReportSummaryMerger().merge(run, List.of(h1), List.of(h2, h4),
        List.of(), List.of()));
    assertTrue(console.contains("Merged summary includes the partial results of h4."), console);
    assertFalse(console.contains("partial results of h2"), console);
    assertTrue(console.contains("h2 (collected, but no periodic output)"), console);
  }

  @Test
  void aRunWhoseEveryHostMergedIsNotPartial() throws IOException {
    Path h1 = completeHost(run.resolve("h1"));
    String text = String.join("\n", new ReportSummaryMerger().merge(run, List.of(h1), List.of(), List.of()));
    assertTrue(!text.contains("PARTIAL"), text);
  }

  @Test
  void eachPlannedHostsStateIsSaidInEveryFormatInFanoutsWords() throws IOException {
    Path h1 = completeHost(run.resolve("h1"));
    List<HostStateLine> states = List.of(new HostStateLine("h1", "late (412 ms after the common start)", ""),
        new HostStateLine("h3", "never started (exit 93: refused to start)", ""));
    String console = String.join("\n", new ReportSummaryMerger().merge(run, List.of(h1), List.of(),
        List.of("h3 (exit 93: refused to start)"), states, List.of()));
    String said = "h1: late (412 ms after the common start); h3: never started (exit 93: refused to start)";
    assertFalse(console.contains(said), "the console says each state once, in fan-out's Host states block\n"
        + console);
    for (String format : List.of("report.txt", "report.md", "report.html", "report.json")) {
      String text = Files.readString(run.resolve(ReportSummaryMerger.REPORT_DIR).resolve(format));
      assertTrue(text.contains(said), format + ":\n" + text);
    }
  }

  private static Path completeHost(Path dir) throws IOException {
    Files.createDirectories(dir);
    try (PrintStream out = new PrintStream(Files.newOutputStream(dir.resolve("READ.hlog")), false,
        StandardCharsets.US_ASCII)) {
      HistogramLogWriter writer = new HistogramLogWriter(out);
      writer.outputComment("[ycsb-ext periodic histogram log, values in microseconds]");
      writer.outputStartTime(T0);
      writer.setBaseTime(0);
      writer.outputBaseTime(0);
      writer.outputLegend();
      for (int w = 0; w < 5; w++) {
        Histogram h = new Histogram(3_600_000_000L, 3);
        for (int i = 1; i <= 100; i++) {
          h.recordValue(100 + i);
        }
        h.setStartTimeStamp(T0 + w * 1000L);
        h.setEndTimeStamp(T0 + (w + 1) * 1000L);
        h.setTag("READ");
        writer.outputIntervalHistogram(h);
      }
    }
    Manifest.Builder m = new Manifest.Builder();
    m.phase = Phase.RUN;
    m.binding = "basic";
    m.dbClass = "site.ycsb.BasicDB";
    m.host = dir.getFileName().toString();
    m.startEpochMs = T0;
    m.endEpochMs = T0 + 5000;
    m.outcome = Outcome.COMPLETED;
    m.operations = 500;
    m.throughputOpsPerSec = 100;
    // as the engine does, the manifest lists the logs the run wrote (a log it does not list is refused)
    m.files(List.of(dir.resolve("READ.hlog"))).build().write(dir.resolve(Manifest.FILE_NAME));
    return dir;
  }
}
