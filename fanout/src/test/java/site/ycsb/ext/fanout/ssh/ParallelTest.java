/*
 * Copyright (c) 2026 ycsb-ext contributors.
 * Licensed under the Apache License, Version 2.0 (http://www.apache.org/licenses/LICENSE-2.0).
 */
package site.ycsb.ext.fanout.ssh;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertSame;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.List;
import java.util.Set;
import java.util.concurrent.ConcurrentHashMap;
import java.util.concurrent.TimeUnit;
import java.util.concurrent.atomic.AtomicInteger;
import java.util.stream.IntStream;
import org.junit.jupiter.api.Test;
import site.ycsb.ext.fanout.FanoutProperties;

/** {@link Parallel}: at most the bound of tasks at once (--max-sessions), results in input order, failures rethrown. */
class ParallelTest {

  /**
   * Tasks that hold until as many tasks run as the bound allows (every worker busy, or every remaining item started),
   * counting how many run at once. A bound that is not kept shows as more threads, and more at once, than the bound.
   */
  private static final class Gate {
    private final int bound;
    private final int total;
    private int running;
    private int completed;
    private int maxRunning;
    private boolean hung;
    private final Set<Thread> threads = ConcurrentHashMap.newKeySet();

    Gate(int bound, int total) {
      this.bound = bound;
      this.total = total;
    }

    int pass(int item) {
      threads.add(Thread.currentThread());
      synchronized (this) {
        running++;
        maxRunning = Math.max(maxRunning, running);
        notifyAll();
        // Hang guard only: with the bound kept, the wait ends as soon as the free workers have taken their items.
        long guard = System.nanoTime() + TimeUnit.SECONDS.toNanos(30);
        while (running < Math.min(bound, total - completed) && !hung) {
          long left = guard - System.nanoTime();
          if (left <= 0) {
            hung = true;
            break;
          }
          try {
            TimeUnit.NANOSECONDS.timedWait(this, left);
          } catch (InterruptedException e) {
            Thread.currentThread().interrupt();
            throw new IllegalStateException(e);
          }
        }
        running--;
        completed++;
        notifyAll();
      }
      return item * 10;
    }
  }

  @Test
  void neverRunsMoreThanTheBoundAtOnceAndUsesIt() {
    for (int[] c : new int[][] {{4, 13}, {1, 5}, {32, 64}, {8, 3}}) {
      int bound = c[0];
      int total = c[1];
      Gate gate = new Gate(bound, total);
      List<Integer> items = IntStream.range(0, total).boxed().toList();
      List<Integer> results = Parallel.map(items, bound, gate::pass);
      assertEquals(items.stream().map(i -> i * 10).toList(), results, "results in input order");
      assertFalse(gate.hung, "bound " + bound + ": a task waited for work that never came");
      assertEquals(Math.min(bound, total), gate.maxRunning, "bound " + bound + " over " + total + " items: at most"
          + " the bound at once, and the bound used");
      assertTrue(gate.threads.size() <= bound, "bound " + bound + ": " + gate.threads.size() + " threads ran tasks");
    }
  }

  @Test
  void theDefaultBoundIsKeptForManyHosts() {
    Gate gate = new Gate(FanoutProperties.MAX_SESSIONS_DEFAULT, 100);
    Parallel.map(IntStream.range(0, 100).boxed().toList(), gate::pass);
    assertEquals(FanoutProperties.MAX_SESSIONS_DEFAULT, gate.maxRunning);
    assertTrue(gate.threads.size() <= FanoutProperties.MAX_SESSIONS_DEFAULT, gate.threads.size() + " threads");
  }

  @Test
  void theFirstFailureInInputOrderIsRethrownAfterEveryTaskEnded() {
    AtomicInteger done = new AtomicInteger();
    IllegalStateException first = new IllegalStateException("host 2");
    RuntimeException thrown = assertThrows(RuntimeException.class, () -> Parallel.map(List.of(0, 1, 2, 3, 4, 5), 2,
        i -> {
          done.incrementAndGet();
          if (i == 2) {
            throw first;
          }
          if (i == 4) {
            throw new IllegalStateException("host 4");
          }
          return i;
        }));
    assertSame(first, thrown);
    assertEquals(6, done.get(), "every task ran");
  }

  @Test
  void aBoundBelowOneIsRefused() {
    assertThrows(IllegalArgumentException.class, () -> Parallel.map(List.of(1), 0, i -> i));
  }
}
