/*
 * Copyright (c) 2026 ycsb-ext contributors.
 * Licensed under the Apache License, Version 2.0 (http://www.apache.org/licenses/LICENSE-2.0).
 */
package site.ycsb.ext.launcher.demo;

import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import site.ycsb.ext.standin.couchbase.CouchbaseMockCluster;

/**
 * The demo's Couchbase: a 3-node CouchbaseMock with one replica in this JVM, driven by the {@code couchbase2}
 * binding with the published study's client settings (epoll, boost 16, replicateTo 1). Not thread-safe.
 */
final class CouchbaseDemoTarget implements DemoTarget {
  static final int NODES = 3;
  static final String BUCKET = "default";
  private CouchbaseMockCluster cluster;

  @Override
  public String binding() {
    return "couchbase2";
  }

  @Override
  public String describe() {
    return "CouchbaseMock, " + NODES + " nodes with 1 replica on 127.0.0.1-" + NODES
        + (cluster == null ? "" : ", HTTP port " + cluster.httpPort());
  }

  @Override
  public void start() throws Exception {
    cluster = CouchbaseMockCluster.start(NODES, 1, BUCKET);
  }

  @Override
  public List<String> bindingProperties() {
    List<String> properties = new ArrayList<>();
    for (Map.Entry<String, String> setting : cluster.bindingSettings().entrySet()) {
      properties.add(setting.getKey() + "=" + setting.getValue());
    }
    properties.add("couchbase.epoll=true");
    properties.add("couchbase.boost=16");
    properties.add("couchbase.replicateTo=1");
    return properties;
  }

  @Override
  public void close() {
    if (cluster != null) {
      cluster.close();
    }
  }
}
