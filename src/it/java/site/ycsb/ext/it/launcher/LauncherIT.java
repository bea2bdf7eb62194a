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
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.concurrent.TimeUnit;
import java.util.stream.Stream;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.Arguments;
import org.junit.jupiter.params.provider.MethodSource;
import site.ycsb.ext.contract.Manifest;
import site.ycsb.ext.contract.Outcome;
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
    // It ran until maxexecutiontime (2 s) ended it: there was no operation count to end it sooner.
    assertTrue(runtime >= 1900, "runtime " + runtime + "\n" + result);
    assertTrue(overall(result.stdout, "Throughput(ops/sec)") > 0, result.toString());
  }

  @Test
  void statusLinesComeOncePerIntervalWithStrictlyIncreasingSecondsAndParseBack() {
    Distribution.Result result = Distribution.ycsb(work, "run", "basic", "-P", workloadA(), "-p", "basicdb.verbose=false",
        "-p", "operationcount=0", "-p", "maxexecutiontime=3", "-target", "1000", "-s", "-p", "status.interval=1");
    assertEquals(0, result.exitCode, result.toString());
    List<site.ycsb.ext.contract.StatusLine> lines = result.stderr.lines()
        .map(site.ycsb.ext.contract.StatusLine::parse).flatMap(java.util.Optional::stream).toList();
    assertTrue(lines.size() >= 2 && lines.size() <= 4, "one line a second over 3 s, plus at most a final one\n"
        + result);
    for (int i = 1; i < lines.size(); i++) {
      assertTrue(lines.get(i).elapsedSeconds() > lines.get(i - 1).elapsedSeconds(), result.toString());
      assertTrue(lines.get(i).operations() >= lines.get(i - 1).operations(), result.toString());
    }
  }

  @Test
  void manifestRecordsTheRunWithPasswordsMasked() throws Exception {
    Path out = work.resolve("results");
    Distribution.Result result = Distribution.ycsb(work, "run", "basic", "-P", workloadA(), "-p", "basicdb.verbose=false",
        "-p", "periodichistogram.output.path=" + out + "/", "-p", "as.password=hunter2", "-l", "host-a");
    assertEquals(0, result.exitCode, result.toString());
    Manifest manifest = Manifest.read(out.resolve("manifest.json"));
    assertEquals(Outcome.COMPLETED, manifest.outcome());
    assertEquals(Map.of(), manifest.failures());
    assertEquals(1000, manifest.operations());
    assertEquals("host-a", manifest.label());
    assertEquals("*****", manifest.properties().get("as.password"));
    String text = new String(Files.readAllBytes(out.resolve("manifest.json")), StandardCharsets.UTF_8);
    assertFalse(text.contains("hunter2"), text);
    assertFalse(result.stdout.contains("hunter2") || result.stderr.contains("hunter2"), result.toString());
  }

  @Test
  void noFileOrLineOfARunHoldsADbPasswdATokenOrAListedSecret() throws Exception {
    Path out = work.resolve("results");
    List<String> secrets = List.of("pg-s3cret-4711", "tok-s3cret-4711", "cred-s3cret-4711");
    Distribution.Result result = Distribution.ycsb(work, "run", "basic", "-P", workloadA(), "-p", "basicdb.verbose=false",
        "-p", "measurementtype=hdrhistogram+periodichistogram", "-p", "periodichistogram.output.path=" + out + "/",
        "-p", "db.passwd=" + secrets.get(0), "-p", "api.token=" + secrets.get(1), "-p", "site.cred=" + secrets.get(2),
        "-p", "ycsb.ext.secret.properties=site.cred", "-p", "as.sendKey=true");
    assertEquals(0, result.exitCode, result.toString());
    Manifest manifest = Manifest.read(out.resolve("manifest.json"));
    for (String key : List.of("db.passwd", "api.token", "site.cred")) {
      assertEquals("*****", manifest.properties().get(key), key);
    }
    assertEquals("true", manifest.properties().get("as.sendKey"), "a switch is no secret");
    assertEquals("site.cred", manifest.properties().get("ycsb.ext.secret.properties"));
    List<Path> files;
    try (java.util.stream.Stream<Path> walk = Files.walk(out)) {
      files = walk.filter(Files::isRegularFile).toList();
    }
    assertTrue(files.size() >= 3, files.toString());
    for (String secret : secrets) {
      assertFalse(result.stdout.contains(secret) || result.stderr.contains(secret), result.toString());
      for (Path f : files) {
        assertFalse(new String(Files.readAllBytes(f), StandardCharsets.ISO_8859_1).contains(secret), secret + " in " + f);
      }
    }
  }

  /** A run of {@link FailOnDemandDB} with the given extra arguments, its periodic output and manifest in {@code out}. */
  private Distribution.Result runFailing(String phase, Path out, String... extra) {
    List<String> args = new ArrayList<>(List.of(phase, "basic", "-P", workloadA(), "-cp", Distribution.testClasses(),
        "-p", "db=" + FailOnDemandDB.class.getName(), "-p", "periodichistogram.output.path=" + out + "/"));
    args.addAll(List.of(extra));
    return Distribution.ycsb(work, args.toArray(new String[0]));
  }

  @Test
  void failuresWithinTheLimitCompleteWithFailuresAWarningAndHonestThroughput() {
    Path out = work.resolve("few-failures");
    // 1000 operations, about 500 reads: every 400th read fails, about 0.1% of all operations (failures.max: 1%).
    Distribution.Result result = runFailing("run", out, "-p", "faildb.read=0.0025");
    assertEquals(0, result.exitCode, result.toString());
    assertTrue(result.errorLines().stream().anyMatch(l -> l.startsWith("ycsb: warning: READ: ")
        && l.contains("(first: UNAVAILABLE: test: the server is stopped)") && l.endsWith("within failures.max=0.01")),
        result.toString());
    double all = overall(result.stdout, "Throughput(ops/sec)");
    double successful = overall(result.stdout, "Successful Throughput(ops/sec)");
    assertTrue(successful < all && successful > 0.99 * all, all + " vs " + successful + "\n" + result);
    Manifest manifest = Manifest.read(out.resolve("manifest.json"));
    assertEquals(Outcome.COMPLETED_WITH_FAILURES, manifest.outcome());
    assertEquals(0, manifest.exitCode());
    assertEquals(java.util.Set.of("UNAVAILABLE"), manifest.failures().keySet());
    assertEquals((long) manifest.summaryValue("READ", "Return=UNAVAILABLE"),
        manifest.failures().get("UNAVAILABLE").longValue());
    assertTrue(manifest.reason().startsWith("READ: "), manifest.reason());
  }

  @Test
  void aRunWhoseEveryOperationFailsStopsAfterTheFirstTenSecondsAndKeepsItsResults() {
    Path out = work.resolve("all-failing");
    Distribution.Result result = runFailing("run", out, "-p", "faildb.read=1", "-p", "faildb.update=1", "-p",
        "operationcount=0", "-p", "maxexecutiontime=120");
    assertEquals(1, result.exitCode, result.toString());
    assertTrue(result.errorLines().stream().anyMatch(l -> l.startsWith("ycsb: every operation of the first 10 s failed"
        + " (") && l.contains("UNAVAILABLE: test: the server is stopped") && l.contains("failures.stop.after=10s")),
        result.toString());
    Manifest manifest = Manifest.read(out.resolve("manifest.json"));
    assertEquals(Outcome.FAILED, manifest.outcome());
    assertTrue(manifest.reason().startsWith("every operation of the first 10 s failed"), manifest.reason());
    // One thread under backoff (at most about 10 failed operations a second) would do over 1,100 in 120 s.
    assertTrue(manifest.operations() > 0 && manifest.operations() < 1_000, manifest.toJson());
  }

  @Test
  void failuresAboveTheLimitFailTheRunAndTheManifestSaysWhy() {
    Path out = work.resolve("many-failures");
    Distribution.Result result = runFailing("run", out, "-p", "faildb.update=0.1");
    assertEquals(1, result.exitCode, result.toString());
    Manifest manifest = Manifest.read(out.resolve("manifest.json"));
    assertEquals(Outcome.FAILED, manifest.outcome());
    assertEquals(1, manifest.exitCode());
    // Every tenth update fails: 9.8% to 10% of however many updates the workload chose.
    long updates = (long) (manifest.summaryValue("UPDATE", "Return=OK") + manifest.summaryValue("UPDATE",
        "Return=UNAVAILABLE"));
    assertTrue(manifest.reason().matches("UPDATE: (9\\.[89]|10)% of " + String.format(java.util.Locale.US, "%,d", updates)
        + " operations failed .*") && manifest.reason().endsWith(
        "more than failures.max=0.01 allows"), manifest.reason());
    assertTrue(result.errorLines().contains("ycsb: " + manifest.reason()), result.toString());
    assertEquals((long) manifest.summaryValue("UPDATE", "Return=UNAVAILABLE"),
        manifest.failures().get("UNAVAILABLE").longValue());
  }

  @Test
  void raisedLimitLetsTheSameRunCompleteWithFailures() {
    Distribution.Result result = runFailing("run", work.resolve("raised"), "-p", "faildb.update=0.1", "-p",
        "failures.max=0.2");
    assertEquals(0, result.exitCode, result.toString());
    assertEquals(Outcome.COMPLETED_WITH_FAILURES, Manifest.read(work.resolve("raised/manifest.json")).outcome());
  }

  @Test
  void loadWithARaisedLimitGoesOnPastFailedInserts() {
    Path out = work.resolve("load-raised");
    Distribution.Result result = runFailing("load", out, "-p", "faildb.insert=0.1", "-p", "failures.max=0.2");
    assertEquals(0, result.exitCode, result.toString());
    Manifest manifest = Manifest.read(out.resolve("manifest.json"));
    assertEquals(Outcome.COMPLETED_WITH_FAILURES, manifest.outcome());
    assertEquals(1000, manifest.operations(), "every insert was attempted");
    assertEquals(100, manifest.failures().get("UNAVAILABLE").longValue());
  }

  @Test
  void terminationSignalStopsTheRunKeepsItsSummaryAndExits143() throws Exception {
    Path out = work.resolve("stopped");
    Stopped stopped = stopRun(out, "TERM");
    assertEquals(143, stopped.exitCode, "128 + SIGTERM\n" + stopped.stderr);
    String summary = Files.readString(work.resolve("stopped.out"));
    assertTrue(overall(summary, "Throughput(ops/sec)") > 0, summary);
    // bin/ycsb returned only after the benchmark JVM wrote its manifest.
    assertTrue(stopped.manifestAtExit, "no manifest when bin/ycsb returned");
    Manifest manifest = Manifest.read(out.resolve("manifest.json"));
    assertEquals(Outcome.INTERRUPTED, manifest.outcome());
    assertEquals(143, manifest.exitCode());
    assertTrue(stopped.stderr.contains("ycsb: The run was stopped by signal 15 (TERM) after "), stopped.stderr);
  }

  @Test
  void ctrlCStopsTheRunAndExits130() throws Exception {
    Path out = work.resolve("interrupted");
    Stopped stopped = stopRun(out, "INT");
    assertEquals(130, stopped.exitCode, "128 + SIGINT\n" + stopped.stderr);
    assertTrue(stopped.manifestAtExit, "no manifest when bin/ycsb returned");
    assertEquals(130, Manifest.read(out.resolve("manifest.json")).exitCode());
  }

  @Test
  void killedBenchmarkJvmIsNamedAndItsSignalIsTheExitCode() throws Exception {
    Stopped stopped = stopRun(work.resolve("killed"), "KILL-BENCHMARK-JVM");
    assertEquals(137, stopped.exitCode, stopped.stderr);
    assertTrue(stopped.stderr.contains("ycsb: benchmark JVM ended by signal 9 (exit 137)"), stopped.stderr);
  }

  private record Stopped(int exitCode, String stderr, boolean manifestAtExit) {
  }

  /**
   * Starts an endless run, waits until its first window is written, then sends {@code signal} to {@code bin/ycsb}
   * (or KILL to its benchmark JVM) and waits for {@code bin/ycsb} to return.
   */
  private Stopped stopRun(Path out, String signal) throws Exception {
    Path stdout = work.resolve(out.getFileName() + ".out");
    Path stderr = work.resolve(out.getFileName() + ".err");
    // Through perl, which restores SIGINT's default: a test JVM started in the background (nohup, '&') inherits
    // an ignored SIGINT, which the JVMs below would inherit too and never see.
    Process process = new ProcessBuilder("perl", "-e", "$SIG{INT} = 'DEFAULT'; exec @ARGV or die $!",
        Distribution.home().resolve("bin/ycsb").toString(), "run", "basic", "-P",
        workloadA(), "-p", "basicdb.verbose=false", "-p", "operationcount=0", "-p", "maxexecutiontime=120",
        "-target", "500", "-p", "measurementtype=hdrhistogram+periodichistogram",
        "-p", "periodichistogram.output.path=" + out + "/")
        .redirectOutput(stdout.toFile()).redirectError(stderr.toFile()).start();
    boolean manifestAtExit;
    try {
      long deadline = System.nanoTime() + TimeUnit.SECONDS.toNanos(60);
      while (!Files.exists(out.resolve("READ.hlog")) && System.nanoTime() < deadline) {
        Thread.sleep(100);
      }
      Thread.sleep(1500);
      long target = signal.equals("KILL-BENCHMARK-JVM")
          ? process.children().findFirst().orElseThrow().pid() : process.pid();
      Process kill = new ProcessBuilder("kill", "-" + (signal.equals("KILL-BENCHMARK-JVM") ? "KILL" : signal),
          Long.toString(target)).inheritIO().start();
      assertEquals(0, kill.waitFor());
      assertTrue(process.waitFor(90, TimeUnit.SECONDS), "bin/ycsb did not stop");
      manifestAtExit = Files.exists(out.resolve("manifest.json"));
    } finally {
      process.descendants().forEach(ProcessHandle::destroyForcibly);
      process.destroyForcibly();
    }
    return new Stopped(process.exitValue(), Files.readString(stderr), manifestAtExit);
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
  void shellReadingAPipeAnswersEachCommandAtOnceAndEndsCleanlyAtTheEndOfInput() throws Exception {
    Path stderr = work.resolve("shell.err");
    Process shell = new ProcessBuilder(Distribution.home().resolve("bin/ycsb").toString(), "shell", "basic")
        .redirectError(stderr.toFile()).start();
    java.util.concurrent.BlockingQueue<String> lines = new java.util.concurrent.LinkedBlockingQueue<>();
    Thread reader = new Thread(() -> new java.io.BufferedReader(new java.io.InputStreamReader(shell.getInputStream(),
        StandardCharsets.UTF_8)).lines().forEach(lines::add));
    reader.setDaemon(true);
    reader.start();
    try {
      java.io.OutputStream in = shell.getOutputStream();
      in.write("read usertable user1\n".getBytes(StandardCharsets.UTF_8));
      in.flush();
      // The answer arrives while the pipe is still open: the shell flushed it.
      long deadline = System.nanoTime() + TimeUnit.SECONDS.toNanos(60);
      String line = "";
      while (!line.contains("Return code: OK") && System.nanoTime() < deadline) {
        String next = lines.poll(1, TimeUnit.SECONDS);
        line = next == null ? line : next;
      }
      assertTrue(line.contains("Return code: OK"), "no answer before the end of input: " + lines);
      in.close(); // the end of input, without 'quit'
      assertTrue(shell.waitFor(60, TimeUnit.SECONDS), "the shell did not end at the end of its input");
    } finally {
      shell.destroyForcibly();
    }
    assertEquals(0, shell.exitValue(), Files.readString(stderr));
    assertFalse(Files.readString(stderr).contains("Exception"), Files.readString(stderr));
  }

  @ParameterizedTest(name = "{0}")
  @MethodSource("helpPagesWithExitCodes")
  void helpPagesGiveExitCodesAndAnExample(String command) {
    Distribution.Result result = Distribution.ycsb(work, command.split(" "));
    assertEquals(0, result.exitCode, result.toString());
    assertTrue(result.stdout.contains("Exit codes: 0 ") && result.stdout.contains("Example: bin/ycsb "),
        result.toString());
  }

  static Stream<String> helpPagesWithExitCodes() {
    return Stream.of("report --help", "demo --help", "fanout --help", "fanout help", "fanout help run",
        "fanout load --help", "fanout deploy --help", "fanout preflight --help");
  }

  @Test
  void fanoutAnswersVersionAsEveryCommandDoes() {
    Distribution.Result result = Distribution.ycsb(work, "fanout", "--version");
    assertEquals(0, result.exitCode, result.toString());
    assertEquals(Distribution.ycsb(work, "--version").stdout, result.stdout);
  }

  @Test
  void versionNamesTheProjectAndCore() {
    Distribution.Result result = Distribution.ycsb(work, "--version");
    assertEquals(0, result.exitCode, result.toString());
    assertTrue(result.stdout.startsWith("ycsb-ext ") && result.stdout.contains("YCSB core 0.17.0"), result.toString());
    // Built from a git checkout: the source commit is named.
    assertTrue(result.stdout.matches("(?s).*\\(commit [0-9a-f]{12}(-dirty)?, .*"), result.toString());
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
        Arguments.of("every insert fails", 1, "ycsb: INSERT: 100% of 1 operations failed (first: ERROR: ",
            List.of("load", "basic", "-P", a, "-cp", testCp, "-p", "db=" + FailingInsertDB.class.getName(), "-p", quiet)),
        Arguments.of("one insert in a hundred fails a load", 1, "ycsb: INSERT: 1% of 100 operations failed (first: "
            + "UNAVAILABLE: test: the server is stopped); 1% of all 100 operations failed, more than failures.max=0 allows",
            List.of("load", "basic", "-P", a, "-cp", testCp, "-p", "db=" + FailOnDemandDB.class.getName(),
                "-p", "faildb.insert=0.01")),
        Arguments.of("every read fails", 1, "ycsb: READ: 100% of ",
            List.of("run", "basic", "-P", a, "-cp", testCp, "-p", "db=" + FailOnDemandDB.class.getName(),
                "-p", "faildb.read=1")),
        Arguments.of("every update fails, the reads succeed", 1, "ycsb: UPDATE: 100% of ",
            List.of("run", "basic", "-P", a, "-cp", testCp, "-p", "db=" + FailOnDemandDB.class.getName(),
                "-p", "faildb.update=1", "-p", "failures.max=1")),
        Arguments.of("failures.max out of range", 2, "ycsb: Invalid value '1.5' for property 'failures.max': expected a"
            + " fraction from 0 to 1", List.of("run", "basic", "-P", a, "-p", "failures.max=1.5")),
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

  @Test
  void anUnknownCommandIsNamedWithTheCommandsThereAre() {
    Distribution.Result r = Distribution.ycsb(work, "bogus");
    assertEquals(2, r.exitCode, r.toString());
    assertTrue(r.stderr.startsWith("ycsb: Unknown command 'bogus': expected one of load, run, shell,"), r.toString());
  }

  @Test
  void aWorkloadNumberThatIsNotOneNamesItsProperty() {
    Distribution.Result r = Distribution.ycsb(work, "run", "basic", "-P",
        Distribution.home().resolve("workloads/workloada").toString(), "-p", "readproportion=abc",
        "-p", "operationcount=10");
    assertEquals(2, r.exitCode, r.toString());
    assertEquals(List.of("ycsb: Invalid value 'abc' for property 'readproportion': expected a number"),
        r.errorLines(), r.toString());
  }

  @Test
  void aRefusedEngineSettingLeavesNoOutputDirectoryBehind() {
    for (String bad : List.of("ycsb.ext.backoff.initialms=abc", "ycsb.ext.fanout.late-start-ms=-1",
        "failures.outage.max=x", "ycsb.ext.event-timeout-ms=0")) {
      Path out = work.resolve("refused-" + Math.abs(bad.hashCode()));
      Distribution.Result r = Distribution.ycsb(work, "run", "basic", "-P",
          Distribution.home().resolve("workloads/workloada").toString(), "-p", "operationcount=10", "-p", bad,
          "-p", "periodichistogram.output.path=" + out + "/x/");
      assertEquals(2, r.exitCode, r.toString());
      assertEquals(1, r.errorLines().size(), r.toString());
      assertFalse(Files.exists(out), bad + ": the refused run left " + out + " behind");
    }
  }
}
