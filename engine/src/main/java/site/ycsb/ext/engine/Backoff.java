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
 * client thread; {@link #pauses} and {@link #pausedNs} may be read from any thread.
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

  /**
   * @param clockNs the monotonic clock, nanoseconds ({@code System::nanoTime} in a run)
   * @param park parks the calling thread for at most the given nanoseconds ({@code LockSupport::parkNanos})
   */
  Backoff(BackoffPolicy policy, LongSupplier clockNs, LongConsumer park) {
    this.policy = policy;
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
    long deadline = startNs + pauseNs;
    long left;
    while ((left = deadline - clockNs.getAsLong()) > 0 && !stop.getAsBoolean()) {
      park.accept(Math.min(left, SLICE_NS));
    }
    pauses.lazySet(pauses.get() + 1);
    pausedNs.lazySet(pausedNs.get() + clockNs.getAsLong() - startNs);
    return startNs;
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
