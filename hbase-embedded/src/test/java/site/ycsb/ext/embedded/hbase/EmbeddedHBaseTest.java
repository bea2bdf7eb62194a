/*
 * Copyright (c) 2026 ycsb-ext contributors.
 * Licensed under the Apache License, Version 2.0 (http://www.apache.org/licenses/LICENSE-2.0).
 */
package site.ycsb.ext.embedded.hbase;

import static org.junit.jupiter.api.Assertions.assertArrayEquals;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.IOException;
import java.net.ConnectException;
import java.net.InetSocketAddress;
import java.net.Socket;
import java.nio.file.Files;
import java.nio.file.Path;
import java.nio.file.Paths;
import org.apache.hadoop.conf.Configuration;
import org.apache.hadoop.hbase.TableName;
import org.apache.hadoop.hbase.client.Connection;
import org.apache.hadoop.hbase.client.ConnectionFactory;
import org.apache.hadoop.hbase.client.Get;
import org.apache.hadoop.hbase.client.Put;
import org.apache.hadoop.hbase.client.ResultScanner;
import org.apache.hadoop.hbase.client.Scan;
import org.apache.hadoop.hbase.client.Table;
import org.apache.hadoop.hbase.util.Bytes;
import org.junit.jupiter.api.AfterAll;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.MethodOrderer;
import org.junit.jupiter.api.Order;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.TestMethodOrder;
import site.ycsb.ext.testsupport.chain.LauncherChain;

/**
 * One real HBase mini cluster for the class: HBase's client, configured only by the written hbase-site.xml, finds the
 * table and family upstream's binding expects and reads back what it wrote; bin/ycsb's load and run through
 * {@link HBaseTestDB} with that directory on -cp write windows that add up to the summary; the stopped cluster
 * closes ZooKeeper's port.
 */
@TestMethodOrder(MethodOrderer.OrderAnnotation.class)
class EmbeddedHBaseTest {
  private static EmbeddedHBase cluster;
  private static Path work;

  @BeforeAll
  static void start() throws Exception {
    Path dir = Files.createTempDirectory(Paths.get("target").toAbsolutePath(), "hbase-");
    work = Files.createTempDirectory(Paths.get("target").toAbsolutePath(), "chain-");
    cluster = EmbeddedHBase.start(0, dir);
  }

  @AfterAll
  static void stop() throws IOException {
    cluster.close();
  }

  /** A client configured by the written hbase-site.xml alone. */
  private static Connection connect() throws IOException {
    Configuration conf = org.apache.hadoop.hbase.HBaseConfiguration.create();
    conf.addResource(new org.apache.hadoop.fs.Path(cluster.confDir().resolve("hbase-site.xml").toUri()));
    return ConnectionFactory.createConnection(conf);
  }

  @Test
  @Order(1)
  void theClientFindsUpstreamsTableThroughHbaseSiteAndReadsBackWhatItWrote() throws IOException {
    String site = Files.readString(cluster.confDir().resolve("hbase-site.xml"));
    assertTrue(site.contains("<value>" + cluster.zkPort() + "</value>"), site);
    try (Connection c = connect(); Table t = c.getTable(TableName.valueOf(EmbeddedHBase.TABLE))) {
      t.put(new Put(Bytes.toBytes("user1")).addColumn(Bytes.toBytes(EmbeddedHBase.FAMILY), Bytes.toBytes("field0"),
          Bytes.toBytes("a value")));
      assertArrayEquals(Bytes.toBytes("a value"), t.get(new Get(Bytes.toBytes("user1")))
          .getValue(Bytes.toBytes(EmbeddedHBase.FAMILY), Bytes.toBytes("field0")));
    }
  }

  @Test
  @Order(2)
  void theLaunchersLoadAndRunGoThroughTheClient() throws Exception {
    String cp = Paths.get("target/test-classes").toAbsolutePath() + ":" + System.getProperty("surefire.test.class.path")
        + ":" + cluster.confDir();
    LauncherChain.loadThenRun(work, "hbase", HBaseTestDB.class.getName(), cp, EmbeddedHBase.SERVERS_TEXT,
        "columnfamily=" + EmbeddedHBase.FAMILY);
    try (Connection c = connect(); Table t = c.getTable(TableName.valueOf(EmbeddedHBase.TABLE));
         ResultScanner rows = t.getScanner(new Scan())) {
      int n = 0;
      while (rows.next() != null) {
        n++;
      }
      assertEquals(301, n, "the load's 300 records and the first test's one");
    }
  }

  @Test
  @Order(3)
  void aStoppedClusterClosesZooKeepersPort() throws IOException {
    cluster.close();
    assertThrows(ConnectException.class, () -> {
      try (Socket s = new Socket()) {
        s.connect(new InetSocketAddress("127.0.0.1", cluster.zkPort()), 2000);
      }
    });
  }
}
