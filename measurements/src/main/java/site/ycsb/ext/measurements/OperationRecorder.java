/*
 * Copyright (c) 2026 ycsb-ext contributors.
 * Licensed under the Apache License, Version 2.0 (http://www.apache.org/licenses/LICENSE-2.0).
 */
package site.ycsb.ext.measurements;

import java.util.HashMap;
import java.util.Map;
import java.util.concurrent.atomic.LongAdder;
import site.ycsb.Status;

/**
 * One client thread's recorder ({@link ExtMeasurements#newOperationRecorder}): what
 * {@link ExtMeasurements#measureSince} and {@link ExtMeasurements#reportStatus} do, through
 * {@link PeriodicHistogram.Writer}s and status counters of its own, one set per measurement name, found in a map of
 * this thread's own instead of the shared maps and the thread-local slot. Values, windows, counts and the export are
 * the same.
 *
 * <p>Not thread-safe: one thread at a time (the client thread that owns it).
 */
public final class OperationRecorder {
  private final ExtMeasurements measurements;
  private final boolean periodic;
  private final MeasurementSettings.LatencyMode mode;
  private final Map<String, Operation> operations = new HashMap<String, Operation>();

  /** One measurement name's writers and its {@code OK} counter, each made at its first use. */
  private static final class Operation {
    PeriodicHistogram.Writer latency;
    PeriodicHistogram.Writer intended;
    LongAdder ok;
  }

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
    Operation op = operation(operation);
    long endNanos = 0;
    if (mode != MeasurementSettings.LatencyMode.INTENDED) {
      if (op.latency == null) {
        op.latency = measurements.latencyHistogram(operation).newWriter();
      }
      endNanos = op.latency.measureSince(startNanos);
      if (mode == MeasurementSettings.LatencyMode.OP) {
        return endNanos;
      }
    }
    if (op.intended == null) {
      op.intended = measurements.intendedHistogram(operation).newWriter();
    }
    long intendedEnd = op.intended.measureSince(intendedStartNanos);
    return mode == MeasurementSettings.LatencyMode.INTENDED ? intendedEnd : endNanos;
  }

  /**
   * {@link ExtMeasurements#reportStatus}.
   *
   * @param operation the operation ({@code READ}, ...)
   * @param status its status
   */
  public void reportStatus(String operation, Status status) {
    if (!periodic || status != Status.OK) {
      measurements.reportStatus(operation, status);
      return;
    }
    Operation op = operation(operation);
    if (op.ok == null) {
      op.ok = measurements.statusHistogram(operation).statusCounter(status);
    }
    op.ok.increment();
  }

  private Operation operation(String name) {
    Operation op = operations.get(name);
    if (op == null) {
      op = new Operation();
      operations.put(name, op);
    }
    return op;
  }
}
