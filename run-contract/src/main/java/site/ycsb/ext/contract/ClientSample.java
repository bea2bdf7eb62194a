/*
 * Copyright (c) 2026 ycsb-ext contributors.
 * Licensed under the Apache License, Version 2.0 (http://www.apache.org/licenses/LICENSE-2.0).
 */
package site.ycsb.ext.contract;

/**
 * How loaded the benchmark JVM was over one window: one line of {@link ClientSamplesFile}. Immutable; thread-safe.
 *
 * @param startMs the window's start, epoch milliseconds
 * @param endMs the window's end, epoch milliseconds, after {@code startMs}
 * @param cpuCores the JVM's CPU time over the window divided by its length: cores kept busy, 0 to
 *     {@code coresAvailable}
 * @param coresAvailable the logical cores the JVM may use ({@code Runtime.availableProcessors()}, which follows
 *     {@code taskset} and container limits)
 * @param cpuWaitCores the time the JVM's threads spent runnable but waiting for a CPU over the window divided by its
 *     length (Linux's per-thread run-queue wait, {@code /proc/self/task/N/schedstat}): cores' worth of work the
 *     client wanted to do and could not; 0 where the system does not tell
 * @param gcShare the share of the window spent in garbage-collection pauses, 0 to 1
 * @param lagMeanMs under a target, the mean of (actual - intended) operation start over the window, milliseconds;
 *     0 without a target
 * @param lagMaxMs under a target, the largest such lag in the window, milliseconds; 0 without a target
 */
public record ClientSample(long startMs, long endMs, double cpuCores, int coresAvailable, double cpuWaitCores,
    double gcShare,
    double lagMeanMs, double lagMaxMs) {

  /** The share of the available cores the JVM kept busy, 0 to 1. */
  public double cpuShare() {
    return coresAvailable <= 0 ? 0 : cpuCores / coresAvailable;
  }
}
