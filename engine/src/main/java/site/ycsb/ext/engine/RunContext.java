/*
 * Copyright (c) 2026 ycsb-ext contributors.
 * Licensed under the Apache License, Version 2.0 (http://www.apache.org/licenses/LICENSE-2.0).
 */
package site.ycsb.ext.engine;

import java.io.IOException;
import java.io.PrintStream;
import java.net.InetAddress;
import java.nio.file.Path;
import java.nio.file.Paths;
import java.util.Optional;
import java.util.Properties;
import site.ycsb.ext.contract.RunKeys;
import site.ycsb.ext.contract.RunPlan;
import site.ycsb.ext.contract.RunSettings;
import site.ycsb.ext.measurements.InstalledMeasurements;
import site.ycsb.ext.measurements.OutputLocation;

/**
 * What the prepare phase made for the later phases and the {@link RunFeature}s: the plan with its typed settings and
 * properties, the installed measurements and their output location, this client's host label, the error stream, the
 * run's failures, the workers' start lag, their backoff policy, the run's operation tally and backoff pauses, and the
 * way to stop the run early. Built once by {@link Benchmark} after the
 * measurements are installed. Its components never change; the properties, failures and start lag are thread-safe
 * and shared with the client threads, {@link #err} belongs to the main thread.
 *
 * @param plan the run plan
 * @param props the plan's properties as the workload and the DB instances got them: one object, on which the bindings
 *     set their facts and warnings for the manifest (not {@link RunPlan#properties()}, which is a fresh copy)
 * @param measurements the measurements installed into core
 * @param output where the measurements write ({@code periodichistogram.output.path}, as the measurements parsed it)
 * @param host this client's host label: fan-out's {@link RunKeys#HOST}, else the local host name
 * @param err where the run's messages go (stderr)
 * @param failures the run's failures, shared with the client threads
 * @param startLag the client threads' lag behind their schedule under a target (each thread records into its own
 *     {@link StartLag.Recorder})
 * @param backoff the client threads' pause after failed operations
 * @param tally every operation's result, counted by the client threads (shared, thread-safe)
 * @param pauses the client threads' backoff pauses summed, live (shared, thread-safe)
 * @param stopRun asks the client threads to stop, as {@code maxexecutiontime} does (any thread, any time; does
 *     nothing before the workload is loaded)
 * @param commonStart the common start instant: {@code --start-at}, or the one fan-out's start barrier gave
 */
record RunContext(RunPlan plan, Properties props, InstalledMeasurements measurements, OutputLocation output, String host,
    PrintStream err, RunFailures failures, StartLag startLag, BackoffPolicy backoff, OperationTally tally,
    PausedTime pauses, Runnable stopRun, CommonStart commonStart) {

  /** The plan's typed settings. */
  RunSettings settings() {
    return plan.runSettings();
  }

  /** Whether the run has an output prefix (its manifest, samples and events' output go there). */
  boolean hasOutput() {
    return !output.prefix().isEmpty();
  }

  /** The file {@code <prefix><name>} under the output prefix, or empty when the run has none. */
  Optional<Path> outputFile(String name) {
    return hasOutput() ? Optional.of(Paths.get(output.prefix() + name)) : Optional.empty();
  }

  /** This client's host label: fan-out's {@link RunKeys#HOST}, else the local host name. */
  static String hostLabel(Properties props) {
    return props.getProperty(RunKeys.HOST, localHostName());
  }

  private static String localHostName() {
    try {
      return InetAddress.getLocalHost().getHostName();
    } catch (IOException e) {
      return "localhost";
    }
  }
}
