/*
 * Copyright (c) 2026 ycsb-ext contributors.
 * Licensed under the Apache License, Version 2.0 (http://www.apache.org/licenses/LICENSE-2.0).
 */
package site.ycsb.ext.launcher.demo;

import java.util.Arrays;
import java.util.List;
import site.ycsb.ext.standin.AerospikeStandin;
import site.ycsb.ext.standin.Edition;

/**
 * The demo's Aerospike: aerospike-standin with three nodes on 127.0.0.1-3 in this JVM, discovered by the
 * {@code aerospike} binding from its host list. Not thread-safe.
 */
final class AerospikeDemoTarget implements DemoTarget {
  static final int NODES = 3;
  static final String NAMESPACE = "ycsb";
  /** The demo's workloads need no Enterprise feature: it runs under the rules of a Community server. */
  static final Edition EDITION = Edition.COMMUNITY;
  private AerospikeStandin standin;

  @Override
  public String binding() {
    return "aerospike";
  }

  @Override
  public String describe() {
    return "aerospike-standin (" + EDITION.infoName() + " rules), " + NODES + " nodes"
        + (standin == null ? "" : " on " + String.join(", ", standin.hosts()))
        + ", namespace " + NAMESPACE;
  }

  @Override
  public void start() {
    standin = AerospikeStandin.builder().nodes(NODES).namespace(NAMESPACE).edition(EDITION).recordRequests(0).start();
  }

  @Override
  public List<String> bindingProperties() {
    return Arrays.asList("as.host=" + String.join(",", standin.hosts()), "as.namespace=" + NAMESPACE);
  }

  @Override
  public void close() {
    if (standin != null) {
      standin.close();
      standin = null;
    }
  }
}
