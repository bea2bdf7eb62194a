/*
 * Copyright (c) 2026 ycsb-ext contributors.
 * Licensed under the Apache License, Version 2.0 (http://www.apache.org/licenses/LICENSE-2.0).
 */
package site.ycsb.ext.measurements;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static site.ycsb.ext.measurements.EndReadingRun.endReading;

import java.nio.file.Path;
import java.util.List;
import java.util.Map;
import org.HdrHistogram.Histogram;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * Values recorded with the operation's own end reading ({@link ExtMeasurements#measure(String, int, long)}, the
 * engine's path): each lands in the window its end reading names, unless that window is already written, then in the
 * open one and counted late; the sums stay exact. The clock maps a {@code System.nanoTime()} reading of
 * {@code ms * 1,000,000} to {@code ms}, so each end reading is chosen by the test, independently of when it is
 * recorded; the real window thread runs on a manual clock.
 */
class EndReadingTest {

  /** A whole second. */
  private static final long T = 1_700_000_000_000L;

  @TempDir
  Path dir;
  private EndReadingRun run;

  private ExtMeasurements install(long startMs) {
    run = new EndReadingRun(dir, startMs, "measurement.interval", "both");
    return run.measurements;
  }

  @AfterEach
  void closeMeasurements() {
    if (run != null) {
      run.measurements.close();
    }
  }

  @Test
  void aValueWhoseEndReadingIsBeforeTheOpenWindowsStartCountsInTheOpenWindowAndAsLate() throws Exception {
    ExtMeasurements m = install(T + 100);
    m.measure("READ", 10, endReading(T + 200));
    run.advanceTo(T + 1000); // the window thread writes [T + 100, T + 1000)
    m.measure("READ", 20, endReading(T + 900)); // ended in the written window, recorded after it was written
    m.measure("READ", 30, endReading(T + 1200));
    m.measure("READ", 40, endReading(T + 1999));
    run.advanceTo(T + 2000);
    Map<String, Number> exported = CollectingExporter.export(m);
    m.close();
    List<Histogram> windows = run.windows("READ");
    assertEquals(List.of(T + 100, T + 1000), windows.stream().limit(2).map(Histogram::getStartTimeStamp).toList());
    assertEquals(List.of(1L, 3L), windows.stream().limit(2).map(Histogram::getTotalCount).toList(),
        "the value of the written window counts once, in the open one");
    assertEquals(4L, exported.get("READ/Operations"));
    assertEquals(1L, exported.get("READ/LateValues"));
  }

  @Test
  void eachValueLandsInTheWindowOfItsEndReadingNotOfItsRecordingWhileThatWindowIsOpen() throws Exception {
    ExtMeasurements m = install(T + 100);
    m.measure("READ", 10, endReading(T + 500));
    run.manual.moveTo(T + 1300); // the window thread is late: [T + 100, T + 1000) is still open
    m.measure("READ", 20, endReading(T + 999));
    m.measure("READ", 30, endReading(T + 1000));
    m.measureIntended("READ", 25, endReading(T + 999));
    run.advanceTo(T + 2000);
    Map<String, Number> exported = CollectingExporter.export(m);
    m.close();
    assertEquals(List.of(2L, 1L), run.windows("READ").stream().limit(2).map(Histogram::getTotalCount).toList());
    assertEquals(List.of(1L, 0L), run.windows("Intended-READ").stream().limit(2).map(Histogram::getTotalCount).toList());
    assertEquals(null, exported.get("READ/LateValues"), "nothing is late");
  }

  @Test
  void anOperationsFirstWindowIsTheOneOfTheEndReadingThatMadeItNotOfTheRecordingInstant() throws Exception {
    ExtMeasurements m = install(T + 100);
    run.manual.moveTo(T + 1500); // recorded 600 ms after it ended, the window thread not yet awake
    m.measure("UPDATE", 10, endReading(T + 900));
    run.advanceTo(T + 2000);
    Map<String, Number> exported = CollectingExporter.export(m);
    m.close();
    List<Histogram> windows = run.windows("UPDATE");
    assertEquals(List.of(T + 100, T + 1000), windows.stream().limit(2).map(Histogram::getStartTimeStamp).toList(),
        "the first window starts at the run's start, the end reading's window clipped to the run");
    assertEquals(List.of(1L, 0L), windows.stream().limit(2).map(Histogram::getTotalCount).toList());
    assertEquals(null, exported.get("UPDATE/LateValues"), "nothing is late");
  }
}
