/*
 * Copyright (c) 2026 ycsb-ext contributors.
 * Licensed under the Apache License, Version 2.0 (http://www.apache.org/licenses/LICENSE-2.0).
 */
package site.ycsb.ext.embedded.cassandra;

import java.nio.file.Path;
import java.util.List;
import java.util.concurrent.Callable;
import org.apache.cassandra.service.StorageService;
import picocli.CommandLine;
import picocli.CommandLine.Command;
import picocli.CommandLine.Model.CommandSpec;
import picocli.CommandLine.Option;
import picocli.CommandLine.Spec;
import site.ycsb.ext.embedded.EmbeddedServing;

/**
 * {@code bin/ycsb standin cassandra}: starts an {@link EmbeddedCassandra}, prints the options that point upstream's
 * cassandra binding at it, and serves until interrupted: on Ctrl-C or TERM Cassandra's own shutdown hook drains the
 * node (flushes memtables, stops its services), then a temporary data directory is deleted. The launcher runs this
 * class in a JVM of its own with {@code jvm.options} ({@link #main}). One instance per invocation.
 */
@Command(name = "cassandra", mixinStandardHelpOptions = true, sortOptions = false,
    header = "Serve a real Apache Cassandra node (cassandra-all), embedded, single node, on this host.",
    description = {"Listens on 127.0.0.1 only, commitlog_sync batch (a write is acknowledged once its commit log is"
        + " synced to disk), keyspace " + EmbeddedCassandra.KEYSPACE + " (replication_factor 1) and table "
        + EmbeddedCassandra.TABLE + " (y_id varchar primary key, field0..field9 varchar) as upstream's cassandra"
        + " binding documents. Starts in tens of seconds. Real server code, but one node sharing the client host's"
        + " cores: its figures measure the tool and Cassandra together on one machine.",
        "Prints the -p and -cp options for upstream's cassandra binding, then serves until interrupted (Ctrl-C)."},
    footer = {"", "Example:", "  bin/ycsb standin cassandra --port 9042 --data /var/tmp/cassandra-1",
        "  bin/ycsb load cassandra -P workloads/workloada <the printed options>",
        "", "Exit codes: 0 stopped, 1 the node did not start, 2 invalid options."})
public final class CassandraCommand implements Callable<Integer> {
  @Spec
  CommandSpec spec;

  @Option(names = "--port", paramLabel = "P", defaultValue = "9042",
      description = "CQL port on 127.0.0.1, 1..65535, or 0 for a free one. Default: ${DEFAULT-VALUE}.")
  int port;

  @Option(names = "--data", paramLabel = "DIR",
      description = "Keep the node's data (and its cassandra.yaml) in DIR, created when missing; a later start on it"
          + " finds the data. Default: a temporary directory, deleted on stop.")
  Path data;

  public static void main(String[] args) {
    System.exit(new CommandLine(new CassandraCommand()).execute(args));
  }

  @Override
  public Integer call() throws InterruptedException {
    EmbeddedServing serving = new EmbeddedServing(spec, "cassandra");
    EmbeddedCassandra node = serving.start(port, data, "the node did not start on 127.0.0.1:" + port,
        dir -> EmbeddedCassandra.start(port, dir));
    if (node == null) {
      return 1;
    }
    return serving.serve(List.of(
        "Cassandra " + EmbeddedCassandra.version() + " (cassandra-all: real server code; embedded, single node, on"
            + " the client host) on 127.0.0.1:" + node.port() + ", " + serving.readyIn(),
        serving.dataLine("commitlog_sync batch; keyspace " + EmbeddedCassandra.KEYSPACE + ", table "
            + EmbeddedCassandra.TABLE + " (y_id, field0..field" + (EmbeddedCassandra.FIELDS - 1) + ")"),
        "Upstream's cassandra binding: -p db=site.ycsb.db.CassandraCQLClient"
            + " -cp '<ycsb-0.17.0>/cassandra-binding/lib/*' (or a name from bin/ycsb bindings)",
        "-p hosts=127.0.0.1 -p port=" + node.port() + " -p cassandra.keyspace=" + EmbeddedCassandra.KEYSPACE
            + " -p 'ycsb.ext.servers=" + EmbeddedCassandra.SERVERS_TEXT + "'"),
        CassandraCommand::waitForDrain);
  }

  /** Waits (up to a minute) for Cassandra's own shutdown hook to drain the node. */
  private static void waitForDrain() {
    long deadline = System.nanoTime() + 60_000_000_000L;
    while (!StorageService.instance.isDrained() && System.nanoTime() < deadline) {
      try {
        Thread.sleep(100);
      } catch (InterruptedException e) {
        Thread.currentThread().interrupt();
        return;
      }
    }
  }
}
