/*
 * Copyright (c) 2026 ycsb-ext contributors.
 * Licensed under the Apache License, Version 2.0 (http://www.apache.org/licenses/LICENSE-2.0).
 */
package site.ycsb.ext.engine;

import static org.junit.jupiter.api.Assertions.assertEquals;

import java.util.ArrayList;
import java.util.List;
import java.util.concurrent.CountDownLatch;
import org.junit.jupiter.api.Test;

/** The start lag's windows: exact sums, counts and maxima from each thread's own recorder, drained while they run. */
class StartLagTest {

  @Test
  void drainGivesTheWindowsCountSumAndMaximumThenStartsAfresh() {
    StartLag lag = new StartLag();
    StartLag.Recorder one = lag.recorder();
    StartLag.Recorder two = lag.recorder();
    one.record(-5); // early: counts as 0
    one.record(2_000_000);
    two.record(4_000_000);
    StartLag.Window w = lag.drain();
    assertEquals(new StartLag.Window(3, 6_000_000, 4_000_000), w);
    assertEquals(2.0, w.meanMs());
    assertEquals(4.0, w.maxMs());
    StartLag.Window empty = lag.drain();
    assertEquals(new StartLag.Window(0, 0, 0), empty);
    assertEquals(0.0, empty.meanMs());
    two.record(1_000);
    assertEquals(new StartLag.Window(1, 1_000, 1_000), lag.drain());
  }

  @Test
  void valuesRecordedWhileDrainsRunAreEachCountedOnce() throws InterruptedException {
    int threads = 4;
    int values = 200_000;
    StartLag lag = new StartLag();
    CountDownLatch done = new CountDownLatch(threads);
    List<Thread> workers = new ArrayList<>();
    for (int t = 0; t < threads; t++) {
      StartLag.Recorder recorder = lag.recorder();
      long offset = t;
      Thread worker = new Thread(() -> {
        for (long v = 1; v <= values; v++) {
          recorder.record(v * threads + offset);
        }
        done.countDown();
      });
      workers.add(worker);
      worker.start();
    }
    long count = 0;
    long sum = 0;
    long max = 0;
    int drains = 0;
    while (done.getCount() > 0 || drains == 0) {
      StartLag.Window w = lag.drain();
      count += w.count();
      sum += w.sumNs();
      max = Math.max(max, w.maxNs());
      drains++;
    }
    for (Thread worker : workers) {
      worker.join();
    }
    StartLag.Window last = lag.drain();
    count += last.count();
    sum += last.sumNs();
    max = Math.max(max, last.maxNs());
    long expectedSum = 0;
    for (long t = 0; t < threads; t++) {
      expectedSum += (long) threads * values * (values + 1L) / 2 + t * values;
    }
    assertEquals((long) threads * values, count);
    assertEquals(expectedSum, sum);
    assertEquals((long) values * threads + threads - 1, max);
  }
}
