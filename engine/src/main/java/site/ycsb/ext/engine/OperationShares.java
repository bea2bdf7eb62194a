/*
 * Copyright (c) 2026 ycsb-ext contributors.
 * Licensed under the Apache License, Version 2.0 (http://www.apache.org/licenses/LICENSE-2.0).
 */
package site.ycsb.ext.engine;

/**
 * The split of a run's operations over its client threads: each thread gets total / threads, and the first
 * total % threads threads one more, so the shares differ by at most one and sum to the total (a {@code long}: loads
 * of more than {@link Integer#MAX_VALUE} records split exactly). A total of 0 (or less) is a time-bound run: every
 * thread runs {@link #UNTIL_STOPPED}. Stateless.
 */
final class OperationShares {
  /** The share of a thread that runs until the workload is asked to stop ({@code maxexecutiontime}, a signal). */
  static final long UNTIL_STOPPED = -1;

  private OperationShares() {
  }

  /**
   * @param total the run's operations ({@code operationcount} or the load's record count); 0 runs until stopped
   * @param threads the thread count, from 1
   * @param id the thread's id, 0 to threads - 1
   * @return the thread's operations, or {@link #UNTIL_STOPPED}
   */
  static long of(long total, int threads, int id) {
    if (threads < 1 || id < 0 || id >= threads) {
      throw new IllegalArgumentException("thread " + id + " of " + threads + " threads");
    }
    if (total <= 0) {
      return UNTIL_STOPPED;
    }
    return total / threads + (id < total % threads ? 1 : 0);
  }

  /** The run's total as the status line's estimate reads it: the total, or {@link #UNTIL_STOPPED} when time-bound. */
  static long bounded(long total) {
    return total > 0 ? total : UNTIL_STOPPED;
  }
}
