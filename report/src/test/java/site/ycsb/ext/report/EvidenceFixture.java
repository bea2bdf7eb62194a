/*
 * Copyright (c) 2026 ycsb-ext contributors.
 * Licensed under the Apache License, Version 2.0 (http://www.apache.org/licenses/LICENSE-2.0).
 */
package site.ycsb.ext.report;

import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.EnumSet;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Properties;
import org.HdrHistogram.Histogram;
import site.ycsb.ext.contract.Manifest;
import site.ycsb.ext.contract.Outcome;
import site.ycsb.ext.contract.Phase;
import site.ycsb.ext.measurements.HlogFormatBridge;
import site.ycsb.ext.report.input.RunSource;
import site.ycsb.ext.report.model.ReportSummary;
import site.ycsb.ext.report.render.ReportWriter;

/**
 * Hand-built runs for the evidence tests: one host writes five 1-s windows of READ (100 operations at 300 µs each) and
 * a manifest with the server facts, settings in effect and properties given; every format is written and read back.
 */
final class EvidenceFixture {
  /** The DB class of each built-in binding, as its manifest names it. */
  static final Map<String, String> DB_CLASSES = Map.of("aerospike", "site.ycsb.db.AerospikeClient", "couchbase2",
      "site.ycsb.db.couchbase2.Couchbase2Client");

  /** The text formats and what they are written to. */
  static final List<String> TEXT_FILES = List.of("report.txt", "report.md", "report.html", "report.tex",
      "report.json");

  private EvidenceFixture() {
  }

  /** One host's output directory {@code dir}, with a manifest. */
  static Path host(Path dir, String binding, Map<String, String> server, Map<String, String> settings,
      Map<String, String> properties) throws IOException {
    return host(dir, binding, server, settings, properties, List.of());
  }

  /**
   * A host killed before its manifest: {@code windows} 1-s windows of READ (100 operations each) in a log as the
   * engine writes it (the wall-clock grid stated, so it reads as ycsb-ext's), and no manifest.
   */
  static Path killedHost(Path dir, int windows) throws IOException {
    List<Histogram> histograms = new ArrayList<>();
    List<long[]> bounds = new ArrayList<>();
    for (int w = 0; w < windows; w++) {
      Histogram h = LogFixture.histogram();
      h.recordValueWithCount(300, 100);
      histograms.add(h);
      bounds.add(new long[] {LogFixture.T0 + w * 1000L, LogFixture.T0 + (w + 1) * 1000L});
    }
    Files.createDirectories(dir);
    Files.deleteIfExists(dir.resolve(Manifest.FILE_NAME));
    Files.writeString(dir.resolve("READ.hlog"), HlogFormatBridge.log("READ", 1000, histograms, bounds),
        StandardCharsets.US_ASCII);
    return dir;
  }

  /** One host's output directory {@code dir}, with a manifest exporting {@code summary} (e.g. Return= counts). */
  static Path host(Path dir, String binding, Map<String, String> server, Map<String, String> settings,
      Map<String, String> properties, List<Manifest.Metric> summary) throws IOException {
    List<Histogram> windows = new ArrayList<>();
    for (int w = 0; w < 5; w++) {
      Histogram h = LogFixture.histogram();
      h.recordValueWithCount(300, 100);
      windows.add(h);
    }
    List<Path> files = List.of(LogFixture.writeHlog(dir, "READ", 1000, windows, LogFixture.T0));
    Manifest.Builder m = new Manifest.Builder();
    m.phase = Phase.RUN;
    m.binding = binding;
    m.dbClass = DB_CLASSES.getOrDefault(binding, "site.ycsb.BasicDB");
    m.clientVersion = "1.0";
    m.host = dir.getFileName().toString();
    m.startEpochMs = LogFixture.T0;
    m.endEpochMs = LogFixture.T0 + 5_000;
    m.windowMs = 1000;
    m.outcome = Outcome.COMPLETED;
    m.operations = 500;
    m.server.putAll(server);
    m.settings.putAll(settings);
    m.summary.addAll(summary);
    Properties props = new Properties();
    props.putAll(properties);
    m.properties(props).files(files).build().write(dir.resolve(Manifest.FILE_NAME));
    return dir;
  }

  /** The summary of runs, each a directory labelled by its name. */
  static ReportSummary summarize(Path... dirs) {
    List<RunSource> runs = new ArrayList<>();
    for (Path dir : dirs) {
      runs.add(RunSource.discover(dir.getFileName().toString(), dir));
    }
    return Report.of(runs).summarize();
  }

  /** Writes every format into {@code out} and returns each text file's content by name (figures in figures/). */
  static Map<String, String> writeAll(ReportSummary summary, Path out) throws IOException {
    ReportWriter.write(summary, out, EnumSet.allOf(ReportFormat.class));
    Map<String, String> texts = new LinkedHashMap<>();
    for (String name : TEXT_FILES) {
      texts.put(name, Files.readString(out.resolve(name)));
    }
    return texts;
  }

  /** Text as a reader finds it in any format: TeX's escapes and breaks and HTML's entities undone. */
  static String plain(String text) {
    return text.replace("\\allowbreak{}", "").replace("\\textless{}", "<").replace("\\textgreater{}", ">")
        .replace("$\\div$", "÷").replace("$\\mu$", "µ").replace("\\_", "_").replace("\\&", "&")
        .replace("\\%", "%").replace("\\#", "#").replace("\\$", "$").replace("\\{", "{").replace("\\}", "}")
        .replace("&amp;", "&").replace("&lt;", "<").replace("&gt;", ">").replace("&quot;", "\"")
        .replace("\\\"", "\"").replace("\\|", "|");
  }
}
