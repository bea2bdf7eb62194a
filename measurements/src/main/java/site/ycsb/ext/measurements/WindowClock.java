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
   * The system clock: the wall clock as of this JVM's first use of it, advanced by {@link System#nanoTime()} with one
   * offset ({@link SystemWindowClock}); {@link #sleepUntil} uses {@link Thread#sleep}.
   */
  WindowClock SYSTEM = new SystemWindowClock();

  /** The current time, epoch milliseconds. */
  long nowMs();

  /**
   * The instant of the {@code System.nanoTime()} reading {@code nanoTime}, epoch milliseconds, by this clock's own
   * conversion. A clock that does not follow {@code System.nanoTime()} (a {@link ManualWindowClock}) answers
   * {@link #nowMs()}: call it right after the reading.
   *
   * @param nanoTime a {@code System.nanoTime()} reading
   * @return its instant on this clock, epoch milliseconds
   */
  default long msAtNanos(long nanoTime) {
    return nowMs();
  }

  /**
   * Returns once {@link #nowMs()} is at or after {@code epochMs}.
   *
   * @throws InterruptedException when the waiting thread is interrupted
   */
  void sleepUntil(long epochMs) throws InterruptedException;
}
