/*
 * Copyright (c) 2026 ycsb-ext contributors.
 * Licensed under the Apache License, Version 2.0 (http://www.apache.org/licenses/LICENSE-2.0).
 */
package site.ycsb.ext.standin.couchbase;

import java.io.BufferedReader;
import java.io.IOException;
import java.io.InputStreamReader;
import java.io.OutputStreamWriter;
import java.io.Writer;
import java.net.InetAddress;
import java.net.InetSocketAddress;
import java.net.ServerSocket;
import java.net.Socket;
import java.nio.charset.StandardCharsets;
import java.util.Locale;

/**
 * The Couchbase stand-in's control port ({@code standin couchbase --control-port P}): a TCP listener on 127.0.0.1
 * taking one command line per connection and answering one line, the protocol {@code bin/ycsb standin ctl} speaks:
 * {@code stop N} (node N, on 127.0.0.N, goes down ({@link StandinNode#stopNode}): its key-value listener and connections close; its copies stop
 * acknowledging durable writes), {@code start N}, {@code restart N} and {@code status}. Answers start with {@code ok }
 * or {@code error }. One accepting daemon thread; {@link #close} from any thread.
 */
final class NodeControlPort implements AutoCloseable {
  private static final int MAX_LINE = 256;
  private static final int READ_TIMEOUT_MS = 10_000;

  private final StandinNode[] nodes;
  private final ServerSocket server;

  /**
   * Listens on 127.0.0.1:{@code port}.
   *
   * @param port 1..65535, or 0 for a free one ({@link #port()})
   * @throws IOException when the port cannot be bound
   */
  NodeControlPort(StandinNode[] nodes, int port) throws IOException {
    this.nodes = nodes.clone();
    this.server = TcpRelay.bound(new ServerSocket(), new InetSocketAddress(InetAddress.getLoopbackAddress(), port));
    Thread acceptor = new Thread(this::serve, "standin-couchbase-control");
    acceptor.setDaemon(true);
    acceptor.start();
  }

  int port() {
    return server.getLocalPort();
  }

  private void serve() {
    while (!server.isClosed()) {
      try (Socket socket = server.accept()) {
        socket.setSoTimeout(READ_TIMEOUT_MS);
        String line = new BufferedReader(new InputStreamReader(socket.getInputStream(), StandardCharsets.UTF_8))
            .readLine();
        Writer out = new OutputStreamWriter(socket.getOutputStream(), StandardCharsets.UTF_8);
        out.write(answer(line == null ? "" : line.length() > MAX_LINE ? line.substring(0, MAX_LINE) : line) + "\n");
        out.flush();
      } catch (IOException e) {
        // A closed server ends the loop; a broken connection is the client's problem, the next one is served.
      }
    }
  }

  /** Carries out one command; the answer line. */
  String answer(String line) {
    String[] words = line.trim().toLowerCase(Locale.ROOT).split("\\s+");
    String command = words[0];
    if (command.equals("status") && words.length == 1) {
      StringBuilder status = new StringBuilder("ok");
      for (int i = 0; i < nodes.length; i++) {
        status.append(' ').append(i + 1).append('=').append(nodes[i].isStopped() ? "down" : "up");
      }
      return status.toString();
    }
    if (words.length != 2 || !(command.equals("stop") || command.equals("start") || command.equals("restart"))) {
      return "error unknown command '" + line.trim() + "': expected stop N, start N, restart N or status";
    }
    int node;
    try {
      node = Integer.parseInt(words[1]);
    } catch (NumberFormatException e) {
      node = -1;
    }
    if (node < 1 || node > nodes.length) {
      return "error invalid node '" + words[1] + "': expected 1.." + nodes.length;
    }
    try {
      if (!command.equals("start")) {
        nodes[node - 1].stopNode();
      }
      if (!command.equals("stop")) {
        nodes[node - 1].startNode();
      }
    } catch (IOException e) {
      return "error node " + node + " could not " + command + ": " + e.getMessage();
    } catch (InterruptedException e) {
      Thread.currentThread().interrupt();
      return "error interrupted";
    }
    return "ok node " + node + " (127.0.0." + node + ") " + (command.equals("stop") ? "stopped"
        : command.equals("start") ? "started" : "restarted");
  }

  @Override
  public void close() {
    try {
      server.close();
    } catch (IOException e) {
      // closing anyway
    }
  }
}
