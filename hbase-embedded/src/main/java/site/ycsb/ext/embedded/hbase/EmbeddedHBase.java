/*
 * Copyright (c) 2026 ycsb-ext contributors.
 * Licensed under the Apache License, Version 2.0 (http://www.apache.org/licenses/LICENSE-2.0).
 */
package site.ycsb.ext.embedded.hbase;

import java.io.IOException;
import java.io.OutputStream;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.concurrent.atomic.AtomicBoolean;
import org.apache.hadoop.conf.Configuration;
import org.apache.hadoop.hbase.HBaseTestingUtility;
import org.apache.hadoop.hbase.HConstants;
import org.apache.hadoop.hbase.TableName;
import org.apache.hadoop.hbase.util.VersionInfo;

/**
 * A real HBase mini cluster (hbase-testing-util: HMaster, one RegionServer and ZooKeeper, real server code) in this
 * JVM on 127.0.0.1, on the local file system under a given directory, with the table {@value #TABLE} and column
 * family {@value #FAMILY} of upstream's hbase20 binding, and an {@code hbase-site.xml} for clients. The local file
 * system has no hsync: a write the binding asks for with {@code durability=SYNC_WAL} is acknowledged once the WAL is
 * written to the operating system, not synced to disk. Thread-safe.
 */
public final class EmbeddedHBase implements AutoCloseable {
  /** Upstream YCSB's default table. */
  public static final String TABLE = "usertable";
  /** The column family upstream's hbase20 documentation creates ({@code columnfamily}). */
  public static final String FAMILY = "family";

  /** The manifest's servers text for runs against it ({@code ycsb.ext.servers}). */
  public static final String SERVERS_TEXT = "hbase: embedded, single node, on the client host (HBase "
      + VersionInfo.getVersion() + " mini cluster: HMaster, one RegionServer, ZooKeeper, real server code sharing the"
      + " client's cores; local file system, WAL not synced to disk)";

  private final HBaseTestingUtility util;
  private final Path confDir;
  private final int zkPort;
  private final AtomicBoolean closed = new AtomicBoolean();

  private EmbeddedHBase(HBaseTestingUtility util, Path confDir, int zkPort) {
    this.util = util;
    this.confDir = confDir;
    this.zkPort = zkPort;
  }

  /**
   * Starts ZooKeeper, the HMaster and one RegionServer, creates the table, and writes {@code <dir>/conf/hbase-site.xml}.
   * Blocks until the table is online.
   *
   * @param zkPort ZooKeeper's client port on 127.0.0.1 (the one clients are given), or 0 for a free one
   * @param dir the directory for its data and the client configuration (created when missing)
   */
  public static EmbeddedHBase start(int zkPort, Path dir) throws Exception {
    Path data = Files.createDirectories(dir.resolve("data"));
    System.setProperty("test.build.data.basedirectory", data.toString());
    Configuration conf = org.apache.hadoop.hbase.HBaseConfiguration.create();
    // loopback only: every server binds and advertises 127.0.0.1; no web UIs
    conf.set("hbase.master.ipc.address", "127.0.0.1");
    conf.set("hbase.regionserver.ipc.address", "127.0.0.1");
    conf.set("hbase.master.hostname", "127.0.0.1");
    conf.set("hbase.unsafe.regionserver.hostname", "127.0.0.1");
    conf.setInt("hbase.master.info.port", -1);
    conf.setInt("hbase.regionserver.info.port", -1);
    conf.set(HConstants.ZOOKEEPER_QUORUM, "127.0.0.1");
    // the local file system cannot hflush/hsync: HBase refuses to write its WAL there unless told it may
    conf.setBoolean("hbase.unsafe.stream.capability.enforce", false);
    // the mini cluster gives the HMaster 30 s to become active, too little on a busy 2-core machine
    conf.setInt("hbase.master.start.timeout.localHBaseCluster", 300_000);
    HBaseTestingUtility util = new HBaseTestingUtility(conf);
    if (zkPort == 0) {
      util.startMiniZKCluster();
    } else {
      util.startMiniZKCluster(1, zkPort);
    }
    util.startMiniHBaseCluster();
    util.createTable(TableName.valueOf(TABLE), FAMILY).close();
    int port = util.getConfiguration().getInt(HConstants.ZOOKEEPER_CLIENT_PORT, -1);
    Path confDir = Files.createDirectories(dir.resolve("conf"));
    Configuration client = new Configuration(false);
    client.set(HConstants.ZOOKEEPER_QUORUM, "127.0.0.1");
    client.setInt(HConstants.ZOOKEEPER_CLIENT_PORT, port);
    client.set(HConstants.ZOOKEEPER_ZNODE_PARENT, util.getConfiguration().get(HConstants.ZOOKEEPER_ZNODE_PARENT,
        HConstants.DEFAULT_ZOOKEEPER_ZNODE_PARENT));
    try (OutputStream out = Files.newOutputStream(confDir.resolve("hbase-site.xml"))) {
      client.writeXml(out);
    }
    return new EmbeddedHBase(util, confDir, port);
  }

  /** The directory holding the clients' {@code hbase-site.xml}: put it on {@code -cp}. */
  public Path confDir() {
    return confDir;
  }

  /** ZooKeeper's client port on 127.0.0.1. */
  public int zkPort() {
    return zkPort;
  }

  /** The cluster's configuration (for clients in this JVM). */
  public Configuration configuration() {
    return util.getConfiguration();
  }

  /** HBase's version, from hbase-common. */
  public static String version() {
    return VersionInfo.getVersion();
  }

  /** Stops the RegionServer, the HMaster and ZooKeeper, once. */
  @Override
  public void close() throws IOException {
    if (closed.compareAndSet(false, true)) {
      util.shutdownMiniCluster();
    }
  }
}
