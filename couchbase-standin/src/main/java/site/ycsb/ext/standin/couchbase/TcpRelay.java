/*
 * Copyright (c) 2026 ycsb-ext contributors.
 * Licensed under the Apache License, Version 2.0 (http://www.apache.org/licenses/LICENSE-2.0).
 */
package site.ycsb.ext.standin.couchbase;

import java.io.IOException;
import java.io.InputStream;
import java.io.OutputStream;
import java.net.InetSocketAddress;
import java.net.ServerSocket;
import java.net.Socket;
import java.util.ArrayList;
import java.util.List;
import java.util.concurrent.atomic.AtomicLong;

/**
 * A TCP relay from a listening socket to an address, byte for byte: the mock's single HTTP listener, bound to
 * 127.0.0.1, served on the addresses of the other nodes too (the cluster map sends clients to each node's own
 * address for the management and query services), and a TLS listener in front of each node's key-value port
 * ({@code --tls}). Two daemon threads per connection; {@link #close} ends them all. {@link #close} may be called
 * from any thread.
 */
final class TcpRelay implements AutoCloseable {
  private final ServerSocket listener;
  private final InetSocketAddress target;
  private final List<Socket> sockets = new ArrayList<>();
  private final AtomicLong accepted = new AtomicLong();
  private boolean closed;

  /** Binds {@code from} (throws when it cannot) and starts relaying each connection to {@code target}. */
  TcpRelay(InetSocketAddress from, InetSocketAddress target) throws IOException {
    this(bound(new ServerSocket(), from), target);
  }

  /** Starts relaying each connection {@code listener} (bound, plain or TLS) accepts to {@code target}. */
  TcpRelay(ServerSocket listener, InetSocketAddress target) {
    this.target = target;
    this.listener = listener;
    Thread acceptor = new Thread(this::accept, "standin-couchbase-relay-" + listener.getLocalSocketAddress());
    acceptor.setDaemon(true);
    acceptor.start();
  }

  /** @return {@code listener} bound to {@code address}; closed when it cannot be bound */
  static ServerSocket bound(ServerSocket listener, InetSocketAddress address) throws IOException {
    try {
      listener.setReuseAddress(true);
      listener.bind(address, 50);
      return listener;
    } catch (IOException e) {
      listener.close();
      throw e;
    }
  }

  /** @return connections accepted so far */
  long accepted() {
    return accepted.get();
  }

  /** @return the port it listens on */
  int port() {
    return listener.getLocalPort();
  }

  private void accept() {
    while (true) {
      Socket client;
      try {
        client = listener.accept();
      } catch (IOException e) {
        return; // closed
      }
      accepted.incrementAndGet();
      Socket server = new Socket();
      try {
        server.connect(target);
      } catch (IOException e) {
        quietlyClose(client);
        quietlyClose(server);
        continue;
      }
      if (!track(client, server)) {
        return;
      }
      pump(client, server);
      pump(server, client);
    }
  }

  private synchronized boolean track(Socket client, Socket server) {
    if (closed) {
      quietlyClose(client);
      quietlyClose(server);
      return false;
    }
    sockets.add(client);
    sockets.add(server);
    return true;
  }

  private void pump(Socket from, Socket to) {
    Thread copier = new Thread(() -> {
      byte[] buffer = new byte[16 * 1024];
      try (InputStream in = from.getInputStream(); OutputStream out = to.getOutputStream()) {
        for (int n = in.read(buffer); n >= 0; n = in.read(buffer)) {
          out.write(buffer, 0, n);
          out.flush();
        }
      } catch (IOException e) {
        // the other side is gone: close both below
      } finally {
        quietlyClose(from);
        quietlyClose(to);
        forget(from, to);
      }
    }, "standin-couchbase-relay-copy");
    copier.setDaemon(true);
    copier.start();
  }

  private synchronized void forget(Socket from, Socket to) {
    sockets.remove(from);
    sockets.remove(to);
  }

  private static void quietlyClose(Socket socket) {
    try {
      socket.close();
    } catch (IOException e) {
      // closing anyway
    }
  }

  /** Stops accepting and closes every relayed connection; a second call does nothing. */
  @Override
  public synchronized void close() {
    closed = true;
    try {
      listener.close();
    } catch (IOException e) {
      // closing anyway
    }
    for (Socket socket : sockets) {
      quietlyClose(socket);
    }
    sockets.clear();
  }
}
