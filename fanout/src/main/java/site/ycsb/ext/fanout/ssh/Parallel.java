/*
 * Copyright (c) 2026 ycsb-ext contributors.
 * Licensed under the Apache License, Version 2.0 (http://www.apache.org/licenses/LICENSE-2.0).
 */
package site.ycsb.ext.fanout.ssh;

import java.util.ArrayList;
import java.util.List;
import java.util.concurrent.atomic.AtomicReferenceArray;
import java.util.function.Function;

/** Runs one task per host, each on its own thread, and returns the results in input order. Stateless; thread-safe. */
public final class Parallel {
  private Parallel() {
  }

  /** Applies {@code task} to every item concurrently; an exception in a task is rethrown after all have ended. */
  public static <T, R> List<R> map(List<T> items, Function<T, R> task) {
    AtomicReferenceArray<R> results = new AtomicReferenceArray<>(items.size());
    AtomicReferenceArray<RuntimeException> failures = new AtomicReferenceArray<>(items.size());
    List<Thread> threads = new ArrayList<>();
    for (int i = 0; i < items.size(); i++) {
      int index = i;
      Thread thread = new Thread(() -> {
        try {
          results.set(index, task.apply(items.get(index)));
        } catch (RuntimeException e) {
          failures.set(index, e);
        }
      }, "fanout-host-" + i);
      thread.setDaemon(true);
      threads.add(thread);
      thread.start();
    }
    for (Thread thread : threads) {
      try {
        thread.join();
      } catch (InterruptedException e) {
        Thread.currentThread().interrupt();
        throw new IllegalStateException("interrupted while waiting for the hosts", e);
      }
    }
    List<R> list = new ArrayList<>();
    for (int i = 0; i < items.size(); i++) {
      if (failures.get(i) != null) {
        throw failures.get(i);
      }
      list.add(results.get(i));
    }
    return list;
  }
}
