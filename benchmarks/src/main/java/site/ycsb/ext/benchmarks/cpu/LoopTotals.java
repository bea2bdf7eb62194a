/*
 * Copyright (c) 2026 ycsb-ext contributors.
 * Licensed under the Apache License, Version 2.0 (http://www.apache.org/licenses/LICENSE-2.0).
 */
package site.ycsb.ext.benchmarks.cpu;

import java.util.List;
import java.util.Locale;
import org.HdrHistogram.Histogram;

/**
 * The end of a raw SDK loop: its threads' read and update latencies (microseconds) and failures summed, and the one
 * result line {@code compare.sh} reads. Call after every worker thread has ended; not thread-safe.
 */
public final class LoopTotals {
  private LoopTotals() {
  }

  /**
   * Prints {@code <name> operations=N failures=N seconds=N ops/s=N read-p95-us=N update-p95-us=N}.
   *
   * @param maxLatencyUs the highest latency the per-thread histograms track, microseconds
   * @param seconds the loop's measured duration, seconds
   */
  public static void print(String name, List<Histogram> reads, List<Histogram> updates, long[] failures,
      long maxLatencyUs, long seconds) {
    Histogram read = new Histogram(maxLatencyUs, 3);
    Histogram update = new Histogram(maxLatencyUs, 3);
    long failed = 0;
    for (int t = 0; t < failures.length; t++) {
      read.add(reads.get(t));
      update.add(updates.get(t));
      failed += failures[t];
    }
    long operations = read.getTotalCount() + update.getTotalCount();
    System.out.printf(Locale.ROOT, "%s operations=%d failures=%d seconds=%d ops/s=%.1f read-p95-us=%d"
        + " update-p95-us=%d%n", name, operations, failed, seconds, operations / (double) seconds,
        read.getValueAtPercentile(95), update.getValueAtPercentile(95));
  }
}
