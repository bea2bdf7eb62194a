/*
 * Copyright (c) 2026 ycsb-ext contributors.
 * Licensed under the Apache License, Version 2.0 (http://www.apache.org/licenses/LICENSE-2.0).
 */
package site.ycsb.ext.engine;

import java.util.Properties;
import java.util.concurrent.CountDownLatch;
import java.util.concurrent.atomic.AtomicLong;
import java.util.function.BooleanSupplier;
import site.ycsb.DBException;
import site.ycsb.Workload;
import site.ycsb.WorkloadException;
import site.ycsb.measurements.Measurements;

/**
 * One client thread: initialises its DB instance and workload state, waits for the common start, then runs its
 * share of operations (or until the workload is asked to stop), throttled to its share of {@code target}, then
 * cleans its DB up. Every failure is reported to {@link RunFailures} as one line, never swallowed.
 * {@link #operationsDone()} may be read from any thread; everything else belongs to the worker's own thread.
 */
final class ClientWorker implements Runnable {
  private final int id;
  private final int threadCount;
  private final CountingDB db;
  private final Workload workload;
  private final Properties props;
  private final boolean transactions;
  private final long operations;
  private final Throttle throttle;
  private final boolean stopAtFirstFailedInsert;
  private final CountDownLatch initialised;
  private final CountDownLatch start;
  private final RunFailures failures;
  private final StartLag.Recorder startLag;
  private final Backoff backoff;
  private final AtomicLong done = new AtomicLong();
  private final AtomicLong succeeded = new AtomicLong();
  private volatile boolean initFailed;
  private volatile boolean aborted;

  /**
   * @param operations this thread's share ({@link OperationShares}); {@code -1} runs until the workload is asked to
   *     stop
   * @param throttle this thread's pace under the target (its own instance)
   * @param stopAtFirstFailedInsert whether a load thread stops at its first failed insert (core's rule), or goes on
   *     (the run's {@code failures.max} then judges the failures)
   * @param startLag where, under a target, each operation's lag behind its intended start goes (this thread's own)
   * @param backoff this thread's pauses after failed operations (its own instance)
   */
  ClientWorker(int id, int threadCount, CountingDB db, Workload workload, Properties props, boolean transactions,
      long operations, Throttle throttle, boolean stopAtFirstFailedInsert, CountDownLatch initialised,
      CountDownLatch start, RunFailures failures, StartLag.Recorder startLag, Backoff backoff) {
    this.id = id;
    this.threadCount = threadCount;
    this.db = db;
    this.workload = workload;
    this.props = props;
    this.transactions = transactions;
    this.operations = operations;
    this.throttle = throttle;
    this.stopAtFirstFailedInsert = stopAtFirstFailedInsert;
    this.initialised = initialised;
    this.start = start;
    this.failures = failures;
    this.startLag = startLag;
    this.backoff = backoff;
  }

  /** This thread's backoff after failed operations (its counts may be read from any thread). */
  Backoff backoff() {
    return backoff;
  }

  /** Operations attempted so far by this thread (successful or not, as core counts them). */
  long operationsDone() {
    return done.get();
  }

  /**
   * Operations of this thread that succeeded so far, counted as core counts operations: a transaction succeeded when
   * none of its database calls failed (a read-modify-write is one operation of two calls); an insert when its last
   * attempt did (core may retry it).
   */
  long operationsSucceeded() {
    return succeeded.get();
  }

  boolean initFailed() {
    return initFailed;
  }

  /** Makes a worker that is waiting for the start skip its operations (used when another thread's init failed). */
  void abort() {
    aborted = true;
  }

  @Override
  public void run() {
    Object state;
    try {
      db.init();
      state = workload.initThread(props, id, threadCount);
    } catch (DBException | WorkloadException | RuntimeException | Error e) {
      initFailed = true;
      failures.addInitFailure(id, RunFailures.describe(e), RunFailures.isBadInput(e));
      initialised.countDown();
      return;
    }
    initialised.countDown();
    try {
      start.await();
    } catch (InterruptedException e) {
      Thread.currentThread().interrupt();
      aborted = true;
    }
    try {
      if (!aborted) {
        runOperations(state);
      }
    } catch (Throwable t) {
      failures.addThreadDeath(id, done.get(), RunFailures.describe(t));
    } finally {
      cleanup();
    }
  }

  private void runOperations(Object state) {
    Measurements measurements = Measurements.getMeasurements();
    throttle.spreadFirstOperation(Math.random());
    BooleanSupplier stopRequested = workload::isStopRequested;
    long startNs = System.nanoTime();
    long count = 0;
    long successes = 0;
    // Unthrottled, once this thread has paused: the operation after a pause is intended to start when the pause
    // started (so its intended latency counts the lost time), every other one when it starts.
    boolean intendedAfterPause = false;
    long pauseStartNs = -1;
    while ((operations < 0 || count < operations) && !workload.isStopRequested()) {
      if (throttle.isThrottled()) {
        long lateNs = throttle.lateness(startNs, count, stopRequested);
        measurements.setIntendedStartTimeNs(throttle.intendedStartNs(startNs, count));
        startLag.record(lateNs);
      } else if (intendedAfterPause) {
        measurements.setIntendedStartTimeNs(pauseStartNs >= 0 ? pauseStartNs : System.nanoTime());
      }
      long failedCallsBefore = db.failedCalls();
      boolean ok = transactions ? workload.doTransaction(db, state) : workload.doInsert(db, state);
      if (!ok && transactions) {
        failures.add("Client thread " + id + " stopped after " + count + " operations: the workload reported a"
            + " failed transaction (see Return= counts)");
        break;
      }
      if (!ok && stopAtFirstFailedInsert) {
        // The insert's failure is in the run's tally: the outcome names it, with its status.
        break;
      }
      count++;
      boolean succeededNow = ok && (!transactions || db.failedCalls() == failedCallsBefore);
      if (succeededNow) {
        successes++;
        succeeded.lazySet(successes);
      }
      done.lazySet(count);
      pauseStartNs = backoff.afterOperation(!succeededNow, stopRequested);
      intendedAfterPause |= pauseStartNs >= 0;
    }
  }

  private void cleanup() {
    try {
      db.cleanup();
    } catch (DBException | RuntimeException e) {
      failures.add("DB cleanup failed in client thread " + id + ": " + RunFailures.describe(e));
    }
  }
}
