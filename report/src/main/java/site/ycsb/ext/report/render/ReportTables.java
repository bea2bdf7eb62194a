/*
 * Copyright (c) 2026 ycsb-ext contributors.
 * Licensed under the Apache License, Version 2.0 (http://www.apache.org/licenses/LICENSE-2.0).
 */
package site.ycsb.ext.report.render;

import static site.ycsb.ext.report.model.Units.count;
import static site.ycsb.ext.report.model.Units.decimal;
import static site.ycsb.ext.report.model.Units.ms;
import static site.ycsb.ext.report.model.Units.ops;
import static site.ycsb.ext.report.model.Units.percent;
import static site.ycsb.ext.report.model.Units.ratio;
import static site.ycsb.ext.report.model.Units.time;

import java.util.ArrayList;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.Optional;
import java.util.Set;
import site.ycsb.ext.report.model.DisruptionRules;
import site.ycsb.ext.report.model.Disruptions;
import site.ycsb.ext.report.model.RecoveryBand;
import site.ycsb.ext.report.model.HostSummary;
import site.ycsb.ext.report.model.OpSummary;
import site.ycsb.ext.report.model.ReportSummary;
import site.ycsb.ext.report.model.RunSummary;

/**
 * The report's tables, built from a {@link ReportSummary}: per run its operations (and a footnote table of minor
 * operations), hosts and statuses; with several runs the comparison; with several runs or objectives the steps.
 * Cells are formatted for people ({@link site.ycsb.ext.report.model.Units}). Immutable and thread-safe.
 */
public final class ReportTables {

  /** Operations with fewer samples than this go to the footnote table (with {@code CLEANUP}). */
  static final long MINOR_SAMPLES = 5;

  private final ReportSummary summary;

  /** @param summary the summary to tabulate */
  public ReportTables(ReportSummary summary) {
    this.summary = summary;
  }

  /** The tables, in reading order: per run its operations, hosts and statuses, then the comparisons. */
  public List<Table> tables() {
    List<Table> tables = new ArrayList<>();
    for (RunSummary r : summary.runs()) {
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
      if (!r.disruptions().isEmpty()) {
        tables.add(disruptionTable(r));
      }
    }
    if (summary.runs().size() > 1) {
      tables.add(comparisonTable());
    }
    if (summary.runs().size() > 1 || summary.objectives() != null) {
      tables.add(stepsTable());
    }
    return tables;
  }

  /** The tables of the LaTeX fragment: every run's operations, then the comparison and the steps when shown. */
  public List<Table> latexTables() {
    List<Table> tables = new ArrayList<>();
    for (RunSummary r : summary.runs()) {
      tables.add(operationsTable(r));
      if (!r.disruptions().isEmpty()) {
        tables.add(disruptionTable(r));
      }
    }
    if (summary.runs().size() > 1) {
      tables.add(comparisonTable());
    }
    if (summary.runs().size() > 1 || summary.objectives() != null) {
      tables.add(stepsTable());
    }
    return tables;
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
  public Table operationsTable(RunSummary r) {
    Table t = new Table("operations", r.label(), "Run " + r.label()
        + ": operations (latency in ms; throughput in ops/s)", OPERATION_COLUMNS);
    List<OpSummary> rows = new ArrayList<>(r.operations().stream().filter(o -> !minor(o)).toList());
    rows.add(r.overall());
    rows.forEach(o -> t.row(operationRow(r, o)));
    return t.details("count", "windows", "window stddev", "window variance");
  }

  /** The footnote table of one run: {@code CLEANUP} and operations with fewer than a handful of samples. */
  public Table minorOperationsTable(RunSummary r) {
    Table t = new Table("other-operations", r.label(), "Run " + r.label()
        + ": other operations (CLEANUP, and operations with fewer than "
        + MINOR_SAMPLES + " samples; not in ALL when CLEANUP)", OPERATION_COLUMNS);
    r.operations().stream().filter(ReportTables::minor).forEach(o -> t.row(operationRow(r, o)));
    return t;
  }

  private static final List<String> OPERATION_COLUMNS = List.of("operation", "count", "throughput", "failed",
      "window stddev", "window variance", "windows", "mean", "p50", "p95", "p99", "p99.9", "max");

  private static List<String> operationRow(RunSummary r, OpSummary o) {
    boolean hasTwin = OpSummary.isPrimary(o.operation()) || o.operation().equals(OpSummary.ALL);
    String failed = !hasTwin ? "-" : o.operation().equals(OpSummary.ALL) ? percent(r.failedShare())
        : percent(r.failedShare(o.operation()));
    return List.of(o.operation(), count(o.count()), ops(o.throughput()), failed,
        decimal(o.stddev(), 1), decimal(o.variance(), 1), count(o.windows()),
        ms(o.meanUs()), ms(o.p50Us()), ms(o.p95Us()), ms(o.p99Us()), ms(o.p999Us()),
        (o.overflow() > 0 ? ">" : "") + ms(o.maxUs()));
  }

  /** One row per client host: a lagging or failed host stands out in the last columns. */
  public Table hostsTable(RunSummary r) {
    Table t = new Table("hosts", r.label(), "Run " + r.label() + ": hosts (all operations; latency in ms)",
        List.of("host", "outcome", "first window", "last window end", "windows", "ops", "throughput", "vs median",
            "p95", "p99", "max", "note"));
    for (HostSummary h : r.hosts()) {
      t.row(List.of(h.host(), h.outcome(), time(h.firstWindowMs()), time(h.lastWindowEndMs()),
          count(h.windows()), count(h.count()),
          ops(h.throughput()), String.format(Locale.US, "%+.1f%%", h.vsMedian() * 100), ms(h.p95Us()),
          ms(h.p99Us()), ms(h.maxUs()), h.note().isEmpty() ? "ok" : h.note()));
    }
    return t;
  }

  /**
   * Per event of the run ({@code --event}, {@code --event-note}), what it did to the merged windows: baseline, deepest
   * dip, failed operations and time to recover, by the rules the title states ({@link DisruptionRules#DEFAULT}).
   */
  public Table disruptionTable(RunSummary r) {
    DisruptionRules rules = DisruptionRules.DEFAULT;
    Table t = new Table("disruptions", r.label(), String.format(Locale.US, "Run %s: events and what they did"
        + " (At: ms after the run's start instant; baseline: medians of the whole windows in the %d s before the event,"
        + " or before the fault it ends; recovered: %d windows in a row within the band, the baseline's medians widened"
        + " by %.0f%% of the throughput and %.0f%% of the p99, or out to the baseline windows' own Tukey fences"
        + " (quartile -/+ %.1f x IQR), whichever is wider)", r.label(), rules.baselineSpan().toSeconds(),
        rules.stableWindows(), 100 * rules.throughputTolerance(), 100 * rules.p99Tolerance(), RecoveryBand.IQRS),
        Disruptions.header());
    Disruptions.rows(r.disruptions()).forEach(t::row);
    return t;
  }

  /** The {@code Return=} counts of the hosts' manifests (whole run, warm-up included). */
  public Table statusTable(RunSummary r) {
    Set<String> statuses = new LinkedHashSet<>();
    r.statusCounts().values().forEach(m -> statuses.addAll(m.keySet()));
    List<String> header = new ArrayList<>();
    header.add("operation");
    header.addAll(statuses);
    Table t = new Table("statuses", r.label(), "Run " + r.label()
        + ": operations per status (from the manifests, whole run)", header);
    for (Map.Entry<String, Map<String, Long>> e : r.statusCounts().entrySet()) {
      List<String> row = new ArrayList<>();
      row.add(e.getKey());
      for (String s : statuses) {
        Long n = e.getValue().get(s);
        row.add(n == null ? "-" : count(n));
      }
      t.row(row);
    }
    leftOut(r).ifPresent(t::note);
    return t;
  }

  /**
   * The note under the status table naming the hosts whose statuses it lacks: those without a manifest (whose
   * operations the operations table counts) and those planned that left no output; empty when it lacks none.
   */
  private static Optional<String> leftOut(RunSummary r) {
    List<String> without = new ArrayList<>();
    for (HostSummary h : r.hosts()) {
      if (h.outcome().equals("-")) {
        without.add(h.host() + " (" + count(h.count()) + " operations in the measured period)");
      }
    }
    List<String> planned = new ArrayList<>();
    for (String missing : r.missingHosts()) {
      if (r.hosts().stream().noneMatch(h -> missing.startsWith(h.host() + " ("))) {
        planned.add(missing.contains(" (") ? missing.substring(0, missing.indexOf(" (")) : missing);
      }
    }
    if (without.isEmpty() && planned.isEmpty()) {
      return Optional.empty();
    }
    List<String> parts = new ArrayList<>();
    if (!without.isEmpty()) {
      parts.add("without a manifest: " + String.join(", ", without));
    }
    if (!planned.isEmpty()) {
      parts.add("planned but left no output: " + String.join(", ", planned));
    }
    return Optional.of("Leaves out " + (without.size() + planned.size()) + " of " + (r.hosts().size()
        + planned.size()) + " hosts, " + String.join("; ", parts));
  }

  /**
   * The published Table 1 shape: per run the throughput of each primary operation and its p95 (ms); then, for every
   * run after the first, a ratio row "first vs other" holding first ÷ other for every column (throughput and
   * latency alike: "50x" the throughput, "0.02x" the p95 latency), each said in words by {@link #ratioSentences}.
   */
  public Table comparisonTable() {
    List<String> ops = summary.primaryOperations();
    List<String> header = new ArrayList<>();
    header.add("");
    for (String op : ops) {
      header.add(title(op) + " throughput");
    }
    for (String op : ops) {
      header.add("p95 " + op.toLowerCase(Locale.ROOT) + " (ms)");
    }
    Table t = new Table("comparison", "", "Comparison (after warm-up; throughput in ops/s)", header);
    for (RunSummary r : summary.runs()) {
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
    RunSummary first = summary.runs().get(0);
    for (RunSummary other : summary.runs().subList(1, summary.runs().size())) {
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

  static double value(RunSummary r, String op, boolean throughput) {
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
  public Table stepsTable() {
    List<String> ops = summary.primaryOperations();
    boolean warmups = summary.runs().stream().anyMatch(r -> !r.warmup().isZero());
    List<String> header = new ArrayList<>(List.of("run", "target (ops/s)", "successful ops/s", "failed"));
    if (warmups) {
      header.add("warm-up left out (s)");
    }
    for (String op : ops) {
      for (String p : List.of("p50", "p95", "p99", "p99.9")) {
        header.add(p + " " + op.toLowerCase(Locale.ROOT));
      }
    }
    if (summary.objectives() != null) {
      header.add("objectives");
    }
    String warmupNote = summary.stepWarmupNote();
    Table t = new Table("steps", "", "Steps: throughput and latency per run in the order given (latency in ms"
        + correctionNote() + (warmupNote.isEmpty() ? "" : "; " + warmupNote) + ")", header);
    for (RunSummary r : summary.runs()) {
      List<String> row = new ArrayList<>(List.of(r.label(), r.provenance().target().isEmpty() ? "-"
          : r.provenance().target(), ops(r.successfulThroughput()), percent(r.failedShare())));
      if (warmups) {
        row.add(String.format(Locale.US, "%.1f", r.warmupLeftOutMs() / 1000.0));
      }
      for (String op : ops) {
        OpSummary o = r.operation(op);
        row.add(o == null ? "-" : ms(o.p50Us()));
        row.add(o == null ? "-" : ms(o.p95Us()));
        row.add(o == null ? "-" : ms(o.p99Us()));
        row.add(o == null ? "-" : ms(o.p999Us()));
      }
      if (summary.objectives() != null) {
        row.add(summary.objectives().metBy(r) ? "met" : "MISSED");
      }
      t.row(row);
    }
    return t;
  }

  /** How latency under a target was measured, for the steps table's title; empty when no run had a target. */
  private String correctionNote() {
    List<RunSummary> targeted = summary.runs().stream().filter(r -> !r.provenance().target().isEmpty()).toList();
    if (targeted.isEmpty()) {
      return "";
    }
    return targeted.stream().allMatch(r -> r.provenance().intendedLatency())
        ? "; measured from the intended start under the target: coordinated omission corrected"
        : "; service time, NOT corrected for coordinated omission (set measurement.interval=intended)";
  }

  private static String title(String op) {
    String lower = op.toLowerCase(Locale.ROOT);
    return Character.toUpperCase(lower.charAt(0)) + lower.substring(1);
  }
}
