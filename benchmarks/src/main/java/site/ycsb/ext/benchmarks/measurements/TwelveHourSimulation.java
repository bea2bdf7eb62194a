/*
 * Copyright (c) 2026 ycsb-ext contributors.
 * Licensed under the Apache License, Version 2.0 (http://www.apache.org/licenses/LICENSE-2.0).
 */
package site.ycsb.ext.benchmarks.measurements;

import java.io.IOException;
import java.lang.management.ManagementFactory;
import java.lang.management.MemoryMXBean;
import java.nio.file.Files;
import java.nio.file.Path;
import java.nio.file.Paths;
import java.util.Locale;
import java.util.Properties;
import java.util.Random;
import java.util.stream.Stream;
import site.ycsb.ext.measurements.ExtMeasurements;
import site.ycsb.ext.measurements.ManualWindowClock;
import site.ycsb.ext.measurements.MeasurementsInstaller;

/**
 * A 12-hour run compressed in time: the real periodic measurements, window thread and files, on a
 * {@link ManualWindowClock} that jumps one second per window. Each window records {@code valuesPerWindow} READ and
 * UPDATE latencies, then the clock moves on and the window thread writes the window. Prints the heap in use (after
 * full GCs) after the first 100 windows and after the last, and their difference. Goal: within 1 MB.
 *
 * <p>Usage: {@code TwelveHourSimulation <output dir> [windows, default 43200] [values per window, default 2000]};
 * see {@code benchmarks/measurements/simulate-12h.sh}.
 */
public final class TwelveHourSimulation {

  private static final long START_MS = 1_700_000_000_000L;
  private static final long WINDOW_MS = 1000;
  private static final int EARLY_WINDOWS = 100;

  private TwelveHourSimulation() {
  }

  public static void main(String[] args) throws Exception {
    if (args.length < 1) {
      System.err.println("usage: TwelveHourSimulation <output dir> [windows] [values per window]");
      System.exit(2);
    }
    Path out = Paths.get(args[0]);
    int windows = args.length > 1 ? Integer.parseInt(args[1]) : 43_200;
    int valuesPerWindow = args.length > 2 ? Integer.parseInt(args[2]) : 2000;

    Properties props = new Properties();
    props.setProperty("measurementtype", "hdrhistogram+periodichistogram");
    props.setProperty("periodichistogram.interval", "1");
    props.setProperty("periodichistogram.buckets", "1000");
    props.setProperty("periodichistogram.bucket.interval", "0.1");
    props.setProperty("periodichistogram.output.path", out + "/");
    ManualWindowClock clock = new ManualWindowClock(START_MS);
    ExtMeasurements measurements = MeasurementsInstaller.install(props, clock);

    Random random = new Random(42);
    long started = System.nanoTime();
    long earlyHeap = 0;
    for (int w = 1; w <= windows; w++) {
      for (int i = 0; i < valuesPerWindow; i++) {
        int latencyUs = (int) Math.min(200_000, Math.exp(6 + random.nextGaussian()));
        measurements.measure(i % 2 == 0 ? "READ" : "UPDATE", latencyUs);
      }
      if (!clock.advanceTo(START_MS + w * WINDOW_MS, 60_000)) {
        throw new IllegalStateException("the window thread did not finish window " + w);
      }
      if (w == EARLY_WINDOWS) {
        earlyHeap = usedHeapAfterGc();
      }
    }
    long lastHeap = usedHeapAfterGc();
    long seconds = (System.nanoTime() - started) / 1_000_000_000L;
    measurements.close();

    long bytes;
    try (Stream<Path> files = Files.list(out)) {
      bytes = files.mapToLong(TwelveHourSimulation::size).sum();
    }
    System.out.printf(Locale.US, "windows: %d x %d ms, %d values per window, %d s wall time, %.1f MB of files%n",
        windows, WINDOW_MS, valuesPerWindow, seconds, bytes / 1e6);
    System.out.printf(Locale.US, "heap after window %d: %d bytes%n", EARLY_WINDOWS, earlyHeap);
    System.out.printf(Locale.US, "heap after window %d: %d bytes%n", windows, lastHeap);
    System.out.printf(Locale.US, "difference: %+d bytes (%+.3f MB); goal within 1 MB: %s%n", lastHeap - earlyHeap,
        (lastHeap - earlyHeap) / 1048576.0, Math.abs(lastHeap - earlyHeap) <= 1_048_576 ? "met" : "NOT met");
  }

  private static long size(Path file) {
    try {
      return Files.size(file);
    } catch (IOException e) {
      return 0;
    }
  }

  private static long usedHeapAfterGc() {
    MemoryMXBean memory = ManagementFactory.getMemoryMXBean();
    long used = Long.MAX_VALUE;
    for (int i = 0; i < 5; i++) {
      System.gc();
      used = Math.min(used, memory.getHeapMemoryUsage().getUsed());
    }
    return used;
  }
}
