/*
 * Copyright (c) 2026 ycsb-ext contributors.
 * Licensed under the Apache License, Version 2.0 (http://www.apache.org/licenses/LICENSE-2.0).
 */
package site.ycsb.ext.measurements;

import java.io.IOException;
import java.text.DecimalFormat;
import java.text.DecimalFormatSymbols;
import java.util.ArrayList;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import site.ycsb.Status;
import site.ycsb.measurements.OneMeasurement;
import site.ycsb.measurements.exporter.MeasurementsExporter;

/**
 * The periodic histogram of one operation ({@code READ}, {@code READ-FAILED}, {@code Intended-UPDATE}, ...): latencies
 * recorded without locks, filed into windows aligned to wall-clock multiples of {@code periodichistogram.interval}, each
 * window written to {@code <prefix><OP>.hlog} ({@link HlogFormat}) and {@code <prefix><OP>.json}
 * ({@link ForkJsonFormat}), and the whole run exported at the end.
 *
 * <p>Windows: boundaries lie on wall-clock multiples of the window length (the grid), so the windows of different
 * hosts line up. <b>A value belongs to the window that contains the instant it was measured</b>: {@link #measureAt}
 * takes the operation's own end reading (the engine's DB wrapper's {@code System.nanoTime()}, on the clock's
 * conversion), {@link #measure} reads the {@link WindowClock} once, right after the operation completed; the value is
 * filed under that instant's window ({@link WindowRecorder}), or the open one when that window is already written;
 * when the window thread wakes, late or not, changes nothing in where a value lands. A window
 * is written once the clock has passed its end and the window thread (or the end of the run) closes it; nothing
 * waits for a grace period, because closing waits for any thread caught in the middle of recording.
 *
 * <p>Span: each window records the span it really covers, the grid span clipped to the run. The first window starts
 * where the operation's first measurement falls, but never before the run's start ({@link ExtMeasurements#startRun}):
 * it covers [max(run start, its boundary), next boundary), and values measured before the run's start count in it.
 * The last ends at the run's end ({@link #endAt}), so it may be shorter; values measured after the run's end but
 * before the windows are finished ({@link #finish}) count in it too (as late values when {@link #endAt} had already
 * taken their window). No window lies outside the run. From the first
 * window on, every window is written, with or without operations.
 *
 * <p>Late values: a value whose window was already written (recorded after that, the clock stepped back, or measured
 * after the last window was finished) is counted in the next window written and in {@link #lateValues()}; never lost,
 * never counted twice.
 *
 * <p>Thread-safety: {@link #measure} and {@link #reportStatus} from any thread, wait-free. {@link #getSummary} from
 * any thread (it returns the last closed window, computed by the window thread). {@link #closeWindowsUpTo},
 * {@link #endAt}, {@link #finish} and {@link #exportMeasurements} are serialised on this object. Memory is independent
 * of run length.
 */
public final class PeriodicHistogram extends OneMeasurement {

  private final long windowMs;
  private final List<Double> percentiles;
  private final boolean verbose;
  private final WindowRecorder recorder;
  private final StatusTallies statuses = new StatusTallies();

  // Window state, guarded by this.
  private final WindowCounts window;
  private final WindowCounts total;
  private final HlogFormat hlog;
  private final ForkJsonFormat json;
  private final WindowFile hlogFile;
  private final WindowFile jsonFile;
  private long openWindowStartMs;
  private long runEndMs = Long.MAX_VALUE;
  private boolean finished;
  private long windows;
  private volatile String lastWindowSummary = "";
  private volatile double lastWindowOpsPerSec;
  private final LatencyBuckets latencyBuckets = new LatencyBuckets();

  /**
   * Creates the measurement of one operation; {@link ExtMeasurements} does this at the operation's first measurement.
   * No file is touched until the first window closes.
   *
   * @param name the operation name, also the files' name
   * @param settings the run's settings (window, buckets, output location, percentiles)
   * @param nowMs the current time, epoch milliseconds: the first window is the one that contains it
   * @param runStartMs the run's start, epoch milliseconds: the first window starts no earlier
   */
  public PeriodicHistogram(String name, MeasurementSettings settings, long nowMs, long runStartMs) {
    this(name, settings, nowMs, runStartMs, WindowClock.SYSTEM);
  }

  /**
   * Creates the measurement of one operation on the given clock.
   *
   * @param name the operation name, also the files' name
   * @param settings the run's settings (window, buckets, output location, percentiles)
   * @param nowMs the current time, epoch milliseconds: the first window is the one that contains it
   * @param runStartMs the run's start, epoch milliseconds: the first window starts no earlier
   * @param clock the clock that gives each value its instant, the one the window thread follows
   */
  PeriodicHistogram(String name, MeasurementSettings settings, long nowMs, long runStartMs, WindowClock clock) {
    super(name);
    windowMs = settings.windowMs();
    percentiles = settings.percentiles();
    verbose = settings.verbose();
    recorder = new WindowRecorder(settings.buckets(), settings.bucketWidthUs(), windowMs, clock,
        WindowRecorder.windowOf(nowMs, windowMs));
    window = new WindowCounts(settings.buckets());
    total = new WindowCounts(settings.buckets());
    hlog = new HlogFormat(name, windowMs);
    json = new ForkJsonFormat(settings.buckets(), settings.bucketWidthUs());
    long firstWindowStartMs = Math.max(alignDown(nowMs, windowMs), runStartMs);
    hlogFile = new WindowFile(settings.output().file(name, ".hlog"), hlog.header(firstWindowStartMs).toByteArray());
    jsonFile = new WindowFile(settings.output().file(name, ".json"), new byte[0]);
    openWindowStartMs = firstWindowStartMs;
  }

  /** The start of the window that contains {@code epochMs}: the largest multiple of {@code windowMs} not after it. */
  static long alignDown(long epochMs, long windowMs) {
    return epochMs - Math.floorMod(epochMs, windowMs);
  }

  /**
   * Records one latency in microseconds (negative values count as 0) in the window of the current instant. Call it
   * right after the operation completed. Wait-free.
   */
  @Override
  public void measure(int latencyUs) {
    recorder.record(latencyUs);
  }

  /**
   * Records one latency in microseconds (negative counts as 0) at {@code instantMs}, the operation's end reading on
   * this histogram's clock, reading no clock: in that instant's window, or the first open one when that window is
   * already closed (a late value). Returns {@code instantMs}. Any thread, wait-free.
   */
  long measureAt(int latencyUs, long instantMs) {
    return recorder.record(recorder.slotOfThisThread(), latencyUs, instantMs);
  }

  /**
   * Records like {@link #measure} and returns the instant the value was filed under, epoch milliseconds: the clock's
   * reading, whose window holds the value unless it is late.
   */
  long record(int latencyUs) {
    return recorder.record(latencyUs);
  }

  /** Counts one return code, as {@code Return=<name>} in the export. Lock-free, {@code long} counts. */
  @Override
  public void reportStatus(Status status) {
    statuses.count(status);
  }

  /** A handle for the calling thread alone that records and counts like {@link #measure} and {@link #reportStatus}. */
  OperationWriter writer() {
    return new OperationWriter(recorder, statuses.newTally());
  }

  /**
   * Moves the start of the first window to the run's start when it lies before it. Called once, before the run's
   * first operation, for an operation measured before the run started.
   *
   * @param runStartMs the run's start, epoch milliseconds
   */
  synchronized void startAt(long runStartMs) {
    if (windows == 0 && openWindowStartMs < runStartMs) {
      openWindowStartMs = runStartMs;
    }
  }

  /**
   * Ends the run at {@code endMs}: no window closed from now on ends later. Writes the windows that end at or before
   * it, and takes the values of the window that contains it into the last window now (the workers are done).
   *
   * <p>The window thread may have written windows past {@code endMs} between the caller's clock read and this call
   * (a caller descheduled meanwhile, on a loaded machine); the run then ends no earlier than the last window written.
   *
   * @param endMs the run's end, epoch milliseconds
   * @return the earliest end this operation's last window can have: {@code endMs}, or the end of the last window
   *     already written when that is later, or one millisecond after the open window's start when that window
   *     already starts there and holds operations
   */
  synchronized long endAt(long endMs) {
    long end = Math.max(endMs, openWindowStartMs);
    runEndMs = end;
    closeWindowsUpTo(alignDown(end, windowMs));
    recorder.closeThrough(Math.max(WindowRecorder.windowOf(end, windowMs), currentWindow()), window);
    return window.count > 0 && end <= openWindowStartMs ? openWindowStartMs + 1 : end;
  }

  /** The boundary after {@code startMs}: the end of a window that starts there. */
  private long windowEnd(long startMs) {
    return alignDown(startMs, windowMs) + windowMs;
  }

  /** The grid number of the open window. */
  private long currentWindow() {
    return WindowRecorder.windowOf(openWindowStartMs, windowMs);
  }

  /**
   * Writes every window that ends at or before {@code boundaryMs} (and at or before the run's end, once known), each
   * with the values measured inside it. Called by the window thread after each boundary, however late.
   *
   * @param boundaryMs a window boundary, epoch milliseconds
   */
  synchronized void closeWindowsUpTo(long boundaryMs) {
    if (finished) {
      return;
    }
    long limitMs = Math.min(boundaryMs, runEndMs);
    long endMs;
    while ((endMs = windowEnd(openWindowStartMs)) <= limitMs) {
      recorder.closeThrough(currentWindow(), window);
      emit(openWindowStartMs, endMs);
      openWindowStartMs = endMs;
    }
  }

  /**
   * Writes the windows up to the run's end, the last one ending there, and stops the regular windows. Called once all
   * operations are done (export or close). A later call writes what was recorded since, if anything, as one more
   * window.
   *
   * @param nowMs the current time, epoch milliseconds: the run's end when {@link #endAt} was not called
   */
  synchronized void finish(long nowMs) {
    long endMs = runEndMs == Long.MAX_VALUE ? nowMs : runEndMs;
    if (!finished) {
      closeWindowsUpTo(alignDown(endMs, windowMs));
      finished = true;
      // Everything measured so far: the run's last window, and what stragglers measured after the run's end (filed
      // late, one window after the last one closed, when endAt had already taken their window).
      recorder.closeThrough(Math.max(WindowRecorder.windowOf(Math.max(endMs, nowMs), windowMs),
          recorder.closedThrough() + 1), window);
      if (endMs > openWindowStartMs || window.count > 0) {
        long lastEndMs = Math.max(endMs, openWindowStartMs + 1);
        emit(openWindowStartMs, lastEndMs);
        openWindowStartMs = lastEndMs;
      }
      return;
    }
    // Late values of the last closing are filed one window after it.
    recorder.closeThrough(Math.max(WindowRecorder.windowOf(nowMs, windowMs), recorder.closedThrough() + 1), window);
    if (window.count > 0) {
      long startMs = openWindowStartMs;
      openWindowStartMs = Math.max(nowMs, startMs + 1);
      emit(startMs, openWindowStartMs);
    }
  }

  private void emit(long startMs, long endMs) {
    hlogFile.write(hlog.interval(window.histogram, startMs, endMs), startMs, endMs);
    jsonFile.write(json.line(window, startMs, endMs), startMs, endMs);
    windows++;
    lastWindowSummary = summary(window);
    lastWindowOpsPerSec = window.count * 1000.0 / Math.max(1, endMs - startMs);
    latencyBuckets.add(window);
    window.addTo(total);
    window.reset();
  }

  private String summary(WindowCounts counts) {
    DecimalFormat format = new DecimalFormat("#.##", DecimalFormatSymbols.getInstance(Locale.US));
    StringBuilder line = new StringBuilder("[").append(getName()).append(": Count=").append(counts.count)
        .append(", Max=").append(counts.maxOrZero()).append(", Min=").append(counts.minOrZero())
        .append(", Avg=").append(format.format(counts.meanUs()));
    double[] shown = {90, 99, 99.9, 99.99};
    for (double percentile : shown) {
      line.append(", ").append(format.format(percentile)).append('=')
          .append(counts.count == 0 ? 0 : counts.histogram.getValueAtPercentile(percentile));
    }
    return line.append(']').toString();
  }

  /** The last closed window, core's summary style: {@code [READ: Count=.., Max=.., ...]}; empty before the first. */
  @Override
  public String getSummary() {
    return lastWindowSummary;
  }

  /**
   * Exports the run: Operations, AverageLatency(us), MinLatency(us), MaxLatency(us), one line per
   * {@code hdrhistogram.percentiles} value, LatencyVariance(us) (square microseconds, as the fork named it), the return
   * codes, LostWindows when a file missed windows, LateValues when values were counted in a later window than their
   * instant's, and the linear buckets only when
   * {@code measurement.histogram.verbose=true}. Call {@link #finish} first, or the open window is missing.
   */
  @Override
  public synchronized void exportMeasurements(MeasurementsExporter exporter) throws IOException {
    String name = getName();
    exporter.write(name, "Operations", total.count);
    exporter.write(name, "AverageLatency(us)", total.meanUs());
    exporter.write(name, "MinLatency(us)", total.minOrZero());
    exporter.write(name, "MaxLatency(us)", total.maxOrZero());
    for (Double percentile : percentiles) {
      exporter.write(name, percentileLabel(percentile) + "PercentileLatency(us)",
          total.count == 0 ? 0 : total.histogram.getValueAtPercentile(percentile));
    }
    exporter.write(name, "LatencyVariance(us)", total.varianceUs());
    for (Map.Entry<String, Long> code : statuses.counts().entrySet()) {
      exporter.write(name, "Return=" + code.getKey(), code.getValue());
    }
    long lost = Math.max(hlogFile.lostWindows(), jsonFile.lostWindows());
    if (lost > 0) {
      exporter.write(name, "LostWindows", lost);
    }
    long late = recorder.lateValues();
    if (late > 0) {
      exporter.write(name, "LateValues", late);
    }
    if (verbose) {
      long[] linear = total.linear;
      int overflow = linear.length - 1;
      for (int i = 0; i < overflow; i++) {
        exporter.write(name, Integer.toString(i), linear[i]);
      }
      exporter.write(name, ">" + overflow, linear[overflow]);
    }
  }

  /** {@code 95} gives {@code 95th}, {@code 1} gives {@code 1st}, {@code 99.9} stays {@code 99.9}. */
  static String percentileLabel(double percentile) {
    if (percentile != Math.rint(percentile)) {
      return Double.toString(percentile);
    }
    int whole = (int) percentile;
    if (whole % 100 >= 11 && whole % 100 <= 13) {
      return whole + "th";
    }
    switch (whole % 10) {
      case 1:
        return whole + "st";
      case 2:
        return whole + "nd";
      case 3:
        return whole + "rd";
      default:
        return whole + "th";
    }
  }

  /**
   * The return-code counts so far, by status name in name order: a read of the counters {@link #reportStatus}
   * increments, at any time, from any thread (each count is exact once the workers are done).
   */
  Map<String, Long> statusCounts() {
    return statuses.counts();
  }

  /** Latencies of every closed window, in the metrics endpoint's buckets; updated by the window thread. */
  LatencyBuckets latencyBuckets() {
    return latencyBuckets;
  }

  /** Operations per second of the last closed window; 0 before the first. Any thread. */
  double lastWindowOpsPerSec() {
    return lastWindowOpsPerSec;
  }

  /** Operations counted over all closed windows. */
  synchronized long operations() {
    return total.count;
  }

  /** Windows written (or offered to a failing file) so far. */
  synchronized long windows() {
    return windows;
  }

  /** Values counted in a later window than the one containing their instant, because theirs was already written. */
  long lateValues() {
    return recorder.lateValues();
  }

  /** One line per file that lost windows. */
  synchronized List<String> lostWindows() {
    List<String> lost = new ArrayList<String>();
    for (WindowFile file : new WindowFile[] {hlogFile, jsonFile}) {
      String description = file.lostWindowsDescription();
      if (description != null) {
        lost.add(description);
      }
    }
    return lost;
  }

  /** The two files of this operation, {@code .hlog} then {@code .json}. */
  List<java.nio.file.Path> files() {
    List<java.nio.file.Path> files = new ArrayList<java.nio.file.Path>();
    files.add(hlogFile.path());
    files.add(jsonFile.path());
    return files;
  }

  /** Closes both files; never throws. */
  synchronized void closeFiles() {
    hlogFile.close();
    jsonFile.close();
  }
}
