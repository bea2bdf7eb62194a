/*
 * Copyright (c) 2026 ycsb-ext contributors.
 * Licensed under the Apache License, Version 2.0 (http://www.apache.org/licenses/LICENSE-2.0).
 */
package site.ycsb.ext.measurements;

import java.util.HashMap;
import java.util.Map;

/**
 * One client thread's recorder ({@link ExtMeasurements#newOperationRecorder}): what
 * {@link ExtMeasurements#measureSince} does, through {@link PeriodicHistogram.Writer}s of its own, one per measurement
 * name, found in a map of this thread's own instead of the shared map and the thread-local slot. Values, windows and
 * the export are the same.
 *
 * <p>Not thread-safe: one thread at a time (the client thread that owns it).
 */
public final class OperationRecorder {
  private final ExtMeasurements measurements;
  private final boolean periodic;
  private final MeasurementSettings.LatencyMode mode;
  private final Map<String, PeriodicHistogram.Writer> latency = new HashMap<String, PeriodicHistogram.Writer>();
  private final Map<String, PeriodicHistogram.Writer> intended = new HashMap<String, PeriodicHistogram.Writer>();

  OperationRecorder(ExtMeasurements measurements) {
    this.measurements = measurements;
    this.periodic = measurements.periodic();
    this.mode = measurements.settings().latencyMode();
  }

  /**
   * {@link ExtMeasurements#measureSince}.
   *
   * @param operation the measurement name ({@code READ}, {@code READ-FAILED}, ...)
   * @param startNanos the operation's start, a {@code System.nanoTime()} reading
   * @param intendedStartNanos its intended start
   * @return the operation's end, the (first) {@code System.nanoTime()} reading taken here
   */
  public long measureSince(String operation, long startNanos, long intendedStartNanos) {
    if (!periodic) {
      return measurements.measureSince(operation, startNanos, intendedStartNanos);
    }
    if (mode == MeasurementSettings.LatencyMode.OP) {
      return latencyWriter(operation).measureSince(startNanos);
    }
    long endNanos = 0;
    if (mode != MeasurementSettings.LatencyMode.INTENDED) {
      endNanos = latencyWriter(operation).measureSince(startNanos);
    }
    PeriodicHistogram.Writer writer = intended.get(operation);
    if (writer == null) {
      writer = measurements.intendedHistogram(operation).newWriter();
      intended.put(operation, writer);
    }
    long intendedEnd = writer.measureSince(intendedStartNanos);
    return mode == MeasurementSettings.LatencyMode.INTENDED ? intendedEnd : endNanos;
  }

  private PeriodicHistogram.Writer latencyWriter(String operation) {
    PeriodicHistogram.Writer writer = latency.get(operation);
    if (writer == null) {
      writer = measurements.latencyHistogram(operation).newWriter();
      latency.put(operation, writer);
    }
    return writer;
  }
}
