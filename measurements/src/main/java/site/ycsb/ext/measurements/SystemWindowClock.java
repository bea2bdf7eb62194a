/*
 * Copyright (c) 2026 ycsb-ext contributors.
 * Licensed under the Apache License, Version 2.0 (http://www.apache.org/licenses/LICENSE-2.0).
 */
package site.ycsb.ext.measurements;

import java.time.Instant;

/**
 * The wall clock windows follow ({@link WindowClock#SYSTEM}): the system clock read once, to the microsecond, when
 * this clock is created, and advanced by {@link System#nanoTime()} from then on. An operation's completion, taken
 * with {@code System.nanoTime()}, thus maps to its wall-clock instant without a second clock read
 * ({@link #msAtNanos}), and a window's span maps back to {@code System.nanoTime()} readings ({@link #nanosAtMs}), so
 * filing a value is two comparisons. Linux slews both clocks alike (NTP), so they part only when the system clock
 * is stepped: a step during the run does not move the windows of a running client (they stay on the grid of its
 * start), where the plain wall clock would have cut a short window or counted values late.
 *
 * <p>Thread-safety: immutable.
 */
final class SystemWindowClock implements WindowClock {

  private static final long NANOS_PER_MS = 1_000_000L;
  private static final int CALIBRATION_TRIES = 32;
  /** {@code System.nanoTime()} at creation. */
  private final long baseNanoTime;
  /** The wall clock at creation, epoch nanoseconds (microsecond resolution on Linux). */
  private final long baseEpochNs;

  SystemWindowClock() {
    // The wall clock read between two nanoTime readings, kept from the try where they lie closest (a thread
    // descheduled between them would otherwise put this clock milliseconds behind the wall clock).
    long bestGap = Long.MAX_VALUE;
    long nanoTime = 0;
    long epochNs = 0;
    for (int i = 0; i < CALIBRATION_TRIES; i++) {
      long before = System.nanoTime();
      Instant wall = Instant.now();
      long after = System.nanoTime();
      if (after - before < bestGap) {
        bestGap = after - before;
        nanoTime = before + (after - before) / 2;
        epochNs = wall.getEpochSecond() * 1_000_000_000L + wall.getNano();
      }
    }
    baseNanoTime = nanoTime;
    baseEpochNs = epochNs;
  }

  @Override
  public long nowMs() {
    return msAtNanos(System.nanoTime());
  }

  @Override
  public long msAtNanos(long nanoTime) {
    return Math.floorDiv(baseEpochNs + (nanoTime - baseNanoTime), NANOS_PER_MS);
  }

  @Override
  public long nanosAtMs(long epochMs) {
    return baseNanoTime + (epochMs * NANOS_PER_MS - baseEpochNs);
  }

  @Override
  public void sleepUntil(long epochMs) throws InterruptedException {
    long left;
    while ((left = epochMs - nowMs()) > 0) {
      Thread.sleep(left);
    }
  }
}
