/*
 * Copyright (c) 2026 ycsb-ext contributors.
 * Licensed under the Apache License, Version 2.0 (http://www.apache.org/licenses/LICENSE-2.0).
 */
package site.ycsb.ext.measurements;

import org.slf4j.Logger;
import org.slf4j.LoggerFactory;

/**
 * The window thread: a daemon that wakes at every wall-clock multiple of the window length and has each operation's
 * {@link PeriodicHistogram} write the window that just ended. It runs on its own schedule, independent of {@code -s}
 * and the status line. When it wakes late (a loaded machine, a pause), it writes every window that ended meanwhile,
 * each with the values measured inside it: values are filed by their own instant when measured
 * ({@link WindowRecorder}), so its delay changes when a window is written, never what it holds.
 *
 * <p>Thread-safety: {@link #start} and {@link #stop} from the thread that owns the measurements; the rest runs on the
 * window thread.
 */
final class WindowRoller implements Runnable {

  private static final Logger LOG = LoggerFactory.getLogger(WindowRoller.class);
  private static final long STOP_WAIT_MS = 5_000;

  private final long windowMs;
  private final WindowClock clock;
  private final Iterable<PeriodicHistogram> histograms;
  private final Thread thread;
  private volatile boolean stopped;
  private boolean failureLogged;
  private long nextBoundaryMs;

  /**
   * @param windowMs window length, milliseconds
   * @param clock the clock boundaries follow
   * @param histograms the live set of operations; iterated at each boundary, may grow meanwhile
   */
  WindowRoller(long windowMs, WindowClock clock, Iterable<PeriodicHistogram> histograms) {
    this.windowMs = windowMs;
    this.clock = clock;
    this.histograms = histograms;
    // The first boundary is fixed now, not when the thread first runs: windows open from this moment on.
    this.nextBoundaryMs = PeriodicHistogram.alignDown(clock.nowMs(), windowMs) + windowMs;
    this.thread = new Thread(this, "ycsb-periodic-windows");
    thread.setDaemon(true);
  }

  void start() {
    thread.start();
  }

  /** Stops the thread and waits for it (at most 5 s): it may be writing a window. */
  void stop() {
    stopped = true;
    thread.interrupt();
    try {
      thread.join(STOP_WAIT_MS);
    } catch (InterruptedException e) {
      Thread.currentThread().interrupt();
    }
  }

  @Override
  public void run() {
    while (!stopped) {
      try {
        clock.sleepUntil(nextBoundaryMs);
      } catch (InterruptedException e) {
        return;
      }
      long boundaryMs = PeriodicHistogram.alignDown(clock.nowMs(), windowMs);
      for (PeriodicHistogram histogram : histograms) {
        try {
          histogram.closeWindowsUpTo(boundaryMs);
        } catch (RuntimeException e) {
          if (!failureLogged) {
            failureLogged = true;
            LOG.error("Closing the window ending at {} of {} failed; windows go on", boundaryMs, histogram.getName(), e);
          }
        }
      }
      nextBoundaryMs = boundaryMs + windowMs;
    }
  }
}
