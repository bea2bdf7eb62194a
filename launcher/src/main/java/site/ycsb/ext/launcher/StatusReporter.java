/*
 * Copyright (c) 2026 ycsb-ext contributors.
 * Licensed under the Apache License, Version 2.0 (http://www.apache.org/licenses/LICENSE-2.0).
 */
package site.ycsb.ext.launcher;

import java.io.PrintStream;
import java.text.DecimalFormat;
import java.text.DecimalFormatSymbols;
import java.text.SimpleDateFormat;
import java.util.Date;
import java.util.List;
import java.util.Locale;
import site.ycsb.measurements.Measurements;

/**
 * Prints core's status line to stderr every {@code status.interval} seconds and once at the end:
 * {@code [label]yyyy-MM-dd HH:mm:ss:SSS N sec: M operations; X current ops/sec; [est completion in T] <summary>}.
 * Fan-out parses this format. Runs on its own daemon thread; {@link #stop} may be called from any thread.
 */
final class StatusReporter implements Runnable {
  private final List<ClientWorker> workers;
  private final long expectedOperations;
  private final long intervalMillis;
  private final String label;
  private final PrintStream out;
  private final long startMillis = System.currentTimeMillis();
  private final Object lock = new Object();
  private boolean stopped;
  private long lastOps;
  private long lastMillis = startMillis;

  /** @param expectedOperations total operations of the run, or {@code -1} when bounded by time only */
  StatusReporter(List<ClientWorker> workers, long expectedOperations, long intervalSeconds, String label, PrintStream out) {
    this.workers = workers;
    this.expectedOperations = expectedOperations;
    this.intervalMillis = intervalSeconds * 1000L;
    this.label = label;
    this.out = out;
  }

  @Override
  public void run() {
    synchronized (lock) {
      long next = startMillis + intervalMillis;
      while (!stopped) {
        long wait = next - System.currentTimeMillis();
        if (wait > 0) {
          try {
            lock.wait(wait);
          } catch (InterruptedException e) {
            return;
          }
          continue;
        }
        printLine();
        next += intervalMillis;
      }
    }
  }

  /** Stops the periodic lines and prints the final one. */
  void stop() {
    synchronized (lock) {
      if (!stopped) {
        stopped = true;
        printLine();
        lock.notifyAll();
      }
    }
  }

  private void printLine() {
    long now = System.currentTimeMillis();
    long ops = 0;
    for (ClientWorker worker : workers) {
      ops += worker.operationsDone();
    }
    double seconds = (now - lastMillis) / 1000.0;
    double current = seconds > 0 ? (ops - lastOps) / seconds : 0;
    lastOps = ops;
    lastMillis = now;
    StringBuilder line = new StringBuilder(label.isEmpty() ? "" : label + " ");
    line.append(new SimpleDateFormat("yyyy-MM-dd HH:mm:ss:SSS", Locale.US).format(new Date(now)));
    line.append(' ').append((now - startMillis) / 1000).append(" sec: ").append(ops).append(" operations; ");
    line.append(new DecimalFormat("#.##", DecimalFormatSymbols.getInstance(Locale.US)).format(current))
        .append(" current ops/sec; ");
    if (expectedOperations > 0 && ops > 0 && ops < expectedOperations) {
      long remainingSeconds = (long) ((expectedOperations - ops) * ((now - startMillis) / 1000.0) / ops);
      line.append("est completion in ").append(remainingSeconds).append(" sec ");
    }
    line.append(Measurements.getMeasurements().getSummary());
    out.println(line);
  }
}
