/*
 * Copyright (c) 2026 ycsb-ext contributors.
 * Licensed under the Apache License, Version 2.0 (http://www.apache.org/licenses/LICENSE-2.0).
 */
package site.ycsb.ext.report.study;

import static org.junit.jupiter.api.Assertions.assertArrayEquals;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;
import static org.junit.jupiter.api.Assumptions.assumeTrue;

import java.io.File;
import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import java.util.Map;
import java.util.concurrent.TimeUnit;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import org.knowm.xchart.XYChart;
import org.knowm.xchart.XYSeries;
import site.ycsb.ext.contract.Json;

/**
 * The study report's figures (a bar per cell from its 95% interval, PNG and SVG with the study's caveats in title,
 * caption and chart data) and its html and tex pages; the tex sets with pdflatex when it is installed.
 */
class StudyFiguresAndPagesTest {
  @TempDir
  Path tmp;

  private static final StudyFixture.System AS = new StudyFixture.System("as", "aerospike",
      Map.of("as.commitLevel", "all"), Map.of("replicationFactor", "2"), Map.of());
  private static final StudyFixture.System CB = new StudyFixture.System("cb", "couchbase2",
      Map.of("couchbase.replicateTo", "0"), Map.of("standin", "true", "nodes", "3", "replicas", "1"), Map.of());

  private StudyReport report() throws IOException {
    StudyFixture f = new StudyFixture(tmp.resolve("study"));
    int[][] perWindow = {{100, 120, 110}, {50, 70, 60}};
    for (int rep = 1; rep <= 3; rep++) {
      for (int threads : List.of(4, 8)) {
        f.run(AS, "a", threads, Map.of(), rep, perWindow[0][rep - 1] * threads / 4, 300, 400);
        f.run(CB, "a", threads, Map.of(), rep, perWindow[1][rep - 1] * threads / 4, 600, 900);
      }
    }
    return StudyReport.of(f.write("full", List.of("as", "cb"), List.of("table1")), null);
  }

  @Test
  void throughputFigureHasABarPerCellFromItsInterval() throws IOException {
    StudyReport report = report();
    XYChart chart = IntervalFigure.chart(report, "ops/s", "Throughput (ops/s)", StudyFigures.caveats(report))
        .orElseThrow();
    XYSeries as = chart.getSeriesCollection().stream().filter(s -> s.getName().equals("as a")).findFirst()
        .orElseThrow();
    assertArrayEquals(new double[] {4, 8}, as.getXData(), 0);
    Interval at4 = report.cells().get(0).metrics().get("ops/s");
    assertEquals("as-a-t4", report.cells().get(0).id());
    assertEquals(at4.mean(), as.getYData()[0], 1e-9);
    XYSeries bar = chart.getSeriesCollection().stream().filter(s -> s.getName().equals("as a 95% interval at 4"))
        .findFirst().orElseThrow();
    assertArrayEquals(new double[] {at4.low(), at4.high()}, bar.getYData(), 1e-9);
    assertTrue(at4.low() < at4.mean() && at4.mean() < at4.high(), "three differing repetitions give a bar");
    assertTrue(chart.getTitle().startsWith("STAND-IN SERVERS: NOT LIKE FOR LIKE: Throughput"), chart.getTitle());
  }

  @Test
  void htmlAndTexCarryTablesFiguresAndCaveats() throws Exception {
    Path out = tmp.resolve("out");
    List<Path> files = StudyRenderer.write(report(), out, List.of("html", "tex"));
    assertTrue(files.contains(out.resolve("figures/study-throughput.png")), files.toString());
    assertTrue(files.contains(out.resolve("figures/study-throughput.svg")), files.toString());
    assertTrue(Files.size(out.resolve("figures/study-p95-read.png")) > 0);
    String svg = Files.readString(out.resolve("figures/study-throughput.svg"));
    assertTrue(svg.contains("<title>STAND-IN SERVERS: NOT LIKE FOR LIKE: Throughput"), svg.substring(0, 400));
    Map<String, Object> data = Json.parseObject(Files.readString(out.resolve("figures/study-throughput.json")));
    assertEquals(List.of("STAND-IN SERVERS", "NOT LIKE FOR LIKE"), data.get("marks"));
    String html = Files.readString(out.resolve("study-report.html"));
    assertTrue(html.contains("data:image/png;base64,"), "figures embedded");
    assertTrue(html.contains("<h3>STAND-IN SERVERS: NOT LIKE FOR LIKE: Table 1 (a threads=4)"), html);
    assertTrue(html.contains("NOT LIKE FOR LIKE: the compared runs asked for different guarantees"), html);
    String tex = Files.readString(out.resolve("study-report.tex"));
    assertTrue(tex.contains("\\includegraphics[width=\\linewidth]{figures/study-throughput.png}"), tex);
    assertTrue(tex.contains("\\caption[{STAND-IN SERVERS: NOT LIKE FOR LIKE: Throughput"), tex);
    assumeTrue(runs("pdflatex", "--version") && runs("kpsewhich", "booktabs.sty"), "pdflatex with booktabs");
    Files.writeString(out.resolve("paper.tex"), "\\documentclass[10pt]{article}\n\\usepackage{booktabs}\n"
        + "\\usepackage{graphicx}\n\\begin{document}\n\\input{study-report.tex}\n\\end{document}\n");
    Process p = new ProcessBuilder("pdflatex", "-interaction=nonstopmode", "-halt-on-error", "paper.tex")
        .directory(out.toFile()).redirectErrorStream(true).redirectOutput(new File(out.toFile(), "pdflatex.out"))
        .start();
    assertTrue(p.waitFor(5, TimeUnit.MINUTES), "pdflatex hang guard");
    assertEquals(0, p.exitValue(), Files.readString(out.resolve("pdflatex.out")));
    assertTrue(Files.size(out.resolve("paper.pdf")) > 0);
  }

  private static boolean runs(String... command) throws InterruptedException {
    try {
      Process p = new ProcessBuilder(command).redirectErrorStream(true).redirectOutput(ProcessBuilder.Redirect.DISCARD)
          .start();
      return p.waitFor(60, TimeUnit.SECONDS) && p.exitValue() == 0;
    } catch (IOException e) {
      return false;
    }
  }
}
