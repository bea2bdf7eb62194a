/*
 * Copyright (c) 2026 ycsb-ext contributors.
 * Licensed under the Apache License, Version 2.0 (http://www.apache.org/licenses/LICENSE-2.0).
 */
package site.ycsb.ext.report;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;
import java.util.Map;
import org.HdrHistogram.Histogram;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import site.ycsb.ext.contract.Manifest;
import site.ycsb.ext.report.input.HostSource;
import site.ycsb.ext.report.input.RunSource;
import site.ycsb.ext.report.model.HostSummary;
import site.ycsb.ext.report.model.OpSummary;
import site.ycsb.ext.report.model.ReportSummary;
import site.ycsb.ext.report.model.RunSummary;
import site.ycsb.ext.report.model.WindowSeries;
import site.ycsb.ext.report.render.TextRenderer;

/** What the report accepts and how it names what it cannot use. */
class ReportInputTest {

  @TempDir
  Path tmp;

  private static List<Histogram> windows(int n, long valueUs) {
    List<Histogram> list = new ArrayList<>();
    for (int i = 0; i < n; i++) {
      Histogram h = LogFixture.histogram();
      h.recordValueWithCount(valueUs + i, 10 + i);
      list.add(h);
    }
    return list;
  }

  private static ReportSummary summarize(Path dir) {
    return Report.of(List.of(RunSource.discover(null, dir))).summarize();
  }

  @Test
  void truncatedLogNamesFileAndLine() throws IOException {
    Path file = LogFixture.writeHlog(tmp.resolve("run"), "READ", 1000, windows(5, 300), LogFixture.T0);
    byte[] bytes = Files.readAllBytes(file);
    Files.write(file, Arrays.copyOf(bytes, bytes.length - 30));
    List<String> lines = Files.readAllLines(file);
    ReportInputException e = assertThrows(ReportInputException.class, () -> summarize(tmp.resolve("run")));
    assertTrue(e.getMessage().contains(file.toString()), e.getMessage());
    assertTrue(e.getMessage().contains("at line " + lines.size() + " (byte "), e.getMessage());
    assertTrue(e.getMessage().startsWith("Corrupt or truncated interval log"), e.getMessage());
  }

  @Test
  void logCutInsideItsFieldsNamesTheFields() throws IOException {
    Path file = LogFixture.writeHlog(tmp.resolve("run"), "READ", 1000, windows(3, 300), LogFixture.T0);
    String text = Files.readString(file);
    int lastLine = text.lastIndexOf("Tag=READ,");
    Files.writeString(file, text.substring(0, lastLine + "Tag=READ,1700000002.000,".length()));
    ReportInputException e = assertThrows(ReportInputException.class, () -> summarize(tmp.resolve("run")));
    assertTrue(e.getMessage().contains("expected start,length,max,histogram"), e.getMessage());
  }

  @Test
  void aFifthFieldInsideTheHistogramIsRefusedWithTheFields() throws IOException {
    Path file = LogFixture.writeHlog(tmp.resolve("run"), "READ", 1000, windows(3, 300), LogFixture.T0);
    // a comma where the last line's first 'A' stood: read as an 'A' (six zero bits), the line would decode unchanged
    LogFixture.editHistogram(file, 1, text -> text.replaceFirst("A", ","));
    ReportInputException e = assertThrows(ReportInputException.class, () -> summarize(tmp.resolve("run")));
    assertTrue(e.getMessage().contains("found 5 fields"), e.getMessage());
  }

  @Test
  void corruptHistogramNamesItsLine() throws IOException {
    Path file = LogFixture.writeHlog(tmp.resolve("run"), "READ", 1000, windows(4, 300), LogFixture.T0);
    List<String> lines = new ArrayList<>(Files.readAllLines(file));
    int target = -1;
    for (int i = 0; i < lines.size(); i++) {
      if (lines.get(i).startsWith("Tag=") && target < 0) {
        target = i;
      }
    }
    String line = lines.get(target + 1);
    int payload = line.lastIndexOf(',') + 1;
    lines.set(target + 1, line.substring(0, payload + 4) + "AAAAAAAAAAAAAAAA" + line.substring(payload + 20));
    Files.write(file, lines);
    ReportInputException e = assertThrows(ReportInputException.class, () -> summarize(tmp.resolve("run")));
    assertTrue(e.getMessage().contains("READ.hlog' at line " + (target + 2) + " "), e.getMessage());
    assertTrue(e.getMessage().contains("does not decode"), e.getMessage());
  }

  @Test
  void emptyRunDirectorySaysWhatItExpected() throws IOException {
    Files.createDirectories(tmp.resolve("empty/host-1"));
    ReportInputException e = assertThrows(ReportInputException.class, () -> summarize(tmp.resolve("empty")));
    assertTrue(e.getMessage().startsWith("No run output in '"), e.getMessage());
    assertTrue(e.getMessage().contains("manifest.json") && e.getMessage().contains("<OP>.hlog"), e.getMessage());
  }

  @Test
  void missingRunDirectoryIsNamed() {
    ReportInputException e = assertThrows(ReportInputException.class,
        () -> RunSource.discover(null, tmp.resolve("nope/deeper")));
    assertTrue(e.getMessage().contains("nope/deeper' does not exist"), e.getMessage());
  }

  @Test
  void forkJsonWindowsOfUnalignedHostsAddBucketByBucket() throws IOException {
    // lines as the 2016 fork wrote them: windows start at the previous write time, only non-zero buckets
    Path a = Files.createDirectories(tmp.resolve("fork/a"));
    Path b = Files.createDirectories(tmp.resolve("fork/b"));
    Files.writeString(a.resolve("READ.json"),
        "{\"start\":1700000000.013,\"end\":1700000001.014,\"opsec\":10.0,\"scale\":1.0E-4,"
            + "\"linear\":{\"3\":6,\"9\":4}}\n"
            + "{\"start\":1700000001.014,\"end\":1700000002.012,\"opsec\":2.0,\"scale\":1.0E-4,"
            + "\"linear\":{\"0\":1,\">1000\":1}}\n");
    Files.writeString(b.resolve("READ.json"),
        "{\"start\":1700000000.498,\"end\":1700000001.497,\"opsec\":10.0,\"scale\":1.0E-4,"
            + "\"linear\":{\"3\":10}}\n");
    RunSummary run = summarize(tmp.resolve("fork")).runs().get(0);
    OpSummary read = run.operation("READ");
    assertEquals(22, read.count());
    assertEquals(1, read.overflow());
    WindowSeries s = run.series().get("READ");
    assertEquals(2, s.size());
    assertEquals(LogFixture.T0, s.startMs(0));
    assertEquals(20, s.count(0));
    assertEquals(LogFixture.T0 + 1000, s.startMs(1));
    // bucket 3 of 100 us covers [300, 400) us: its upper edge 400 us holds 16 of 22 values
    assertEquals(400, read.p50Us());
    assertEquals(1000, read.p95Us());
    assertEquals(100_000, read.maxUs(), 100, "at the overflow limit, within HdrHistogram precision");
    assertTrue(run.warnings().stream().anyMatch(w -> w.contains("exceeded the last linear bucket")));
  }

  @Test
  void mismatchedBucketLayoutsAcrossHostsAreAnError() throws IOException {
    Path a = Files.createDirectories(tmp.resolve("fork/a"));
    Path b = Files.createDirectories(tmp.resolve("fork/b"));
    Files.writeString(a.resolve("UPDATE.json"), "{\"start\":1700000000.0,\"end\":1700000001.0,\"opsec\":1,"
        + "\"scale\":1.0E-4,\"linear\":{\"3\":1}}\n");
    Files.writeString(b.resolve("UPDATE.json"), "{\"start\":1700000000.0,\"end\":1700000001.0,\"opsec\":1,"
        + "\"scale\":0.001,\"linear\":{\"3\":1}}\n");
    ReportInputException e = assertThrows(ReportInputException.class, () -> summarize(tmp.resolve("fork")));
    assertTrue(e.getMessage().startsWith("Mismatched bucket layouts for UPDATE"), e.getMessage());
    assertTrue(e.getMessage().contains("100 us") && e.getMessage().contains("1000 us"), e.getMessage());
    assertTrue(e.getMessage().contains("periodichistogram.bucket.interval"), e.getMessage());
  }

  @Test
  void corruptJsonLineNamesFileAndLine() throws IOException {
    Path a = Files.createDirectories(tmp.resolve("fork/a"));
    Files.writeString(a.resolve("READ.json"), "{\"start\":1700000000.0,\"end\":1700000001.0,\"opsec\":1,"
        + "\"scale\":1.0E-4,\"linear\":{\"3\":1}}\n{\"start\":1700000001.0,\"end\":17000");
    ReportInputException e = assertThrows(ReportInputException.class, () -> summarize(tmp.resolve("fork")));
    assertTrue(e.getMessage().contains("READ.json' at line 2 (byte "), e.getMessage());
  }

  @Test
  void fanOutDirectoryIsFoundByManifestsWithTheirWarningsAndStatuses() throws IOException {
    Path run = tmp.resolve("results/run-7");
    for (String host : List.of("client-1", "client-2")) {
      Path dir = run.resolve(host);
      LogFixture.writeHlog(dir, "READ", 1000, windows(6, 200), LogFixture.T0);
      LogFixture.writeHlog(dir, "READ-FAILED", 1000, windows(6, 900), LogFixture.T0);
      LogFixture.writeManifest(dir, host, "aerospike-primary", 6_000,
          List.of("as.update=replace with writeallfields=false shrinks records"),
          List.of(new Manifest.Metric("READ", "Return=OK", 120), new Manifest.Metric("READ", "Return=TIMEOUT", 3)));
    }
    ReportSummary summary = summarize(run);
    RunSummary r = summary.runs().get(0);
    assertEquals("aerospike-primary", r.label());
    assertEquals(List.of("client-1", "client-2"), r.hosts().stream().map(HostSummary::host).toList());
    assertEquals(240L, r.statusCounts().get("READ").get("OK"));
    assertEquals(6L, r.statusCounts().get("READ").get("TIMEOUT"));
    assertEquals(List.of("as.update=replace with writeallfields=false shrinks records [client-1, client-2]",
        "150 READ operations failed in the measured period", "READ returned 6 TIMEOUT (manifests, whole run)"),
        r.warnings());
    assertEquals(r.operation("READ").count() + r.operation("READ-FAILED").count(), r.overall().count());
    String text = TextRenderer.render(summary);
    assertTrue(text.startsWith("Benchmark report\n\nWARNINGS\n  ! as.update=replace"), text);

    Path partial = run.resolve("client-3");
    LogFixture.writeHlog(partial, "READ", 1000, windows(6, 200), LogFixture.T0);
    HostSummary third = summarize(run).runs().get(0).hosts().get(2);
    assertEquals("client-3", third.host());
    assertTrue(third.note().contains("no manifest"), third.note());
    assertTrue(text.contains("completed (exit 0)"), text);
  }

  @Test
  void outputPrefixSelectsOneHostsFiles() throws IOException {
    Path dir = tmp.resolve("shared");
    LogFixture.writeHlog(dir, "node1-READ", 1000, windows(3, 200), LogFixture.T0);
    LogFixture.writeHlog(dir, "node2-READ", 1000, windows(3, 900), LogFixture.T0);
    RunSummary r = Report.of(List.of(RunSource.discover("n1", dir.resolve("node1-")))).summarize().runs().get(0);
    assertEquals(List.of("READ"), r.operations().stream().map(OpSummary::operation).toList());
    assertEquals(10 + 11 + 12, r.operation("READ").count());
    assertEquals(202, r.operation("READ").maxUs(), 0.5);
  }

  @Test
  void hlogWithRelativeTimestampsIsReadAgainstItsStartTime() throws IOException {
    Path dir = Files.createDirectories(tmp.resolve("rel"));
    Histogram h = LogFixture.histogram();
    h.recordValue(1234);
    java.io.ByteArrayOutputStream bytes = new java.io.ByteArrayOutputStream();
    try (java.io.PrintStream out = new java.io.PrintStream(bytes, true, StandardCharsets.US_ASCII)) {
      org.HdrHistogram.HistogramLogWriter writer = new org.HdrHistogram.HistogramLogWriter(out);
      writer.outputStartTime(LogFixture.T0);
      writer.setBaseTime(LogFixture.T0);
      writer.outputLegend();
      h.setStartTimeStamp(LogFixture.T0 + 2000);
      h.setEndTimeStamp(LogFixture.T0 + 3000);
      writer.outputIntervalHistogram(h);
    }
    Files.write(dir.resolve("SCAN.hlog"), bytes.toByteArray());
    WindowSeries s = summarize(dir).runs().get(0).series().get("SCAN");
    assertEquals(LogFixture.T0 + 2000, s.startMs(0));
  }

  @Test
  void unalignedIntervalLogsOfOtherToolsAreAlignedToTheirWindowGrid() throws IOException {
    // two hosts whose 1-s windows start 13 ms and 498 ms after the second (e.g. upstream's hdrhistogram.fileoutput)
    LogFixture.writeHlog(tmp.resolve("run/a"), "READ", 1000, windows(4, 300), LogFixture.T0 + 13);
    LogFixture.writeHlog(tmp.resolve("run/b"), "READ", 1000, windows(4, 300), LogFixture.T0 - 498);
    WindowSeries s = summarize(tmp.resolve("run")).runs().get(0).series().get("READ");
    assertEquals(4, s.size());
    for (int w = 0; w < 4; w++) {
      assertEquals(LogFixture.T0 + 1000L * w, s.startMs(w));
      assertEquals(2 * (10 + w), s.count(w));
    }
  }

  /** Writes a log the way upstream YCSB's hdrhistogram.fileoutput does: untagged, relative to its start time. */
  private static void writeUpstreamHdr(Path file, long startMs, int windows, long valueUs) throws IOException {
    Files.createDirectories(file.getParent());
    try (java.io.PrintStream out = new java.io.PrintStream(Files.newOutputStream(file), false,
        StandardCharsets.US_ASCII)) {
      org.HdrHistogram.HistogramLogWriter writer = new org.HdrHistogram.HistogramLogWriter(out);
      writer.outputComment("[Logging for: READ]");
      writer.outputLogFormatVersion();
      writer.outputStartTime(startMs);
      writer.setBaseTime(startMs);
      writer.outputLegend();
      for (int w = 0; w < windows; w++) {
        Histogram h = LogFixture.histogram();
        h.recordValueWithCount(valueUs, 5);
        h.setStartTimeStamp(startMs + 1000L * w);
        h.setEndTimeStamp(startMs + 1000L * (w + 1));
        writer.outputIntervalHistogram(h);
      }
    }
  }

  @Test
  void upstreamHdrIntervalLogsAreReadAndAligned() throws IOException {
    writeUpstreamHdr(tmp.resolve("upstream/a/READ.hdr"), LogFixture.T0 + 120, 3, 700);
    writeUpstreamHdr(tmp.resolve("upstream/b/READ.hdr"), LogFixture.T0 - 250, 3, 900);
    RunSummary r = summarize(tmp.resolve("upstream")).runs().get(0);
    assertEquals(2, r.hosts().size());
    WindowSeries s = r.series().get("READ");
    assertEquals(3, s.size());
    assertEquals(LogFixture.T0, s.startMs(0));
    assertEquals(10, s.count(0));
    assertEquals(900, r.operation("READ").maxUs(), 1);
  }

  @Test
  void hlogIsPreferredToOtherLogsOfTheSameOperation() throws IOException {
    Path dir = tmp.resolve("both");
    LogFixture.writeHlog(dir, "READ", 1000, windows(2, 300), LogFixture.T0);
    writeUpstreamHdr(dir.resolve("READ.hdr"), LogFixture.T0, 2, 5000);
    Files.writeString(dir.resolve("READ.json"), "not read\n");
    HostSource host = RunSource.discover(null, dir).hosts().get(0);
    assertEquals(Map.of("READ", dir.resolve("READ.hlog")), host.operationLogs());
  }
}
