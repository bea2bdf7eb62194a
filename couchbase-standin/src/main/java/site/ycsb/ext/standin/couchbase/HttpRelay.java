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

/**
 * A TCP relay from one address and port to another, byte for byte: the mock's single HTTP listener, bound to
 * 127.0.0.1, served on the addresses of the other nodes too (the cluster map sends clients to each node's own
 * address for the management and query services). Two daemon threads per connection; {@link #close} ends them
 * all. {@link #close} may be called from any thread.
 */
final class HttpRelay implements AutoCloseable {
  private final ServerSocket listener;
  private final InetSocketAddress target;
  private final List<Socket> sockets = new ArrayList<>();
  private boolean closed;

  /** Binds {@code from} (throws when it cannot) and starts relaying each connection to {@code target}. */
  HttpRelay(InetSocketAddress from, InetSocketAddress target) throws IOException {
    this.target = target;
    this.listener = new ServerSocket();
    listener.setReuseAddress(true);
    listener.bind(from, 50);
    Thread acceptor = new Thread(this::accept, "standin-couchbase-http-relay-" + from);
    acceptor.setDaemon(true);
    acceptor.start();
  }

  private void accept() {
    while (true) {
      Socket client;
      try {
        client = listener.accept();
      } catch (IOException e) {
        return; // closed
      }
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
    }, "standin-couchbase-http-relay-copy");
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
