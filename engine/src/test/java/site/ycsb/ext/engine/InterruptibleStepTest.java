/*
 * Copyright (c) 2026 ycsb-ext contributors.
 * Licensed under the Apache License, Version 2.0 (http://www.apache.org/licenses/LICENSE-2.0).
 */
package site.ycsb.ext.engine;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.concurrent.CountDownLatch;
import java.util.concurrent.TimeUnit;
import java.util.concurrent.atomic.AtomicBoolean;
import java.util.concurrent.atomic.AtomicInteger;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.Timeout;

class InterruptibleStepTest {

  @Test
  @Timeout(value = 30, threadMode = Timeout.ThreadMode.SEPARATE_THREAD)
  void aStopDuringTheStepInterruptsItsBlockingCallAndLeavesTheCallerUninterrupted() throws Exception {
    InterruptibleStep step = new InterruptibleStep();
    CountDownLatch blocked = new CountDownLatch(1);
    AtomicBoolean cutShort = new AtomicBoolean();
    AtomicBoolean interruptedAfter = new AtomicBoolean(true);
    Thread main = new Thread(() -> {
      step.run(() -> {
        blocked.countDown();
        try {
          new CountDownLatch(1).await(); // a bootstrap that never answers
        } catch (InterruptedException e) {
          cutShort.set(true);
          Thread.currentThread().interrupt(); // as a client library would leave it
        }
      });
      interruptedAfter.set(Thread.currentThread().isInterrupted());
    });
    main.start();
    assertTrue(blocked.await(20, TimeUnit.SECONDS));
    step.interrupt();
    main.join();
    assertTrue(cutShort.get(), "the blocked step was not interrupted");
    assertFalse(interruptedAfter.get(), "the caller kept the step's interrupt status");
  }

  @Test
  @Timeout(value = 30, threadMode = Timeout.ThreadMode.SEPARATE_THREAD)
  void aStepWhoseLibraryClearedTheInterruptIsInterruptedAgainAndTheNextStepIsNot() throws Exception {
    InterruptibleStep step = new InterruptibleStep();
    CountDownLatch blocked = new CountDownLatch(1);
    AtomicInteger interrupts = new AtomicInteger();
    AtomicBoolean nextInterrupted = new AtomicBoolean();
    Thread main = new Thread(() -> {
      step.run(() -> {
        blocked.countDown();
        while (interrupts.get() < 2) {
          try {
            new CountDownLatch(1).await(); // a bootstrap that never answers
          } catch (InterruptedException e) {
            interrupts.incrementAndGet(); // the first is swallowed, as SDK 3's environment build does
          }
        }
      });
      step.run(() -> {
        try {
          Thread.sleep(5 * InterruptibleStep.REPEAT_MS);
        } catch (InterruptedException e) {
          nextInterrupted.set(true);
        }
      });
    });
    main.start();
    assertTrue(blocked.await(20, TimeUnit.SECONDS));
    step.interrupt();
    main.join();
    assertEquals(2, interrupts.get(), "the step swallowed one interrupt and ended with the next");
    assertFalse(nextInterrupted.get(), "a later step got the stopped step's interrupts");
  }

  @Test
  void anInterruptAfterTheStepReturnedChangesNothing() {
    InterruptibleStep step = new InterruptibleStep();
    step.run(() -> { });
    step.interrupt();
    assertFalse(Thread.interrupted(), "a stop after the preparation interrupted the main thread");
  }
}
