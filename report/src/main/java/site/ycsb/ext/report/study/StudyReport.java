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
 * report from its own merged histograms ({@link Report}, warm-up left out), then across repetitions the median and
 * 95% interval ({@link Interval}) of successful throughput and of each primary operation's throughput and
 * percentiles; per comparison of systems at the same sweep point, the ratio of every value with its interval and
 * whether the difference exceeds the run-to-run spread. Only runs whose manifest outcome ran to its end count.
 * Thread-safe (immutable once built).
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
   * @param runs repetitions that ran to their end
   * @param planned repetitions planned
   * @param metrics metric name ({@code ops/s}, {@code READ ops/s}, {@code READ p95 ms}, ...) to its statistics
   * @param evidence the run report's marks over its repetitions: stand-ins, client-bound, guarantees
   * @param spec the cell's first run in the index: its workload, threads, target and labels
   */
  public record Cell(String id, String system, String point, int runs, int planned, Map<String, Interval> metrics,
      CellEvidence evidence, StudyIndex.CellRun spec) {
    /** Whether any repetition ran against stand-in servers. */
    public boolean standIn() {
      return evidence.standIn();
    }
  }

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
    for (Map.Entry<String, List<StudyIndex.CellRun>> e : byCell.entrySet()) {
      Map<String, List<Double>> values = new LinkedHashMap<>();
      int runs = 0;
      List<RunSummary> summaries = new ArrayList<>();
      for (StudyIndex.CellRun run : e.getValue()) {
        if (!run.status().equals("completed") && !run.status().equals("completed-with-failures")) {
          warnings.add("Cell " + e.getKey() + " repetition " + run.repetition() + " has not completed (" + run.status()
              + "): left out; run the study again to resume it");
          continue;
        }
        ReportSummary summary = Report.of(List.of(RunSource.discover(run.system() + " rep-" + run.repetition(),
            dir.resolve(run.dir())))).warmup(w).summarize();
        RunSummary rs = summary.runs().get(0);
        summaries.add(rs);
        runs++;
        add(values, "ops/s", rs.successfulThroughput());
        for (OpSummary op : rs.operations()) {
          if (!OpSummary.isPrimary(op.operation())) {
            continue;
          }
          add(values, op.operation() + " ops/s", op.throughput());
          add(values, op.operation() + " p50 ms", op.p50Us() / 1000);
          add(values, op.operation() + " p95 ms", op.p95Us() / 1000);
          add(values, op.operation() + " p99 ms", op.p99Us() / 1000);
          add(values, op.operation() + " p99.9 ms", op.p999Us() / 1000);
        }
        if (index.tables().contains(StudyLayouts.STEPS)) {
          StudyLayouts.composite(rs).ifPresent(v -> add(values, StudyLayouts.COMPOSITE, v));
        }
      }
      Map<String, Interval> metrics = new LinkedHashMap<>();
      values.forEach((k, v) -> metrics.put(k, Interval.of(v)));
      StudyIndex.CellRun first = e.getValue().get(0);
      CellEvidence evidence = CellEvidence.of(e.getKey(), summaries, w);
      warnings.addAll(evidence.notes());
      cells.add(new Cell(e.getKey(), first.system(), first.point(), runs, e.getValue().size(), metrics, evidence,
          first));
    }
    return new StudyReport(index, cells, comparisons(index, cells), warnings);
  }

  private static void add(Map<String, List<Double>> values, String metric, double value) {
    values.computeIfAbsent(metric, k -> new ArrayList<>()).add(value);
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
