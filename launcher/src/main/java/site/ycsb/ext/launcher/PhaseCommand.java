/*
 * Copyright (c) 2026 ycsb-ext contributors.
 * Licensed under the Apache License, Version 2.0 (http://www.apache.org/licenses/LICENSE-2.0).
 */
package site.ycsb.ext.launcher;

import java.io.PrintWriter;
import java.util.List;
import java.util.concurrent.Callable;
import picocli.CommandLine.Mixin;
import picocli.CommandLine.Model.CommandSpec;
import picocli.CommandLine.Option;
import picocli.CommandLine.Spec;
import site.ycsb.ext.commandline.BindingPropertyCheck;
import site.ycsb.ext.commandline.CommandLineResolver;
import site.ycsb.ext.commandline.Installation;
import site.ycsb.ext.commandline.WorkloadOptions;
import site.ycsb.ext.contract.BadInputException;
import site.ycsb.ext.contract.EngineProcess;
import site.ycsb.ext.contract.Phase;
import site.ycsb.ext.contract.RunPlan;

/**
 * {@code load} and {@code run}: resolve upstream's command line in this JVM, then run the benchmark in its own JVM
 * ({@link EngineProcess#BENCHMARK_MAIN}) and return its exit code. Not thread-safe (one instance per invocation).
 */
public abstract class PhaseCommand implements Callable<Integer> {

  @Mixin
  WorkloadOptions options;

  @Option(names = "--start-at", paramLabel = "<epoch-ms>",
      description = "Start the operations at this wall-clock instant (milliseconds since the epoch, from 10 minutes"
          + " ago to 24 hours ahead), after every DB instance is initialised; used by fanout to start all client"
          + " hosts in step.")
  String startAt;

  @Spec
  CommandSpec spec;

  private final Phase phase;

  PhaseCommand(Phase phase) {
    this.phase = phase;
  }

  @Override
  public Integer call() {
    Long startAtEpochMs = startAt == null ? null : StartInstant.parse(startAt, System.currentTimeMillis());
    return run(phase, options, startAtEpochMs, spec.commandLine().getErr());
  }

  /**
   * Resolves one load or run and executes it in a benchmark JVM.
   *
   * @param startAtEpochMs the common start instant, or null to start as soon as every DB instance is initialised
   * @param err where the notices and the launcher's own lines go
   * @return the benchmark JVM's exit code
   * @throws BadInputException for invalid input (binding properties included), before anything starts
   */
  public static int run(Phase phase, WorkloadOptions options, Long startAtEpochMs, PrintWriter err) {
    return run(resolve(phase, options), startAtEpochMs, err);
  }

  /**
   * Executes one resolved plan in a benchmark JVM, as {@link #run(String, WorkloadOptions, Long, PrintWriter)}.
   *
   * @throws BadInputException for invalid input (binding properties included), before anything starts
   */
  static int run(RunPlan resolved, Long startAtEpochMs, PrintWriter err) {
    RunPlan plan = resolved;
    if (startAtEpochMs != null) {
      plan = plan.startingAt(startAtEpochMs);
    }
    List<String> warnings = BindingPropertyCheck.check(plan, Installation.current());
    JvmArgsCheck.check(plan.jvmArgs());
    plan.notices().forEach(err::println);
    warnings.forEach(err::println);
    err.flush();
    return new BenchmarkJvm(Installation.current(), err).run(plan, EngineProcess.BENCHMARK_MAIN);
  }

  /** Resolves a load or run command line to its validated plan, or throws {@link BadInputException}. */
  public static RunPlan resolve(Phase phase, WorkloadOptions options) {
    return CommandLineResolver.forWorkingDirectory().resolve(phase, options);
  }
}
