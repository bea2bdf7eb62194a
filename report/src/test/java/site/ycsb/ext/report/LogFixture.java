/*
 * Copyright (c) 2026 ycsb-ext contributors.
 * Licensed under the Apache License, Version 2.0 (http://www.apache.org/licenses/LICENSE-2.0).
 */
package site.ycsb.ext.report;

import java.io.IOException;
import java.io.PrintStream;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.function.UnaryOperator;
import org.HdrHistogram.Histogram;
import org.HdrHistogram.HistogramLogWriter;
import site.ycsb.ext.contract.Manifest;
import site.ycsb.ext.contract.Outcome;
import site.ycsb.ext.contract.Phase;

/** Writes real run output for tests: {@code .hlog} files through HdrHistogram's own writer, manifests, fork lines. */
public final class LogFixture {

  /** A wall-clock-aligned start, epoch ms. */
  public static final long T0 = 1_700_000_000_000L;

  private LogFixture() {
  }

  /** A histogram like the measurements module records: microseconds, 3 significant digits. */
  public static Histogram histogram() {
    return new Histogram(3_600_000_000L, 3);
  }

  /**
   * Writes {@code <dir>/<op>.hlog} as the measurements module does: absolute timestamps (base time 0), one
   * interval per window, tag = op.
   */
  public static Path writeHlog(Path dir, String op, long windowMs, List<Histogram> windows, long firstStartMs)
      throws IOException {
    Files.createDirectories(dir);
    Path file = dir.resolve(op + ".hlog");
    try (PrintStream out = new PrintStream(Files.newOutputStream(file), false, StandardCharsets.US_ASCII)) {
      HistogramLogWriter writer = new HistogramLogWriter(out);
      writer.outputComment("[ycsb-ext periodic histogram log, values in microseconds]");
      writer.outputStartTime(firstStartMs);
      writer.setBaseTime(0);
      writer.outputBaseTime(0);
      writer.outputLegend();
      long start = firstStartMs;
      for (Histogram h : windows) {
        h.setStartTimeStamp(start);
        h.setEndTimeStamp(start + windowMs);
        h.setTag(op);
        writer.outputIntervalHistogram(h);
        start += windowMs;
      }
    }
    return file;
  }

  /**
   * Rewrites the histogram text (the last field) of a log's line {@code fromEnd} lines before its end (1: the last
   * line) with {@code edit}, in place.
   */
  public static void editHistogram(Path log, int fromEnd, UnaryOperator<String> edit) throws IOException {
    List<String> lines = new ArrayList<>(Files.readAllLines(log));
    int index = lines.size() - fromEnd;
    String line = lines.get(index);
    int histogram = line.lastIndexOf(',') + 1;
    lines.set(index, line.substring(0, histogram) + edit.apply(line.substring(histogram)));
    Files.write(log, lines);
  }

  /**
   * Writes a {@code manifest.json} through the codec, listing the logs already in {@code dir} (as the engine writes
   * its manifest last), for a run from {@link #T0} lasting {@code runMs}.
   */
  public static void writeManifest(Path dir, String host, String label, long runMs, List<String> warnings,
      List<Manifest.Metric> summary) throws IOException {
    Manifest.Builder m = new Manifest.Builder();
    m.phase = Phase.RUN;
    m.binding = "basic";
    m.dbClass = "site.ycsb.BasicDB";
    m.host = host;
    m.label = label;
    m.startEpochMs = T0;
    m.endEpochMs = T0 + runMs;
    m.outcome = Outcome.COMPLETED;
    m.operations = 100;
    m.throughputOpsPerSec = 10.5;
    m.warnings.addAll(warnings);
    m.summary.addAll(summary);
    java.util.Properties props = new java.util.Properties();
    props.setProperty("as.password", "hunter2");
    List<Path> logs = List.of();
    Files.createDirectories(dir);
    try (java.util.stream.Stream<Path> files = Files.list(dir)) {
      logs = files.filter(f -> f.getFileName().toString().matches(".*\\.(hlog|hdr|json)")
          && !f.getFileName().toString().equals(Manifest.FILE_NAME)).toList();
    }
    m.properties(props).files(logs).build().write(dir.resolve(Manifest.FILE_NAME));
  }
}
