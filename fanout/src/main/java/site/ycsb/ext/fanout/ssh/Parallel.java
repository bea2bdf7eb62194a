/*
 * Copyright (c) 2026 ycsb-ext contributors.
 * Licensed under the Apache License, Version 2.0 (http://www.apache.org/licenses/LICENSE-2.0).
 */
package site.ycsb.ext.fanout.ssh;

import java.util.ArrayList;
import java.util.List;
import java.util.concurrent.atomic.AtomicInteger;
import java.util.concurrent.atomic.AtomicReferenceArray;
import java.util.function.Function;
import site.ycsb.ext.fanout.FanoutProperties;

/**
 * Runs one task per host on at most {@code maxAtOnce} threads at once ({@code --max-sessions}), and returns the results
 * in input order. A host waiting for a free thread has not started its task yet, so the task's own time limits (its
 * ssh deadline) start when it does. Stateless; thread-safe.
 */
public final class Parallel {
  private Parallel() {
  }

  /** {@link #map(List, int, Function)} with the default bound, {@link FanoutProperties#MAX_SESSIONS_DEFAULT}. */
  public static <T, R> List<R> map(List<T> items, Function<T, R> task) {
    return map(items, FanoutProperties.MAX_SESSIONS_DEFAULT, task);
  }

  /**
   * Applies {@code task} to every item, at most {@code maxAtOnce} at the same time, items taken in input order; an
   * exception in a task is rethrown (the first in input order) after all have ended.
   *
   * @param maxAtOnce how many tasks may run at once, from 1
   */
  public static <T, R> List<R> map(List<T> items, int maxAtOnce, Function<T, R> task) {
    if (maxAtOnce < 1) {
      throw new IllegalArgumentException("maxAtOnce must be at least 1: " + maxAtOnce);
    }
    AtomicReferenceArray<R> results = new AtomicReferenceArray<>(items.size());
    AtomicReferenceArray<RuntimeException> failures = new AtomicReferenceArray<>(items.size());
    AtomicInteger next = new AtomicInteger();
    List<Thread> threads = new ArrayList<>();
    for (int w = 0; w < Math.min(maxAtOnce, items.size()); w++) {
      Thread thread = new Thread(() -> {
        for (int index = next.getAndIncrement(); index < items.size(); index = next.getAndIncrement()) {
          try {
            results.set(index, task.apply(items.get(index)));
          } catch (RuntimeException e) {
            failures.set(index, e);
          }
        }
      }, "fanout-hosts-" + w);
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
