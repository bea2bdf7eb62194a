/*
 * Copyright (c) 2026 ycsb-ext contributors.
 * Licensed under the Apache License, Version 2.0 (http://www.apache.org/licenses/LICENSE-2.0).
 */
package site.ycsb.ext.engine;

import java.util.List;
import java.util.concurrent.CountDownLatch;
import java.util.concurrent.TimeUnit;
import java.util.function.BooleanSupplier;

/**
 * Waits until every client thread's DB {@code init} is done; when a stop signal arrives first (Ctrl-C during a
 * bootstrap that may take a binding's whole connect timeout), interrupts the client threads once, so that an init
 * blocked in a client library's wait ends now instead of at its timeout, and then waits for them at most
 * {@link GracefulStop#INIT_STOP_GRACE_MS} ms (an init that ignores its interrupt is left behind: the run has no
 * operation to lose, and Ctrl-C ends it within 2 s). Stateless; called from the benchmark's main thread.
 */
final class InitialisationWait {
  /** How often the stop flag is read while the inits run, in milliseconds. */
  static final long POLL_MS = 100;

  private InitialisationWait() {
  }

  /**
   * @param initialised counted down once per client thread when its init ended, well or not
   * @param threads the client threads running the inits
   * @param stopped whether a stop signal arrived
   */
  static void await(CountDownLatch initialised, List<Thread> threads, BooleanSupplier stopped) {
    try {
      while (!initialised.await(POLL_MS, TimeUnit.MILLISECONDS)) {
        if (stopped.getAsBoolean()) {
          threads.forEach(Thread::interrupt);
          // an init that ignores its interrupt (a blocking socket read) is left behind, not waited for
          initialised.await(GracefulStop.INIT_STOP_GRACE_MS, TimeUnit.MILLISECONDS);
          return;
        }
      }
    } catch (InterruptedException e) {
      Thread.currentThread().interrupt();
    }
  }
}
