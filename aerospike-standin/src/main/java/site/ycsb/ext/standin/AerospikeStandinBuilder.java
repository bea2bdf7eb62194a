/*
 * Copyright (c) 2026 ycsb-ext contributors.
 * Licensed under the Apache License, Version 2.0 (http://www.apache.org/licenses/LICENSE-2.0).
 */
package site.ycsb.ext.standin;

import java.io.IOException;
import java.io.UncheckedIOException;
import java.net.Inet4Address;
import java.net.InetAddress;
import java.net.UnknownHostException;
import java.time.Duration;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Objects;

import org.slf4j.Logger;
import org.slf4j.LoggerFactory;

/**
 * Configures an {@link AerospikeStandin} (obtained from {@link AerospikeStandin#builder()}); {@link #start()}
 * validates, binds and returns it. Not thread-safe (use from one thread).
 */
public final class AerospikeStandinBuilder {
  /** The stand-in's own logger, so that the start-up line is logged under {@link AerospikeStandin}. */
  private static final Logger LOG = LoggerFactory.getLogger(AerospikeStandin.class);

  // The fields AerospikeStandin's constructor reads are package-private; the rest stay private.
  private int nodeCount = 1;
  List<String> addresses;
  private int port;
  final List<String> namespaces = new ArrayList<>();
  String clusterName = "standin";
  private Duration defaultTtl = Duration.ZERO;
  Edition edition = Edition.COMMUNITY;
  private long maxRecordSize = NamespaceConfig.DEFAULT_MAX_RECORD_SIZE;
  private Duration nsupPeriod = Duration.ZERO;
  private boolean allowTtlWithoutNsup;
  private int replicationFactor = 1;
  private boolean strongConsistency;
  int recordCapacity = 10_000;
  final Map<String, String> users = new LinkedHashMap<>();

  AerospikeStandinBuilder() {
  }

  /**
   * @param count nodes, 1..254, on 127.0.0.1 .. 127.0.0.{count} unless {@link #addresses} is given.
   *     Default: 1.
   */
  public AerospikeStandinBuilder nodes(int count) {
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
  public AerospikeStandinBuilder addresses(String... hosts) {
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
  public AerospikeStandinBuilder port(int port) {
    if (port < 0 || port > 65535) {
      throw new IllegalArgumentException("Invalid port " + port + ": expected 0..65535");
    }
    this.port = port;
    return this;
  }

  /**
   * @param names namespaces to serve (1..31 bytes each; replaces the default). Default: {@code ycsb}.
   */
  public AerospikeStandinBuilder namespace(String... names) {
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
  public AerospikeStandinBuilder clusterName(String name) {
    this.clusterName = Objects.requireNonNull(name, "clusterName");
    return this;
  }

  /**
   * @param ttl {@code default-ttl}: TTL of records written with TTL 0, whole seconds; zero: never expire.
   *     Default: zero. A non-zero default needs {@link #nsupPeriod} or {@link #allowTtlWithoutNsup} (checked by
   *     {@link #start()}, as the server checks its configuration).
   */
  public AerospikeStandinBuilder defaultTtl(Duration ttl) {
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
  public AerospikeStandinBuilder edition(Edition edition) {
    this.edition = Objects.requireNonNull(edition, "edition");
    return this;
  }

  /**
   * @param bytes {@code max-record-size}: writes of larger records answer {@code RECORD_TOO_BIG} (13); 0 for no
   *     limit. Default: 1 MiB (the server's).
   */
  public AerospikeStandinBuilder maxRecordSize(long bytes) {
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
  public AerospikeStandinBuilder nsupPeriod(Duration period) {
    if (period.isNegative()) {
      throw new IllegalArgumentException("Invalid nsup-period " + period + ": expected 0 or more seconds");
    }
    this.nsupPeriod = period;
    return this;
  }

  /** @param allow {@code allow-ttl-without-nsup}: accept TTL writes while nsup-period is 0. Default: false. */
  public AerospikeStandinBuilder allowTtlWithoutNsup(boolean allow) {
    this.allowTtlWithoutNsup = allow;
    return this;
  }

  /**
   * @param factor {@code replication-factor}, 1..256: copies of each partition, on different nodes (capped by
   *     the live nodes). With 2 or more, a stopped node's partitions are served by their replicas. Default: 1
   *     (the server's default is 2; the stand-in keeps 1 so that a stopped node's records are unreachable,
   *     which is what its fault tests have shown since the beginning).
   */
  public AerospikeStandinBuilder replicationFactor(int factor) {
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
  public AerospikeStandinBuilder strongConsistency(boolean on) {
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
  public AerospikeStandinBuilder recordRequests(int capacity) {
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
  public AerospikeStandinBuilder user(String name, String password) {
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
    if (!a.isLoopbackAddress() || !(a instanceof Inet4Address)) {
      throw new IllegalArgumentException("Invalid address '" + host
          + "': the stand-in binds IPv4 loopback addresses only (127.0.0.0/8)");
    }
    return a.getHostAddress();
  }
}
