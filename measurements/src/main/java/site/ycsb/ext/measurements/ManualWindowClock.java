/*
 * Copyright (c) 2026 ycsb-ext contributors.
 * Licensed under the Apache License, Version 2.0 (http://www.apache.org/licenses/LICENSE-2.0).
 */
package site.ycsb.ext.measurements;

import java.util.concurrent.TimeUnit;
import java.util.concurrent.locks.Condition;
import java.util.concurrent.locks.ReentrantLock;

/**
 * A clock that moves only when told to, for tests and time-compressed simulations: {@link #advanceTo} moves it and
 * waits until the window thread has handled every boundary passed and is asleep again, so the caller knows which
 * windows are written. {@link #moveTo} moves it without waking the window thread, as if that thread were descheduled
 * until the next {@link #advanceTo}: values measured meanwhile get the new time. Thread-safe; {@link #nowMs} is one
 * volatile read.
 */
public final class ManualWindowClock implements WindowClock {

  private final ReentrantLock lock = new ReentrantLock();
  private final Condition moved = lock.newCondition();
  private final Condition sleeping = lock.newCondition();
  /** Written under the lock, read without it. */
  private volatile long nowMs;
  /** The time a sleeper sees: {@link #nowMs} as of the last {@link #advanceTo}. Guarded by the lock. */
  private long wakeMs;
  private long sleeperWakesAtMs = Long.MIN_VALUE;

  /** @param startMs the initial time, epoch milliseconds */
  public ManualWindowClock(long startMs) {
    this.nowMs = startMs;
    this.wakeMs = startMs;
  }

  @Override
  public long nowMs() {
    return nowMs;
  }

  @Override
  public void sleepUntil(long epochMs) throws InterruptedException {
    lock.lockInterruptibly();
    try {
      sleeperWakesAtMs = epochMs;
      sleeping.signalAll();
      while (wakeMs < epochMs) {
        moved.await();
      }
      sleeperWakesAtMs = Long.MIN_VALUE;
    } finally {
      lock.unlock();
    }
  }

  /**
   * Moves the clock forward and waits (at most {@code timeoutMs}) until a thread sleeps in {@link #sleepUntil} for a
   * time after the new one, i.e. the window thread has handled everything due.
   *
   * @param epochMs the new time, not before the current one
   * @param timeoutMs how long to wait for the window thread, milliseconds
   * @return false when the window thread did not go back to sleep in time
   * @throws InterruptedException when the calling thread is interrupted
   */
  public boolean advanceTo(long epochMs, long timeoutMs) throws InterruptedException {
    lock.lockInterruptibly();
    try {
      if (epochMs < nowMs) {
        throw new IllegalArgumentException("time goes forward only: " + epochMs + " < " + nowMs);
      }
      nowMs = epochMs;
      wakeMs = epochMs;
      moved.signalAll();
      long leftNs = TimeUnit.MILLISECONDS.toNanos(timeoutMs);
      while (sleeperWakesAtMs <= nowMs) {
        if (leftNs <= 0) {
          return false;
        }
        leftNs = sleeping.awaitNanos(leftNs);
      }
      return true;
    } finally {
      lock.unlock();
    }
  }

  /**
   * Moves the clock forward without waking a thread asleep in {@link #sleepUntil}: it wakes at the next
   * {@link #advanceTo}, late, and then sees the time of that call.
   *
   * @param epochMs the new time, not before the current one
   */
  public void moveTo(long epochMs) {
    lock.lock();
    try {
      if (epochMs < nowMs) {
        throw new IllegalArgumentException("time goes forward only: " + epochMs + " < " + nowMs);
      }
      nowMs = epochMs;
    } finally {
      lock.unlock();
    }
  }
}
