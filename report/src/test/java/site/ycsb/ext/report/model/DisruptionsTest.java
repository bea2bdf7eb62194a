/*
 * Copyright (c) 2026 ycsb-ext contributors.
 * Licensed under the Apache License, Version 2.0 (http://www.apache.org/licenses/LICENSE-2.0).
 */
package site.ycsb.ext.report.model;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.nio.file.Path;
import java.time.Duration;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import site.ycsb.ext.contract.Manifest;
import site.ycsb.ext.contract.Outcome;
import site.ycsb.ext.contract.Phase;
import site.ycsb.ext.contract.RunEvent;
import site.ycsb.ext.report.input.HostSource;
import site.ycsb.ext.report.input.RunSource;

class DisruptionsTest {
  private static final long T0 = 1_790_000_000_000L;
  private static final long WINDOW_MS = 1_000;

  /** 1-s windows: READ at {@code ops[i]} ops/s with p99 {@code p99[i]} us, READ-FAILED {@code failed[i]}. */
  private static Map<String, WindowSeries> series(double[] ops, double[] p99, long[] failed) {
    WindowSeries read = new WindowSeries();
    WindowSeries readFailed = new WindowSeries();
    WindowSeries intended = new WindowSeries();
    for (int i = 0; i < ops.length; i++) {
      long start = T0 + i * WINDOW_MS;
      read.add(start, start, WINDOW_MS, (long) ops[i], ops[i], p99[i] / 2, p99[i], 2);
      readFailed.add(start, start, WINDOW_MS, failed[i], failed[i], 10, 10, 2);
      // intended latencies are not part of the measure
      intended.add(start, start, WINDOW_MS, 1, 1, 1e9, 1e9, 2);
    }
    Map<String, WindowSeries> all = new LinkedHashMap<>();
    all.put("READ", read);
    all.put("READ-FAILED", readFailed);
    all.put("Intended-READ", intended);
    return all;
  }

  private static EventMarker marker(long atMs) {
    return EventMarker.of(new RunEvent(1, "command", "60s", atMs, atMs, "stop 2", RunEvent.Status.OK, 0, 5,
        "event-1.out"));
  }

  @Test
  void aSliverOfAWindowAtTheRunsEndIsNoDipButItsFailuresCount() {
    int n = 30;
    double[] ops = new double[n];
    double[] p99 = new double[n];
    long[] failed = new long[n];
    java.util.Arrays.fill(ops, 500);
    java.util.Arrays.fill(p99, 2_000);
    Map<String, WindowSeries> all = series(ops, p99, failed);
    // the run ended 4 ms into its last window: no operation completed in it, 3 failed
    long last = T0 + n * WINDOW_MS;
    all.get("READ").add(last, last, 4, 0, 0, Double.NaN, Double.NaN, 1);
    all.get("READ-FAILED").add(last, last, 4, 3, 750, 10, 10, 1);
    Disruption d = Disruptions.of(all, List.of(marker(T0 + 20_000)), new DisruptionRules(
        java.time.Duration.ofSeconds(60), 0.1, 0.5, 20)).get(0);
    assertEquals(500, d.lowestOpsPerSec(), "the 4-ms sliver with no completion is no dip to 0 ops/s");
    assertTrue(d.timeToRecoverMs().isEmpty(), "20 stable windows never follow: not recovered");
    assertEquals(Map.of("READ", 3L), d.failedByOperation(), "the sliver's failed operations count");
  }

  @Test
  void measuresBaselineDipFailuresAndRecoveryOfAStoppedNode() {
    int n = 120;
    double[] ops = new double[n];
    double[] p99 = new double[n];
    long[] failed = new long[n];
    for (int i = 0; i < n; i++) {
      boolean hit = i >= 60 && i < 70;
      ops[i] = hit ? 200 + i : 1000 + (i % 3);
      p99[i] = hit ? 20_000 + i : 1_000;
      failed[i] = i >= 60 && i < 65 ? 50 : 0;
    }
    List<Disruption> d = Disruptions.of(series(ops, p99, failed), List.of(marker(T0 + 60_000)),
        DisruptionRules.DEFAULT);
    Disruption stop = d.get(0);
    assertEquals(60, stop.baselineWindows());
    assertEquals(1001, stop.baselineOpsPerSec());
    assertEquals(1000, stop.baselineP99Us());
    assertEquals(260, stop.lowestOpsPerSec());
    assertEquals(260.0 / 1001, stop.dipShare(), 1e-12);
    assertEquals(20_069, stop.highestP99Us());
    assertEquals(Map.of("READ", 250L), stop.failedByOperation());
    assertEquals(10_000, stop.timeToRecoverMs().getAsLong());
    List<List<String>> rows = Disruptions.rows(d);
    assertEquals(Disruptions.header().size(), rows.get(0).size());
    assertEquals("10.0", rows.get(0).get(9));
    assertEquals("250 (READ 250)", rows.get(0).get(8));
  }

  @Test
  void saysNotRecoveredWhenThroughputNeverReturnsForEnoughWindows() {
    int n = 90;
    double[] ops = new double[n];
    double[] p99 = new double[n];
    for (int i = 0; i < n; i++) {
      // back at baseline only every other window after the event: never 5 in a row
      ops[i] = i < 60 || i % 2 == 0 ? 1000 : 500;
      p99[i] = 1_000;
    }
    Disruption d = Disruptions.of(series(ops, p99, new long[n]), List.of(marker(T0 + 60_000)),
        DisruptionRules.DEFAULT).get(0);
    assertTrue(d.recoveredAtMs().isEmpty());
    assertEquals(500, d.lowestOpsPerSec());
    assertEquals("not recovered", Disruptions.rows(List.of(d)).get(0).get(9));
  }

  @Test
  void countsAP99OutsideTheToleranceAsNotYetRecovered() {
    int n = 100;
    double[] ops = new double[n];
    double[] p99 = new double[n];
    for (int i = 0; i < n; i++) {
      ops[i] = 1000;
      p99[i] = i >= 30 && i < 45 ? 1_600 : 1_000;
    }
    Disruption d = Disruptions.of(series(ops, p99, new long[n]), List.of(marker(T0 + 30_000)),
        new DisruptionRules(Duration.ofSeconds(20), 0.1, 0.5, 3)).get(0);
    assertEquals(20, d.baselineWindows());
    assertEquals(15_000, d.timeToRecoverMs().getAsLong());
    assertEquals(1.0, d.dipShare());
  }

  @Test
  void hasNoBaselineForAnEventAtTheRunsStart() {
    double[] ops = {1000, 1000, 1000};
    double[] p99 = {1, 1, 1};
    Disruption d = Disruptions.of(series(ops, p99, new long[3]), List.of(marker(T0)), DisruptionRules.DEFAULT)
        .get(0);
    assertEquals(0, d.baselineWindows());
    assertTrue(Double.isNaN(d.dipShare()));
    assertEquals("- (no baseline)", Disruptions.rows(List.of(d)).get(0).get(9));
  }

  @Test
  void readsTheEventsOfARunDirectory(@TempDir Path dir) throws Exception {
    Manifest.Builder b = new Manifest.Builder();
    b.phase = Phase.RUN;
    b.outcome = Outcome.COMPLETED;
    b.events.add(new RunEvent(2, "note", "2m", T0 + 120_000, T0 + 120_001, "look", RunEvent.Status.NOTE, -1, -1, ""));
    b.events.add(new RunEvent(1, "command", "1m", T0 + 60_000, 0, "false", RunEvent.Status.NOT_STARTED, -1, -1, ""));
    Path manifest = dir.resolve("host-a").resolve(Manifest.FILE_NAME);
    b.build().write(manifest);
    RunSource run = new RunSource("r", List.of(new HostSource("host-a", manifest.getParent(), "",
        Manifest.read(manifest))));
    List<EventMarker> markers = run.events().stream().map(EventMarker::of).toList();
    assertEquals(2, markers.size());
    assertEquals("E1 +1m", markers.get(0).label());
    assertEquals(T0 + 60_000, markers.get(0).atMs());
    assertTrue(markers.get(0).warning().isPresent());
    assertEquals(T0 + 120_001, markers.get(1).atMs());
  }

  private static EventMarker event(int index, long atMs, int ends) {
    return EventMarker.of(new RunEvent(index, "command", (atMs - T0) / 1000 + "s", atMs, atMs, "node 2 " + index,
        RunEvent.Status.OK, 0, 5, "event-" + index + ".out", ends));
  }

  /** The run: a stop at +15 s, a start at +30 s; the start's 60 s before held the stop's zero windows. */
  @Test
  void anEventThatEndsAFaultIsMeasuredAgainstTheFaultsBaselineNotTheOutage() {
    int n = 90;
    double[] ops = new double[n];
    double[] p99 = new double[n];
    for (int i = 0; i < n; i++) {
      boolean out = i >= 15 && i < 32;
      ops[i] = out ? 0 : 1000;
      p99[i] = out ? Double.NaN : 1_000;
    }
    List<Disruption> d = Disruptions.of(series(ops, p99, new long[n]), List.of(event(1, T0 + 15_000, 0),
        event(2, T0 + 30_000, 1)), DisruptionRules.DEFAULT);
    Disruption start = d.get(1);
    assertEquals(1, start.baselineEvent(), "the fault's baseline");
    assertEquals(15, start.baselineWindows(), "the windows before the stop, none of the outage");
    assertEquals(1000, start.baselineOpsPerSec());
    assertEquals(1000, start.baselineP99Us());
    assertEquals(2_000, start.timeToRecoverMs().getAsLong(), "back 2 s after the start");
    assertEquals(17_000, d.get(0).timeToRecoverMs().getAsLong(), "the stop: recovered 17 s after it");
    List<String> row = Disruptions.rows(d).get(1);
    assertTrue(row.get(0).startsWith("E2 +30s (ends E1, baseline before E1): node 2 2"), row.toString());
    assertEquals("30000", row.get(1), "from the run's start instant");
  }

  /** A loaded client: the baseline p99 is 1 ms in the middle but a third of its windows reach 1.8 to 2.1 ms. */
  @Test
  void aLoadedClientWhoseP99WasAlreadyNoisyReadsRecoveredWithinItsOwnSpread() {
    double[] noisy = {900, 1000, 2000, 1100, 800, 1900, 1000, 1200, 2100, 950, 1050, 1800};
    int n = 150;
    double[] ops = new double[n];
    double[] p99 = new double[n];
    for (int i = 0; i < n; i++) {
      boolean out = i >= 60 && i < 70;
      ops[i] = out ? 0 : 1000 + 40 * (i % 5);
      p99[i] = out ? Double.NaN : noisy[i % noisy.length];
    }
    Disruption d = Disruptions.of(series(ops, p99, new long[n]), List.of(marker(T0 + 60_000)),
        DisruptionRules.DEFAULT).get(0);
    assertEquals(1075, d.baselineP99Us(), 1e-9);
    assertTrue(d.band().maxP99Us() >= 2100, "the band reaches the baseline's own noise: " + d.band().text());
    assertEquals(10_000, d.timeToRecoverMs().getAsLong(), "recovered when the windows were as before: " + d);
    assertEquals(d.band().text(), Disruptions.rows(List.of(d)).get(0).get(10), "the band is printed");
  }

  @Test
  void oneStartUpSpikeInTheBaselineDoesNotWidenTheBand() {
    int n = 80;
    double[] ops = new double[n];
    double[] p99 = new double[n];
    for (int i = 0; i < n; i++) {
      ops[i] = 1000;
      p99[i] = i == 0 ? 876_000 : i >= 30 && i < 40 ? 50_000 : 1_000;
    }
    Disruption d = Disruptions.of(series(ops, p99, new long[n]), List.of(marker(T0 + 30_000)),
        DisruptionRules.DEFAULT).get(0);
    assertEquals(1_500, d.band().maxP99Us(), 1e-9, "1.5 x the median: the spike is outside the quartiles");
    assertEquals(10_000, d.timeToRecoverMs().getAsLong());
  }
}
