/*
 * Copyright (c) 2026 ycsb-ext contributors.
 * Licensed under the Apache License, Version 2.0 (http://www.apache.org/licenses/LICENSE-2.0).
 */
package site.ycsb.ext.engine;

import java.io.PrintStream;
import java.util.List;
import java.util.Optional;
import java.util.OptionalLong;
import java.util.Properties;
import site.ycsb.ext.contract.Phase;
import site.ycsb.ext.contract.RunPlan;
import site.ycsb.ext.contract.RunSettings;
import site.ycsb.ext.measurements.MeasurementSettings;

/** Run contexts for the features' tests: a run plan over the given properties (with or without settings), no measurements. */
final class TestRuns {
  private TestRuns() {
  }

  /**
   * A context for a feature that reads the properties, the output location, the host, the error stream or the
   * failures (not the measurements or the settings).
   *
   * @param startAtMs the common start instant, epoch milliseconds; 0 for none
   */
  static RunContext context(Properties props, long startAtMs, PrintStream err) {
    return context(props, startAtMs, err, Optional.empty(), () -> { });
  }

  /**
   * A context whose settings have {@code threads} client threads and {@code failures.max} = {@code maxFailedShare}
   * (the rest core's defaults), whose early stop runs {@code stopRun}.
   */
  static RunContext context(Properties props, PrintStream err, int threads, double maxFailedShare, Runnable stopRun) {
    RunSettings settings = new RunSettings(true, threads, 0, 0, 1000, 0, 0, false, 10, "", maxFailedShare,
        "site.ycsb.BasicDB", "site.ycsb.workloads.CoreWorkload", "site.ycsb.measurements.exporter.TextMeasurementsExporter",
        Optional.empty(), "hdrhistogram", false, false);
    return context(props, 0, err, Optional.of(settings), stopRun);
  }

  private static RunContext context(Properties props, long startAtMs, PrintStream err, Optional<RunSettings> settings,
      Runnable stopRun) {
    RunPlan plan = new RunPlan(Phase.RUN, "basic", Optional.empty(), props, List.of(), List.of(), List.of(),
        startAtMs > 0 ? OptionalLong.of(startAtMs) : OptionalLong.empty(), true, settings);
    return new RunContext(plan, props, null, MeasurementSettings.from(props).output(), "client-1", err,
        new RunFailures(), new StartLag(), BackoffPolicy.from(props), new OperationTally(), new PausedTime(), stopRun,
        new CommonStart(plan.startAtEpochMs()));
  }
}
