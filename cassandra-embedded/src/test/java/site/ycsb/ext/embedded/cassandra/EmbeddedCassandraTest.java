/*
 * Copyright (c) 2026 ycsb-ext contributors.
 * Licensed under the Apache License, Version 2.0 (http://www.apache.org/licenses/LICENSE-2.0).
 */
package site.ycsb.ext.embedded.cassandra;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import com.datastax.oss.driver.api.core.CqlSession;
import com.datastax.oss.driver.api.core.cql.Row;
import java.io.IOException;
import java.net.ConnectException;
import java.net.InetSocketAddress;
import java.net.Socket;
import java.nio.file.Files;
import java.nio.file.Path;
import java.nio.file.Paths;
import java.util.HashMap;
import java.util.Map;
import java.util.Properties;
import java.util.Vector;
import org.junit.jupiter.api.AfterAll;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.MethodOrderer;
import org.junit.jupiter.api.Order;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.TestMethodOrder;
import site.ycsb.ByteIterator;
import site.ycsb.Status;
import site.ycsb.StringByteIterator;
import site.ycsb.ext.testsupport.chain.LauncherChain;

/**
 * One real Cassandra node for the class (it starts once per JVM): the schema upstream's binding expects is there,
 * Cassandra's Java driver (from Maven Central) reads back what it wrote over the CQL port, bin/ycsb's load and run
 * through {@link CassandraTestDB} write windows that add up to the summary, an operation the stopped node cannot serve
 * is {@code ERROR} (the thread goes on), and the stopped node closes its port.
 */
@TestMethodOrder(MethodOrderer.OrderAnnotation.class)
class EmbeddedCassandraTest {
  private static Path dir;
  private static EmbeddedCassandra node;
  private static Path work;

  @BeforeAll
  static void start() throws IOException {
    dir = Files.createTempDirectory(Paths.get("target").toAbsolutePath(), "cassandra-");
    work = Files.createTempDirectory(Paths.get("target").toAbsolutePath(), "chain-");
    node = EmbeddedCassandra.start(0, dir);
  }

  @AfterAll
  static void stop() {
    node.close();
  }

  private static CqlSession session() {
    return CqlSession.builder().addContactPoint(new InetSocketAddress("127.0.0.1", node.port()))
        .withLocalDatacenter("datacenter1").build();
  }

  @Test
  @Order(1)
  void theDriverFindsUpstreamsSchemaAndReadsBackWhatItWrote() throws IOException {
    assertTrue(Files.readAllLines(dir.resolve("conf/cassandra.yaml")).contains("commitlog_sync: batch"));
    try (CqlSession s = session()) {
      s.execute("INSERT INTO ycsb.usertable (y_id, field0, field9) VALUES ('user1', 'a', 'z')");
      Row row = s.execute("SELECT field0, field9 FROM ycsb.usertable WHERE y_id = 'user1'").one();
      assertEquals("a", row.getString("field0"));
      assertEquals("z", row.getString("field9"));
      assertEquals("127.0.0.1", s.execute("SELECT rpc_address FROM system.local").one().getInetAddress(0)
          .getHostAddress());
    }
  }

  @Test
  @Order(2)
  void theLaunchersLoadAndRunGoThroughTheDriver() throws Exception {
    String cp = Paths.get("target/test-classes").toAbsolutePath() + ":" + Paths.get("target/driver-lib")
        .toAbsolutePath() + "/*";
    LauncherChain.loadThenRun(work, "cassandra", CassandraTestDB.class.getName(), cp, EmbeddedCassandra.SERVERS_TEXT,
        "hosts=127.0.0.1", "port=" + node.port());
    try (CqlSession s = session()) {
      assertEquals(301, s.execute("SELECT count(*) FROM ycsb.usertable").one().getLong(0),
          "the load's 300 records and the first test's one");
    }
  }

  @Test
  @Order(3)
  void anOperationTheStoppedNodeCannotServeIsErrorAndTheThreadGoesOn() throws Exception {
    CassandraTestDB db = new CassandraTestDB();
    Properties props = new Properties();
    props.setProperty("hosts", "127.0.0.1");
    props.setProperty("port", Integer.toString(node.port()));
    props.setProperty(CassandraTestDB.READ_TIMEOUT_MILLIS, "2000");
    db.setProperties(props);
    db.init();
    try {
      Map<String, ByteIterator> fields = Map.of("field0", new StringByteIterator("b"));
      assertEquals(Status.OK, db.insert("usertable", "user2", fields));
      node.close();
      assertEquals(Status.ERROR, db.read("usertable", "user2", null, new HashMap<>()));
      assertEquals(Status.ERROR, db.update("usertable", "user2", fields));
      assertEquals(Status.ERROR, db.scan("usertable", "user2", 10, null, new Vector<>()));
      assertEquals(Status.ERROR, db.delete("usertable", "user2"));
    } finally {
      db.cleanup();
    }
  }

  @Test
  @Order(4)
  void aStoppedNodeClosesItsPort() {
    node.close();
    assertThrows(ConnectException.class, () -> {
      try (Socket s = new Socket()) {
        s.connect(new InetSocketAddress("127.0.0.1", node.port()), 2000);
      }
    });
  }
}
