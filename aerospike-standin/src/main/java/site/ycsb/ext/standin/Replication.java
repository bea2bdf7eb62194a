/*
 * Copyright (c) 2026 ycsb-ext contributors.
 * Licensed under the Apache License, Version 2.0 (http://www.apache.org/licenses/LICENSE-2.0).
 */
package site.ycsb.ext.standin;

import java.time.Duration;
import java.util.concurrent.ConcurrentHashMap;
import java.util.concurrent.Executors;
import java.util.concurrent.RejectedExecutionException;
import java.util.concurrent.ScheduledExecutorService;
import java.util.concurrent.TimeUnit;
import java.util.concurrent.locks.Lock;
import java.util.function.IntPredicate;

/**
 * Replica writes: after the master applied a write to its copy, the new state of the record goes to the copies
 * of the partition's replicas. As the server does ({@code respond_on_master_complete},
 * {@code as/src/transaction/rw_utils.h}): with commit-all the answer waits for the replica writes; with
 * commit-master it goes out at once and the replica writes follow ("fire and forget"), so a master that stops
 * before they arrive loses the write. {@link #delay(Duration)} sets how long a replica write takes (zero by
 * default: commit-master writes then reach the replicas a moment after the answer).
 *
 * <p>Thread-safe. Asynchronous replica writes run on one thread, in the order the master applied them.
 */
final class Replication implements AutoCloseable {
  private final Partitions partitions;
  private final IntPredicate running;
  private final ScheduledExecutorService async;
  private volatile long delayNanos;

  /**
   * @param running whether a node is serving (a stopped master's pending replica writes are dropped)
   * @param threadName name of the asynchronous replica-write thread
   */
  Replication(Partitions partitions, IntPredicate running, String threadName) {
    this.partitions = partitions;
    this.running = running;
    this.async = Executors.newSingleThreadScheduledExecutor(r -> {
      Thread t = new Thread(r, threadName);
      t.setDaemon(true);
      return t;
    });
  }

  /** @param delay how long a replica write takes from now on (zero or more) */
  void delay(Duration delay) {
    if (delay.isNegative()) {
      throw new IllegalArgumentException("Invalid replication delay " + delay + ": expected zero or more");
    }
    delayNanos = delay.toNanos();
  }

  /**
   * Sends the new state of {@code key} (null: deleted) from master {@code master} to the replicas of
   * {@code partition}. Called while the master's copy holds the record's lock, so replica writes of one record
   * leave in the order the master applied them.
   *
   * @param commitAll whether to return only once the replicas have it (else they get it asynchronously)
   */
  void send(NamespaceStore ns, int master, int partition, DigestKey key, StoredRecord value, boolean commitAll) {
    if (!ns.replicated()) {
      return;
    }
    long delay = delayNanos;
    if (commitAll) {
      if (delay > 0) {
        sleep(delay);
      }
      apply(ns, master, partition, key, value);
      return;
    }
    try {
      async.schedule(() -> {
        Lock lock = ns.commandLock();
        lock.lock();
        try {
          // A master that stopped before sending, or lost the partition meanwhile, never sent it.
          if (running.test(master) && partitions.owner(partition) == master) {
            apply(ns, master, partition, key, value);
          }
        } finally {
          lock.unlock();
        }
      }, delay, TimeUnit.NANOSECONDS);
    } catch (RejectedExecutionException e) {
      // The stand-in is closing: nobody reads the replicas any more.
    }
  }

  private void apply(NamespaceStore ns, int master, int partition, DigestKey key, StoredRecord value) {
    for (int[] copy : partitions.snapshot()) {
      int holder = copy[partition];
      if (holder == master) {
        continue;
      }
      ConcurrentHashMap<DigestKey, StoredRecord> map = ns.partition(holder, partition);
      if (value == null) {
        map.remove(key);
      } else {
        map.put(key, value);
      }
    }
  }

  private static void sleep(long nanos) {
    try {
      TimeUnit.NANOSECONDS.sleep(nanos);
    } catch (InterruptedException e) {
      Thread.currentThread().interrupt();
    }
  }

  @Override
  public void close() {
    async.shutdownNow();
  }
}
