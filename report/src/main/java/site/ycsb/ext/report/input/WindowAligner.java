/*
 * Copyright (c) 2026 ycsb-ext contributors.
 * Licensed under the Apache License, Version 2.0 (http://www.apache.org/licenses/LICENSE-2.0).
 */
package site.ycsb.ext.report.input;

/**
 * Gives every window of a log its slot on the common wall-clock grid, so that windows of different hosts merge. Logs
 * written by the measurements module state their grid (the window length, in the {@code .hlog} header or the run's
 * manifest): a window's slot is the boundary at or before its start, and its span stays as written (the run's first
 * and last windows are clipped to the run). Logs without a stated grid (the 2016 fork's {@code .json}, whose windows
 * start at the previous write time; interval logs of other tools) are aligned to the nearest multiple of their
 * nominal window length: the first window's length, rounded to whole seconds when it is half a second or longer
 * (jitter around status.interval); such windows are moved onto their slot. Not thread-safe: one aligner per log.
 */
final class WindowAligner {
  private long gridMs;
  private long nominalMs;
  private boolean aligned;

  /** @param gridMs the log's window length in ms when known (from the run's manifest), else 0 */
  WindowAligner(long gridMs) {
    this.gridMs = Math.max(0, gridMs);
  }

  /** States the grid (window length, ms), e.g. from the log's header; ignored when not positive. */
  void grid(long windowMs) {
    if (windowMs > 0) {
      gridMs = windowMs;
    }
  }

  /** The slot of a window that started at {@code startMs} and lasted {@code lengthMs} (epoch ms). */
  long slot(long startMs, long lengthMs) {
    if (gridMs > 0) {
      return startMs - Math.floorMod(startMs, gridMs);
    }
    if (nominalMs == 0) {
      long length = Math.max(1, lengthMs);
      aligned = startMs % length == 0;
      nominalMs = aligned || length < 500 ? length : Math.round(length / 1000.0) * 1000;
    }
    if (aligned) {
      return startMs;
    }
    return Math.round((double) startMs / nominalMs) * nominalMs;
  }

  /** True when windows are moved onto their slot (logs without a stated grid that were not aligned). */
  boolean movesWindows() {
    return gridMs == 0 && !aligned;
  }
}
