/*
 * Copyright (c) 2026 ycsb-ext contributors.
 * Licensed under the Apache License, Version 2.0 (http://www.apache.org/licenses/LICENSE-2.0).
 */
package site.ycsb.ext.standin.couchbase;

import com.couchbase.mock.memcached.MemcachedServer;
import java.io.IOException;
import java.net.InetAddress;
import java.net.InetSocketAddress;
import java.net.ServerSocket;
import java.util.ArrayList;
import java.util.Collections;
import java.util.HashMap;
import java.util.List;
import java.util.Map;

/**
 * The stand-in's TLS listeners ({@code --tls}): on each node's address one in front of its key-value port
 * ({@code kvSSL} in the cluster map) and one in front of the HTTP port ({@code mgmtSSL}, the same port number on
 * every node's address), each relaying the decrypted bytes ({@link TcpRelay}). The HTTPS port is what a client
 * with TLS on asks for the bucket's information (SDK 2's {@code bucketManager().info()}). Built once by
 * {@link #serve}; the getters from any thread; {@link #close} once.
 */
final class TlsEndpoints implements AutoCloseable {
  private final List<TcpRelay> kv;
  private final List<TcpRelay> https;

  private TlsEndpoints(List<TcpRelay> kv, List<TcpRelay> https) {
    this.kv = kv;
    this.https = https;
  }

  /**
   * Opens the listeners for {@code servers} (node {@code i} on 127.0.0.(i+1), or all interfaces with
   * {@code bindAll}) relaying to their key-value ports and to the HTTP port {@code httpPort} on 127.0.0.1.
   *
   * @throws IOException when a listener cannot be bound (those already open are closed)
   */
  static TlsEndpoints serve(MemcachedServer[] servers, StandinTls tls, boolean bindAll, int httpPort)
      throws IOException {
    List<TcpRelay> kv = new ArrayList<>();
    List<TcpRelay> https = new ArrayList<>();
    TlsEndpoints endpoints = new TlsEndpoints(kv, https);
    try {
      InetSocketAddress http = new InetSocketAddress(InetAddress.getByName("127.0.0.1"), httpPort);
      int httpsPort = 0;
      for (int i = 0; i < servers.length; i++) {
        InetAddress address = InetAddress.getByName("127.0.0." + (i + 1));
        kv.add(new TcpRelay(listener(tls, bindAll ? null : address, 0),
            new InetSocketAddress(address, servers[i].getPort())));
        if (i == 0 || !bindAll) {
          https.add(new TcpRelay(listener(tls, bindAll ? null : address, httpsPort), http));
          httpsPort = https.get(0).port();
        }
      }
      return endpoints;
    } catch (IOException | RuntimeException e) {
      endpoints.close();
      throw e;
    }
  }

  private static ServerSocket listener(StandinTls tls, InetAddress address, int port) throws IOException {
    return TcpRelay.bound(tls.context().getServerSocketFactory().createServerSocket(),
        address == null ? new InetSocketAddress(port) : new InetSocketAddress(address, port));
  }

  /** @return the TLS ports for the cluster map: each key-value port to its TLS port, and the HTTPS port */
  ClusterMap.TlsPorts ports(MemcachedServer[] servers) {
    Map<Integer, Integer> kvToTls = new HashMap<>();
    for (int i = 0; i < servers.length; i++) {
      kvToTls.put(servers[i].getPort(), kv.get(i).port());
    }
    return new ClusterMap.TlsPorts(Collections.unmodifiableMap(kvToTls), httpsPort());
  }

  /** @return the TLS port of node {@code node}'s key-value service */
  int kvPort(int node) {
    return kv.get(node).port();
  }

  /** @return the HTTPS port, the same on every node's address */
  int httpsPort() {
    return https.get(0).port();
  }

  /** @return connections accepted on the HTTPS port so far (every node's address) */
  long httpsConnections() {
    long accepted = 0;
    for (TcpRelay relay : https) {
      accepted += relay.accepted();
    }
    return accepted;
  }

  /** Closes every listener and relayed connection; a second call does nothing. */
  @Override
  public void close() {
    kv.forEach(TcpRelay::close);
    https.forEach(TcpRelay::close);
  }
}
