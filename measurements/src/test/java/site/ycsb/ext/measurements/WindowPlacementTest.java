/*
 * Copyright (c) 2026 ycsb-ext contributors.
 * Licensed under the Apache License, Version 2.0 (http://www.apache.org/licenses/LICENSE-2.0).
 */
package site.ycsb.ext.measurements;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.nio.file.Path;
import java.util.ArrayList;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import java.util.TreeMap;
import java.util.concurrent.CountDownLatch;
import java.util.concurrent.TimeUnit;
import java.util.concurrent.atomic.AtomicBoolean;
import java.util.concurrent.atomic.AtomicLong;
import java.util.concurrent.locks.LockSupport;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.ValueSource;
import org.junit.jupiter.api.io.TempDir;

/**
 * Writer threads record while the real window thread closes windows late; every window must hold exactly the values
 * whose instant (the one the recorder used, returned by {@link PeriodicHistogram#record}) lies inside it. Each test
 * runs twice: writers record through the histogram itself, and through each thread's own {@link OperationWriter}
 * (what {@link ExtMeasurements} hands a client thread).
 */
class WindowPlacementTest {

  private static final long T = 1_700_000_000_000L;
  private static final int WRITERS = 4;

  @TempDir
  Path dir;

  private MeasurementSettings settings(long windowMs) {
    return MeasurementSettings.from(CollectingExporter.properties("measurementtype", "periodichistogram",
        "periodichistogram.interval", Double.toString(windowMs / 1000.0), "periodichistogram.output.path",
        dir + "/"));
  }

  /**
   * One writer: records up to {@code values} latencies, until {@code clock} reaches {@code stopAtMs}, and counts them
   * by the window of the instant each was filed at.
   */
  private static final class Writer extends Thread {
    private final PeriodicHistogram histogram;
    private final CountDownLatch start;
    private final int values;
    private final int pauseEvery;
    private final long windowMs;
    private final WindowClock clock;
    private final long stopAtMs;
    private final boolean ownWriter;
    final Map<Long, Long> byWindow = new HashMap<>();
    /** Values recorded so far, read by the thread that moves a manual clock so it never outruns the writers. */
    final AtomicLong progress = new AtomicLong();
    long recorded;

    Writer(PeriodicHistogram histogram, CountDownLatch start, int values, int pauseEvery, long windowMs,
        WindowClock clock, long stopAtMs, boolean ownWriter) {
      this.histogram = histogram;
      this.ownWriter = ownWriter;
      this.start = start;
      this.values = values;
      this.pauseEvery = pauseEvery;
      this.windowMs = windowMs;
      this.clock = clock;
      this.stopAtMs = stopAtMs;
    }

    @Override
    public void run() {
      try {
        start.await();
      } catch (InterruptedException e) {
        return;
      }
      OperationWriter own = ownWriter ? histogram.writer() : null;
      for (int i = 0; i < values && clock.nowMs() < stopAtMs; i++) {
        long instantMs = own != null ? own.measure(i % 5_000) : histogram.record(i % 5_000);
        recorded++;
        progress.lazySet(recorded);
        byWindow.merge(Math.floorDiv(instantMs, windowMs), 1L, Long::sum);
        if (pauseEvery > 0 && i % pauseEvery == 0) {
          LockSupport.parkNanos(TimeUnit.MICROSECONDS.toNanos(200));
        } else if (i % 64 == 0) {
          Thread.yield(); // lets the thread that moves the manual clock run on a loaded machine
        }
      }
    }
  }

  private static List<Writer> startWriters(PeriodicHistogram histogram, CountDownLatch start, int values,
      int pauseEvery, long windowMs, WindowClock clock, long stopAtMs, boolean ownWriters) {
    List<Writer> writers = new ArrayList<>();
    for (int w = 0; w < WRITERS; w++) {
      Writer writer = new Writer(histogram, start, values, pauseEvery, windowMs, clock, stopAtMs, ownWriters);
      writers.add(writer);
      writer.start();
    }
    return writers;
  }

  /** Compares the written windows with what the writers recorded, window by window. */
  private void assertEveryWindowHoldsItsValues(List<Writer> writers, long windowMs, PeriodicHistogram histogram) {
    Map<Long, Long> recorded = new TreeMap<>();
    for (Writer writer : writers) {
      writer.byWindow.forEach((window, count) -> recorded.merge(window, count, Long::sum));
    }
    assertEquals(0, histogram.lateValues(), "no late values (the clock did not step back)");
    Map<Long, Long> written = new TreeMap<>();
    List<RunFiles.ForkLine> lines = RunFiles.json(dir.resolve("READ.json"));
    for (RunFiles.ForkLine line : lines) {
      long window = Math.floorDiv(line.startMs(), windowMs);
      assertFalse(written.containsKey(window), "one line per window: " + window);
      written.put(window, line.count());
    }
    written.values().removeIf(count -> count == 0);
    assertTrue(recorded.size() >= 3, "the values spread over several windows: " + recorded);
    assertEquals(recorded, written, "values per window (grid number -> count)");
    assertEquals(writers.stream().mapToLong(w -> w.recorded).sum(), histogram.operations());
  }

  /**
   * Waits until every writer has recorded at least {@code values} values, so the clock moves only as fast as the
   * writers on a slow or loaded machine (otherwise a cold writer may find the clock already past its stop).
   */
  private static void awaitProgress(List<Writer> writers, long values) {
    long deadlineNs = System.nanoTime() + TimeUnit.SECONDS.toNanos(60);
    for (Writer writer : writers) {
      while (writer.progress.get() < values && writer.isAlive()) {
        assertTrue(System.nanoTime() < deadlineNs, writer.getName() + " recorded " + values + " values within 60 s");
        Thread.yield();
      }
    }
  }

  private static void joinAll(List<? extends Thread> threads) throws InterruptedException {
    for (Thread thread : threads) {
      thread.join(120_000);
      assertFalse(thread.isAlive(), thread.getName() + " finished");
    }
  }

  @ParameterizedTest(name = "own writers: {0}")
  @ValueSource(booleans = {false, true})
  void writersOnAnAdvancingManualClockFillEachWindowExactlyWhileTheWindowThreadLags(boolean ownWriters)
      throws Exception {
    long windowMs = 100;
    ManualWindowClock clock = new ManualWindowClock(T);
    PeriodicHistogram histogram = new PeriodicHistogram("READ", settings(windowMs), T, T, clock);
    WindowRoller roller = new WindowRoller(windowMs, clock, List.of(histogram));
    roller.start();
    CountDownLatch start = new CountDownLatch(1);
    long stopAtMs = T + 20 * windowMs;
    List<Writer> writers = startWriters(histogram, start, 2_000_000, 0, windowMs, clock, stopAtMs, ownWriters);
    start.countDown();
    long nowMs = T;
    for (int step = 1; nowMs < stopAtMs; step++) {
      awaitProgress(writers, 16 * step);
      nowMs += 3;
      if (step % 120 == 0) {
        // The window thread wakes 3.6 windows late and closes them while the writers go on.
        assertTrue(clock.advanceTo(nowMs, 10_000), "the window thread caught up at " + nowMs);
      } else {
        clock.moveTo(nowMs);
      }
      Thread.yield();
    }
    joinAll(writers);
    clock.moveTo(nowMs + 1);
    histogram.endAt(nowMs + 1);
    roller.stop();
    histogram.finish(nowMs + 1);
    histogram.closeFiles();
    assertTrue(histogram.windows() >= 3, "windows written: " + histogram.windows());
    assertEveryWindowHoldsItsValues(writers, windowMs, histogram);
  }

  @ParameterizedTest(name = "own writers: {0}")
  @ValueSource(booleans = {false, true})
  void writersOnTheSystemClockUnderCpuPressureFillEachWindowExactly(boolean ownWriters) throws Exception {
    long windowMs = 5;
    // The run starts on the clock the windows follow (as the engine's does), so no value falls before the first window.
    long startMs = WindowClock.SYSTEM.nowMs();
    PeriodicHistogram histogram = new PeriodicHistogram("READ", settings(windowMs), startMs, startMs,
        WindowClock.SYSTEM);
    WindowRoller roller = new WindowRoller(windowMs, WindowClock.SYSTEM, List.of(histogram));
    AtomicBoolean done = new AtomicBoolean();
    List<Thread> busy = new ArrayList<>();
    long busyUntilNs = System.nanoTime() + TimeUnit.SECONDS.toNanos(120);
    for (int i = 0; i < 2; i++) {
      Thread spinner = new Thread(() -> {
        long spins = 0;
        while (!done.get() && System.nanoTime() < busyUntilNs) {
          spins++;
        }
        assertTrue(spins >= 0);
      }, "busy-" + i);
      spinner.setDaemon(true);
      busy.add(spinner);
      spinner.start();
    }
    try {
      roller.start();
      CountDownLatch start = new CountDownLatch(1);
      List<Writer> writers = startWriters(histogram, start, 20_000, 400, windowMs, WindowClock.SYSTEM,
          Long.MAX_VALUE, ownWriters);
      start.countDown();
      joinAll(writers);
      histogram.endAt(WindowClock.SYSTEM.nowMs());
      roller.stop();
      histogram.finish(WindowClock.SYSTEM.nowMs());
      histogram.closeFiles();
      assertEveryWindowHoldsItsValues(writers, windowMs, histogram);
    } finally {
      done.set(true);
      roller.stop();
      joinAll(busy);
    }
  }
}
