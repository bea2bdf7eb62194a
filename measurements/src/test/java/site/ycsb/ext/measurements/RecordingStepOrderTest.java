/*
 * Copyright (c) 2026 ycsb-ext contributors.
 * Licensed under the Apache License, Version 2.0 (http://www.apache.org/licenses/LICENSE-2.0).
 */
package site.ycsb.ext.measurements;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.concurrent.CountDownLatch;
import java.util.concurrent.TimeUnit;
import java.util.concurrent.atomic.AtomicLong;
import java.util.concurrent.atomic.AtomicReference;
import org.junit.jupiter.api.Test;

/**
 * The order inside one recording step, made to happen on purpose: a writer reads the clock, is held up, and the window
 * of its instant is closed meanwhile by a closer that then waits for it. The value must still land in the window of
 * its instant, not one later (CI saw that once, under CPU pressure, as one late value on the system clock).
 */
class RecordingStepOrderTest {

  private static final long WINDOW_MS = 10;
  private static final long FIRST_WINDOW = 100_000;
  /** An instant 5 ms into the first window. */
  private static final long INSTANT_MS = FIRST_WINDOW * WINDOW_MS + 5;

  /**
   * A clock that, read on the writer thread, says {@link #INSTANT_MS} and returns only once the closer has marked that
   * instant's window closed (or after 10 s): the writer held up right after its clock read.
   */
  private static final class ClockThatWaitsForTheCloser implements WindowClock {
    final AtomicReference<WindowRecorder> recorder = new AtomicReference<>();
    final CountDownLatch read = new CountDownLatch(1);
    volatile Thread writer;

    @Override
    public long nowMs() {
      if (Thread.currentThread() != writer) {
        return INSTANT_MS + WINDOW_MS;
      }
      read.countDown();
      long deadlineNs = System.nanoTime() + TimeUnit.SECONDS.toNanos(10);
      while (recorder.get().closedThrough() < FIRST_WINDOW && System.nanoTime() < deadlineNs) {
        Thread.yield();
      }
      return INSTANT_MS;
    }

    @Override
    public void sleepUntil(long epochMs) {
      throw new UnsupportedOperationException("no window thread in this test");
    }
  }

  @Test
  void aWriterHeldUpAfterItsClockReadStillFillsTheWindowOfItsInstant() throws Exception {
    ClockThatWaitsForTheCloser clock = new ClockThatWaitsForTheCloser();
    WindowRecorder recorder = new WindowRecorder(8, 1_000, WINDOW_MS, clock, FIRST_WINDOW);
    clock.recorder.set(recorder);
    AtomicLong filedAt = new AtomicLong();
    Thread writer = new Thread(() -> filedAt.set(recorder.record(1_500)), "writer");
    clock.writer = writer;
    writer.start();
    assertTrue(clock.read.await(10, TimeUnit.SECONDS), "the writer read the clock");

    WindowCounts closedWindow = new WindowCounts(8);
    // Marks the window closed, then waits for the writer, which is inside its recording step.
    recorder.closeThrough(FIRST_WINDOW, closedWindow);
    writer.join(10_000);
    assertFalse(writer.isAlive(), "the writer finished");

    assertEquals(INSTANT_MS, filedAt.get(), "the instant the writer read");
    assertEquals(0, recorder.lateValues(), "no late value: the closer waited for the writer");
    assertEquals(1, closedWindow.count, "the value is in the window of its instant, the one closed");
    WindowCounts next = new WindowCounts(8);
    recorder.closeThrough(FIRST_WINDOW + 1, next);
    assertEquals(0, next.count, "nothing in the window after");
  }
}
