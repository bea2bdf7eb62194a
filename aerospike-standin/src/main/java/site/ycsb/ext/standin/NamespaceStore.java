/*
 * Copyright (c) 2026 ycsb-ext contributors.
 * Licensed under the Apache License, Version 2.0 (http://www.apache.org/licenses/LICENSE-2.0).
 */
package site.ycsb.ext.standin;

import java.util.Map;
import java.util.concurrent.ConcurrentHashMap;
import java.util.concurrent.ConcurrentMap;

/**
 * The records of one namespace, kept per partition so a partition scan walks one map. Shared by all nodes of a
 * stand-in (each node serves the partitions it owns). All methods are thread-safe; a single record is updated
 * atomically through {@link ConcurrentMap#compute}.
 */
final class NamespaceStore {
  private final String name;
  private final NamespaceConfig config;
  private final ConcurrentHashMap<DigestKey, StoredRecord>[] partitions;

  @SuppressWarnings("unchecked")
  NamespaceStore(String name, NamespaceConfig config) {
    this.name = name;
    this.config = config;
    this.partitions = new ConcurrentHashMap[Partitions.COUNT];
    for (int i = 0; i < partitions.length; i++) {
      partitions[i] = new ConcurrentHashMap<>();
    }
  }

  String name() {
    return name;
  }

  NamespaceConfig config() {
    return config;
  }

  ConcurrentHashMap<DigestKey, StoredRecord> partition(int partition) {
    return partitions[partition];
  }

  ConcurrentHashMap<DigestKey, StoredRecord> partitionOf(DigestKey key) {
    return partitions[key.partition()];
  }

  /** @return the live record, or null when absent or expired (an expired record is removed) */
  StoredRecord get(DigestKey key, long nowServerSeconds) {
    ConcurrentHashMap<DigestKey, StoredRecord> map = partitionOf(key);
    StoredRecord r = map.get(key);
    if (r != null && r.expiredAt(nowServerSeconds)) {
      map.remove(key, r);
      return null;
    }
    return r;
  }

  /** @return the number of live records in the namespace (walks every partition) */
  long size() {
    long n = 0;
    for (ConcurrentHashMap<DigestKey, StoredRecord> p : partitions) {
      n += p.size();
    }
    return n;
  }

  /**
   * Removes every record of the partitions of which {@code node} holds a copy in {@code map}: with a
   * replication factor of 1 the partitions it masters; with 2 or more, while the cluster counts it out, none
   * (their other copies live on, and a rejoining node gets them back by migration).
   */
  void clearHeldBy(Partitions map, int node) {
    for (int p = 0; p < partitions.length; p++) {
      if (map.holds(node, p)) {
        partitions[p].clear();
      }
    }
  }

  /**
   * Removes the records expired at {@code nowServerSeconds} (the server's namespace supervisor, nsup).
   *
   * @return how many were removed
   */
  long removeExpired(long nowServerSeconds) {
    long removed = 0;
    for (ConcurrentHashMap<DigestKey, StoredRecord> p : partitions) {
      for (Map.Entry<DigestKey, StoredRecord> e : p.entrySet()) {
        if (e.getValue().expiredAt(nowServerSeconds) && p.remove(e.getKey(), e.getValue())) {
          removed++;
        }
      }
    }
    return removed;
  }
}
