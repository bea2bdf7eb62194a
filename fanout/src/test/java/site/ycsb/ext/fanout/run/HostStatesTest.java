/*
 * Copyright (c) 2026 ycsb-ext contributors.
 * Licensed under the Apache License, Version 2.0 (http://www.apache.org/licenses/LICENSE-2.0).
 */
package site.ycsb.ext.fanout.run;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;

import java.io.PrintWriter;
import java.io.StringWriter;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import site.ycsb.ext.contract.HostStateLine;
import site.ycsb.ext.contract.Manifest;
import site.ycsb.ext.contract.Outcome;
import site.ycsb.ext.fanout.collect.RunRecord;

/**
 * Each host's one state is said once on the console and written beside its collected manifest, in the same words as
 * its {@code fanout.json} entry (#42).
 */
class HostStatesTest {
  private static final long START = 1_700_000_000_000L;

  @TempDir
  Path runDir;

  private static RunRecord.HostBuilder host(String label, String runEnd, Integer exit, String results) {
    RunRecord.HostBuilder h = new RunRecord.HostBuilder();
    h.label = label;
    h.plannedStartEpochMs = START;
    h.runEnd = runEnd;
    h.exitCode = exit;
    h.results = results;
    return h;
  }

  @Test
  void eachHostsStateIsSaidOnceAndWrittenBesideItsManifestInTheRecordsWords() throws Exception {
    Path c1 = Files.createDirectories(runDir.resolve("c1"));
    Manifest.Builder m = new Manifest.Builder();
    m.startAtEpochMs = START;
    m.startEpochMs = START + 412;
    m.endEpochMs = START + 20_000;
    m.outcome = Outcome.COMPLETED;
    m.operations = 6_000;
    m.build().write(c1.resolve(Manifest.FILE_NAME));
    RunRecord.Builder record = new RunRecord.Builder();
    record.startAtEpochMs = START;
    RunRecord.HostBuilder late = host("c1", "exit 0", 0, "complete");
    late.late = true;
    late.lateStartMs = 412L;
    record.hosts.add(late);
    record.hosts.add(host("c2", "refused to start", 93, "missing"));
    StringWriter console = new StringWriter();

    HostStates.assign(record, runDir, new PrintWriter(console));

    assertEquals("started late by 412 ms after the common start instant", record.hosts.get(0).state);
    assertEquals("never started (exit 93: refused to start)", record.hosts.get(1).state);
    String c1Line = new HostStateLine("c1", record.hosts.get(0).state, "").line();
    String c2Line = new HostStateLine("c2", record.hosts.get(1).state, "").line();
    assertEquals("Host states:\n  " + c1Line + "\n  " + c2Line + "\n", console.toString());
    assertEquals(c1Line + "\n", Files.readString(c1.resolve(HostStateLine.FILE_NAME), StandardCharsets.UTF_8));
    assertFalse(Files.exists(runDir.resolve("c2")), "no directory is made for a host that left nothing");
  }

  @Test
  void aManifestWithoutOperationsIsAHostThatNeverStartedWithNoRunTime() throws Exception {
    Path c1 = Files.createDirectories(runDir.resolve("c1"));
    Manifest.Builder m = new Manifest.Builder();
    m.startAtEpochMs = START;
    m.startEpochMs = START - 74_462;
    m.endEpochMs = START - 72_000;
    m.outcome = Outcome.FAILED;
    m.exitCode = 1;
    m.build().write(c1.resolve(Manifest.FILE_NAME));
    RunRecord.Builder record = new RunRecord.Builder();
    record.startAtEpochMs = START;
    record.hosts.add(host("c1", "failed (exit 1)", 1, "complete"));
    HostStates.assign(record, runDir, new PrintWriter(new StringWriter()));
    assertEquals("never started (failed (exit 1))", record.hosts.get(0).state);
  }

  @Test
  void aHostThatStartedAndThenDidNoOperationFailedAndSaysItsClientLoad() throws Exception {
    // the scale run's hosts that started at the barrier and did 0 operations: their start was measured (the start
    // line their benchmark JVM printed), so they are not "never started" and their state says what the client saw
    Path c1 = Files.createDirectories(runDir.resolve("c1"));
    Manifest.Builder m = new Manifest.Builder();
    m.startAtEpochMs = START;
    m.startEpochMs = START + 1_855;
    m.endEpochMs = START + 20_000;
    m.outcome = Outcome.FAILED;
    m.exitCode = 1;
    m.reason = "The run finished with zero operations";
    m.client.put("load", "client-bound: CPU 1% of 2 cores on average");
    m.build().write(c1.resolve(Manifest.FILE_NAME));
    RunRecord.Builder record = new RunRecord.Builder();
    record.startAtEpochMs = START;
    RunRecord.HostBuilder h = host("c1", "exit 1", 1, "partial");
    h.startEpochMs = START + 1_855;
    record.hosts.add(h);
    HostStates.assign(record, runDir, new PrintWriter(new StringWriter()));
    assertEquals("failed (did 0 operations after its start: client-bound: CPU 1% of 2 cores on average: this"
        + " machine gave its JVM too little CPU, exit 1)", record.hosts.get(0).state);
  }
}
