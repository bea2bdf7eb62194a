/*
 * Copyright (c) 2026 ycsb-ext contributors.
 * Licensed under the Apache License, Version 2.0 (http://www.apache.org/licenses/LICENSE-2.0).
 */
package site.ycsb.ext.standin.couchbase;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTimeoutPreemptively;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.time.Duration;
import java.util.concurrent.CountDownLatch;
import java.util.concurrent.TimeUnit;
import java.util.concurrent.atomic.AtomicInteger;
import org.junit.jupiter.api.Test;

/** Replacing the mock's nodes never waits for ever on a node that missed an interrupt. */
class MockWiringTest {

  /** A thread that lets its first {@code ignored} interrupts pass, as the mock's node once let one pass. */
  private static Thread ignoring(int ignored, AtomicInteger seen, CountDownLatch running) {
    Thread thread = new Thread(() -> {
      running.countDown();
      while (true) {
        try {
          Thread.sleep(60_000);
        } catch (InterruptedException e) {
          if (seen.incrementAndGet() > ignored) {
            return;
          }
        }
      }
    }, "ignores-" + ignored);
    thread.setDaemon(true);
    thread.start();
    return thread;
  }

  @Test
  void aNodeThatMissesTheFirstInterruptsIsStillStopped() throws Exception {
    AtomicInteger seen = new AtomicInteger();
    CountDownLatch running = new CountDownLatch(1);
    Thread node = ignoring(2, seen, running);
    assertTrue(running.await(30, TimeUnit.SECONDS));
    assertTimeoutPreemptively(Duration.ofSeconds(60), () -> MockWiring.stop(node, MockWiring.STOP_WAIT_NS),
        "hang guard");
    assertFalse(node.isAlive(), "the node ended");
    assertEquals(3, seen.get(), "interrupted again until it ended");
  }

  @Test
  void aNodeThatNeverEndsIsLeftAfterTheWait() throws Exception {
    AtomicInteger seen = new AtomicInteger();
    CountDownLatch running = new CountDownLatch(1);
    Thread node = ignoring(Integer.MAX_VALUE, seen, running);
    assertTrue(running.await(30, TimeUnit.SECONDS));
    assertTimeoutPreemptively(Duration.ofSeconds(60), () -> MockWiring.stop(node, TimeUnit.SECONDS.toNanos(1)),
        "hang guard");
    assertTrue(node.isAlive(), "left running (a daemon)");
    // The node handles the interrupts sent on its own thread, possibly after stop returned: wait for them (hang guard).
    long guard = System.nanoTime() + TimeUnit.SECONDS.toNanos(30);
    while (seen.get() < 2 && System.nanoTime() - guard < 0) {
      Thread.sleep(10);
    }
    assertTrue(seen.get() >= 2, "interrupted more than once: " + seen.get());
  }
}
