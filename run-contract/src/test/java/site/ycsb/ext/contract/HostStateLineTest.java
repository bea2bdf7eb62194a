/*
 * Copyright (c) 2026 ycsb-ext contributors.
 * Licensed under the Apache License, Version 2.0 (http://www.apache.org/licenses/LICENSE-2.0).
 */
package site.ycsb.ext.contract;

import static org.junit.jupiter.api.Assertions.assertEquals;

import org.junit.jupiter.api.Test;

/** A host's state joined to its label and note, the same in fan-out's output, the host directory and the report. */
class HostStateLineTest {
  @Test
  void theLineIsTheLabelTheStateAndAnyNote() {
    assertEquals("c2: late (412 ms after the common start)",
        new HostStateLine("c2", "late (412 ms after the common start)", "").line());
    assertEquals("c1: ok (note: the remote launcher ended failed (exit 137))",
        new HostStateLine("c1", "ok", "the remote launcher ended failed (exit 137)").line());
    assertEquals("c3: lost (no result collected)", new HostStateLine("c3", "lost (no result collected)", null).line());
  }
}
