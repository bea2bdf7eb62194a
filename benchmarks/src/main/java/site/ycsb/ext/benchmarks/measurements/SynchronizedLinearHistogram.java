/*
 * Copyright (c) 2026 ycsb-ext contributors.
 * Licensed under the Apache License, Version 2.0 (http://www.apache.org/licenses/LICENSE-2.0).
 */
package site.ycsb.ext.benchmarks.measurements;

import java.io.IOException;
import site.ycsb.measurements.OneMeasurement;
import site.ycsb.measurements.exporter.MeasurementsExporter;

/**
 * The recording design of Aerospike's 2016 fork, rebuilt as a benchmark baseline: one monitor per operation, taken on
 * every value; linear buckets of a fixed width plus an overflow count; operation count, sum, sum of squares, minimum
 * and maximum. Only recording is modelled (no windows, no files). Thread-safe through {@code synchronized}.
 */
final class SynchronizedLinearHistogram extends OneMeasurement {

  private final long[] buckets;
  private final long bucketWidthUs;
  private long overflow;
  private long operations;
  private long sumUs;
  private double sumSquaresUs;
  private long minUs = Long.MAX_VALUE;
  private long maxUs = Long.MIN_VALUE;

  /**
   * @param name the operation name
   * @param buckets number of linear buckets
   * @param bucketWidthUs bucket width in microseconds
   */
  SynchronizedLinearHistogram(String name, int buckets, long bucketWidthUs) {
    super(name);
    this.buckets = new long[buckets];
    this.bucketWidthUs = bucketWidthUs;
  }

  @Override
  public synchronized void measure(int latencyUs) {
    long bucket = latencyUs / bucketWidthUs;
    if (bucket < buckets.length) {
      buckets[(int) bucket]++;
    } else {
      overflow++;
    }
    operations++;
    sumUs += latencyUs;
    sumSquaresUs += (double) latencyUs * latencyUs;
    minUs = Math.min(minUs, latencyUs);
    maxUs = Math.max(maxUs, latencyUs);
  }

  @Override
  public synchronized String getSummary() {
    return "[" + getName() + ": Count=" + operations + ", Overflow=" + overflow + "]";
  }

  @Override
  public synchronized void exportMeasurements(MeasurementsExporter exporter) throws IOException {
    exporter.write(getName(), "Operations", operations);
    exporter.write(getName(), "AverageLatency(us)", operations == 0 ? 0 : (double) sumUs / operations);
    exporter.write(getName(), "LatencyVariance(us)", operations == 0 ? 0
        : sumSquaresUs / operations - Math.pow((double) sumUs / operations, 2));
    exporter.write(getName(), "MinLatency(us)", operations == 0 ? 0 : minUs);
    exporter.write(getName(), "MaxLatency(us)", operations == 0 ? 0 : maxUs);
  }
}
