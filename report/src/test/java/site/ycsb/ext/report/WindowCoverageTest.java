/*
 * Copyright (c) 2026 ycsb-ext contributors.
 * Licensed under the Apache License, Version 2.0 (http://www.apache.org/licenses/LICENSE-2.0).
 */
package site.ycsb.ext.report;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.IOException;
import java.io.StringWriter;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Properties;
import org.HdrHistogram.Histogram;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import site.ycsb.ext.contract.Manifest;
import site.ycsb.ext.contract.Outcome;
import site.ycsb.ext.contract.Phase;
import site.ycsb.ext.contract.RunKeys;
import site.ycsb.ext.report.figures.Figure;
import site.ycsb.ext.report.figures.Figures;
import site.ycsb.ext.report.input.RunSource;
import site.ycsb.ext.report.model.ReportSummary;
import site.ycsb.ext.report.model.RunSummary;
import site.ycsb.ext.report.model.WindowSeries;
import site.ycsb.ext.report.render.CsvRenderer;

/** The coordination error bars of a multi-host run: which windows every host covered, and each host's clock offset. */
class WindowCoverageTest {
  @TempDir
  Path tmp;

  private void host(String name, int windows, String clockOffset) throws IOException {
    Path dir = tmp.resolve("run").resolve(name);
    List<Histogram> hist = new ArrayList<>();
    for (int w = 0; w < windows; w++) {
      Histogram h = LogFixture.histogram();
      h.recordValueWithCount(250, 50);
      hist.add(h);
    }
    List<Path> files = List.of(LogFixture.writeHlog(dir, "READ", 1000, hist, LogFixture.T0));
    Manifest.Builder m = new Manifest.Builder();
    m.phase = Phase.RUN;
    m.binding = "basic";
    m.host = name;
    m.startEpochMs = LogFixture.T0;
    m.endEpochMs = LogFixture.T0 + windows * 1000L;
    m.windowMs = 1000;
    m.outcome = Outcome.COMPLETED;
    Properties props = new Properties();
    props.setProperty(RunKeys.FANOUT_CLOCK_OFFSET, clockOffset);
    m.properties(props).files(files).build().write(dir.resolve(Manifest.FILE_NAME));
  }

  @Test
  void windowsCoveredByFewerHostsAreCountedSaidAndMarkedInTheCsv() throws IOException {
    host("a", 5, "+0.0 ms (±0.1)");
    host("b", 3, "+2.5 ms (±0.4)");
    ReportSummary summary = Report.of(List.of(RunSource.discover("run", tmp.resolve("run")))).summarize();
    RunSummary run = summary.runs().get(0);
    WindowSeries read = run.series().get("READ");
    assertEquals(List.of(2, 2, 2, 1, 1), java.util.stream.IntStream.range(0, read.size()).mapToObj(read::hosts)
        .toList());
    String coverage = run.provenance().lines().stream().filter(l -> l[0].equals("window coverage")).findFirst()
        .orElseThrow()[1];
    assertTrue(coverage.startsWith("3 of 5 windows covered by all 2 hosts; by fewer: "), coverage);
    String offsets = run.provenance().lines().stream().filter(l -> l[0].equals("clock offsets")).findFirst()
        .orElseThrow()[1];
    assertTrue(offsets.contains("a +0.0 ms (±0.1)") && offsets.contains("b +2.5 ms (±0.4)"), offsets);
    StringWriter csv = new StringWriter();
    CsvRenderer.timeSeries(summary, csv);
    List<String> lines = csv.toString().lines().toList();
    assertTrue(lines.get(0).contains(",hosts,input"), lines.get(0));
    assertTrue(lines.get(1).endsWith(",2,complete") && lines.get(5).endsWith(",1,complete"), lines.toString());
  }

  @Test
  void timeSeriesFiguresMarkTheSpanEveryHostCoveredAndSaySo() throws IOException {
    host("a", 5, "+0.0 ms (±0.1)");
    host("b", 3, "+2.5 ms (±0.4)");
    ReportSummary summary = Report.of(List.of(RunSource.discover("run", tmp.resolve("run")))).summarize();
    List<Figure> figures = new Figures(summary).render(tmp.resolve("figures"));
    Figure throughput = figures.stream().filter(f -> f.title().contains("READ throughput over time")).findFirst()
        .orElseThrow();
    assertTrue(throughput.caption().contains("run: 2 of 5 windows covered by fewer than its 2 hosts, outside the"
        + " grey vertical lines"), throughput.caption());
  }

  @Test
  void oneHostHasNoCoverageLine() throws IOException {
    host("solo", 3, "+0.0 ms (±0.1)");
    RunSummary run = Report.of(List.of(RunSource.discover("run", tmp.resolve("run")))).summarize().runs().get(0);
    assertTrue(run.provenance().lines().stream().noneMatch(l -> l[0].equals("window coverage")));
  }
}
