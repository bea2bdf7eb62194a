/*
 * Copyright (c) 2026 ycsb-ext contributors.
 * Licensed under the Apache License, Version 2.0 (http://www.apache.org/licenses/LICENSE-2.0).
 */
package site.ycsb.ext.engine;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;

import java.io.ByteArrayOutputStream;
import java.io.PrintStream;
import java.nio.charset.StandardCharsets;
import java.util.List;
import java.util.Properties;
import org.junit.jupiter.api.Test;
import site.ycsb.ext.contract.Manifest;

class ClientLoadTest {

  @Test
  void aRunWhoseOperationsNeverRanHasNoClientLoadToJudge() throws Exception {
    ByteArrayOutputStream err = new ByteArrayOutputStream();
    ClientLoad load = new ClientLoad();
    load.prepare(TestRuns.context(new Properties(), 0, new PrintStream(err, true, StandardCharsets.UTF_8)));
    load.started(System.currentTimeMillis(), false);
    load.runEnded();
    Manifest.Builder manifest = new Manifest.Builder();
    load.record(manifest);

    assertEquals("", err.toString(StandardCharsets.UTF_8));
    assertEquals(List.of(), manifest.warnings);
    assertFalse(manifest.client.containsKey("load"), manifest.client.toString());
  }
}
