/*
 * Copyright (c) 2026 ycsb-ext contributors.
 * Licensed under the Apache License, Version 2.0 (http://www.apache.org/licenses/LICENSE-2.0).
 */
package site.ycsb.ext.report;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.EnumSet;
import java.util.List;
import java.util.Properties;
import org.HdrHistogram.Histogram;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import site.ycsb.ext.contract.Manifest;
import site.ycsb.ext.contract.Outcome;
import site.ycsb.ext.contract.Phase;
import site.ycsb.ext.report.input.RunSource;
import site.ycsb.ext.report.model.Provenance;
import site.ycsb.ext.report.model.ReportSummary;
import site.ycsb.ext.report.model.ServiceLevelObjectives;
import site.ycsb.ext.report.render.ReportProse;
import site.ycsb.ext.report.render.ReportTables;
import site.ycsb.ext.report.render.ReportWriter;
import site.ycsb.ext.report.render.Table;
import site.ycsb.ext.report.render.TextRenderer;

/** What a reader reads: the title and provenance, the headline, ratios in words, the footnote table. */
class ReportWordingTest {

  @TempDir
  Path tmp;

  /** One host: {@code perWindow} operations of each op per 1 s window, for 10 windows, at {@code latencyUs}. */
  private Path host(String name, String servers, long latencyUs, int... perWindow) throws IOException {
    return host(name, servers, "", latencyUs, perWindow);
  }

  private Path host(String name, String servers, String target, long latencyUs, int... perWindow) throws IOException {
    Path dir = tmp.resolve(name);
    String[] ops = {"READ", "READ-FAILED", "CLEANUP"};
    List<Path> files = new ArrayList<>();
    for (int o = 0; o < ops.length && o < perWindow.length; o++) {
      List<Histogram> windows = new ArrayList<>();
      for (int w = 0; w < (ops[o].equals("CLEANUP") ? 1 : 10); w++) {
        Histogram h = LogFixture.histogram();
        if (perWindow[o] > 0) {
          h.recordValueWithCount(latencyUs, perWindow[o]);
        }
        windows.add(h);
      }
      files.add(LogFixture.writeHlog(dir, ops[o], 1000, windows, LogFixture.T0));
    }
    Manifest.Builder m = new Manifest.Builder();
    m.phase = Phase.RUN;
    m.binding = name.startsWith("redis") ? "redis" : "aerospike";
    m.dbClass = name.startsWith("redis") ? "site.ycsb.db.RedisClient" : "site.ycsb.db.AerospikeClient";
    if (name.startsWith("redis")) {
      m.clientClasspath.add(new site.ycsb.ext.contract.ClasspathJar("/opt/redis/lib/redis-binding-0.17.0.jar",
          "0.17.0", "0123456789abcdef0123456789abcdef0123456789abcdef0123456789abcdef"));
    }
    m.clientVersion = "9.9.9";
    m.host = name + "-host";
    m.startEpochMs = LogFixture.T0;
    m.endEpochMs = LogFixture.T0 + 10_000;
    m.windowMs = 1000;
    m.outcome = Outcome.COMPLETED;
    Properties props = new Properties();
    props.setProperty("threadcount", "8");
    props.setProperty("as.commitLevel", "commit_all");
    props.setProperty("as.password", "hunter2");
    if (servers != null) {
      props.setProperty(Provenance.SERVERS_PROPERTY, servers);
    }
    if (!target.isEmpty()) {
      props.setProperty("target", target);
      props.setProperty("measurement.interval", "intended");
    }
    m.properties(props).files(files).build().write(dir.resolve(Manifest.FILE_NAME));
    return dir;
  }

  private ReportSummary report(Path... dirs) {
    List<RunSource> runs = new ArrayList<>();
    for (Path dir : dirs) {
      runs.add(RunSource.discover(dir.getFileName().toString(), dir));
    }
    return Report.of(runs).summarize();
  }

  @Test
  void standInServersAreSaidInTheTitleAndTheHowMeasuredBoxOfEveryOutput() throws IOException {
    ReportSummary summary = report(host("as", "aerospike-standin (stand-in, 3 nodes)", 200, 100));
    assertEquals("Benchmark report: STAND-IN SERVERS (these figures measure the tool, not the databases)",
        new ReportProse(summary).title());
    Path out = tmp.resolve("out");
    ReportWriter.write(summary, out, EnumSet.of(ReportFormat.TEXT, ReportFormat.MD, ReportFormat.JSON, ReportFormat.HTML));
    for (String file : List.of("report.txt", "report.md", "report.json", "report.html")) {
      String text = Files.readString(out.resolve(file));
      assertTrue(text.contains("STAND-IN SERVERS"), file);
      assertTrue(text.contains("aerospike-standin (stand-in, 3 nodes)"), file);
      assertTrue(text.contains("ycsb-ext 9.9.9, binding aerospike"), file);
      assertTrue(text.contains("as.commitLevel=commit_all") && text.contains("threadcount=8"), file);
      assertFalse(text.contains("hunter2"), file);
    }
    assertEquals("Benchmark report", new ReportProse(report(host("real", null, 200, 100))).title());
  }

  @Test
  void theHowMeasuredBoxNamesTheDbClassAndTheOutsideBindingsJars() throws IOException {
    Path out = tmp.resolve("out-redis");
    ReportWriter.write(report(host("redis-1", null, 200, 100)), out, EnumSet.of(ReportFormat.TEXT, ReportFormat.MD,
        ReportFormat.HTML));
    for (String file : List.of("report.txt", "report.md", "report.html")) {
      String text = Files.readString(out.resolve(file));
      assertTrue(text.contains("binding redis (DB class site.ycsb.db.RedisClient)"), file);
      assertTrue(text.contains("redis-binding-0.17.0.jar 0.17.0 (SHA-256 0123456789ab)"), file);
    }
    String aerospike = Files.readString(tmp.resolve("out-redis/report.txt"));
    assertFalse(aerospike.contains("AerospikeClient"), "one run only");
  }

  @Test
  void headlineIsSuccessfulThroughputWithTheFailedShareAndCleanupIsAFootnote() throws IOException {
    ReportSummary summary = report(host("as", null, 200, 90, 10, 3));
    String text = TextRenderer.render(summary);
    assertTrue(text.contains(": 90 successful ops/s, 10.00% of operations failed"), text);
    List<Table> tables = new ReportTables(summary).tables();
    String main = tables.get(0).toText();
    assertTrue(main.contains("failed"), main);
    assertFalse(main.contains("CLEANUP"), "CLEANUP is not among READ/UPDATE: " + main);
    assertTrue(tables.get(1).toText().startsWith("Run as: other operations (CLEANUP"), tables.get(1).toText());
    assertTrue(tables.get(1).toText().contains("CLEANUP"));
  }

  @Test
  void ratiosSayTheirDirectionInWordsAndRefuseTinyDenominators() throws IOException {
    ReportSummary summary = report(host("aerospike", null, 150, 500), host("couchbase2", null, 45_000, 10));
    assertEquals(List.of("aerospike vs couchbase2, READ: 50x the throughput, 0.0033x the p95 latency"),
        new ReportProse(summary).ratioSentences());
    ReportSummary idle = report(host("busy", null, 150, 500), host("idle", null, 150, 0, 10));
    assertEquals(List.of("busy vs idle, READ: n/a (idle's READ throughput is 0) the throughput, n/a (no READ p95 to "
        + "compare) the p95 latency"), new ReportProse(idle).ratioSentences());
    assertTrue(new ReportTables(idle).comparisonTable().toText().contains("busy vs idle (÷)"), new ReportTables(idle).comparisonTable().toText());
  }

  @Test
  void aZeroLatencyIsSaidInWordsNeverAsAZeroRatio() throws IOException {
    ReportSummary summary = report(host("zero", null, 0, 500), host("other", null, 150, 500));
    assertEquals(List.of("zero vs other, READ: 1.0x the throughput, n/a (zero's READ p95 is 0 µs: below the "
        + "histogram's resolution of 1 µs) the p95 latency"), new ReportProse(summary).ratioSentences());
    String table = new ReportTables(summary).comparisonTable().toText();
    assertFalse(table.contains("0.0000x"), table);
    assertTrue(table.lines().anyMatch(l -> l.startsWith("zero vs other (÷)") && l.endsWith("n/a")), table);
    assertEquals("0.000012x", site.ycsb.ext.report.model.Units.ratio(1, 83_000));
  }

  @Test
  void latexTablesHaveBalancedEnvironmentsAndEscapedText() throws IOException {
    ReportSummary summary = report(host("as_1", null, 150, 500), host("cb%2", null, 45_000, 10));
    Path out = tmp.resolve("tex");
    ReportWriter.write(summary, out, EnumSet.of(ReportFormat.TEX));
    String tex = Files.readString(out.resolve("report.tex"));
    java.util.Deque<String> open = new java.util.ArrayDeque<>();
    java.util.regex.Matcher env = java.util.regex.Pattern.compile("\\\\(begin|end)\\{([a-z]+)}").matcher(tex);
    int environments = 0;
    while (env.find()) {
      if (env.group(1).equals("begin")) {
        open.push(env.group(2));
        environments++;
      } else {
        assertEquals(open.pop(), env.group(2), "\\end closes the innermost \\begin");
      }
    }
    assertTrue(open.isEmpty(), "every environment is closed: " + open);
    long tables = tex.lines().filter(l -> l.equals("\\begin{table}[!htbp]")).count();
    assertTrue(tables >= 4, "2 operations tables (split by columns), the comparison, the steps: " + tex);
    assertEquals(tables, tex.split("\\\\toprule", -1).length - 1, "booktabs rules in every table");
    assertTrue(environments > 2 * tables, "table and tabular in each; itemize lists");
    assertTrue(tex.contains("as\\_1 vs cb\\%2 ($\\div$)"), "labels escaped: " + tex);
    assertEquals(List.of(), tex.lines().filter(l -> !l.startsWith("%") && l.contains("as_1")).toList(),
        "no raw underscore outside comments");
  }

  @Test
  void objectivesNameTheHighestStepThatMetEveryOneInEveryFormat() throws IOException {
    List<RunSource> steps = new ArrayList<>();
    String[][] sweep = {{"target=1000", "1000", "400"}, {"target=2000", "2000", "900"}, {"target=4000", "4000", "3000"},
        {"target=8000", "8000", "800"}};
    for (String[] step : sweep) {
      steps.add(RunSource.discover(step[0], host(step[0], null, step[1], Long.parseLong(step[2]),
          Integer.parseInt(step[1]))));
    }
    ReportSummary summary = Report.of(steps).objectives(ServiceLevelObjectives.parse("--slo", "READ.p99<=1ms"))
        .summarize();
    assertEquals("Objectives READ.p99<=1ms: the highest run meeting every objective is target=2000 (target 2000 ops/s) "
        + "at 2,000 successful ops/s", new ReportProse(summary).objectivesVerdict(), "a later step that passes again does not count");
    String steps4 = new ReportTables(summary).stepsTable().toText();
    assertTrue(steps4.contains("coordinated omission corrected"), steps4);
    assertTrue(steps4.contains("MISSED") && steps4.contains("met"), steps4);
    Path out = tmp.resolve("out");
    ReportWriter.write(summary, out, EnumSet.allOf(ReportFormat.class));
    for (String file : List.of("report.txt", "report.md", "report.json", "report.html", "report.tex")) {
      assertTrue(Files.readString(out.resolve(file)).contains("the highest run meeting every objective is target="),
          file);
    }
    ReportSummary none = Report.of(steps).objectives(ServiceLevelObjectives.parse("--slo", "READ.p50<=100us"))
        .summarize();
    assertEquals("Objectives READ.p50<=100us: no run met every objective (the first run, target=1000, missed "
        + "READ.p50<=100us (0.400 ms))", new ReportProse(none).objectivesVerdict());
  }

  @Test
  void badObjectivesAreOneLineNamingTheOptionAndTheForm() {
    IllegalArgumentException e = org.junit.jupiter.api.Assertions.assertThrows(IllegalArgumentException.class,
        () -> ServiceLevelObjectives.parse("--slo", "READ.p98<=5ms"));
    assertEquals("Invalid value 'READ.p98<=5ms' for option '--slo': 'READ.p98<=5ms' is not an objective; expected "
        + ServiceLevelObjectives.EXPECTED, e.getMessage());
    assertEquals(2500, ServiceLevelObjectives.parse("--slo", "update.p99.9<=2.5ms").objectives().get(0).boundUs());
  }
}
