/*
 * Copyright (c) 2026 ycsb-ext contributors.
 * Licensed under the Apache License, Version 2.0 (http://www.apache.org/licenses/LICENSE-2.0).
 */
package site.ycsb.ext.report.model;

import java.time.Duration;
import java.util.ArrayList;
import java.util.List;
import java.util.Set;
import java.util.TreeSet;

/**
 * The result of {@code Report.summarize()}: one {@link RunSummary} per run, in the order given, the warm-up left out
 * and the objectives they were judged against. Rendered by the classes of {@code site.ycsb.ext.report.render}
 * ({@code TextRenderer}, {@code ReportWriter}, ...). Immutable and thread-safe.
 */
public final class ReportSummary {

  private final List<RunSummary> runs;
  private final Duration warmup;
  private final ServiceLevelObjectives slo;

  /**
   * @param runs the runs, in the order given (at least one)
   * @param warmup the warm-up left out of every run
   * @param slo the objectives, or {@code null}
   */
  public ReportSummary(List<RunSummary> runs, Duration warmup, ServiceLevelObjectives slo) {
    this.runs = List.copyOf(runs);
    this.warmup = warmup;
    this.slo = slo;
  }

  /** The latency objectives the runs were judged against, or {@code null}. */
  public ServiceLevelObjectives objectives() {
    return slo;
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

  /** How the runs differ in what they asked of their databases and workloads; no differences for one run. */
  public Comparability comparability() {
    return Comparability.of(runs);
  }

  /** True when any run was measured against stand-in servers. */
  public boolean standIns() {
    return runs.stream().anyMatch(r -> r.provenance().standIns());
  }

  /**
   * The hosts planned that left no output, then those that ran and left logs but no manifest, one line each
   * ({@code run: host (why)} with several runs); none when every host left its manifest.
   */
  public List<String> missingHosts() {
    List<String> missing = new ArrayList<>();
    for (RunSummary r : runs) {
      r.missingHosts().forEach(h -> missing.add((runs.size() > 1 ? r.label() + ": " : "") + h));
    }
    return missing;
  }

  /** True when any run was read from incomplete input ({@code --allow-partial}): every output must say so. */
  public boolean partial() {
    return runs.stream().anyMatch(RunSummary::partial);
  }

  /** The primary operations present in any run, in workload order. */
  public List<String> primaryOperations() {
    Set<String> ops = new TreeSet<>(OpSummary.order());
    for (RunSummary r : runs) {
      r.operations().stream().map(OpSummary::operation).filter(OpSummary::isPrimary).forEach(ops::add);
    }
    return new ArrayList<>(ops);
  }

  /**
   * The warm-up each run (load step) left out, in words for the steps table, the curve and the verdict:
   * {@code each step's first 2s, rounded up to the window grid, left out as warm-up} (so a step's partial first window
   * is left out too), or one value per run when they differ; empty without one. The time each step really lost is its {@link RunSummary#warmupLeftOutMs()}.
   */
  public String stepWarmupNote() {
    List<String> values = runs.stream().map(r -> Units.duration(r.warmup())).distinct().toList();
    if (values.equals(List.of("0"))) {
      return "";
    }
    if (values.size() == 1) {
      return "each step's first " + values.get(0) + ", rounded up to the window grid, left out as warm-up";
    }
    return "each step's warm-up, rounded up to the window grid, left out (" + String.join(", ", runs.stream()
        .map(r -> r.label() + ": " + Units.duration(r.warmup())).toList()) + ")";
  }
}
