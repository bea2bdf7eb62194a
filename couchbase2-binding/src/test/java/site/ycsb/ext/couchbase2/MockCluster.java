/*
 * Copyright (c) 2026 ycsb-ext contributors.
 * Licensed under the Apache License, Version 2.0 (http://www.apache.org/licenses/LICENSE-2.0).
 */
package site.ycsb.ext.couchbase2;

import com.couchbase.mock.Bucket.BucketType;
import com.couchbase.mock.BucketConfiguration;
import com.couchbase.mock.CouchbaseMock;
import com.couchbase.mock.memcached.MemcachedServer;
import java.io.IOException;
import java.lang.reflect.Field;
import java.util.Collections;
import java.util.Properties;

/**
 * A CouchbaseMock cluster over TCP for tests, benchmarks and demos: {@code nodes} nodes with {@code replicas}
 * replicas, node {@code i} advertised as {@code 127.0.0.(i+1)}. SDK 2.x tells nodes apart by host name only, so
 * this is what makes a multi-node mock (and {@code replicateTo}) work; every node listens on all addresses, and
 * clients only ever connect to 127.0.0.x. No N1QL beyond canned answers and injected errors.
 *
 * <p>Usage: {@code try (MockCluster mock = MockCluster.start(3, 1, "ycsb")) {
 * props.putAll(mock.bindingProperties()); ... }}
 *
 * <p>{@link #start} and {@link #close} once each, from one thread; {@link #command} from any thread.
 */
public final class MockCluster implements AutoCloseable {
  private final CouchbaseMock mock;
  private final String bucket;
  private final int nodes;

  private MockCluster(CouchbaseMock mock, String bucket, int nodes) {
    this.mock = mock;
    this.bucket = bucket;
    this.nodes = nodes;
  }

  /**
   * Starts the mock with one password-less couchbase bucket of 64 vBuckets on ephemeral ports.
   *
   * @param nodes 1 to 8
   * @param replicas 0 to 3; more than {@code nodes - 1} makes replicas that are never placed (durability then
   *     waits until it times out, which tests use)
   */
  public static MockCluster start(int nodes, int replicas, String bucket) throws IOException {
    if (nodes < 1 || nodes > 8 || replicas < 0 || replicas > 3) {
      throw new IllegalArgumentException("nodes must be 1 to 8 and replicas 0 to 3, got " + nodes + " and "
          + replicas);
    }
    BucketConfiguration config = new BucketConfiguration();
    config.numNodes = nodes;
    config.numReplicas = replicas;
    config.numVBuckets = 64;
    config.name = bucket;
    config.password = "";
    config.type = BucketType.COUCHBASE;
    config.hostname = "*";
    CouchbaseMock mock = new CouchbaseMock(0, Collections.singletonList(config));
    mock.start();
    try {
      mock.waitForStartup();
      Field hostname = MemcachedServer.class.getDeclaredField("hostname");
      hostname.setAccessible(true);
      MemcachedServer[] servers = mock.getBuckets().get(bucket).getServers();
      for (int i = 0; i < servers.length; i++) {
        hostname.set(servers[i], "127.0.0." + (i + 1));
      }
    } catch (InterruptedException e) {
      Thread.currentThread().interrupt();
      mock.stop();
      throw new IOException("interrupted while the Couchbase mock started", e);
    } catch (ReflectiveOperationException e) {
      mock.stop();
      throw new IOException("this CouchbaseMock version cannot advertise one loopback address per node", e);
    }
    return new MockCluster(mock, bucket, nodes);
  }

  /** @return {@code couchbase.host}, {@code couchbase.bucket} and both bootstrap ports for the binding */
  public Properties bindingProperties() {
    Properties props = new Properties();
    props.setProperty(Couchbase2Properties.HOST, "127.0.0.1");
    props.setProperty(Couchbase2Properties.BUCKET, bucket);
    props.setProperty(Couchbase2Properties.BOOTSTRAP_HTTP_PORT, Integer.toString(httpPort()));
    props.setProperty(Couchbase2Properties.BOOTSTRAP_CARRIER_PORT, Integer.toString(carrierPort()));
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

  public String bucket() {
    return bucket;
  }

  public int nodes() {
    return nodes;
  }

  /** The underlying mock, for what this class does not wrap. */
  public CouchbaseMock mock() {
    return mock;
  }

  @Override
  public void close() {
    mock.stop();
  }
}
