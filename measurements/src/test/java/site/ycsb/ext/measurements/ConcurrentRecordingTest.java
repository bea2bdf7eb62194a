/*
 * Copyright (c) 2026 ycsb-ext contributors.
 * Licensed under the Apache License, Version 2.0 (http://www.apache.org/licenses/LICENSE-2.0).
 */
package site.ycsb.ext.measurements;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.Properties;
import java.util.concurrent.CountDownLatch;
import java.util.concurrent.TimeUnit;
import java.util.concurrent.locks.LockSupport;
import org.HdrHistogram.Histogram;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.ValueSource;
import org.junit.jupiter.api.io.TempDir;

/** Many threads record while the real window thread cuts 20 ms and 1 ms windows on the system clock. */
class ConcurrentRecordingTest {

  /** More threads than the machine's cores, so writers get descheduled while windows are handed over. */
  private static final int THREADS = 6;
  private static final int VALUES_PER_THREAD = 60_000;
  /** Every thread pauses this often (1 ms each, 240 times), so the recording spans at least 240 ms. */
  private static final int PAUSE_EVERY = 250;

  @TempDir
  Path dir;

  @ParameterizedTest(name = "window {0} ms")
  @ValueSource(ints = {20, 1})
  void everyValueLandsInExactlyOneWindowWhileWindowsRoll(int windowMs) throws Exception {
    Properties props = new Properties();
    props.setProperty("measurementtype", "hdrhistogram+periodichistogram");
    props.setProperty("periodichistogram.interval", Double.toString(windowMs / 1000.0));
    props.setProperty("periodichistogram.bucket.interval", "0.01");
    props.setProperty("periodichistogram.output.path", dir + "/");
    ExtMeasurements m = MeasurementsInstaller.install(props, WindowClock.SYSTEM);
    CountDownLatch start = new CountDownLatch(1);
    List<Thread> threads = new ArrayList<>();
    for (int t = 0; t < THREADS; t++) {
      int seed = t;
      Thread thread = new Thread(() -> {
        try {
          start.await();
        } catch (InterruptedException e) {
          return;
        }
        for (int i = 0; i < VALUES_PER_THREAD; i++) {
          m.measure(i % 2 == 0 ? "READ" : "UPDATE", (i * 31 + seed) % 20_000);
          if (i % PAUSE_EVERY == 0) {
            LockSupport.parkNanos(TimeUnit.MILLISECONDS.toNanos(1));
          }
        }
      });
      threads.add(thread);
      thread.start();
    }
    start.countDown();
    for (Thread thread : threads) {
      thread.join(60_000);
    }
    Map<String, Number> exported = CollectingExporter.export(m);
    m.close();

    long recordedPerOp = (long) THREADS * VALUES_PER_THREAD / 2;
    for (String op : new String[] {"READ", "UPDATE"}) {
      List<Histogram> windows = RunFiles.hlog(dir.resolve(op + ".hlog"));
      List<RunFiles.ForkLine> lines = RunFiles.json(dir.resolve(op + ".json"));
      assertTrue(windows.size() >= 240 / windowMs, op + ": recording spanned at least 240 ms, got "
          + windows.size() + " windows");
      assertEquals(windows.size(), lines.size(), op);
      assertEquals(recordedPerOp, windows.stream().mapToLong(Histogram::getTotalCount).sum(),
          op + ": sum over the .hlog windows equals the values recorded");
      assertEquals(recordedPerOp, lines.stream().mapToLong(RunFiles.ForkLine::count).sum(),
          op + ": sum over the .json windows equals the values recorded");
      assertEquals(recordedPerOp, exported.get(op + "/Operations"));
      for (int i = 0; i < windows.size(); i++) {
        assertEquals(0, i == 0 ? 0 : windows.get(i).getStartTimeStamp() % windowMs, op + " window " + i + " aligned");
        assertEquals(windows.get(i).getTotalCount(), lines.get(i).count(), op + " window " + i + ": both files agree");
        assertEquals(windows.get(i).getStartTimeStamp(), lines.get(i).startMs(), op + " window " + i + " start");
        if (i > 0) {
          // HistogramLogReader truncates start + length (floating point) to ms: an end may read 1 ms short.
          long previous = windows.get(i - 1).getStartTimeStamp();
          assertEquals(previous - previous % windowMs + windowMs, windows.get(i).getStartTimeStamp(), op + " contiguous");
          assertEquals(lines.get(i - 1).endMs(), lines.get(i).startMs(), op + " contiguous");
        }
      }
    }
    assertEquals(List.of(), m.warnings().stream().filter(w -> w.contains("lost")).toList());
  }
}
