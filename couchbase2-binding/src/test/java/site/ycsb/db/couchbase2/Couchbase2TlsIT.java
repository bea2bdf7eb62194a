/*
 * Copyright (c) 2026 ycsb-ext contributors.
 * Licensed under the Apache License, Version 2.0 (http://www.apache.org/licenses/LICENSE-2.0).
 */
package site.ycsb.db.couchbase2;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertNull;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.IOException;
import java.net.ServerSocket;
import java.nio.file.Path;
import java.util.HashMap;
import java.util.Map;
import java.util.Properties;
import org.junit.jupiter.api.AfterAll;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import site.ycsb.ByteIterator;
import site.ycsb.DBException;
import site.ycsb.Status;
import site.ycsb.StringByteIterator;
import site.ycsb.db.couchbase2.support.Couchbase2Properties;
import site.ycsb.db.couchbase2.support.SharedBucket;
import site.ycsb.ext.standin.couchbase.CouchbaseMockCluster;
import site.ycsb.ext.testsupport.tls.TestCertificates;
import site.ycsb.ext.testsupport.tls.TlsMockProxy;

/**
 * The binding over real TLS on loopback: a 3-node CouchbaseMock (bootstrapping by key-value, as servers do) behind
 * a JDK TLS proxy ({@link TlsMockProxy}) with certificates made by {@code keytool}. Every key-value connection is
 * encrypted; an untrusted, misnamed or expired server certificate and a refused client certificate each fail
 * {@code init()} with one line naming the cause; certificate authentication and alternate (external) addresses
 * work.
 *
 * <p>An integration test (failsafe, {@code -DskipITs} skips it): each case makes real TLS handshakes and takes
 * seconds. The timeouts are generous because a loaded machine may be slow to connect; a successful bootstrap or
 * operation returns as soon as it is done, so they cost nothing then.
 */
class Couchbase2TlsIT {
  private static final String LOOPBACK_NAMES = "ip:127.0.0.1,ip:127.0.0.2,ip:127.0.0.3";
  /** {@code couchbase.connectTimeout} of a bootstrap that must succeed. */
  private static final String CONNECT_TIMEOUT_MS = "120000";
  /**
   * {@code couchbase.connectTimeout} of a bootstrap that must fail: on some handshake failures the SDK gives up
   * only when it elapses, so a longer one only slows the test down; the outcome does not depend on it, and the
   * probe that names the cause waits as long for its own handshake.
   */
  private static final String FAILING_CONNECT_TIMEOUT_MS = "10000";
  /** {@code couchbase.kvTimeout}: an insert with {@code replicateTo=1} waits for the mock's replica. */
  private static final String KV_TIMEOUT_MS = "60000";

  @TempDir
  static Path dir;

  private static CouchbaseMockCluster mock;
  private static TestCertificates certificates;
  private static Path serverKeys;
  private static Path trust;
  private static Path clientKeys;
  private static Path clientTrust;
  private static Path ca;

  private Couchbase2Client db;

  @BeforeAll
  static void start() throws Exception {
    mock = CouchbaseMockCluster.start(3, 1, "ycsb");
    // Real servers bootstrap over the key-value port (the mock answers the cluster map there only when asked to).
    mock.command("SET_CCCP", "{\"enabled\":true}");
    certificates = new TestCertificates(dir);
    ca = certificates.certificateAuthority("ca");
    serverKeys = certificates.signedKeyStore("server", ca, LOOPBACK_NAMES, null, 30);
    trust = certificates.trustStore("trust", ca);
    clientKeys = certificates.keyStore("client", "dns:client", null, 30);
    clientTrust = certificates.trustStore("clienttrust", clientKeys);
  }

  @AfterAll
  static void stop() {
    mock.close();
  }

  @AfterEach
  void cleanup() throws DBException {
    if (db != null) {
      db.cleanup();
      db = null;
    }
    assertNull(SharedBucket.current(), "nothing left open");
  }

  private static Properties tls(TlsMockProxy proxy, Path trustStore, String... keyValues) throws IOException {
    Properties props = mock.bindingProperties();
    props.setProperty(Couchbase2Properties.SSL_ENABLED, "true");
    props.setProperty(Couchbase2Properties.SSL_TRUSTSTORE_FILE, trustStore.toString());
    props.setProperty(Couchbase2Properties.SSL_TRUSTSTORE_PASSWORD, TestCertificates.PASSWORD);
    props.setProperty(Couchbase2Properties.BOOTSTRAP_CARRIER_SSL_PORT, Integer.toString(proxy.bootstrapPort()));
    props.setProperty(Couchbase2Properties.BOOTSTRAP_HTTP_SSL_PORT, Integer.toString(closedPort()));
    props.setProperty(Couchbase2Properties.CONNECT_TIMEOUT, CONNECT_TIMEOUT_MS);
    props.setProperty(Couchbase2Properties.KV_TIMEOUT, KV_TIMEOUT_MS);
    for (int i = 0; i + 1 < keyValues.length; i += 2) {
      props.setProperty(keyValues[i], keyValues[i + 1]);
    }
    return props;
  }

  private Couchbase2Client open(Properties props) throws DBException {
    Couchbase2Client client = new Couchbase2Client();
    client.setProperties(props);
    client.init();
    db = client;
    return client;
  }

  /** Writes with {@code replicateTo=1} (so every node is reached) and reads each record back. */
  private static void writeAndReadOnEveryNode(Couchbase2Client client, String table) {
    for (int i = 0; i < 30; i++) {
      Map<String, ByteIterator> values = new HashMap<>();
      values.put("field0", new StringByteIterator("tls-" + i));
      assertEquals(Status.OK, client.insert(table, "user" + i, values), "insert " + i);
      Map<String, ByteIterator> read = new HashMap<>();
      assertEquals(Status.OK, client.read(table, "user" + i, null, read), "read " + i);
      assertEquals("tls-" + i, read.get("field0").toString());
    }
  }

  @Test
  void writesWithReplicationAndReadsOverTls() throws Exception {
    try (TlsMockProxy proxy = new TlsMockProxy(mock, serverKeys, null, false)) {
      Couchbase2Client client = open(tls(proxy, trust, Couchbase2Properties.REPLICATE_TO, "1"));
      writeAndReadOnEveryNode(client, "tls");
      assertTrue(SharedBucket.current().environment().sslEnabled());
    }
  }

  @Test
  void untrustedServerCertificateFailsInitWithOneLine() throws Exception {
    Path otherCa = certificates.certificateAuthority("otherca");
    Path otherTrust = certificates.trustStore("othertrust", otherCa);
    try (TlsMockProxy proxy = new TlsMockProxy(mock, serverKeys, null, false)) {
      String line = initFailure(tls(proxy, otherTrust));
      assertTrue(line.contains("): TLS handshake with 127.0.0.1:" + proxy.bootstrapPort() + " failed: the server's"
          + " certificate is not trusted by couchbase.sslTruststoreFile (PKIX path building failed"), line);
    }
  }

  @Test
  void serverCertificateForAnotherHostFailsInitUnlessHostNamesAreNotVerified() throws Exception {
    Path elsewhere = certificates.signedKeyStore("elsewhere", ca, "dns:db.example.com", null, 30);
    try (TlsMockProxy proxy = new TlsMockProxy(mock, elsewhere, null, false)) {
      String line = initFailure(tls(proxy, trust));
      assertTrue(line.contains("): TLS handshake with 127.0.0.1:" + proxy.bootstrapPort() + " failed: the server's"
          + " certificate does not name 127.0.0.1 (couchbase.sslHostnameVerification=false skips this check;"), line);
      writeAndReadOnEveryNode(open(tls(proxy, trust, Couchbase2Properties.SSL_HOSTNAME_VERIFICATION, "false")),
          "elsewhere");
    }
  }

  @Test
  void expiredServerCertificateFailsInitWithOneLine() throws Exception {
    Path expired = certificates.signedKeyStore("expired", ca, LOOPBACK_NAMES, "-30d", 2);
    try (TlsMockProxy proxy = new TlsMockProxy(mock, expired, null, false)) {
      String line = initFailure(tls(proxy, trust));
      assertTrue(line.contains("): TLS handshake with 127.0.0.1:" + proxy.bootstrapPort() + " failed: the server's"
          + " certificate is expired or not yet valid (NotAfter: "), line);
    }
  }

  @Test
  void certificateAuthenticationPresentsTheKeyStoreAndIsRefusedWithoutIt() throws Exception {
    try (TlsMockProxy proxy = new TlsMockProxy(mock, serverKeys, clientTrust, false)) {
      String line = initFailure(tls(proxy, trust));
      assertTrue(line.contains("): TLS handshake with 127.0.0.1:" + proxy.bootstrapPort() + " failed: the server"
          + " refused the client certificate (couchbase.sslKeystoreFile;"), line);
      writeAndReadOnEveryNode(open(tls(proxy, trust, Couchbase2Properties.CERT_AUTH_ENABLED, "true",
          Couchbase2Properties.SSL_KEYSTORE_FILE, clientKeys.toString(),
          Couchbase2Properties.SSL_KEYSTORE_PASSWORD, TestCertificates.PASSWORD)), "certauth");
    }
  }

  /** The cluster map lists the nodes' TLS ports only as alternate external addresses (their own ones are closed). */
  @Test
  void externalNetworkResolutionUsesTheAlternateAddresses() throws Exception {
    try (TlsMockProxy proxy = new TlsMockProxy(mock, serverKeys, null, true)) {
      writeAndReadOnEveryNode(open(tls(proxy, trust, Couchbase2Properties.NETWORK_RESOLUTION, "external",
          Couchbase2Properties.REPLICATE_TO, "1")), "external");
    }
  }

  /** @return the one-line message of a failing {@code init()}, checked to hide the store password */
  private static String initFailure(Properties props) {
    props.setProperty(Couchbase2Properties.CONNECT_TIMEOUT, FAILING_CONNECT_TIMEOUT_MS);
    Couchbase2Client client = new Couchbase2Client();
    client.setProperties(props);
    DBException e = assertThrows(DBException.class, client::init);
    String line = e.getMessage();
    assertTrue(line.startsWith("couchbase2: cannot open bucket 'ycsb' on 127.0.0.1 (ports tried: "), line);
    assertFalse(line.contains("\n"), line);
    assertFalse(line.contains(TestCertificates.PASSWORD), line);
    return line;
  }

  private static int closedPort() throws IOException {
    try (ServerSocket socket = new ServerSocket(0)) {
      return socket.getLocalPort();
    }
  }
}
