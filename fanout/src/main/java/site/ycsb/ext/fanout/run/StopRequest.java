/*
 * Copyright (c) 2026 ycsb-ext contributors.
 * Licensed under the Apache License, Version 2.0 (http://www.apache.org/licenses/LICENSE-2.0).
 */
package site.ycsb.ext.fanout.run;


import site.ycsb.ext.contract.StopSignals;

/**
 * A request to stop a fan-out run (Ctrl-C, TERM, an interrupted run thread), and the signal that asked for it. Thread
 * safe: {@link #request} may be called from any thread (typically a {@link StopSignals} handler's); the run's thread
 * polls {@link #requested} and sleeps in {@link #pause}, which a request cuts short.
 */
final class StopRequest {
  private final Object wake = new Object();
  private volatile boolean requested;
  /** The first stop signal's number, or 0 when stopped otherwise (or not stopped). */
  private volatile int signal;

  /**
   * Asks the run to stop.
   *
   * @param stopSignal the signal's number, or 0 when the stop comes from no signal; only the first signal counts
   */
  void request(int stopSignal) {
    if (stopSignal != 0 && signal == 0) {
      signal = stopSignal;
    }
    requested = true;
    synchronized (wake) {
      wake.notifyAll();
    }
  }

  /** Whether a stop was asked for. */
  boolean requested() {
    return requested;
  }

  /** 128 + the stop signal's number, or {@code otherwise} when not stopped by a signal. */
  int exitCode(int otherwise) {
    int received = signal;
    return received > 0 ? StopSignals.exitCode(received) : otherwise;
  }

  /** Sleeps up to {@code ms} milliseconds, less when a stop is asked for; an interrupt counts as a stop request. */
  void pause(long ms) {
    synchronized (wake) {
      try {
        wake.wait(ms);
      } catch (InterruptedException e) {
        Thread.currentThread().interrupt();
        request(0);
      }
    }
  }
}
