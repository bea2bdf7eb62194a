/*
 * Copyright (c) 2026 ycsb-ext contributors.
 * Licensed under the Apache License, Version 2.0 (http://www.apache.org/licenses/LICENSE-2.0).
 */
package site.ycsb.ext.fanout.collect;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;

import java.nio.file.Path;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import site.ycsb.ext.contract.Manifest;
import site.ycsb.ext.contract.Outcome;

/** One state per host, in the words fan-out's output, fanout.json and the report share. */
class HostStateTest {
  private static final long START = 1_700_000_000_000L;
  private static final long END = START + 20_100;

  @TempDir
  Path dir;

  private static RunRecord.HostBuilder host(String runEnd, Integer exit, String results) {
    RunRecord.HostBuilder h = new RunRecord.HostBuilder();
    h.label = "c2";
    h.plannedStartEpochMs = START;
    h.runEnd = runEnd;
    h.exitCode = exit;
    h.results = results;
    return h;
  }

  private static Manifest manifest(Outcome outcome, int exit, long endEpochMs, String reason) {
    Manifest.Builder b = new Manifest.Builder();
    b.startEpochMs = START + 5;
    b.startAtEpochMs = START;
    b.endEpochMs = endEpochMs;
    b.outcome = outcome;
    b.exitCode = exit;
    b.reason = reason;
    b.operations = 1_000;
    return b.build();
  }

  @Test
  void aHostThatRanToTheEndOnTimeIsOk() {
    HostState s = HostState.of(host("exit 0", 0, "complete"), true,
        manifest(Outcome.COMPLETED, 0, END, ""), START, END);
    assertEquals(new HostState(HostState.Kind.COMPLETED, "completed", ""), s);
  }

  @Test
  void aLateHostThatLaterDiedStaysLate() {
    RunRecord.HostBuilder h = host("exit 137, ended by signal 9", 137, "partial");
    h.late = true;
    h.lateStartMs = 412L;
    HostState s = HostState.of(h, true, manifest(Outcome.FAILED, 137, START + 7_100, "killed"), START, END);
    assertEquals(HostState.Kind.KILLED, s.kind());
    assertEquals("killed at 7.1 s of 20.1 s, started late by 412 ms after the common start instant (failed, exit 137:"
        + " killed)", s.words());
  }

  @Test
  void aKilledLauncherWhoseBenchmarkJvmCompletedIsOkWithANote() {
    HostState s = HostState.of(host("exit 137, ended by signal 9", 137, "complete"), true,
        manifest(Outcome.COMPLETED, 0, END, ""), START, END);
    assertEquals(HostState.Kind.COMPLETED, s.kind());
    assertEquals("completed", s.words());
    // which ended first is not known (the JVM may outlive its killed launcher): no order is claimed
    assertEquals("the remote launcher ended exit 137, ended by signal 9; its benchmark JVM completed (manifest:"
        + " completed, exit 0, operations ended " + java.time.Instant.ofEpochMilli(END) + ")", s.note());
    assertFalse(s.note().contains("after its benchmark JVM completed"), s.note());
  }

  @Test
  void aLateHostThatCompletedIsLate() {
    RunRecord.HostBuilder h = host("exit 0", 0, "complete");
    h.late = true;
    h.lateStartMs = 1_412L;
    assertEquals("started late by 1,412 ms after the common start instant", HostState.of(h, true, manifest(Outcome.COMPLETED, 0, END,
        ""), START, END).words());
  }

  @Test
  void aHostThatEndedEarlyWithoutASignalFailedAndOneWithoutOperationsHasNoRunTime() {
    HostState failed = HostState.of(host("exit 1", 1, "complete"), true,
        manifest(Outcome.FAILED, 1, START + 7_100, "too many failed operations"), START, END);
    assertEquals("failed at 7.1 s of 20.1 s (failed, exit 1: too many failed operations)", failed.words());
    // a manifest whose end lies before the common instant (its DB init failed): no negative run time is said
    HostState early = HostState.of(host("exit 1", 1, "complete"), true,
        manifest(Outcome.FAILED, 1, START - 72_000, "DB init failed"), START, END);
    assertEquals("failed (failed, exit 1: DB init failed)", early.words());
  }

  @Test
  void aHostThatStartedAndDidNoOperationFailedWithItsClientLoadNotNeverStarted() {
    // the 32-host scale run: started at the barrier, then 0 operations in its 10-s run while the machine starved it
    Manifest.Builder b = new Manifest.Builder();
    b.startEpochMs = START + 1_855;
    b.startAtEpochMs = START;
    b.endEpochMs = START + 20_000;
    b.outcome = Outcome.FAILED;
    b.exitCode = 1;
    b.reason = "The run finished with zero operations";
    b.client.put("load", "client-bound: CPU 1% of 2 cores on average, threads waiting for a CPU 1.84 cores' worth");
    HostState s = HostState.of(host("exit 1", 1, "partial"), true, b.build(), START, END);
    assertEquals(HostState.Kind.FAILED, s.kind());
    assertEquals("failed at 20.0 s of 20.1 s (did 0 operations after its start: client-bound: CPU 1% of 2 cores on"
        + " average, threads waiting for a CPU 1.84 cores' worth: this machine gave its JVM too little CPU, exit 1)",
        s.words());
    b.client.put("load", "client kept up: CPU 20% of 2 cores on average");
    assertEquals("failed at 20.0 s of 20.1 s (did 0 operations after its start: client kept up: CPU 20% of 2 cores on"
        + " average, exit 1)", HostState.of(host("exit 1", 1, "partial"), true, b.build(), START, END).words(),
        "no starvation is claimed for a client that kept up");
  }

  @Test
  void aLauncherThatEndedBeforeTheStartNeverStartedWithItsExitAndCause() {
    RunRecord.HostBuilder h = host("exit 93", 93, "missing");
    h.problems.add("a -cp jar is not on this host: jars/ab12/extra-1.0.jar");
    assertEquals(new HostState(HostState.Kind.NEVER_STARTED, "never started (exit 93: a -cp jar is not on this host:"
        + " jars/ab12/extra-1.0.jar)", ""), HostState.of(h, false, null, START, END));
  }

  @Test
  void aHostWithNoResultCollectedIsLost() {
    RunRecord.HostBuilder h = host("ssh session cut before the launcher's exit (ssh exit 255)", null, "missing");
    h.problems.add("results not fetched: host unreachable");
    assertEquals(new HostState(HostState.Kind.LOST, "lost (no result collected: results not fetched: host"
        + " unreachable)", ""), HostState.of(h, false, null, START, END));
  }
}
