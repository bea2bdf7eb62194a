/*
 * Copyright (c) 2026 ycsb-ext contributors.
 * Licensed under the Apache License, Version 2.0 (http://www.apache.org/licenses/LICENSE-2.0).
 */
package site.ycsb.ext.fanout.cli;

import java.util.regex.Matcher;
import java.util.regex.Pattern;
import picocli.CommandLine.Option;
import site.ycsb.ext.contract.BadInputException;
import site.ycsb.ext.contract.CoreOperations;
import site.ycsb.ext.contract.RunPlan;
import site.ycsb.ext.contract.RunSettings;
import site.ycsb.ext.fanout.run.StepPlan;
import site.ycsb.ext.report.model.ServiceLevelObjectives;

/**
 * The load-step options of {@code run} and {@code fanout run} (a picocli mixin): {@code --steps}, {@code --step-pause},
 * {@code --step-warmup}, {@code --keep-going}, {@code --slo}. Filled by picocli, then read once through {@link #sweep()}.
 */
public final class StepsOptions {

  /**
   * A validated sweep.
   *
   * @param plan the steps
   * @param pauseSeconds pause between steps, seconds
   * @param keepGoing go on after a failed step
   * @param objectives latency objectives, or {@code null}
   */
  public record Sweep(StepPlan plan, long pauseSeconds, boolean keepGoing, ServiceLevelObjectives objectives) {

    /**
     * Checks the sweep against the base run before any step: every objective names an operation the workload
     * runs (core's workload; another workload's operations are not known beforehand and are not checked).
     *
     * @throws IllegalArgumentException one line naming the objective and the workload's operations
     */
    public void checkAgainst(RunPlan base) {
      if (objectives != null) {
        CoreOperations.ofRunPhase(base.properties()).ifPresent(ops -> objectives.checkOperations("--slo", ops));
      }
    }
  }

  private static final Pattern WARMUP = Pattern.compile("(\\d{1,9})(ms|s|m)");

  @Option(names = "--steps", paramLabel = "<spec>",
      description = "Load steps, one time-bound run each (maxexecutiontime per step), then the report of all steps: "
          + "target=10000,20000,40000, target=10000:80000:10000 or threads=8,16,32. Target steps measure latency from "
          + "the intended start unless measurement.interval is given.")
  String steps;

  @Option(names = "--step-pause", paramLabel = "<seconds>", defaultValue = "0",
      description = "Seconds to pause between steps, 0 to 86400. Default: ${DEFAULT-VALUE}.")
  long stepPauseSeconds;

  @Option(names = "--step-warmup", paramLabel = "<duration>",
      description = "The start of each step that the steps report leaves out after the step's partial first window:"
          + " 0, or a whole number with ms, s or m (500ms, 10s, 2m), shorter than the step, rounded up to whole"
          + " periodic windows. Default: 10%% of the step's maxexecutiontime, at most 10 s, at least one window; the"
          + " default 10-s window shortens to fit (1 + warm-up + 2 windows per step).")
  String stepWarmup;

  @Option(names = "--keep-going", description = "Go on with the next step after a failed one (default: stop there).")
  boolean keepGoing;

  @Option(names = "--slo", paramLabel = "<objectives>",
      description = "With --steps: latency objectives, e.g. 'READ.p99<=5ms,UPDATE.p99<=10ms'; the report names the "
          + "highest step that met every one.")
  String slo;

  /**
   * The sweep the options ask for, or {@code null} without {@code --steps}.
   *
   * @throws IllegalArgumentException with one line naming the option and its valid values
   */
  public Sweep sweep() {
    if (steps == null) {
      if (slo != null || keepGoing || stepPauseSeconds != 0 || stepWarmup != null) {
        throw new IllegalArgumentException("Options '--slo', '--keep-going', '--step-pause' and '--step-warmup' need"
            + " '--steps'");
      }
      return null;
    }
    if (stepPauseSeconds < 0 || stepPauseSeconds > 86_400) {
      throw new IllegalArgumentException("Invalid value '" + stepPauseSeconds + "' for option '--step-pause': "
          + "expected 0 to 86400 seconds");
    }
    StepPlan plan = StepPlan.parse(steps);
    if (stepWarmup != null) {
      plan = plan.withWarmupMs(warmupMs(stepWarmup));
    }
    return new Sweep(plan, stepPauseSeconds, keepGoing,
        slo == null ? null : ServiceLevelObjectives.parse("--slo", slo));
  }

  /**
   * Parses {@code --step-warmup}: {@code 0}, or a whole number with {@code ms}, {@code s} or {@code m}.
   *
   * @throws IllegalArgumentException with one line naming the option, the value and the valid forms
   */
  static long warmupMs(String text) {
    Matcher m = WARMUP.matcher(text.trim());
    if (text.trim().equals("0")) {
      return 0;
    }
    if (!m.matches()) {
      throw new IllegalArgumentException("Invalid value '" + text + "' for option '--step-warmup': expected 0 or a"
          + " whole number with ms, s or m (500ms, 10s, 2m), shorter than each step");
    }
    long n = Long.parseLong(m.group(1));
    return switch (m.group(2)) {
      case "ms" -> n;
      case "s" -> n * 1000;
      default -> n * 60_000;
    };
  }

  /**
   * The {@code maxexecutiontime} every step runs for, in seconds.
   *
   * @param base the checked settings of the run being swept
   * @throws BadInputException when it is 0 (not given): every step must be time-bound
   */
  public static long stepSeconds(RunSettings base) {
    if (base.maxExecutionSeconds() == 0) {
      throw new BadInputException("Option '--steps' needs -p maxexecutiontime=<seconds> (1 or more): every "
          + "step is time-bound");
    }
    return base.maxExecutionSeconds();
  }
}
