/*
 * Copyright (c) 2026 ycsb-ext contributors.
 * Licensed under the Apache License, Version 2.0 (http://www.apache.org/licenses/LICENSE-2.0).
 */
package site.ycsb.ext.report;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.IOException;
import java.io.PrintWriter;
import java.io.StringWriter;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import org.HdrHistogram.Histogram;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import picocli.CommandLine;
import site.ycsb.ext.contract.DurationParser;
import site.ycsb.ext.contract.Json;
import site.ycsb.ext.report.render.JsonRenderer;

/** {@code report} on the command line: options, exit codes, the files it writes. */
class ReportCommandTest {

  @TempDir
  Path tmp;

  private final StringWriter out = new StringWriter();
  private final StringWriter err = new StringWriter();

  private int run(String... args) {
    CommandLine cmd = new CommandLine(new ReportCommand());
    cmd.setOut(new PrintWriter(out, true));
    cmd.setErr(new PrintWriter(err, true));
    return cmd.execute(args);
  }

  /** A run of {@code windows} 1-s windows: READ at {@code readUs}, UPDATE at twice that, at these rates. */
  static void writeRun(Path dir, int windows, long readsPerWindow, long readUs) throws IOException {
    List<Histogram> reads = new ArrayList<>();
    List<Histogram> updates = new ArrayList<>();
    for (int w = 0; w < windows; w++) {
      Histogram r = LogFixture.histogram();
      r.recordValueWithCount(readUs, readsPerWindow);
      reads.add(r);
      Histogram u = LogFixture.histogram();
      u.recordValueWithCount(readUs * 2, readsPerWindow / 2);
      updates.add(u);
    }
    LogFixture.writeHlog(dir, "READ", 1000, reads, LogFixture.T0);
    LogFixture.writeHlog(dir, "UPDATE", 1000, updates, LogFixture.T0);
  }

  @Test
  void rejectsBadWarmupInOneLine() throws IOException {
    writeRun(tmp.resolve("a"), 3, 10, 100);
    assertEquals(2, run("--warmup", "2x", tmp.resolve("a").toString()));
    String first = err.toString().lines().findFirst().orElse("");
    assertEquals("Invalid value '2x' for option '--warmup': expected " + DurationParser.EXPECTED, first);
  }

  @Test
  void rejectsUnknownFormat() throws IOException {
    writeRun(tmp.resolve("a"), 3, 10, 100);
    assertEquals(2, run("--out", tmp.resolve("o").toString(), "--format", "text,pdf", tmp.resolve("a").toString()));
    assertTrue(err.toString().startsWith("Invalid value 'text,pdf' for option '--format': expected "), err.toString());
  }

  @Test
  void rejectsCompareWithoutLabel() throws IOException {
    writeRun(tmp.resolve("a"), 3, 10, 100);
    assertEquals(2, run("--compare", tmp.resolve("a").toString()));
    assertTrue(err.toString().startsWith("Invalid value '" + tmp.resolve("a") + "' for option '--compare': expected "
        + "LABEL=DIR"), err.toString());
  }

  @Test
  void rejectsMissingRunDirectory() {
    assertEquals(2, run(tmp.resolve("missing/run").toString()));
    assertTrue(err.toString().startsWith("Run directory '"), err.toString());
  }

  @Test
  void corruptLogExitsOneWithOneLine() throws IOException {
    writeRun(tmp.resolve("a"), 3, 10, 100);
    Files.writeString(tmp.resolve("a/READ.hlog"), "Tag=READ,1700000000.000,1.000,0.1,not-base64!\n");
    assertEquals(1, run(tmp.resolve("a").toString()));
    assertEquals(1, err.toString().lines().count(), err.toString());
    assertTrue(err.toString().startsWith("ycsb report: Corrupt or truncated interval log '"), err.toString());
  }

  @Test
  void comparisonHasTheShapeOfThePublishedTable() throws IOException {
    writeRun(tmp.resolve("a"), 10, 400, 300);
    writeRun(tmp.resolve("b"), 10, 100, 600);
    Path report = tmp.resolve("report");
    assertEquals(0, run("--compare", "Aerospike=" + tmp.resolve("a"), "--compare", "Couchbase=" + tmp.resolve("b"),
        "--warmup", "2s", "--out", report.toString()), err.toString());
    String md = Files.readString(report.resolve("report.md"));
    assertTrue(md.contains("|  | Read throughput | Update throughput | p95 read (ms) | p95 update (ms) |"), md);
    assertTrue(md.contains("| Aerospike | 400 | 200 | 0.300 | 0.600 |"), md);
    assertTrue(md.contains("| Couchbase | 100 | 50 | 0.600 | 1.200 |"), md);
    assertTrue(md.contains("| Aerospike vs Couchbase (÷) | 4.0x | 4.0x | 0.50x | 0.50x |"), md);
    assertTrue(md.contains("- Aerospike vs Couchbase, READ: 4.0x the throughput, 0.50x the p95 latency\n"), md);
    assertTrue(Files.readString(report.resolve("report.txt")).contains(
        "  Aerospike vs Couchbase, UPDATE: 4.0x the throughput, 0.50x the p95 latency\n"), "the same words in text");
    assertTrue(Files.readString(report.resolve("report.json")).contains(
        "\"Aerospike vs Couchbase, READ: 4.0x the throughput, 0.50x the p95 latency\""), "and in JSON");
    assertTrue(Files.readString(report.resolve("report.html")).contains(
        "<li>Aerospike vs Couchbase, READ: 4.0x the throughput, 0.50x the p95 latency</li>"), "and in HTML");
    assertTrue(out.toString().contains("Run Aerospike: 1 host, measured 2023-11-14 22:13:22Z"), out.toString());
  }

  @Test
  void writesEveryFormat() throws IOException {
    writeRun(tmp.resolve("a"), 12, 100, 250);
    Path report = tmp.resolve("report");
    assertEquals(0, run("--warmup", "2s", "--out", report.toString(), tmp.resolve("a").toString()), err.toString());
    for (String name : List.of("report.txt", "report.md", "report.json", "summary.csv", "timeseries.csv",
        "report.html", "figures/throughput-read.png", "figures/throughput-read.svg", "figures/latency-update.svg",
        "figures/distribution-update.png")) {
      assertTrue(Files.size(report.resolve(name)) > 0, name);
    }
    Map<String, Object> json = Json.parseObject(Files.readString(report.resolve("report.json")));
    assertEquals(JsonRenderer.FORMAT, json.get("format"));
    assertEquals(2.0, json.get("warmupSeconds"));
    List<String> series = Files.readAllLines(report.resolve("timeseries.csv"));
    assertEquals(1 + 2 * 10, series.size(), "header + 10 measured windows x 2 operations");
    assertEquals("a,READ,1700000002000,1000,100,100,250,250,1,complete", series.get(1));
    List<String> csv = Files.readAllLines(report.resolve("summary.csv"));
    assertEquals(1 + 3, csv.size(), "header, READ, UPDATE, ALL");
    assertTrue(csv.get(3).startsWith("a,ALL,1500,150,10,150,0,0,"), csv.get(3));
    String svg = Files.readString(report.resolve("figures/throughput-read.svg"));
    assertTrue(svg.contains("<svg"), "SVG file holds an svg element");
  }

  @Test
  void warmupThatLeavesNothingToMeasureIsInvalidInputInOneLine() throws IOException {
    writeRun(tmp.resolve("a"), 5, 100, 250);
    Path report = tmp.resolve("report");
    assertEquals(2, run("--warmup", "1h", "--out", report.toString(), tmp.resolve("a").toString()), err.toString());
    assertTrue(err.toString().startsWith("Option '--warmup' (1h) leaves nothing to measure: run 'a' lasted 5s"),
        err.toString());
    assertFalse(Files.exists(report.resolve("report.html")), "nothing is written");
  }

  @Test
  void unwritableOutIsAOneLineUsageErrorBeforeAnyWork() throws IOException {
    writeRun(tmp.resolve("a"), 5, 100, 250);
    assertEquals(2, run("--out", "/proc/ycsb-report", tmp.resolve("a").toString()));
    assertEquals("", out.toString(), "nothing printed before the error");
    assertTrue(err.toString().startsWith("Invalid value '/proc/ycsb-report' for option '--out': expected a directory "
        + "that can be created and written"), err.toString());
  }
}
