/*
 * Copyright (c) 2026 ycsb-ext contributors.
 * Licensed under the Apache License, Version 2.0 (http://www.apache.org/licenses/LICENSE-2.0).
 */
package site.ycsb.ext.launcher;

import java.io.PrintWriter;
import java.util.List;
import java.util.Map;
import java.util.TreeMap;
import picocli.CommandLine.Command;
import picocli.CommandLine.Mixin;
import site.ycsb.ext.commandline.CommandLineResolver;
import site.ycsb.ext.commandline.Installation;
import site.ycsb.ext.commandline.RunChecks;
import site.ycsb.ext.contract.BadInputException;
import site.ycsb.ext.contract.EventSchedule;
import site.ycsb.ext.contract.EventSpec;
import site.ycsb.ext.contract.Phase;
import site.ycsb.ext.contract.RunPlan;
import site.ycsb.ext.fanout.cli.EventOptions;
import site.ycsb.ext.fanout.cli.StepsOptions;

/** {@code bin/ycsb run}: the transaction phase, upstream syntax. */
@Command(name = "run", mixinStandardHelpOptions = true, sortOptions = false,
    header = "Run the workload's operations (upstream syntax: bin/ycsb run <binding> -P <workload> ...).",
    footer = {"", "Example: bin/ycsb run basic -P workloads/workloada -p operationcount=10000 -threads 4 -s",
        "operationcount=0 with maxexecutiontime=<s> runs until the time is up.",
        "Load steps: bin/ycsb run basic -P workloads/workloada -p maxexecutiontime=30 --steps target=1000,2000,4000 \\",
        "    --slo 'READ.p99<=5ms' -p periodichistogram.output.path=results/steps-1/",
        "Events: bin/ycsb run aerospike ... -p maxexecutiontime=300 -p periodichistogram.output.path=results/f-1/ \\",
        "    --event '60s=bin/ycsb standin ctl --port 3100 stop 2' --event '180s=bin/ycsb standin ctl --port 3100 start 2'",
        "Exit codes: 0 completed, 1 the run failed (cause on stderr), 2 invalid input."})
final class RunCommand extends PhaseCommand {

  @Mixin
  StepsOptions stepsOptions;

  @Mixin
  EventOptions eventOptions;

  RunCommand() {
    super(Phase.RUN);
  }

  @Override
  public Integer call() {
    StepsOptions.Sweep sweep;
    try {
      sweep = stepsOptions.sweep();
    } catch (IllegalArgumentException e) {
      throw new BadInputException(e.getMessage());
    }
    if (sweep == null && eventOptions.given()) {
      return runWithEvents();
    }
    if (sweep == null) {
      return super.call();
    }
    if (eventOptions.given()) {
      throw new BadInputException("Options '--event', '--event-note' and '--event-timeout' do not go with '--steps'"
          + " (events are timed from one run's start)");
    }
    if (startAt != null) {
      throw new BadInputException("Option '--start-at' does not go with '--steps' (each step starts when the "
          + "previous one ended)");
    }
    PrintWriter err = spec.commandLine().getErr();
    // Every step measures with periodic histograms (the steps report needs them), so their options are taken.
    RunPlan base = CommandLineResolver.forWorkingDirectory().measuringPeriodically().resolve(Phase.RUN, options);
    return new StepSweep(sweep, spec.commandLine().getOut(), err).run(base,
        new BenchmarkJvm(Installation.current(), err));
  }

  /** One run whose plan carries the events ({@link EventSpec#toProperties}) to the benchmark JVM, which runs them. */
  private int runWithEvents() {
    RunPlan plan = resolve(Phase.RUN, options);
    List<EventSpec> events = eventOptions.events(plan.runSettings());
    Map<String, String> added = new TreeMap<>();
    EventSpec.toProperties(events).forEach((k, v) -> added.put((String) k, (String) v));
    added.put(EventSchedule.TIMEOUT_PROPERTY, Long.toString(eventOptions.timeoutMs()));
    RunPlan withEvents = plan.withProperties(added, RunChecks::check);
    Long startAtEpochMs = startAt == null ? null : StartInstant.parse(startAt, System.currentTimeMillis());
    return run(withEvents, startAtEpochMs, spec.commandLine().getErr());
  }
}
