/*
 * Copyright (c) 2026 ycsb-ext contributors.
 * Licensed under the Apache License, Version 2.0 (http://www.apache.org/licenses/LICENSE-2.0).
 */
package site.ycsb.ext.measurements;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.nio.file.Path;
import java.util.List;
import java.util.Map;
import java.util.Properties;
import java.util.TreeMap;
import org.HdrHistogram.Histogram;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * {@code measureSince}: the operation's end read once, inside the recording step, gives the latency and the window;
 * the system clock's mapping of {@code System.nanoTime()} to wall-clock milliseconds, which the recorder's cached
 * window spans rely on, is exact at every millisecond boundary.
 */
class MeasureSinceTest {

  private static final long T = 1_700_000_000_000L;

  @TempDir
  Path dir;

  @Test
  void latencyIsTheEndReadingMinusTheStartAndTheValueLandsInTheWindowOfItsEnd() throws Exception {
    recordFourAndCheck(false);
  }

  @Test
  void aClientThreadsOwnRecorderRecordsTheSame() throws Exception {
    recordFourAndCheck(true);
  }

  private void recordFourAndCheck(boolean ownRecorder) throws Exception {
    Properties props = CollectingExporter.properties("measurementtype", "hdrhistogram+periodichistogram",
        "periodichistogram.interval", "1", "periodichistogram.output.path", dir + "/out/",
        "measurement.interval", "both");
    ManualWindowClock clock = new ManualWindowClock(T);
    ExtMeasurements m = MeasurementsInstaller.install(props, clock);
    OperationRecorder recorder = m.newOperationRecorder();
    try {
      long[] instants = {T + 100, T + 999, T + 1000, T + 2500};
      for (long instant : instants) {
        clock.moveTo(instant);
        long now = System.nanoTime();
        // Started 5 ms ago, intended 9 ms ago: at least 5000 and 9000 us when the end is read.
        long end = ownRecorder ? recorder.measureSince("READ", now - 5_000_000L, now - 9_000_000L)
            : m.measureSince("READ", now - 5_000_000L, now - 9_000_000L);
        assertTrue(end - now >= 0, "the end is read after the call");
        if (ownRecorder) {
          recorder.reportStatus("READ", site.ycsb.Status.OK);
        } else {
          m.reportStatus("READ", site.ycsb.Status.OK);
        }
      }
      clock.moveTo(T + 3100);
      Map<String, Number> exported = CollectingExporter.export(m);
      m.close();
      assertEquals(List.of(2L, 1L, 1L, 0L), RunFiles.hlog(dir.resolve("out/READ.hlog")).stream()
          .map(Histogram::getTotalCount).toList(), "each value in the window of its end");
      assertEquals(List.of(2L, 1L, 1L, 0L), RunFiles.hlog(dir.resolve("out/Intended-READ.hlog")).stream()
          .map(Histogram::getTotalCount).toList());
      assertEquals(4L, exported.get("READ/Operations"));
      assertEquals(4L, exported.get("READ/Return=OK"));
      assertTrue(exported.get("READ/MinLatency(us)").longValue() >= 5000, exported.toString());
      assertTrue(exported.get("Intended-READ/MinLatency(us)").longValue() >= 9000, exported.toString());
      assertEquals(List.of(), m.warnings());
    } finally {
      m.close();
    }
  }

  @Test
  void theSystemClockMapsNanoTimeToMillisecondsAndBackExactlyAtEveryBoundary() {
    WindowClock clock = WindowClock.SYSTEM;
    long nowMs = clock.nowMs();
    for (long ms = nowMs - 5_000; ms < nowMs + 5_000; ms += 7) {
      long first = clock.nanosAtMs(ms);
      assertEquals(ms, clock.msAtNanos(first), "the first nanosecond of " + ms);
      assertEquals(ms - 1, clock.msAtNanos(first - 1), "the last nanosecond before " + ms);
      assertEquals(ms, clock.msAtNanos(clock.nanosAtMs(ms + 1) - 1), "the last nanosecond of " + ms);
    }
    // The same wall clock as System.currentTimeMillis() (apart from a step of the system clock since the JVM started).
    long wall = System.currentTimeMillis();
    assertTrue(Math.abs(clock.nowMs() - wall) < 1_000, clock.nowMs() + " vs " + wall);
  }

  @Test
  void valuesRecordedOnTheSystemClockAcrossManyOneMillisecondWindowsLandInTheWindowOfTheirEnd() {
    WindowClock clock = WindowClock.SYSTEM;
    long firstWindow = clock.nowMs();
    WindowRecorder recorder = new WindowRecorder(10, 100, 1, clock, firstWindow);
    TreeMap<Long, Long> expected = new TreeMap<>();
    long until = System.nanoTime() + 30_000_000L; // about 30 windows of 1 ms, the fast path and the slow path
    while (System.nanoTime() - until < 0) {
      long end = recorder.recordSince(System.nanoTime());
      expected.merge(clock.msAtNanos(end), 1L, Long::sum);
    }
    assertTrue(expected.size() >= 2, "windows crossed: " + expected.size());
    WindowCounts into = new WindowCounts(10);
    for (Map.Entry<Long, Long> window : expected.entrySet()) {
      recorder.closeThrough(window.getKey(), into);
      assertEquals(window.getValue().longValue(), into.count, "window " + window.getKey());
      into.reset();
    }
    assertEquals(0L, recorder.lateValues());
  }
}
