/*
 * Copyright (c) 2026 ycsb-ext contributors.
 * Licensed under the Apache License, Version 2.0 (http://www.apache.org/licenses/LICENSE-2.0).
 */
package site.ycsb.ext.measurements;

import static org.junit.jupiter.api.Assertions.assertTrue;

import java.nio.file.Path;
import java.util.List;
import java.util.Properties;
import org.HdrHistogram.Histogram;

/**
 * One run of our measurements installed on a manual clock whose {@code System.nanoTime()} readings are epoch
 * nanoseconds ({@link #endReading}), so a test chooses each value's end reading independently of when it records it,
 * while the real window thread runs on the manual clock. Periodic histograms with 1-s windows, written under
 * {@code dir/out}. For one test; not thread-safe apart from what {@link ExtMeasurements} is.
 */
final class EndReadingRun {

  /** The manual clock, whose {@code System.nanoTime()} readings are epoch nanoseconds. */
  private static final class ReadingClock implements WindowClock {
    private final ManualWindowClock manual;

    ReadingClock(ManualWindowClock manual) {
      this.manual = manual;
    }

    @Override
    public long nowMs() {
      return manual.nowMs();
    }

    @Override
    public long msAtNanos(long nanoTime) {
      return Math.floorDiv(nanoTime, 1_000_000L);
    }

    @Override
    public void sleepUntil(long epochMs) throws InterruptedException {
      manual.sleepUntil(epochMs);
    }
  }

  /** The clock the run's windows follow; move it to let time pass without the window thread. */
  final ManualWindowClock manual;
  /** The installed measurements, started at the run's start. */
  final ExtMeasurements measurements;
  private final Path dir;

  /**
   * Installs the measurements and starts the run at {@code startMs}.
   *
   * @param dir the test's directory
   * @param startMs the run's start, epoch milliseconds
   * @param more further properties, name then value
   */
  EndReadingRun(Path dir, long startMs, String... more) {
    this.dir = dir;
    String[] pairs = {"measurementtype", "hdrhistogram+periodichistogram", "periodichistogram.interval", "1",
        "periodichistogram.output.path", dir + "/out/"};
    String[] all = new String[pairs.length + more.length];
    System.arraycopy(pairs, 0, all, 0, pairs.length);
    System.arraycopy(more, 0, all, pairs.length, more.length);
    Properties props = CollectingExporter.properties(all);
    manual = new ManualWindowClock(startMs);
    measurements = MeasurementsInstaller.install(props, new ReadingClock(manual));
    measurements.startRun(startMs);
  }

  /** The {@code System.nanoTime()} reading of an operation that ended at {@code epochMs}. */
  static long endReading(long epochMs) {
    return epochMs * 1_000_000L;
  }

  /** Moves the clock to {@code epochMs} and waits until the window thread has handled every boundary up to it. */
  void advanceTo(long epochMs) throws InterruptedException {
    assertTrue(manual.advanceTo(epochMs, 10_000), "the window thread handled every boundary up to " + epochMs);
  }

  /** The windows written for {@code operation}, in order. */
  List<Histogram> windows(String operation) {
    return RunFiles.hlog(dir.resolve("out").resolve(operation + ".hlog"));
  }
}
