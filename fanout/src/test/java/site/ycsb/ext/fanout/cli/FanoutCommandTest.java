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
import java.util.ArrayList;
import java.util.List;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import picocli.CommandLine.Command;
import picocli.CommandLine;

/** The fan-out commands as the launcher's root sees them: bad input is one line and exit 2, before any ssh. */
class FanoutCommandTest {
  @TempDir
  Path dir;

  /** A root like the launcher's: single-dash options unclustered, one-line errors, exit 2 for bad input. */
  @Command(name = "ycsb")
  static final class Root {
  }

  private final StringWriter out = new StringWriter();
  private final StringWriter err = new StringWriter();

  private int execute(String... args) {
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

  private String errorLine() {
    List<String> lines = err.toString().lines().toList();
    assertEquals(1, lines.size(), err.toString());
    return lines.get(0);
  }

  @Test
  void badStepWarmupOrLateStartIsOneLineAndExitTwoBeforeAnySsh() {
    assertEquals(2, execute("fanout", "run", "--hosts", "h1", "--ssh", dir.resolve("no-ssh").toString(), "--steps",
        "target=10,20", "--step-warmup", "10", "basic", "-p", "maxexecutiontime=30"));
    assertEquals("ycsb: Invalid value '10' for option '--step-warmup': expected 0 or a whole number with ms, s or m"
        + " (500ms, 10s, 2m), shorter than each step", errorLine());
    err.getBuffer().setLength(0);
    assertEquals(2, execute("fanout", "run", "--hosts", "h1", "--ssh", dir.resolve("no-ssh").toString(), "--results",
        dir.toString(), "--steps", "target=10,20", "--step-warmup", "30s", "basic", "-p", "maxexecutiontime=30"));
    assertEquals("ycsb: Step target=10: Invalid value '30000ms' for option '--step-warmup': expected a duration from 0"
        + " to less than each step's maxexecutiontime=30 s", errorLine());
    err.getBuffer().setLength(0);
    assertEquals(2, execute("fanout", "run", "--hosts", "h1", "--ssh", dir.resolve("no-ssh").toString(), "--results",
        dir.toString(), "--late-start-ms", "-1", "basic"));
    assertEquals("ycsb: Invalid value '-1' for option '--late-start-ms': expected a whole number of milliseconds from 0",
        errorLine());
  }

  @Test
  void ycsbArgumentsAfterTheBindingReachTheCommandLineParserUntouched() {
    int code = execute("fanout", "run", "--hosts", "h1,h2,h3", "--ssh", dir.resolve("no-ssh").toString(),
        "--results", dir.toString(), "basic", "-P", "/nonexistent/workload", "-p", "x=1", "-threads", "4");
    assertEquals(2, code);
    assertEquals("ycsb: Property file given with -P does not exist: /nonexistent/workload", errorLine());
    err.getBuffer().setLength(0);
    code = execute("fanout", "run", "--hosts", "h1,h2,h3", "--ssh", dir.resolve("no-ssh").toString(),
        "--results", dir.toString(), "basic", "-p", "operationcount=9", "-threads", "many");
    assertEquals(2, code);
    assertEquals("ycsb: Invalid value 'many' for property 'threadcount': expected a whole number from 1", errorLine());
  }

  @Test
  void badInputIsOneLineAndExitTwoBeforeAnyHostIsContacted() throws Exception {
    Path results = dir.resolve("results");
    String[][] cases = {
        {"ycsb: Invalid value 'a,,b' for option '--hosts': expected a comma-separated list of [user@]host[:port]"
            + " without empty entries",
            "fanout", "load", "--hosts", "a,,b", "basic", "-p", "recordcount=10"},
        {"ycsb: Cannot split 2 records (recordcount=2, insertstart=0, insertcount=2) across 3 hosts: expected at least one record per"
            + " host",
            "fanout", "load", "--hosts", "a,b,c", "basic", "-p", "recordcount=2"},
        {"ycsb: Invalid value 'StrictHostKeyChecking=no' for option '--ssh-option': expected an option other than"
            + " BatchMode, StrictHostKeyChecking and ConnectTimeout (fan-out fixes those; use --connect-timeout for the"
            + " timeout)",
            "fanout", "run", "--hosts", "a", "--ssh-option", "StrictHostKeyChecking=no", "basic", "-p",
            "operationcount=5"},
        {"ycsb: Invalid value 'x/y' for option '--run-id': expected letters, digits, '.', '_' or '-'",
            "fanout", "run", "--hosts", "a", "--run-id", "x/y", "basic", "-p", "operationcount=5"},
        {"ycsb: Invalid value '0' for option '--start-delay': expected a whole number of seconds from 1",
            "fanout", "run", "--hosts", "a", "--start-delay", "0", "basic", "-p", "operationcount=5"},
        {"ycsb: Invalid value 'UPDAT.p99<=5ms' for option '--slo': the workload runs no UPDAT; expected one of its"
            + " operations: READ",
            "fanout", "run", "--hosts", "a", "--steps", "threads=1,2", "--slo", "UPDAT.p99<=5ms", "basic", "-p",
            "maxexecutiontime=5", "-p", "readproportion=1", "-p", "updateproportion=0"},
        {"ycsb: Invalid value '0' for option '--preflight-timeout': expected a whole number of seconds from 1",
            "fanout", "run", "--hosts", "a", "--preflight-timeout", "0", "basic", "-p", "operationcount=5"},
        {"ycsb: Invalid value '-5' for option '--preflight-timeout': expected a whole number of seconds from 1",
            "fanout", "preflight", "--hosts", "a", "--preflight-timeout", "-5"},
        {"ycsb: Error: Missing required argument (specify one of these): (--hosts=<host,...> |"
            + " --hosts-file=<file>)",
            "fanout", "preflight"},
        {"ycsb: Hosts file given with --hosts-file does not exist: " + dir.resolve("none"),
            "fanout", "preflight", "--hosts-file", dir.resolve("none").toString()},
        {"ycsb: Distribution tarball does not exist: " + dir.resolve("x.tar.gz"),
            "fanout", "deploy", "--hosts", "a", dir.resolve("x.tar.gz").toString()},
    };
    for (String[] c : cases) {
      out.getBuffer().setLength(0);
      err.getBuffer().setLength(0);
      String[] args = new String[c.length - 1];
      System.arraycopy(c, 1, args, 0, args.length);
      List<String> withResults = new ArrayList<>(List.of(args));
      if (args[1].equals("load") || args[1].equals("run")) {
        withResults.add(2, "--results");
        withResults.add(3, results.toString());
      }
      assertEquals(2, execute(withResults.toArray(new String[0])), String.join(" ", args) + "\n" + err);
      assertEquals(c[0], errorLine());
      assertEquals("", out.toString(), "nothing started for " + String.join(" ", args));
    }
    assertFalse(Files.exists(results), "no result directory for rejected input");
  }

  @Test
  void periodicOptionsWithAnotherMeasurementTypeAreOneLineAndExitTwo() {
    assertEquals(2, execute("fanout", "run", "--hosts", "h1", "--ssh", dir.resolve("no-ssh").toString(), "--results",
        dir.resolve("results").toString(), "basic", "-p", "operationcount=9", "-p", "measurementtype=hdrhistogram",
        "-p", "periodichistogram.interval=1"));
    assertEquals("ycsb: Property 'periodichistogram.interval' has no effect with measurementtype=hdrhistogram: add -p"
        + " measurementtype=hdrhistogram+periodichistogram (or periodichistogram), or leave out the"
        + " periodichistogram.* properties", errorLine());
    assertFalse(Files.exists(dir.resolve("results")), "nothing written");
  }

  @Test
  void fanoutWithoutSubcommandIsAUsageError() {
    assertEquals(2, execute("fanout"));
    assertTrue(err.toString().startsWith("ycsb: Missing required subcommand"), err.toString());
  }
}
