/*
 * Copyright (c) 2026 ycsb-ext contributors.
 * Licensed under the Apache License, Version 2.0 (http://www.apache.org/licenses/LICENSE-2.0).
 */
package site.ycsb.ext.standin;

import java.io.BufferedReader;
import java.io.IOException;
import java.io.InputStreamReader;
import java.io.OutputStreamWriter;
import java.io.UncheckedIOException;
import java.io.Writer;
import java.net.InetAddress;
import java.net.InetSocketAddress;
import java.net.ServerSocket;
import java.net.Socket;
import java.nio.charset.StandardCharsets;
import java.util.Locale;

/**
 * A stand-in's control port: a TCP listener on 127.0.0.1 that takes one command line per connection and answers one
 * line, so that a running stand-in's nodes can be stopped and started from another process ({@code bin/ycsb standin
 * ctl}, a {@code --event} of a run). Commands: {@code stop N}, {@code start N}, {@code restart N} (stop, then start
 * with its records, as a node with persistent storage) and {@code status}, with node numbers from 1 (node N listens
 * on 127.0.0.N). Answers start with {@code ok } or {@code error }. One accepting daemon thread; {@link #close} from
 * any thread.
 */
final class ControlPort implements AutoCloseable {
  /** The longest command line read, characters. */
  private static final int MAX_LINE = 256;
  /** How long a connection may take to send its line, milliseconds. */
  private static final int READ_TIMEOUT_MS = 10_000;

  private final AerospikeStandin standin;
  private final ServerSocket server;
  private final Thread acceptor;

  /**
   * Listens on 127.0.0.1:{@code port}.
   *
   * @param port 1..65535, or 0 for a free one ({@link #port()})
   * @throws UncheckedIOException when the port cannot be bound
   */
  ControlPort(AerospikeStandin standin, int port) {
    this.standin = standin;
    try {
      server = new ServerSocket();
      server.bind(new InetSocketAddress(InetAddress.getLoopbackAddress(), port));
    } catch (IOException e) {
      throw new UncheckedIOException("cannot bind the control port 127.0.0.1:" + port + ": " + e.getMessage(), e);
    }
    acceptor = new Thread(this::serve, "standin-control");
    acceptor.setDaemon(true);
    acceptor.start();
  }

  /** The port it listens on. */
  int port() {
    return server.getLocalPort();
  }

  private void serve() {
    while (!server.isClosed()) {
      try (Socket socket = server.accept()) {
        socket.setSoTimeout(READ_TIMEOUT_MS);
        BufferedReader in = new BufferedReader(new InputStreamReader(socket.getInputStream(),
            StandardCharsets.UTF_8));
        Writer out = new OutputStreamWriter(socket.getOutputStream(), StandardCharsets.UTF_8);
        String line = in.readLine();
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
      for (int i = 0; i < standin.nodeCount(); i++) {
        status.append(' ').append(i + 1).append('=').append(standin.isRunning(i) ? "up" : "down");
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
    if (node < 1 || node > standin.nodeCount()) {
      return "error invalid node '" + words[1] + "': expected 1.." + standin.nodeCount();
    }
    int index = node - 1;
    try {
      if (!command.equals("start")) {
        standin.stopNode(index);
      }
      if (!command.equals("stop")) {
        standin.startNode(index, true);
      }
    } catch (UncheckedIOException e) {
      return "error node " + node + " could not " + command + ": " + e.getMessage();
    }
    return "ok node " + node + " (" + standin.address(index) + ") " + (command.equals("stop") ? "stopped"
        : command.equals("start") ? "started" : "restarted");
  }

  @Override
  public void close() {
    try {
      server.close();
    } catch (IOException ignored) {
      // closing: nothing left to do
    }
  }
}
