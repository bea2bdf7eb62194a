/*
 * Copyright (c) 2026 ycsb-ext contributors.
 * Licensed under the Apache License, Version 2.0 (http://www.apache.org/licenses/LICENSE-2.0).
 */
package site.ycsb.ext.benchmarks.measurements;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.Properties;
import java.util.Random;
import java.util.concurrent.TimeUnit;
import org.openjdk.jmh.annotations.Benchmark;
import org.openjdk.jmh.annotations.BenchmarkMode;
import org.openjdk.jmh.annotations.Fork;
import org.openjdk.jmh.annotations.Level;
import org.openjdk.jmh.annotations.Measurement;
import org.openjdk.jmh.annotations.Mode;
import org.openjdk.jmh.annotations.OutputTimeUnit;
import org.openjdk.jmh.annotations.Scope;
import org.openjdk.jmh.annotations.Setup;
import org.openjdk.jmh.annotations.State;
import org.openjdk.jmh.annotations.TearDown;
import org.openjdk.jmh.annotations.Warmup;
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
 * Nanoseconds per recorded latency: core's {@code OneMeasurementHdrHistogram} (the baseline, a shared HdrHistogram
 * {@code Recorder}), our {@link PeriodicHistogram}, and {@link SynchronizedLinearHistogram} (the 2016 fork's design).
 * Two levels: the measurement object alone ({@code *Measurement}), and the whole {@code Measurements.measure(op,
 * latency)} call that {@code DBWrapper} makes ({@code *Installed}; ours with its window thread cutting 1 s windows
 * into files, as in a run). The engine's path: {@code periodicEndReading} records through the thread's
 * {@code HeldOperation} ({@code ExtMeasurements.hold}, taken at the thread's first value and kept, as the engine's
 * {@code MeasuredDB} does) with the operation's end reading ({@code HeldOperation.measure(us, endNanos)}, the call
 * {@code MeasuredDB} makes per value; reads no clock, looks nothing up), to be compared with
 * {@code coreHdrInstalled} ({@code Measurements.measure(op, us)}, the call core's {@code DBWrapper} makes); the
 * reading is refreshed every 256 values and ours pays for it. {@code periodicEndReadingByName} is the path before
 * handles were held ({@code ExtMeasurements.measure(op, us, endNanos)}). The {@code *AfterCall} pair is what each
 * wrapper does once the call returned, the same work on both sides: one {@code System.nanoTime()}, the latency from
 * it and the thread's previous reading, then core's {@code measure(op, us)} or ours through the held handle.
 *
 * <p>Run with {@code benchmarks/measurements/run-jmh.sh} (1 and 2 threads, brief), or:
 * {@code java -cp 'benchmarks/target/lib/*' org.openjdk.jmh.Main RecordingBench -t 2}. Report each result as a ratio
 * to {@code coreHdrMeasurement} of the same thread count.
 */
@BenchmarkMode(Mode.AverageTime)
@OutputTimeUnit(TimeUnit.NANOSECONDS)
@Warmup(iterations = 3, time = 1)
@Measurement(iterations = 5, time = 1)
@Fork(1)
public class RecordingBench {

  /** Latencies cycled through, a power of two. */
  private static final int VALUE_COUNT = 1 << 16;
  /** Bucket layout of the published 12-hour benchmark: 1000 buckets of 0.1 ms. */
  private static final int BUCKETS = 1000;
  private static final long BUCKET_WIDTH_US = 100;

  /** The measurements under test, shared by all benchmark threads. */
  @State(Scope.Benchmark)
  public static class Shared {
    OneMeasurement coreHdr;
    OneMeasurement periodic;
    OneMeasurement synchronizedLinear;
    Measurements coreInstalled;
    ExtMeasurements periodicInstalled;
    ExtMeasurements metricsInstalled;
    Thread scraper;
    Path outputDir;

    @Setup(Level.Trial)
    public void setUp() throws IOException {
      Properties core = new Properties();
      core.setProperty("hdrhistogram.percentiles", "95,99");
      coreHdr = new OneMeasurementHdrHistogram("READ", core);
      coreInstalled = new Measurements(core);

      outputDir = Files.createTempDirectory("recording-bench-");
      Properties ours = new Properties();
      ours.setProperty("measurementtype", "hdrhistogram+periodichistogram");
      ours.setProperty("periodichistogram.interval", "1");
      ours.setProperty("periodichistogram.buckets", Integer.toString(BUCKETS));
      ours.setProperty("periodichistogram.bucket.interval", "0.1");
      ours.setProperty("periodichistogram.output.path", outputDir + "/");
      long nowMs = System.currentTimeMillis();
      periodic = new PeriodicHistogram("READ", MeasurementSettings.from(ours), nowMs, nowMs);
      periodicInstalled = MeasurementsInstaller.install(ours, WindowClock.SYSTEM);
      Properties withMetrics = new Properties();
      withMetrics.putAll(ours);
      withMetrics.setProperty("periodichistogram.output.path", outputDir + "/metrics-");
      try (java.net.ServerSocket free = new java.net.ServerSocket(0, 1, java.net.InetAddress.getLoopbackAddress())) {
        withMetrics.setProperty("metrics.port", Integer.toString(free.getLocalPort()));
      }
      metricsInstalled = MeasurementsInstaller.install(withMetrics, WindowClock.SYSTEM);
      scraper = scraper(metricsInstalled.metricsPort());

      synchronizedLinear = new SynchronizedLinearHistogram("READ", BUCKETS, BUCKET_WIDTH_US);
    }

    /** Starts a daemon that scrapes the endpoint on {@code port} every 250 ms until interrupted. */
    static Thread scraper(int port) {
      Thread scraper = new Thread(() -> scrapeEvery250Ms(port), "bench-scraper");
      scraper.setDaemon(true);
      scraper.start();
      return scraper;
    }

    /** Scrapes the endpoint as Prometheus would, but 60 times as often as its default 15 s. */
    private static void scrapeEvery250Ms(int port) {
      java.net.URI uri = java.net.URI.create("http://127.0.0.1:" + port + "/metrics");
      while (!Thread.currentThread().isInterrupted()) {
        try (java.io.InputStream in = uri.toURL().openStream()) {
          in.readAllBytes();
          Thread.sleep(250);
        } catch (IOException e) {
          return;
        } catch (InterruptedException e) {
          return;
        }
      }
    }

    @TearDown(Level.Trial)
    public void tearDown() throws IOException {
      scraper.interrupt();
      metricsInstalled.close();
      periodicInstalled.close();
      try (java.util.stream.Stream<Path> files = Files.list(outputDir)) {
        for (Path file : (Iterable<Path>) files::iterator) {
          Files.delete(file);
        }
      }
      Files.delete(outputDir);
    }
  }

  /** Each thread's own sequence of latencies: log-normal around 400 us, a tail to about 100 ms. */
  @State(Scope.Thread)
  public static class Values {
    final int[] latenciesUs = new int[VALUE_COUNT];
    int next;

    @Setup(Level.Trial)
    public void setUp() {
      Random random = new Random(Thread.currentThread().getId());
      for (int i = 0; i < VALUE_COUNT; i++) {
        latenciesUs[i] = (int) Math.min(100_000, Math.exp(6 + random.nextGaussian()));
      }
    }

    long end = System.nanoTime();
    /** This thread's handle on READ, taken at its first value as {@code MeasuredDB} takes it. */
    HeldOperation held;

    /** The thread's held handle, taken now if this is its first value, which ended at {@code endNanos}. */
    HeldOperation held(ExtMeasurements measurements, long endNanos) {
      HeldOperation kept = held;
      if (kept == null) {
        kept = measurements.hold("READ", endNanos);
        held = kept;
      }
      return kept;
    }

    int nextUs() {
      return latenciesUs[next++ & (VALUE_COUNT - 1)];
    }

    /** An end reading as the engine's wrapper would give it, refreshed every 256 values (call after nextUs). */
    long endReading() {
      if ((next & 255) == 0) {
        end = System.nanoTime();
      }
      return end;
    }
  }

  @Benchmark
  public void coreHdrMeasurement(Shared shared, Values values) {
    shared.coreHdr.measure(values.nextUs());
  }

  @Benchmark
  public void periodicMeasurement(Shared shared, Values values) {
    shared.periodic.measure(values.nextUs());
  }

  @Benchmark
  public void synchronizedLinearMeasurement(Shared shared, Values values) {
    shared.synchronizedLinear.measure(values.nextUs());
  }

  @Benchmark
  public void coreHdrInstalled(Shared shared, Values values) {
    shared.coreInstalled.measure("READ", values.nextUs());
  }

  @Benchmark
  public void periodicInstalled(Shared shared, Values values) {
    shared.periodicInstalled.measure("READ", values.nextUs());
  }

  /**
   * The engine's path: ours through the thread's held handle, taken at the thread's first value as the engine's
   * {@code MeasuredDB} takes it, and handed the operation's end reading (to compare with {@code coreHdrInstalled}).
   */
  @Benchmark
  public void periodicEndReading(Shared shared, Values values) {
    int us = values.nextUs();
    long end = values.endReading();
    values.held(shared.periodicInstalled, end).measure(us, end);
  }

  /** The path before handles were held: the end reading handed on by name (a thread-local and a name lookup). */
  @Benchmark
  public void periodicEndReadingByName(Shared shared, Values values) {
    int us = values.nextUs();
    shared.periodicInstalled.measure("READ", us, values.endReading());
  }

  /** What core's {@code DBWrapper} does once the call returned: the end reading, the latency, {@code measure}. */
  @Benchmark
  public void coreHdrAfterCall(Shared shared, Values values) {
    long en = System.nanoTime();
    shared.coreInstalled.measure("READ", (int) ((en - values.end) / 1000) + values.nextUs());
  }

  /** What the engine's {@code MeasuredDB} does once the call returned: the same, into its held handle. */
  @Benchmark
  public void periodicAfterCall(Shared shared, Values values) {
    long en = System.nanoTime();
    values.held(shared.periodicInstalled, en).measure((int) ((en - values.end) / 1000) + values.nextUs(), en);
  }

  /** One operation as {@code DBWrapper} records it: the latency and the status, metrics endpoint off. */
  @Benchmark
  public void periodicInstalledOperation(Shared shared, Values values) {
    shared.periodicInstalled.measure("READ", values.nextUs());
    shared.periodicInstalled.reportStatus("READ", Status.OK);
  }

  /** The same with {@code metrics.port} set and the endpoint scraped every 250 ms. */
  @Benchmark
  public void metricsInstalledOperation(Shared shared, Values values) {
    shared.metricsInstalled.measure("READ", values.nextUs());
    shared.metricsInstalled.reportStatus("READ", Status.OK);
  }
}
