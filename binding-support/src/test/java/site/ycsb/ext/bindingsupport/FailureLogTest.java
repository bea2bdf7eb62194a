/*
 * Copyright (c) 2026 ycsb-ext contributors.
 * Licensed under the Apache License, Version 2.0 (http://www.apache.org/licenses/LICENSE-2.0).
 */
package site.ycsb.ext.bindingsupport;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.ByteArrayOutputStream;
import java.io.PrintStream;
import java.nio.charset.StandardCharsets;
import java.util.List;
import java.util.Map;
import java.util.stream.Collectors;
import org.junit.jupiter.api.Test;
import org.slf4j.LoggerFactory;
import site.ycsb.Status;

/** The shared failure log: the first failures of each status logged on one line, all counted, one summary line. */
class FailureLogTest {
  private static final Status TIMEOUT = new Status("TIMEOUT", "timed out");

  @Test
  void theFirstFailuresOfEachStatusAreLoggedAndAllAreCounted() {
    FailureLog failures = new FailureLog(LoggerFactory.getLogger(FailureLogTest.class), "testdb", 2);
    String logged = stderrOf(() -> {
      for (int i = 1; i <= 5; i++) {
        failures.failed("read", TIMEOUT, new IllegalStateException("attempt " + i + "\nsecond line"));
      }
      failures.failed("update", Status.ERROR, "the document kept changing");
    });
    List<String> lines = logged.lines().filter(l -> l.contains("testdb: ")).collect(Collectors.toList());
    assertEquals(3, lines.size(), logged);
    assertTrue(lines.get(0).endsWith("testdb: read failed with TIMEOUT (failure 1 of this kind; the first 2 are"
        + " logged, all counted): IllegalStateException: attempt 1 second line"), lines.get(0));
    assertTrue(lines.get(1).contains("(failure 2 of this kind;") && lines.get(1).contains("attempt 2"), lines.get(1));
    assertTrue(lines.get(2).endsWith("testdb: update failed with ERROR (failure 1 of this kind; the first 2 are"
        + " logged, all counted): the document kept changing"), lines.get(2));
    assertEquals(Map.of("ERROR", 1L, "TIMEOUT", 5L), failures.counts());
    assertEquals("testdb: failed operations: ERROR 1, TIMEOUT 5", failures.summary());
  }

  @Test
  void retriesAndMutationsSentWithoutWaitingJoinTheSummary() {
    FailureLog failures = new FailureLog(LoggerFactory.getLogger(FailureLogTest.class), "testdb", 1);
    assertEquals("", failures.summary(), "nothing failed");
    failures.retried();
    failures.retried();
    assertEquals("testdb: 2 temporary-failure retries", failures.summary());
    String logged = stderrOf(() -> {
      failures.asyncFailed(new IllegalStateException("first"));
      failures.asyncFailed(new IllegalStateException("second"));
    });
    assertTrue(logged.contains("testdb: a mutation sent without waiting failed (it was counted as OK):"
        + " IllegalStateException: first") && !logged.contains("second"), logged);
    failures.failed("insert", TIMEOUT, "slow");
    assertEquals("testdb: failed operations: TIMEOUT 1; 2 temporary-failure retries; 2 failed mutations sent"
        + " without waiting (counted as OK)", failures.summary());
    assertEquals(2, failures.retries());
  }

  @Test
  void aCauseChainIsOneLineAndLongMessagesAreCut() {
    assertEquals("IllegalStateException: outer <- IllegalArgumentException: inner",
        FailureLog.oneLine(new IllegalStateException("outer", new IllegalArgumentException("inner"))));
    String cut = FailureLog.oneLine(new IllegalStateException("x".repeat(500)));
    assertEquals("IllegalStateException: " + "x".repeat(300) + "...", cut);
    assertEquals("NullPointerException", FailureLog.oneLine(new NullPointerException()));
  }

  private static String stderrOf(Runnable body) {
    PrintStream saved = System.err;
    ByteArrayOutputStream captured = new ByteArrayOutputStream();
    System.setErr(new PrintStream(captured, true, StandardCharsets.UTF_8));
    try {
      body.run();
    } finally {
      System.setErr(saved);
    }
    String text = captured.toString(StandardCharsets.UTF_8);
    saved.print(text);
    return text;
  }
}
