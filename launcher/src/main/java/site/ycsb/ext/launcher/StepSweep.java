/*
 * Copyright (c) 2026 ycsb-ext contributors.
 * Licensed under the Apache License, Version 2.0 (http://www.apache.org/licenses/LICENSE-2.0).
 */
package site.ycsb.ext.launcher;

import java.io.PrintWriter;
import java.nio.file.Files;
import java.nio.file.Path;
import java.nio.file.Paths;
import java.time.LocalDateTime;
import java.time.format.DateTimeFormatter;
import java.util.ArrayList;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import java.util.concurrent.TimeUnit;
import site.ycsb.ext.commandline.RunChecks;
import site.ycsb.ext.contract.BadInputException;
import site.ycsb.ext.contract.CoreProperty;
import site.ycsb.ext.contract.EngineProcess;
import site.ycsb.ext.contract.ExitCodes;
import site.ycsb.ext.contract.Manifest;
import site.ycsb.ext.contract.RunKeys;
import site.ycsb.ext.contract.RunPlan;
import site.ycsb.ext.fanout.cli.StepsOptions;
import site.ycsb.ext.fanout.run.StepPlan;
import site.ycsb.ext.report.StepsReport;
import site.ycsb.ext.report.model.ServiceLevelObjectives;

/**
 * {@code run --steps}: one time-bound run per load step, each in its own benchmark JVM and its own directory under one
 * parent ({@code <parent>/step-<n>-<option>-<value>/}), against the same loaded data; then the report of all steps
 * ({@code <parent>/report/}): the throughput-latency curve, the steps table and, with objectives, the highest step that
 * met every one. A failed step ends the sweep with its exit code unless {@code keepGoing}; a stop signal always ends
 * it. The report covers the steps that ran. Used once, from the launcher's main thread.
 */
final class StepSweep {


  private final StepsOptions.Sweep sweep;
  private final StepPlan plan;
  private final long pauseSeconds;
  private final boolean keepGoing;
  private final ServiceLevelObjectives objectives;
  private final PrintWriter out;
  private final PrintWriter err;

  /** @param sweep the steps, the pause between them, whether to go on after a failure, the objectives */
  StepSweep(StepsOptions.Sweep sweep, PrintWriter out, PrintWriter err) {
    this.sweep = sweep;
    this.plan = sweep.plan();
    this.pauseSeconds = sweep.pauseSeconds();
    this.keepGoing = sweep.keepGoing();
    this.objectives = sweep.objectives();
    this.out = out;
    this.err = err;
  }

  /**
   * Checks the base run, then runs every step and the report.
   *
   * @return 0 when every step completed, else the first failed step's exit code
   * @throws BadInputException before any step, when the base run cannot be swept (its steps cannot hold their
   *     warm-up: {@link StepPlan#warmup}; an objective names an operation the workload never runs)
   */
  int run(RunPlan base, BenchmarkJvm jvm) {
    long maxSeconds = StepsOptions.stepSeconds(base.runSettings());
    plan.warmup(base); // every step's warm-up is the same: refused here, before any step, when a step cannot hold it
    try {
      sweep.checkAgainst(base); // an objective on an operation the workload never runs could never be met
    } catch (IllegalArgumentException e) {
      throw new BadInputException(e.getMessage());
    }
    String outputPath = base.property(RunKeys.OUTPUT_PATH);
    Path parent = parent(outputPath == null ? "" : outputPath);
    base.notices().forEach(err::println);
    List<Path> stepDirs = new ArrayList<>();
    int exitCode = 0;
    for (int i = 0; i < plan.values().size(); i++) {
      Path dir = parent.resolve(plan.directoryName(i));
      Map<String, String> files = new HashMap<>();
      files.put(RunKeys.OUTPUT_PATH, dir + "/");
      if (!base.runSettings().periodic()) {
        files.put(CoreProperty.MEASUREMENT_TYPE.key(), RunKeys.PERIODIC_MEASUREMENT_TYPE);
      }
      err.println("Step " + (i + 1) + "/" + plan.values().size() + ": " + plan.label(i) + " for " + maxSeconds
          + " s into " + dir);
      int code = jvm.run(plan.stepRun(base, i).withProperties(files, RunChecks::check), EngineProcess.BENCHMARK_MAIN);
      if (Files.isRegularFile(dir.resolve(Manifest.FILE_NAME))) {
        stepDirs.add(dir);
      }
      if (code != 0) {
        err.println("ycsb: step " + plan.label(i) + " ended with exit code " + code
            + (code > 128 || !keepGoing ? "; the sweep stops here" : "; going on (--keep-going)"));
        exitCode = exitCode == 0 ? code : exitCode;
        if (code > 128 || !keepGoing) {
          break;
        }
      }
      if (i + 1 < plan.values().size() && pauseSeconds > 0 && !pause()) {
        break;
      }
    }
    boolean reported = StepsReport.write(stepDirs, objectives, parent.resolve("report"), out::println, err::println);
    return exitCode == 0 && !reported ? ExitCodes.RUN_FAILED : exitCode;
  }

  /** The parent of the step directories: the output path given, else {@code results/steps-<time>/}. */
  private static Path parent(String outputPath) {
    if (outputPath.isEmpty()) {
      return Paths.get("results", "steps-" + LocalDateTime.now().format(DateTimeFormatter.ofPattern("yyyyMMdd-HHmmss")))
          .toAbsolutePath();
    }
    if (!outputPath.endsWith("/")) {
      throw new BadInputException("Invalid value '" + outputPath + "' for property '" + RunKeys.OUTPUT_PATH + "' with "
          + "--steps: expected a directory ending in '/' (each step gets its own directory in it)");
    }
    return Paths.get(outputPath).toAbsolutePath();
  }

  private boolean pause() {
    err.println("Pausing " + pauseSeconds + " s before the next step.");
    try {
      TimeUnit.SECONDS.sleep(pauseSeconds);
      return true;
    } catch (InterruptedException e) {
      Thread.currentThread().interrupt();
      return false;
    }
  }
}
