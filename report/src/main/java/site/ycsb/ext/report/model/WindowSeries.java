/*
 * Copyright (c) 2026 ycsb-ext contributors.
 * Licensed under the Apache License, Version 2.0 (http://www.apache.org/licenses/LICENSE-2.0).
 */
package site.ycsb.ext.report.model;

import java.util.Arrays;

/**
 * The measured windows of one operation of one run, all hosts merged: slot on the wall-clock grid and start (epoch
 * ms), length (ms, the span the hosts' windows cover together), count, throughput (ops/s: the sum over hosts of each
 * host's operations divided by the span its own window covers), the window's own p95 and p99 (microseconds; NaN
 * for an empty window) and how many hosts covered it (fewer than the run's hosts at a multi-host run's edges or
 * where a host stopped). Grows by appending
 * in time order; not thread-safe. Memory is a few dozen bytes per window (about 2 MB for 12 hours of 1-s windows).
 */
public final class WindowSeries {
  private long[] slotMs = new long[256];
  private long[] startMs = new long[256];
  private double[] opsPerSec = new double[256];
  private long[] lengthMs = new long[256];
  private long[] counts = new long[256];
  private double[] p95Us = new double[256];
  private double[] p99Us = new double[256];
  private int[] hosts = new int[256];
  private int size;

  /**
   * Appends a window.
   *
   * @param coveringHosts how many hosts had a window in this slot
   */
  public void add(long windowSlotMs, long windowStartMs, long windowLengthMs, long count, double rate, double p95,
      double p99, int coveringHosts) {
    if (size == startMs.length) {
      int n = size * 2;
      slotMs = Arrays.copyOf(slotMs, n);
      opsPerSec = Arrays.copyOf(opsPerSec, n);
      startMs = Arrays.copyOf(startMs, n);
      lengthMs = Arrays.copyOf(lengthMs, n);
      counts = Arrays.copyOf(counts, n);
      p95Us = Arrays.copyOf(p95Us, n);
      p99Us = Arrays.copyOf(p99Us, n);
      hosts = Arrays.copyOf(hosts, n);
    }
    slotMs[size] = windowSlotMs;
    opsPerSec[size] = rate;
    startMs[size] = windowStartMs;
    lengthMs[size] = windowLengthMs;
    counts[size] = count;
    p95Us[size] = p95;
    p99Us[size] = p99;
    hosts[size] = coveringHosts;
    size++;
  }

  /** Number of windows. */
  public int size() {
    return size;
  }

  /** Slot of window {@code i} on the wall-clock grid, epoch ms. */
  public long slotMs(int i) {
    return slotMs[i];
  }

  /** Start of window {@code i}, epoch ms. */
  public long startMs(int i) {
    return startMs[i];
  }

  /** Length of window {@code i}, ms. */
  public long lengthMs(int i) {
    return lengthMs[i];
  }

  /** Operations in window {@code i}. */
  public long count(int i) {
    return counts[i];
  }

  /** Throughput of window {@code i}, ops/s. */
  public double opsPerSec(int i) {
    return opsPerSec[i];
  }

  /** 95th percentile latency of window {@code i}, microseconds (NaN when empty). */
  public double p95Us(int i) {
    return p95Us[i];
  }

  /** How many hosts covered window {@code i}. */
  public int hosts(int i) {
    return hosts[i];
  }

  /** 99th percentile latency of window {@code i}, microseconds (NaN when empty). */
  public double p99Us(int i) {
    return p99Us[i];
  }
}
