/*
 * Copyright (c) 2026 ycsb-ext contributors.
 * Licensed under the Apache License, Version 2.0 (http://www.apache.org/licenses/LICENSE-2.0).
 */
package site.ycsb.ext.engine;

import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.concurrent.CountDownLatch;
import java.util.concurrent.TimeUnit;
import java.util.concurrent.atomic.AtomicBoolean;
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
  void anInterruptAfterTheStepReturnedChangesNothing() {
    InterruptibleStep step = new InterruptibleStep();
    step.run(() -> { });
    step.interrupt();
    assertFalse(Thread.interrupted(), "a stop after the preparation interrupted the main thread");
  }
}
