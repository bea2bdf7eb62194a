/*
 * Copyright (c) 2026 ycsb-ext contributors.
 * Licensed under the Apache License, Version 2.0 (http://www.apache.org/licenses/LICENSE-2.0).
 */
package site.ycsb.db;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertNull;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.IOException;
import java.net.InetAddress;
import java.net.ServerSocket;
import java.net.Socket;
import java.util.ArrayList;
import java.util.List;
import java.util.Properties;
import java.util.Set;
import java.util.TreeSet;
import java.util.concurrent.CountDownLatch;
import java.util.concurrent.TimeUnit;
import java.util.concurrent.atomic.AtomicInteger;

import org.junit.jupiter.api.Test;

import site.ycsb.DBException;
import site.ycsb.ext.standin.AerospikeStandin;
import site.ycsb.ext.standin.Edition;

/**
 * What {@code init} reports when the cluster cannot be reached or refuses the client: one line saying which it
 * was (refused, no answer within the connect timeout, wrong cluster name, login refused), from one shared
 * connection attempt whatever the number of threads. Durations are printed, never asserted.
 */
class AerospikeClientInitTest {

  private static int closedLoopbackPort() throws IOException {
    try (ServerSocket s = new ServerSocket(0, 1, InetAddress.getLoopbackAddress())) {
      return s.getLocalPort();
    }
  }

  /** A loopback listener that accepts connections, counts them and never answers. */
  private static final class SilentHost implements AutoCloseable {
    private final ServerSocket server = new ServerSocket(0, 200, InetAddress.getLoopbackAddress());
    private final List<Socket> held = new ArrayList<>();
    private final AtomicInteger accepted = new AtomicInteger();
    private final Thread acceptor = new Thread(this::acceptUntilClosed, "silent-host");

    SilentHost() throws IOException {
      acceptor.setDaemon(true);
      acceptor.start();
    }

    private void acceptUntilClosed() {
      try {
        while (!server.isClosed()) {
          Socket socket = server.accept();
          synchronized (held) {
            held.add(socket);
          }
          accepted.incrementAndGet();
        }
      } catch (IOException e) {
        // closed: done
      }
    }

    int port() {
      return server.getLocalPort();
    }

    @Override
    public void close() throws IOException {
      server.close();
      synchronized (held) {
        for (Socket socket : held) {
          socket.close();
        }
      }
    }
  }

  private static Properties seed(String host, int port) {
    Properties props = new Properties();
    props.setProperty("as.host", host + ":" + port);
    return props;
  }

  /** Runs init on {@code threads} fresh instances at once; returns the distinct failure messages. */
  private static Set<String> initAll(Properties props, int threads, String label) throws InterruptedException {
    Set<String> messages = new TreeSet<>();
    CountDownLatch done = new CountDownLatch(threads);
    long startNs = System.nanoTime();
    for (int i = 0; i < threads; i++) {
      Thread thread = new Thread(() -> {
        AerospikeClient db = new AerospikeClient();
        db.setProperties(props);
        try {
          db.init();
          db.cleanup();
          synchronized (messages) {
            messages.add("(connected)");
          }
        } catch (DBException e) {
          synchronized (messages) {
            messages.add(e.getMessage());
          }
        } finally {
          done.countDown();
        }
      });
      thread.setDaemon(true);
      thread.start();
    }
    assertTrue(done.await(5, TimeUnit.MINUTES), "every init returned");
    System.out.printf("AerospikeClientInitTest: %s at %d thread(s) failed in %d ms%n", label, threads,
        TimeUnit.NANOSECONDS.toMillis(System.nanoTime() - startNs));
    return messages;
  }

  @Test
  void unreachableClusterFailsInitWithOneLineNamingTheHostsAndNoPassword() throws IOException, DBException {
    int port = closedLoopbackPort();
    Properties props = seed("127.0.0.1", port);
    props.setProperty("as.user", "bench");
    props.setProperty("as.password", "s3cret-pw");
    AerospikeClient db = new AerospikeClient();
    db.setProperties(props);
    DBException e = assertThrows(DBException.class, db::init);
    assertTrue(e.getMessage().startsWith("Cannot connect to Aerospike at [127.0.0.1:" + port + "]: "), e.getMessage());
    assertFalse(e.getMessage().contains("\n"), e.getMessage());
    assertFalse(e.getMessage().contains("s3cret-pw"), e.getMessage());
    assertNull(db.sharedClient(), "a failed init holds no client");
    db.cleanup(); // core calls cleanup after a failed init in some paths: it must be harmless
  }

  @Test
  void silentHostIsAskedOnceAndSaysNoAnswerWithinTheConnectTimeout() throws IOException, InterruptedException {
    try (SilentHost silent = new SilentHost()) {
      Properties props = seed("127.0.0.1", silent.port());
      props.setProperty("as.connectTimeout", "1500");
      Set<String> messages = initAll(props, 1, "silent host");
      assertEquals(Set.of("Cannot connect to Aerospike at [127.0.0.1:" + silent.port() + "]: 127.0.0.1:"
          + silent.port() + " accepted the connection but sent no answer within 1500 ms (as.connectTimeout;"
          + " not an Aerospike service port, or a hung node)"), messages);
      assertEquals(1, silent.accepted.get(), "one probe connection, and no client built");
    }
  }

  @Test
  void wrongClusterNameIsNamed() throws InterruptedException {
    try (AerospikeStandin standin = AerospikeStandin.builder().clusterName("alpha").start()) {
      Properties props = new Properties();
      props.setProperty("as.host", standin.seed());
      props.setProperty("as.connectTimeout", StandinConnect.TIMEOUT_MS);
      props.setProperty("as.clusterName", "beta");
      Set<String> messages = initAll(props, 1, "wrong cluster name");
      assertEquals(Set.of("Cannot connect to Aerospike at [" + standin.seed() + "]: wrong cluster name:"
          + " as.clusterName is 'beta' but the node's cluster is 'alpha'"), messages);
    }
  }

  @Test
  void refusedLoginIsNamedWithTheServersCode() throws InterruptedException {
    try (AerospikeStandin standin = AerospikeStandin.builder().edition(Edition.ENTERPRISE).user("bench", "right")
        .start()) {
      Properties props = new Properties();
      props.setProperty("as.host", standin.seed());
      props.setProperty("as.connectTimeout", StandinConnect.TIMEOUT_MS); // not the client's default: a busy machine
      props.setProperty("as.user", "bench");
      props.setProperty("as.password", "wrong-pw");
      Set<String> messages = initAll(props, 1, "login refused");
      String message = messages.iterator().next();
      assertTrue(message.endsWith("]: login refused for user 'bench': Invalid password (Error 62: Login failed)"),
          message);
      assertFalse(message.contains("wrong-pw"), message);
    }
  }
}
