/*
 * Copyright (c) 2026 ycsb-ext contributors.
 * Licensed under the Apache License, Version 2.0 (http://www.apache.org/licenses/LICENSE-2.0).
 */
package site.ycsb.ext.embedded.cassandra;

import java.io.IOException;
import java.net.InetAddress;
import java.net.ServerSocket;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.concurrent.atomic.AtomicBoolean;
import java.util.stream.Collectors;
import java.util.stream.IntStream;
import org.apache.cassandra.cql3.QueryProcessor;
import org.apache.cassandra.db.ConsistencyLevel;
import org.apache.cassandra.service.CassandraDaemon;
import org.apache.cassandra.utils.FBUtilities;

/**
 * A real Apache Cassandra node (cassandra-all's own {@link CassandraDaemon}) in this JVM on 127.0.0.1: one node,
 * {@code commitlog_sync: batch} (a write is acknowledged once its commit log segment is synced to disk), data under a
 * given directory, with the keyspace {@value #KEYSPACE} and table {@value #TABLE} that upstream's cassandra binding
 * documents. Cassandra keeps its state in static singletons: one node per JVM, started once; the JVM needs the
 * options of {@code src/main/jvm/jvm.options}. Thread-safe.
 */
public final class EmbeddedCassandra implements AutoCloseable {
  /** Upstream's cassandra binding's default keyspace ({@code cassandra.keyspace}). */
  public static final String KEYSPACE = "ycsb";
  /** Upstream YCSB's default table. */
  public static final String TABLE = "usertable";
  /** The fields of the table, as upstream's binding documents: field0..field9 (core's default fieldcount). */
  public static final int FIELDS = 10;

  /** The manifest's servers text for runs against it ({@code ycsb.ext.servers}). */
  public static final String SERVERS_TEXT = "cassandra: embedded, single node, on the client host (Apache Cassandra "
      + FBUtilities.getReleaseVersionString() + ", real server code sharing the client's cores; commitlog_sync batch)";

  private final CassandraDaemon daemon;
  private final int port;
  private final Path dir;
  private final AtomicBoolean closed = new AtomicBoolean();

  private EmbeddedCassandra(CassandraDaemon daemon, int port, Path dir) {
    this.daemon = daemon;
    this.port = port;
    this.dir = dir;
  }

  /**
   * Starts the node and creates the keyspace and table when missing (a {@code dir} of an earlier start keeps its
   * data). Blocks until it serves CQL; tens of seconds.
   *
   * @param port the CQL (native transport) port on 127.0.0.1, 1..65535, or 0 for a free one
   * @param dir the directory for its configuration, data, commit log, hints and caches (created when missing)
   * @throws IOException when the directory cannot be written or no free port found
   */
  public static EmbeddedCassandra start(int port, Path dir) throws IOException {
    int cqlPort = port == 0 ? freePort() : port;
    Path yaml = dir.resolve("conf").resolve("cassandra.yaml");
    Files.createDirectories(yaml.getParent());
    Files.writeString(yaml, configuration(dir, cqlPort, freePort()), StandardCharsets.UTF_8);
    System.setProperty("cassandra.config", yaml.toUri().toString());
    System.setProperty("cassandra-foreground", "true");
    System.setProperty("cassandra.storagedir", dir.toString());
    // One node: nothing to gossip with, so the waits for a ring to settle only delay the start.
    System.setProperty("cassandra.skip_wait_for_gossip_to_settle", "0");
    System.setProperty("cassandra.ring_delay_ms", "1000");
    System.setProperty("cassandra.superuser_setup_delay_ms", "0");
    CassandraDaemon daemon = new CassandraDaemon(true);
    daemon.activate();
    QueryProcessor.process("CREATE KEYSPACE IF NOT EXISTS " + KEYSPACE + " WITH replication = {'class':"
        + " 'SimpleStrategy', 'replication_factor': 1}", ConsistencyLevel.ONE);
    QueryProcessor.process("CREATE TABLE IF NOT EXISTS " + KEYSPACE + "." + TABLE + " (y_id varchar PRIMARY KEY, "
        + IntStream.range(0, FIELDS).mapToObj(i -> "field" + i + " varchar").collect(Collectors.joining(", "))
        + ")", ConsistencyLevel.ONE);
    return new EmbeddedCassandra(daemon, cqlPort, dir);
  }

  /** The node's configuration: loopback only, the given ports, everything under {@code dir}. */
  static String configuration(Path dir, int cqlPort, int storagePort) {
    return String.join("\n",
        "cluster_name: ycsb-ext-embedded",
        "num_tokens: 16",
        "partitioner: org.apache.cassandra.dht.Murmur3Partitioner",
        "commitlog_sync: batch",
        "data_file_directories: [" + quoted(dir.resolve("data")) + "]",
        "commitlog_directory: " + quoted(dir.resolve("commitlog")),
        "saved_caches_directory: " + quoted(dir.resolve("saved_caches")),
        "hints_directory: " + quoted(dir.resolve("hints")),
        "cdc_raw_directory: " + quoted(dir.resolve("cdc_raw")),
        "seed_provider:",
        "  - class_name: org.apache.cassandra.locator.SimpleSeedProvider",
        "    parameters:",
        "      - seeds: \"127.0.0.1:" + storagePort + "\"",
        "listen_address: 127.0.0.1",
        "rpc_address: 127.0.0.1",
        "storage_port: " + storagePort,
        "native_transport_port: " + cqlPort,
        "start_native_transport: true",
        "endpoint_snitch: SimpleSnitch",
        "");
  }

  private static String quoted(Path p) {
    return "'" + p.toAbsolutePath().toString().replace("'", "''") + "'";
  }

  private static int freePort() throws IOException {
    try (ServerSocket s = new ServerSocket(0, 1, InetAddress.getLoopbackAddress())) {
      return s.getLocalPort();
    }
  }

  /** The CQL port on 127.0.0.1. */
  public int port() {
    return port;
  }

  /** The directory holding its configuration and data. */
  public Path dir() {
    return dir;
  }

  /** Cassandra's version, from cassandra-all. */
  public static String version() {
    return FBUtilities.getReleaseVersionString();
  }

  /** Stops the node once: closes its client port and stops its services (Cassandra's own stop). */
  @Override
  public void close() {
    if (closed.compareAndSet(false, true)) {
      daemon.deactivate();
    }
  }
}
