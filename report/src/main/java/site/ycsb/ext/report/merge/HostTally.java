/*
 * Copyright (c) 2026 ycsb-ext contributors.
 * Licensed under the Apache License, Version 2.0 (http://www.apache.org/licenses/LICENSE-2.0).
 */
package site.ycsb.ext.report.merge;

import java.util.Map;
import java.util.TreeMap;
import site.ycsb.ext.report.input.LatencyCounts;
import site.ycsb.ext.report.input.Window;

/**
 * Running totals of one host (of one operation while merging, then of all its operations): its bounds, gaps and
 * counts, and its measured latencies as one set of {@link LatencyCounts} (the slots it used), the only state the merge
 * keeps per host beside its open logs. Not thread-safe: one per host and operation while merging.
 */
final class HostTally {
  /** The measured latencies counted in ALL (µs); null before the first. */
  LatencyCounts latencies;
  /** Measured operations counted in ALL. */
  long count;
  /** Measured operations of any kind (per operation while merging). */
  long opCount;
  /** Operations in every window, warm-up included. */
  long seenCount;
  long firstMs = Long.MAX_VALUE;
  long lastEndMs = Long.MIN_VALUE;
  long measuredFirstMs = Long.MAX_VALUE;
  long measuredLastEndMs = Long.MIN_VALUE;
  long windowMs;
  final Map<String, long[]> perOp = new TreeMap<>();

  /** Tracks bounds and gaps; per operation {measured windows, last end ms, missing windows}. */
  void windowSeen(String op, Window w, boolean gapsAreMissing) {
    seenCount += w.count();
    firstMs = Math.min(firstMs, w.startMs());
    lastEndMs = Math.max(lastEndMs, w.endMs());
    long length = w.endMs() - w.startMs();
    windowMs = Math.max(windowMs, length);
    long[] t = perOp.computeIfAbsent(op, k -> new long[] {0, Long.MIN_VALUE, 0});
    // fork-format logs skip empty windows, so only HdrHistogram logs have gaps worth reporting
    if (gapsAreMissing && t[1] != Long.MIN_VALUE && length > 0 && w.startMs() - t[1] >= length) {
      t[2] += (w.startMs() - t[1]) / length;
    }
    t[1] = Math.max(t[1], w.endMs());
  }

  /** Adds the tally of another operation of the same host, taking over its latencies (it keeps none). */
  void addAll(HostTally other) {
    if (other.latencies != null) {
      if (latencies == null) {
        latencies = LatencyCounts.forMerging(other.latencies);
      }
      latencies.add(other.latencies);
      other.latencies = null;
    }
    count += other.count;
    opCount += other.opCount;
    seenCount += other.seenCount;
    firstMs = Math.min(firstMs, other.firstMs);
    lastEndMs = Math.max(lastEndMs, other.lastEndMs);
    measuredFirstMs = Math.min(measuredFirstMs, other.measuredFirstMs);
    measuredLastEndMs = Math.max(measuredLastEndMs, other.measuredLastEndMs);
    windowMs = Math.max(windowMs, other.windowMs);
    perOp.putAll(other.perOp);
  }

  void measuredWindow(String op) {
    perOp.get(op)[0]++;
  }

  /** A measured window: its span joins the host's measured period; its operations count, in ALL when asked. */
  void measured(Window w, boolean inAll) {
    measuredFirstMs = Math.min(measuredFirstMs, w.startMs());
    measuredLastEndMs = Math.max(measuredLastEndMs, w.endMs());
    opCount += w.count();
    if (inAll) {
      if (latencies == null) {
        latencies = LatencyCounts.forMerging(w.counts());
      }
      latencies.add(w.counts());
      count += w.count();
    }
  }

  long maxMeasuredWindows() {
    return perOp.values().stream().mapToLong(t -> t[0]).max().orElse(0);
  }

  long missingWindows() {
    return perOp.values().stream().mapToLong(t -> t[2]).max().orElse(0);
  }
}
