/*
 * Copyright (c) 2026 ycsb-ext contributors.
 * Licensed under the Apache License, Version 2.0 (http://www.apache.org/licenses/LICENSE-2.0).
 */
package site.ycsb.ext.engine;

import static org.junit.jupiter.api.Assertions.assertEquals;

import java.io.ByteArrayOutputStream;
import java.io.PrintStream;
import java.nio.charset.StandardCharsets;
import java.util.List;
import java.util.concurrent.atomic.AtomicLong;
import org.junit.jupiter.api.Test;
import site.ycsb.ext.contract.StatusLine;

/** The status lines' timing rules, on a clock the test moves (no sleeping, no timing assertions). */
class StatusReporterTest {
  private final AtomicLong clock = new AtomicLong(1_700_000_000_000L);
  private final AtomicLong operations = new AtomicLong();
  private final ByteArrayOutputStream bytes = new ByteArrayOutputStream();
  private final StatusReporter reporter = new StatusReporter(operations::get, -1, 1, "", new PrintStream(bytes, true,
      StandardCharsets.UTF_8), clock::get, () -> "");

  private List<StatusLine> lines() {
    return bytes.toString(StandardCharsets.UTF_8).lines().map(l -> StatusLine.parse(l).orElseThrow()).toList();
  }

  private long at(long elapsedMs, long ops) {
    clock.set(1_700_000_000_000L + elapsedMs);
    operations.set(ops);
    return reporter.tick(clock.get()) - 1_700_000_000_000L;
  }

  @Test
  void stallGivesOneLineWithTheRateOverTheWholeStalledTime() {
    assertEquals(2000, at(1000, 300));
    // The reporter thread was stalled from 1 s to 3.5 s: one line, then the next grid point after now.
    assertEquals(4000, at(3500, 800));
    assertEquals(List.of(new StatusLine(1, 300, 300), new StatusLine(3, 800, 200)), lines());
  }

  @Test
  void finalLineInTheSameSecondAsTheLastPeriodicLineIsLeftOut() {
    at(1000, 300);
    at(2000, 600);
    at(3000, 822);
    clock.set(1_700_000_000_000L + 3001);
    operations.set(824);
    reporter.stop();
    assertEquals(List.of(new StatusLine(1, 300, 300), new StatusLine(2, 600, 300), new StatusLine(3, 822, 222)),
        lines());
  }

  @Test
  void finalLineInALaterSecondIsPrintedWithItsRate() {
    at(1000, 300);
    clock.set(1_700_000_000_000L + 2500);
    operations.set(750);
    reporter.stop();
    assertEquals(List.of(new StatusLine(1, 300, 300), new StatusLine(2, 750, 300)), lines());
  }
}
