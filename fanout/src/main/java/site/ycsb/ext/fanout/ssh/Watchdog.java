/*
 * Copyright (c) 2026 ycsb-ext contributors.
 * Licensed under the Apache License, Version 2.0 (http://www.apache.org/licenses/LICENSE-2.0).
 */
package site.ycsb.ext.fanout.ssh;

import java.time.Duration;

/** Bounds a blocking exchange with a process: kills the process when a timeout passes first. Thread-safe. */
final class Watchdog {
  private Watchdog() {
  }

  /**
   * Starts a daemon thread that kills {@code process} after {@code timeout} unless interrupted first; interrupt the
   * returned thread once the exchange is over.
   */
  static Thread destroyAfter(Process process, Duration timeout) {
    Thread thread = new Thread(() -> {
      try {
        Thread.sleep(timeout.toMillis());
        process.destroyForcibly();
      } catch (InterruptedException e) {
        // the exchange ended in time
      }
    }, "fanout-watchdog");
    thread.setDaemon(true);
    thread.start();
    return thread;
  }
}
