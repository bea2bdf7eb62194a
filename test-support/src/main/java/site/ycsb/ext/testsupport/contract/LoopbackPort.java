/*
 * Copyright (c) 2026 ycsb-ext contributors.
 * Licensed under the Apache License, Version 2.0 (http://www.apache.org/licenses/LICENSE-2.0).
 */
package site.ycsb.ext.testsupport.contract;

import java.io.IOException;
import java.io.InputStream;
import java.io.OutputStream;
import java.net.InetAddress;
import java.net.ServerSocket;
import java.net.Socket;
import java.util.List;
import java.util.concurrent.CopyOnWriteArrayList;
import java.util.concurrent.atomic.AtomicInteger;

/**
 * A loopback listener for the contract's server faults: one that accepts connections and never answers (a silent
 * server), or one that forwards every connection to a stand-in's port and counts them (bootstraps). Thread-safe.
 */
public final class LoopbackPort implements AutoCloseable {
  private final ServerSocket listener;
  private final List<Socket> open = new CopyOnWriteArrayList<>();
  private final AtomicInteger accepted = new AtomicInteger();

  private LoopbackPort(int forwardTo) throws IOException {
    listener = new ServerSocket(0, 200, InetAddress.getLoopbackAddress());
    Thread acceptor = new Thread(() -> accept(forwardTo), "contract-loopback-" + listener.getLocalPort());
    acceptor.setDaemon(true);
    acceptor.start();
  }

  /** @return a listener that accepts connections and never sends a byte */
  public static LoopbackPort silent() throws IOException {
    return new LoopbackPort(-1);
  }

  /** @return a listener that forwards each connection to {@code 127.0.0.1:port}, counting them */
  public static LoopbackPort forwardingTo(int port) throws IOException {
    return new LoopbackPort(port);
  }

  /** @return a loopback port nothing listens on (bound, then closed): connections to it are refused */
  public static int refused() throws IOException {
    try (ServerSocket s = new ServerSocket(0, 1, InetAddress.getLoopbackAddress())) {
      return s.getLocalPort();
    }
  }

  /** @return the listening port */
  public int port() {
    return listener.getLocalPort();
  }

  /** @return the connections accepted so far */
  public int connections() {
    return accepted.get();
  }

  private void accept(int forwardTo) {
    try {
      while (true) {
        Socket client = listener.accept();
        accepted.incrementAndGet();
        open.add(client);
        if (forwardTo > 0) {
          Socket server = new Socket(InetAddress.getLoopbackAddress(), forwardTo);
          open.add(server);
          pump(client, server);
          pump(server, client);
        }
      }
    } catch (IOException closed) {
      // closed by close(), or the stand-in went away
    }
  }

  private static void pump(Socket from, Socket to) {
    Thread t = new Thread(() -> {
      byte[] buffer = new byte[16384];
      try (InputStream in = from.getInputStream(); OutputStream out = to.getOutputStream()) {
        int n;
        while ((n = in.read(buffer)) >= 0) {
          out.write(buffer, 0, n);
          out.flush();
        }
      } catch (IOException gone) {
        // either side closed
      } finally {
        try {
          to.shutdownOutput();
        } catch (IOException ignored) {
          // already closed
        }
      }
    }, "contract-pump");
    t.setDaemon(true);
    t.start();
  }

  @Override
  public void close() throws IOException {
    listener.close();
    for (Socket s : open) {
      s.close();
    }
  }
}
