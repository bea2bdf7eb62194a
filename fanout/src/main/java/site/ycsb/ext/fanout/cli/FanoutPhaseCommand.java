/*
 * Copyright (c) 2026 ycsb-ext contributors.
 * Licensed under the Apache License, Version 2.0 (http://www.apache.org/licenses/LICENSE-2.0).
 */
package site.ycsb.ext.fanout.cli;

import java.util.ArrayList;
import java.util.List;
import java.util.concurrent.Callable;
import picocli.CommandLine.Mixin;
import picocli.CommandLine.Model.CommandSpec;
import picocli.CommandLine.Option;
import picocli.CommandLine.ParameterException;
import picocli.CommandLine.Parameters;
import picocli.CommandLine.ParentCommand;
import picocli.CommandLine.Spec;
import site.ycsb.ext.commandline.BindingPropertyCheck;
import site.ycsb.ext.commandline.CommandLineResolver;
import site.ycsb.ext.commandline.Installation;
import site.ycsb.ext.contract.EventSchedule;
import site.ycsb.ext.contract.EventSpec;
import site.ycsb.ext.contract.Phase;
import site.ycsb.ext.contract.RunPlan;
import site.ycsb.ext.contract.StopSignals;
import site.ycsb.ext.fanout.FanoutInputException;
import site.ycsb.ext.fanout.run.FanoutRun;
import site.ycsb.ext.fanout.run.FanoutSettings;
import site.ycsb.ext.fanout.run.WorkShares;
import site.ycsb.ext.fanout.ssh.HostSpec;
import site.ycsb.ext.fanout.ssh.ShellQuote;
import site.ycsb.ext.fanout.ssh.Ssh;

/**
 * {@code fanout load} and {@code fanout run}: fan-out options first, then upstream's arguments unchanged
 * ({@code <binding> -P file -p key=value ...}; everything from the binding on belongs to YCSB). Ctrl-C stops the remote
 * runs by their process ids, still collects and merges, and exits 130 ({@link StopSignals}). One instance per invocation.
 */
abstract class FanoutPhaseCommand implements Callable<Integer> {
  /** The exit codes of {@code fanout load|run}, for their help pages. */
  static final String EXIT_CODES = "Exit codes: 0 every host completed and its results were collected complete; 1 a"
      + " host failed, was lost or its results are incomplete (the table and results/<run-id>/fanout.json say which);"
      + " 2 invalid input, before any host is contacted; 130 (Ctrl-C) or 143 (TERM): stopped, after collecting and"
      + " merging what ran.";

  @Option(names = {"-h", "--help"}, usageHelp = true, description = "Show this help and exit.")
  boolean help;

  @Spec
  CommandSpec spec;

  @ParentCommand
  FanoutCommand parent;

  @Mixin
  HostOptions hostOptions;

  @Mixin
  PhaseOptions phaseOptions;

  @Parameters(arity = "1..*", paramLabel = "<binding> [ycsb args]", preprocessor = YcsbArgsAfterBinding.class,
      description = "The binding and upstream's arguments, as for bin/ycsb load|run: -P <file>, -p <key=value>,"
          + " -threads, -target, -l, -jvm-args, -cp. recordcount, operationcount and -target are split across hosts.")
  List<String> ycsbArgs = new ArrayList<>();

  private final Phase phase;
  /** The run's events ({@code fanout run --event}), checked before any host is contacted; empty for a load. */
  List<EventSpec> events = List.of();
  /** How long an event's command may run, milliseconds. */
  long eventTimeoutMs = EventSchedule.DEFAULT_TIMEOUT_MS;

  FanoutPhaseCommand(Phase phase) {
    this.phase = phase;
  }

  @Override
  public Integer call() {
    Resolved resolved = resolve();
    return runOnce(resolved.settings(), resolved.args(), resolved.hosts(), resolved.ssh());
  }

  /** The hosts, settings and arguments of this command, validated before any host is contacted. */
  record Resolved(List<HostSpec> hosts, Ssh ssh, FanoutSettings settings, RunPlan args) {
  }

  Resolved resolve() {
    try {
      List<HostSpec> hosts = hostOptions.hosts();
      Ssh ssh = hostOptions.ssh();
      FanoutSettings settings = phaseOptions.settings(phase, hostOptions);
      RunPlan args = adjust(resolvePlan());
      checkShares(args, hosts.size());
      return new Resolved(hosts, ssh, settings, args);
    } catch (IllegalArgumentException e) {
      throw new ParameterException(spec.commandLine(), e.getMessage());
    }
  }

  /**
   * The YCSB arguments as the central host resolves them (relative {@code -P} files against its working directory),
   * the counts as totals that {@link WorkShares} splits, and the binding's own property check run here, where its
   * jars are, before any host is contacted.
   */
  private RunPlan resolvePlan() {
    // Fan-out merges the hosts by window: it measures with periodic histograms unless told otherwise.
    RunPlan plan = CommandLineResolver.forWorkingDirectory().measuringPeriodically().resolve(phase, ycsbArgs, false);
    List<String> warnings = BindingPropertyCheck.check(plan, Installation.current());
    plan.notices().forEach(spec.commandLine().getErr()::println);
    warnings.forEach(spec.commandLine().getErr()::println);
    spec.commandLine().getErr().flush();
    return plan;
  }

  /** The resolved arguments as this subcommand's own options change them (default: unchanged). */
  RunPlan adjust(RunPlan args) {
    return args;
  }

  /** Splits the counts now, so that bad counts are reported before any host is contacted. */
  void checkShares(RunPlan args, int hosts) {
    if (phase == Phase.LOAD) {
      WorkShares.forLoad(args.runSettings(), hosts);
    } else {
      WorkShares.forRun(args.runSettings(), hosts);
    }
  }

  /** One fan-out load or run; its exit code. */
  int runOnce(FanoutSettings settings, RunPlan args, List<HostSpec> hosts, Ssh ssh) {
    FanoutRun run = new FanoutRun(ssh, settings, parent.merger(), spec.commandLine().getOut())
        .withEvents(events, eventTimeoutMs);
    // Ctrl-C or TERM: the main thread stops the hosts, collects and merges (not in a shutdown hook, where the report's
    // image writer cannot start), then this command returns 128 + the signal's number.
    Runnable restoreSignals = StopSignals.install(run::requestStop);
    try {
      int exit = run.execute(phase, args, hosts);
      if (settings.detach() && run.hostsStarted()) {
        List<String> collect = new ArrayList<>(List.of("bin/ycsb", "fanout", "collect", "--run-id", settings.runId(),
            "--results", settings.resultsDir().toString()));
        collect.addAll(hostOptions.asArguments());
        spec.commandLine().getOut().println("fanout: the run goes on on the hosts; bring it home when it has ended"
            + " with:\n  " + ShellQuote.join(collect) + " --wait 3600");
        spec.commandLine().getOut().flush();
      }
      return exit;
    } catch (FanoutInputException e) {
      throw new ParameterException(spec.commandLine(), e.getMessage());
    } finally {
      restoreSignals.run();
    }
  }
}
