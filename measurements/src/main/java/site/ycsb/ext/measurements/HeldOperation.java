/*
 * Copyright (c) 2026 ycsb-ext contributors.
 * Licensed under the Apache License, Version 2.0 (http://www.apache.org/licenses/LICENSE-2.0).
 */
package site.ycsb.ext.measurements;

import site.ycsb.Status;

/**
 * One operation's recording path, held by one caller for one thread ({@link ExtMeasurements#hold}; the engine's
 * measured DB keeps one per operation name): it records straight into that thread's {@link OperationWriter}, so a
 * value costs no thread-local and no name lookup. A value lands exactly where
 * {@link ExtMeasurements#measure(String, int, long)} puts it: the window of its end reading, converted by the window
 * clock's one offset, or the first open window when that one is already written (counted in {@code LateValues}).
 *
 * <p>A writer belongs to one thread: called from any other thread than the one that took it (a DB instance used by
 * two threads), the handle records through {@link ExtMeasurements}' per-thread path instead, so no writer is ever
 * written by two threads. Without a writer of its own (core's types, {@code measurement.interval=intended}, or the
 * thread already holding {@value ThreadWriters#CAPACITY} operations) it always does.
 *
 * <p>Thread-safety: any thread, as described; wait-free on the owning thread.
 */
public final class HeldOperation {

  private final ExtMeasurements measurements;
  private final String operation;
  /** The thread the writer belongs to. */
  private final Thread owner;
  /** The owning thread's writer of the operation; null when there is none. */
  private final OperationWriter writer;
  private final WindowClock clock;

  HeldOperation(ExtMeasurements measurements, String operation, OperationWriter writer, WindowClock clock) {
    this.measurements = measurements;
    this.operation = operation;
    this.owner = Thread.currentThread();
    this.writer = writer;
    this.clock = clock;
  }

  /** The measurement name recorded under ({@code READ}, {@code READ-FAILED}, ...). */
  public String operation() {
    return operation;
  }

  /**
   * Records one latency as {@link ExtMeasurements#measure(String, int, long)} does. Reads no clock.
   *
   * @param latencyUs latency in microseconds
   * @param endNanos the operation's end, the {@code System.nanoTime()} reading the latency was computed from
   */
  public void measure(int latencyUs, long endNanos) {
    if (writer != null && Thread.currentThread() == owner) {
      writer.measureAt(latencyUs, clock.msAtNanos(endNanos));
    } else {
      measurements.measure(operation, latencyUs, endNanos);
    }
  }

  /**
   * Records one intended latency, as {@link ExtMeasurements#measureIntended(String, int, long)} does.
   *
   * @param latencyUs latency from the intended start, microseconds
   * @param endNanos the operation's end, a {@code System.nanoTime()} reading
   */
  public void measureIntended(int latencyUs, long endNanos) {
    measurements.measureIntended(operation, latencyUs, endNanos);
  }

  /** Counts one return code under this operation, as {@link ExtMeasurements#reportStatus} does. */
  public void reportStatus(Status status) {
    if (writer != null && Thread.currentThread() == owner) {
      writer.reportStatus(status);
    } else {
      measurements.reportStatus(operation, status);
    }
  }
}
