/*
 * Copyright (c) 2026 ycsb-ext contributors.
 * Licensed under the Apache License, Version 2.0 (http://www.apache.org/licenses/LICENSE-2.0).
 */
package site.ycsb.ext.fanout.collect;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.List;
import org.junit.jupiter.api.Test;

class InStepTest {
  private static final long AT = 1_700_000_000_000L;

  private static InStep.HostRun host(String label, long startAfterMs, long endAfterMs) {
    return new InStep.HostRun(label, AT + startAfterMs, AT + endAfterMs);
  }

  @Test
  void hostsStartedWithinTheLimitAreInStep() {
    InStep verdict = InStep.judge(AT, List.of(host("a", 3, 60_003), host("b", 15, 60_015)), "");
    assertTrue(verdict.inStep(), verdict.line());
    assertTrue(verdict.line().startsWith("in step: all 2 hosts started within 0.0 s"), verdict.line());
  }

  @Test
  void theLimitIsFivePercentOfTheRunBetweenOneAndTenSeconds() {
    assertEquals(1_000, InStep.limitMs(10_000));
    assertEquals(3_000, InStep.limitMs(60_000));
    assertEquals(10_000, InStep.limitMs(3_600_000));
  }

  @Test
  void aHostLaterThanTheLimitIsNotInStepAndTheAdviceNamesTheInitialisationTime() {
    // 16 hosts of a 10-s run, the last 13.1 s late: the case
    String advice = InStep.advice("h7", 28_400, false);
    InStep verdict = InStep.judge(AT, List.of(host("h1", 10, 20_000), host("h7", 3_100, 23_100)), advice);
    assertFalse(verdict.inStep());
    assertTrue(verdict.line().startsWith("NOT IN STEP: h7 started 3.1 s after the common instant, more than 5% of the"
        + " 23.1 s run (limit 1.2 s"), verdict.line());
    assertTrue(verdict.line().contains("h7, took 28.4 s from its launch to ready"), verdict.line());
    assertTrue(verdict.line().contains("raise --start-delay past 34 s"), verdict.line());
  }

  @Test
  void hostsThatNeverRanAtTheSameTimeCoverNoWindowTogether() {
    InStep verdict = InStep.judge(AT, List.of(host("a", 0, 10_000), host("b", 10_500, 20_500)), "");
    assertFalse(verdict.inStep());
    assertTrue(verdict.line().startsWith("NOT IN STEP: no window covered by all 2 hosts: a ended 10.0 s after the"
        + " common instant, before b started (10.5 s after it)"), verdict.line());
  }

  @Test
  void aHostThatStartedButDidNoOperationLeavesNoWindowCoveredByAll() {
    InStep verdict = InStep.judge(AT, List.of(new InStep.HostRun("a", AT + 5, AT + 10_000, 1_000),
        new InStep.HostRun("b", AT + 40, 0, 0)), InStep.advice("b", 31_000, true));
    assertFalse(verdict.inStep(), verdict.line());
    assertTrue(verdict.line().startsWith("NOT IN STEP: no window covered by all 2 planned hosts: b started but did 0"
        + " operations (each host's state gives its client load"), verdict.line());
    assertFalse(verdict.line().contains("--ready-timeout"), "its initialisation was not the cause: " + verdict.line());
  }

  @Test
  void aPlannedHostThatNeverStartedLeavesNoWindowCoveredByAll() {
    InStep verdict = InStep.judge(AT, List.of(host("a", 0, 10_000), new InStep.HostRun("b", 0, 0)),
        InStep.advice("b", 31_000, true));
    assertFalse(verdict.inStep());
    assertTrue(verdict.line().startsWith("NOT IN STEP: no window covered by all 2 planned hosts: b never started;"),
        verdict.line());
    assertTrue(verdict.line().endsWith("raise --ready-timeout past it, or give the hosts more cores"), verdict.line());
  }
}
