/*
 * Copyright (c) 2026 ycsb-ext contributors.
 * Licensed under the Apache License, Version 2.0 (http://www.apache.org/licenses/LICENSE-2.0).
 */
package site.ycsb.ext.fanout.run;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import site.ycsb.ext.contract.StartLine;
import site.ycsb.ext.fanout.collect.Collector;
import site.ycsb.ext.fanout.collect.RunRecord;

/**
 * The start measured after collection: a host that started late and then died without a manifest stays late in the
 * start skew line, its start taken from what fan-out itself saw while the hosts ran (#38).
 */
class StartMeasurementTest {
  private static final long AT = 1_795_484_785_000L;

  private static Collector.Result withManifest(String label, long startEpochMs) {
    return new Collector.Result(label, Path.of(label), Collector.Completeness.COMPLETE, 5, 1000, 10, startEpochMs,
        List.of());
  }

  private static Collector.Result died(String label) {
    return new Collector.Result(label, Path.of(label), Collector.Completeness.PARTIAL, 0, -1, 10, 0,
        List.of("no manifest.json: the run ended before writing it"));
  }

  private static RunRecord.Builder record(String... labels) {
    RunRecord.Builder record = new RunRecord.Builder();
    for (String label : labels) {
      RunRecord.HostBuilder h = new RunRecord.HostBuilder();
      h.label = label;
      record.hosts.add(h);
    }
    return record;
  }

  @Test
  void aHostMeasuredLateThatDiedWithoutAManifestIsNamedLateInTheStartSkewLine() {
    RunRecord.Builder record = record("c1", "c2");
    String line = StartMeasurement.recordStarts(AT, 100, List.of(withManifest("c1", AT + 4), died("c2")),
        List.of(AT + 4, AT + 412), List.of(-1L, -1L), record);
    assertTrue(line.endsWith("late (more than --late-start-ms=100): c2"), line);
    assertEquals("Start skew 408 ms (latest start minus earliest, over the 2 of 2 hosts that started; each host's start"
        + " after the common instant: c1 +4, c2 +412 ms); late (more than --late-start-ms=100): c2", line);
    assertTrue(record.hosts.get(1).late);
    assertEquals(412L, record.hosts.get(1).lateStartMs);
    assertEquals(AT + 412, record.hosts.get(1).startEpochMs);
    assertEquals(408, record.startSkewMs);
  }

  @Test
  void aHostWhoseLauncherSaidItWasLateAndDiedIsNamedLateInTheStartSkewLine() {
    RunRecord.Builder record = record("c1", "c2");
    String line = StartMeasurement.recordStarts(AT, 100, List.of(withManifest("c1", AT + 4), died("c2")),
        List.of(0L, 0L), List.of(-1L, 730L), record);
    assertTrue(line.endsWith("late (more than --late-start-ms=100): c2"), line);
    assertTrue(line.contains("c2 +730 ms"), line);
    assertTrue(record.hosts.get(1).late);
    assertEquals(1, record.warnings.size(), "said once: " + record.warnings);
  }

  @Test
  void theManifestsStartWinsOverTheOneSeenWhileRunning() {
    RunRecord.Builder record = record("c1", "c2");
    String line = StartMeasurement.recordStarts(AT, 100, List.of(withManifest("c1", AT + 4), withManifest("c2",
        AT + 9)), List.of(AT + 3, AT + 8), List.of(-1L, -1L), record);
    assertEquals("Start skew 5 ms (latest start minus earliest, over the 2 of 2 hosts that started; each host's start"
        + " after the common instant: c1 +4, c2 +9 ms); late (more than --late-start-ms=100): none", line);
  }

  @Test
  void collectReadsTheStartAHostPrintedFromItsFetchedStderrLog(@TempDir Path logs) throws Exception {
    Path log = logs.resolve("c2.stderr.log");
    Files.writeString(log, "Loading workload...\n" + new StartLine(AT + 412, 412).format() + "\nKilled\n");
    assertEquals(AT + 412, StartMeasurement.startInLog(log));
    assertEquals(0, StartMeasurement.startInLog(logs.resolve("absent.stderr.log")));
  }
}
