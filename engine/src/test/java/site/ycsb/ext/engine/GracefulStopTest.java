/*
 * Copyright (c) 2026 ycsb-ext contributors.
 * Licensed under the Apache License, Version 2.0 (http://www.apache.org/licenses/LICENSE-2.0).
 */
package site.ycsb.ext.engine;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.ArrayList;
import java.util.List;
import java.util.concurrent.CountDownLatch;
import java.util.concurrent.FutureTask;
import java.util.concurrent.TimeUnit;
import java.util.concurrent.atomic.AtomicBoolean;
import java.util.concurrent.atomic.AtomicInteger;
import java.util.concurrent.locks.LockSupport;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.Test;

/**
 * The end of the client threads, with real threads. Outcomes only: the deadlines are generous where a thread must
 * make them and short where it must miss them, and nothing asserts how long anything took.
 */
class GracefulStopTest {
  private static final long GENEROUS_NS = TimeUnit.MINUTES.toNanos(2);
  private final RunFailures failures = new RunFailures();
  private final AtomicInteger stopRequests = new AtomicInteger();
  private final CountDownLatch stop = new CountDownLatch(1);
  private final CountDownLatch released = new CountDownLatch(1);
  private final List<Thread> threads = new ArrayList<>();

  @AfterEach
  void endThreads() throws InterruptedException {
    released.countDown();
    for (Thread thread : threads) {
      thread.interrupt();
      thread.join(TimeUnit.SECONDS.toMillis(30));
    }
  }

  private void requestStop() {
    stopRequests.incrementAndGet();
    stop.countDown();
  }

  private void start(Runnable body, int count) {
    for (int i = 0; i < count; i++) {
      Thread thread = new Thread(body, "graceful-stop-test-" + threads.size());
      thread.setDaemon(true);
      threads.add(thread);
      thread.start();
    }
  }

  /** A client thread that runs until the stop is requested. */
  private void honoursStop() {
    try {
      stop.await();
    } catch (InterruptedException e) {
      Thread.currentThread().interrupt();
    }
  }

  /** A client thread that ignores the stop request and ends only when interrupted (or the test ends). */
  private void ignoresStop() {
    try {
      released.await();
    } catch (InterruptedException e) {
      Thread.currentThread().interrupt();
    }
  }

  @Test
  void threadsThatFinishBeforeTheDeadlineAreJoinedWithoutAStopRequest() {
    start(() -> { }, 3);
    long hung = new GracefulStop(200).join(threads, System.nanoTime() + GENEROUS_NS, this::requestStop, failures);
    assertEquals(0, hung);
    assertEquals(0, stopRequests.get());
    assertTrue(failures.isEmpty());
    assertTrue(threads.stream().noneMatch(Thread::isAlive));
  }

  @Test
  void noDeadlineWaitsForTheThreadsWithoutAStopRequest() {
    start(() -> { }, 2);
    assertEquals(0, new GracefulStop(200).join(threads, Long.MAX_VALUE, this::requestStop, failures));
    assertEquals(0, stopRequests.get());
  }

  @Test
  void passedDeadlineRequestsTheStopOnceAndJoinsThreadsThatHonourIt() {
    start(this::honoursStop, 4);
    long hung = new GracefulStop(TimeUnit.MINUTES.toMillis(2)).join(threads, System.nanoTime(), this::requestStop,
        failures);
    assertEquals(0, hung);
    assertEquals(1, stopRequests.get());
    assertTrue(failures.isEmpty());
    assertTrue(threads.stream().noneMatch(Thread::isAlive));
  }

  @Test
  void threadThatIgnoresTheStopIsInterruptedAfterTheGraceAndCountedAsHung() throws InterruptedException {
    start(this::honoursStop, 2);
    start(this::ignoresStop, 1);
    Thread ignoring = threads.get(2);
    long hung = new GracefulStop(200).join(threads, System.nanoTime(), this::requestStop, failures);
    assertEquals(1, hung);
    assertEquals(1, stopRequests.get());
    assertEquals(List.of("1 client thread(s) did not stop within 200 ms after the stop request; the summary covers"
        + " the operations completed so far"), failures.causes());
    // The interrupt ends the thread that only waits to be released.
    ignoring.join(TimeUnit.SECONDS.toMillis(30));
    assertFalse(ignoring.isAlive());
  }

  @Test
  void stopNowEndsTheWaitForADeadlineThatNeverComesEvenWhenAThreadIgnoresEveryStop() throws Exception {
    AtomicBoolean spinning = new AtomicBoolean(true);
    // core's key chooser on an impossible range: looks at neither the stop flag nor its interrupt
    start(() -> {
      while (spinning.get()) {
        LockSupport.parkNanos(TimeUnit.MILLISECONDS.toNanos(1));
      }
    }, 1);
    GracefulStop end = new GracefulStop(200);
    FutureTask<Long> joined = new FutureTask<>(
        () -> end.join(threads, Long.MAX_VALUE, this::requestStop, failures));
    Thread main = new Thread(joined, "graceful-stop-test-main");
    main.setDaemon(true);
    main.start();
    end.stopNow(); // a TERM from another thread, at any moment of the wait (here possibly before it)
    try {
      assertEquals(1, joined.get(GENEROUS_NS, TimeUnit.NANOSECONDS), "the spinning thread counted as hung");
      assertEquals(1, stopRequests.get());
      assertEquals(List.of("1 client thread(s) did not stop within 200 ms after the stop request; the summary covers"
          + " the operations completed so far"), failures.causes());
    } finally {
      spinning.set(false);
    }
  }

  @Test
  void graceInWholeSecondsIsSaidInSeconds() {
    start(this::ignoresStop, 1);
    new GracefulStop(1000).join(threads, System.nanoTime(), this::requestStop, failures);
    assertEquals(List.of("1 client thread(s) did not stop within 1 s after the stop request; the summary covers"
        + " the operations completed so far"), failures.causes());
  }

  @Test
  void aStopDuringTheInitInterruptsTheThreadsAndShortensTheGrace() throws Exception {
    AtomicBoolean spinning = new AtomicBoolean(true);
    start(this::ignoresStop, 1); // a bootstrap that ends on its interrupt
    start(() -> { // one that ignores it, as a blocking socket read does
      while (spinning.get()) {
        LockSupport.parkNanos(TimeUnit.MILLISECONDS.toNanos(1));
      }
    }, 1);
    GracefulStop end = new GracefulStop(60_000);
    end.stopNow();
    end.stoppedDuringInit(threads);
    threads.get(0).join(TimeUnit.SECONDS.toMillis(30));
    assertFalse(threads.get(0).isAlive(), "the interrupt ended the bootstrap that honours it");
    try {
      assertEquals(1, end.join(threads, Long.MAX_VALUE, this::requestStop, failures));
      assertEquals(List.of("1 client thread(s) did not stop within " + GracefulStop.INIT_STOP_GRACE_MS + " ms after"
          + " the stop request; the summary covers the operations completed so far"), failures.causes());
    } finally {
      spinning.set(false);
    }
  }
}
