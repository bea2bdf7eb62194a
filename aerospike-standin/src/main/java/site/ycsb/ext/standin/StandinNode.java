/*
 * Copyright (c) 2026 ycsb-ext contributors.
 * Licensed under the Apache License, Version 2.0 (http://www.apache.org/licenses/LICENSE-2.0).
 */
package site.ycsb.ext.standin;

import java.io.IOException;
import java.net.InetAddress;
import java.net.InetSocketAddress;
import java.net.ServerSocket;
import java.net.Socket;
import java.net.SocketException;
import java.nio.channels.ServerSocketChannel;
import java.util.Set;
import java.util.concurrent.ConcurrentHashMap;
import java.util.concurrent.ExecutorService;

import org.slf4j.Logger;
import org.slf4j.LoggerFactory;

/**
 * One node of the stand-in: a listening socket on its own loopback address, an accept thread and a thread per
 * client connection ({@link ConnectionHandler}). {@link #start}, {@link #stop} and the getters are
 * thread-safe; start and stop are serialized by the owning {@link AerospikeStandin}.
 */
final class StandinNode {
  private static final Logger LOG = LoggerFactory.getLogger(StandinNode.class);

  private final AerospikeStandin standin;
  private final int index;
  private final String address;
  private final String name;
  private final Set<Socket> connections = ConcurrentHashMap.newKeySet();
  private volatile ServerSocket server;
  private volatile Thread acceptor;
  private volatile int partitionGeneration = 1;
  // Written under the AerospikeStandin's lock (start, stop, membership changes), read by info requests.

  StandinNode(AerospikeStandin standin, int index, String address, String name) {
    this.standin = standin;
    this.index = index;
    this.address = address;
    this.name = name;
  }

  int index() {
    return index;
  }

  String address() {
    return address;
  }

  String name() {
    return name;
  }

  int partitionGeneration() {
    return partitionGeneration;
  }

  /** The cluster changed: clients must reload this node's partition map. */
  void newPartitionGeneration() {
    partitionGeneration++;
  }

  boolean running() {
    return server != null;
  }

  /**
   * Binds {@code address:port} and starts accepting.
   *
   * @param port the port (0 for any free one)
   * @return the bound port
   */
  int start(int port, ExecutorService threads) throws IOException {
    // A channel-backed socket: with no read timeout its reads are plain blocking reads (one system call per
    // request), where a java.net.Socket polls before each read.
    ServerSocket s = ServerSocketChannel.open().socket();
    s.setReuseAddress(true);
    try {
      s.bind(new InetSocketAddress(InetAddress.getByName(address), port), 512);
    } catch (IOException e) {
      s.close();
      throw e;
    }
    server = s;
    // A restarted node reports a new partition generation so clients reload its map.
    partitionGeneration++;
    Thread t = new Thread(() -> accept(s, threads), "standin-" + address + "-accept");
    t.setDaemon(true);
    acceptor = t;
    t.start();
    return s.getLocalPort();
  }

  private void accept(ServerSocket s, ExecutorService threads) {
    while (!s.isClosed()) {
      Socket socket;
      try {
        socket = s.accept();
      } catch (IOException e) {
        if (!s.isClosed()) {
          LOG.warn("Node {} stopped accepting: {}", address, e.toString());
        }
        return;
      }
      try {
        socket.setTcpNoDelay(true);
        connections.add(socket);
        if (server != s) {
          // Stopped between accept and registration.
          closeQuietly(socket);
          continue;
        }
        threads.execute(() -> {
          try {
            new ConnectionHandler(standin, this, socket).run();
          } finally {
            connections.remove(socket);
            closeQuietly(socket);
          }
        });
      } catch (SocketException | RuntimeException e) {
        connections.remove(socket);
        closeQuietly(socket);
      }
    }
  }

  /** Closes the listening socket and every open connection (clients see connection errors). */
  void stop() {
    ServerSocket s = server;
    server = null;
    if (s != null) {
      try {
        s.close();
      } catch (IOException e) {
        LOG.debug("Closing {}: {}", address, e.toString());
      }
    }
    for (Socket c : connections) {
      closeQuietly(c);
    }
    connections.clear();
    // The JDK releases a listening socket only once the thread blocked in accept() has left it: wait, so that
    // a restart can bind the same address and port at once.
    Thread t = acceptor;
    if (t != null && t != Thread.currentThread()) {
      try {
        t.join(2000);
      } catch (InterruptedException e) {
        Thread.currentThread().interrupt();
      }
    }
  }

  static void closeQuietly(Socket s) {
    try {
      s.close();
    } catch (IOException e) {
      // Already closed by the peer: nothing to release.
    }
  }
}
