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
import static org.junit.jupiter.api.Assumptions.assumeTrue;

import java.io.IOException;
import java.io.InputStream;
import java.io.OutputStream;
import java.net.InetAddress;
import java.net.InetSocketAddress;
import java.net.ServerSocket;
import java.net.Socket;
import java.util.ArrayList;
import java.util.Collections;
import java.util.List;
import java.util.Properties;
import java.util.concurrent.atomic.AtomicInteger;
import org.junit.jupiter.api.AfterAll;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;
import site.ycsb.DBException;
import site.ycsb.Status;
import site.ycsb.db.couchbase2.support.Couchbase2Properties;
import site.ycsb.db.couchbase2.support.SharedBucket;
import site.ycsb.ext.standin.couchbase.CouchbaseMockCluster;

/**
 * The seed forms of {@code couchbase.host} over real loopback sockets against a one-node CouchbaseMock: an IPv4
 * address with a port, and an IPv6 literal with a port, reaching the node through {@code ::1}.
 */
class Couchbase2SeedFormsTest {
  private static CouchbaseMockCluster mock;

  @BeforeAll
  static void startMock() throws IOException {
    mock = CouchbaseMockCluster.start(1, 0, "ycsb");
  }

  @AfterAll
  static void stopMock() {
    mock.close();
  }

  @Test
  void ipv4SeedWithTheCarrierPortInsertsAndReads() throws DBException {
    insertAndRead(props(Couchbase2Properties.HOST, "127.0.0.1:" + mock.carrierPort()));
  }

  @Test
  void ipv4SeedWithTheHttpPortInsertsAndReads() throws DBException {
    insertAndRead(props(Couchbase2Properties.HOST, "127.0.0.1:" + mock.httpPort()));
  }

  /**
   * {@code [::1]:port} with that port as the HTTP bootstrap port: a relay on {@code ::1} forwards to the node's HTTP
   * port (the mock listens on 127.0.0.1 only), so the cluster map can only have come through {@code ::1}. The
   * key-value bootstrap on {@code ::1} is refused first (nothing listens there): over key-value, the SDK writes a
   * bare IPv6 seed into the {@code $HOST:port} of the answering node's map, which it then cannot parse.
   */
  @Test
  void bracketedIpv6SeedWithPortBootstrapsThroughIpv6Loopback() throws Exception {
    try (Ipv6Relay relay = Ipv6Relay.open(mock.httpPort())) {
      insertAndRead(props(Couchbase2Properties.HOST, "[::1]:" + relay.port(),
          Couchbase2Properties.BOOTSTRAP_HTTP_PORT, Integer.toString(relay.port())));
      assertTrue(relay.accepted() > 0, "the SDK connected to [::1]:" + relay.port());
    }
  }

  @Test
  void bareIpv6SeedBootstrapsThroughIpv6Loopback() throws Exception {
    try (Ipv6Relay relay = Ipv6Relay.open(mock.httpPort())) {
      insertAndRead(props(Couchbase2Properties.HOST, "::1",
          Couchbase2Properties.BOOTSTRAP_HTTP_PORT, Integer.toString(relay.port())));
      assertTrue(relay.accepted() > 0, "the SDK connected to [::1]:" + relay.port());
    }
  }

  @Test
  void unreachableIpv6SeedFailsWithOneLineNamingSeedAndPorts() throws Exception {
    int port;
    try (ServerSocket closed = bindIpv6Loopback()) {
      port = closed.getLocalPort();
    }
    Couchbase2Client db = new Couchbase2Client();
    db.setProperties(props(Couchbase2Properties.HOST, "[::1]:" + port, Couchbase2Properties.PASSWORD,
        "hunter2-secret", Couchbase2Properties.BOOTSTRAP_CARRIER_PORT, Integer.toString(port),
        Couchbase2Properties.BOOTSTRAP_HTTP_PORT, Integer.toString(port), Couchbase2Properties.CONNECT_TIMEOUT,
        "2000"));
    DBException e = assertThrows(DBException.class, db::init);
    assertTrue(e.getMessage().startsWith("couchbase2: cannot open bucket 'ycsb' on [::1]:" + port + " (ports tried: "
        + port + " key-value, " + port + " HTTP; connectTimeout 2000 ms"), e.getMessage());
    assertFalse(e.getMessage().contains("hunter2"), e.getMessage());
    assertFalse(e.getMessage().contains("\n"), e.getMessage());
    assertNull(SharedBucket.current(), "the failed attempt left nothing open");
  }

  @Test
  void seedPortThatIsNoBootstrapPortFailsInitBeforeConnecting() {
    int other = mock.carrierPort() == 65535 ? 65534 : mock.carrierPort() + 1;
    Couchbase2Client db = new Couchbase2Client();
    db.setProperties(props(Couchbase2Properties.HOST, "127.0.0.1:" + other));
    DBException e = assertThrows(DBException.class, db::init);
    assertEquals("Invalid value '127.0.0.1:" + other + "' for property 'couchbase.host': expected seed ports equal to"
        + " couchbase.bootstrapCarrierPort (" + mock.carrierPort() + ") or couchbase.bootstrapHttpPort ("
        + mock.httpPort() + "), the ports every seed is connected on (set those properties to bootstrap on other"
        + " ports)", e.getMessage());
    assertNull(SharedBucket.current(), "nothing was opened");
  }

  private static void insertAndRead(Properties props) throws DBException {
    Couchbase2Client db = new Couchbase2Client();
    db.setProperties(props);
    db.init();
    try {
      String table = Couchbase2ClientContract.freshTable();
      assertEquals(Status.OK, db.insert(table, "user1", Couchbase2ClientContract.record(1)));
      assertEquals(Couchbase2ClientContract.strings(Couchbase2ClientContract.record(1)),
          Couchbase2ClientContract.read(db, table, "user1"));
    } finally {
      db.cleanup();
    }
    assertNull(SharedBucket.current(), "the cleanup closed the shared bucket");
  }

  private static Properties props(String... keyValues) {
    Properties props = mock.bindingProperties();
    for (int i = 0; i + 1 < keyValues.length; i += 2) {
      props.setProperty(keyValues[i], keyValues[i + 1]);
    }
    return props;
  }

  /** @return a listener on {@code ::1}; the test is skipped where the machine has no IPv6 loopback */
  private static ServerSocket bindIpv6Loopback() throws IOException {
    ServerSocket listener = new ServerSocket();
    try {
      listener.bind(new InetSocketAddress(InetAddress.getByName("::1"), 0));
    } catch (IOException e) {
      listener.close();
      assumeTrue(false, "no IPv6 loopback on this machine: " + e);
    }
    return listener;
  }

  /** Relays each connection accepted on {@code ::1} to a port of 127.0.0.1, byte for byte, on daemon threads. */
  private static final class Ipv6Relay implements AutoCloseable {
    private final ServerSocket listener;
    private final int targetPort;
    private final AtomicInteger accepted = new AtomicInteger();
    private final List<Socket> sockets = Collections.synchronizedList(new ArrayList<>());

    private Ipv6Relay(ServerSocket listener, int targetPort) {
      this.listener = listener;
      this.targetPort = targetPort;
    }

    static Ipv6Relay open(int targetPort) throws IOException {
      Ipv6Relay relay = new Ipv6Relay(bindIpv6Loopback(), targetPort);
      daemon(relay::accept);
      return relay;
    }

    int port() {
      return listener.getLocalPort();
    }

    /** @return how many connections reached {@code ::1} */
    int accepted() {
      return accepted.get();
    }

    private void accept() {
      try {
        while (true) {
          Socket client = listener.accept();
          accepted.incrementAndGet();
          Socket server = new Socket(InetAddress.getByName("127.0.0.1"), targetPort);
          sockets.add(client);
          sockets.add(server);
          daemon(() -> copy(client, server));
          daemon(() -> copy(server, client));
        }
      } catch (IOException closed) {
        // the relay is closed
      }
    }

    private static void copy(Socket from, Socket to) {
      try {
        InputStream in = from.getInputStream();
        OutputStream out = to.getOutputStream();
        byte[] buffer = new byte[16384];
        for (int n = in.read(buffer); n >= 0; n = in.read(buffer)) {
          out.write(buffer, 0, n);
          out.flush();
        }
      } catch (IOException ended) {
        // one side closed
      }
      closeQuietly(from);
      closeQuietly(to);
    }

    private static void daemon(Runnable body) {
      Thread thread = new Thread(body, "ipv6-relay");
      thread.setDaemon(true);
      thread.start();
    }

    private static void closeQuietly(AutoCloseable closeable) {
      try {
        closeable.close();
      } catch (Exception e) {
        // closing anyway
      }
    }

    @Override
    public void close() {
      closeQuietly(listener);
      synchronized (sockets) {
        for (Socket socket : sockets) {
          closeQuietly(socket);
        }
      }
    }
  }
}
