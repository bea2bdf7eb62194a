/*
 * Copyright (c) 2026 ycsb-ext contributors.
 * Licensed under the Apache License, Version 2.0 (http://www.apache.org/licenses/LICENSE-2.0).
 */
package site.ycsb.ext.measurements;

/**
 * The wall clock that window boundaries follow. {@link #SYSTEM} is the real one; tests and time-compressed
 * simulations use {@link ManualWindowClock}. Implementations are thread-safe.
 */
public interface WindowClock {

  /**
   * The system clock as of this JVM's first use of it, advanced by {@link System#nanoTime()} ({@link
   * SystemWindowClock}); {@link #sleepUntil} uses {@link Thread#sleep}.
   */
  WindowClock SYSTEM = new SystemWindowClock();

  /** {@link #nanosAtMs}'s answer for a clock that does not follow {@link System#nanoTime()}. */
  long NO_NANO_TIME = Long.MIN_VALUE;

  /** The current time, epoch milliseconds. */
  long nowMs();

  /**
   * The instant of the {@link System#nanoTime()} reading {@code nanoTime}, epoch milliseconds; a clock that does not
   * follow {@code System.nanoTime()} answers {@link #nowMs()} (call it right after the reading).
   *
   * @param nanoTime a {@code System.nanoTime()} reading
   * @return its instant on this clock, epoch milliseconds
   */
  default long msAtNanos(long nanoTime) {
    return nowMs();
  }

  /**
   * The {@link System#nanoTime()} reading at which this clock shows {@code epochMs} (the first nanosecond of that
   * millisecond), or {@link #NO_NANO_TIME} for a clock that does not follow {@code System.nanoTime()}.
   *
   * @param epochMs an instant, epoch milliseconds
   * @return the {@code System.nanoTime()} reading, or {@link #NO_NANO_TIME}
   */
  default long nanosAtMs(long epochMs) {
    return NO_NANO_TIME;
  }

  /**
   * Returns once {@link #nowMs()} is at or after {@code epochMs}.
   *
   * @throws InterruptedException when the waiting thread is interrupted
   */
  void sleepUntil(long epochMs) throws InterruptedException;
}
