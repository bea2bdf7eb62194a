/*
 * Copyright (c) 2026 ycsb-ext contributors.
 * Licensed under the Apache License, Version 2.0 (http://www.apache.org/licenses/LICENSE-2.0).
 */
package site.ycsb.ext.report;

/**
 * Gives every window of a log the start it has on the common wall-clock grid, so that windows of different hosts
 * merge. Logs written by the measurements module are already aligned (each window starts on a multiple of its
 * length) and pass unchanged. Other logs (the 2016 fork's {@code .json}, whose windows start at the previous write
 * time; interval logs of other tools) are aligned to the nearest multiple of their nominal window length: the first
 * window's length, rounded to whole seconds when it is half a second or longer (jitter around status.interval).
 * Not thread-safe: one aligner per log.
 */
final class WindowAligner {
  private long nominalMs;
  private boolean aligned;

  /** The aligned start of a window that started at {@code startMs} and lasted {@code lengthMs} (epoch ms). */
  long align(long startMs, long lengthMs) {
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
}
