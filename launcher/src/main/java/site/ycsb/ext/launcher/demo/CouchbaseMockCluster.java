/*
 * Copyright (c) 2026 ycsb-ext contributors.
 * Licensed under the Apache License, Version 2.0 (http://www.apache.org/licenses/LICENSE-2.0).
 */
package site.ycsb.ext.launcher.demo;

import com.couchbase.mock.Bucket.BucketType;
import com.couchbase.mock.BucketConfiguration;
import com.couchbase.mock.CouchbaseMock;
import com.couchbase.mock.memcached.MemcachedServer;
import java.io.IOException;
import java.lang.reflect.Field;
import java.util.Collections;

/**
 * A CouchbaseMock cluster of N nodes with one replica, each node advertised on its own loopback address
 * (127.0.0.1, .2, ...), so that SDK 2.x, which tells nodes apart by host name, reaches every node and
 * {@code replicateTo=1} works. Start once, stop once; not thread-safe.
 */
public final class CouchbaseMockCluster implements AutoCloseable {
  private final CouchbaseMock mock;
  private final String bucket;

  private CouchbaseMockCluster(CouchbaseMock mock, String bucket) {
    this.mock = mock;
    this.bucket = bucket;
  }

  /**
   * Starts the mock with one couchbase bucket without password.
   *
   * @param nodes number of nodes, 1 to 8
   * @param replicas replicas per vBucket, less than {@code nodes}
   */
  public static CouchbaseMockCluster start(int nodes, int replicas, String bucket) throws IOException {
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
    } catch (InterruptedException e) {
      Thread.currentThread().interrupt();
      mock.stop();
      throw new IOException("interrupted while the Couchbase mock started", e);
    }
    advertiseLoopbackPerNode(mock, bucket);
    return new CouchbaseMockCluster(mock, bucket);
  }

  private static void advertiseLoopbackPerNode(CouchbaseMock mock, String bucket) throws IOException {
    try {
      Field hostname = MemcachedServer.class.getDeclaredField("hostname");
      hostname.setAccessible(true);
      MemcachedServer[] servers = mock.getBuckets().get(bucket).getServers();
      for (int i = 0; i < servers.length; i++) {
        hostname.set(servers[i], "127.0.0." + (i + 1));
      }
    } catch (ReflectiveOperationException e) {
      mock.stop();
      throw new IOException("this CouchbaseMock version cannot advertise one loopback address per node", e);
    }
  }

  /** The bootstrap HTTP port (the mock's REST port). */
  public int httpPort() {
    return mock.getHttpPort();
  }

  /** The memcached (carrier) port of the bucket's nodes. */
  public int carrierPort() {
    return mock.getCarrierPort(bucket);
  }

  public String bucket() {
    return bucket;
  }

  @Override
  public void close() {
    mock.stop();
  }
}
