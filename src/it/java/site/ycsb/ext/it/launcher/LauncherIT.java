/*
 * Copyright (c) 2026 ycsb-ext contributors.
 * Licensed under the Apache License, Version 2.0 (http://www.apache.org/licenses/LICENSE-2.0).
 */
package site.ycsb.ext.it.launcher;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import java.util.stream.Stream;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.Arguments;
import org.junit.jupiter.params.provider.MethodSource;
import site.ycsb.ext.it.Distribution;

/** The unpacked distribution's real {@code bin/ycsb}: upstream command lines, exit codes and their one-line causes. */
class LauncherIT {
  @TempDir
  Path work;

  private static String workloadA() {
    return Distribution.home().resolve("workloads/workloada").toString();
  }

  @Test
  void readmeRunCommandPrintsTheOverallSummaryAndExitsZero() {
    Distribution.Result result = Distribution.ycsb(Distribution.home(), "run", "basic", "-P", "workloads/workloada");
    assertEquals(0, result.exitCode, result.toString());
    assertTrue(result.stdout.contains("[OVERALL], Throughput(ops/sec)"), result.toString());
    assertTrue(result.stdout.contains("[READ], Operations"), result.toString());
    assertTrue(result.errorLines().isEmpty(), result.toString());
  }

  @Test
  void legacyWorkloadClassRunsWithOneNotice() {
    Distribution.Result result = Distribution.ycsb(work, "run", "basic", "-P", workloadA(), "-p", "basicdb.verbose=false",
        "-p", "workload=com.yahoo.ycsb.workloads.CoreWorkload");
    assertEquals(0, result.exitCode, result.toString());
    assertEquals(1, result.stderr.split("Legacy class name translated", -1).length - 1, result.toString());
  }

  @Test
  void zeroOperationCountWithMaxExecutionTimeRunsUntilTheTimeIsUp() {
    Distribution.Result result = Distribution.ycsb(work, "run", "basic", "-P", workloadA(), "-p", "basicdb.verbose=false",
        "-p", "operationcount=0", "-p", "maxexecutiontime=2", "-threads", "2", "-target", "2000");
    assertEquals(0, result.exitCode, result.toString());
    double runtime = overall(result.stdout, "RunTime(ms)");
    assertTrue(runtime >= 1900 && runtime < 6000, "runtime " + runtime + "\n" + result);
    assertTrue(overall(result.stdout, "Throughput(ops/sec)") > 0, result.toString());
  }

  @Test
  void manifestRecordsTheRunWithPasswordsMasked() throws Exception {
    Path out = work.resolve("results");
    Distribution.Result result = Distribution.ycsb(work, "run", "basic", "-P", workloadA(), "-p", "basicdb.verbose=false",
        "-p", "periodichistogram.output.path=" + out + "/", "-p", "as.password=hunter2", "-l", "host-a");
    assertEquals(0, result.exitCode, result.toString());
    String manifest = new String(Files.readAllBytes(out.resolve("manifest.json")), StandardCharsets.UTF_8);
    assertTrue(manifest.contains("\"format\": \"ycsb-ext-manifest/1\""), manifest);
    assertTrue(manifest.contains("\"outcome\": \"completed\""), manifest);
    assertTrue(manifest.contains("\"operations\": 1000"), manifest);
    assertTrue(manifest.contains("\"as.password\": \"*****\""), manifest);
    assertFalse(manifest.contains("hunter2"), manifest);
    assertFalse(result.stdout.contains("hunter2") || result.stderr.contains("hunter2"), result.toString());
  }

  @Test
  void terminationSignalStopsTheRunAndKeepsItsSummary() throws Exception {
    Path out = work.resolve("stopped");
    Path stdout = work.resolve("stopped.out");
    Process process = new ProcessBuilder(Distribution.home().resolve("bin/ycsb").toString(), "run", "basic", "-P",
        workloadA(), "-p", "basicdb.verbose=false", "-p", "operationcount=0", "-p", "maxexecutiontime=120",
        "-target", "500", "-p", "measurementtype=hdrhistogram+periodichistogram",
        "-p", "periodichistogram.output.path=" + out + "/")
        .redirectOutput(stdout.toFile()).redirectError(work.resolve("stopped.err").toFile()).start();
    try {
      long deadline = System.nanoTime() + java.util.concurrent.TimeUnit.SECONDS.toNanos(60);
      while (!Files.exists(out.resolve("READ.hlog")) && System.nanoTime() < deadline) {
        Thread.sleep(100);
      }
      Thread.sleep(1500);
      process.destroy(); // SIGTERM to the launcher, as fan-out's stop and kill(1) send
      assertTrue(process.waitFor(60, java.util.concurrent.TimeUnit.SECONDS), "bin/ycsb did not stop");
    } finally {
      process.destroyForcibly();
    }
    assertTrue(process.exitValue() != 0, "a stopped run is not a success");
    String summary = Files.readString(stdout);
    assertTrue(overall(summary, "Throughput(ops/sec)") > 0, summary);
    String manifest = Files.readString(out.resolve("manifest.json"));
    assertTrue(manifest.contains("\"outcome\": \"interrupted\""), manifest);
  }

  @ParameterizedTest(name = "--help of {0}")
  @MethodSource("subcommands")
  void everySubcommandAnswersHelp(String subcommand) {
    Distribution.Result result = Distribution.ycsb(work, subcommand, "--help");
    assertEquals(0, result.exitCode, result.toString());
    assertTrue(result.stdout.contains("Usage: ycsb " + subcommand), result.toString());
  }

  static Stream<String> subcommands() {
    return Stream.of("load", "run", "shell");
  }

  @Test
  void versionNamesTheProjectAndCore() {
    Distribution.Result result = Distribution.ycsb(work, "--version");
    assertEquals(0, result.exitCode, result.toString());
    assertTrue(result.stdout.startsWith("ycsb-ext ") && result.stdout.contains("YCSB core 0.17.0"), result.toString());
  }

  static Stream<Arguments> failures() {
    String testCp = Distribution.testClasses();
    String a = workloadA();
    String quiet = "basicdb.verbose=false";
    return Stream.of(
        Arguments.of("invalid argument", 2, "ycsb: Invalid value 'x' for property 'threadcount'",
            List.of("run", "basic", "-P", a, "-threads", "x")),
        Arguments.of("unknown option", 2, "ycsb: Unknown option: '-bogus'", List.of("run", "basic", "-P", a, "-bogus")),
        Arguments.of("missing -P file", 2, "ycsb: Property file given with -P does not exist: nowhere/workload",
            List.of("run", "basic", "-P", "nowhere/workload")),
        Arguments.of("workload class does not load", 2, "ycsb: Invalid value 'no.such.Workload' for property 'workload'",
            List.of("run", "basic", "-P", a, "-p", "workload=no.such.Workload")),
        Arguments.of("DB class does not load", 2, "ycsb: Invalid value 'no.such.DB' for property 'db'",
            List.of("run", "basic", "-P", a, "-p", "db=no.such.DB")),
        Arguments.of("count beyond core's int", 2, "ycsb: operationcount=3000000000 is more than one client can count",
            List.of("run", "basic", "-P", a, "-p", "operationcount=3000000000")),
        Arguments.of("DB.init fails in one thread", 1, "ycsb: DB init failed in client thread",
            List.of("run", "basic", "-P", a, "-threads", "4", "-cp", testCp, "-p", "db=" + FailingInitDB.class.getName(),
                "-p", quiet)),
        Arguments.of("client thread dies", 1, "ycsb: Client thread 0 died after",
            List.of("run", "basic", "-P", a, "-cp", testCp, "-p", "db=" + ThrowingDB.class.getName(), "-p",
                "readproportion=1", "-p", "updateproportion=0", "-p", quiet)),
        Arguments.of("zero operations", 1, "ycsb: The run finished with zero operations",
            List.of("load", "basic", "-P", a, "-cp", testCp, "-p", "db=" + FailingInsertDB.class.getName(), "-p", quiet)),
        Arguments.of("export fails", 1, "ycsb: Export of the summary failed",
            List.of("run", "basic", "-P", a, "-cp", testCp, "-p", "exporter=" + FailingExporter.class.getName(), "-p",
                quiet)),
        Arguments.of("export file in a missing directory", 2, "ycsb: Invalid value",
            List.of("run", "basic", "-P", a, "-p", "exportfile=/nonexistent-dir/out.txt", "-p", quiet)));
  }

  @ParameterizedTest(name = "{0}")
  @MethodSource("failures")
  void failureGivesItsOneLineCauseAndNonZeroExit(String name, int exitCode, String expectedLine, List<String> args) {
    Distribution.Result result = Distribution.ycsb(work, args.toArray(new String[0]));
    assertEquals(exitCode, result.exitCode, result.toString());
    assertTrue(result.errorLines().stream().anyMatch(line -> line.startsWith(expectedLine)), result.toString());
    assertFalse(result.stderr.contains("\tat "), "no stack trace expected\n" + result);
  }

  private static double overall(String stdout, String measurement) {
    for (String line : stdout.split("\n")) {
      if (line.startsWith("[OVERALL], " + measurement + ", ")) {
        return Double.parseDouble(line.substring(line.lastIndexOf(", ") + 2).trim());
      }
    }
    throw new AssertionError("no [OVERALL] " + measurement + " in\n" + stdout);
  }
}
