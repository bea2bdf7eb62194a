/*
 * Copyright (c) 2026 ycsb-ext contributors.
 * Licensed under the Apache License, Version 2.0 (http://www.apache.org/licenses/LICENSE-2.0).
 */
package site.ycsb.ext.standin;

import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.concurrent.TimeUnit;

/** Checks on the TTL a record has left that hold however long a loaded machine takes between write and read. */
final class TtlAssertions {
  private TtlAssertions() {
  }

  /**
   * Asserts that {@code ttlSeconds} ({@code Record.getTimeToLive()}) is what a TTL of {@code expirationSeconds},
   * written after {@code writeStartNs} ({@code System.nanoTime()}), leaves now: at most the whole TTL, and at least
   * the TTL minus the whole seconds elapsed since, minus one (void times have one-second resolution). The elapsed
   * time widens the lower bound instead of being bounded itself.
   */
  static void assertTtlLeft(int expirationSeconds, long writeStartNs, int ttlSeconds) {
    long elapsedSeconds = TimeUnit.NANOSECONDS.toSeconds(System.nanoTime() - writeStartNs);
    assertTrue(ttlSeconds <= expirationSeconds && ttlSeconds >= expirationSeconds - elapsedSeconds - 1,
        "ttl " + ttlSeconds + " s of " + expirationSeconds + " s, " + elapsedSeconds + " s after the write");
  }
}
