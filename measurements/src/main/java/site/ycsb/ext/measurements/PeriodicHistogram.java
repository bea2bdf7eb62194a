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
import java.util.TreeMap;
import java.util.concurrent.ConcurrentHashMap;
import java.util.concurrent.atomic.LongAdder;
import site.ycsb.Status;
import site.ycsb.measurements.OneMeasurement;
import site.ycsb.measurements.exporter.MeasurementsExporter;

/**
 * The periodic histogram of one operation ({@code READ}, {@code READ-FAILED}, {@code Intended-UPDATE}, ...): latencies
 * recorded without locks, cut into windows aligned to wall-clock multiples of {@code periodichistogram.interval}, each
 * window written to {@code <prefix><OP>.hlog} ({@link HlogFormat}) and {@code <prefix><OP>.json}
 * ({@link ForkJsonFormat}), and the whole run exported at the end.
 *
 * <p>Windows: the first one is the aligned window that contains the moment this object was created (the operation's
 * first measurement); from then on every window is written, with or without operations. A window holds what was
 * recorded between the window thread's two cuts, which happen within milliseconds after each boundary. If the window
 * thread falls more than a window behind (a long pause), the skipped windows are written empty, everything recorded
 * goes into the last one, and {@link #lateWindows()} counts them. The last window of the run ends when the run's
 * measurements are finished, so it may be shorter.
 *
 * <p>Thread-safety: {@link #measure} and {@link #reportStatus} from any thread, wait-free. {@link #getSummary} from
 * any thread (it returns the last closed window, computed by the window thread). {@link #closeWindowsUpTo},
 * {@link #finish} and {@link #exportMeasurements} are serialised on this object. Memory is independent of run length.
 */
public final class PeriodicHistogram extends OneMeasurement {

  private final long windowMs;
  private final List<Double> percentiles;
  private final boolean verbose;
  private final WindowRecorder recorder;
  private final ConcurrentHashMap<String, LongAdder> returnCodes = new ConcurrentHashMap<String, LongAdder>();

  // Window state, guarded by this.
  private final WindowCounts window;
  private final WindowCounts total;
  private final HlogFormat hlog;
  private final ForkJsonFormat json;
  private final WindowFile hlogFile;
  private final WindowFile jsonFile;
  private long openWindowStartMs;
  private boolean finished;
  private long windows;
  private long lateWindows;
  private volatile String lastWindowSummary = "";

  /**
   * Creates the measurement of one operation; {@link ExtMeasurements} does this at the operation's first measurement.
   * No file is touched until the first window closes.
   *
   * @param name the operation name, also the files' name
   * @param settings the run's settings (window, buckets, output location, percentiles)
   * @param nowMs the current time, epoch milliseconds: the first window is the one that contains it
   */
  public PeriodicHistogram(String name, MeasurementSettings settings, long nowMs) {
    super(name);
    windowMs = settings.windowMs();
    percentiles = settings.percentiles();
    verbose = settings.verbose();
    recorder = new WindowRecorder(settings.buckets(), settings.bucketWidthUs());
    window = new WindowCounts(settings.buckets());
    total = new WindowCounts(settings.buckets());
    hlog = new HlogFormat(name);
    json = new ForkJsonFormat(settings.buckets(), settings.bucketWidthUs());
    long firstWindowStartMs = alignDown(nowMs, windowMs);
    hlogFile = new WindowFile(settings.output().file(name, ".hlog"), hlog.header(firstWindowStartMs).toByteArray());
    jsonFile = new WindowFile(settings.output().file(name, ".json"), new byte[0]);
    openWindowStartMs = firstWindowStartMs;
  }

  /** The start of the window that contains {@code epochMs}: the largest multiple of {@code windowMs} not after it. */
  static long alignDown(long epochMs, long windowMs) {
    return epochMs - Math.floorMod(epochMs, windowMs);
  }

  /** Records one latency in microseconds (negative values count as 0). Wait-free. */
  @Override
  public void measure(int latencyUs) {
    recorder.record(latencyUs);
  }

  /** Counts one return code, as {@code Return=<name>} in the export. Lock-free, {@code long} counts. */
  @Override
  public void reportStatus(Status status) {
    LongAdder count = returnCodes.get(status.getName());
    if (count == null) {
      LongAdder fresh = new LongAdder();
      count = returnCodes.putIfAbsent(status.getName(), fresh);
      if (count == null) {
        count = fresh;
      }
    }
    count.increment();
  }

  /**
   * Writes every window that ends at or before {@code boundaryMs}. Called by the window thread after each boundary.
   *
   * @param boundaryMs a window boundary, epoch milliseconds
   */
  synchronized void closeWindowsUpTo(long boundaryMs) {
    if (finished) {
      return;
    }
    while (openWindowStartMs + windowMs <= boundaryMs) {
      long endMs = openWindowStartMs + windowMs;
      if (endMs + windowMs > boundaryMs) {
        recorder.drainInto(window);
      } else {
        lateWindows++;
      }
      emit(openWindowStartMs, endMs);
      openWindowStartMs = endMs;
    }
  }

  /**
   * Writes the windows up to {@code endMs}, the last one ending at {@code endMs}, and stops the regular windows.
   * Called once all operations are done (export or close). A later call writes what was recorded since, if anything,
   * as one more window.
   *
   * @param endMs the end of the run's measurements, epoch milliseconds
   */
  synchronized void finish(long endMs) {
    if (!finished) {
      closeWindowsUpTo(alignDown(endMs, windowMs));
      finished = true;
      // Always drain: the window thread may have closed the window ending at endMs (same millisecond) before the
      // last operations were recorded; they then belong to the window that starts there.
      recorder.drainInto(window);
      if (endMs > openWindowStartMs || window.count > 0) {
        long lastEndMs = Math.max(endMs, openWindowStartMs + 1);
        emit(openWindowStartMs, lastEndMs);
        openWindowStartMs = lastEndMs;
      }
      return;
    }
    recorder.drainInto(window);
    if (window.count > 0) {
      long startMs = openWindowStartMs;
      openWindowStartMs = Math.max(endMs, startMs + 1);
      emit(startMs, openWindowStartMs);
    }
  }

  private void emit(long startMs, long endMs) {
    hlogFile.write(hlog.interval(window.histogram, startMs, endMs), startMs, endMs);
    jsonFile.write(json.line(window, startMs, endMs), startMs, endMs);
    windows++;
    lastWindowSummary = summary(window);
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
   * codes, LostWindows when a file missed windows, and the linear buckets only when
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
    for (Map.Entry<String, LongAdder> code : new TreeMap<String, LongAdder>(returnCodes).entrySet()) {
      exporter.write(name, "Return=" + code.getKey(), code.getValue().sum());
    }
    long lost = Math.max(hlogFile.lostWindows(), jsonFile.lostWindows());
    if (lost > 0) {
      exporter.write(name, "LostWindows", lost);
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

  /** Operations counted over all closed windows. */
  synchronized long operations() {
    return total.count;
  }

  /** Windows written (or offered to a failing file) so far. */
  synchronized long windows() {
    return windows;
  }

  /** Windows written empty because the window thread was more than a window late. */
  synchronized long lateWindows() {
    return lateWindows;
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

  /** Closes both files; never throws. */
  synchronized void closeFiles() {
    hlogFile.close();
    jsonFile.close();
  }
}
