/*
 * Copyright (c) 2026 ycsb-ext contributors.
 * Licensed under the Apache License, Version 2.0 (http://www.apache.org/licenses/LICENSE-2.0).
 */
package site.ycsb.ext.standin;

import java.util.Map;
import java.util.concurrent.ConcurrentHashMap;
import java.util.concurrent.ConcurrentMap;
import java.util.concurrent.locks.Lock;
import java.util.concurrent.locks.ReentrantReadWriteLock;
import java.util.function.IntPredicate;

/**
 * The records of one namespace, kept per partition so a partition scan walks one map. With a replication factor
 * of 1 there is one copy of each partition, shared by all nodes (each serves the partitions it masters). With 2
 * or more every node keeps its own copy of the partitions it holds ({@link Partitions}): the master's copy is
 * written first and the replicas' copies by {@link Replication}, and a change of the cluster migrates whole
 * partitions to their new holders ({@link #migrate}).
 *
 * <p>Thread-safe: a single record is updated atomically through {@link ConcurrentMap#compute}; with copies,
 * commands hold {@link #commandLock()} and migrations the exclusive lock, so a command never sees a partition
 * half copied.
 */
final class NamespaceStore {
  private final String name;
  private final NamespaceConfig config;
  /** [copy owner (node index, or 0 when shared)][partition]. */
  private final ConcurrentHashMap<DigestKey, StoredRecord>[][] copies;
  private final ReentrantReadWriteLock migrations = new ReentrantReadWriteLock();

  /**
   * @param nodes nodes of the stand-in; with a replication factor of 2 or more and several nodes each gets a copy
   */
  @SuppressWarnings("unchecked")
  NamespaceStore(String name, NamespaceConfig config, int nodes) {
    this.name = name;
    this.config = config;
    int owners = config.replicationFactor() > 1 && nodes > 1 ? nodes : 1;
    this.copies = new ConcurrentHashMap[owners][Partitions.COUNT];
    for (ConcurrentHashMap<DigestKey, StoredRecord>[] copy : copies) {
      for (int i = 0; i < copy.length; i++) {
        copy[i] = new ConcurrentHashMap<>();
      }
    }
  }

  String name() {
    return name;
  }

  NamespaceConfig config() {
    return config;
  }

  /** @return whether every node keeps its own copies (replication factor 2 or more, several nodes) */
  boolean replicated() {
    return copies.length > 1;
  }

  /** @return the lock a command holds while it reads or writes copies (a migration takes the exclusive one) */
  Lock commandLock() {
    return migrations.readLock();
  }

  /** @return node {@code node}'s copy of {@code partition} (the shared copy with one copy per partition) */
  ConcurrentHashMap<DigestKey, StoredRecord> partition(int node, int partition) {
    return copies[copies.length == 1 ? 0 : node][partition];
  }

  /** @return the live record in node {@code node}'s copy, or null when absent or expired (then removed) */
  StoredRecord get(int node, DigestKey key, long nowServerSeconds) {
    ConcurrentHashMap<DigestKey, StoredRecord> map = partition(node, key.partition());
    StoredRecord r = map.get(key);
    if (r != null && r.expiredAt(nowServerSeconds)) {
      map.remove(key, r);
      return null;
    }
    return r;
  }

  /** @return the number of records in the masters' copies (walks every partition) */
  long size(Partitions map) {
    long n = 0;
    for (int p = 0; p < Partitions.COUNT; p++) {
      n += partition(map.owner(p), p).size();
    }
    return n;
  }

  /**
   * Forgets what node {@code node} holds, as a node with in-memory storage does when it restarts: with one shared
   * copy, the partitions it masters; with copies, its own copies (the other nodes' copies live on).
   */
  void clearNode(Partitions map, int node) {
    for (int p = 0; p < Partitions.COUNT; p++) {
      if (replicated() || map.owner(p) == node) {
        partition(node, p).clear();
      }
    }
  }

  /** @return the lock a cluster change holds while it changes the map and migrates (no command runs then) */
  Lock exclusiveLock() {
    return migrations.writeLock();
  }

  /**
   * Migrates partitions after the cluster changed from {@code before} to {@code after} (tables of
   * {@link Partitions#snapshot()}): every node that holds a partition in {@code after} but did not before, or that
   * {@code rejoined}, gets a fresh copy of it from the first holder in {@code before} that is still in the cluster.
   * The caller holds {@link #exclusiveLock()}. No-op with one shared copy.
   *
   * @param inCluster whether a node is in the cluster now
   * @param rejoined a node that comes back (its old copies are replaced), or -1
   */
  void migrate(int[][] before, int[][] after, IntPredicate inCluster, int rejoined) {
    if (!replicated()) {
      return;
    }
    for (int p = 0; p < Partitions.COUNT; p++) {
      int source = -1;
      for (int[] copy : before) {
        if (inCluster.test(copy[p])) {
          source = copy[p];
          break;
        }
      }
      if (source < 0) {
        continue;
      }
      for (int[] copy : after) {
        int holder = copy[p];
        if (holder != source && (holder == rejoined || !holds(before, holder, p))) {
          ConcurrentHashMap<DigestKey, StoredRecord> target = partition(holder, p);
          target.clear();
          target.putAll(partition(source, p));
        }
      }
    }
  }

  private static boolean holds(int[][] table, int node, int partition) {
    for (int[] copy : table) {
      if (copy[partition] == node) {
        return true;
      }
    }
    return false;
  }

  /**
   * Removes the records expired at {@code nowServerSeconds} from every copy (the server's namespace supervisor,
   * nsup).
   *
   * @return how many were removed
   */
  long removeExpired(long nowServerSeconds) {
    long removed = 0;
    for (ConcurrentHashMap<DigestKey, StoredRecord>[] copy : copies) {
      for (ConcurrentHashMap<DigestKey, StoredRecord> p : copy) {
        for (Map.Entry<DigestKey, StoredRecord> e : p.entrySet()) {
          if (e.getValue().expiredAt(nowServerSeconds) && p.remove(e.getKey(), e.getValue())) {
            removed++;
          }
        }
      }
    }
    return removed;
  }
}
