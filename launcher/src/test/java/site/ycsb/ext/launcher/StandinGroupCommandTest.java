/*
 * Copyright (c) 2026 ycsb-ext contributors.
 * Licensed under the Apache License, Version 2.0 (http://www.apache.org/licenses/LICENSE-2.0).
 */
package site.ycsb.ext.launcher;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.PrintWriter;
import java.io.StringWriter;
import java.util.List;
import org.junit.jupiter.api.Test;
import picocli.CommandLine;

/**
 * {@code bin/ycsb standin} lists the stand-ins and the servers for upstream's bindings, declared in the launcher's
 * group command.
 */
class StandinGroupCommandTest {

  @Test
  void helpListsBothStandinsAndTheirCommandsResolve() {
    CommandLine cmd = Main.commandLine();
    StringWriter out = new StringWriter();
    cmd.setOut(new PrintWriter(out, true));
    assertEquals(0, cmd.execute("standin", "--help"));
    for (String name : List.of("aerospike", "couchbase", "ctl", "cassandra", "hbase", "mongodb")) {
      assertTrue(out.toString().contains("  " + name + " "), name + " in:\n" + out);
    }
    assertEquals(List.of("aerospike", "couchbase", "ctl", "cassandra", "hbase", "mongodb", "help"),
        List.copyOf(cmd.getSubcommands().get("standin").getSubcommands().keySet()));
  }
}
