/*
 * Copyright (c) 2026 ycsb-ext contributors.
 * Licensed under the Apache License, Version 2.0 (http://www.apache.org/licenses/LICENSE-2.0).
 */
package site.ycsb.ext.engine;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.ArrayList;
import java.util.List;
import org.junit.jupiter.api.Test;

/** How a run's operations are split over its client threads. */
class OperationSharesTest {
  private static List<Long> shares(long total, int threads) {
    List<Long> shares = new ArrayList<>();
    for (int id = 0; id < threads; id++) {
      shares.add(OperationShares.of(total, threads, id));
    }
    return shares;
  }

  @Test
  void sharesOfACountAboveIntMaxSumToTheTotal() {
    List<Long> shares = shares(5_000_000_001L, 7);
    assertEquals(5_000_000_001L, shares.stream().mapToLong(Long::longValue).sum());
    // 5,000,000,001 = 7 x 714,285,714 + 3
    assertEquals(List.of(714_285_715L, 714_285_715L, 714_285_715L, 714_285_714L, 714_285_714L, 714_285_714L,
        714_285_714L), shares);
  }

  @Test
  void remainderGoesToTheFirstThreads() {
    assertEquals(List.of(4L, 4L, 3L, 3L), shares(14, 4));
    assertEquals(List.of(1L, 1L, 0L, 0L, 0L), shares(2, 5));
  }

  @Test
  void sharesDifferByAtMostOne() {
    for (long total : new long[] {1, 9, 100, 1_000_003, Integer.MAX_VALUE + 12L, Long.MAX_VALUE}) {
      for (int threads : new int[] {1, 2, 7, 64, 1000}) {
        List<Long> shares = shares(total, threads);
        long min = shares.stream().mapToLong(Long::longValue).min().orElseThrow();
        long max = shares.stream().mapToLong(Long::longValue).max().orElseThrow();
        assertTrue(max - min <= 1, total + " over " + threads + ": " + min + ".." + max);
        assertEquals(total, shares.stream().mapToLong(Long::longValue).sum(), total + " over " + threads);
      }
    }
  }

  @Test
  void zeroTotalRunsEveryThreadUntilStopped() {
    assertEquals(List.of(OperationShares.UNTIL_STOPPED, OperationShares.UNTIL_STOPPED), shares(0, 2));
    assertEquals(-1, OperationShares.UNTIL_STOPPED);
    assertEquals(OperationShares.UNTIL_STOPPED, OperationShares.bounded(0));
    assertEquals(42, OperationShares.bounded(42));
  }

  @Test
  void threadOutsideTheRunIsRefused() {
    assertThrows(IllegalArgumentException.class, () -> OperationShares.of(10, 3, 3));
    assertThrows(IllegalArgumentException.class, () -> OperationShares.of(10, 0, 0));
  }
}
