/*
 * Copyright (c) 2026 ycsb-ext contributors.
 * Licensed under the Apache License, Version 2.0 (http://www.apache.org/licenses/LICENSE-2.0).
 */
package site.ycsb.ext.launcher;

import picocli.CommandLine.Command;
import picocli.CommandLine.Option;
import site.ycsb.ext.fanout.StepPlan;
import site.ycsb.ext.report.ServiceLevelObjectives;

/** {@code bin/ycsb run}: the transaction phase, upstream syntax. */
@Command(name = "run", mixinStandardHelpOptions = true, sortOptions = false,
    header = "Run the workload's operations (upstream syntax: bin/ycsb run <binding> -P <workload> ...).",
    footer = {"", "Example: bin/ycsb run basic -P workloads/workloada -p operationcount=10000 -threads 4 -s",
        "operationcount=0 with maxexecutiontime=<s> runs until the time is up.",
        "Load steps: bin/ycsb run basic -P workloads/workloada -p maxexecutiontime=30 --steps target=1000,2000,4000 \\",
        "    --slo 'READ.p99<=5ms' -p periodichistogram.output.path=results/steps-1/",
        "Exit codes: 0 completed, 1 the run failed (cause on stderr), 2 invalid input."})
final class RunCommand extends PhaseCommand {

  @Option(names = "--steps", paramLabel = "<spec>",
      description = "Load steps, one time-bound run each (maxexecutiontime per step), then the report of all steps: "
          + "target=10000,20000,40000, target=10000:80000:10000 or threads=8,16,32. Each step writes into its own "
          + "directory under periodichistogram.output.path (default results/steps-<time>/); target steps measure "
          + "latency from the intended start unless measurement.interval is given.")
  String steps;

  @Option(names = "--step-pause", paramLabel = "<seconds>", defaultValue = "0",
      description = "Seconds to pause between steps. Default: ${DEFAULT-VALUE}.")
  long stepPauseSeconds;

  @Option(names = "--keep-going", description = "Go on with the next step after a failed one (default: stop there).")
  boolean keepGoing;

  @Option(names = "--slo", paramLabel = "<objectives>",
      description = "With --steps: latency objectives, e.g. 'READ.p99<=5ms,UPDATE.p99<=10ms'; the report names the "
          + "highest step that met every one.")
  String slo;

  RunCommand() {
    super("run");
  }

  @Override
  public Integer call() {
    if (steps == null) {
      if (slo != null || keepGoing || stepPauseSeconds != 0) {
        throw new BadInputException("Options '--slo', '--keep-going' and '--step-pause' need '--steps'");
      }
      return super.call();
    }
    StepPlan plan;
    ServiceLevelObjectives objectives;
    try {
      plan = StepPlan.parse(steps);
      objectives = slo == null ? null : ServiceLevelObjectives.parse("--slo", slo);
    } catch (IllegalArgumentException e) {
      throw new BadInputException(e.getMessage());
    }
    if (stepPauseSeconds < 0 || stepPauseSeconds > 86_400) {
      throw new BadInputException("Invalid value '" + stepPauseSeconds + "' for option '--step-pause': expected 0 to "
          + "86400 seconds");
    }
    if (startAtEpochMs != null) {
      throw new BadInputException("Option '--start-at' does not go with '--steps' (each step starts when the "
          + "previous one ended)");
    }
    return new StepSweep(plan, stepPauseSeconds, keepGoing, objectives, System.out, System.err)
        .run(resolve("run", options), new BenchmarkJvm(Installation.current()));
  }
}
