/*
 * Copyright (c) 2026 ycsb-ext contributors.
 * Licensed under the Apache License, Version 2.0 (http://www.apache.org/licenses/LICENSE-2.0).
 */
package site.ycsb.ext.engine;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.ByteArrayOutputStream;
import java.io.PrintStream;
import java.nio.charset.StandardCharsets;
import java.util.List;
import java.util.concurrent.atomic.AtomicLong;
import org.junit.jupiter.api.Test;
import site.ycsb.ext.contract.StatusLine;

/**
 * The status line's one producer ({@link StatusReporter}, the benchmark JVM) and its one parser ({@link StatusLine},
 * fan-out's progress) agree: what the reporter prints, with a label, an estimate and core's latency summary, parses
 * back to the same numbers.
 */
class StatusLineRoundTripTest {
  private static final long T0 = 1_700_000_000_000L;
  private static final String SUMMARY = "[READ: Count=1250, Max=9871, Min=102, Avg=377.41, 90=512, 99=1203, 99.9=4011,"
      + " 99.99=9871] [UPDATE: Count=1251, Max=12001, Min=140, Avg=420.1, 90=600, 99=1500, 99.9=5000, 99.99=12001]";

  private final AtomicLong clock = new AtomicLong(T0);
  private final AtomicLong operations = new AtomicLong();
  private final ByteArrayOutputStream bytes = new ByteArrayOutputStream();

  private StatusReporter reporter(long expectedOperations, String label) {
    return new StatusReporter(operations::get, expectedOperations, 1, label,
        new PrintStream(bytes, true, StandardCharsets.UTF_8), clock::get, () -> SUMMARY);
  }

  private void lineAt(StatusReporter reporter, long elapsedMs, long ops) {
    clock.set(T0 + elapsedMs);
    operations.set(ops);
    reporter.tick(clock.get());
  }

  private List<String> printed() {
    return bytes.toString(StandardCharsets.UTF_8).lines().toList();
  }

  @Test
  void reportersLinesParseBackToTheirNumbers() {
    StatusReporter reporter = reporter(10_000, "client-1");
    lineAt(reporter, 1000, 2501);
    lineAt(reporter, 2000, 5002);
    lineAt(reporter, 4000, 5003);
    List<String> lines = printed();
    assertEquals(3, lines.size(), lines.toString());
    assertTrue(lines.get(0).startsWith("client-1 "), lines.get(0));
    assertTrue(lines.get(0).contains("est completion in "), lines.get(0));
    assertTrue(lines.get(0).endsWith(SUMMARY), lines.get(0));
    assertEquals(List.of(new StatusLine(1, 2501, 2501), new StatusLine(2, 5002, 2501), new StatusLine(4, 5003, 0.5)),
        lines.stream().map(l -> StatusLine.parse(l).orElseThrow()).toList());
  }

  @Test
  void countsAboveIntMaxAndFractionalRatesSurviveTheRoundTrip() {
    StatusReporter reporter = reporter(-1, "");
    lineAt(reporter, 2000, 5_000_000_001L);
    lineAt(reporter, 6000, 5_000_000_003L);
    assertEquals(List.of(new StatusLine(2, 5_000_000_001L, 2_500_000_000.5), new StatusLine(6, 5_000_000_003L, 0.5)),
        printed().stream().map(l -> StatusLine.parse(l).orElseThrow()).toList());
  }

  @Test
  void finalLineParsesBackToo() {
    StatusReporter reporter = reporter(100, "");
    clock.set(T0 + 1500);
    operations.set(100);
    reporter.stop();
    assertEquals(1, printed().size(), printed().toString());
    StatusLine parsed = StatusLine.parse(printed().get(0)).orElseThrow();
    assertEquals(1, parsed.elapsedSeconds());
    assertEquals(100, parsed.operations());
    // The line shows the rate to two decimals: 66.67 ops/s.
    assertEquals(66.67, parsed.currentOpsPerSec());
  }
}
