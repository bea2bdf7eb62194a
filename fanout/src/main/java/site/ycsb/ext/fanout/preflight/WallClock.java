/*
 * Copyright (c) 2026 ycsb-ext contributors.
 * Licensed under the Apache License, Version 2.0 (http://www.apache.org/licenses/LICENSE-2.0).
 */
package site.ycsb.ext.fanout.preflight;

import java.time.Instant;

/**
 * The central host's wall clock in nanoseconds since the epoch, read once at class load and advanced with
 * {@link System#nanoTime()} (finer than {@link System#currentTimeMillis()}, and monotonic while fan-out runs).
 * Thread-safe.
 */
final class WallClock {
  private static final long ANCHOR_EPOCH_NS;
  private static final long ANCHOR_NS;

  static {
    Instant now = Instant.now();
    ANCHOR_NS = System.nanoTime();
    ANCHOR_EPOCH_NS = now.getEpochSecond() * 1_000_000_000L + now.getNano();
  }

  private WallClock() {
  }

  /** Now, in nanoseconds since the epoch. */
  static long epochNs() {
    return ANCHOR_EPOCH_NS + (System.nanoTime() - ANCHOR_NS);
  }
}
