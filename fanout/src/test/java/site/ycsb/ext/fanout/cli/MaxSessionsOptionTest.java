/*
 * Copyright (c) 2026 ycsb-ext contributors.
 * Licensed under the Apache License, Version 2.0 (http://www.apache.org/licenses/LICENSE-2.0).
 */
package site.ycsb.ext.fanout.cli;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.PrintWriter;
import java.io.StringWriter;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import picocli.CommandLine;
import picocli.CommandLine.Command;
import site.ycsb.ext.fanout.FanoutProperties;

/** {@code --max-sessions}: on every fan-out command that reaches hosts, in --help, bad values one line and exit 2. */
class MaxSessionsOptionTest {
  @TempDir
  Path dir;

  @Command(name = "ycsb")
  static final class Root {
  }

  private final StringWriter out = new StringWriter();
  private final StringWriter err = new StringWriter();

  private int execute(String... args) {
    out.getBuffer().setLength(0);
    err.getBuffer().setLength(0);
    CommandLine root = new CommandLine(new Root());
    root.addSubcommand(new FanoutCommand());
    root.setPosixClusteredShortOptionsAllowed(false);
    root.setOut(new PrintWriter(out, true));
    root.setErr(new PrintWriter(err, true));
    root.setParameterExceptionHandler((e, a) -> {
      e.getCommandLine().getErr().println("ycsb: " + e.getMessage());
      return 2;
    });
    return root.execute(args);
  }

  @Test
  void badValuesAreOneLineAndExitTwoBeforeAnyHostOnEveryCommand() {
    Path results = dir.resolve("results");
    String noSsh = dir.resolve("no-ssh").toString();
    for (String value : new String[] {"0", "-3", "many", "1.5", ""}) {
      for (List<String> command : List.of(
          List.of("fanout", "run", "--results", results.toString(), "--hosts", "a,b", "--ssh", noSsh,
              "--max-sessions", value, "basic", "-p", "operationcount=5"),
          List.of("fanout", "load", "--results", results.toString(), "--hosts", "a,b", "--ssh", noSsh,
              "--max-sessions", value, "basic", "-p", "recordcount=5"),
          List.of("fanout", "collect", "--results", results.toString(), "--run-id", "r1", "--hosts", "a",
              "--ssh", noSsh, "--max-sessions", value),
          List.of("fanout", "preflight", "--hosts", "a", "--ssh", noSsh, "--max-sessions", value),
          List.of("fanout", "deploy", "--hosts", "a", "--ssh", noSsh, "--max-sessions", value,
              dir.resolve("x.tar.gz").toString()))) {
        assertEquals(2, execute(command.toArray(new String[0])), command + "\n" + err);
        List<String> lines = err.toString().lines().toList();
        assertEquals(List.of("ycsb: Invalid value '" + value + "' for option '--max-sessions': expected a whole"
            + " number from 1"), lines, command.toString());
        assertEquals("", out.toString(), "nothing started: " + command);
      }
    }
    assertFalse(Files.exists(results), "nothing written for rejected input");
  }

  @Test
  void helpOfEachCommandShowsTheBoundAndItsDefault() {
    for (String sub : new String[] {"run", "load", "collect", "preflight", "deploy"}) {
      assertEquals(0, execute("fanout", sub, "--help"), sub);
      String help = out.toString().replaceAll("\\s+", " ");
      assertTrue(help.matches(".*--max-sessions=<n> How many hosts fan-out works on at once[^(]*\\(default: "
          + FanoutProperties.MAX_SESSIONS_DEFAULT + "\\).*"), sub + ": " + help);
    }
  }
}
