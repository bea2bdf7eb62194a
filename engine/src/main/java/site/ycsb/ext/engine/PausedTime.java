/*
 * Copyright (c) 2026 ycsb-ext contributors.
 * Licensed under the Apache License, Version 2.0 (http://www.apache.org/licenses/LICENSE-2.0).
 */
package site.ycsb.ext.engine;

/**
 * The client threads' backoff pauses of one run, summed over threads and readable while they pause: the time of the
 * pauses that ended plus, for each thread pausing now, the time since its pause started. Failed time for the outage
 * judgement ({@link FailureWindows}).
 *
 * <p>Thread-safety: {@link #pauseStarted} and {@link #pauseEnded} from the client threads (only after a failed
 * operation, whose pause then lasts at least a millisecond, so the lock costs nothing on the success path);
 * {@link #totalNs} from any thread. All on one monitor, so a reading never counts a pause twice or misses one.
 */
final class PausedTime {
  /** Pauses that ended, summed, nanoseconds. */
  private long endedNs;
  /** Threads pausing now. */
  private long pausing;
  /** The start instants of the pauses going on now, summed, nanoseconds on the monotonic clock. */
  private long startsNs;

  /** A thread's pause started at {@code startNs} (monotonic clock, nanoseconds). */
  synchronized void pauseStarted(long startNs) {
    pausing++;
    startsNs += startNs;
  }

  /** The pause that started at {@code startNs} ended at {@code endNs} (monotonic clock, nanoseconds). */
  synchronized void pauseEnded(long startNs, long endNs) {
    pausing--;
    startsNs -= startNs;
    endedNs += Math.max(0, endNs - startNs);
  }

  /** The pauses' time up to {@code nowNs} (monotonic clock), summed over threads, nanoseconds. */
  synchronized long totalNs(long nowNs) {
    return endedNs + Math.max(0, pausing * nowNs - startsNs);
  }

  /** Threads pausing now. */
  synchronized long pausingNow() {
    return pausing;
  }
}
