/*
 * Copyright (c) 2026 ycsb-ext contributors.
 * Licensed under the Apache License, Version 2.0 (http://www.apache.org/licenses/LICENSE-2.0).
 */
package site.ycsb.ext.engine;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.List;
import java.util.Map;
import java.util.Properties;
import org.junit.jupiter.api.Test;
import site.ycsb.Status;
import site.ycsb.ext.contract.Outcome;

class RunOutcomeTest {
  private static final Status TIMEOUT = new Status("TIMEOUT", "The server did not answer in time.");

  private static Map<String, RunOutcome.Counts> tally(int readOk, int readTimeouts, int updateOk, int updateErrors) {
    OperationTally tally = new OperationTally();
    for (int i = 0; i < readOk; i++) {
      tally.record("READ", Status.OK);
    }
    for (int i = 0; i < readTimeouts; i++) {
      tally.record("READ", TIMEOUT);
    }
    for (int i = 0; i < updateOk; i++) {
      tally.record("UPDATE", Status.OK);
    }
    for (int i = 0; i < updateErrors; i++) {
      tally.record("UPDATE", Status.ERROR);
    }
    return tally.snapshot();
  }

  @Test
  void runWithoutFailuresCompletes() {
    RunOutcome outcome = RunOutcome.decide(tally(500, 0, 500, 0), 0.01, List.of());
    assertEquals(Outcome.COMPLETED, outcome.kind());
    assertEquals("", outcome.reason());
    assertEquals(1000, outcome.successfulOperations());
    assertEquals(Map.of(), outcome.failuresByStatus());
  }

  @Test
  void failuresWithinTheLimitCompleteWithFailuresAndAreCountedByStatus() {
    RunOutcome outcome = RunOutcome.decide(tally(995, 3, 1000, 2), 0.01, List.of());
    assertEquals(Outcome.COMPLETED_WITH_FAILURES, outcome.kind());
    assertEquals("completed-with-failures", outcome.kind().label());
    assertEquals(5, outcome.failedOperations());
    assertEquals(Map.of("TIMEOUT", 3L, "ERROR", 2L), outcome.failuresByStatus());
    assertEquals("READ: 0.3% of 998 operations failed (first: TIMEOUT: The server did not answer in time.);"
        + " 0.3% of all 2,000 operations failed, within failures.max=0.01", outcome.reason());
  }

  @Test
  void failuresAboveTheLimitFailTheRunNamingTheWorstOperation() {
    RunOutcome outcome = RunOutcome.decide(tally(900, 100, 1000, 5), 0.01, List.of());
    assertEquals(Outcome.FAILED, outcome.kind());
    assertEquals("READ: 10% of 1,000 operations failed (first: TIMEOUT: The server did not answer in time.);"
        + " 5.2% of all 2,005 operations failed, more than failures.max=0.01 allows", outcome.reason());
  }

  @Test
  void anAttemptedOperationTypeWithoutSuccessFailsTheRunWhateverTheLimit() {
    RunOutcome outcome = RunOutcome.decide(tally(0, 3, 100_000, 0), 1, List.of());
    assertEquals(Outcome.FAILED, outcome.kind());
    assertTrue(outcome.reason().startsWith("READ: 100% of 3 operations failed (first: TIMEOUT"), outcome.reason());
  }

  @Test
  void limitOfOneAcceptsAnyShareOfFailures() {
    assertEquals(Outcome.COMPLETED_WITH_FAILURES,
        RunOutcome.decide(tally(1, 999, 1, 999), 1, List.of()).kind());
  }

  @Test
  void zeroOperationsFail() {
    RunOutcome outcome = RunOutcome.decide(Map.of(), 1, List.of());
    assertEquals(Outcome.FAILED, outcome.kind());
    assertEquals("The run finished with zero operations", outcome.reason());
  }

  @Test
  void aRunFailureDecidesBeforeTheCounts() {
    RunOutcome outcome = RunOutcome.decide(tally(10, 0, 10, 0), 0.01, List.of("Client thread 3 died", "later"));
    assertEquals(Outcome.FAILED, outcome.kind());
    assertEquals("Client thread 3 died", outcome.reason());
  }

  @Test
  void partialSharesAreNeverRoundedToAllOrNothing() {
    assertTrue(RunOutcome.decide(tally(1, 9999, 1, 0), 1, List.of()).reason().startsWith("READ: 99.99% of 10,000"));
    assertTrue(RunOutcome.decide(tally(99_999, 1, 1, 0), 1, List.of()).reason().startsWith("READ: 0.001000% of"));
  }
}
