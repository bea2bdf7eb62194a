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

  /** The system clock ({@link System#currentTimeMillis()}, {@link Thread#sleep}). */
  WindowClock SYSTEM = new WindowClock() {
    @Override
    public long nowMs() {
      return System.currentTimeMillis();
    }

    @Override
    public void sleepUntil(long epochMs) throws InterruptedException {
      long left;
      while ((left = epochMs - System.currentTimeMillis()) > 0) {
        Thread.sleep(left);
      }
    }
  };

  /** The current time, epoch milliseconds. */
  long nowMs();

  /**
   * Returns once {@link #nowMs()} is at or after {@code epochMs}.
   *
   * @throws InterruptedException when the waiting thread is interrupted
   */
  void sleepUntil(long epochMs) throws InterruptedException;
}
