/*
 * Copyright (c) 2026 ycsb-ext contributors.
 * Licensed under the Apache License, Version 2.0 (http://www.apache.org/licenses/LICENSE-2.0).
 */
package site.ycsb.ext.engine;

import java.io.PrintStream;
import java.util.List;
import java.util.function.LongSupplier;
import java.util.function.Supplier;
import site.ycsb.ext.contract.StatusLine;
import site.ycsb.measurements.Measurements;

/**
 * Prints the status line ({@link StatusLine}, core's format, which fan-out reads) to stderr every
 * {@code status.interval} seconds on the interval grid from the run's start, and once at the end. At most one line
 * per grid point: after a stall (a long GC pause, a suspended process) the missed points are skipped and the next
 * line gives the real rate over the whole stalled time; the elapsed seconds increase strictly from line to line, so
 * the final line is left out when it would repeat the last periodic line's second.
 *
 * <p>{@link #run} runs on its own daemon thread; {@link #stop} may be called from any thread.
 */
final class StatusReporter implements Runnable {
  private final LongSupplier operations;
  private final long expectedOperations;
  private final long intervalMs;
  private final String label;
  private final PrintStream out;
  private final LongSupplier clockMs;
  private final Supplier<String> summary;
  private final long startMs;
  private Runnable beforeLine = () -> { };
  private PrintStream copy;
  private final Object lock = new Object();
  private boolean stopped;
  private long lastOps;
  private long lastMs;
  private long lastElapsedSeconds = -1;

  /**
   * @param expectedOperations total operations of the run, or {@code -1} when bounded by time only
   * @param intervalSeconds seconds between lines, from 1
   */
  StatusReporter(List<ClientWorker> workers, long expectedOperations, long intervalSeconds, String label, PrintStream out) {
    this(() -> workers.stream().mapToLong(ClientWorker::operationsDone).sum(), expectedOperations, intervalSeconds,
        label, out, System::currentTimeMillis, () -> Measurements.getMeasurements().getSummary());
  }

  /**
   * @param operations the operations done so far, read at each line
   * @param clockMs the wall clock, epoch milliseconds; read once now for the run's start
   * @param summary the latency summary that ends each line
   */
  StatusReporter(LongSupplier operations, long expectedOperations, long intervalSeconds, String label, PrintStream out,
      LongSupplier clockMs, Supplier<String> summary) {
    this.operations = operations;
    this.expectedOperations = expectedOperations;
    this.intervalMs = intervalSeconds * 1000L;
    this.label = label;
    this.out = out;
    this.clockMs = clockMs;
    this.summary = summary;
    this.startMs = clockMs.getAsLong();
    this.lastMs = startMs;
  }

  /**
   * Runs {@code sampler} before every line (core's {@code measurement.trackjvm}) and prints every line to
   * {@code copy} too (core's {@code timeseries} measurement also writes status to stdout; {@code null} for none).
   * Call before {@link #run} starts.
   */
  StatusReporter withSampler(Runnable sampler, PrintStream copy) {
    this.beforeLine = sampler;
    this.copy = copy;
    return this;
  }

  @Override
  public void run() {
    synchronized (lock) {
      long next = startMs + intervalMs;
      while (!stopped) {
        long now = clockMs.getAsLong();
        if (now < next) {
          try {
            lock.wait(next - now);
          } catch (InterruptedException e) {
            return;
          }
          continue;
        }
        next = tick(now);
      }
    }
  }

  /**
   * Prints the line due at {@code now} (a grid point or later) and returns the next grid point after {@code now}: a
   * stall that outlasted several intervals gives one line, not a burst. Called by the reporter thread (or a test).
   */
  long tick(long now) {
    synchronized (lock) {
      printLine(now);
      return startMs + ((now - startMs) / intervalMs + 1) * intervalMs;
    }
  }

  /** Stops the periodic lines and prints the final one (unless it would repeat the last line's second). */
  void stop() {
    synchronized (lock) {
      if (!stopped) {
        stopped = true;
        printLine(clockMs.getAsLong());
        lock.notifyAll();
      }
    }
  }

  private void printLine(long now) {
    long elapsedSeconds = (now - startMs) / 1000;
    if (elapsedSeconds <= lastElapsedSeconds) {
      return;
    }
    long ops = operations.getAsLong();
    double current = now > lastMs ? (ops - lastOps) * 1000.0 / (now - lastMs) : 0;
    long remainingSeconds = expectedOperations > 0 && ops > 0 && ops < expectedOperations
        ? (long) ((expectedOperations - ops) * ((now - startMs) / 1000.0) / ops) : -1;
    lastOps = ops;
    lastMs = now;
    lastElapsedSeconds = elapsedSeconds;
    beforeLine.run();
    String line = new StatusLine(elapsedSeconds, ops, current).format(label, now, remainingSeconds, summary.get());
    out.println(line);
    if (copy != null) {
      copy.println(line);
    }
  }
}
