/*
 * Copyright (c) 2026 ycsb-ext contributors.
 * Licensed under the Apache License, Version 2.0 (http://www.apache.org/licenses/LICENSE-2.0).
 */
package site.ycsb.ext.report.render;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;
import static org.junit.jupiter.api.Assumptions.assumeTrue;

import java.io.File;
import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.nio.file.StandardOpenOption;
import java.util.ArrayList;
import java.util.EnumSet;
import java.util.List;
import java.util.Properties;
import java.util.concurrent.TimeUnit;
import java.util.regex.Pattern;
import org.HdrHistogram.Histogram;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import site.ycsb.ext.contract.Manifest;
import site.ycsb.ext.contract.Outcome;
import site.ycsb.ext.contract.Phase;
import site.ycsb.ext.report.LogFixture;
import site.ycsb.ext.report.Report;
import site.ycsb.ext.report.ReportFormat;
import site.ycsb.ext.report.input.RunSource;
import site.ycsb.ext.report.model.Provenance;
import site.ycsb.ext.report.model.ReportSummary;
import site.ycsb.ext.report.model.ServiceLevelObjectives;

/**
 * {@code report.tex} set by a real {@code pdflatex} in {@code \\documentclass{article}} at 10 pt: it compiles, no box
 * is overfull (every table and box fits the page), and what a reader must see is text, not a comment. Skipped where
 * pdflatex or booktabs is not installed ({@code .ci/run} installs Debian's texlive packages).
 */
class LatexOnPageTest {

  @TempDir
  Path tmp;

  @BeforeAll
  static void needsPdflatexWithBooktabs() throws InterruptedException {
    assumeTrue(runs("pdflatex", "--version") && runs("kpsewhich", "booktabs.sty"),
        "pdflatex with booktabs is not installed (Debian: texlive-latex-base texlive-latex-recommended)");
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

  /**
   * One host of a run: READ, UPDATE, READ-FAILED and CLEANUP for 20 one-second windows with millions of operations
   * (the widest numbers a table shows), a manifest with long settings; {@code damaged} appends to a log after the
   * manifest listed it, so the run reads only with {@code --allow-partial}.
   */
  private Path host(String name, String binding, String servers, String target, long latencyUs, int perWindow,
      boolean damaged) throws IOException {
    Path dir = tmp.resolve(name);
    List<Path> files = new ArrayList<>();
    for (String op : List.of("READ", "UPDATE", "READ-FAILED", "CLEANUP")) {
      List<Histogram> windows = new ArrayList<>();
      for (int w = 0; w < (op.equals("CLEANUP") ? 1 : 20); w++) {
        Histogram h = LogFixture.histogram();
        h.recordValueWithCount(latencyUs + w * latencyUs / 7, op.equals("READ-FAILED") ? 3 : perWindow);
        h.recordValueWithCount(latencyUs * 40, 1);
        windows.add(h);
      }
      files.add(LogFixture.writeHlog(dir, op, 1000, windows, LogFixture.T0));
    }
    Manifest.Builder m = new Manifest.Builder();
    m.phase = Phase.RUN;
    m.binding = binding;
    m.clientVersion = "0.1.0-SNAPSHOT";
    m.host = name + "-client-host-1.example.internal";
    m.startEpochMs = LogFixture.T0;
    m.endEpochMs = LogFixture.T0 + 20_000;
    m.windowMs = 1000;
    m.outcome = Outcome.COMPLETED;
    Properties props = new Properties();
    props.setProperty("threadcount", "64");
    props.setProperty("recordcount", "100000000");
    props.setProperty("fieldcount", "10");
    props.setProperty("fieldlength", "100");
    props.setProperty("requestdistribution", "zipfian");
    props.setProperty("readproportion", "0.5");
    props.setProperty("updateproportion", "0.5");
    props.setProperty("as.commitLevel", "commit_all");
    props.setProperty("as.readModeSC", "linearize");
    props.setProperty("couchbase.replicateTo", "1");
    props.setProperty("couchbase.persistTo", "0");
    props.setProperty(Provenance.SERVERS_PROPERTY, servers);
    if (!target.isEmpty()) {
      props.setProperty("target", target);
      props.setProperty("measurement.interval", "intended");
    }
    m.properties(props).files(files).build().write(dir.resolve(Manifest.FILE_NAME));
    if (damaged) {
      Files.writeString(files.get(0), "#garbage after the manifest\n", StandardCharsets.US_ASCII,
          StandardOpenOption.APPEND);
    }
    return dir;
  }

  @Test
  void aSingleStandInRunWithPartialInputFitsThePage() throws Exception {
    Path run = host("aerospike-8.1-enterprise-3-nodes-rf2", "aerospike",
        "aerospike-standin (stand-in, 3 nodes, replication factor 2, strong consistency)", "", 1200, 2_400_000, true);
    ReportSummary summary = Report.of(List.of(RunSource.discover(null, run))).allowPartial(true).summarize();
    String tex = compile(summary, "single");
    assertTrue(tex.contains("\\section*{Benchmark report: PARTIAL INPUT"), "the title is text");
    assertTrue(tex.contains("STAND-IN SERVERS"), "the stand-in caveat is text");
    assertTrue(tex.contains("\\textbf{Warnings}"), "the partial-input warning is text");
    assertTrue(tex.contains(" was measured}"), "the how-measured box");
    assertTrue(tex.contains("(columns 2 of "), "the 13-column operations table is split: " + tex);
  }

  @Test
  void aComparisonOfTwoSystemsFitsThePage() throws Exception {
    Path as = host("aerospike", "aerospike", "Aerospike 8.1 EE, 3 nodes, RF 2", "", 150, 1_500_000, false);
    Path cb = host("couchbase2", "couchbase2", "Couchbase 7.6 EE, 3 nodes, 1 replica", "", 15_000, 30_000, false);
    ReportSummary summary = Report.of(List.of(RunSource.discover("aerospike-8.1-ee", as),
        RunSource.discover("couchbase-7.6-ee", cb))).summarize();
    String tex = compile(summary, "comparison");
    assertTrue(tex.contains("Comparison (after warm-up"), tex);
  }

  @Test
  void aStepsReportWithObjectivesFitsThePage() throws Exception {
    List<RunSource> steps = new ArrayList<>();
    int[] targets = {2_000, 4_000, 8_000, 16_000, 30_000};
    for (int i = 0; i < targets.length; i++) {
      String label = "step-" + (i + 1) + "-target-" + targets[i];
      steps.add(RunSource.discover(label, host(label, "aerospike", "Aerospike 8.1 EE, 3 nodes", String.valueOf(targets[i]),
          300L << i, targets[i], false)));
    }
    ReportSummary summary = Report.of(steps)
        .objectives(ServiceLevelObjectives.parse("--slo", "READ.p99<=5ms,UPDATE.p99<=10ms")).summarize();
    String tex = compile(summary, "steps");
    assertTrue(tex.contains("MISSED") && tex.contains("met"), "met and MISSED per step");
  }

  /**
   * {@code report.tex} as {@code --out} writes it, with its figures: every {@code \\includegraphics} names a PNG
   * written next to it, and the paper sets it with graphicx, captions (caveats first) and all, on the page.
   */
  @Test
  void theReportWithItsFiguresSetsWithGraphicx() throws Exception {
    Path as = host("aerospike", "aerospike", "aerospike-standin (stand-in, 1 node)", "", 150, 1_500_000, true);
    Path cb = host("couchbase2", "couchbase2", "Couchbase 7.6 EE, 3 nodes, 1 replica", "", 15_000, 30_000, false);
    ReportSummary summary = Report.of(List.of(RunSource.discover("aerospike-8.1-ee", as),
        RunSource.discover("couchbase-7.6-ee", cb))).allowPartial(true).summarize();
    Path dir = tmp.resolve("tex-figures");
    ReportWriter.write(summary, dir, EnumSet.of(ReportFormat.TEX));
    String tex = Files.readString(dir.resolve("report.tex"));
    List<String> included = Pattern.compile("\\\\includegraphics\\[[^]]*]\\{([^}]*)}").matcher(tex).results()
        .map(m -> m.group(1)).toList();
    assertFalse(included.isEmpty(), "report.tex includes its figures:\n" + tex);
    for (String png : included) {
      assertTrue(png.endsWith(".png") && Files.isRegularFile(dir.resolve(png)), png + " is written next to it");
    }
    assertEquals(included.size(), tex.split("\\\\caption\\[", -1).length - 1, "every figure has its caption");
    String log = pdflatex(dir, "\\usepackage{graphicx}\n");
    assertEquals(included.size(), Pattern.compile("<figures/[^>]*\\.png").matcher(log).results().count(),
        "pdflatex read every PNG:\n" + log);
    assertTrue(tex.contains("\\caption[{PARTIAL INPUT: STAND-IN SERVERS"), "the caveats lead the captions");
  }

  /** Writes report.tex, sets it in an article with pdflatex and checks the log; returns the fragment. */
  private String compile(ReportSummary summary, String name) throws Exception {
    Path dir = tmp.resolve("tex-" + name);
    Files.createDirectories(dir);
    String tex = LatexRenderer.render(summary);
    Files.writeString(dir.resolve("report.tex"), tex);
    pdflatex(dir, "");
    assertFalse(tex.lines().anyMatch(l -> l.startsWith("%") && l.contains("Benchmark report")),
        "the title is not a comment");
    return tex;
  }

  /**
   * Sets {@code dir/report.tex} in an article at 10 pt with booktabs and {@code packages}: pdflatex ends with exit 0,
   * a PDF and no overfull box. Returns pdflatex's log.
   */
  private static String pdflatex(Path dir, String packages) throws Exception {
    Files.writeString(dir.resolve("paper.tex"), "\\documentclass[10pt]{article}\n\\usepackage{booktabs}\n"
        + packages + "\\begin{document}\n\\input{report}\n\\end{document}\n");
    Process p = new ProcessBuilder("pdflatex", "-interaction=nonstopmode", "-halt-on-error", "paper.tex")
        .directory(dir.toFile()).redirectErrorStream(true).redirectOutput(new File(dir.toFile(), "pdflatex.out"))
        .start();
    if (!p.waitFor(10, TimeUnit.MINUTES)) {
      p.destroyForcibly();
    }
    String log = Files.readString(dir.resolve("paper.log"), StandardCharsets.ISO_8859_1);
    String tex = Files.readString(dir.resolve("report.tex"));
    assertEquals(0, p.exitValue(), dir + ": pdflatex failed:\n" + log + "\nreport.tex:\n" + tex);
    List<String> overfull = log.lines().filter(l -> l.startsWith("Overfull \\hbox")).toList();
    assertEquals(List.of(), overfull, dir + ": every line and table fits the page; report.tex:\n" + tex);
    assertTrue(Files.size(dir.resolve("paper.pdf")) > 0);
    return log;
  }
}
