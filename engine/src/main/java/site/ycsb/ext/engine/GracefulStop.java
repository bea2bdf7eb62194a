/*
 * Copyright (c) 2026 ycsb-ext contributors.
 * Licensed under the Apache License, Version 2.0 (http://www.apache.org/licenses/LICENSE-2.0).
 */
package site.ycsb.ext.engine;

import java.util.List;
import java.util.concurrent.TimeUnit;
import site.ycsb.ext.contract.EngineProcess;

/**
 * The end of a run's client threads: they run freely until a deadline ({@code maxexecutiontime}); when one is still
 * alive at the deadline the stop is requested once and the threads get a grace period to finish their current
 * operation; a thread still alive after the grace is interrupted and counted as hung, in one failure line.
 * {@link #stopNow} (a stop signal, a feature's early stop) moves the deadline to now, so a run stops promptly even when
 * a client thread never looks at the workload's stop flag (core's key chooser spinning on an impossible key range).
 * {@link #join} is called from one thread (the benchmark's main thread); {@link #stopNow} from any thread.
 */
public final class GracefulStop {
  /** The grace of a real run, milliseconds: how long client threads get after the stop request. Default: 10000. */
  public static final long DEFAULT_GRACE_MS = EngineProcess.STOP_GRACE_MS;
  /** The grace after a stop during the bindings' init, milliseconds. */
  static final long INIT_STOP_GRACE_MS = 250;

  /** How long one wait for a thread lasts before the stop flag is looked at again, milliseconds. */
  private static final long STOP_CHECK_MS = 50;

  private volatile long graceMs;
  /** Set by {@link #stopNow}: the deadline has passed. */
  private volatile boolean stopNow;

  /** @param graceMs how long threads get to end after the stop request, milliseconds, from 1 */
  GracefulStop(long graceMs) {
    if (graceMs < 1) {
      throw new IllegalArgumentException("graceMs must be at least 1, got " + graceMs);
    }
    this.graceMs = graceMs;
  }

  /**
   * A stop signal came while the bindings' init ran: no operation ran, so a thread still blocked in its init has
   * nothing to finish. Interrupts {@code threads} and shortens the grace to {@value #INIT_STOP_GRACE_MS} ms, so Ctrl-C
   * during a bootstrap that ignores interrupts still ends the run within 2 s. Thread-safe.
   */
  void stoppedDuringInit(List<Thread> threads) {
    graceMs = Math.min(graceMs, INIT_STOP_GRACE_MS);
    threads.forEach(Thread::interrupt);
  }

  /**
   * Ends the wait for the deadline now (or makes the next {@link #join} skip it): the stop is requested and the grace
   * starts. Thread-safe; later calls change nothing.
   */
  void stopNow() {
    stopNow = true;
  }

  /**
   * Joins {@code threads}; at {@code deadlineNs} (or at {@link #stopNow}) asks them to stop and waits the grace. When the calling thread
   * is interrupted the joins end at once (its flag stays set) and threads still alive count as hung.
   *
   * @param deadlineNs the deadline on the {@link System#nanoTime()} clock; {@link Long#MAX_VALUE} for none
   * @param requestStop asks the threads to stop (the workload's {@code requestStop}); called at most once
   * @param failures gets the one line naming the hung threads, if any
   * @return the number of threads still alive after the grace (interrupted, hung)
   */
  long join(List<Thread> threads, long deadlineNs, Runnable requestStop, RunFailures failures) {
    joinAll(threads, deadlineNs, true);
    if (threads.stream().noneMatch(Thread::isAlive)) {
      return 0;
    }
    requestStop.run();
    joinAll(threads, System.nanoTime() + TimeUnit.MILLISECONDS.toNanos(graceMs), false);
    long hung = threads.stream().filter(Thread::isAlive).count();
    if (hung > 0) {
      threads.forEach(Thread::interrupt);
      failures.add(hung + " client thread(s) did not stop within " + graceText()
          + " after the stop request; the summary covers the operations completed so far");
    }
    return hung;
  }

  /** The grace as the failure line says it: whole seconds when it is, else milliseconds. */
  private String graceText() {
    return graceMs % 1000 == 0 ? graceMs / 1000 + " s" : graceMs + " ms";
  }

  /**
   * Joins each thread until the deadline, or not at all once the calling thread is interrupted or, when
   * {@code untilStopNow}, once {@link #stopNow} was called.
   */
  private void joinAll(List<Thread> threads, long deadlineNs, boolean untilStopNow) {
    for (Thread thread : threads) {
      long left;
      while (thread.isAlive() && !(untilStopNow && stopNow) && (left = deadlineNs - System.nanoTime()) > 0) {
        try {
          thread.join(Math.max(1, TimeUnit.NANOSECONDS.toMillis(Math.min(left,
              TimeUnit.MILLISECONDS.toNanos(STOP_CHECK_MS)))));
        } catch (InterruptedException e) {
          Thread.currentThread().interrupt();
          break;
        }
      }
    }
  }
}
