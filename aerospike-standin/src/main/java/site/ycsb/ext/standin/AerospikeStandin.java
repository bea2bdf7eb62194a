/*
 * Copyright (c) 2026 ycsb-ext contributors.
 * Licensed under the Apache License, Version 2.0 (http://www.apache.org/licenses/LICENSE-2.0).
 */
package site.ycsb.ext.standin;

import java.io.IOException;
import java.io.UncheckedIOException;
import java.net.BindException;
import java.time.Duration;
import java.util.ArrayList;
import java.util.Collections;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Objects;
import java.util.concurrent.ExecutorService;
import java.util.concurrent.Executors;
import java.util.concurrent.ScheduledExecutorService;
import java.util.concurrent.ThreadFactory;
import java.util.concurrent.TimeUnit;
import java.util.concurrent.atomic.AtomicInteger;

import org.slf4j.Logger;
import org.slf4j.LoggerFactory;

/**
 * A small Aerospike server that the unmodified official Java client talks to over TCP on loopback: one or
 * more nodes in this JVM, each on its own loopback address (127.0.0.1, .2, .3, ...) and the same port, mastering
 * disjoint shares of the 4096 partitions (and, with {@link AerospikeStandinBuilder#replicationFactor} 2, holding
 * the replicas of others: see {@link Partitions}) and listing each other as peers, so a client seeded with any one
 * node discovers all of them. It serves the info protocol the client tends the cluster with, single-record
 * commands (see {@link RecordCommands} for the semantics), batch reads and partition scans; answers as a
 * Community Edition server unless {@link AerospikeStandinBuilder#edition} says Enterprise (the refusals, result
 * codes and namespace settings are listed in the README's conformance table); records every command's flags
 * ({@link #requests()}); and injects faults ({@link #inject(Fault)}, {@link #stopNode(int)},
 * {@link #startNode(int, boolean)}, which {@link ClusterMembership} carries out). {@link #builder()} configures
 * and starts one.
 *
 * <pre>{@code
 * try (AerospikeStandin standin = AerospikeStandin.builder().nodes(3).namespace("ycsb").start()) {
 *   AerospikeClient client = new AerospikeClient(policy, "127.0.0.1", standin.port());
 *   ...
 *   assertTrue(standin.requests().get(0).createOnly());
 * }
 * }</pre>
 *
 * <p>Thread-safety: every public method may be called from any thread while clients are connected.
 * Not supported (answered with {@code UNSUPPORTED_FEATURE}, 16, and logged once): UDFs, filter expressions,
 * CDT/bit/HLL/expression operations, transactions; secondary-index queries answer {@code INDEX_NOTFOUND} (201);
 * no TLS; security only on Enterprise with {@link AerospikeStandinBuilder#user} (internal users, login and session
 * tokens).
 */
public final class AerospikeStandin implements AutoCloseable {
  private static final Logger LOG = LoggerFactory.getLogger(AerospikeStandin.class);
  private static final AtomicInteger INSTANCES = new AtomicInteger();
  /** Attempts to find a port free on every node address when the port is chosen automatically. */
  private static final int PORT_ATTEMPTS = 20;

  private final List<StandinNode> nodes = new ArrayList<>();
  private final String clusterName;
  private final ServerState state;
  private final ExecutorService threads;
  /** Stops and restarts nodes; its methods run under this object's lock. */
  private final ClusterMembership membership;
  /** Removes expired records every {@code nsup-period}; null when the period is 0 (nothing expires them). */
  private final ScheduledExecutorService nsup;
  private volatile int port;
  private volatile boolean closed;

  /** Called by {@link AerospikeStandinBuilder#start()}, which has validated and completed {@code b}. */
  AerospikeStandin(AerospikeStandinBuilder b) {
    this.clusterName = b.clusterName;
    NamespaceConfig config = b.namespaceConfig();
    Map<String, NamespaceStore> namespaces = new LinkedHashMap<>();
    for (String ns : b.namespaces) {
      namespaces.put(ns, new NamespaceStore(ns, config, b.addresses.size()));
    }
    int instance = INSTANCES.incrementAndGet();
    Partitions partitions = new Partitions(b.addresses.size(), config.replicationFactor());
    this.state = new ServerState(Collections.unmodifiableMap(namespaces), partitions, b.edition,
        new RequestLog(b.recordCapacity), new FaultInjector(), new OnceLog(),
        b.users.isEmpty() ? null : new Security(b.users),
        new Replication(partitions, i -> nodes.get(i).running(), "standin-" + instance + "-replication"));
    AtomicInteger threadCount = new AtomicInteger();
    ThreadFactory factory = r -> {
      Thread t = new Thread(r, "standin-" + instance + "-conn-" + threadCount.incrementAndGet());
      t.setDaemon(true);
      return t;
    };
    this.threads = Executors.newCachedThreadPool(factory);
    this.membership = new ClusterMembership(state, nodes, threads);
    this.nsup = config.nsupPeriodSeconds() == 0 ? null : startNsup(instance, config.nsupPeriodSeconds());
    for (int i = 0; i < b.addresses.size(); i++) {
      // Node names look like a real server's (hex); they only need to be unique within the cluster.
      String name = String.format("BB9%02X%08X", i + 1, instance);
      nodes.add(new StandinNode(this, i, b.addresses.get(i), name));
    }
  }

  private ScheduledExecutorService startNsup(int instance, long periodSeconds) {
    ScheduledExecutorService s = Executors.newSingleThreadScheduledExecutor(r -> {
      Thread t = new Thread(r, "standin-" + instance + "-nsup");
      t.setDaemon(true);
      return t;
    });
    // The server's namespace supervisor (as/src/base/nsup.c) deletes expired records every nsup-period; reads
    // treat an expired record as missing before that, as the server's read path does.
    s.scheduleWithFixedDelay(() -> {
      long now = Wire.nowServerSeconds();
      for (NamespaceStore ns : state.namespaces().values()) {
        ns.removeExpired(now);
      }
    }, periodSeconds, periodSeconds, TimeUnit.SECONDS);
    return s;
  }

  /** @return a builder with the defaults: 1 node on 127.0.0.1, any free port, namespace {@code ycsb} */
  public static AerospikeStandinBuilder builder() {
    return new AerospikeStandinBuilder();
  }

  /**
   * Binds every node on {@code requestedPort}, or on a port free on every node address when it is 0.
   *
   * @throws IOException when a node cannot bind
   */
  void bindAll(int requestedPort) throws IOException {
    if (requestedPort != 0) {
      port = requestedPort;
      for (StandinNode n : nodes) {
        n.start(requestedPort, threads);
      }
      return;
    }
    IOException last = null;
    for (int attempt = 0; attempt < PORT_ATTEMPTS; attempt++) {
      int p = nodes.get(0).start(0, threads);
      try {
        for (int i = 1; i < nodes.size(); i++) {
          nodes.get(i).start(p, threads);
        }
        port = p;
        return;
      } catch (BindException e) {
        // The port is free on the first address but taken on another: try a new one.
        last = e;
        for (StandinNode n : nodes) {
          n.stop();
        }
      }
    }
    throw last;
  }

  /** @return the port every node listens on */
  public int port() {
    return port;
  }

  /** @return {@code host:port} of every node, in node-index order */
  public List<String> hosts() {
    List<String> out = new ArrayList<>(nodes.size());
    for (StandinNode n : nodes) {
      out.add(n.address() + ":" + port);
    }
    return out;
  }

  /** @return {@code host:port} of node 0, enough for a client to discover every node */
  public String seed() {
    return nodes.get(0).address() + ":" + port;
  }

  /** @return the address of node {@code index} (e.g. {@code 127.0.0.2}) */
  public String address(int index) {
    return nodes.get(index).address();
  }

  /** @return the node name of node {@code index}, as the client reports it ({@code Node.getName()}) */
  public String nodeName(int index) {
    return nodes.get(index).name();
  }

  public int nodeCount() {
    return nodes.size();
  }

  /** @return the edition the stand-in answers as */
  public Edition edition() {
    return state.edition();
  }

  /** @return the namespace settings (the same for every namespace) */
  public NamespaceConfig namespaceConfig() {
    return state.namespaces().values().iterator().next().config();
  }

  /**
   * @param digest a key's 20-byte digest ({@code Key.digest})
   * @return the index of the node that holds the key's first replica (copy 1), or -1 with one copy
   */
  public int replicaNodeOf(byte[] digest) {
    int p = Wire.partitionOf(digest, 0);
    Partitions map = state.partitions();
    for (int n = 0; n < nodes.size(); n++) {
      if (n != map.owner(p) && map.holds(n, p)) {
        return n;
      }
    }
    return -1;
  }

  /** @return the cluster name reported by the {@code cluster-name} info request */
  public String clusterName() {
    return clusterName;
  }

  /**
   * @param digest a key's 20-byte digest ({@code Key.digest})
   * @return the index of the node that masters the key's partition
   */
  public int nodeOf(byte[] digest) {
    return state.partitions().owner(Wire.partitionOf(digest, 0));
  }

  /**
   * @param namespace a namespace of this stand-in
   * @return live records in it (expired ones not yet read may be counted)
   */
  public long recordCount(String namespace) {
    NamespaceStore ns = state.namespaces().get(namespace);
    if (ns == null) {
      throw new IllegalArgumentException("Unknown namespace '" + namespace + "': expected one of "
          + state.namespaces().keySet());
    }
    return ns.size(state.partitions());
  }

  /**
   * Sets how long a replica write takes (replication factor 2 or more), for commands applied after this call:
   * commit-all writes answer only after it, commit-master writes before it, so a commit-master write whose
   * master stops meanwhile is lost, as on a real cluster. Default: zero.
   *
   * @param delay zero or more
   */
  public void replicationDelay(Duration delay) {
    state.replication().delay(Objects.requireNonNull(delay, "delay"));
  }

  /** @return the commands received (oldest first), at most the builder's {@code recordRequests} last ones */
  public List<RecordedRequest> requests() {
    return state.log().snapshot();
  }

  /**
   * @return the logins clients made, oldest first (empty unless {@link AerospikeStandinBuilder#user} enabled security)
   */
  public List<LoginAttempt> logins() {
    return state.security() == null ? List.of() : state.security().attempts();
  }

  /** Forgets the recorded commands; {@link #requests()} then returns only later ones. */
  public void clearRequests() {
    state.log().clear();
  }

  /** Adds a fault; it applies to commands read after this call returns. */
  public void inject(Fault fault) {
    state.faults().add(Objects.requireNonNull(fault, "fault"));
  }

  /** Removes every injected fault. */
  public void clearFaults() {
    state.faults().clear();
  }

  /**
   * Stops node {@code index}: closes its listening socket and its connections, so clients see connection
   * errors for its partitions. With a replication factor of 1 the other nodes keep listing it as a peer and
   * its partitions stay its own (as a cluster does until it notices). With 2 or more the cluster rebalances at
   * once: the other nodes drop it from their peers, and each of its partitions is served by the node that held
   * its replica (a new replica is chosen among the live nodes); every live node reports a new partition
   * generation, so clients load the new map at their next tend. Its records are kept until
   * {@link #startNode(int, boolean)} decides. No-op when stopped.
   */
  public synchronized void stopNode(int index) {
    checkIndex(index);
    membership.stopNode(index);
  }

  /**
   * Starts a stopped node again on the same address and port (no-op when running).
   *
   * @param keepData true: the node comes back with its records; false: it comes back empty (like a node with
   *     in-memory storage after a restart): with a replication factor of 1 its partitions lose their records;
   *     with 2 or more it gets its partitions back by migration from the nodes that served them meanwhile
   *     (either way: their copies are the current ones), so no acknowledged commit-all write is lost
   * @throws UncheckedIOException when the port cannot be bound again
   */
  public synchronized void startNode(int index, boolean keepData) {
    checkIndex(index);
    if (closed) {
      return;
    }
    membership.startNode(index, keepData, port);
  }

  /** @return whether node {@code index} is serving */
  public boolean isRunning(int index) {
    checkIndex(index);
    return nodes.get(index).running();
  }

  private void checkIndex(int index) {
    if (index < 0 || index >= nodes.size()) {
      throw new IllegalArgumentException("Invalid node index " + index + ": expected 0.." + (nodes.size() - 1));
    }
  }

  /** Stops every node and its connection threads. Idempotent. */
  @Override
  public synchronized void close() {
    if (closed) {
      return;
    }
    closed = true;
    for (StandinNode n : nodes) {
      n.stop();
    }
    threads.shutdownNow();
    state.replication().close();
    if (nsup != null) {
      nsup.shutdownNow();
    }
  }

  ServerState state() {
    return state;
  }

  List<StandinNode> nodes() {
    return nodes;
  }

  int peersGeneration() {
    return membership.peersGeneration();
  }
}
