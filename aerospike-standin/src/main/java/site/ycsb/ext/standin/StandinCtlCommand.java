/*
 * Copyright (c) 2026 ycsb-ext contributors.
 * Licensed under the Apache License, Version 2.0 (http://www.apache.org/licenses/LICENSE-2.0).
 */
package site.ycsb.ext.standin;

import java.io.BufferedReader;
import java.io.IOException;
import java.io.InputStreamReader;
import java.io.OutputStreamWriter;
import java.io.Writer;
import java.net.InetAddress;
import java.net.InetSocketAddress;
import java.net.Socket;
import java.nio.charset.StandardCharsets;
import java.util.concurrent.Callable;
import picocli.CommandLine.Command;
import picocli.CommandLine.Model.CommandSpec;
import picocli.CommandLine.Option;
import picocli.CommandLine.ParameterException;
import picocli.CommandLine.Parameters;
import picocli.CommandLine.Spec;

/**
 * {@code bin/ycsb standin ctl --port P stop|start|restart N | status}: sends one command to a running stand-in's
 * control port ({@link ControlPort}, opened with {@code standin aerospike --control-port P}; the Couchbase stand-in's
 * {@code standin couchbase --control-port P} speaks the same protocol) and prints its answer.
 * Exit codes: 0 done, 1 the stand-in refused or could not be reached, 2 invalid options. One instance per invocation.
 */
@Command(name = "ctl", mixinStandardHelpOptions = true,
    header = "Stop, start or restart a node of a running stand-in (for --event).",
    description = "Talks to the control port of 'standin aerospike --control-port P' or 'standin couchbase "
        + "--control-port P' on 127.0.0.1. Node N is the one on 127.0.0.N. restart = stop, then start with its "
        + "records.",
    footer = {"", "Example: bin/ycsb standin ctl --port 3100 stop 2",
        "Exit codes: 0 done, 1 refused or not reachable, 2 invalid input."})
public final class StandinCtlCommand implements Callable<Integer> {
  /** How long to wait for the stand-in to connect and answer, milliseconds. */
  static final int TIMEOUT_MS = 30_000;

  @Spec
  CommandSpec spec;

  @Option(names = "--port", paramLabel = "PORT", required = true,
      description = "The stand-in's control port (its --control-port), 1..65535.")
  int port;

  @Parameters(index = "0", paramLabel = "ACTION", description = "stop, start, restart or status.")
  String action;

  @Parameters(index = "1", arity = "0..1", paramLabel = "NODE", description = "The node, from 1 (not for status).")
  Integer node;

  @Override
  public Integer call() {
    if (port < 1 || port > 65535) {
      throw new ParameterException(spec.commandLine(), "Invalid value '" + port + "' for option '--port': expected"
          + " 1..65535");
    }
    boolean status = action.equals("status");
    if (!status && !action.equals("stop") && !action.equals("start") && !action.equals("restart")) {
      throw new ParameterException(spec.commandLine(), "Invalid value '" + action + "' for ACTION: expected stop,"
          + " start, restart or status");
    }
    if (status != (node == null)) {
      throw new ParameterException(spec.commandLine(), status ? "status takes no NODE"
          : "Missing NODE for " + action + ": expected a node number from 1");
    }
    String answer;
    try (Socket socket = new Socket()) {
      socket.connect(new InetSocketAddress(InetAddress.getLoopbackAddress(), port), TIMEOUT_MS);
      socket.setSoTimeout(TIMEOUT_MS);
      Writer out = new OutputStreamWriter(socket.getOutputStream(), StandardCharsets.UTF_8);
      out.write(action + (node == null ? "" : " " + node) + "\n");
      out.flush();
      answer = new BufferedReader(new InputStreamReader(socket.getInputStream(), StandardCharsets.UTF_8)).readLine();
    } catch (IOException e) {
      spec.commandLine().getErr().println("standin ctl: cannot reach the stand-in's control port 127.0.0.1:" + port
          + ": " + e.getMessage());
      return 1;
    }
    if (answer == null || !answer.startsWith("ok")) {
      spec.commandLine().getErr().println("standin ctl: " + (answer == null ? "no answer" : answer));
      return 1;
    }
    spec.commandLine().getOut().println(answer.substring(2).trim().isEmpty() ? "ok" : answer.substring(3));
    return 0;
  }
}
