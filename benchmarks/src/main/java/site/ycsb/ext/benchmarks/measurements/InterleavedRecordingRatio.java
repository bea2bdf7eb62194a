/*
 * Copyright (c) 2026 ycsb-ext contributors.
 * Licensed under the Apache License, Version 2.0 (http://www.apache.org/licenses/LICENSE-2.0).
 */
package site.ycsb.ext.benchmarks.measurements;

import java.nio.file.Files;
import java.nio.file.Path;
import java.util.Arrays;
import java.util.Locale;
import java.util.Properties;
import java.util.Random;
import java.util.concurrent.CyclicBarrier;
import site.ycsb.Status;
import site.ycsb.ext.measurements.ExtMeasurements;
import site.ycsb.ext.measurements.HeldOperation;
import site.ycsb.ext.measurements.MeasurementSettings;
import site.ycsb.ext.measurements.MeasurementsInstaller;
import site.ycsb.ext.measurements.PeriodicHistogram;
import site.ycsb.ext.measurements.WindowClock;
import site.ycsb.measurements.Measurements;
import site.ycsb.measurements.OneMeasurement;
import site.ycsb.measurements.OneMeasurementHdrHistogram;

/**
 * The same comparison as {@link RecordingBench} (and the cost of the metrics endpoint), made robust to a shared, loaded machine: the variants take
 * turns in short slices (10 ms each, order rotated every round), all threads recording into the one whose turn it
 * is, so a change of background load hits all alike. Prints, per measurement, the median over rounds of
 * nanoseconds per value (per thread, as JMH's average time) and the median of the per-round ratios to core's HDR.
 * Also the cost of one {@code System.currentTimeMillis()} (core's {@code measure(op, latency)} path of ours reads a
 * clock once per value, for the value's window; core's measurement reads none), and ours less that read.
 *
 * <p>The engine's path ({@code periodicEndReading}): ours records through the thread's held handle
 * ({@code HeldOperation.measure(us, endNanos)}, taken once per thread with {@code ExtMeasurements.hold}, as the
 * engine's {@code MeasuredDB} does), handed the operation's own end reading; it reads no clock and looks nothing up
 * ({@code periodicEndReadingByName}: the by-name path before, {@code ExtMeasurements.measure(op, us, endNanos)}); the
 * reading is the one each thread takes anyway every 256 values to check its slice's end, so neither side pays for a
 * read; it is compared with {@code coreHdrInstalled} ({@code Measurements.measure(op, us)}, what core's
 * {@code DBWrapper} calls). And what each wrapper does after the call returns ({@code *AfterCall}): one
 * {@code System.nanoTime()}, the latency from it, then core's {@code measure(op, us)} or ours (held) with that
 * reading.
 *
 * <p>Usage: {@code InterleavedRecordingRatio <threads> [rounds, default 300]}.
 */
public final class InterleavedRecordingRatio {

  private static final long SLICE_NS = 10_000_000L;
  /** The index of periodicEndReading; periodicAfterCall is two after it. */
  private static final int END_READING = 8;
  private static final int VALUE_COUNT = 1 << 16;
  /** Where the wall-clock-read variant puts its readings, so that they are not optimised away. */
  private static long clockSink;

  private InterleavedRecordingRatio() {
  }

  public static void main(String[] args) throws Exception {
    int threads = Integer.parseInt(args[0]);
    int rounds = args.length > 1 ? Integer.parseInt(args[1]) : 300;
    Path dir = Files.createTempDirectory("interleaved-");
    Properties props = new Properties();
    props.setProperty("hdrhistogram.percentiles", "95,99");
    props.setProperty("periodichistogram.interval", "1");
    props.setProperty("periodichistogram.bucket.interval", "0.1");
    props.setProperty("periodichistogram.output.path", dir + "/");
    OneMeasurement coreHdr = new OneMeasurementHdrHistogram("READ", props);
    long nowMs = System.currentTimeMillis();
    OneMeasurement periodic = new PeriodicHistogram("READ", MeasurementSettings.from(props), nowMs, nowMs);
    OneMeasurement synchronizedLinear = new SynchronizedLinearHistogram("READ", 1000, 100);
    Measurements coreInstalled = new Measurements(props);
    Properties ours = new Properties();
    ours.putAll(props);
    ours.setProperty("measurementtype", "hdrhistogram+periodichistogram");
    ExtMeasurements periodicInstalled = MeasurementsInstaller.install(ours, WindowClock.SYSTEM);
    Properties withMetrics = new Properties();
    withMetrics.putAll(ours);
    withMetrics.setProperty("periodichistogram.output.path", dir + "/metrics-");
    try (java.net.ServerSocket free = new java.net.ServerSocket(0, 1, java.net.InetAddress.getLoopbackAddress())) {
      withMetrics.setProperty("metrics.port", Integer.toString(free.getLocalPort()));
    }
    ExtMeasurements metricsInstalled = MeasurementsInstaller.install(withMetrics, WindowClock.SYSTEM);
    Thread scraper = RecordingBench.Shared.scraper(metricsInstalled.metricsPort());
    String[] names = {"coreHdrMeasurement", "periodicMeasurement", "synchronizedLinearMeasurement",
        "coreHdrInstalled", "periodicInstalled", "periodicInstalledOperation", "metricsInstalledOperation",
        "wallClockRead", "periodicEndReading", "coreHdrAfterCall", "periodicAfterCall", "periodicEndReadingByName"};
    Recording[] measurements = {
        (us, end) -> coreHdr.measure(us), (us, end) -> periodic.measure(us),
        (us, end) -> synchronizedLinear.measure(us),
        (us, end) -> coreInstalled.measure("READ", us), (us, end) -> periodicInstalled.measure("READ", us),
        (us, end) -> {
          periodicInstalled.measure("READ", us);
          periodicInstalled.reportStatus("READ", Status.OK);
        },
        (us, end) -> {
          metricsInstalled.measure("READ", us);
          metricsInstalled.reportStatus("READ", Status.OK);
        },
        (us, end) -> clockSink += System.currentTimeMillis() + us,
        null, // periodicEndReading: each thread's own, through its held handle (below)
        (us, end) -> {
          long en = System.nanoTime();
          coreInstalled.measure("READ", (int) ((en - end) / 1000) + us);
        },
        null, // periodicAfterCall: each thread's own (below)
        (us, end) -> periodicInstalled.measure("READ", us, end),
    };
    double[][] nsPerValue = new double[names.length][rounds];
    long[] ops = new long[threads];
    CyclicBarrier barrier = new CyclicBarrier(threads + 1);
    int[] turn = new int[1];
    Thread[] workers = new Thread[threads];
    for (int t = 0; t < threads; t++) {
      int id = t;
      workers[t] = new Thread(() -> {
        int[] values = new int[VALUE_COUNT];
        Random random = new Random(id);
        for (int i = 0; i < VALUE_COUNT; i++) {
          values[i] = (int) Math.min(100_000, Math.exp(6 + random.nextGaussian()));
        }
        int next = 0;
        // The engine's path: a handle held by this thread, taken once as MeasuredDB takes it at its first value.
        HeldOperation held = periodicInstalled.hold("READ", System.nanoTime());
        Recording[] mine = measurements.clone();
        mine[END_READING] = held::measure;
        mine[END_READING + 2] = (us, end) -> {
          long en = System.nanoTime();
          held.measure((int) ((en - end) / 1000) + us, en);
        };
        try {
          while (true) {
            barrier.await();
            if (turn[0] < 0) {
              return;
            }
            Recording m = mine[turn[0]];
            long end = System.nanoTime();
            long deadline = end + SLICE_NS;
            long done = 0;
            do {
              for (int i = 0; i < 256; i++) {
                m.record(values[next++ & (VALUE_COUNT - 1)], end);
              }
              done += 256;
              end = System.nanoTime();
            } while (end < deadline);
            ops[id] = done;
            barrier.await();
          }
        } catch (Exception e) {
          Thread.currentThread().interrupt();
        }
      });
      workers[t].setDaemon(true);
      workers[t].start();
    }
    for (int round = -rounds / 10; round < rounds; round++) { // the first tenth warms up and is not kept
      for (int k = 0; k < names.length; k++) {
        int v = (k + Math.max(round, 0)) % names.length;
        turn[0] = v;
        barrier.await();
        long start = System.nanoTime();
        barrier.await();
        long elapsed = System.nanoTime() - start;
        long total = Arrays.stream(ops).sum();
        if (round >= 0) {
          nsPerValue[v][round] = (double) elapsed * threads / total;
        }
      }
    }
    turn[0] = -1;
    barrier.await();
    scraper.interrupt();
    metricsInstalled.close();
    periodicInstalled.close();
    System.out.printf(Locale.US, "%d thread(s), %d rounds of 10 ms slices%n", threads, rounds);
    for (int v = 0; v < names.length; v++) {
      double[] ratios = new double[rounds];
      for (int r = 0; r < rounds; r++) {
        ratios[r] = nsPerValue[v][r] / nsPerValue[0][r];
      }
      System.out.printf(Locale.US, "%d thread(s)  %-30s %8.1f ns  %5.2fx (median per-round ratio to "
          + "coreHdrMeasurement)%n", threads, names[v], median(nsPerValue[v]), median(ratios));
    }
    // The engine's path against core's DBWrapper path, each at the same level.
    System.out.printf(Locale.US, "%d thread(s)  periodicEndReading / coreHdrInstalled: %5.2fx; periodicAfterCall / "
        + "coreHdrAfterCall: %5.2fx; by name (before handles were held) / coreHdrInstalled: %5.2fx (median per-round "
        + "ratios)%n", threads, medianRatio(nsPerValue, END_READING, 3), medianRatio(nsPerValue, END_READING + 2, 9),
        medianRatio(nsPerValue, names.length - 1, 3));
    int metricsOn = 6;
    double[] metricsRatios = new double[rounds];
    double[] withoutClock = new double[rounds];
    for (int r = 0; r < rounds; r++) {
      metricsRatios[r] = nsPerValue[metricsOn][r] / nsPerValue[metricsOn - 1][r];
      withoutClock[r] = (nsPerValue[1][r] - nsPerValue[7][r]) / nsPerValue[0][r];
    }
    // Ours reads the wall clock once per value, for the value's window; core's measure reads no clock.
    System.out.printf(Locale.US, "%d thread(s)  periodicMeasurement less one wall-clock read: %5.2fx "
        + "coreHdrMeasurement (median per-round ratio)%n", threads, median(withoutClock));
    System.out.printf(Locale.US, "%d thread(s)  metrics endpoint on / off (measure + reportStatus): %5.3fx (median "
        + "per-round ratio)%n", threads, median(metricsRatios));
    try (java.util.stream.Stream<Path> files = Files.list(dir)) {
      for (Path file : (Iterable<Path>) files::iterator) {
        Files.delete(file);
      }
    }
    Files.delete(dir);
  }

  /** One way of recording a latency, handed the thread's last {@code System.nanoTime()} reading. */
  private interface Recording {
    void record(int latencyUs, long endNanos);
  }

  /** The median over rounds of variant {@code a}'s time per value over variant {@code b}'s. */
  private static double medianRatio(double[][] nsPerValue, int a, int b) {
    double[] ratios = new double[nsPerValue[a].length];
    for (int r = 0; r < ratios.length; r++) {
      ratios[r] = nsPerValue[a][r] / nsPerValue[b][r];
    }
    return median(ratios);
  }

  private static double median(double[] values) {
    double[] sorted = values.clone();
    Arrays.sort(sorted);
    return sorted[sorted.length / 2];
  }
}
