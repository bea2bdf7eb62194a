/*
 * Copyright (c) 2026 ycsb-ext contributors.
 * Licensed under the Apache License, Version 2.0 (http://www.apache.org/licenses/LICENSE-2.0).
 */
package site.ycsb.ext.standin;

import java.util.Base64;

/**
 * Which node holds which copy of each of the 4096 partitions. Partition {@code p}'s succession list is the
 * nodes {@code p % n, p % n + 1, ...} (wrapping); its master is the first live node of that list and its
 * replicas the next {@code replication-factor - 1} live ones, so master and replica are always different nodes.
 * With a replication factor of 2 or more the map follows the cluster: {@link #nodeLeft} hands a stopped node's
 * partitions to the next live nodes in their lists (the replica becomes master), {@link #nodeJoined} gives them
 * back. With a replication factor of 1 the map never changes (a stopped node keeps its partitions: its records
 * are unreachable until it comes back, which is what a client sees between a node's death and the cluster's
 * rebalance). Thread-safe: a change builds a new table and publishes it through a volatile field.
 */
final class Partitions {
  /** Partitions per namespace, as in every Aerospike cluster. */
  static final int COUNT = 4096;
  private final int nodes;
  private final int replicationFactor;
  private final boolean[] down;
  /** [copy index][partition] to node index; copy 0 is the master. Replaced, never modified once published. */
  private volatile int[][] table;

  /**
   * @param nodes nodes in the cluster, 1..254
   * @param replicationFactor copies of each partition wanted (capped by the live nodes)
   */
  Partitions(int nodes, int replicationFactor) {
    this.nodes = nodes;
    this.replicationFactor = replicationFactor;
    this.down = new boolean[nodes];
    this.table = compute();
  }

  /** @return whether stopping a node moves its partitions to other nodes (replication factor 2 or more) */
  boolean rebalances() {
    return replicationFactor > 1 && nodes > 1;
  }

  /** The cluster noticed node {@code node} left: its partitions go to the next live nodes. */
  synchronized void nodeLeft(int node) {
    if (rebalances()) {
      down[node] = true;
      table = compute();
    }
  }

  /** Node {@code node} rejoined: it takes back its place in every succession list. */
  synchronized void nodeJoined(int node) {
    if (rebalances()) {
      down[node] = false;
      table = compute();
    }
  }

  /** @return whether the cluster counts node {@code node} out (only ever true when it {@link #rebalances()}) */
  synchronized boolean isOut(int node) {
    return down[node];
  }

  private int[][] compute() {
    int live = 0;
    for (boolean d : down) {
      live += d ? 0 : 1;
    }
    int copies = Math.max(1, Math.min(replicationFactor, live));
    int[][] t = new int[copies][COUNT];
    for (int p = 0; p < COUNT; p++) {
      int copy = 0;
      for (int k = 0; k < nodes && copy < copies; k++) {
        int n = (p + k) % nodes;
        if (!down[n]) {
          t[copy++][p] = n;
        }
      }
    }
    return t;
  }

  /**
   * @return the map now: [copy index][partition] to node index, copy 0 the master. Never modified (a change
   *     publishes a new table); callers must not modify it either.
   */
  int[][] snapshot() {
    return table;
  }

  /** @return the node that masters {@code partition} */
  int owner(int partition) {
    return table[0][partition];
  }

  /** @return copies of each partition the cluster keeps now: the replication factor capped by live nodes */
  int copies() {
    return table.length;
  }

  /** @return whether node {@code node} holds a copy (master or replica) of {@code partition} now */
  boolean holds(int node, int partition) {
    int[][] t = table;
    for (int[] copy : t) {
      if (copy[partition] == node) {
        return true;
      }
    }
    return false;
  }

  /**
   * @return {@code <copies>,<bitmap of copy 0>,<bitmap of copy 1>...} for node {@code node} from one snapshot of
   *     the map, as the {@code replicas} info answer lists them (bit {@code p} set, most significant bit first,
   *     base64) when the node holds that copy of partition {@code p}
   */
  String bitmaps(int node) {
    int[][] t = table;
    StringBuilder sb = new StringBuilder().append(t.length);
    for (int[] copy : t) {
      byte[] bits = new byte[COUNT / 8];
      for (int p = 0; p < COUNT; p++) {
        if (copy[p] == node) {
          bits[p >> 3] |= (byte) (0x80 >> (p & 7));
        }
      }
      sb.append(',').append(Base64.getEncoder().encodeToString(bits));
    }
    return sb.toString();
  }
}
