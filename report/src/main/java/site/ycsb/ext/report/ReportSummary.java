/*
 * Copyright (c) 2026 ycsb-ext contributors.
 * Licensed under the Apache License, Version 2.0 (http://www.apache.org/licenses/LICENSE-2.0).
 */
package site.ycsb.ext.report;

import java.io.IOException;
import java.io.Writer;
import java.nio.file.Path;
import java.time.Duration;
import java.time.Instant;
import java.time.ZoneOffset;
import java.time.format.DateTimeFormatter;
import java.util.ArrayList;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.Set;

/**
 * The result of {@link Report#summarize()}: one {@link RunSummary} per run, in the order given, and their renderings
 * (text, Markdown, JSON, CSV, and with {@link #writeTo} figures and an HTML page). Immutable; rendering is
 * thread-safe.
 */
public final class ReportSummary {

  /** Format identifier written into the JSON output. */
  public static final String JSON_FORMAT = "ycsb-ext-report/1";

  private static final DateTimeFormatter TIME = DateTimeFormatter.ofPattern("yyyy-MM-dd HH:mm:ss'Z'", Locale.US)
      .withZone(ZoneOffset.UTC);

  private final List<RunSummary> runs;
  private final Duration warmup;

  ReportSummary(List<RunSummary> runs, Duration warmup) {
    this.runs = List.copyOf(runs);
    this.warmup = warmup;
  }

  /** The runs, in the order given. */
  public List<RunSummary> runs() {
    return runs;
  }

  /** The run with this label, or {@code null}. */
  public RunSummary run(String label) {
    return runs.stream().filter(r -> r.label().equals(label)).findFirst().orElse(null);
  }

  /** The warm-up left out of every run. */
  public Duration warmup() {
    return warmup;
  }

  /** Every warning of every run, prefixed with the run's label when there are several runs. */
  public List<String> warnings() {
    List<String> all = new ArrayList<>();
    for (RunSummary r : runs) {
      for (String w : r.warnings()) {
        all.add(runs.size() > 1 ? r.label() + ": " + w : w);
      }
    }
    return all;
  }

  /** The tables, in reading order: per run its operations, hosts and statuses, then the comparisons. */
  List<Table> tables() {
    List<Table> tables = new ArrayList<>();
    for (RunSummary r : runs) {
      tables.add(operationsTable(r));
      tables.add(hostsTable(r));
      Table statuses = statusTable(r);
      if (!statuses.isEmpty()) {
        tables.add(statuses);
      }
    }
    if (runs.size() > 1) {
      tables.add(comparisonTable());
      tables.add(curveTable());
    }
    return tables;
  }

  /** One line per run saying what was measured. */
  List<String> headlines() {
    List<String> lines = new ArrayList<>();
    for (RunSummary r : runs) {
      lines.add(String.format(Locale.US, "Run %s: %d host%s, measured %s to %s (%s) after a warm-up of %s", r.label(),
          r.hosts().size(), r.hosts().size() == 1 ? "" : "s", time(r.measuredStartMs()), time(r.measuredEndMs()),
          duration(Duration.ofMillis(r.measuredEndMs() - r.measuredStartMs())), duration(r.warmup())));
    }
    return lines;
  }

  /** Operations of one run: counts, throughput and its variation across windows, latency percentiles (ms). */
  Table operationsTable(RunSummary r) {
    Table t = new Table("Run " + r.label() + ": operations (latency in ms; throughput in ops/s)",
        List.of("operation", "count", "throughput", "window stddev", "window variance", "windows", "mean", "p50",
            "p95", "p99", "p99.9", "max"));
    List<OpSummary> rows = new ArrayList<>(r.operations());
    rows.add(r.overall());
    for (OpSummary o : rows) {
      t.row(List.of(o.operation(), String.format(Locale.US, "%,d", o.count()), ops(o.throughput()),
          decimal(o.stddev(), 1), decimal(o.variance(), 1), String.format(Locale.US, "%,d", o.windows()),
          ms(o.meanUs()), ms(o.p50Us()), ms(o.p95Us()), ms(o.p99Us()), ms(o.p999Us()),
          (o.overflow() > 0 ? ">" : "") + ms(o.maxUs())));
    }
    return t;
  }

  /** One row per client host: a lagging or failed host stands out in the last columns. */
  Table hostsTable(RunSummary r) {
    Table t = new Table("Run " + r.label() + ": hosts (all operations; latency in ms)",
        List.of("host", "outcome", "first window", "last window end", "windows", "ops", "throughput", "vs median",
            "p95", "p99", "max", "note"));
    for (HostSummary h : r.hosts()) {
      t.row(List.of(h.host(), h.outcome(), time(h.firstWindowMs()), time(h.lastWindowEndMs()),
          String.format(Locale.US, "%,d", h.windows()), String.format(Locale.US, "%,d", h.count()),
          ops(h.throughput()), String.format(Locale.US, "%+.1f%%", h.vsMedian() * 100), ms(h.p95Us()),
          ms(h.p99Us()), ms(h.maxUs()), h.note().isEmpty() ? "ok" : h.note()));
    }
    return t;
  }

  /** The {@code Return=} counts of the hosts' manifests (whole run, warm-up included). */
  Table statusTable(RunSummary r) {
    Set<String> statuses = new LinkedHashSet<>();
    r.statusCounts().values().forEach(m -> statuses.addAll(m.keySet()));
    List<String> header = new ArrayList<>();
    header.add("operation");
    header.addAll(statuses);
    Table t = new Table("Run " + r.label() + ": operations per status (from the manifests, whole run)", header);
    for (Map.Entry<String, Map<String, Long>> e : r.statusCounts().entrySet()) {
      List<String> row = new ArrayList<>();
      row.add(e.getKey());
      for (String s : statuses) {
        Long n = e.getValue().get(s);
        row.add(n == null ? "-" : String.format(Locale.US, "%,d", n));
      }
      t.row(row);
    }
    return t;
  }

  /** The primary operations present in any run, in workload order. */
  List<String> primaryOperations() {
    Set<String> ops = new java.util.TreeSet<>(RunMerger.operationOrder());
    for (RunSummary r : runs) {
      r.operations().stream().map(OpSummary::operation).filter(OpSummary::isPrimary).forEach(ops::add);
    }
    return new ArrayList<>(ops);
  }

  /**
   * The published Table 1 shape: per run the throughput of each primary operation and its p95 (ms); then, for every
   * run after the first, a ratio row saying how many times the first run is ahead: throughput first / other,
   * latency other / first (as in the published "3.6x" and "0.67x").
   */
  Table comparisonTable() {
    List<String> ops = primaryOperations();
    List<String> header = new ArrayList<>();
    header.add("");
    for (String op : ops) {
      header.add(title(op) + " throughput");
    }
    for (String op : ops) {
      header.add("p95 " + op.toLowerCase(Locale.ROOT) + " (ms)");
    }
    Table t = new Table("Comparison (after warm-up; throughput in ops/s)", header);
    for (RunSummary r : runs) {
      List<String> row = new ArrayList<>();
      row.add(r.label());
      for (String op : ops) {
        OpSummary o = r.operation(op);
        row.add(o == null ? "-" : ops(o.throughput()));
      }
      for (String op : ops) {
        OpSummary o = r.operation(op);
        row.add(o == null ? "-" : ms(o.p95Us()));
      }
      t.row(row);
    }
    RunSummary first = runs.get(0);
    for (RunSummary other : runs.subList(1, runs.size())) {
      List<String> row = new ArrayList<>();
      row.add(runs.size() == 2 ? "Ratio" : "Ratio " + first.label() + " / " + other.label());
      for (String op : ops) {
        row.add(ratio(value(first, op, true), value(other, op, true)));
      }
      for (String op : ops) {
        row.add(ratio(value(other, op, false), value(first, op, false)));
      }
      t.row(row);
    }
    return t;
  }

  private static double value(RunSummary r, String op, boolean throughput) {
    OpSummary o = r.operation(op);
    if (o == null) {
      return Double.NaN;
    }
    return throughput ? o.throughput() : o.p95Us();
  }

  /** Throughput against latency, one point per run in the order given (load steps: clients or threads). */
  Table curveTable() {
    List<String> ops = primaryOperations();
    List<String> header = new ArrayList<>();
    header.add("run");
    header.add("throughput (ops/s)");
    for (String op : ops) {
      header.add("p95 " + op.toLowerCase(Locale.ROOT) + " (ms)");
      header.add("p99 " + op.toLowerCase(Locale.ROOT) + " (ms)");
    }
    Table t = new Table("Throughput and latency per run (load steps in the order given)", header);
    for (RunSummary r : runs) {
      List<String> row = new ArrayList<>();
      row.add(r.label());
      row.add(ops(r.overall().throughput()));
      for (String op : ops) {
        OpSummary o = r.operation(op);
        row.add(o == null ? "-" : ms(o.p95Us()));
        row.add(o == null ? "-" : ms(o.p99Us()));
      }
      t.row(row);
    }
    return t;
  }

  /** The summary as plain text: warnings first, then every table. */
  public String toText() {
    StringBuilder out = new StringBuilder();
    List<String> warnings = warnings();
    if (!warnings.isEmpty()) {
      out.append("WARNINGS\n");
      warnings.forEach(w -> out.append("  ! ").append(w).append('\n'));
      out.append('\n');
    }
    headlines().forEach(l -> out.append(l).append('\n'));
    for (Table t : tables()) {
      out.append('\n').append(t.toText());
    }
    return out.toString();
  }

  /** The summary as Markdown: warnings first, then every table. */
  public String toMarkdown() {
    StringBuilder out = new StringBuilder("# Benchmark report\n\n");
    List<String> warnings = warnings();
    if (!warnings.isEmpty()) {
      out.append("**Warnings**\n\n");
      warnings.forEach(w -> out.append("- ").append(w.replace("|", "\\|")).append('\n'));
      out.append('\n');
    }
    headlines().forEach(l -> out.append("- ").append(l).append('\n'));
    out.append('\n');
    tables().forEach(t -> out.append(t.toMarkdown()));
    return out.toString();
  }

  /**
   * The summary as JSON ({@value #JSON_FORMAT}): times in epoch ms, latencies in microseconds, throughput in ops/s,
   * variance in (ops/s)^2.
   */
  public String toJson() {
    StringBuilder out = new StringBuilder("{\n  \"format\": ").append(Json.quote(JSON_FORMAT))
        .append(",\n  \"warmupSeconds\": ").append(Json.number(warmup.toMillis() / 1000.0))
        .append(",\n  \"runs\": [");
    for (int i = 0; i < runs.size(); i++) {
      RunSummary r = runs.get(i);
      out.append(i == 0 ? "\n" : ",\n").append("    {\n      \"label\": ").append(Json.quote(r.label()))
          .append(",\n      \"firstWindowMs\": ").append(r.firstWindowMs())
          .append(",\n      \"measuredStartMs\": ").append(r.measuredStartMs())
          .append(",\n      \"measuredEndMs\": ").append(r.measuredEndMs())
          .append(",\n      \"warnings\": [");
      for (int w = 0; w < r.warnings().size(); w++) {
        out.append(w == 0 ? "" : ", ").append(Json.quote(r.warnings().get(w)));
      }
      out.append("],\n      \"operations\": [");
      List<OpSummary> ops = new ArrayList<>(r.operations());
      ops.add(r.overall());
      for (int o = 0; o < ops.size(); o++) {
        out.append(o == 0 ? "\n" : ",\n").append("        ").append(json(ops.get(o)));
      }
      out.append("\n      ],\n      \"hosts\": [");
      for (int h = 0; h < r.hosts().size(); h++) {
        HostSummary s = r.hosts().get(h);
        out.append(h == 0 ? "\n" : ",\n").append("        {\"host\": ").append(Json.quote(s.host()))
            .append(", \"outcome\": ").append(Json.quote(s.outcome()))
            .append(", \"firstWindowMs\": ").append(s.firstWindowMs())
            .append(", \"lastWindowEndMs\": ").append(s.lastWindowEndMs())
            .append(", \"windows\": ").append(s.windows())
            .append(", \"missingWindows\": ").append(s.missingWindows())
            .append(", \"count\": ").append(s.count())
            .append(", \"throughput\": ").append(Json.number(s.throughput()))
            .append(", \"vsMedian\": ").append(Json.number(s.vsMedian()))
            .append(", \"p95Us\": ").append(Json.number(s.p95Us()))
            .append(", \"p99Us\": ").append(Json.number(s.p99Us()))
            .append(", \"maxUs\": ").append(Json.number(s.maxUs()))
            .append(", \"note\": ").append(Json.quote(s.note())).append('}');
      }
      out.append("\n      ],\n      \"statusCounts\": {");
      boolean first = true;
      for (Map.Entry<String, Map<String, Long>> e : r.statusCounts().entrySet()) {
        out.append(first ? "" : ", ").append(Json.quote(e.getKey())).append(": {");
        boolean f2 = true;
        for (Map.Entry<String, Long> s : e.getValue().entrySet()) {
          out.append(f2 ? "" : ", ").append(Json.quote(s.getKey())).append(": ").append(s.getValue());
          f2 = false;
        }
        out.append('}');
        first = false;
      }
      out.append("}\n    }");
    }
    return out.append("\n  ]\n}\n").toString();
  }

  private static String json(OpSummary o) {
    return "{\"operation\": " + Json.quote(o.operation()) + ", \"count\": " + o.count()
        + ", \"throughput\": " + Json.number(o.throughput()) + ", \"windows\": " + o.windows()
        + ", \"windowMean\": " + Json.number(o.windowMean()) + ", \"variance\": " + Json.number(o.variance())
        + ", \"stddev\": " + Json.number(o.stddev()) + ", \"minUs\": " + Json.number(o.minUs())
        + ", \"meanUs\": " + Json.number(o.meanUs()) + ", \"p50Us\": " + Json.number(o.p50Us())
        + ", \"p95Us\": " + Json.number(o.p95Us()) + ", \"p99Us\": " + Json.number(o.p99Us())
        + ", \"p999Us\": " + Json.number(o.p999Us()) + ", \"maxUs\": " + Json.number(o.maxUs())
        + ", \"overflow\": " + o.overflow() + ", \"layout\": " + Json.quote(o.layout()) + "}";
  }

  /** Summary CSV: one line per run and operation, raw numbers (latency in microseconds; empty when undefined). */
  public String toCsv() {
    StringBuilder out = new StringBuilder(Table.csvLine(List.of("run", "operation", "count", "throughput_ops_s",
        "windows", "window_mean_ops_s", "window_variance", "window_stddev_ops_s", "min_us", "mean_us", "p50_us",
        "p95_us", "p99_us", "p99_9_us", "max_us", "overflow")));
    for (RunSummary r : runs) {
      List<OpSummary> ops = new ArrayList<>(r.operations());
      ops.add(r.overall());
      for (OpSummary o : ops) {
        out.append(Table.csvLine(List.of(r.label(), o.operation(), Long.toString(o.count()), csv(o.throughput()),
            Long.toString(o.windows()), csv(o.windowMean()), csv(o.variance()), csv(o.stddev()), csv(o.minUs()),
            csv(o.meanUs()), csv(o.p50Us()), csv(o.p95Us()), csv(o.p99Us()), csv(o.p999Us()), csv(o.maxUs()),
            Long.toString(o.overflow()))));
      }
    }
    return out.toString();
  }

  /** Writes the per-window series of every run as CSV (epoch ms, ops/s, microseconds); streams, one line a window. */
  public void writeTimeSeriesCsv(Writer out) throws IOException {
    out.write(Table.csvLine(List.of("run", "operation", "window_start_ms", "window_length_ms", "count", "ops_per_s",
        "p95_us", "p99_us")));
    for (RunSummary r : runs) {
      for (Map.Entry<String, WindowSeries> e : r.series().entrySet()) {
        WindowSeries s = e.getValue();
        String prefix = Table.csvLine(List.of(r.label(), e.getKey())).stripTrailing();
        for (int i = 0; i < s.size(); i++) {
          out.write(prefix + "," + s.startMs(i) + "," + s.lengthMs(i) + "," + s.count(i) + ","
              + csv(s.opsPerSec(i)) + "," + csv(s.p95Us(i)) + "," + csv(s.p99Us(i)) + "\n");
        }
      }
    }
  }

  /**
   * Writes the requested formats into {@code dir} (created if needed): {@code report.txt}, {@code report.md},
   * {@code report.json}, {@code summary.csv} + {@code timeseries.csv}, and {@code report.html} with its figures
   * embedded as PNG data URIs (the PNG and SVG files are also written to {@code figures/}).
   *
   * @return the files written
   */
  public List<Path> writeTo(Path dir, Set<ReportFormat> formats) throws IOException {
    return new ReportWriter(this).write(dir, formats);
  }

  /** A CSV number: empty for NaN (an empty window has no percentile). */
  private static String csv(double v) {
    return Double.isNaN(v) || Double.isInfinite(v) ? "" : Json.number(v);
  }

  static String ops(double v) {
    return Double.isNaN(v) ? "-" : String.format(Locale.US, "%,.0f", v);
  }

  static String decimal(double v, int digits) {
    return Double.isNaN(v) ? "-" : String.format(Locale.US, "%,." + digits + "f", v);
  }

  /** Microseconds shown as milliseconds with three decimals. */
  static String ms(double us) {
    return Double.isNaN(us) ? "-" : String.format(Locale.US, "%.3f", us / 1000.0);
  }

  static String ratio(double numerator, double denominator) {
    if (Double.isNaN(numerator) || Double.isNaN(denominator) || denominator == 0) {
      return "-";
    }
    double r = numerator / denominator;
    return String.format(Locale.US, r >= 10 ? "%.0fx" : r >= 1 ? "%.1fx" : "%.2fx", r);
  }

  static String time(long epochMs) {
    return epochMs <= 0 ? "-" : TIME.format(Instant.ofEpochMilli(epochMs));
  }

  /** A duration as the report's options write it: {@code 2h}, {@code 1h30m}, {@code 90s}, {@code 0}. */
  static String duration(Duration d) {
    long ms = d.toMillis();
    if (ms == 0) {
      return "0";
    }
    StringBuilder out = new StringBuilder();
    long h = ms / 3_600_000;
    long m = ms / 60_000 % 60;
    long s = ms / 1000 % 60;
    long rest = ms % 1000;
    if (h > 0) {
      out.append(h).append('h');
    }
    if (m > 0) {
      out.append(m).append('m');
    }
    if (s > 0) {
      out.append(s).append('s');
    }
    if (rest > 0) {
      out.append(rest).append("ms");
    }
    return out.toString();
  }

  private static String title(String op) {
    String lower = op.toLowerCase(Locale.ROOT);
    return Character.toUpperCase(lower.charAt(0)) + lower.substring(1);
  }
}
