/*
 * Copyright (c) 2026 ycsb-ext contributors.
 * Licensed under the Apache License, Version 2.0 (http://www.apache.org/licenses/LICENSE-2.0).
 */
package site.ycsb.ext.contract;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import org.junit.jupiter.api.Test;

class StopSignalsTest {

  @Test
  void stoppedProcessExitsWith128PlusTheSignalAsTheShellReportsIt() {
    assertEquals(130, StopSignals.exitCode(2));
    assertEquals(143, StopSignals.exitCode(15));
    assertEquals("INT", StopSignals.name(2));
    assertEquals("TERM", StopSignals.name(15));
    assertEquals("9", StopSignals.name(9));
  }

  @Test
  void onlyTheHandledStopSignalsCountAsAStopAfterFinishingTheWork() {
    assertTrue(StopSignals.isHandledStop(130));
    assertTrue(StopSignals.isHandledStop(143));
    assertTrue(StopSignals.isHandledStop(129));
    assertFalse(StopSignals.isHandledStop(137), "KILL cannot be handled");
    assertFalse(StopSignals.isHandledStop(1));
  }
}
