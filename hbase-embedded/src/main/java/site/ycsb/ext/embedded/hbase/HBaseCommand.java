/*
 * Copyright (c) 2026 ycsb-ext contributors.
 * Licensed under the Apache License, Version 2.0 (http://www.apache.org/licenses/LICENSE-2.0).
 */
package site.ycsb.ext.embedded.hbase;

import java.io.IOException;
import java.io.UncheckedIOException;
import java.nio.file.Path;
import java.util.List;
import java.util.concurrent.Callable;
import picocli.CommandLine;
import picocli.CommandLine.Command;
import picocli.CommandLine.Model.CommandSpec;
import picocli.CommandLine.Option;
import picocli.CommandLine.Spec;
import site.ycsb.ext.embedded.EmbeddedServing;

/**
 * {@code bin/ycsb standin hbase}: starts an {@link EmbeddedHBase}, prints the options and the configuration
 * directory that point upstream's hbase20 binding at it, and serves until interrupted (a shutdown hook stops the
 * cluster, then deletes a temporary data directory). The launcher runs this class in a JVM of its own with
 * {@code jvm.options} ({@link #main}). One instance per invocation.
 */
@Command(name = "hbase", mixinStandardHelpOptions = true, sortOptions = false,
    header = "Serve a real HBase mini cluster (hbase-testing-util), embedded, single node, on this host.",
    description = {"HMaster, one RegionServer and ZooKeeper in one JVM on 127.0.0.1, on the local file system"
        + " (no HDFS: a WAL write is not synced to disk, so durability=SYNC_WAL is not on-disk durability here),"
        + " table " + EmbeddedHBase.TABLE + " with column family " + EmbeddedHBase.FAMILY + ". Starts in tens of"
        + " seconds. Real server code, but one node sharing the client host's cores: its figures measure the tool"
        + " and HBase together on one machine.",
        "Prints the directory holding hbase-site.xml (put it on -cp) and the -p options for upstream's hbase20"
        + " binding, then serves until interrupted (Ctrl-C)."},
    footer = {"", "Example:", "  bin/ycsb standin hbase --port 2181",
        "  bin/ycsb load hbase20 -P workloads/workloada <the printed options>",
        "", "Exit codes: 0 stopped, 1 the cluster did not start, 2 invalid options."})
public final class HBaseCommand implements Callable<Integer> {
  @Spec
  CommandSpec spec;

  @Option(names = "--port", paramLabel = "P", defaultValue = "2181",
      description = "ZooKeeper's client port on 127.0.0.1 (clients find the cluster there), 1..65535, or 0 for a free"
          + " one. Default: ${DEFAULT-VALUE}.")
  int port;

  @Option(names = "--data", paramLabel = "DIR",
      description = "Keep the cluster's files and hbase-site.xml in DIR, created when missing. Default: a temporary"
          + " directory, deleted on stop.")
  Path data;

  public static void main(String[] args) {
    System.exit(new CommandLine(new HBaseCommand()).execute(args));
  }

  @Override
  public Integer call() throws InterruptedException {
    EmbeddedServing serving = new EmbeddedServing(spec, "hbase");
    EmbeddedHBase cluster = serving.start(port, data, "the cluster did not start (ZooKeeper on 127.0.0.1:" + port
        + ")", dir -> EmbeddedHBase.start(port, dir));
    if (cluster == null) {
      return 1;
    }
    return serving.serve(List.of(
        "HBase " + EmbeddedHBase.version() + " (hbase-testing-util mini cluster: real server code; embedded, single"
            + " node, on the client host), ZooKeeper on 127.0.0.1:" + cluster.zkPort() + ", " + serving.readyIn(),
        serving.dataLine("local file system (WAL not synced to disk); table " + EmbeddedHBase.TABLE
            + ", column family " + EmbeddedHBase.FAMILY),
        "hbase-site.xml: " + cluster.confDir() + " (put this directory on -cp)",
        "Upstream's hbase20 binding: -p db=site.ycsb.db.hbase20.HBaseClient20"
            + " -cp '<ycsb-0.17.0>/hbase20-binding/lib/*:" + cluster.confDir() + "'",
        "-p table=" + EmbeddedHBase.TABLE + " -p columnfamily=" + EmbeddedHBase.FAMILY
            + " -p 'ycsb.ext.servers=" + EmbeddedHBase.SERVERS_TEXT + "'"),
        () -> {
          try {
            cluster.close();
          } catch (IOException e) {
            throw new UncheckedIOException(e);
          }
        });
  }
}
