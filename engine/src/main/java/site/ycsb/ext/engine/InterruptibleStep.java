/*
 * Copyright (c) 2026 ycsb-ext contributors.
 * Licensed under the Apache License, Version 2.0 (http://www.apache.org/licenses/LICENSE-2.0).
 */
package site.ycsb.ext.engine;

/**
 * A step of the run's preparation that a stop signal may cut short: while {@link #run} runs a step on the calling
 * thread, {@link #interrupt} interrupts that thread (say a facts provider blocked in its client's bootstrap), so a
 * Ctrl-C during the preparation ends the run as one during the operations does. Once the step has returned, an
 * interrupt changes nothing and the caller's interrupt status is cleared: the stop itself is the caller's to record.
 *
 * <p>Thread-safety: {@link #run} from one thread at a time, {@link #interrupt} from any thread (the signal handler's).
 */
final class InterruptibleStep {
  private Thread running;

  /** Runs {@code step} on this thread, interruptible by {@link #interrupt} until it returns or throws. */
  void run(Runnable step) {
    synchronized (this) {
      running = Thread.currentThread();
    }
    try {
      step.run();
    } finally {
      synchronized (this) {
        running = null;
        Thread.interrupted();
      }
    }
  }

  /** Interrupts the thread running a step, if one is. */
  synchronized void interrupt() {
    if (running != null) {
      running.interrupt();
    }
  }
}
