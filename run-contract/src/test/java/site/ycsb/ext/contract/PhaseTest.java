/*
 * Copyright (c) 2026 ycsb-ext contributors.
 * Licensed under the Apache License, Version 2.0 (http://www.apache.org/licenses/LICENSE-2.0).
 */
package site.ycsb.ext.contract;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import org.junit.jupiter.api.Test;

class PhaseTest {

  @Test
  void everyPhaseReadsBackFromItsLabel() {
    for (Phase phase : Phase.values()) {
      assertEquals(phase, Phase.fromLabel(phase.label()));
      assertEquals(phase.label(), phase.toString());
    }
    assertEquals("load", Phase.LOAD.label());
    assertEquals("run", Phase.RUN.label());
  }

  @Test
  void anUnknownLabelNamesTheValidOnes() {
    IllegalArgumentException e = assertThrows(IllegalArgumentException.class, () -> Phase.fromLabel("Run"));
    assertTrue(e.getMessage().contains("'Run'") && e.getMessage().contains("load, run, shell"), e.getMessage());
  }
}
