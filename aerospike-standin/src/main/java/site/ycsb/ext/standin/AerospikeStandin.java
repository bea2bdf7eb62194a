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
import java.util.concurrent.ThreadFactory;
import java.util.concurrent.atomic.AtomicInteger;

import org.slf4j.Logger;
import org.slf4j.LoggerFactory;

/**
 * A small Aerospike server that the unmodified official Java client talks to over TCP on loopback: one or
 * more nodes in this JVM, each on its own loopback address (127.0.0.1, .2, .3, ...) and the same port, owning
 * disjoint shares of the 4096 partitions and listing each other as peers, so a client seeded with any one
 * node discovers all of them. It serves the info protocol the client tends the cluster with, single-record
 * commands (see {@link RecordCommands} for the semantics), batch reads and partition scans; records every
 * command's flags ({@link #requests()}); and injects faults ({@link #inject(Fault)}, {@link #stopNode(int)},
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
 * no TLS; security only with {@link Builder#user} (internal users, login and session tokens).
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
  private volatile int port;
  private volatile boolean closed;

  private AerospikeStandin(Builder b) {
    this.clusterName = b.clusterName;
    Map<String, NamespaceStore> namespaces = new LinkedHashMap<>();
    for (String ns : b.namespaces) {
      namespaces.put(ns, new NamespaceStore(ns));
    }
    this.state = new ServerState(Collections.unmodifiableMap(namespaces), new Partitions(b.addresses.size()),
        b.defaultTtl.toSeconds(), new RequestLog(b.recordCapacity), new FaultInjector(), new OnceLog(),
        b.users.isEmpty() ? null : new Security(b.users));
    int instance = INSTANCES.incrementAndGet();
    AtomicInteger threadCount = new AtomicInteger();
    ThreadFactory factory = r -> {
      Thread t = new Thread(r, "standin-" + instance + "-conn-" + threadCount.incrementAndGet());
      t.setDaemon(true);
      return t;
    };
    this.threads = Executors.newCachedThreadPool(factory);
    for (int i = 0; i < b.addresses.size(); i++) {
      // Node names look like a real server's (hex); they only need to be unique within the cluster.
      String name = String.format("BB9%02X%08X", i + 1, instance);
      nodes.add(new StandinNode(this, i, b.addresses.get(i), name));
    }
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
    return ns.size();
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
   * errors for its partitions (the other nodes keep listing it as a peer, as a cluster does until it
   * notices). Its records are kept until {@link #startNode(int, boolean)} decides. No-op when stopped.
   */
  public synchronized void stopNode(int index) {
    checkIndex(index);
    nodes.get(index).stop();
  }

  /**
   * Starts a stopped node again on the same address and port (no-op when running).
   *
   * @param keepData true: the node comes back with its records; false: its partitions come back empty
   *     (like a node with in-memory storage after a restart)
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
        ns.clearOwnedBy(state.partitions(), index);
      }
    }
    try {
      n.start(port, threads);
    } catch (IOException e) {
      throw new UncheckedIOException("Cannot restart node " + n.address() + ":" + port, e);
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

    /** @param ttl TTL of records written with TTL 0 (namespace default); zero: never expire. Default: zero. */
    public Builder defaultTtl(Duration ttl) {
      if (ttl.isNegative()) {
        throw new IllegalArgumentException("Invalid default TTL " + ttl + ": expected zero or positive");
      }
      this.defaultTtl = ttl;
      return this;
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
     * requests stay open. The password is kept only as the bcrypt hash the client sends. Default: security
     * off, and a connection that logs in is closed (a real server without security answers
     * {@code SECURITY_NOT_ENABLED} and the client goes on).
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
     * Binds every node and starts serving.
     *
     * @throws UncheckedIOException when an address or port cannot be bound
     */
    public AerospikeStandin start() {
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
      LOG.info("Aerospike stand-in serving namespaces {} on {} (cluster '{}')", namespaces, standin.hosts(),
          clusterName);
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
