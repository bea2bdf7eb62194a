/*
 * Copyright (c) 2026 ycsb-ext contributors.
 * Licensed under the Apache License, Version 2.0 (http://www.apache.org/licenses/LICENSE-2.0).
 */
package site.ycsb.ext.standin;

import java.io.IOException;
import java.io.UncheckedIOException;
import java.util.ArrayList;
import java.util.List;
import java.util.concurrent.ExecutorService;
import java.util.concurrent.atomic.AtomicInteger;
import java.util.concurrent.locks.Lock;

/**
 * Which nodes of an {@link AerospikeStandin} are in its cluster: stops and restarts nodes, changes the
 * partition map and migrates partitions when a node leaves or rejoins, and tells clients through the peers and
 * partition generations. The behaviour callers see is documented on {@link AerospikeStandin#stopNode(int)}
 * and {@link AerospikeStandin#startNode(int, boolean)}.
 *
 * <p>Thread-safety: {@link #stopNode} and {@link #startNode} are called only with the owning stand-in's lock
 * held, which also serializes them with its {@code close()}; {@link #peersGeneration()} may be called from any
 * thread (info requests).
 */
final class ClusterMembership {
  private final ServerState state;
  /** The stand-in's nodes in index order; filled by its constructor, then never changed. */
  private final List<StandinNode> nodes;
  private final ExecutorService threads;
  private final AtomicInteger peersGeneration = new AtomicInteger(1);

  /**
   * @param state the stand-in's namespaces and partition map
   * @param nodes the stand-in's node list (shared, filled by the caller after this constructor)
   * @param threads the connection threads a restarted node serves on
   */
  ClusterMembership(ServerState state, List<StandinNode> nodes, ExecutorService threads) {
    this.state = state;
    this.nodes = nodes;
    this.threads = threads;
  }

  /** @return the generation of the peers list, raised at each membership change */
  int peersGeneration() {
    return peersGeneration.get();
  }

  /** Stops node {@code index} (a valid index), see {@link AerospikeStandin#stopNode(int)}. No-op when stopped. */
  void stopNode(int index) {
    StandinNode n = nodes.get(index);
    if (!n.running()) {
      return;
    }
    n.stop();
    if (state.partitions().rebalances()) {
      changeCluster(() -> state.partitions().nodeLeft(index), -1);
    }
  }

  /**
   * Starts node {@code index} (a valid index) again, see {@link AerospikeStandin#startNode(int, boolean)}.
   * No-op when running.
   *
   * @param port the port every node listens on
   * @throws UncheckedIOException when the port cannot be bound again
   */
  void startNode(int index, boolean keepData, int port) {
    StandinNode n = nodes.get(index);
    if (n.running()) {
      return;
    }
    if (!keepData) {
      for (NamespaceStore ns : state.namespaces().values()) {
        ns.clearNode(state.partitions(), index);
      }
    }
    try {
      n.start(port, threads);
    } catch (IOException e) {
      throw new UncheckedIOException("Cannot restart node " + n.address() + ":" + port, e);
    }
    if (state.partitions().isOut(index)) {
      changeCluster(() -> state.partitions().nodeJoined(index), index);
    }
  }

  /**
   * Changes the partition map with {@code change} and migrates partitions to their new holders while no command
   * runs, then tells clients (new peers and partition generations).
   *
   * @param rejoined the node that comes back, or -1
   */
  private void changeCluster(Runnable change, int rejoined) {
    List<Lock> locks = new ArrayList<>();
    for (NamespaceStore ns : state.namespaces().values()) {
      Lock lock = ns.exclusiveLock();
      lock.lock();
      locks.add(lock);
    }
    try {
      int[][] before = state.partitions().snapshot();
      change.run();
      int[][] after = state.partitions().snapshot();
      for (NamespaceStore ns : state.namespaces().values()) {
        ns.migrate(before, after, i -> !state.partitions().isOut(i), rejoined);
      }
    } finally {
      for (Lock lock : locks) {
        lock.unlock();
      }
    }
    membershipChanged();
  }

  /** Tells clients the cluster changed: a new peers generation and a new partition generation on every node. */
  private void membershipChanged() {
    peersGeneration.incrementAndGet();
    for (StandinNode n : nodes) {
      n.newPartitionGeneration();
    }
  }
}
