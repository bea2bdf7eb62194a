/*
 * Copyright (c) 2026 ycsb-ext contributors.
 * Licensed under the Apache License, Version 2.0 (http://www.apache.org/licenses/LICENSE-2.0).
 */
package site.ycsb.ext.engine;

import static org.junit.jupiter.api.Assertions.assertEquals;

import java.io.ByteArrayOutputStream;
import java.io.PrintStream;
import java.util.List;
import java.util.Properties;
import java.util.concurrent.atomic.AtomicLong;
import org.junit.jupiter.api.Test;
import site.ycsb.ext.contract.Manifest;

class BackoffTotalsTest {

  /** A worker whose backoff paused {@code failures} times in a row on a clock that parking moves. */
  private static ClientWorker workerThatFailed(BackoffPolicy policy, int failures) {
    AtomicLong clockNs = new AtomicLong();
    Backoff backoff = new Backoff(policy, clockNs::get, clockNs::addAndGet);
    for (int i = 0; i < failures; i++) {
      backoff.afterOperation(true, () -> false);
    }
    return new ClientWorker(0, 1, null, null, new Properties(), true, 0, null, false, null, null, null, null,
        backoff);
  }

  @Test
  void theThreadsPausesAreSummedRecordedAndNamed() {
    Properties props = new Properties();
    props.setProperty(BackoffPolicy.INITIAL_MS, "10");
    props.setProperty(BackoffPolicy.MAX_MS, "40");
    RunContext run = TestRuns.context(props, 0, new PrintStream(new ByteArrayOutputStream()));
    BackoffTotals totals = new BackoffTotals();
    totals.prepare(run);
    // 10 + 20 + 40 ms, and 10 ms
    totals.clientsEnded(List.of(workerThatFailed(run.backoff(), 3), workerThatFailed(run.backoff(), 1)));
    Manifest.Builder manifest = new Manifest.Builder();
    totals.record(manifest);

    assertEquals(4, manifest.backoffs);
    assertEquals(80, manifest.backoffMs);
    assertEquals("10 ms doubling to 40 ms, reset on success", manifest.client.get("backoff"));
    assertEquals(List.of("Client backoff: 4 pauses after failed operations (10 ms doubling to 40 ms, reset on"
        + " success)."), totals.lines());
  }

  @Test
  void withoutPausesNothingIsNamed() {
    BackoffTotals totals = new BackoffTotals();
    totals.prepare(TestRuns.context(new Properties(), 0, new PrintStream(new ByteArrayOutputStream())));
    totals.clientsEnded(List.of());
    Manifest.Builder manifest = new Manifest.Builder();
    totals.record(manifest);
    assertEquals(0, manifest.backoffs);
    assertEquals(List.of(), totals.lines());
  }
}
