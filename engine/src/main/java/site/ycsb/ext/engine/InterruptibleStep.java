/*
 * Copyright (c) 2026 ycsb-ext contributors.
 * Licensed under the Apache License, Version 2.0 (http://www.apache.org/licenses/LICENSE-2.0).
 */
package site.ycsb.ext.engine;

/**
 * A step of the run's preparation that a stop signal may cut short: while {@link #run} runs a step on the calling
 * thread, {@link #interrupt} interrupts that thread (say a facts provider blocked in its client's bootstrap), and again
 * every {@link #REPEAT_MS} ms until the step returns, because a client library may clear an interrupt it caught (SDK 3's
 * {@code ClusterEnvironment.build()} does) and then wait its whole connect timeout. So a Ctrl-C during the preparation
 * ends the run as one during the operations does. Once the step has returned, an interrupt changes nothing and the
 * caller's interrupt status is cleared: the stop itself is the caller's to record.
 *
 * <p>Thread-safety: {@link #run} from one thread at a time, {@link #interrupt} from any thread (the signal handler's).
 */
final class InterruptibleStep {
  /** How often a stopped step is interrupted again until it returns, in milliseconds. */
  static final long REPEAT_MS = 100;

  private Thread running;
  /** Counts the steps run, so the repeated interrupts of a stopped step never reach a later one. */
  private long step;

  /** Runs {@code work} on this thread, interruptible by {@link #interrupt} until it returns or throws. */
  void run(Runnable work) {
    synchronized (this) {
      running = Thread.currentThread();
      step++;
    }
    try {
      work.run();
    } finally {
      synchronized (this) {
        running = null;
        Thread.interrupted();
      }
    }
  }

  /** Interrupts the thread running a step, if one is, now and every {@link #REPEAT_MS} ms until the step returns. */
  void interrupt() {
    long stopped;
    synchronized (this) {
      if (running == null) {
        return;
      }
      running.interrupt();
      stopped = step;
    }
    Thread again = new Thread(() -> interruptUntilReturned(stopped), "ycsb-stop-step");
    again.setDaemon(true);
    again.start();
  }

  private void interruptUntilReturned(long stopped) {
    while (true) {
      try {
        Thread.sleep(REPEAT_MS);
      } catch (InterruptedException e) {
        return;
      }
      synchronized (this) {
        if (running == null || step != stopped) {
          return;
        }
        running.interrupt();
      }
    }
  }
}
