/*
 * Copyright (c) 2026 ycsb-ext contributors.
 * Licensed under the Apache License, Version 2.0 (http://www.apache.org/licenses/LICENSE-2.0).
 */
package site.ycsb.ext.engine;

import java.util.concurrent.TimeUnit;
import java.util.concurrent.atomic.AtomicLong;
import java.util.function.BooleanSupplier;
import java.util.function.LongConsumer;
import java.util.function.LongSupplier;

/**
 * One client thread's backoff state under a {@link BackoffPolicy}: counts the failed operations in a row, pauses
 * after each, resets on success, and counts its pauses and their time. {@link #afterOperation} belongs to the
 * client thread; {@link #pauses}, {@link #pausedNs} and {@link #pausingNow} may be read from any thread, and the run's
 * {@link PausedTime} sees every pause while it lasts.
 */
final class Backoff {
  /** A pause waits in slices of at most this, so a stop request ends it soon. */
  private static final long SLICE_NS = TimeUnit.MILLISECONDS.toNanos(50);

  private final BackoffPolicy policy;
  private final LongSupplier clockNs;
  private final LongConsumer park;
  private long failuresInRow;
  private final AtomicLong pauses = new AtomicLong();
  private final AtomicLong pausedNs = new AtomicLong();
  private final PausedTime runPauses;
  private volatile boolean pausing;

  /**
   * @param clockNs the monotonic clock, nanoseconds ({@code System::nanoTime} in a run)
   * @param park parks the calling thread for at most the given nanoseconds ({@code LockSupport::parkNanos})
   */
  Backoff(BackoffPolicy policy, LongSupplier clockNs, LongConsumer park) {
    this(policy, new PausedTime(), clockNs, park);
  }

  /**
   * @param runPauses the run's pauses summed over its threads (shared), told of each pause as it starts and ends
   * @param clockNs the monotonic clock, nanoseconds ({@code System::nanoTime} in a run)
   * @param park parks the calling thread for at most the given nanoseconds ({@code LockSupport::parkNanos})
   */
  Backoff(BackoffPolicy policy, PausedTime runPauses, LongSupplier clockNs, LongConsumer park) {
    this.policy = policy;
    this.runPauses = runPauses;
    this.clockNs = clockNs;
    this.park = park;
  }

  /**
   * After each operation: a success resets the count; a failure pauses the calling thread for the policy's pause
   * (or until {@code stop} says so).
   *
   * @return the pause's start on the clock, nanoseconds, or -1 when the thread did not pause
   */
  long afterOperation(boolean failed, BooleanSupplier stop) {
    if (!failed) {
      failuresInRow = 0;
      return -1;
    }
    failuresInRow++;
    long pauseNs = TimeUnit.MILLISECONDS.toNanos(policy.pauseMs(failuresInRow));
    if (pauseNs == 0) {
      return -1;
    }
    long startNs = clockNs.getAsLong();
    pausing = true;
    runPauses.pauseStarted(startNs);
    long deadline = startNs + pauseNs;
    long left;
    while ((left = deadline - clockNs.getAsLong()) > 0 && !stop.getAsBoolean()) {
      park.accept(Math.min(left, SLICE_NS));
    }
    long endNs = clockNs.getAsLong();
    runPauses.pauseEnded(startNs, endNs);
    pausing = false;
    pauses.lazySet(pauses.get() + 1);
    pausedNs.lazySet(pausedNs.get() + endNs - startNs);
    return startNs;
  }

  /** Whether this thread is pausing now (after a failed operation). */
  boolean pausingNow() {
    return pausing;
  }

  /** Pauses so far. */
  long pauses() {
    return pauses.get();
  }

  /** Time paused so far, nanoseconds. */
  long pausedNs() {
    return pausedNs.get();
  }
}
