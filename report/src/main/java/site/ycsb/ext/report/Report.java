/*
 * Copyright (c) 2026 ycsb-ext contributors.
 * Licensed under the Apache License, Version 2.0 (http://www.apache.org/licenses/LICENSE-2.0).
 */
package site.ycsb.ext.report;

import java.nio.file.Path;
import java.time.Duration;
import java.util.ArrayList;
import java.util.HashSet;
import java.util.List;
import java.util.Set;
import site.ycsb.ext.report.input.RunSource;
import site.ycsb.ext.report.merge.RunMerger;
import site.ycsb.ext.report.model.ReportSummary;
import site.ycsb.ext.report.model.RunSummary;
import site.ycsb.ext.report.model.ServiceLevelObjectives;
import site.ycsb.ext.report.model.Units;
import site.ycsb.ext.report.render.ReportWriter;
import site.ycsb.ext.report.render.TextRenderer;

/**
 * The report's Java entry point: merges the periodic output of one or many runs (each of one or many client hosts)
 * into a {@link ReportSummary}, which {@link TextRenderer} and {@link ReportWriter} render.
 *
 * <pre>{@code
 * ReportSummary summary = Report.of(List.of(RunSource.discover("aerospike", Path.of("results/run-1"))))
 *     .warmup(Duration.ofHours(2))
 *     .summarize();
 * System.out.println(TextRenderer.render(summary));
 * ReportWriter.write(summary, Path.of("report"), EnumSet.allOf(ReportFormat.class));
 * }</pre>
 *
 * <p>Immutable: {@link #warmup} returns a new instance. {@link #summarize} reads the logs on the calling thread and
 * may be called from any thread; its memory is bounded by the number of hosts and operations, not by run length
 * (apart from a few dozen bytes per window for the time series).
 */
public final class Report {

  private final List<RunSource> runs;
  private final Duration warmup;
  private final boolean allowPartial;
  private final ServiceLevelObjectives slo;
  private final boolean allowUnlisted;

  private Report(List<RunSource> runs, Duration warmup, boolean allowPartial, ServiceLevelObjectives slo,
      boolean allowUnlisted) {
    this.runs = runs;
    this.warmup = warmup;
    this.allowPartial = allowPartial;
    this.slo = slo;
    this.allowUnlisted = allowUnlisted;
  }

  /**
   * A report over these runs, in the order given (the first is the reference of ratios and the first step of the
   * throughput-latency curve). No warm-up is excluded unless {@link #warmup} says so.
   *
   * @throws IllegalArgumentException when the list is empty or two runs share a label
   */
  public static Report of(List<RunSource> runs) {
    if (runs.isEmpty()) {
      throw new IllegalArgumentException("a report needs at least one run");
    }
    Set<String> labels = new HashSet<>();
    for (RunSource run : runs) {
      if (!labels.add(run.label())) {
        throw new IllegalArgumentException("Two runs are labelled '" + run.label() + "': labels must be distinct");
      }
    }
    return new Report(List.copyOf(runs), Duration.ZERO, false, null, false);
  }

  /** A report over the runs found under these directories, labelled as {@link RunSource#discover} does. */
  public static Report ofDirectories(List<Path> dirs) {
    List<RunSource> runs = new ArrayList<>();
    for (Path dir : dirs) {
      runs.add(RunSource.discover(null, dir));
    }
    return of(runs);
  }

  /**
   * Leaves out the first {@code warmup} of every run, counted from the run's start (its hosts' earliest manifest
   * start; without manifests, its first window) and ended at the next window boundary: windows are whole. A load
   * step whose manifests record a longer warm-up ({@code ycsb.ext.step.warmup-ms}) leaves out that instead.
   * Default: zero.
   */
  public Report warmup(Duration warmup) {
    if (warmup.isNegative()) {
      throw new IllegalArgumentException("Invalid warm-up " + warmup + ": expected zero or more");
    }
    return new Report(runs, warmup, allowPartial, slo, allowUnlisted);
  }

  /**
   * Reads logs that do not match their manifest (missing, shortened or changed files; counts that differ) instead of
   * refusing them; every output then starts with a warning naming them. Default: false.
   */
  public Report allowPartial(boolean allow) {
    return new Report(runs, warmup, allow, slo, allowUnlisted);
  }

  /**
   * Merges a log its host's manifest does not list (a file copied in) instead of refusing it; every output then starts with a warning naming it. Default: false.
   */
  public Report allowUnlisted(boolean allow) {
    return new Report(runs, warmup, allowPartial, slo, allow);
  }

  /**
   * Judges every run against latency objectives: each output then says which runs met them and the highest run (in
   * the order given, as load steps) that met every one. Default: none.
   */
  public Report objectives(ServiceLevelObjectives objectives) {
    return new Report(runs, warmup, allowPartial, objectives, allowUnlisted);
  }

  /**
   * Reads every log once and merges it.
   *
   * @throws ReportInputException when a log is missing, truncated or corrupt, does not match its manifest (unless
   *     {@link #allowPartial}), hosts cannot be merged, or the warm-up leaves nothing to measure
   *     ({@link ReportInputException#badOption()})
   */
  public ReportSummary summarize() {
    List<RunSummary> summaries = new ArrayList<>();
    for (RunSource run : runs) {
      // a load step's own warm-up (recorded by the step runner) applies when longer than the report's
      Duration runWarmup = run.stepWarmup().compareTo(warmup) > 0 ? run.stepWarmup() : warmup;
      try {
        summaries.add(new RunMerger(run, runWarmup, allowPartial, allowUnlisted).merge());
      } catch (ReportInputException e) {
        if (!e.badOption() || runWarmup.equals(warmup)) {
          throw e;
        }
        // A step shorter than its windows allow for a warm-up (windows are whole): measured without it, and said.
        summaries.add(new RunMerger(run, warmup, allowPartial, allowUnlisted).merge().withWarning("Step " + run.label()
            + ": its recorded warm-up (" + Units.duration(runWarmup) + ") leaves no whole window to measure, so"
            + " it is not applied; make the step longer or periodichistogram.interval shorter"));
      }
    }
    return new ReportSummary(summaries, warmup, slo);
  }
}
