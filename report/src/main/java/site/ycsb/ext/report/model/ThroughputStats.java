/*
 * Copyright (c) 2026 ycsb-ext contributors.
 * Licensed under the Apache License, Version 2.0 (http://www.apache.org/licenses/LICENSE-2.0).
 */
package site.ycsb.ext.report.model;

/**
 * Streaming mean and population variance of per-window throughput (Welford's method), so a 12-hour run at 1-second
 * windows needs no stored list. Variance is the population variance across windows, in (ops/s)^2:
 * {@code sum((x_i - mean)^2) / n}. Not thread-safe.
 */
public final class ThroughputStats {
  private long n;
  private double mean;
  private double m2;

  /** Adds one window's throughput in operations per second. */
  public void add(double opsPerSec) {
    n++;
    double delta = opsPerSec - mean;
    mean += delta / n;
    m2 += delta * (opsPerSec - mean);
  }

  /** Number of windows added. */
  public long windows() {
    return n;
  }

  /** Mean of the per-window throughputs, ops/s; NaN without windows. */
  public double mean() {
    return n == 0 ? Double.NaN : mean;
  }

  /** Population variance across windows, (ops/s)^2; NaN without windows. */
  public double variance() {
    return n == 0 ? Double.NaN : m2 / n;
  }

  /** Population standard deviation across windows, ops/s. */
  public double stddev() {
    return Math.sqrt(variance());
  }
}
