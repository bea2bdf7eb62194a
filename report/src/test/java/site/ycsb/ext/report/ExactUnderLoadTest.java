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
import java.io.PrintWriter;
import java.io.StringWriter;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.nio.file.StandardOpenOption;
import java.time.Duration;
import java.util.ArrayList;
import java.util.EnumSet;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Properties;
import org.HdrHistogram.Histogram;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import picocli.CommandLine;
import site.ycsb.ext.contract.Manifest;
import site.ycsb.ext.contract.Outcome;
import site.ycsb.ext.contract.Phase;
import site.ycsb.ext.contract.RunKeys;
import site.ycsb.ext.measurements.HlogFormatBridge;
import site.ycsb.ext.report.input.RunSource;
import site.ycsb.ext.report.model.ReportSummary;
import site.ycsb.ext.report.model.RunSummary;
import site.ycsb.ext.report.model.ServiceLevelObjectives;
import site.ycsb.ext.report.render.ReportProse;
import site.ycsb.ext.report.render.ReportTables;
import site.ycsb.ext.report.render.ReportWriter;
import site.ycsb.ext.report.render.Table;
import site.ycsb.ext.report.render.TextRenderer;

/**
 * The report stays exact when clients are loaded or fail (issue 25): a host's period is its run, a host that stopped
 * early adds its operations (not its rate), incomplete input is said, load steps leave out their warm-up, targets are
 * the run's total and late hosts are named. Logs are written by the measurements module's writer, manifests by the
 * codec.
 */
class ExactUnderLoadTest {

  private static final long T0 = LogFixture.T0;

  @TempDir
  Path tmp;

  /** One host's run: its span, when its first operation completed, its rate and latency, its manifest's extras. */
  private static final class HostRun {
    final String name;
    long startMs = T0;
    long endMs = T0 + 10_000;
    long firstOpMs;
    int perSecond = 1000;
    long latencyUs = 1000;
    long startAtMs;
    boolean manifest = true;
    boolean listFiles = true;
    final Map<String, String> properties = new LinkedHashMap<>();
    /** Latency of the operations of the first {@code slowMs} of the run. */
    long slowMs;
    long slowLatencyUs;

    HostRun(String name) {
      this.name = name;
    }
  }

  /**
   * Writes a host's {@code READ.hlog} as the measurements module does (1 s grid, first and last windows clipped to
   * the run; no window before its first operation) and its manifest.
   *
   * @return the operations written
   */
  private static long write(Path dir, HostRun h) throws IOException {
    Files.createDirectories(dir);
    List<Histogram> windows = new ArrayList<>();
    List<long[]> bounds = new ArrayList<>();
    long total = 0;
    long from = Math.max(h.startMs, h.firstOpMs);
    for (long s = from; s < h.endMs; s = s - Math.floorMod(s, 1000) + 1000) {
      long e = Math.min(h.endMs, s - Math.floorMod(s, 1000) + 1000);
      Histogram w = LogFixture.histogram();
      long count = Math.round(h.perSecond * (e - s) / 1000.0);
      w.recordValueWithCount(s - h.startMs < h.slowMs ? h.slowLatencyUs : h.latencyUs, Math.max(1, count));
      total += Math.max(1, count);
      windows.add(w);
      bounds.add(new long[] {s, e});
    }
    Path log = dir.resolve("READ.hlog");
    Files.writeString(log, HlogFormatBridge.log("READ", 1000, windows, bounds), StandardCharsets.US_ASCII);
    if (h.manifest) {
      Manifest.Builder m = new Manifest.Builder();
      m.phase = Phase.RUN;
      m.binding = "basic";
      m.host = h.name;
      m.startEpochMs = h.startMs;
      m.startAtEpochMs = h.startAtMs;
      m.endEpochMs = h.endMs;
      m.windowMs = 1000;
      m.outcome = Outcome.COMPLETED;
      m.operations = total;
      m.throughputOpsPerSec = total * 1000.0 / (h.endMs - h.startMs);
      m.summary.add(new Manifest.Metric("READ", "Operations", total));
      Properties props = new Properties();
      h.properties.forEach(props::setProperty);
      m.properties(props).files(h.listFiles ? List.of(log) : List.of()).build().write(dir.resolve(Manifest.FILE_NAME));
    }
    return total;
  }

  private static RunSummary summarize(Path dir, boolean allowPartial) {
    return Report.of(List.of(RunSource.discover("r", dir))).allowPartial(allowPartial).summarize().runs().get(0);
  }

  /** As {@link #summarize(Path, boolean)}, merging logs the manifest does not list (a manifest listing no file). */
  private static RunSummary summarizeUnlisted(Path dir, boolean allowPartial) {
    return Report.of(List.of(RunSource.discover("r", dir))).allowPartial(allowPartial).allowUnlisted(true).summarize()
        .runs().get(0);
  }

  @Test
  void aHostsPeriodIsItsRunNotItsFirstWindow() throws IOException {
    HostRun h = new HostRun("slow-start");
    h.startMs = T0 + 200;
    h.endMs = T0 + 5_200;
    h.firstOpMs = T0 + 2_000; // a CPU-starved client: the first operation completed 1.8 s into the run
    long ops = write(tmp.resolve("run"), h);
    RunSummary run = summarize(tmp.resolve("run"), false);
    assertEquals(ops, run.operation("READ").count());
    assertEquals(T0 + 200, run.measuredStartMs(), "measured from the run's start, not from its first window");
    assertEquals(ops / 5.0, run.operation("READ").throughput(), 1e-9, "operations over the 5 s the host ran");
    assertEquals(ops / 5.0, run.hosts().get(0).throughput(), 1e-9);
    assertEquals(ops / 5.0, run.overall().throughput(), 1e-9);
  }

  @Test
  void aWarmUpStartsTheHostsPeriodAtTheFirstWindowBoundaryAfterIt() throws IOException {
    HostRun h = new HostRun("h");
    h.startMs = T0 + 300;
    h.endMs = T0 + 10_300;
    long ops = write(tmp.resolve("run"), h);
    RunSummary run = Report.of(List.of(RunSource.discover("r", tmp.resolve("run")))).warmup(
        Duration.ofMillis(2_500)).summarize().runs().get(0);
    // run start + 2.5 s = T0 + 2.8 s, ended at the next boundary: T0 + 3 s
    assertEquals(T0 + 3_000, run.measuredStartMs());
    long measured = ops - Math.round(1000 * 0.7) - 2 * 1000;
    assertEquals(measured, run.operation("READ").count());
    assertEquals(measured / 7.3, run.operation("READ").throughput(), 1e-9);
  }

  @Test
  void aHostThatStoppedEarlyAddsItsOperationsNotItsRateAndIsNamedFirst() throws IOException {
    HostRun full = new HostRun("h1");
    full.endMs = T0 + 20_000;
    HostRun killed = new HostRun("h2");
    killed.endMs = T0 + 7_000;
    long a = write(tmp.resolve("run/h1"), full);
    long b = write(tmp.resolve("run/h2"), killed);
    ReportSummary summary = Report.of(List.of(RunSource.discover("r", tmp.resolve("run")))).summarize();
    RunSummary run = summary.runs().get(0);
    assertEquals((a + b) / 20.0, run.operation("READ").throughput(), 1e-9,
        "27,000 operations in 20 s, not 1,000 + 1,000 ops/s");
    assertEquals(b / 7.0, run.hosts().get(1).throughput(), 1e-9, "the host's own rate over its own run");
    assertTrue(run.warnings().get(0).startsWith("Host h2 stopped at 7.0 s of 20.0 s"), run.warnings().toString());
    String text = TextRenderer.render(summary);
    assertTrue(text.indexOf("Host h2 stopped at 7.0 s of 20.0 s") < text.indexOf("Run r:"), text);
  }

  @Test
  void ycsbExtLogsWithoutTheirManifestAreIncompleteInputUnlessPartialInputIsAllowed() throws IOException {
    HostRun ok = new HostRun("h1");
    HostRun killed = new HostRun("h2");
    killed.manifest = false;
    write(tmp.resolve("run/h1"), ok);
    long b = write(tmp.resolve("run/h2"), killed);
    ReportInputException e = assertThrows(ReportInputException.class, () -> summarize(tmp.resolve("run"), false));
    assertTrue(e.getMessage().startsWith("Host h2 (" + tmp.resolve("run/h2") + "): ycsb-ext logs without their "
        + "manifest.json"), e.getMessage());
    assertTrue(e.getMessage().contains("--allow-partial"), e.getMessage());

    StringWriter err = new StringWriter();
    CommandLine cmd = new CommandLine(new ReportCommand());
    cmd.setOut(new PrintWriter(new StringWriter()));
    cmd.setErr(new PrintWriter(err));
    assertEquals(1, cmd.execute(tmp.resolve("run").toString()), "incomplete input: exit 1");
    assertTrue(err.toString().contains("h2"), err.toString());

    ReportSummary partial = Report.of(List.of(RunSource.discover("r", tmp.resolve("run")))).allowPartial(true)
        .summarize();
    RunSummary run = partial.runs().get(0);
    assertTrue(run.partial());
    assertTrue(run.warnings().get(0).startsWith("PARTIAL INPUT, figures may be wrong: Host h2"), run.warnings()
        .toString());
    assertTrue(new ReportProse(partial).title().contains("PARTIAL INPUT"), new ReportProse(partial).title());
    assertTrue(run.operation("READ").count() > b, "the host without a manifest is read");
  }

  @Test
  void foreignLogsWithoutAManifestAreReadAsBefore() throws IOException {
    List<Histogram> windows = new ArrayList<>();
    for (int i = 0; i < 5; i++) {
      Histogram h = LogFixture.histogram();
      h.recordValueWithCount(500, 100);
      windows.add(h);
    }
    // HdrHistogram's own header only: no ycsb-ext grid comment (another tool's interval log)
    LogFixture.writeHlog(tmp.resolve("foreign"), "READ", 1000, windows, T0);
    RunSummary run = summarize(tmp.resolve("foreign"), false);
    assertFalse(run.partial());
    assertEquals(500, run.operation("READ").count());
  }

  @Test
  void aLogCutMidLineIsAnErrorOrWithPartialInputReadUpToItsLastWholeInterval() throws IOException {
    HostRun h = new HostRun("h");
    h.listFiles = false; // the manifest lists no file: only the reader can see the cut
    long ops = write(tmp.resolve("run"), h);
    Path log = tmp.resolve("run/READ.hlog");
    List<String> lines = Files.readAllLines(log);
    String last = lines.get(lines.size() - 1);
    String cut = String.join("\n", lines.subList(0, lines.size() - 1)) + "\n" + last.substring(0, last.length() / 2);
    Files.writeString(log, cut, StandardCharsets.US_ASCII, StandardOpenOption.TRUNCATE_EXISTING);
    ReportInputException e = assertThrows(ReportInputException.class,
        () -> summarizeUnlisted(tmp.resolve("run"), false));
    assertTrue(e.getMessage().contains("READ.hlog' at line " + lines.size()), e.getMessage());
    RunSummary run = summarizeUnlisted(tmp.resolve("run"), true);
    assertEquals(ops - 1000, run.operation("READ").count(), "every whole interval, not the cut one");
    assertTrue(run.partial());
    assertTrue(run.warnings().stream().anyMatch(w -> w.contains("READ.hlog cut in its last line (line "
        + lines.size())), run.warnings().toString());
  }

  @Test
  void everyArtifactWrittenFromPartialInputIsMarkedCsvAndFigureTitlesIncluded() throws IOException {
    HostRun h = new HostRun("h");
    h.manifest = false;
    write(tmp.resolve("run"), h);
    ReportSummary summary = Report.of(List.of(RunSource.discover("r", tmp.resolve("run")))).allowPartial(true)
        .summarize();
    Path out = tmp.resolve("out");
    ReportWriter.write(summary, out, EnumSet.allOf(ReportFormat.class));
    for (String csv : List.of("summary.csv", "timeseries.csv")) {
      List<String> lines = Files.readAllLines(out.resolve(csv));
      // a partial report's CSV starts with its caveats' comment line, then the header
      assertTrue(lines.get(0).startsWith("# PARTIAL INPUT"), csv + ": " + lines.get(0));
      lines = lines.subList(1, lines.size());
      assertTrue(lines.get(0).endsWith(",input"), csv + ": " + lines.get(0));
      assertTrue(lines.size() > 1, csv);
      lines.subList(1, lines.size()).forEach(l -> assertTrue(l.endsWith(",PARTIAL"), csv + ": " + l));
    }
    for (String file : List.of("report.txt", "report.md", "report.json", "report.tex", "report.html")) {
      assertTrue(Files.readString(out.resolve(file)).contains("PARTIAL INPUT"), file);
    }
    String html = Files.readString(out.resolve("report.html"));
    assertTrue(html.contains("<figcaption>PARTIAL INPUT: READ throughput over time"), "figure titles are marked");
    assertTrue(html.contains("alt=\"PARTIAL INPUT: READ latency percentile distribution\""), "chart titles too");
  }

  @Test
  void aLoadStepsRecordedWarmUpIsLeftOutOfTheStepsTableTheCurveAndTheVerdict() throws IOException {
    List<RunSource> steps = new ArrayList<>();
    for (int target : new int[] {1000, 2000}) {
      HostRun h = new HostRun("step-" + target);
      h.perSecond = target;
      h.slowMs = 3_000; // the first 3 s of each step are slow: warming up
      h.slowLatencyUs = 80_000;
      h.properties.put("target", Integer.toString(target));
      h.properties.put(RunKeys.STEP_WARMUP_MS, "3000");
      h.properties.put("label", "target=" + target);
      // the second step starts 0.4 s into a window: its warm-up ends on the grid, at its 4th boundary
      h.startMs = T0 + (target == 2000 ? 400 : 0);
      h.endMs = h.startMs + 10_000;
      write(tmp.resolve("step-" + target), h);
      steps.add(RunSource.discover("target=" + target, tmp.resolve("step-" + target)));
    }
    ReportSummary summary = Report.of(steps).objectives(ServiceLevelObjectives.parse("--slo", "READ.p99<=5ms"))
        .summarize();
    for (RunSummary r : summary.runs()) {
      assertEquals(T0 + (r.label().equals("target=1000") ? 3_000 : 4_000), r.measuredStartMs(), r.label());
      assertEquals(1000.0, r.operation("READ").p99Us(), 1.0, r.label() + ": no warm-up latency in the p99");
    }
    Table table = new ReportTables(summary).stepsTable();
    String steps2 = table.toText();
    assertTrue(steps2.contains("each step's first 3s, rounded up to the window grid, left out as warm-up"), steps2);
    int column = table.header().indexOf("warm-up left out (s)");
    assertTrue(column > 0, "the steps table states the warm-up each step really left out: " + table.header());
    assertEquals(List.of("3.0", "3.6"), table.rows().stream().map(row -> row.get(column)).toList(), steps2);
    String verdict = new ReportProse(summary).objectivesVerdict();
    assertTrue(verdict.startsWith("Objectives READ.p99<=5ms: the highest run meeting every objective is target=2000")
        && verdict.endsWith("(each step's first 3s, rounded up to the window grid, left out as warm-up)"), verdict);
    Path out = tmp.resolve("out");
    ReportWriter.write(summary, out, EnumSet.of(ReportFormat.HTML));
    assertTrue(Files.readString(out.resolve("report.html")).contains("Throughput against latency: Total successful "
        + "throughput") && Files.readString(out.resolve("report.html")).contains("each step's first 3s, rounded up to "
        + "the window grid, left out as warm-up."), "the curve's caption says so");
  }

  @Test
  void theRunsTotalTargetIsShownNotOneHostsShare() throws IOException {
    String[][] shares = {{"a", "667"}, {"b", "667"}, {"c", "666"}};
    for (String[] share : shares) {
      HostRun h = new HostRun(share[0]);
      h.properties.put("target", share[1]);
      write(tmp.resolve("sum/" + share[0]), h);
      HostRun f = new HostRun(share[0]);
      f.properties.put("target", "10000");
      f.properties.put(RunKeys.FANOUT_TOTAL_TARGET, "30000");
      write(tmp.resolve("fanout/" + share[0]), f);
    }
    RunSummary sum = summarize(tmp.resolve("sum"), false);
    assertEquals("2000", sum.provenance().target(), "the hosts' shares add up");
    String settings = sum.provenance().lines().stream().filter(l -> l[0].equals("settings")).findFirst()
        .orElseThrow()[1];
    assertTrue(settings.contains("target=2000 (all hosts; per host 667|666)"), settings);
    assertEquals("30000", summarize(tmp.resolve("fanout"), false).provenance().target(), "the fan-out's total");
    ReportSummary steps = Report.of(List.of(RunSource.discover("sum", tmp.resolve("sum")),
        RunSource.discover("fanout", tmp.resolve("fanout")))).summarize();
    String table = new ReportTables(steps).stepsTable().toText();
    assertTrue(table.contains(" 2000 ") && table.contains(" 30000 ") && !table.contains("667"), table);
  }

  @Test
  void hostsLaterThanTheThresholdAfterTheCommonInstantAreNamed() throws IOException {
    long[] startsMs = {T0 + 20, T0 + 40, T0 + 450};
    String[] names = {"a", "b", "c"};
    for (String threshold : new String[] {"", "500"}) {
      for (int i = 0; i < 3; i++) {
        HostRun h = new HostRun(names[i]);
        h.startAtMs = T0;
        h.startMs = startsMs[i];
        h.endMs = startsMs[i] + 10_000;
        if (!threshold.isEmpty()) {
          h.properties.put(RunKeys.LATE_START_MS, threshold);
        }
        write(tmp.resolve("run" + threshold + "/" + names[i]), h);
      }
      RunSummary run = summarize(tmp.resolve("run" + threshold), false);
      String skew = run.provenance().lines().stream().filter(l -> l[0].equals("start skew")).findFirst()
          .orElseThrow()[1];
      assertTrue(skew.startsWith("430 ms (latest start minus earliest, over the 3 of 3 hosts that started)"), skew);
      List<String> late = run.warnings().stream().filter(w -> w.contains("after the common start instant")).toList();
      if (threshold.isEmpty()) {
        assertEquals(1, late.size(), run.warnings().toString());
        assertTrue(late.get(0).startsWith("Host c started 450 ms after the common start instant (more than "
            + RunKeys.DEFAULT_LATE_START_MS + " ms"), late.get(0));
        assertTrue(skew.endsWith(": c started 450 ms after the common start instant"), skew);
      } else {
        assertEquals(List.of(), late, "within a 500 ms threshold");
      }
    }
  }

  @Test
  void aLateHostIsWarnedOnceWithOneLatenessFigure() throws IOException {
    // 2,123 ms late on a 1-s window grid: late by the threshold and by the windows; one line, one figure, one point
    long[] startsMs = {T0 + 11, T0 + 2_123};
    String[] names = {"a", "b"};
    for (int i = 0; i < 2; i++) {
      HostRun h = new HostRun(names[i]);
      h.startAtMs = T0;
      h.startMs = startsMs[i];
      h.endMs = T0 + 12_000;
      write(tmp.resolve("late/" + names[i]), h);
    }
    RunSummary run = summarize(tmp.resolve("late"), false);
    List<String> aboutB = run.warnings().stream().filter(w -> w.contains("Host b")).toList();
    assertEquals(List.of("Host b started 2,123 ms after the common start instant (more than 100 ms: the hosts did not"
        + " measure the same period)"), aboutB, run.warnings().toString());
    String note = run.hosts().stream().filter(h -> h.host().equals("b")).findFirst().orElseThrow().note();
    assertEquals("started 2,123 ms after the common start instant", note, "the host table says the same figure");
  }

  @Test
  void theStartSkewIsOverTheHostsThatStartedAsFanoutSaysIt() throws IOException {
    // the case: a host whose DB init failed before the instant wrote a manifest start 74 s early; fan-out
    // states it never started, and the skew (one figure, as fan-out's) is over the two that did
    long[] startsMs = {T0 + 4, T0 + 336, T0 - 74_000};
    String[] names = {"a", "b", "c"};
    StringBuilder states = new StringBuilder();
    for (int i = 0; i < 3; i++) {
      HostRun h = new HostRun(names[i]);
      h.startAtMs = T0;
      h.startMs = startsMs[i];
      h.endMs = i == 2 ? T0 - 72_000 : T0 + 10_000;
      write(tmp.resolve("never/" + names[i]), h);
      states.append(i == 0 ? "" : ", ").append("{\"label\": \"").append(names[i]).append("\", \"state\": \"")
          .append(i == 2 ? "never started (exit 1: DB init failed)" : "completed").append("\"}");
    }
    Files.writeString(tmp.resolve("never/fanout.json"), "{\"format\": \"ycsb-ext-fanout/1\", \"events\": [],"
        + " \"hosts\": [" + states + "]}");
    RunSummary run = summarize(tmp.resolve("never"), true);
    String skew = run.provenance().lines().stream().filter(l -> l[0].equals("start skew")).findFirst()
        .orElseThrow()[1];
    assertTrue(skew.startsWith("332 ms (latest start minus earliest, over the 2 of 3 hosts that started; never"
        + " started: c)"), skew);
  }
}
