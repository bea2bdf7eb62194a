/*
 * Copyright (c) 2026 ycsb-ext contributors.
 * Licensed under the Apache License, Version 2.0 (http://www.apache.org/licenses/LICENSE-2.0).
 */
package site.ycsb.ext.it.couchbase3;

import java.time.Duration;
import java.util.LinkedHashMap;
import java.util.Map;
import org.testcontainers.couchbase.BucketDefinition;
import org.testcontainers.couchbase.CouchbaseContainer;
import org.testcontainers.junit.jupiter.Container;
import org.testcontainers.junit.jupiter.Testcontainers;

/**
 * The couchbase3 binding's shared {@code bin/ycsb} test bodies ({@link Couchbase3BinYcsbContract}) against a real
 * Couchbase Server (one node, bucket {@code ycsb} with no replica, RBAC user), reached on the container's mapped
 * loopback ports. Skipped where no Docker engine runs; the same bodies always run against the stand-in
 * ({@link Couchbase3DistributionIT}).
 */
@Testcontainers(disabledWithoutDocker = true)
class Couchbase3ServerContainerIT extends Couchbase3BinYcsbContract {

  @Container
  static final CouchbaseContainer SERVER = new CouchbaseContainer("couchbase/server:7.6.2")
      .withBucket(new BucketDefinition("ycsb").withPrimaryIndex(false))
      .withStartupTimeout(Duration.ofMinutes(3));

  @Override
  protected Map<String, String> serverOptions() {
    Map<String, String> options = new LinkedHashMap<>();
    options.put("couchbase.host", SERVER.getHost());
    options.put("couchbase.bucket", "ycsb");
    options.put("couchbase.username", SERVER.getUsername());
    options.put("couchbase.password", SERVER.getPassword());
    options.put("couchbase.bootstrapHttpPort", Integer.toString(SERVER.getBootstrapHttpDirectPort()));
    options.put("couchbase.bootstrapCarrierPort", Integer.toString(SERVER.getBootstrapCarrierDirectPort()));
    return options;
  }

  @Override
  protected int nodes() {
    return 1;
  }

  @Override
  protected int replicas() {
    return 0;
  }

  @Override
  protected boolean standin() {
    return false;
  }

  @Override
  protected String majorityRefusal() {
    return "which needs at least 1 replica, but bucket 'ycsb' has 0 replicas on 1 key-value node";
  }
}
