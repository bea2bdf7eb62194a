/*
 * Copyright (c) 2026 ycsb-ext contributors.
 * Licensed under the Apache License, Version 2.0 (http://www.apache.org/licenses/LICENSE-2.0).
 */
package site.ycsb.ext.launcher.study;

import java.util.LinkedHashMap;
import java.util.Map;
import site.ycsb.ext.report.model.Provenance;
import site.ycsb.ext.standin.AerospikeStandin;
import site.ycsb.ext.standin.Edition;
import site.ycsb.ext.standin.couchbase.CouchbaseMockCluster;

/**
 * The stand-in servers of {@code --scale demo}, in this JVM: aerospike-standin (3 nodes, namespace {@code ycsb},
 * Community rules, replication factor 2, the server's default) and a 3-node CouchbaseMock with one replica (bucket
 * {@code default}): both keep {@value #COPIES} copies of every record, so systems that declare the same guarantee
 * (a write acknowledged by every replica: {@code as.commitLevel=all}, {@code couchbase.replicateTo=1}) compare like
 * for like. The servers for upstream's bindings (Cassandra, HBase, the MongoDB stand-in) each run in a JVM of
 * their own as {@code bin/ycsb standin <name> --port 0} starts it ({@link EmbeddedServer}). Each starts on first
 * use and lives until {@link #close}, so every cell of a study runs against
 * the data its load wrote. Not thread-safe.
 */
final class DemoServers implements AutoCloseable {
  private static final int NODES = 3;
  /** Copies of every record each stand-in keeps: the active one and one replica. */
  static final int COPIES = 2;
  private AerospikeStandin aerospike;
  private CouchbaseMockCluster couchbase;
  /** The servers for upstream's bindings, each in a JVM of its own ({@code bin/ycsb standin <name>}). */
  static final java.util.Set<String> EMBEDDED = java.util.Set.of("cassandra", "hbase", "mongodb");
  /**
   * The key of {@link #properties}'s result that holds class path entries to add after the system's {@code cp} (the
   * HBase cluster's {@code hbase-site.xml} directory), not a property.
   */
  static final String CLASSPATH = "-cp";
  private final Map<String, EmbeddedServer> embedded = new LinkedHashMap<>();

  /**
   * The properties that point a system's binding at its stand-in (replacing its cluster addresses), plus the
   * report's servers line; starts the stand-in on first use.
   *
   * @param standin {@code aerospike}, {@code couchbase}, {@code cassandra}, {@code hbase} or {@code mongodb}
   */
  Map<String, String> properties(String standin) throws Exception {
    Map<String, String> props = new LinkedHashMap<>();
    if (standin.equals("aerospike")) {
      if (aerospike == null) {
        aerospike = AerospikeStandin.builder().nodes(NODES).namespace("ycsb").edition(Edition.COMMUNITY)
            .replicationFactor(COPIES).recordRequests(0).start();
      }
      props.put("as.host", String.join(",", aerospike.hosts()));
      props.put("as.namespace", "ycsb");
      props.put(Provenance.SERVERS_PROPERTY, "aerospike: embedded stand-in on this machine (aerospike-standin, "
          + Edition.COMMUNITY.infoName() + " rules)");
    } else if (EMBEDDED.contains(standin)) {
      EmbeddedServer server = embedded.get(standin);
      if (server == null) {
        server = EmbeddedServer.start(standin);
        embedded.put(standin, server);
      }
      props.putAll(server.properties());
    } else {
      if (couchbase == null) {
        couchbase = CouchbaseMockCluster.start(NODES, COPIES - 1, "default");
      }
      props.putAll(couchbase.bindingSettings());
      props.put(Provenance.SERVERS_PROPERTY, "couchbase2: embedded stand-in on this machine (CouchbaseMock)");
    }
    return props;
  }

  @Override
  public void close() {
    embedded.values().forEach(EmbeddedServer::close);
    embedded.clear();
    if (aerospike != null) {
      aerospike.close();
      aerospike = null;
    }
    if (couchbase != null) {
      couchbase.close();
      couchbase = null;
    }
  }
}
