/*
 * Copyright (c) 2026 ycsb-ext contributors.
 * Licensed under the Apache License, Version 2.0 (http://www.apache.org/licenses/LICENSE-2.0).
 */
package site.ycsb.ext.standin.couchbase;

import com.couchbase.mock.Bucket;
import com.couchbase.mock.CouchbaseMock;
import com.couchbase.mock.httpio.HttpServer;
import com.couchbase.mock.memcached.MemcachedServer;
import java.io.IOException;
import java.lang.reflect.Field;
import java.net.InetAddress;
import java.net.InetSocketAddress;
import java.nio.channels.ServerSocketChannel;
import java.util.concurrent.TimeUnit;

/**
 * What {@link CouchbaseMockCluster#start} does inside CouchbaseMock that the mock has no API for: its HTTP port bound
 * where asked, {@link StandinNode}s put in place of the mock's nodes, and the private fields this reaches. Stateless;
 * called while the cluster starts, from its thread.
 */
final class MockWiring {
  /** How long a replaced node of the mock is asked to end before the start goes on without it, nanoseconds. */
  static final long STOP_WAIT_NS = TimeUnit.SECONDS.toNanos(10);
  /** How long one join waits before the node is interrupted again, milliseconds. */
  private static final long REINTERRUPT_MS = 100;

  private MockWiring() {
  }

  /* What CouchbaseMock.start() does for HTTP, on the address asked for instead of every interface. */
  static int bindHttp(HttpServer http, int httpPort, boolean bindAll) throws IOException {
    ServerSocketChannel channel = ServerSocketChannel.open();
    try {
      channel.bind(bindAll ? new InetSocketAddress(httpPort)
          : new InetSocketAddress(InetAddress.getByName("127.0.0.1"), httpPort));
    } catch (IOException e) {
      channel.close();
      throw e;
    }
    http.bind(channel);
    return channel.socket().getLocalPort();
  }

  /*
   * The mock creates its nodes with one host name and starts them at once; each is replaced, before any client
   * knows its port, by a StandinNode on its own address (and port), and the vBuckets are given to the new nodes.
   */
  static void replaceNodes(CouchbaseMock mock, Bucket bucket, int kvPortBase, boolean bindAll)
      throws IOException, InterruptedException, ReflectiveOperationException {
    Field hostname = field(MemcachedServer.class, "hostname");
    MemcachedServer[] servers = bucket.getServers();
    for (int i = 0; i < servers.length; i++) {
      String address = nodeAddress(i);
      StandinNode node = new StandinNode(bucket, bindAll ? "*" : address, kvPortBase == 0 ? 0 : kvPortBase + i,
          mock.isCccpBootstrap());
      hostname.set(node, address); // bound to every interface, the mock would advertise the machine's address
      MemcachedServer original = servers[i];
      servers[i] = node;
      stop(original, STOP_WAIT_NS);
      node.setName(bucket.getName() + ":standin-node-" + i);
      node.setDaemon(true);
      node.start();
    }
    bucket.respawn(0); // rebalances: every vBucket (and replica) on the new nodes
  }

  /**
   * Interrupts {@code thread} until it ends, again every {@value #REINTERRUPT_MS} ms (one interrupt was seen lost:
   * the mock's node stayed in its selector's {@code select()} and a plain {@code join()} waited for ever), for at most
   * {@code waitNs} nanoseconds. A mock node that does not end is a daemon thread whose port no client learns, so the
   * start goes on without waiting longer.
   */
  static void stop(Thread thread, long waitNs) throws InterruptedException {
    long deadline = System.nanoTime() + waitNs;
    do {
      thread.interrupt();
      thread.join(REINTERRUPT_MS);
    } while (thread.isAlive() && System.nanoTime() - deadline < 0);
  }

  static String nodeAddress(int node) {
    return "127.0.0." + (node + 1);
  }

  static Field field(Class<?> owner, String name) throws NoSuchFieldException {
    Field field = owner.getDeclaredField(name);
    field.setAccessible(true);
    return field;
  }
}
