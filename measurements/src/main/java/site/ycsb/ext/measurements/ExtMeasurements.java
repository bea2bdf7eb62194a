/*
 * Copyright (c) 2026 ycsb-ext contributors.
 * Licensed under the Apache License, Version 2.0 (http://www.apache.org/licenses/LICENSE-2.0).
 */
package site.ycsb.ext.measurements;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.Collections;
import java.util.List;
import java.util.Properties;
import java.util.TreeMap;
import java.util.concurrent.ConcurrentHashMap;
import java.util.concurrent.CopyOnWriteArrayList;
import org.slf4j.Logger;
import org.slf4j.LoggerFactory;
import site.ycsb.Status;
import site.ycsb.measurements.Measurements;
import site.ycsb.measurements.exporter.MeasurementsExporter;

/**
 * The process-wide YCSB {@link Measurements}, installed by {@link MeasurementsInstaller}. For core's measurement
 * types it is core itself (only the status summary is kept on one line). For the periodic types it keeps one
 * {@link PeriodicHistogram} per operation name, named the way core names them ({@code READ}, {@code READ-FAILED},
 * {@code Intended-READ} with {@code measurement.interval=both}), and runs the window thread. Each client thread
 * records latencies and statuses through its own {@link OperationWriter} per operation ({@link ThreadWriters}), so a
 * value looks nothing up in a shared map.
 *
 * <p>Thread-safety: {@link #measure}, {@link #measureIntended}, {@link #reportStatus} and {@link #getSummary} from any
 * thread; {@link #exportMeasurements}, {@link #close} and {@link #warnings} from the thread that runs the benchmark,
 * after the worker threads finished.
 */
public final class ExtMeasurements extends Measurements implements InstalledMeasurements {

  private static final Logger LOG = LoggerFactory.getLogger(ExtMeasurements.class);
  private static final String INTENDED_PREFIX = "Intended-";

  private final MeasurementSettings settings;
  private final WindowClock clock;
  private final boolean periodic;
  /** Whether {@link #measure} records (latency mode op or both), and {@link #measureIntended} (intended or both). */
  private final boolean measuresOp;
  private final boolean measuresIntended;
  private final ConcurrentHashMap<String, PeriodicHistogram> byOperation =
      new ConcurrentHashMap<String, PeriodicHistogram>();
  private final ConcurrentHashMap<String, PeriodicHistogram> intendedByOperation =
      new ConcurrentHashMap<String, PeriodicHistogram>();
  private final ThreadLocal<ThreadWriters> threadWriters = ThreadLocal.withInitial(ThreadWriters::new);
  private final CopyOnWriteArrayList<PeriodicHistogram> all = new CopyOnWriteArrayList<PeriodicHistogram>();
  private final WindowRoller roller;
  private volatile long runStartMs;
  private boolean closed;
  private volatile MetricsEndpoint endpoint;

  /**
   * @param settings the validated settings
   * @param props the run's properties (core's measurements read them too)
   * @param clock the clock window boundaries follow
   */
  ExtMeasurements(MeasurementSettings settings, Properties props, WindowClock clock) {
    super(settings.coreProperties(props));
    this.settings = settings;
    this.clock = clock;
    this.periodic = settings.type().isPeriodic();
    this.measuresOp = settings.latencyMode() != MeasurementSettings.LatencyMode.INTENDED;
    this.measuresIntended = settings.latencyMode() != MeasurementSettings.LatencyMode.OP;
    this.roller = periodic ? new WindowRoller(settings.windowMs(), clock, all) : null;
    this.runStartMs = clock.nowMs();
  }

  /** Serves this run's live metrics through {@code endpoint} from now on, and stops it in {@link #close}. */
  void attach(MetricsEndpoint endpoint) {
    this.endpoint = endpoint;
  }

  /** The metrics endpoint's port; -1 without one. */
  public int metricsPort() {
    MetricsEndpoint current = endpoint;
    return current == null ? -1 : current.port();
  }

  private void showState(RunState state) {
    MetricsEndpoint current = endpoint;
    if (current != null) {
      current.state(state);
    }
  }

  /** Every operation's periodic histogram, in creation order; empty for core's types. A live, thread-safe view. */
  List<PeriodicHistogram> histograms() {
    return Collections.unmodifiableList(all);
  }

  @Override
  public void startRun(long epochMs) {
    showState(RunState.RUNNING);
    runStartMs = epochMs;
    for (PeriodicHistogram histogram : all) {
      histogram.startAt(epochMs);
    }
  }

  @Override
  public long endRun() {
    long endMs = clock.nowMs();
    long needed = endMs;
    for (PeriodicHistogram histogram : all) {
      needed = Math.max(needed, histogram.endAt(endMs));
    }
    if (needed != endMs) {
      for (PeriodicHistogram histogram : all) {
        histogram.endAt(needed);
      }
    }
    showState(RunState.FINISHING);
    return needed;
  }

  @Override
  public long windowMs() {
    return periodic ? settings.windowMs() : 0;
  }

  @Override
  public List<Path> outputFiles() {
    List<Path> files = new ArrayList<Path>();
    for (PeriodicHistogram histogram : all) {
      for (Path file : histogram.files()) {
        if (Files.isRegularFile(file)) {
          files.add(file);
        }
      }
    }
    Collections.sort(files);
    return files;
  }

  /** Starts the window thread (periodic types only). */
  void start() {
    if (roller != null) {
      roller.start();
    }
  }

  /** The settings this instance was built with. */
  public MeasurementSettings settings() {
    return settings;
  }

  @Override
  public void measure(String operation, int latencyUs) {
    if (!periodic) {
      super.measure(operation, latencyUs);
    } else if (measuresOp) {
      OperationWriter writer = writer(operation);
      if (writer != null) {
        writer.measure(latencyUs);
      } else {
        histogram(byOperation, operation, operation).measure(latencyUs);
      }
    }
  }

  /**
   * Records one latency as {@link #measure(String, int)} does, in the window of the operation's own end reading
   * instead of a clock read: {@code endNanos} is the {@code System.nanoTime()} reading the caller took to compute
   * {@code latencyUs} (the engine's DB wrapper), converted to epoch milliseconds by the window clock's one offset
   * ({@link WindowClock#msAtNanos}), the conversion the window thread follows. When that window is already closed
   * (the caller was held up past its end) the value counts in the first open one. Core's types: core's measure. Any
   * thread; reads no clock.
   *
   * @param operation the measurement name ({@code READ}, {@code READ-FAILED}, ...)
   * @param latencyUs latency in microseconds
   * @param endNanos the operation's end, a {@code System.nanoTime()} reading
   */
  public void measure(String operation, int latencyUs, long endNanos) {
    if (!periodic) {
      super.measure(operation, latencyUs);
    } else if (measuresOp) {
      long endMs = clock.msAtNanos(endNanos);
      OperationWriter writer = writer(operation, endMs);
      if (writer != null) {
        writer.measureAt(latencyUs, endMs);
      } else {
        histogram(byOperation, operation, operation, endMs).measureAt(latencyUs, endMs);
      }
    }
  }

  /**
   * Records one intended latency as {@link #measureIntended(String, int)} does, in the window of the operation's own
   * end reading ({@link #measure(String, int, long)}). Any thread; reads no clock.
   *
   * @param operation the measurement name
   * @param latencyUs latency from the intended start, microseconds
   * @param endNanos the operation's end, a {@code System.nanoTime()} reading
   */
  public void measureIntended(String operation, int latencyUs, long endNanos) {
    if (!periodic) {
      super.measureIntended(operation, latencyUs);
    } else if (measuresIntended) {
      long endMs = clock.msAtNanos(endNanos);
      histogram(intendedByOperation, operation, intendedName(operation), endMs).measureAt(latencyUs, endMs);
    }
  }

  @Override
  public void measureIntended(String operation, int latencyUs) {
    if (!periodic) {
      super.measureIntended(operation, latencyUs);
    } else if (measuresIntended) {
      histogram(intendedByOperation, operation, intendedName(operation)).measure(latencyUs);
    }
  }

  @Override
  public void reportStatus(String operation, Status status) {
    if (!periodic) {
      super.reportStatus(operation, status);
    } else if (!measuresOp) {
      histogram(intendedByOperation, operation, intendedName(operation)).reportStatus(status);
    } else {
      OperationWriter writer = writer(operation);
      if (writer != null) {
        writer.reportStatus(status);
      } else {
        histogram(byOperation, operation, operation).reportStatus(status);
      }
    }
  }

  /**
   * A handle on {@code operation} for the calling thread, which records straight into this thread's writer with no
   * lookup per value ({@link HeldOperation}). Take it at the operation's first value, whose end reading is
   * {@code endNanos}: a histogram made here starts at that reading's window, as {@link #measure(String, int, long)}
   * makes it. Any thread; the handle belongs to it.
   */
  public HeldOperation hold(String operation, long endNanos) {
    return new HeldOperation(this, operation, periodic && measuresOp ? writer(operation, clock.msAtNanos(endNanos))
        : null, clock);
  }

  /** The calling thread's writer of {@code operation}'s histogram; null once the thread holds too many operations. */
  private OperationWriter writer(String operation) {
    return writer(operation, Long.MIN_VALUE);
  }

  /** {@link #writer(String)}; a histogram made here starts at {@code firstMs} (none: the clock's reading). */
  private OperationWriter writer(String operation, long firstMs) {
    ThreadWriters writers = threadWriters.get();
    OperationWriter writer = writers.find(operation);
    if (writer == null && writers.hasRoom()) {
      writer = histogram(byOperation, operation, operation, firstMs).writer();
      writers.keep(operation, writer);
    }
    return writer;
  }

  private String intendedName(String operation) {
    return settings.latencyMode() == MeasurementSettings.LatencyMode.INTENDED ? operation : INTENDED_PREFIX + operation;
  }

  private PeriodicHistogram histogram(ConcurrentHashMap<String, PeriodicHistogram> map, String operation,
      String name) {
    return histogram(map, operation, name, Long.MIN_VALUE);
  }

  /**
   * The histogram of {@code operation} in {@code map}, made at first use; its first window is the one of
   * {@code firstMs}, the instant of the value that makes it (Long.MIN_VALUE: the clock's reading now), so an end
   * reading taken before the histogram existed lies inside it.
   */
  private PeriodicHistogram histogram(ConcurrentHashMap<String, PeriodicHistogram> map, String operation,
      String name, long firstMs) {
    PeriodicHistogram histogram = map.get(operation);
    if (histogram != null) {
      return histogram;
    }
    long nowMs = clock.nowMs();
    PeriodicHistogram fresh = new PeriodicHistogram(name, settings, Math.min(nowMs, firstMs == Long.MIN_VALUE ? nowMs
        : firstMs), runStartMs, clock);
    histogram = map.putIfAbsent(operation, fresh);
    if (histogram != null) {
      return histogram;
    }
    all.add(fresh);
    return fresh;
  }

  /**
   * Core types: core's export. Periodic types: writes the last (partial) window of every operation, then exports
   * each operation, sorted by name, plain before intended.
   */
  @Override
  public void exportMeasurements(MeasurementsExporter exporter) throws IOException {
    if (!periodic) {
      super.exportMeasurements(exporter);
      return;
    }
    finishWindows();
    for (PeriodicHistogram histogram : sorted(byOperation)) {
      histogram.exportMeasurements(exporter);
    }
    for (PeriodicHistogram histogram : sorted(intendedByOperation)) {
      histogram.exportMeasurements(exporter);
    }
  }

  private static List<PeriodicHistogram> sorted(ConcurrentHashMap<String, PeriodicHistogram> map) {
    return new ArrayList<PeriodicHistogram>(new TreeMap<String, PeriodicHistogram>(map).values());
  }

  /** The status line's part: one line (core's combined types put a newline inside, which is replaced by a space). */
  @Override
  public synchronized String getSummary() {
    if (!periodic) {
      return super.getSummary().replace('\n', ' ').trim();
    }
    StringBuilder line = new StringBuilder();
    List<PeriodicHistogram> histograms = sorted(byOperation);
    histograms.addAll(sorted(intendedByOperation));
    for (PeriodicHistogram histogram : histograms) {
      String summary = histogram.getSummary();
      if (!summary.isEmpty()) {
        line.append(line.length() == 0 ? "" : " ").append(summary);
      }
    }
    return line.toString();
  }

  private void finishWindows() {
    long nowMs = clock.nowMs();
    for (PeriodicHistogram histogram : all) {
      histogram.finish(nowMs);
    }
  }

  /**
   * Stops the window thread, writes what is left as a last window, closes every file; then shows the state
   * {@code done} and stops the metrics endpoint after {@code metrics.linger}. Idempotent; never throws.
   */
  @Override
  public void close() {
    closeWindows();
    showState(RunState.DONE);
    MetricsEndpoint current;
    synchronized (this) {
      current = endpoint;
      endpoint = null;
    }
    if (current != null) {
      current.close();
    }
  }

  private synchronized void closeWindows() {
    if (closed || !periodic) {
      closed = true;
      return;
    }
    closed = true;
    try {
      roller.stop();
      finishWindows();
    } catch (RuntimeException e) {
      LOG.error("Writing the last periodic-histogram windows failed", e);
    } finally {
      for (PeriodicHistogram histogram : all) {
        histogram.closeFiles();
      }
    }
  }

  /** Windows lost to write failures (one line per file) and late values (one line per operation); empty when none. */
  @Override
  public List<String> warnings() {
    List<String> warnings = new ArrayList<String>();
    for (PeriodicHistogram histogram : all) {
      for (String lost : histogram.lostWindows()) {
        warnings.add("periodic histogram: " + lost);
      }
      long late = histogram.lateValues();
      if (late > 0) {
        warnings.add("periodic histogram: " + late + " value" + (late == 1 ? "" : "s") + " of " + histogram.getName()
            + " measured in a window already written (recorded after it was written, the clock stepped back, or "
            + "measured after the run's end); counted in the next window written");
      }
    }
    return warnings;
  }
}
