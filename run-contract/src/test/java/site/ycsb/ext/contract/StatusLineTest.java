/*
 * Copyright (c) 2026 ycsb-ext contributors.
 * Licensed under the Apache License, Version 2.0 (http://www.apache.org/licenses/LICENSE-2.0).
 */
package site.ycsb.ext.contract;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import org.junit.jupiter.api.Test;

class StatusLineTest {

  @Test
  void readsCoreStatusLinesWithAndWithoutLabelAndEstimate() {
    assertEquals(new StatusLine(10, 52311, 5230.6),
        StatusLine.parse("2026-11-23 08:00:10:123 10 sec: 52311 operations; 5230.6 current ops/sec; est completion"
            + " in 9 sec [READ: Count=26000, Max=900, Min=80, Avg=150.2, 90=210, 99=400, 99.9=800, 99.99=900]")
            .orElseThrow());
    assertEquals(new StatusLine(0, 0, 0),
        StatusLine.parse("run-A2026-11-23 08:00:00:001 0 sec: 0 operations; 0 current ops/sec;").orElseThrow());
    assertEquals(new StatusLine(3, 12000, 4000),
        StatusLine.parse("2026-11-23 08:00:03:001 3 sec: 12000 operations; 4,000 current ops/sec;").orElseThrow());
  }

  @Test
  void formattedLinesParseBackToTheSameValues() {
    for (StatusLine line : new StatusLine[] {new StatusLine(0, 0, 0), new StatusLine(3, 822, 304.29),
        new StatusLine(86_400, 9_876_543_210L, 1_234_567.5)}) {
      for (String label : new String[] {"", "host-a"}) {
        String text = line.format(label, 1_700_000_000_000L, 42, "[READ: Count=5, Max=9, Min=1, Avg=2.5]");
        assertEquals(line, StatusLine.parse(text).orElseThrow(), text);
        assertTrue(text.startsWith(label.isEmpty() ? "20" : label + " 20") && text.contains(" est completion in 42 sec "),
            text);
      }
      assertFalse(line.format("", 0, -1, "").contains("est completion"));
    }
  }

  @Test
  void otherLinesAreNotStatusLines() {
    assertTrue(StatusLine.parse("All client threads initialised; starting in 3000 ms at the common start instant.")
        .isEmpty());
    assertTrue(StatusLine.parse("[OVERALL], RunTime(ms), 3011").isEmpty());
  }
}
