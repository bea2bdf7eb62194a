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

/**
 * What {@link CouchbaseMockCluster#start} does inside CouchbaseMock that the mock has no API for: its HTTP port bound
 * where asked, {@link StandinNode}s put in place of the mock's nodes, and the private fields this reaches. Stateless;
 * called while the cluster starts, from its thread.
 */
final class MockWiring {
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
      original.interrupt();
      original.join();
      node.setName(bucket.getName() + ":standin-node-" + i);
      node.setDaemon(true);
      node.start();
    }
    bucket.respawn(0); // rebalances: every vBucket (and replica) on the new nodes
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
