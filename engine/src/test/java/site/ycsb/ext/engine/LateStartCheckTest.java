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
import java.util.Properties;
import org.junit.jupiter.api.Test;
import site.ycsb.ext.contract.Manifest;

class LateStartCheckTest {
  private static final long AT = 1_700_000_000_000L;

  private final ByteArrayOutputStream err = new ByteArrayOutputStream();

  private Manifest.Builder startedAt(long startAtMs, long startMs) {
    return startedAt(startAtMs, startMs, new Properties());
  }

  private Manifest.Builder startedAt(long startAtMs, long startMs, Properties props) {
    LateStartCheck check = new LateStartCheck();
    check.check(props);
    check.prepare(TestRuns.context(new Properties(), startAtMs, new PrintStream(err, true, StandardCharsets.UTF_8)));
    check.started(startMs, true);
    Manifest.Builder manifest = new Manifest.Builder();
    check.record(manifest);
    return manifest;
  }

  @Test
  void aLateStartIsPrintedAndRecorded() {
    Manifest.Builder manifest = startedAt(AT, AT + 1_417);
    assertEquals(1, manifest.warnings.size(), manifest.warnings.toString());
    assertTrue(manifest.warnings.get(0).startsWith("host client-1 started 1417 ms after"), manifest.warnings.get(0));
    assertEquals("ycsb: warning: " + manifest.warnings.get(0) + System.lineSeparator(),
        err.toString(StandardCharsets.UTF_8));
  }

  @Test
  void aStartInTimeOrWithoutACommonInstantIsNeither() {
    assertEquals(List.of(), startedAt(AT, AT + 10).warnings);
    assertEquals(List.of(), startedAt(0, AT).warnings);
    assertEquals("", err.toString(StandardCharsets.UTF_8));
  }

  @Test
  void underFanoutTheLateStartIsSaidOnStderrButLeftToFanoutsOneHostStateInsteadOfTheManifest() {
    Properties props = new Properties();
    props.setProperty(site.ycsb.ext.contract.RunKeys.FANOUT_HOST_COUNT, "16");
    Manifest.Builder manifest = startedAt(AT, AT + 2_123, props);
    assertEquals(List.of(), manifest.warnings, "fan-out's host state says it, with one figure");
    assertTrue(err.toString(StandardCharsets.UTF_8).contains("started 2123 ms after"), err.toString());
  }
}
