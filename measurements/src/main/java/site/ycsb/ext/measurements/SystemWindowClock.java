/*
 * Copyright (c) 2026 ycsb-ext contributors.
 * Licensed under the Apache License, Version 2.0 (http://www.apache.org/licenses/LICENSE-2.0).
 */
package site.ycsb.ext.measurements;

import java.time.Instant;

/**
 * The clock of {@link WindowClock#SYSTEM}: the wall clock read once, to the microsecond, when this clock is made, and
 * advanced by {@link System#nanoTime()} from then on, with that one offset for the whole run. The window thread, the
 * run's start and end, and every value's instant all go through {@link #msAtNanos}, so an operation's own end reading
 * ({@code System.nanoTime()}, taken by the engine's DB wrapper to compute the latency) names its window with the same
 * conversion that decides when that window closes, and recording reads no clock. Linux advances both clocks at the
 * same rate (NTP slews both alike), so they part only when the wall clock is stepped; the windows of a running client
 * then stay on the grid of its start.
 *
 * <p>Thread-safety: immutable.
 */
final class SystemWindowClock implements WindowClock {

  private static final long NANOS_PER_MS = 1_000_000L;
  /** Tries at calibration; the one whose two {@code nanoTime} readings lie closest around the wall clock is kept. */
  private static final int CALIBRATION_TRIES = 32;
  /** The epoch nanosecond at {@code System.nanoTime() == 0}: the one offset of this clock. */
  private final long offsetNs;

  SystemWindowClock() {
    long bestGap = Long.MAX_VALUE;
    long offset = 0;
    for (int i = 0; i < CALIBRATION_TRIES; i++) {
      long before = System.nanoTime();
      Instant wall = Instant.now();
      long after = System.nanoTime();
      // A thread descheduled between the readings would put the offset that far off: keep the tightest pair.
      if (after - before < bestGap) {
        bestGap = after - before;
        offset = wall.getEpochSecond() * 1_000_000_000L + wall.getNano() - (before + (after - before) / 2);
      }
    }
    offsetNs = offset;
  }

  @Override
  public long nowMs() {
    return msAtNanos(System.nanoTime());
  }

  @Override
  public long msAtNanos(long nanoTime) {
    return Math.floorDiv(offsetNs + nanoTime, NANOS_PER_MS);
  }

  @Override
  public void sleepUntil(long epochMs) throws InterruptedException {
    long left;
    while ((left = epochMs - nowMs()) > 0) {
      Thread.sleep(left);
    }
  }
}
