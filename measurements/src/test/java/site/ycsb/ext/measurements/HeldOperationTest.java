/*
 * Copyright (c) 2026 ycsb-ext contributors.
 * Licensed under the Apache License, Version 2.0 (http://www.apache.org/licenses/LICENSE-2.0).
 */
package site.ycsb.ext.measurements;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTimeoutPreemptively;
import static site.ycsb.ext.measurements.EndReadingRun.endReading;

import java.nio.file.Path;
import java.time.Duration;
import java.util.List;
import java.util.Map;
import java.util.concurrent.CyclicBarrier;
import java.util.concurrent.atomic.AtomicReference;
import org.HdrHistogram.Histogram;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import site.ycsb.Status;

/**
 * Values recorded through a held handle ({@link ExtMeasurements#hold}, the engine's path) land where the by-name path
 * puts them (the window of the end reading, late values in the open window and counted), and a handle used by a
 * thread other than the one that took it never writes that thread's writer: the counts stay exact. The clock maps a
 * {@code System.nanoTime()} reading of {@code ms * 1,000,000} to {@code ms}, as in {@link EndReadingRun}.
 */
class HeldOperationTest {

  /** A whole second. */
  private static final long T = 1_700_000_000_000L;
  /** Values per thread in the shared-handle case: enough for two unguarded threads to lose counts. */
  private static final int VALUES_PER_THREAD = 2_000_000;
  /** Hang guard only: a writer written by two threads can leave its slot marked busy for ever. */
  private static final Duration HANG_GUARD = Duration.ofSeconds(60);

  @TempDir
  Path dir;
  private EndReadingRun run;

  private ExtMeasurements install(long startMs) {
    run = new EndReadingRun(dir, startMs);
    return run.measurements;
  }

  @AfterEach
  void closeMeasurements() {
    if (run != null) {
      assertTimeoutPreemptively(HANG_GUARD, run.measurements::close);
    }
  }

  @Test
  void aHeldValueWhoseWindowIsWrittenCountsInTheOpenWindowAndAsLate() throws Exception {
    ExtMeasurements m = install(T + 100);
    HeldOperation read = m.hold("READ", endReading(T + 200));
    read.measure(10, endReading(T + 200));
    run.advanceTo(T + 1000); // the window thread writes [T + 100, T + 1000)
    read.measure(20, endReading(T + 900)); // ended in the written window, recorded after it was written
    read.measure(30, endReading(T + 1200));
    read.measure(40, endReading(T + 1999));
    read.reportStatus(Status.OK);
    run.advanceTo(T + 2000);
    Map<String, Number> exported = CollectingExporter.export(m);
    m.close();
    List<Histogram> windows = run.windows("READ");
    assertEquals(List.of(T + 100, T + 1000), windows.stream().limit(2).map(Histogram::getStartTimeStamp).toList());
    assertEquals(List.of(1L, 3L), windows.stream().limit(2).map(Histogram::getTotalCount).toList());
    assertEquals(4L, exported.get("READ/Operations"));
    assertEquals(1L, exported.get("READ/LateValues"));
    assertEquals(1L, exported.get("READ/Return=OK"));
  }

  @Test
  void theFirstWindowIsTheOneOfTheEndReadingThatTookTheHandle() throws Exception {
    ExtMeasurements m = install(T + 100);
    run.manual.moveTo(T + 1500); // recorded 600 ms after it ended, the window thread not yet awake
    HeldOperation update = m.hold("UPDATE", endReading(T + 900));
    update.measure(10, endReading(T + 900));
    run.advanceTo(T + 2000);
    Map<String, Number> exported = CollectingExporter.export(m);
    m.close();
    List<Histogram> windows = run.windows("UPDATE");
    assertEquals(List.of(T + 100, T + 1000), windows.stream().limit(2).map(Histogram::getStartTimeStamp).toList());
    assertEquals(List.of(1L, 0L), windows.stream().limit(2).map(Histogram::getTotalCount).toList());
    assertEquals(null, exported.get("UPDATE/LateValues"), "nothing is late");
  }

  @Test
  void aHandleUsedAfterwardsByAnotherThreadRecordsItsValuesToo() throws Exception {
    ExtMeasurements m = install(T + 100);
    AtomicReference<HeldOperation> taken = new AtomicReference<>();
    Thread client = new Thread(() -> {
      HeldOperation read = m.hold("READ", endReading(T + 200));
      read.measure(10, endReading(T + 200));
      read.reportStatus(Status.OK);
      taken.set(read);
    });
    client.start();
    client.join();
    taken.get().measure(20, endReading(T + 300)); // e.g. a cleanup run by the main thread
    taken.get().reportStatus(Status.ERROR);
    run.advanceTo(T + 1000);
    Map<String, Number> exported = CollectingExporter.export(m);
    assertEquals(2L, exported.get("READ/Operations"));
    assertEquals(1L, exported.get("READ/Return=OK"));
    assertEquals(1L, exported.get("READ/Return=ERROR"));
  }

  @Test
  void aHandleUsedByTwoThreadsAtOnceLosesNoValue() throws Exception {
    ExtMeasurements m = install(T + 100);
    HeldOperation read = m.hold("READ", endReading(T + 200));
    CyclicBarrier together = new CyclicBarrier(2);
    Runnable record = () -> {
      try {
        together.await();
      } catch (Exception e) {
        throw new IllegalStateException(e);
      }
      for (int i = 0; i < VALUES_PER_THREAD; i++) {
        read.measure(i & 1023, endReading(T + 200));
        read.reportStatus(Status.OK);
      }
    };
    Thread other = new Thread(record);
    other.start();
    record.run();
    other.join();
    Map<String, Number> exported = assertTimeoutPreemptively(HANG_GUARD, () -> {
      run.advanceTo(T + 1000);
      return CollectingExporter.export(m);
    });
    assertEquals(2L * VALUES_PER_THREAD, exported.get("READ/Operations"));
    assertEquals(2L * VALUES_PER_THREAD, exported.get("READ/Return=OK"));
  }
}
