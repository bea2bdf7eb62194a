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
import java.net.InetAddress;
import java.net.ServerSocket;
import java.net.Socket;
import java.nio.charset.StandardCharsets;
import java.nio.file.Paths;
import java.util.ArrayList;
import java.util.Collections;
import java.util.List;
import java.util.Properties;
import java.util.Set;
import java.util.TreeSet;
import java.util.concurrent.ExecutorService;
import java.util.concurrent.Executors;
import java.util.concurrent.Future;
import java.util.concurrent.TimeUnit;
import org.junit.jupiter.api.Test;
import site.ycsb.DBException;
import site.ycsb.db.couchbase2.support.SharedBucket;

/** What {@code init()} does before any operation: reject bad input, report an unreachable cluster, refuse epoll. */
class Couchbase2ClientInitTest {

  @Test
  void badPropertyFailsInitWithItsOneLineBeforeConnecting() throws IOException {
    Properties props = new Properties();
    props.setProperty("couchbase.upsert", "yes");
    props.setProperty("couchbase.bootstrapHttpPort", Integer.toString(closedPort()));
    Couchbase2Client db = new Couchbase2Client();
    db.setProperties(props);
    DBException e = assertThrows(DBException.class, db::init);
    assertEquals("Invalid value 'yes' for property 'couchbase.upsert': expected true or false", e.getMessage());
    assertNull(SharedBucket.current(), "nothing was opened");
  }

  @Test
  void unreachableClusterFailsInitWithOneLineThatHidesThePassword() throws IOException {
    int port = closedPort();
    Properties props = new Properties();
    props.setProperty("couchbase.bucket", "ycsb");
    props.setProperty("couchbase.username", "bench");
    props.setProperty("couchbase.password", "hunter2-secret");
    props.setProperty("couchbase.bootstrapHttpPort", Integer.toString(port));
    props.setProperty("couchbase.bootstrapCarrierPort", Integer.toString(port));
    props.setProperty("couchbase.connectTimeout", "2000");
    Couchbase2Client db = new Couchbase2Client();
    db.setProperties(props);
    DBException e = assertThrows(DBException.class, db::init);
    assertEquals("couchbase2: cannot open bucket 'ycsb' on 127.0.0.1 (ports tried: " + port + " key-value, " + port
        + " HTTP; connectTimeout 2000 ms, socketConnectTimeout 10000 ms): connection refused or unreachable"
        + " (Connection refused: /127.0.0.1:" + port + ")", e.getMessage());
    assertFalse(e.getMessage().contains("hunter2"), e.getMessage());
    assertFalse(e.getMessage().contains("\n"), e.getMessage());
    assertNull(SharedBucket.current(), "the failed attempt left nothing open");
  }

  /** A loopback listener that accepts connections and never answers (an unresponsive host); counts connections. */
  private static final class SilentListener implements AutoCloseable {
    private final ServerSocket server = new ServerSocket(0, 50, InetAddress.getLoopbackAddress());
    private final List<Socket> sockets = Collections.synchronizedList(new ArrayList<>());
    private final Thread acceptor = new Thread(this::acceptAll, "silent-listener");

    SilentListener() throws IOException {
      acceptor.setDaemon(true);
      acceptor.start();
    }

    private void acceptAll() {
      try {
        while (true) {
          sockets.add(server.accept());
        }
      } catch (IOException closed) {
        // close() ends the loop
      }
    }

    int port() {
      return server.getLocalPort();
    }

    int accepted() {
      return sockets.size();
    }

    @Override
    public void close() throws IOException {
      server.close();
      synchronized (sockets) {
        for (Socket socket : sockets) {
          socket.close();
        }
      }
    }
  }

  /** In a child JVM with Netty's native transport disabled, as on a machine without the epoll library. */
  @Test
  void epollWhereItCannotLoadFailsInitWithTheCauseAndStartsNoIoThread() throws Exception {
    String java = Paths.get(System.getProperty("java.home"), "bin", "java").toString();
    Process child = new ProcessBuilder(java, "-cp", System.getProperty("java.class.path"),
        "-Dcom.couchbase.client.deps.io.netty.transport.noNative=true", EpollProbe.class.getName(),
        Integer.toString(closedPort())).redirectErrorStream(true).start();
    assertTrue(child.waitFor(60, TimeUnit.SECONDS), "the probe JVM finished");
    String out = new String(child.getInputStream().readAllBytes(), StandardCharsets.UTF_8);
    assertTrue(out.contains("INIT-FAILED Invalid value 'true' for property 'couchbase.epoll': expected false here:"
        + " the epoll transport is unavailable on " + System.getProperty("os.name") + "/"
        + System.getProperty("os.arch") + " (UnsupportedOperationException: Native transport was explicit disabled"),
        out);
    assertTrue(out.contains("IO-THREADS 0"), out);
  }

  private static int closedPort() throws IOException {
    try (ServerSocket socket = new ServerSocket(0)) {
      return socket.getLocalPort();
    }
  }
}
