/*
 * Copyright (c) 2026 ycsb-ext contributors.
 * Licensed under the Apache License, Version 2.0 (http://www.apache.org/licenses/LICENSE-2.0).
 */
package site.ycsb.ext.launcher;

import java.nio.file.Paths;
import java.util.concurrent.Callable;
import picocli.CommandLine.Mixin;
import picocli.CommandLine.Option;

/**
 * {@code load} and {@code run}: resolve upstream's command line in this JVM, then run the benchmark in its own JVM
 * ({@link BenchmarkMain}) and return its exit code. Not thread-safe (one instance per invocation).
 */
public abstract class PhaseCommand implements Callable<Integer> {

  /** Internal property carrying {@code --start-at} to the benchmark JVM. */
  public static final String START_AT_PROPERTY = "ycsb.ext.startAtEpochMs";
  /** Internal property carrying the phase ({@code load} or {@code run}) to the benchmark JVM. */
  static final String PHASE_PROPERTY = "ycsb.ext.phase";
  /** Internal property carrying the binding name to the benchmark JVM. */
  static final String BINDING_PROPERTY = "ycsb.ext.binding";

  @Mixin
  WorkloadOptions options;

  @Option(names = "--start-at", paramLabel = "<epoch-ms>",
      description = "Start the operations at this wall-clock instant (milliseconds since the epoch), after every"
          + " DB instance is initialised; used by fanout to start all client hosts in step.")
  Long startAtEpochMs;

  private final String phase;

  PhaseCommand(String phase) {
    this.phase = phase;
  }

  @Override
  public Integer call() {
    return run(phase, options, startAtEpochMs);
  }

  /**
   * Resolves one load or run and executes it in a benchmark JVM.
   *
   * @param startAtEpochMs the common start instant, or null to start as soon as every DB instance is initialised
   * @return the benchmark JVM's exit code
   * @throws BadInputException for invalid input (binding properties included), before anything starts
   */
  public static int run(String phase, WorkloadOptions options, Long startAtEpochMs) {
    ResolvedRun run = resolve(phase, options);
    if (startAtEpochMs != null) {
      if (startAtEpochMs <= 0) {
        throw new BadInputException("Invalid value '" + startAtEpochMs + "' for option '--start-at': expected"
            + " milliseconds since the epoch");
      }
      run.properties().setProperty(START_AT_PROPERTY, Long.toString(startAtEpochMs));
    }
    BindingPropertyCheck.check(run, Installation.current());
    run.notices().forEach(System.err::println);
    return new BenchmarkJvm(Installation.current()).run(run, BenchmarkMain.class.getName());
  }

  /** Resolves a load or run command line to its final properties (the phase and binding included), or throws. */
  public static ResolvedRun resolve(String phase, WorkloadOptions options) {
    ResolvedRun run = new PropertyResolver(BindingTable.load(), Paths.get("").toAbsolutePath()).resolve(phase, options);
    run.properties().setProperty(PHASE_PROPERTY, phase);
    run.properties().setProperty(BINDING_PROPERTY, run.bindingName());
    return run;
  }
}
