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
import site.ycsb.ext.contract.Json;

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
  private final ServiceLevelObjectives slo;

  ReportSummary(List<RunSummary> runs, Duration warmup, ServiceLevelObjectives slo) {
    this.runs = List.copyOf(runs);
    this.warmup = warmup;
    this.slo = slo;
  }

  /** The latency objectives the runs were judged against, or {@code null}. */
  public ServiceLevelObjectives objectives() {
    return slo;
  }

  /**
   * The verdict of the objectives in one line: the highest run, in the order given, that met every objective (with
   * all runs before it), or that none did; empty without objectives.
   */
  public String objectivesVerdict() {
    if (slo == null) {
      return "";
    }
    RunSummary highest = slo.highestMet(runs);
    if (highest == null) {
      return "Objectives " + slo + ": no run met every objective (the first run, " + runs.get(0).label()
          + ", missed " + missed(runs.get(0)) + ")";
    }
    String target = highest.provenance().target();
    return "Objectives " + slo + ": the highest run meeting every objective is " + highest.label()
        + (target.isEmpty() ? "" : " (target " + target + " ops/s)") + " at " + ops(successfulThroughput(highest))
        + " successful ops/s";
  }

  private String missed(RunSummary r) {
    List<String> missed = new ArrayList<>();
    for (ServiceLevelObjectives.Objective o : slo.objectives()) {
      if (!o.metBy(r)) {
        double v = o.valueUs(r);
        missed.add(o.text() + " (" + (Double.isNaN(v) ? "no " + o.operation() : ms(v) + " ms") + ")");
      }
    }
    return String.join(", ", missed);
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
      Table minor = minorOperationsTable(r);
      if (!minor.isEmpty()) {
        tables.add(minor);
      }
      tables.add(hostsTable(r));
      Table statuses = statusTable(r);
      if (!statuses.isEmpty()) {
        tables.add(statuses);
      }
    }
    if (runs.size() > 1) {
      tables.add(comparisonTable());
    }
    if (runs.size() > 1 || slo != null) {
      tables.add(stepsTable());
    }
    return tables;
  }

  /** Operations with fewer samples than this go to the footnote table (with {@code CLEANUP}). */
  static final long MINOR_SAMPLES = 5;

  /** The report's title; it says so when any run was measured against stand-in servers. */
  public String title() {
    boolean standIns = runs.stream().anyMatch(r -> r.provenance().standIns());
    return standIns ? "Benchmark report: STAND-IN SERVERS (these figures measure the tool, not the databases)"
        : "Benchmark report";
  }

  /**
   * One line per run saying what was measured: the period, then the headline throughput of successful operations and
   * the share of operations that failed.
   */
  List<String> headlines() {
    List<String> lines = new ArrayList<>();
    for (RunSummary r : runs) {
      lines.add(String.format(Locale.US, "Run %s: %d host%s, measured %s to %s (%s) after a warm-up of %s: %s "
          + "successful ops/s, %s of operations failed", r.label(), r.hosts().size(), r.hosts().size() == 1 ? "" : "s",
          time(r.measuredStartMs()), time(r.measuredEndMs()),
          duration(Duration.ofMillis(r.measuredEndMs() - r.measuredStartMs())), duration(r.warmup()),
          ops(successfulThroughput(r)), percent(failedShare(r))));
    }
    if (slo != null) {
      lines.add(objectivesVerdict());
    }
    return lines;
  }

  /** The sum of the throughputs of the successful primary operations, ops/s. */
  static double successfulThroughput(RunSummary r) {
    return r.operations().stream().filter(o -> OpSummary.isPrimary(o.operation()) && o.count() > 0)
        .mapToDouble(OpSummary::throughput).sum();
  }

  /** Failed operations ({@code *-FAILED}) as a share of all operations in {@code ALL}; NaN without operations. */
  static double failedShare(RunSummary r) {
    long failed = r.operations().stream().filter(o -> OpSummary.countsInAll(o.operation())
        && o.operation().endsWith("-FAILED")).mapToLong(OpSummary::count).sum();
    return r.overall().count() == 0 ? Double.NaN : (double) failed / r.overall().count();
  }

  /** Failed operations of {@code op} as a share of its attempts ({@code op} and {@code op-FAILED}). */
  private static double failedShare(RunSummary r, String op) {
    OpSummary ok = r.operation(op);
    OpSummary failed = r.operation(op + "-FAILED");
    long attempts = (ok == null ? 0 : ok.count()) + (failed == null ? 0 : failed.count());
    return attempts == 0 ? Double.NaN : (failed == null ? 0.0 : (double) failed.count() / attempts);
  }

  static String percent(double share) {
    return Double.isNaN(share) ? "-" : share > 0 && share < 0.0001 ? "<0.01%"
        : String.format(Locale.US, "%.2f%%", share * 100);
  }

  /** True for rows of the footnote table: {@code CLEANUP} and operations with fewer than a handful of samples. */
  private static boolean minor(OpSummary o) {
    return o.operation().equals("CLEANUP") || o.count() < MINOR_SAMPLES && !o.operation().equals(OpSummary.ALL);
  }

  /**
   * Operations of one run: counts, throughput and its variation across windows, the share of attempts that failed
   * (for operations with a {@code -FAILED} twin), latency percentiles (ms). {@code CLEANUP} and operations with fewer
   * than {@value #MINOR_SAMPLES} samples go to {@link #minorOperationsTable}.
   */
  Table operationsTable(RunSummary r) {
    Table t = new Table("Run " + r.label() + ": operations (latency in ms; throughput in ops/s)", OPERATION_COLUMNS);
    List<OpSummary> rows = new ArrayList<>(r.operations().stream().filter(o -> !minor(o)).toList());
    rows.add(r.overall());
    rows.forEach(o -> t.row(operationRow(r, o)));
    return t;
  }

  /** The footnote table of one run: {@code CLEANUP} and operations with fewer than a handful of samples. */
  Table minorOperationsTable(RunSummary r) {
    Table t = new Table("Run " + r.label() + ": other operations (CLEANUP, and operations with fewer than "
        + MINOR_SAMPLES + " samples; not in ALL when CLEANUP)", OPERATION_COLUMNS);
    r.operations().stream().filter(ReportSummary::minor).forEach(o -> t.row(operationRow(r, o)));
    return t;
  }

  private static final List<String> OPERATION_COLUMNS = List.of("operation", "count", "throughput", "failed",
      "window stddev", "window variance", "windows", "mean", "p50", "p95", "p99", "p99.9", "max");

  private static List<String> operationRow(RunSummary r, OpSummary o) {
    boolean hasTwin = OpSummary.isPrimary(o.operation()) || o.operation().equals(OpSummary.ALL);
    String failed = !hasTwin ? "-" : o.operation().equals(OpSummary.ALL) ? percent(failedShare(r))
        : percent(failedShare(r, o.operation()));
    return List.of(o.operation(), String.format(Locale.US, "%,d", o.count()), ops(o.throughput()), failed,
        decimal(o.stddev(), 1), decimal(o.variance(), 1), String.format(Locale.US, "%,d", o.windows()),
        ms(o.meanUs()), ms(o.p50Us()), ms(o.p95Us()), ms(o.p99Us()), ms(o.p999Us()),
        (o.overflow() > 0 ? ">" : "") + ms(o.maxUs()));
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
   * run after the first, a ratio row "first vs other" holding first ÷ other for every column (throughput and
   * latency alike: "50x" the throughput, "0.02x" the p95 latency), each said in words by {@link #ratioSentences}.
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
      row.add(first.label() + " vs " + other.label() + " (÷)");
      for (String op : ops) {
        row.add(ratio(value(first, op, true), value(other, op, true)));
      }
      for (String op : ops) {
        row.add(ratio(value(first, op, false), value(other, op, false)));
      }
      t.row(row);
    }
    return t;
  }

  /**
   * The comparison in words, one line per later run and primary operation:
   * {@code aerospike vs couchbase2, READ: 50x the throughput, 0.02x the p95 latency}. A ratio whose denominator is
   * zero, missing or tiny (below 1 ops/s, or 1 µs) says so instead of a number.
   */
  List<String> ratioSentences() {
    List<String> lines = new ArrayList<>();
    if (runs.size() < 2) {
      return lines;
    }
    RunSummary first = runs.get(0);
    for (RunSummary other : runs.subList(1, runs.size())) {
      for (String op : primaryOperations()) {
        lines.add(first.label() + " vs " + other.label() + ", " + op + ": "
            + ratioWords(value(first, op, true), value(other, op, true), other.label(), op + " throughput", "ops/s",
            1.0) + " the throughput, "
            + ratioWords(value(first, op, false), value(other, op, false), other.label(), op + " p95", "µs", 1.0)
            + " the p95 latency");
      }
    }
    return lines;
  }

  private static String ratioWords(double numerator, double denominator, String label, String what, String unit,
      double tiny) {
    if (Double.isNaN(numerator) || Double.isNaN(denominator)) {
      return "n/a (no " + what + " to compare)";
    }
    if (denominator < tiny) {
      return "n/a (" + label + "'s " + what + " is " + (denominator == 0 ? "0" : "below 1 " + unit) + ")";
    }
    return ratio(numerator, denominator);
  }

  private static double value(RunSummary r, String op, boolean throughput) {
    OpSummary o = r.operation(op);
    if (o == null) {
      return Double.NaN;
    }
    return throughput ? o.throughput() : o.p95Us();
  }

  /**
   * One row per run in the order given (load steps): its target, successful throughput, failed share and each primary
   * operation's p50, p95, p99 and p99.9 (ms); with objectives, whether the run met them. The title says whether
   * latencies under a target were measured from the intended start (coordinated omission corrected) or not.
   */
  Table stepsTable() {
    List<String> ops = primaryOperations();
    List<String> header = new ArrayList<>(List.of("run", "target (ops/s)", "successful ops/s", "failed"));
    for (String op : ops) {
      for (String p : List.of("p50", "p95", "p99", "p99.9")) {
        header.add(p + " " + op.toLowerCase(Locale.ROOT));
      }
    }
    if (slo != null) {
      header.add("objectives");
    }
    Table t = new Table("Steps: throughput and latency per run in the order given (latency in ms"
        + correctionNote() + ")", header);
    for (RunSummary r : runs) {
      List<String> row = new ArrayList<>(List.of(r.label(), r.provenance().target().isEmpty() ? "-"
          : r.provenance().target(), ops(successfulThroughput(r)), percent(failedShare(r))));
      for (String op : ops) {
        OpSummary o = r.operation(op);
        row.add(o == null ? "-" : ms(o.p50Us()));
        row.add(o == null ? "-" : ms(o.p95Us()));
        row.add(o == null ? "-" : ms(o.p99Us()));
        row.add(o == null ? "-" : ms(o.p999Us()));
      }
      if (slo != null) {
        row.add(slo.metBy(r) ? "met" : "MISSED");
      }
      t.row(row);
    }
    return t;
  }

  /** How latency under a target was measured, for the steps table's title; empty when no run had a target. */
  private String correctionNote() {
    List<RunSummary> targeted = runs.stream().filter(r -> !r.provenance().target().isEmpty()).toList();
    if (targeted.isEmpty()) {
      return "";
    }
    return targeted.stream().allMatch(r -> r.provenance().intendedLatency())
        ? "; measured from the intended start under the target: coordinated omission corrected"
        : "; service time, NOT corrected for coordinated omission (set measurement.interval=intended)";
  }

  /** The summary as plain text: warnings first, then every table. */
  public String toText() {
    StringBuilder out = new StringBuilder(title()).append("\n\n");
    List<String> warnings = warnings();
    if (!warnings.isEmpty()) {
      out.append("WARNINGS\n");
      warnings.forEach(w -> out.append("  ! ").append(w).append('\n'));
      out.append('\n');
    }
    headlines().forEach(l -> out.append(l).append('\n'));
    for (RunSummary r : runs) {
      out.append("\nHow run ").append(r.label()).append(" was measured\n");
      r.provenance().lines().forEach(l -> out.append("  ").append(l[0]).append(": ").append(l[1]).append('\n'));
    }
    for (Table t : tables()) {
      out.append('\n').append(t.toText());
    }
    List<String> sentences = ratioSentences();
    if (!sentences.isEmpty()) {
      out.append("\nIn words (first ÷ other):\n");
      sentences.forEach(l -> out.append("  ").append(l).append('\n'));
    }
    return out.toString();
  }

  /** The summary as Markdown: warnings first, then every table. */
  public String toMarkdown() {
    StringBuilder out = new StringBuilder("# ").append(title()).append("\n\n");
    List<String> warnings = warnings();
    if (!warnings.isEmpty()) {
      out.append("**Warnings**\n\n");
      warnings.forEach(w -> out.append("- ").append(w.replace("|", "\\|")).append('\n'));
      out.append('\n');
    }
    headlines().forEach(l -> out.append("- ").append(l).append('\n'));
    out.append('\n');
    for (RunSummary r : runs) {
      out.append("**How run ").append(r.label().replace("|", "\\|")).append(" was measured**\n\n");
      r.provenance().lines().forEach(l -> out.append("- ").append(l[0]).append(": ")
          .append(l[1].replace("|", "\\|")).append('\n'));
      out.append('\n');
    }
    tables().forEach(t -> out.append(t.toMarkdown()));
    List<String> sentences = ratioSentences();
    if (!sentences.isEmpty()) {
      out.append("**In words (first ÷ other)**\n\n");
      sentences.forEach(l -> out.append("- ").append(l).append('\n'));
      out.append('\n');
    }
    return out.toString();
  }

  /**
   * The summary and comparison tables as a LaTeX fragment ({@code \\input{report.tex}}; needs
   * {@code \\usepackage{booktabs}}): the title and warnings as comments, one booktabs table per operations and
   * comparison table, the comparison in words as an itemize list.
   */
  public String toLatex() {
    StringBuilder out = new StringBuilder("% ").append(title()).append("\n% Generated by ycsb-ext report; needs "
        + "\\usepackage{booktabs}\n");
    for (String w : warnings()) {
      out.append("% WARNING: ").append(w.replace('\n', ' ')).append('\n');
    }
    for (String l : headlines()) {
      out.append("% ").append(l).append('\n');
    }
    out.append('\n');
    List<Table> tables = new ArrayList<>();
    runs.forEach(r -> tables.add(operationsTable(r)));
    if (runs.size() > 1) {
      tables.add(comparisonTable());
    }
    if (runs.size() > 1 || slo != null) {
      tables.add(stepsTable());
    }
    tables.forEach(t -> out.append(t.toLatex()));
    List<String> sentences = new ArrayList<>(ratioSentences());
    if (slo != null) {
      sentences.add(objectivesVerdict());
    }
    if (!sentences.isEmpty()) {
      out.append("\\begin{itemize}\n");
      sentences.forEach(l -> out.append("\\item ").append(Table.tex(l)).append('\n'));
      out.append("\\end{itemize}\n");
    }
    return out.toString();
  }

  /**
   * The summary as JSON ({@value #JSON_FORMAT}): times in epoch ms, latencies in microseconds, throughput in ops/s,
   * variance in (ops/s)^2.
   */
  public String toJson() {
    StringBuilder out = new StringBuilder("{\n  \"format\": ").append(Json.quote(JSON_FORMAT))
        .append(",\n  \"title\": ").append(Json.quote(title()))
        .append(",\n  \"warmupSeconds\": ").append(Json.number(warmup.toMillis() / 1000.0))
        .append(",\n  \"warnings\": [").append(String.join(", ", warnings().stream().map(Json::quote).toList()))
        .append("],\n  \"objectives\": ").append(Json.quote(slo == null ? "" : slo.toString()))
        .append(",\n  \"objectivesVerdict\": ").append(Json.quote(objectivesVerdict()))
        .append(",\n  \"comparisons\": [")
        .append(String.join(", ", ratioSentences().stream().map(Json::quote).toList())).append(']')
        .append(",\n  \"runs\": [");
    for (int i = 0; i < runs.size(); i++) {
      RunSummary r = runs.get(i);
      out.append(i == 0 ? "\n" : ",\n").append("    {\n      \"label\": ").append(Json.quote(r.label()))
          .append(",\n      \"servers\": ").append(Json.quote(r.provenance().servers()))
          .append(",\n      \"standIns\": ").append(r.provenance().standIns())
          .append(",\n      \"successfulThroughput\": ").append(Json.number(successfulThroughput(r)))
          .append(",\n      \"failedShare\": ").append(Json.number(failedShare(r)))
          .append(",\n      \"measured\": {")
          .append(String.join(", ", r.provenance().lines().stream().map(l -> Json.quote(l[0]) + ": "
              + Json.quote(l[1])).toList())).append('}')
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

  /** first ÷ other as {@code 3.6x}; {@code n/a} when either is missing or the denominator is below 1 (tiny). */
  static String ratio(double numerator, double denominator) {
    if (Double.isNaN(numerator) || Double.isNaN(denominator) || denominator < 1) {
      return "n/a";
    }
    double r = numerator / denominator;
    return String.format(Locale.US, r >= 10 ? "%,.0fx" : r >= 1 ? "%.1fx" : r >= 0.01 ? "%.2fx" : "%.4fx", r);
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
