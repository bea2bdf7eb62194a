/*
 * Copyright (c) 2026 ycsb-ext contributors.
 * Licensed under the Apache License, Version 2.0 (http://www.apache.org/licenses/LICENSE-2.0).
 */
package site.ycsb.ext.fanout.cli;

import java.io.PrintWriter;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.concurrent.TimeUnit;
import picocli.CommandLine.Command;
import picocli.CommandLine.Mixin;
import picocli.CommandLine.Option;
import picocli.CommandLine.ParameterException;
import site.ycsb.ext.commandline.RunChecks;
import site.ycsb.ext.contract.Phase;
import site.ycsb.ext.contract.RunPlan;
import site.ycsb.ext.fanout.FanoutProperties;
import site.ycsb.ext.fanout.run.FanoutSettings;
import site.ycsb.ext.fanout.run.StepPlan;
import site.ycsb.ext.report.StepsReport;

/** {@code fanout run}: each host runs its share of operationcount and -target, all starting at one instant. */
@Command(name = "run",
    header = "Run from every host in step; operationcount and -target are split evenly across hosts.",
    footer = {"", FanoutPhaseCommand.EXIT_CODES,
        "Example: bin/ycsb fanout run --hosts c1,c2,c3 --run-id run-1 basic -P workloads/workloada"
            + " -p operationcount=300000",
        "Events: bin/ycsb fanout run --hosts c1,c2 --run-id f-1 --event '5m=ssh db2 sudo systemctl stop aerospike'"
            + " --event '10m=ssh db2 sudo systemctl start aerospike' aerospike -P workloads/workloada"
            + " -p maxexecutiontime=1200",
        "Load steps: bin/ycsb fanout run --hosts c1,c2,c3 --run-id sweep-1 --steps target=30000:120000:30000"
            + " --slo 'READ.p99<=5ms' aerospike -P workloads/workloada -p maxexecutiontime=300"})
final class FanoutRunCommand extends FanoutPhaseCommand {

  @Mixin
  StepsOptions stepsOptions;

  @Mixin
  EventOptions eventOptions;

  @Option(names = "--metrics-port", paramLabel = "<port>",
      description = "Every host's benchmark JVM serves Prometheus metrics on this port (metrics.port), at the address "
          + "fan-out reaches it by (metrics.host, else all interfaces), with the run id as run_id; "
          + "bin/ycsb fanout metrics-config writes the scrape configuration.")
  Integer metricsPort;

  FanoutRunCommand() {
    super(Phase.RUN);
  }

  @Override
  RunPlan adjust(RunPlan args) {
    if (metricsPort == null) {
      return args;
    }
    if (metricsPort < 1 || metricsPort > 65_535) {
      throw new IllegalArgumentException("Invalid value '" + metricsPort + "' for option '--metrics-port': expected 1 "
          + "to 65535");
    }
    return args.withProperties(Map.of(FanoutProperties.METRICS_PORT, Integer.toString(metricsPort)),
        RunChecks::check);
  }

  @Override
  public Integer call() {
    StepsOptions.Sweep sweep;
    long maxSeconds;
    Resolved base;
    try {
      sweep = stepsOptions.sweep();
      if (sweep == null) {
        return eventOptions.given() ? runWithEvents() : super.call();
      }
      if (phaseOptions.detach) {
        throw new IllegalArgumentException("Option '--detach' does not go with '--steps' (each step follows the one"
            + " before)");
      }
      if (eventOptions.given()) {
        throw new IllegalArgumentException("Options '--event', '--event-note' and '--event-timeout' do not go with"
            + " '--steps' (events are timed from one run's start)");
      }
      base = resolve();
      maxSeconds = StepsOptions.stepSeconds(base.args().runSettings());
      sweep.checkAgainst(base.args());
    } catch (IllegalArgumentException e) {
      throw new ParameterException(spec.commandLine(), e.getMessage());
    }
    return runSweep(sweep, base, maxSeconds);
  }

  /** One run with its events ({@code --event}). */
  private int runWithEvents() {
    if (phaseOptions.detach) {
      throw new ParameterException(spec.commandLine(), "Options '--event' and '--event-note' do not go with"
          + " '--detach' (events run on this host, timed from the common start)");
    }
    Resolved resolved = resolve();
    events = eventOptions.events(resolved.args().runSettings());
    eventTimeoutMs = eventOptions.timeoutMs();
    return runOnce(resolved.settings(), resolved.args(), resolved.hosts(), resolved.ssh());
  }

  /** A load sweep ({@code --steps}): every step's run in turn, then the steps report; the sweep's exit code. */
  private int runSweep(StepsOptions.Sweep sweep, Resolved base, long maxSeconds) {
    StepPlan plan = sweep.plan();
    List<RunPlan> stepArgs = stepRuns(plan, base);
    PrintWriter out = spec.commandLine().getOut();
    PrintWriter err = spec.commandLine().getErr();
    List<Path> stepDirs = new ArrayList<>();
    int exitCode = runSteps(sweep, base, stepArgs, maxSeconds, stepDirs);
    Path reportDir = base.settings().resultsDir().resolve(base.settings().runId() + "-steps-report");
    boolean reported = StepsReport.write(stepDirs, sweep.objectives(), reportDir, out::println, err::println);
    out.flush();
    err.flush();
    return exitCode == 0 && !reported ? 1 : exitCode;
  }

  /** Each step's arguments, their shares checked before any host is contacted. */
  private List<RunPlan> stepRuns(StepPlan plan, Resolved base) {
    List<RunPlan> stepArgs = new ArrayList<>();
    for (int i = 0; i < plan.values().size(); i++) {
      try {
        RunPlan step = plan.stepRun(base.args(), i);
        checkShares(step, base.hosts().size());
        stepArgs.add(step);
      } catch (IllegalArgumentException e) {
        throw new ParameterException(spec.commandLine(), "Step " + plan.label(i) + ": " + e.getMessage());
      }
    }
    return stepArgs;
  }

  /**
   * Runs the steps in turn, each under its own run id, adding each step's result directory to {@code stepDirs};
   * stops after a failed step (unless {@code --keep-going}) or a stopped one. The first non-zero exit code, else 0.
   */
  private int runSteps(StepsOptions.Sweep sweep, Resolved base, List<RunPlan> stepArgs, long maxSeconds,
      List<Path> stepDirs) {
    StepPlan plan = sweep.plan();
    PrintWriter out = spec.commandLine().getOut();
    int exitCode = 0;
    for (int i = 0; i < stepArgs.size(); i++) {
      FanoutSettings settings = base.settings().withRunId(base.settings().runId() + "-" + plan.directoryName(i));
      out.println("Step " + (i + 1) + "/" + stepArgs.size() + ": " + plan.label(i) + " for " + maxSeconds + " s, run id "
          + settings.runId());
      out.flush();
      int code = runOnce(settings, stepArgs.get(i), base.hosts(), base.ssh());
      Path dir = settings.resultsDir().resolve(settings.runId());
      if (Files.isDirectory(dir)) {
        stepDirs.add(dir);
      }
      if (code != 0) {
        boolean stop = code > 128 || !sweep.keepGoing();
        spec.commandLine().getErr().println("ycsb: step " + plan.label(i) + " ended with exit code " + code
            + (stop ? "; the sweep stops here" : "; going on (--keep-going)"));
        exitCode = exitCode == 0 ? code : exitCode;
        if (stop) {
          break;
        }
      }
      if (i + 1 < stepArgs.size() && sweep.pauseSeconds() > 0) {
        try {
          TimeUnit.SECONDS.sleep(sweep.pauseSeconds());
        } catch (InterruptedException e) {
          Thread.currentThread().interrupt();
          break;
        }
      }
    }
    return exitCode;
  }
}
