/*
 * Copyright (c) 2026 ycsb-ext contributors.
 * Licensed under the Apache License, Version 2.0 (http://www.apache.org/licenses/LICENSE-2.0).
 */
package site.ycsb.ext.contract;

import java.util.Optional;

/**
 * The checked, typed values of core's properties that the engine runs a load or run by: {@code RunChecks} (command-line) builds
 * them once from the final properties, defaults from {@link CoreProperty} applied, and the benchmark JVM reads them
 * back from the {@link RunPlan} without parsing properties again. Immutable; thread-safe.
 *
 * @param transactions {@code dotransactions}: true for a run, false for a load
 * @param threads client threads, from 1
 * @param targetOpsPerSec the whole client's target throughput in operations per second; 0 is unthrottled
 * @param operations this client's operations: {@code operationcount} for a run, {@code insertcount} (or
 *     {@code recordcount - insertstart}) for a load; 0 runs until {@code maxExecutionSeconds} ends
 * @param recordCount {@code recordcount}: the records in the database (a load's whole key space)
 * @param insertStart {@code insertstart}: a load's first key number
 * @param maxExecutionSeconds {@code maxexecutiontime} in seconds; 0 is no limit
 * @param status whether status lines are printed ({@code -s})
 * @param statusIntervalSeconds seconds between status lines, from 1
 * @param label the status lines' prefix ({@code -l}), possibly empty
 * @param maxFailedShare {@value #MAX_FAILED_SHARE_PROPERTY}: the largest share of failed operations, 0 to 1, that still
 *     completes the run
 * @param dbClass the DB class's name
 * @param workloadClass the workload class's name
 * @param exporterClass the summary exporter class's name
 * @param exportFile the summary's file, or empty for stdout
 * @param measurementType core's {@code measurementtype}
 * @param trackJvm core's {@code measurement.trackjvm}
 * @param spinSleep core's {@code spin.sleep}
 */
public record RunSettings(boolean transactions, int threads, long targetOpsPerSec, long operations,
    long recordCount, long insertStart, long maxExecutionSeconds, boolean status, long statusIntervalSeconds, String label, double maxFailedShare,
    String dbClass, String workloadClass, String exporterClass, Optional<String> exportFile, String measurementType,
    boolean trackJvm, boolean spinSleep) {

  /** The property behind {@link #maxFailedShare}: ycsb-ext's own, not core's. */
  public static final String MAX_FAILED_SHARE_PROPERTY = "failures.max";

  /** Whether the run writes per-window histograms ({@link #isPeriodic}). */
  public boolean periodic() {
    return isPeriodic(measurementType);
  }

  /**
   * Whether {@code measurementType} writes per-window histograms: {@code periodichistogram} or
   * {@value RunKeys#PERIODIC_MEASUREMENT_TYPE}. {@code measurements}' {@code MeasurementType.isPeriodic} says the
   * same of its own values, checked by a test.
   */
  public static boolean isPeriodic(String measurementType) {
    return "periodichistogram".equals(measurementType) || RunKeys.PERIODIC_MEASUREMENT_TYPE.equals(measurementType);
  }

  /** Whether a load's client thread stops at its first failed insert (core's behaviour; the load then fails). */
  public boolean stopsAtFirstFailedInsert() {
    return maxFailedShare == 0;
  }
}
