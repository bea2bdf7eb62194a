/*
 * Copyright (c) 2026 ycsb-ext contributors.
 * Licensed under the Apache License, Version 2.0 (http://www.apache.org/licenses/LICENSE-2.0).
 */
package site.ycsb.db.couchbase3;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.nio.file.Path;
import java.util.HashMap;
import java.util.Map;
import java.util.Properties;
import org.junit.jupiter.api.AfterAll;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import site.ycsb.ByteIterator;
import site.ycsb.DBException;
import site.ycsb.Status;
import site.ycsb.StringByteIterator;
import site.ycsb.db.couchbase3.facts.Couchbase3Facts;
import site.ycsb.ext.standin.couchbase.CouchbaseMockCluster;

/**
 * The binding over TLS against a 2-node stand-in serving its key-value ports over TLS with a bucket password: the
 * {@code couchbase2} binding's TLS names as the stand-in prints them, the couchbaselabs fork's
 * ({@code sslMode=data}, {@code certificateFile}, {@code kvPort}), and a certificate the servers' is not signed by.
 */
class Couchbase3TlsMockTest {
  @TempDir
  static Path tlsDir;
  @TempDir
  static Path otherDir;
  private static CouchbaseMockCluster mock;
  private static CouchbaseMockCluster other;

  @BeforeAll
  static void startMock() throws Exception {
    mock = CouchbaseMockCluster.start(2, 1, "ycsb", 0, 0, false, tlsDir, Couchbase3ClientMockTest.PASSWORD);
    // Only for its certificate: one the first stand-in's is not.
    other = CouchbaseMockCluster.start(1, 0, "other", 0, 0, false, otherDir, Couchbase3ClientMockTest.PASSWORD);
  }

  @AfterAll
  static void stopMock() {
    mock.close();
    other.close();
  }

  private static void writeAndRead(Properties props) throws DBException {
    Couchbase3Client client = new Couchbase3Client();
    client.setProperties(props);
    client.init();
    try {
      Map<String, ByteIterator> values = new HashMap<>();
      values.put("field0", new StringByteIterator("over tls"));
      String key = "tls" + System.nanoTime();
      assertEquals(Status.OK, client.insert("usertable", key, values));
      Map<String, ByteIterator> result = new HashMap<>();
      assertEquals(Status.OK, client.read("usertable", key, null, result));
      assertEquals("over tls", result.get("field0").toString());
      assertEquals("true", Couchbase3Facts.of(props).get("db.setting.tls"), props.toString());
    } finally {
      client.cleanup();
    }
  }

  @Test
  void couchbase2NamesAsTheStandinPrintsThem() throws DBException {
    Properties props = new Properties();
    props.putAll(mock.bindingSettings());
    assertEquals("true", props.getProperty("couchbase.sslEnabled"), props.toString());
    props.setProperty("couchbase.connectTimeout", "20000");
    writeAndRead(props);
  }

  @Test
  void forkNamesWithAPemCertificateAndKvPort() throws DBException {
    Properties props = new Properties();
    props.setProperty("couchbase.host", "127.0.0.1");
    props.setProperty("couchbase.bucket", "ycsb");
    props.setProperty("couchbase.password", Couchbase3ClientMockTest.PASSWORD);
    props.setProperty("couchbase.sslMode", "data");
    props.setProperty("couchbase.certificateFile", tlsDir.resolve("standin-certificate.pem").toString());
    props.setProperty("couchbase.kvPort", Integer.toString(mock.tlsPort(0)));
    props.setProperty("couchbase.managerPort", Integer.toString(mock.httpPort()));
    props.setProperty("couchbase.connectTimeout", "20000");
    writeAndRead(props);
  }

  @Test
  void aCertificateTheServersAreNotSignedByFailsInitWithOneLine() {
    Properties props = new Properties();
    props.putAll(mock.bindingSettings());
    props.setProperty("couchbase.sslTruststoreFile", other.tlsTrustStore().toString());
    props.setProperty("couchbase.connectTimeout", "4000");
    Couchbase3Client client = new Couchbase3Client();
    client.setProperties(props);
    DBException refused = assertThrows(DBException.class, client::init);
    assertTrue(refused.getMessage().startsWith("couchbase3: cannot open bucket 'ycsb'"), refused.getMessage());
    assertTrue(refused.getMessage().contains("key-value TLS"), refused.getMessage());
    assertTrue(refused.getMessage().contains("TLS handshake failed"), refused.getMessage());
    assertEquals(1, refused.getMessage().lines().count(), refused.getMessage());
    assertFalse(refused.getMessage().contains("standin\""), refused.getMessage());
  }
}
