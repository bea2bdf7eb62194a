/*
 * Copyright (c) 2026 ycsb-ext contributors.
 * Licensed under the Apache License, Version 2.0 (http://www.apache.org/licenses/LICENSE-2.0).
 */
package site.ycsb.ext.contract;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.Optional;
import org.junit.jupiter.api.Test;

class StartLineTest {

  @Test
  void readsBackWhatItWritesForLateAndEarlyStarts() {
    for (long after : new long[] {0, 37, -4, 1417}) {
      StartLine line = new StartLine(1_790_000_000_123L + after, after);
      assertEquals(Optional.of(line), StartLine.parse("host-a " + line.format()), line.format());
    }
  }

  @Test
  void signsTheOffsetSoALateHostReadsAsLate() {
    assertEquals("Operations started at epoch ms 1790000001540, +1417 ms after the common start instant.",
        new StartLine(1_790_000_001_540L, 1417).format());
  }

  @Test
  void ignoresOtherLines() {
    assertTrue(StartLine.parse("Starting test.").isEmpty());
    assertTrue(StartLine.parse("All client threads initialised; starting in 900 ms at the common start instant.")
        .isEmpty());
  }
}
