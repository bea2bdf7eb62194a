/*
 * Copyright (c) 2026 ycsb-ext contributors.
 * Licensed under the Apache License, Version 2.0 (http://www.apache.org/licenses/LICENSE-2.0).
 */
package site.ycsb.ext.standin;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.PrintWriter;
import java.io.StringWriter;
import java.net.InetAddress;
import java.net.ServerSocket;
import org.junit.jupiter.api.Test;
import picocli.CommandLine;

/** {@code standin ctl} against a stand-in's control port: stops and starts nodes, refuses what it cannot do. */
class ControlPortTest {
  private final StringWriter out = new StringWriter();
  private final StringWriter err = new StringWriter();

  private int ctl(String... args) {
    CommandLine cmd = new CommandLine(new StandinCommand());
    cmd.setOut(new PrintWriter(out, true));
    cmd.setErr(new PrintWriter(err, true));
    String[] all = new String[args.length + 1];
    all[0] = "ctl";
    System.arraycopy(args, 0, all, 1, args.length);
    return cmd.execute(all);
  }

  @Test
  void stopsStartsAndRestartsANodeByItsNumber() {
    try (AerospikeStandin standin = AerospikeStandin.builder().port(0).nodes(3).namespace("ycsb")
        .replicationFactor(2).start();
         ControlPort control = new ControlPort(standin, 0)) {
      String port = Integer.toString(control.port());
      assertEquals(0, ctl("--port", port, "stop", "2"), err.toString());
      assertFalse(standin.isRunning(1));
      assertTrue(standin.isRunning(0));
      assertTrue(out.toString().contains("node 2 (127.0.0.2) stopped"), out.toString());
      assertEquals(0, ctl("--port", port, "status"));
      assertTrue(out.toString().contains("1=up 2=down 3=up"), out.toString());
      assertEquals(0, ctl("--port", port, "start", "2"), err.toString());
      assertTrue(standin.isRunning(1));
      assertEquals(0, ctl("--port", port, "restart", "3"), err.toString());
      assertTrue(standin.isRunning(2));
    }
  }

  @Test
  void refusesAnUnknownNodeWithExit1AndBadInputWithExit2() {
    try (AerospikeStandin standin = AerospikeStandin.builder().port(0).nodes(2).namespace("ycsb").start();
         ControlPort control = new ControlPort(standin, 0)) {
      String port = Integer.toString(control.port());
      assertEquals(1, ctl("--port", port, "stop", "3"));
      assertTrue(err.toString().contains("error invalid node '3': expected 1..2"), err.toString());
      assertEquals(2, ctl("--port", port, "reboot", "1"));
      assertEquals(2, ctl("--port", port, "stop"));
    }
  }

  @Test
  void saysWhenNoStandinListens() throws Exception {
    int free;
    try (ServerSocket probe = new ServerSocket(0, 1, InetAddress.getLoopbackAddress())) {
      free = probe.getLocalPort();
    }
    assertEquals(1, ctl("--port", Integer.toString(free), "stop", "1"));
    assertTrue(err.toString().contains("cannot reach the stand-in's control port 127.0.0.1:" + free), err.toString());
  }
}
