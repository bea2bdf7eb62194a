/*
 * Copyright (c) 2026 ycsb-ext contributors.
 * Licensed under the Apache License, Version 2.0 (http://www.apache.org/licenses/LICENSE-2.0).
 */
package site.ycsb.ext.engine;

import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.List;
import java.util.concurrent.CountDownLatch;
import java.util.concurrent.FutureTask;
import java.util.concurrent.TimeUnit;
import java.util.concurrent.atomic.AtomicBoolean;
import java.util.concurrent.locks.LockSupport;
import org.junit.jupiter.api.Test;

/** The wait for the client threads' inits, with real threads; outcomes only, no time asserted. */
class InitialisationWaitTest {

  @Test
  void aStopLeavesBehindAnInitThatIgnoresItsInterrupt() throws Exception {
    AtomicBoolean blocked = new AtomicBoolean(true);
    CountDownLatch initialised = new CountDownLatch(2);
    Thread honours = new Thread(() -> {
      try {
        new CountDownLatch(1).await(); // a bootstrap that ends on its interrupt
      } catch (InterruptedException e) {
        initialised.countDown();
      }
    });
    Thread ignores = new Thread(() -> { // a blocking socket read: deaf to interrupts
      while (blocked.get()) {
        LockSupport.parkNanos(TimeUnit.MILLISECONDS.toNanos(1));
      }
      initialised.countDown();
    });
    honours.setDaemon(true);
    ignores.setDaemon(true);
    honours.start();
    ignores.start();
    FutureTask<Void> wait = new FutureTask<>(() -> InitialisationWait.await(initialised, List.of(honours, ignores),
        () -> true), null);
    Thread main = new Thread(wait, "initialisation-wait-test");
    main.setDaemon(true);
    main.start();
    try {
      wait.get(2, TimeUnit.MINUTES); // before #54 it waited for the deaf init forever
      honours.join(TimeUnit.SECONDS.toMillis(30));
      assertFalse(honours.isAlive(), "the interrupt ended the init that honours it");
      assertTrue(ignores.isAlive(), "the deaf init is left behind");
    } finally {
      blocked.set(false);
    }
  }
}
