/*
 * Copyright (c) 2026 ycsb-ext contributors.
 * Licensed under the Apache License, Version 2.0 (http://www.apache.org/licenses/LICENSE-2.0).
 */
package site.ycsb.ext.it.measurements;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.TreeMap;
import java.util.concurrent.atomic.AtomicBoolean;
import java.util.stream.Stream;
import org.HdrHistogram.AbstractHistogram;
import org.HdrHistogram.EncodableHistogram;
import org.HdrHistogram.HistogramLogReader;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import site.ycsb.ext.it.Distribution;

/**
 * Every value is in the window that contains the instant it was measured, on a CPU-starved client: a real run
 * through {@code bin/ycsb} against {@link CompletionRecordingDB}, while busy threads keep every core of this machine
 * loaded; each window of READ and UPDATE, read back with HdrHistogram's own reader, holds exactly the operations the
 * DB saw complete inside it.
 */
class WindowExactnessUnderLoadIT {
  private static final long WINDOW_MS = 1_000;

  @TempDir
  Path work;

  @Test
  void everyWindowHoldsExactlyTheCompletionsInsideItWhileTheCpuIsBusy() throws Exception {
    Path out = work.resolve("run");
    Path completions = Files.createDirectories(work.resolve("completions"));
    AtomicBoolean busy = new AtomicBoolean(true);
    List<Thread> hogs = new ArrayList<>();
    for (int i = 0; i < Runtime.getRuntime().availableProcessors() * 2; i++) {
      Thread hog = new Thread(() -> {
        long x = 0;
        while (busy.get()) {
          x += System.nanoTime() % 7;
        }
        if (x == 42) {
          System.out.print("");
        }
      }, "cpu-hog-" + i);
      hog.setDaemon(true);
      hog.start();
      hogs.add(hog);
    }
    Distribution.Result result;
    try {
      result = Distribution.ycsb(work, "run", "basic", "-P",
          Distribution.home().resolve("workloads/workloada").toString(), "-cp", Distribution.testClasses(),
          "-p", "db=" + CompletionRecordingDB.class.getName(),
          "-p", CompletionRecordingDB.DIR_PROPERTY + "=" + completions,
          "-p", CompletionRecordingDB.WINDOW_PROPERTY + "=" + WINDOW_MS, "-threads", "4", "-target", "2000",
          "-p", "operationcount=0", "-p", "maxexecutiontime=6",
          "-p", "measurementtype=hdrhistogram+periodichistogram", "-p", "periodichistogram.interval=1",
          "-p", "periodichistogram.output.path=" + out + "/");
    } finally {
      busy.set(false);
      for (Thread hog : hogs) {
        hog.join();
      }
    }
    assertEquals(0, result.exitCode, result.toString());

    Map<String, List<Long>> byOperation = new TreeMap<>();
    try (Stream<Path> files = Files.list(completions)) {
      for (Path file : (Iterable<Path>) files::iterator) {
        for (String line : Files.readAllLines(file)) {
          String[] f = line.split(" ");
          byOperation.computeIfAbsent(f[0], k -> new ArrayList<>()).add(Long.parseLong(f[1]));
        }
      }
    }
    assertTrue(byOperation.containsKey("READ") && byOperation.containsKey("UPDATE"), byOperation.keySet().toString());
    for (String operation : List.of("READ", "UPDATE")) {
      List<long[]> windows = windows(out.resolve(operation + ".hlog"));
      List<Long> instants = byOperation.get(operation);
      long counted = 0;
      for (int w = 0; w < windows.size(); w++) {
        long start = windows.get(w)[0];
        long end = w + 1 < windows.size() ? windows.get(w + 1)[0] : Long.MAX_VALUE;
        long inside = instants.stream().filter(t -> t >= start && t < end).count();
        assertEquals(inside, windows.get(w)[1], operation + " window " + w + " starting at " + start);
        counted += windows.get(w)[1];
      }
      assertEquals(instants.size(), counted, operation + ": every completion in some window");
    }
  }

  /** Each window's start (epoch ms) and count, in order. */
  private static List<long[]> windows(Path hlog) throws IOException {
    List<long[]> windows = new ArrayList<>();
    HistogramLogReader reader = new HistogramLogReader(hlog.toFile());
    try {
      EncodableHistogram h;
      while ((h = reader.nextIntervalHistogram()) != null) {
        windows.add(new long[] {h.getStartTimeStamp(), ((AbstractHistogram) h).getTotalCount()});
      }
    } finally {
      reader.close();
    }
    return windows;
  }
}
