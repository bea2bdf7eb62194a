/*
 * Copyright (c) 2026 ycsb-ext contributors.
 * Licensed under the Apache License, Version 2.0 (http://www.apache.org/licenses/LICENSE-2.0).
 */
package site.ycsb.ext.measurements;

import static org.junit.jupiter.api.Assertions.assertEquals;

import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.Properties;
import java.util.concurrent.CountDownLatch;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import site.ycsb.Status;

/**
 * Values and statuses recorded through each thread's own writers ({@link ThreadWriters}, {@link OperationWriter},
 * {@link StatusTallies.Tally}) are all counted, exactly once, whatever the names' identity, however many operations
 * and statuses a thread sees (beyond what it keeps for itself), and while the metrics endpoint's reader reads along.
 */
class ThreadWritersTest {

  private static final int THREADS = 4;
  private static final int ROUNDS = 20_000;
  /** More operations than a thread keeps writers for: the rest go through the shared map. */
  private static final int OPERATIONS = ThreadWriters.CAPACITY + 4;
  /** More statuses than a tally keeps: the rest go to the shared counts. Two share a name, one is made per call. */
  private static final Status[] STATUSES = {Status.OK, Status.ERROR, Status.NOT_FOUND, Status.NOT_IMPLEMENTED,
      Status.UNEXPECTED_STATE, Status.BAD_REQUEST, new Status("OK", "another instance named OK")};

  @TempDir
  Path dir;

  @Test
  void everyValueAndStatusIsCountedOnceWhateverTheNamesAndHowManyThereAre() throws Exception {
    Properties props = CollectingExporter.properties("measurementtype", "hdrhistogram+periodichistogram",
        "periodichistogram.interval", "0.01", "periodichistogram.output.path", dir + "/");
    ExtMeasurements m = MeasurementsInstaller.install(props, WindowClock.SYSTEM);
    CountDownLatch start = new CountDownLatch(1);
    List<Thread> threads = new ArrayList<>();
    for (int t = 0; t < THREADS; t++) {
      Thread thread = new Thread(() -> {
        try {
          start.await();
        } catch (InterruptedException e) {
          return;
        }
        for (int i = 0; i < ROUNDS; i++) {
          // A fresh String each call for odd i: equal names, different identities.
          String operation = i % 2 == 0 ? "OP" + (i % OPERATIONS) : new String("OP" + (i % OPERATIONS));
          m.measure(operation, i % 5000);
          Status status = i % 11 == 0 ? new Status("PER-CALL", "made per call") : STATUSES[i % STATUSES.length];
          m.reportStatus(operation, status);
        }
      });
      threads.add(thread);
      thread.start();
    }
    start.countDown();
    long reads = 0;
    while (threads.stream().anyMatch(Thread::isAlive)) {
      for (PeriodicHistogram histogram : m.histograms()) {
        reads += histogram.statusCounts().size();
      }
    }
    for (Thread thread : threads) {
      thread.join(60_000);
    }
    Map<String, Number> exported = CollectingExporter.export(m);
    m.close();

    for (int op = 0; op < OPERATIONS; op++) {
      long values = 0;
      Map<String, Long> expected = new java.util.TreeMap<>();
      for (int i = op; i < ROUNDS; i += OPERATIONS) {
        values += THREADS;
        String name = i % 11 == 0 ? "PER-CALL" : STATUSES[i % STATUSES.length].getName();
        expected.merge(name, (long) THREADS, Long::sum);
      }
      String name = "OP" + op;
      assertEquals(values, exported.get(name + "/Operations").longValue(), name + " operations");
      for (Map.Entry<String, Long> status : expected.entrySet()) {
        assertEquals(status.getValue(), exported.get(name + "/Return=" + status.getKey()).longValue(),
            name + " Return=" + status.getKey() + " (status counts read " + reads + " times meanwhile)");
      }
      assertEquals(expected.size(), exported.keySet().stream().filter(k -> k.startsWith(name + "/Return=")).count(),
          name + ": no other status");
    }
  }
}
