/*
 * Copyright (c) 2026 ycsb-ext contributors.
 * Licensed under the Apache License, Version 2.0 (http://www.apache.org/licenses/LICENSE-2.0).
 */
package site.ycsb.ext.engine;

import java.util.concurrent.TimeUnit;
import java.util.concurrent.locks.LockSupport;
import java.util.function.BooleanSupplier;
import java.util.function.LongConsumer;
import java.util.function.LongSupplier;

/**
 * One client thread's pace under {@code -target}, as core paces it: the thread's share of the target gives a period,
 * operation {@code n} (from 0) is due at the thread's start + n x period (computed, never accumulated, so sleeping
 * late does not drift), and a thread that fell behind does not wait: it catches up at full speed, so the client's
 * throughput stays the target and the intended start times record the delay (coordinated omission). A period of 0
 * is unthrottled. One instance per client thread: {@link #awaitTurn} belongs to that thread; the rest is immutable.
 * The benchmarks' raw client loops pace themselves with it too, so a loop and {@code bin/ycsb} given the same target
 * send the same operations per second.
 */
public final class Throttle {
  private final long periodNs;
  /** Core's {@code spin.sleep}: spin instead of parking while waiting for the next operation's turn. */
  private final boolean spinSleep;
  private final LongSupplier clockNs;
  private final LongConsumer park;

  /**
   * @param periodNs nanoseconds between the intended starts of consecutive operations, 0 for unthrottled
   * @param clockNs the monotonic clock, nanoseconds ({@code System::nanoTime} in a run)
   * @param park parks the calling thread for at most the given nanoseconds ({@code LockSupport::parkNanos})
   */
  Throttle(long periodNs, boolean spinSleep, LongSupplier clockNs, LongConsumer park) {
    if (periodNs < 0) {
      throw new IllegalArgumentException("periodNs must be 0 or more, got " + periodNs);
    }
    this.periodNs = periodNs;
    this.spinSleep = spinSleep;
    this.clockNs = clockNs;
    this.park = park;
  }

  /**
   * The throttle of one of {@code threads} client threads that share {@code targetOpsPerSec}: each thread gets
   * target / threads operations per second, so its period is threads x 10^9 / target nanoseconds (10 ops/s over 3
   * threads: 300 ms). Whole nanoseconds, rounded down, as core's.
   *
   * @param targetOpsPerSec the whole client's target, operations per second; 0 (or less) is unthrottled
   * @param threads the client's thread count, from 1
   */
  public static Throttle forThread(long targetOpsPerSec, int threads, boolean spinSleep) {
    if (threads < 1) {
      throw new IllegalArgumentException("threads must be at least 1, got " + threads);
    }
    // threads x 10^9 stays below Long.MAX_VALUE for every int thread count.
    long period = targetOpsPerSec > 0 ? threads * TimeUnit.SECONDS.toNanos(1) / targetOpsPerSec : 0;
    return new Throttle(period, spinSleep, System::nanoTime, LockSupport::parkNanos);
  }

  /** Nanoseconds between the intended starts of this thread's operations; 0 when unthrottled. */
  public long periodNs() {
    return periodNs;
  }

  public boolean isThrottled() {
    return periodNs > 0;
  }

  /** When operation {@code n} (from 0) of a thread that started at {@code startNs} is due, nanoseconds. */
  long intendedStartNs(long startNs, long n) {
    return startNs + n * periodNs;
  }

  /** How long to wait at {@code nowNs} for operation {@code n}: 0 when it is due or overdue (catching up). */
  long waitNs(long startNs, long n, long nowNs) {
    return Math.max(0, intendedStartNs(startNs, n) - nowNs);
  }

  /**
   * Waits for operation {@code n}'s turn (parking, or spinning with {@code spin.sleep}), or until {@code stop} says
   * so; returns at once when the operation is overdue.
   *
   * @return the operation's intended start, nanoseconds on the clock
   */
  public long awaitTurn(long startNs, long n, BooleanSupplier stop) {
    lateness(startNs, n, stop);
    return intendedStartNs(startNs, n);
  }

  /**
   * Waits for operation {@code n}'s turn as {@link #awaitTurn} does, and says how late the turn was taken, with no
   * clock reading of its own: the reading that found the operation due, minus its intended start.
   *
   * @return nanoseconds, 0 or more; negative when {@code stop} ended the wait before the turn
   */
  long lateness(long startNs, long n, BooleanSupplier stop) {
    long due = intendedStartNs(startNs, n);
    long left;
    while ((left = due - clockNs.getAsLong()) > 0 && !stop.getAsBoolean()) {
      if (spinSleep) {
        Thread.onSpinWait();
      } else {
        park.accept(left);
      }
    }
    return -left;
  }

  /**
   * Before the first operation: parks for a random part of one period ({@code random} in [0, 1)), so the threads'
   * first operations do not all reach the database at once. Nothing when unthrottled.
   */
  public void spreadFirstOperation(double random) {
    if (periodNs > 0) {
      park.accept((long) (random * periodNs));
    }
  }
}
