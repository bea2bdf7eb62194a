/*
 * Copyright (c) 2026 ycsb-ext contributors.
 * Licensed under the Apache License, Version 2.0 (http://www.apache.org/licenses/LICENSE-2.0).
 */
package site.ycsb.ext.standin;

import java.io.IOException;
import java.io.UncheckedIOException;
import java.net.BindException;
import java.net.InetAddress;
import java.net.UnknownHostException;
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
 * disjoint shares of the 4096 partitions (and, with {@link Builder#replicationFactor} 2, holding the replicas
 * of others: see {@link Partitions}) and listing each other as peers, so a client seeded with any one node
 * discovers all of them. It serves the info protocol the client tends the cluster with, single-record
 * commands (see {@link RecordCommands} for the semantics), batch reads and partition scans; answers as a
 * Community Edition server unless {@link Builder#edition} says Enterprise (the refusals, result codes and
 * namespace settings are listed in the README's conformance table); records every command's flags
 * ({@link #requests()}); and injects faults ({@link #inject(Fault)}, {@link #stopNode(int)},
 * {@link #startNode(int, boolean)}).
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
 * no TLS; security only on Enterprise with {@link Builder#user} (internal users, login and session tokens).
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
  private final AtomicInteger peersGeneration = new AtomicInteger(1);
  /** Removes expired records every {@code nsup-period}; null when the period is 0 (nothing expires them). */
  private final ScheduledExecutorService nsup;
  private volatile int port;
  private volatile boolean closed;

  private AerospikeStandin(Builder b) {
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
  public static Builder builder() {
    return new Builder();
  }

  private void bindAll(int requestedPort) throws IOException {
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
   * @return the logins clients made, oldest first (empty unless {@link Builder#user} enabled security)
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
   * Changes the partition map with {@code change} and migrates partitions to their new holders while no command
   * runs, then tells clients (new peers and partition generations).
   *
   * @param rejoined the node that comes back, or -1
   */
  private void changeCluster(Runnable change, int rejoined) {
    List<java.util.concurrent.locks.Lock> locks = new ArrayList<>();
    for (NamespaceStore ns : state.namespaces().values()) {
      java.util.concurrent.locks.Lock lock = ns.exclusiveLock();
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
      for (java.util.concurrent.locks.Lock lock : locks) {
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
    StandinNode n = nodes.get(index);
    if (n.running() || closed) {
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
    return peersGeneration.get();
  }

  /**
   * Configures a stand-in; {@link #start()} validates, binds and returns it. Not thread-safe (use from one
   * thread).
   */
  public static final class Builder {
    private int nodeCount = 1;
    private List<String> addresses;
    private int port;
    private final List<String> namespaces = new ArrayList<>();
    private String clusterName = "standin";
    private Duration defaultTtl = Duration.ZERO;
    private Edition edition = Edition.COMMUNITY;
    private long maxRecordSize = NamespaceConfig.DEFAULT_MAX_RECORD_SIZE;
    private Duration nsupPeriod = Duration.ZERO;
    private boolean allowTtlWithoutNsup;
    private int replicationFactor = 1;
    private boolean strongConsistency;
    private int recordCapacity = 10_000;
    private final Map<String, String> users = new LinkedHashMap<>();

    private Builder() {
    }

    /**
     * @param count nodes, 1..254, on 127.0.0.1 .. 127.0.0.{count} unless {@link #addresses} is given.
     *     Default: 1.
     */
    public Builder nodes(int count) {
      if (count < 1 || count > 254) {
        throw new IllegalArgumentException("Invalid node count " + count + ": expected 1..254");
      }
      this.nodeCount = count;
      return this;
    }

    /**
     * @param hosts one IPv4 loopback address per node (127.0.0.0/8); sets the node count.
     *     Default: 127.0.0.1 .. 127.0.0.{nodes}.
     */
    public Builder addresses(String... hosts) {
      List<String> list = new ArrayList<>();
      for (String h : hosts) {
        list.add(requireLoopback(h));
      }
      if (list.isEmpty()) {
        throw new IllegalArgumentException("Invalid addresses []: expected at least one loopback address");
      }
      this.addresses = list;
      this.nodeCount = list.size();
      return this;
    }

    /** @param port TCP port of every node, 1..65535, or 0 for a free one. Default: 0. */
    public Builder port(int port) {
      if (port < 0 || port > 65535) {
        throw new IllegalArgumentException("Invalid port " + port + ": expected 0..65535");
      }
      this.port = port;
      return this;
    }

    /**
     * @param names namespaces to serve (1..31 bytes each; replaces the default). Default: {@code ycsb}.
     */
    public Builder namespace(String... names) {
      namespaces.clear();
      for (String n : names) {
        if (n == null || n.isEmpty() || n.length() > 31 || n.contains(":") || n.contains(";")) {
          throw new IllegalArgumentException("Invalid namespace '" + n + "': expected 1..31 characters without ':' or ';'");
        }
        namespaces.add(n);
      }
      return this;
    }

    /** @param name answered to {@code cluster-name} (a client with a cluster name checks it). Default: standin. */
    public Builder clusterName(String name) {
      this.clusterName = Objects.requireNonNull(name, "clusterName");
      return this;
    }

    /**
     * @param ttl {@code default-ttl}: TTL of records written with TTL 0, whole seconds; zero: never expire.
     *     Default: zero. A non-zero default needs {@link #nsupPeriod} or {@link #allowTtlWithoutNsup} (checked by
     *     {@link #start()}, as the server checks its configuration).
     */
    public Builder defaultTtl(Duration ttl) {
      if (ttl.isNegative() || ttl.getSeconds() > NamespaceConfig.MAX_ALLOWED_TTL) {
        throw new IllegalArgumentException("Invalid default TTL " + ttl + ": expected 0.."
            + NamespaceConfig.MAX_ALLOWED_TTL + " seconds");
      }
      this.defaultTtl = ttl;
      return this;
    }

    /**
     * @param edition the server edition to answer as. Default: {@link Edition#COMMUNITY}, which refuses
     *     linearized reads, durable deletes, logins and strong consistency as a Community server does.
     */
    public Builder edition(Edition edition) {
      this.edition = Objects.requireNonNull(edition, "edition");
      return this;
    }

    /**
     * @param bytes {@code max-record-size}: writes of larger records answer {@code RECORD_TOO_BIG} (13); 0 for no
     *     limit. Default: 1 MiB (the server's).
     */
    public Builder maxRecordSize(long bytes) {
      if (bytes < 0) {
        throw new IllegalArgumentException("Invalid max-record-size " + bytes + ": expected 0 or more bytes");
      }
      this.maxRecordSize = bytes;
      return this;
    }

    /**
     * @param period {@code nsup-period}, whole seconds: how often expired records are deleted. Zero (the server's
     *     default) expires nothing, and then writes with a TTL answer {@code FORBIDDEN} (22) unless
     *     {@link #allowTtlWithoutNsup}.
     */
    public Builder nsupPeriod(Duration period) {
      if (period.isNegative()) {
        throw new IllegalArgumentException("Invalid nsup-period " + period + ": expected 0 or more seconds");
      }
      this.nsupPeriod = period;
      return this;
    }

    /** @param allow {@code allow-ttl-without-nsup}: accept TTL writes while nsup-period is 0. Default: false. */
    public Builder allowTtlWithoutNsup(boolean allow) {
      this.allowTtlWithoutNsup = allow;
      return this;
    }

    /**
     * @param factor {@code replication-factor}, 1..256: copies of each partition, on different nodes (capped by
     *     the live nodes). With 2 or more, a stopped node's partitions are served by their replicas. Default: 1
     *     (the server's default is 2; the stand-in keeps 1 so that a stopped node's records are unreachable,
     *     which is what its fault tests have shown since the beginning).
     */
    public Builder replicationFactor(int factor) {
      if (factor < 1 || factor > 256) {
        throw new IllegalArgumentException("Invalid replication-factor " + factor + ": expected 1..256");
      }
      this.replicationFactor = factor;
      return this;
    }

    /**
     * @param on {@code strong-consistency} for every namespace (Enterprise only: {@link #start()} refuses it on
     *     Community). Default: false.
     */
    public Builder strongConsistency(boolean on) {
      this.strongConsistency = on;
      return this;
    }

    NamespaceConfig namespaceConfig() {
      return new NamespaceConfig(maxRecordSize, nsupPeriod.getSeconds(), defaultTtl.getSeconds(), replicationFactor,
          allowTtlWithoutNsup, strongConsistency);
    }

    /**
     * @param capacity how many of the latest commands {@link AerospikeStandin#requests()} keeps; 0 records
     *     nothing (fastest). Default: 10000.
     */
    public Builder recordRequests(int capacity) {
      if (capacity < 0) {
        throw new IllegalArgumentException("Invalid request record capacity " + capacity + ": expected >= 0");
      }
      this.recordCapacity = capacity;
      return this;
    }

    /**
     * Turns security on and adds an internal user. With security on, a connection must log in (or
     * authenticate with a session token) before its commands are served (else {@code NOT_AUTHENTICATED}, 80);
     * a wrong password answers {@code INVALID_PASSWORD} (62), an unknown user {@code INVALID_USER} (60); info
     * requests stay open. The password is kept only as the bcrypt hash the client sends. Enterprise only
     * ({@link #start()} refuses users on Community). Default: security off: a login is answered
     * {@code SECURITY_NOT_SUPPORTED} (51) on Community, so the client fails with "Login failed", and
     * {@code SECURITY_NOT_ENABLED} (52) on Enterprise, after which the client goes on without a session.
     *
     * @param name user name (non-empty)
     * @param password the user's password
     */
    public Builder user(String name, String password) {
      if (name == null || name.isEmpty()) {
        throw new IllegalArgumentException("Invalid user name '" + name + "': expected a non-empty name");
      }
      users.put(name, Objects.requireNonNull(password, "password"));
      return this;
    }

    /**
     * Validates the settings together (as the server checks its configuration), binds every node and starts
     * serving.
     *
     * @throws IllegalArgumentException when the settings contradict each other or the edition
     * @throws UncheckedIOException when an address or port cannot be bound
     */
    public AerospikeStandin start() {
      // A Community server stops at a strong-consistency line: cfg_enterprise_only (as/src/base/cfg_ce.c).
      if (edition == Edition.COMMUNITY && strongConsistency) {
        throw new IllegalArgumentException("strong-consistency is an Enterprise Edition feature: the stand-in runs "
            + "as Community Edition unless edition(Edition.ENTERPRISE) is given");
      }
      if (edition == Edition.COMMUNITY && !users.isEmpty()) {
        throw new IllegalArgumentException("security (users " + users.keySet() + ") is an Enterprise Edition "
            + "feature: the stand-in runs as Community Edition unless edition(Edition.ENTERPRISE) is given");
      }
      if (!defaultTtl.isZero() && nsupPeriod.isZero() && !allowTtlWithoutNsup) {
        // as/src/base/cfg_info.c: a non-zero default-ttl needs a non-zero nsup-period or allow-ttl-without-nsup.
        throw new IllegalArgumentException("default-ttl " + defaultTtl.getSeconds() + " needs a non-zero "
            + "nsup-period or allow-ttl-without-nsup true, as on the server");
      }
      if (namespaces.isEmpty()) {
        namespaces.add("ycsb");
      }
      if (addresses == null) {
        List<String> list = new ArrayList<>();
        for (int i = 1; i <= nodeCount; i++) {
          list.add("127.0.0." + i);
        }
        addresses = list;
      }
      AerospikeStandin standin = new AerospikeStandin(this);
      try {
        standin.bindAll(port);
      } catch (IOException e) {
        standin.close();
        throw new UncheckedIOException("Cannot bind the stand-in on " + addresses + " port " + port + ": "
            + e.getMessage(), e);
      }
      LOG.info("Aerospike stand-in ({}) serving namespaces {} on {} (cluster '{}', {})", edition.infoName(),
          namespaces, standin.hosts(), clusterName, namespaceConfig());
      return standin;
    }

    private static String requireLoopback(String host) {
      InetAddress a;
      try {
        a = InetAddress.getByName(host);
      } catch (UnknownHostException e) {
        throw new IllegalArgumentException("Invalid address '" + host + "': unknown host");
      }
      if (!a.isLoopbackAddress() || !(a instanceof java.net.Inet4Address)) {
        throw new IllegalArgumentException("Invalid address '" + host
            + "': the stand-in binds IPv4 loopback addresses only (127.0.0.0/8)");
      }
      return a.getHostAddress();
    }
  }
}
