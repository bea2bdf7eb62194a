/*
 * Copyright (c) 2026 ycsb-ext contributors.
 * Licensed under the Apache License, Version 2.0 (http://www.apache.org/licenses/LICENSE-2.0).
 */
package site.ycsb.ext.report.input;

import org.HdrHistogram.Histogram;

/**
 * One window of one operation from one host: its slot on the common wall-clock grid (the boundary at or before its
 * start, the key windows of different hosts merge by), the span it really covers (epoch milliseconds: the first and
 * last window of a run are clipped to the run, so they may start or end between boundaries) and its latency counts
 * (microseconds). {@code overflow} counts values above the last linear bucket of a fork-format {@code .json} window
 * (they are recorded at the bucket limit); it is 0 for {@code .hlog} windows. The counts belong to the reader: they
 * are valid until the reader's next {@code next()} call and must not be changed by consumers.
 */
public record Window(long slotMs, long startMs, long endMs, LatencyCounts counts, long overflow) {

  /** A window holding a histogram's counts (copied). */
  public Window(long slotMs, long startMs, long endMs, Histogram histogram, long overflow) {
    this(slotMs, startMs, endMs, LatencyCounts.of(histogram), overflow);
  }

  /** Operations in the window. */
  public long count() {
    return counts.totalCount();
  }

  /** The window's latencies as a new histogram (a copy: for reading, not for the merge's hot path). */
  public Histogram histogram() {
    return counts.toHistogram();
  }
}
