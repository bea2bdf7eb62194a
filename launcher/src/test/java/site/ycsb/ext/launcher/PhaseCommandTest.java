/*
 * Copyright (c) 2026 ycsb-ext contributors.
 * Licensed under the Apache License, Version 2.0 (http://www.apache.org/licenses/LICENSE-2.0).
 */
package site.ycsb.ext.launcher;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.PrintWriter;
import java.io.StringWriter;
import java.nio.file.Files;
import java.nio.file.Path;
import java.nio.file.Paths;
import org.junit.jupiter.api.AfterAll;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import picocli.CommandLine;
import site.ycsb.ext.contract.ExitCodes;
import site.ycsb.ext.contract.Manifest;
import site.ycsb.ext.contract.Outcome;

/**
 * {@code load} and {@code run} the picocli way: exit codes from {@code execute}, the launcher's own lines from the
 * command's error writer. The runs start a real benchmark JVM from the engine module's built lib.
 */
class PhaseCommandTest {
  private static final Path ROOT = Paths.get("..").toAbsolutePath().normalize();
  private static final String WORKLOAD_A = ROOT.resolve("workloads/workloada").toString();
  private static String savedHome;

  @TempDir
  Path tmp;

  private final StringWriter err = new StringWriter();

  @BeforeAll
  static void fromTheSourceTree() {
    savedHome = System.getProperty("ycsb.home");
    System.setProperty("ycsb.home", ROOT.toString());
  }

  @AfterAll
  static void restoreHome() {
    if (savedHome == null) {
      System.clearProperty("ycsb.home");
    } else {
      System.setProperty("ycsb.home", savedHome);
    }
  }

  private int execute(String... args) {
    CommandLine cmd = Main.commandLine();
    cmd.setErr(new PrintWriter(err, true));
    cmd.setOut(new PrintWriter(new StringWriter(), true));
    return cmd.execute(args);
  }

  @Test
  void anUnknownBindingIsBadInputOnOneLine() {
    assertEquals(ExitCodes.BAD_INPUT, execute("load", "nosuchdb", "-P", WORKLOAD_A));
    assertTrue(err.toString().startsWith("ycsb: "), err.toString());
    assertTrue(err.toString().contains("nosuchdb"), err.toString());
  }

  @Test
  void aStartInstantThatIsNotANumberIsBadInput() {
    assertEquals(ExitCodes.BAD_INPUT, execute("run", "basic", "-P", WORKLOAD_A, "--start-at", "abc"));
    assertTrue(err.toString().contains("--start-at"), err.toString());
  }

  @Test
  void anEventWithoutEqualsOrPastTheRunsEndIsBadInputNamingTheOption() {
    assertEquals(ExitCodes.BAD_INPUT, execute("run", "basic", "-P", WORKLOAD_A, "--event", "90s"));
    assertTrue(err.toString().contains("Invalid value '90s' for option '--event': expected <offset>=<text>"),
        err.toString());
    assertEquals(ExitCodes.BAD_INPUT, execute("run", "basic", "-P", WORKLOAD_A, "-p", "maxexecutiontime=10",
        "--event", "10s=true"));
    assertTrue(err.toString().contains("at or past the run's end (maxexecutiontime=10 s)"), err.toString());
  }

  @Test
  void aRunRecordsItsEventsAndItsBackoffPolicyInTheManifest() throws Exception {
    Path out = tmp.resolve("events");
    int code = execute("run", "basic", "-P", WORKLOAD_A, "-p", "basicdb.verbose=false", "-p", "operationcount=0",
        "-p", "maxexecutiontime=3", "-p", "periodichistogram.output.path=" + out + "/",
        "--event", "0s=echo first", "--event", "500ms=exit 4", "--event-note", "1s=by hand");
    assertEquals(ExitCodes.OK, code, err.toString());
    Manifest manifest = Manifest.read(out.resolve(Manifest.FILE_NAME));
    assertEquals(3, manifest.events().size(), manifest.toJson());
    assertEquals("ok", manifest.events().get(0).status().label());
    assertEquals(4, manifest.events().get(1).exitCode());
    assertEquals("note", manifest.events().get(2).status().label());
    assertEquals("first\n", Files.readString(out.resolve("event-1.out")));
    assertTrue(manifest.warnings().stream().anyMatch(w -> w.contains("failed with exit code 4")),
        manifest.warnings().toString());
    assertTrue(manifest.properties().keySet().stream().noneMatch(k -> k.startsWith("ycsb.ext.event.")));
  }

  @Test
  void anObjectiveOnAnOperationTheWorkloadNeverRunsIsRefusedBeforeTheSweep() {
    Path out = tmp.resolve("steps");
    assertEquals(ExitCodes.BAD_INPUT, execute("run", "basic", "-P", WORKLOAD_A, "-p", "maxexecutiontime=2",
        "-p", "periodichistogram.output.path=" + out + "/run/", "--steps", "target=100,200", "--slo",
        "UPDAT.p99<=5ms"));
    assertEquals("ycsb: Invalid value 'UPDAT.p99<=5ms' for option '--slo': the workload runs no UPDAT; expected one"
        + " of its operations: READ, UPDATE", err.toString().strip());
    assertFalse(Files.exists(out), "no step ran");
  }

  @Test
  void aBadCoreValueNamesItsPropertyBeforeAnythingStarts() {
    assertEquals(ExitCodes.BAD_INPUT, execute("run", "basic", "-P", WORKLOAD_A, "-threads", "0"));
    assertTrue(err.toString().contains("thread"), err.toString());
  }

  @Test
  void aRunCompletesInTheBenchmarkJvmAndWritesItsManifest() throws Exception {
    Path out = tmp.resolve("run");
    int code = execute("run", "basic", "-P", WORKLOAD_A, "-p", "basicdb.verbose=false", "-p", "operationcount=50",
        "-p", "measurementtype=hdrhistogram+periodichistogram", "-p", "periodichistogram.output.path=" + out + "/");
    assertEquals(ExitCodes.OK, code, err.toString());
    Manifest manifest = Manifest.read(out.resolve(Manifest.FILE_NAME));
    assertEquals(Outcome.COMPLETED, manifest.outcome());
    assertEquals(50, manifest.operations());
    assertTrue(Files.isRegularFile(out.resolve("READ.hlog")));
  }

  @Test
  void aDbClassThatDoesNotLoadIsBadInputFromTheBenchmarkJvm() {
    // The benchmark JVM checks the DB class before any thread starts and exits 2; the launcher returns its code.
    assertEquals(ExitCodes.BAD_INPUT,
        execute("load", "basic", "-P", WORKLOAD_A, "-p", "db=site.ycsb.NoSuchDB", "-p", "recordcount=5"));
  }
}
