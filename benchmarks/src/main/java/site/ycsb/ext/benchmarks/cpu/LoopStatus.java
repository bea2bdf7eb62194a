/*
 * Copyright (c) 2026 ycsb-ext contributors.
 * Licensed under the Apache License, Version 2.0 (http://www.apache.org/licenses/LICENSE-2.0).
 */
package site.ycsb.ext.benchmarks.cpu;

import java.io.PrintStream;
import java.util.concurrent.atomic.LongAdder;

/**
 * A raw loop's status lines in YCSB core's shape ({@code "<label> N sec: M operations;"}), one per second of the run
 * to stderr and a last one at {@link #close}, so {@link CpuPerOperation} measures the raw loops over the same window
 * as {@code bin/ycsb} and upstream's client. Workers call {@link #operationDone} once per operation.
 *
 * <p>Thread-safe: {@link #operationDone} from any thread; {@link #start} and {@link #close} from the loop's owner.
 */
public final class LoopStatus implements AutoCloseable {
  private final LongAdder operations = new LongAdder();
  private final String label;
  private final PrintStream out;
  private final Thread thread = new Thread(this::run, "loop-status");
  private final Object lock = new Object();
  private long startNs;
  private boolean stopped;

  /** @param label the first word of every line (e.g. {@code raw-client}) */
  public LoopStatus(String label, PrintStream out) {
    this.label = label;
    this.out = out;
    thread.setDaemon(true);
  }

  /** Starts the per-second lines; the run's elapsed time counts from now. */
  public LoopStatus start() {
    startNs = System.nanoTime();
    thread.start();
    return this;
  }

  /** Counts one finished operation. */
  public void operationDone() {
    operations.increment();
  }

  private void run() {
    synchronized (lock) {
      long next = 1;
      while (!stopped) {
        // Waits to the nanosecond (wait(ms, ns) rounds up): a wait truncated to whole milliseconds would come back
        // just before the second and print it again and again until it passed.
        long waitNs = startNs + next * 1_000_000_000L - System.nanoTime();
        if (waitNs > 0) {
          try {
            lock.wait(waitNs / 1_000_000, (int) (waitNs % 1_000_000));
          } catch (InterruptedException e) {
            return;
          }
          continue;
        }
        long second = (System.nanoTime() - startNs) / 1_000_000_000L;
        out.println(label + " " + second + " sec: " + operations.sum() + " operations;");
        next = second + 1;
      }
    }
  }

  /** Stops the per-second lines and prints the last one (the workers have stopped). */
  @Override
  public void close() {
    synchronized (lock) {
      if (!stopped) {
        stopped = true;
        lock.notifyAll();
        out.println(label + " " + (System.nanoTime() - startNs) / 1_000_000_000L + " sec: " + operations.sum()
            + " operations;");
      }
    }
  }
}
