/*
 * Copyright (c) 2026 ycsb-ext contributors.
 * Licensed under the Apache License, Version 2.0 (http://www.apache.org/licenses/LICENSE-2.0).
 */
package site.ycsb.ext.report.study;

import java.io.IOException;
import java.nio.file.Path;
import java.time.Duration;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import site.ycsb.ext.report.Report;
import site.ycsb.ext.report.ReportInputException;
import site.ycsb.ext.report.input.RunSource;
import site.ycsb.ext.report.model.Comparability;
import site.ycsb.ext.report.model.OpSummary;
import site.ycsb.ext.report.model.ReportSummary;
import site.ycsb.ext.report.model.RunSummary;

/**
 * The summary of a study directory ({@code study.json}): per cell, every repetition summarised by the ordinary
 * report from its own merged histograms ({@link Report}, warm-up left out), then across its valid repetitions the
 * mean and 95% interval ({@link Interval}) of successful throughput and of each primary operation's throughput and
 * percentiles; per comparison of systems at the same sweep point, the ratio of every value with its interval and
 * whether the difference exceeds the run-to-run spread. Only runs whose manifest outcome ran to its end count, and of
 * those only the valid ones ({@link #invalidReason}): a repetition that did not really run is named INVALID with its
 * reason and left out of the interval. Thread-safe (immutable once built).
 *
 * @param index the study index read
 * @param cells per cell, in plan order
 * @param comparisons per sweep point, first system ÷ second
 * @param warnings one line each (runs not completed, skipped systems, stand-ins, client-bound runs)
 */
public record StudyReport(StudyIndex index, List<Cell> cells, List<Comparison> comparisons, List<String> warnings) {

  /**
   * One cell across its repetitions.
   *
   * @param id its id
   * @param system the system's name
   * @param point the sweep point without the system
   * @param runs repetitions that ran to their end and are valid: the ones the statistics are over
   * @param planned repetitions planned
   * @param metrics metric name ({@code ops/s}, {@code READ ops/s}, {@code READ p95 ms}, ...) to its statistics
   * @param evidence the run report's marks over its repetitions: stand-ins, client-bound, guarantees
   * @param spec the cell's first run in the index: its workload, threads, target and labels
   * @param repetitions every planned repetition, in repetition order, with its values and status
   */
  public record Cell(String id, String system, String point, int runs, int planned, Map<String, Interval> metrics,
      CellEvidence evidence, StudyIndex.CellRun spec, List<Repetition> repetitions) {
    /** Whether any repetition ran against stand-in servers. */
    public boolean standIn() {
      return evidence.standIn();
    }

    /** The repetitions that ran to their end but are INVALID. */
    public List<Repetition> invalid() {
      return repetitions.stream().filter(r -> r.completed() && !r.valid()).toList();
    }

    /** {@code 3 of 3}, {@code 2 of 3 valid (1 INVALID)}, {@code 1 of 3 (2 not completed)}. */
    public String count() {
      long notRun = repetitions.stream().filter(r -> !r.completed()).count();
      int invalid = invalid().size();
      return runs + " of " + planned + (invalid > 0 ? " valid (" + invalid + " INVALID)" : "")
          + (notRun > 0 ? " (" + notRun + " not completed)" : "");
    }
  }

  /**
   * One repetition of a cell.
   *
   * @param repetition from 1
   * @param completed whether it ran to its end
   * @param status {@code valid}, {@code INVALID: <reason>}, or {@code not completed (<outcome>)}
   * @param values per metric, its value in this repetition (empty when not completed)
   */
  public record Repetition(int repetition, boolean completed, String status, Map<String, Double> values) {
    /** The status of a repetition the statistics are over. */
    public static final String VALID = "valid";

    public boolean valid() {
      return VALID.equals(status);
    }
  }

  /** The mark of a study, or cell, with an INVALID repetition. */
  public static final String INVALID = "INVALID REPETITIONS";
  /** The mark of a study with a repetition not completed. */
  public static final String PARTIAL = "PARTIAL";
  /** A repetition whose successful throughput is below this share of its cell's median is INVALID (collapsed). */
  static final double COLLAPSE_SHARE = 0.01;
  /** A repetition with a larger share of failed operations is INVALID. */
  static final double FAILURE_BUDGET = 0.10;
  /** A repetition whose measured period is shorter than this share of the planned one is INVALID (ended early). */
  static final double EARLY_SHARE = 0.5;

  /**
   * Two systems at one sweep point.
   *
   * @param point the sweep point
   * @param first the numerator's cell
   * @param second the denominator's cell
   * @param ratios per metric both cells have
   * @param comparability whether the two systems asked for the same guarantees (each cell's first repetition)
   */
  public record Comparison(String point, Cell first, Cell second, Map<String, Interval.Ratio> ratios,
      Comparability comparability) {
    /** The like-for-like box: its title and one line per differing aspect; empty when nothing differs. */
    public List<String> box() {
      return CellEvidence.box(comparability);
    }
  }

  /**
   * Reads a study directory and summarises it.
   *
   * @param warmup the warm-up to leave out of every run, or null for the study's own
   * @throws ReportInputException when a completed run's output cannot be read
   */
  public static StudyReport of(Path dir, Duration warmup) throws IOException {
    StudyIndex index = StudyIndex.read(dir);
    Duration w = warmup != null ? warmup : Duration.ofMillis(index.warmupMs());
    Map<String, List<StudyIndex.CellRun>> byCell = new LinkedHashMap<>();
    index.runs().forEach(r -> byCell.computeIfAbsent(r.cell(), k -> new ArrayList<>()).add(r));
    List<String> warnings = new ArrayList<>(index.skipped());
    if ("demo".equals(index.scale())) {
      warnings.add("Demo scale: STAND-IN SERVERS on this machine; the figures measure the tool, not the databases");
    }
    List<Cell> cells = new ArrayList<>();
    double plannedS = Math.max(0, index.durationMs() - w.toMillis()) / 1000.0;
    for (Map.Entry<String, List<StudyIndex.CellRun>> e : byCell.entrySet()) {
      List<RunSummary> summaries = new ArrayList<>();
      List<Integer> completed = new ArrayList<>();
      List<Map<String, Double>> completedValues = new ArrayList<>();
      List<Repetition> repetitions = new ArrayList<>();
      for (StudyIndex.CellRun run : e.getValue()) {
        if (!run.status().equals("completed") && !run.status().equals("completed-with-failures")) {
          warnings.add("Cell " + e.getKey() + " repetition " + run.repetition() + " has not completed (" + run.status()
              + "): left out; run the study again to resume it");
          repetitions.add(new Repetition(run.repetition(), false, "not completed (" + run.status() + ")", Map.of()));
          continue;
        }
        ReportSummary summary = Report.of(List.of(RunSource.discover(run.system() + " rep-" + run.repetition(),
            dir.resolve(run.dir())))).warmup(w).summarize();
        RunSummary rs = summary.runs().get(0);
        summaries.add(rs);
        Map<String, Double> values = new LinkedHashMap<>();
        values.put("ops/s", rs.successfulThroughput());
        for (OpSummary op : rs.operations()) {
          if (!OpSummary.isPrimary(op.operation())) {
            continue;
          }
          values.put(op.operation() + " ops/s", op.throughput());
          values.put(op.operation() + " p50 ms", op.p50Us() / 1000);
          values.put(op.operation() + " p95 ms", op.p95Us() / 1000);
          values.put(op.operation() + " p99 ms", op.p99Us() / 1000);
          values.put(op.operation() + " p99.9 ms", op.p999Us() / 1000);
        }
        if (index.tables().contains(StudyLayouts.STEPS)) {
          StudyLayouts.composite(rs).ifPresent(v -> values.put(StudyLayouts.COMPOSITE, v));
        }
        completed.add(repetitions.size());
        completedValues.add(values);
        repetitions.add(new Repetition(run.repetition(), true, Repetition.VALID, values));
      }
      double medianOps = median(completedValues.stream().map(v -> v.get("ops/s")).toList());
      Map<String, List<Double>> values = new LinkedHashMap<>();
      int runs = 0;
      for (int i = 0; i < completed.size(); i++) {
        Repetition r = repetitions.get(completed.get(i));
        String reason = invalidReason(summaries.get(i), medianOps, completed.size(), plannedS);
        if (reason != null) {
          repetitions.set(completed.get(i), new Repetition(r.repetition(), true, "INVALID: " + reason, r.values()));
          warnings.add("Cell " + e.getKey() + " repetition " + r.repetition() + " is INVALID (" + reason + "): left "
              + "out of its cell's statistics");
          continue;
        }
        runs++;
        r.values().forEach((k, v) -> values.computeIfAbsent(k, x -> new ArrayList<>()).add(v));
      }
      Map<String, Interval> metrics = new LinkedHashMap<>();
      values.forEach((k, v) -> metrics.put(k, Interval.of(v)));
      StudyIndex.CellRun first = e.getValue().get(0);
      CellEvidence evidence = CellEvidence.of(e.getKey(), summaries, w);
      warnings.addAll(evidence.notes());
      cells.add(new Cell(e.getKey(), first.system(), first.point(), runs, e.getValue().size(), metrics, evidence,
          first, List.copyOf(repetitions)));
    }
    index.stoppingRule().ifPresent(rule -> cells.stream().filter(c -> !rule.held(c)).forEach(c -> warnings.add(
        "Cell " + c.id() + ": a bound of --until did not hold after " + c.runs() + " valid repetition"
            + (c.runs() == 1 ? "" : "s") + " (--max-repetitions " + rule.maxRepetitions() + "): " + rule.line(c))));
    return new StudyReport(index, cells, comparisons(index, cells), warnings);
  }

  /**
   * Why a repetition that ran to its end did not really run, or null when it did: its successful throughput is below
   * {@value #COLLAPSE_SHARE} of its cell's median (with 2 or more repetitions: a collapse), more than
   * {@value #FAILURE_BUDGET} of its operations failed, or its measured period is shorter than {@value #EARLY_SHARE}
   * of the planned one (duration minus warm-up: it ended early).
   */
  static String invalidReason(RunSummary run, double medianOps, int completed, double plannedS) {
    double ops = run.successfulThroughput();
    if (completed >= 2 && medianOps > 0 && ops < COLLAPSE_SHARE * medianOps) {
      return String.format(java.util.Locale.ROOT, "collapsed: %s successful ops/s, under %.0f%% of the cell's median "
          + "%s", StudyRenderer.num(ops), COLLAPSE_SHARE * 100, StudyRenderer.num(medianOps));
    }
    double failed = run.failedShare();
    if (failed > FAILURE_BUDGET) {
      return String.format(java.util.Locale.ROOT, "%.1f%% of its operations failed, above the %.0f%% budget",
          failed * 100, FAILURE_BUDGET * 100);
    }
    if (plannedS > 0 && run.measuredSeconds() < EARLY_SHARE * plannedS) {
      return String.format(java.util.Locale.ROOT, "ended early: %.1f s measured of %.1f s planned",
          run.measuredSeconds(), plannedS);
    }
    return null;
  }

  private static double median(List<Double> values) {
    double[] v = values.stream().filter(x -> x != null && !Double.isNaN(x)).mapToDouble(Double::doubleValue).sorted()
        .toArray();
    int n = v.length;
    return n == 0 ? Double.NaN : n % 2 == 1 ? v[n / 2] : (v[n / 2 - 1] + v[n / 2]) / 2;
  }

  /** True when a planned repetition did not complete. */
  public boolean partial() {
    return cells.stream().anyMatch(c -> c.repetitions().stream().anyMatch(r -> !r.completed()));
  }

  /** True when a repetition that completed is INVALID. */
  public boolean invalid() {
    return cells.stream().anyMatch(c -> !c.invalid().isEmpty());
  }

  /**
   * Why the study is not whole, as {@code bin/ycsb report} and {@code bin/ycsb study run} say it: {@code is PARTIAL: 2
   * planned repetitions not completed (resume it with the same bin/ycsb study run)} and/or {@code has 1 INVALID
   * repetition (named in the report)}; empty when every planned repetition completed and is valid.
   */
  public java.util.Optional<String> incomplete() {
    long notRun = cells.stream().flatMap(c -> c.repetitions().stream()).filter(r -> !r.completed()).count();
    long invalid = cells.stream().mapToLong(c -> c.invalid().size()).sum();
    List<String> what = new ArrayList<>();
    if (notRun > 0) {
      what.add("is " + PARTIAL + ": " + notRun + " planned repetition" + (notRun == 1 ? "" : "s")
          + " not completed (resume it with the same bin/ycsb study run)");
    }
    if (invalid > 0) {
      what.add("has " + invalid + " INVALID repetition" + (invalid == 1 ? "" : "s") + " (named in the report)");
    }
    return what.isEmpty() ? java.util.Optional.empty() : java.util.Optional.of(String.join(" and ", what));
  }

  /** The study's pair ({@code compare}), else every other system against the first, at each sweep point. */
  private static List<Comparison> comparisons(StudyIndex index, List<Cell> cells) {
    List<String> systems = new ArrayList<>(index.systems().keySet());
    List<String[]> pairs = new ArrayList<>();
    if (index.compare().size() == 2) {
      pairs.add(new String[] {index.compare().get(0), index.compare().get(1)});
    } else {
      for (int i = 1; i < systems.size(); i++) {
        pairs.add(new String[] {systems.get(0), systems.get(i)});
      }
    }
    List<Comparison> out = new ArrayList<>();
    for (String[] pair : pairs) {
      for (Cell a : cells) {
        if (!a.system().equals(pair[0])) {
          continue;
        }
        for (Cell b : cells) {
          if (b.system().equals(pair[1]) && b.point().equals(a.point())) {
            Map<String, Interval.Ratio> ratios = new LinkedHashMap<>();
            a.metrics().forEach((metric, ia) -> {
              Interval ib = b.metrics().get(metric);
              if (ib != null) {
                ratios.put(metric, Interval.ratio(ia, ib));
              }
            });
            out.add(new Comparison(a.point(), a, b, ratios,
                CellEvidence.compare(a.system(), a.evidence(), b.system(), b.evidence())));
          }
        }
      }
    }
    return out;
  }
}
