/*
 * Copyright (c) 2026 ycsb-ext contributors.
 * Licensed under the Apache License, Version 2.0 (http://www.apache.org/licenses/LICENSE-2.0).
 */
package site.ycsb.ext.standin.couchbase;

import com.couchbase.mock.Bucket.BucketType;
import com.couchbase.mock.BucketConfiguration;
import com.couchbase.mock.CouchbaseMock;
import com.couchbase.mock.memcached.MemcachedServer;
import java.io.IOException;
import java.lang.reflect.Field;
import java.util.Collections;
import java.util.LinkedHashMap;
import java.util.Map;
import java.util.Properties;

/**
 * A CouchbaseMock cluster over TCP: {@code nodes} nodes with {@code replicas} replicas of one password-less
 * couchbase bucket (64 vBuckets), node {@code i} advertised as {@code 127.0.0.(i+1)}. SDK 2.x tells nodes apart by
 * host name only, so this is what makes a multi-node mock (and {@code couchbase.replicateTo}) work; a mock started
 * as it comes advertises every node under one name and the SDK times out. Every node listens on all addresses;
 * clients only ever connect to 127.0.0.x. The mock has no query service (N1QL) beyond canned answers and injected
 * errors. The one starter of the project: the demo, {@code bin/ycsb standin couchbase}, the binding's tests, the
 * integration tests and the benchmarks use it.
 *
 * <p>Usage: {@code try (CouchbaseMockCluster mock = CouchbaseMockCluster.start(3, 1, "ycsb")) {
 * props.putAll(mock.bindingProperties()); ... }}
 *
 * <p>{@link #start} and {@link #close} once each, from one thread; the getters and {@link #command} from any thread.
 */
public final class CouchbaseMockCluster implements AutoCloseable {
  /** Most nodes: each needs its own loopback address, 127.0.0.1 to 127.0.0.8. */
  public static final int MAX_NODES = 8;
  /** Most replicas a couchbase bucket has. */
  public static final int MAX_REPLICAS = 3;

  private final CouchbaseMock mock;
  private final String bucket;
  private final int nodes;
  private final int replicas;

  private CouchbaseMockCluster(CouchbaseMock mock, String bucket, int nodes, int replicas) {
    this.mock = mock;
    this.bucket = bucket;
    this.nodes = nodes;
    this.replicas = replicas;
  }

  /** Starts the cluster with an ephemeral HTTP (bootstrap) port; see {@link #start(int, int, String, int)}. */
  public static CouchbaseMockCluster start(int nodes, int replicas, String bucket) throws IOException {
    return start(nodes, replicas, bucket, 0);
  }

  /**
   * Starts the cluster; the nodes' key-value (carrier) ports are ephemeral.
   *
   * @param nodes 1 to {@value #MAX_NODES}
   * @param replicas 0 to {@value #MAX_REPLICAS}; more than {@code nodes - 1} makes replicas that are never placed
   *     (durability then waits until it times out, which tests use)
   * @param bucket the bucket name
   * @param httpPort the HTTP (REST, bootstrap) port, 1 to 65535, or 0 for an ephemeral one
   * @throws IllegalArgumentException for values out of range, naming them
   * @throws IOException when a port cannot be bound
   */
  public static CouchbaseMockCluster start(int nodes, int replicas, String bucket, int httpPort) throws IOException {
    if (nodes < 1 || nodes > MAX_NODES) {
      throw new IllegalArgumentException("nodes must be 1 to " + MAX_NODES + ", got " + nodes);
    }
    if (replicas < 0 || replicas > MAX_REPLICAS) {
      throw new IllegalArgumentException("replicas must be 0 to " + MAX_REPLICAS + ", got " + replicas);
    }
    if (httpPort < 0 || httpPort > 65535) {
      throw new IllegalArgumentException("the HTTP port must be 0 to 65535, got " + httpPort);
    }
    BucketConfiguration config = new BucketConfiguration();
    config.numNodes = nodes;
    config.numReplicas = replicas;
    config.numVBuckets = 64;
    config.name = bucket;
    config.password = "";
    config.type = BucketType.COUCHBASE;
    config.hostname = "*";
    CouchbaseMock mock = new CouchbaseMock(httpPort, Collections.singletonList(config));
    mock.start();
    try {
      mock.waitForStartup();
      advertiseOneLoopbackAddressPerNode(mock, bucket);
    } catch (InterruptedException e) {
      Thread.currentThread().interrupt();
      mock.stop();
      throw new IOException("interrupted while the Couchbase mock started", e);
    } catch (ReflectiveOperationException e) {
      mock.stop();
      throw new IOException("this CouchbaseMock version cannot advertise one loopback address per node", e);
    }
    return new CouchbaseMockCluster(mock, bucket, nodes, replicas);
  }

  /* The mock's nodes all report the host name they were created with; the SDK would then see one node. */
  private static void advertiseOneLoopbackAddressPerNode(CouchbaseMock mock, String bucket)
      throws ReflectiveOperationException {
    Field hostname = MemcachedServer.class.getDeclaredField("hostname");
    hostname.setAccessible(true);
    MemcachedServer[] servers = mock.getBuckets().get(bucket).getServers();
    for (int i = 0; i < servers.length; i++) {
      hostname.set(servers[i], "127.0.0." + (i + 1));
    }
  }

  /**
   * The {@code couchbase2} binding's properties that reach this cluster, in command-line order: host, bucket and
   * both bootstrap ports (names as in the binding's {@code Couchbase2Properties}).
   */
  public Map<String, String> bindingSettings() {
    Map<String, String> settings = new LinkedHashMap<>();
    settings.put("couchbase.host", "127.0.0.1");
    settings.put("couchbase.bucket", bucket);
    settings.put("couchbase.bootstrapHttpPort", Integer.toString(httpPort()));
    settings.put("couchbase.bootstrapCarrierPort", Integer.toString(carrierPort()));
    return settings;
  }

  /** @return {@link #bindingSettings()} as properties, to add to a binding's own */
  public Properties bindingProperties() {
    Properties props = new Properties();
    props.putAll(bindingSettings());
    return props;
  }

  /**
   * Sends a mock control command, e.g. {@code command("OPFAIL", "{\"code\":134,\"count\":2}")}; the commands are
   * the mock's (OPFAIL, HICCUP, FAILOVER, RESPAWN, SET_QUERY_ERROR_STATE, START_CMDLOG, ...).
   *
   * @return the reply's JSON
   * @throws IllegalStateException when the mock rejects the command
   */
  public String command(String name, String payloadJson) {
    String reply = mock.getDispatcher().processInput("{\"command\":\"" + name + "\",\"payload\":" + payloadJson + "}");
    if (!reply.contains("\"status\":\"ok\"")) {
      String firstLine = reply.split("\\\\n", 2)[0];
      throw new IllegalStateException("mock command " + name + " " + payloadJson + " failed: " + firstLine);
    }
    return reply;
  }

  /** The bootstrap HTTP (REST) port. */
  public int httpPort() {
    return mock.getHttpPort();
  }

  /** The key-value (carrier) port of the first node. */
  public int carrierPort() {
    return mock.getCarrierPort(bucket);
  }

  /**
   * @param node 0 to {@code nodes() - 1}
   * @return the key-value (carrier) port of that node, advertised at {@code 127.0.0.(node+1)}
   */
  public int carrierPort(int node) {
    return mock.getBuckets().get(bucket).getServers()[node].getPort();
  }

  public String bucket() {
    return bucket;
  }

  public int nodes() {
    return nodes;
  }

  public int replicas() {
    return replicas;
  }

  /** The underlying mock, for what this class does not wrap. */
  public CouchbaseMock mock() {
    return mock;
  }

  /** Stops every node; a second call does nothing harmful. */
  @Override
  public void close() {
    mock.stop();
  }
}
