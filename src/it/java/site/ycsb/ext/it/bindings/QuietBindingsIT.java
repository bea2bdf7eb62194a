/*
 * Copyright (c) 2026 ycsb-ext contributors.
 * Licensed under the Apache License, Version 2.0 (http://www.apache.org/licenses/LICENSE-2.0).
 */
package site.ycsb.ext.it.bindings;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.Collections;
import java.util.List;
import java.util.concurrent.TimeUnit;
import org.junit.jupiter.api.AfterAll;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import site.ycsb.ext.it.Distribution;
import site.ycsb.ext.standin.AerospikeStandin;
import site.ycsb.ext.standin.couchbase.CouchbaseMockCluster;

/**
 * What the packaged {@code bin/ycsb} prints on stderr with each binding's default settings (couchbase2: NIO with
 * {@code boost=3}): loads, runs, a shell session and the shutdown after each print only the lines the run itself
 * prints (one connection line, core's one line per thread, "Starting test."), never a client-library warning or
 * stack trace; a bad or misspelled binding property is refused before the run with exit 2. A refused port and a
 * silent cluster at 90 threads are cases of the binding contract (each binding module's {@code *ContractIT}).
 */
class QuietBindingsIT {
  private static final int THREADS = 8;

  @TempDir
  static Path work;

  private static CouchbaseMockCluster couchbase;
  private static AerospikeStandin aerospike;

  @BeforeAll
  static void startServers() throws IOException {
    couchbase = CouchbaseMockCluster.start(3, 1, "ycsb");
    aerospike = AerospikeStandin.builder().nodes(3).namespace("ycsb").recordRequests(0).start();
  }

  @AfterAll
  static void stopServers() {
    couchbase.close();
    aerospike.close();
  }

  private static List<String> couchbaseOptions() {
    List<String> options = new ArrayList<>();
    couchbase.bindingSettings().forEach((name, value) -> options.addAll(Arrays.asList("-p", name + "=" + value)));
    return options;
  }

  private static List<String> aerospikeOptions() {
    return Arrays.asList("-p", "as.host=" + aerospike.seed());
  }

  private static Distribution.Result ycsb(String... args) {
    return Distribution.ycsb(work, args);
  }

  private static String[] phase(String phase, String binding, List<String> server, String... more) {
    List<String> args = new ArrayList<>(Arrays.asList(phase, binding, "-P",
        Distribution.home().resolve("workloads/workloada").toString(), "-threads", Integer.toString(THREADS),
        "-p", "recordcount=1000", "-p", "table=quiet"));
    args.addAll(server);
    args.addAll(Arrays.asList(more));
    return args.toArray(new String[0]);
  }

  /**
   * Asserts that stderr holds only what the run itself prints: at most one line per client thread (core's
   * DBWrapper line) plus a few of the launcher's and the binding's INFO lines and the engine's client-load line; no
   * warning (but the client-saturation one, which follows the machine's load), error or stack trace.
   */
  private static void assertQuiet(Distribution.Result result, int threads) {
    assertQuiet(result.stderr, threads, result.toString());
  }

  private static void assertQuiet(String stderr, int threads, String result) {
    List<String> lines = lines(stderr);
    for (String line : lines) {
      boolean expected = line.startsWith("DBWrapper: ") || line.startsWith("[INFO] ") || line.equals("Starting test.")
          || line.startsWith("Connected") || line.startsWith("All client threads initialised")
          || line.startsWith("Client load: ") || Distribution.Result.isClientBoundWarning(line);
      assertTrue(expected, "unexpected stderr line: " + line + "\n" + result);
    }
    assertTrue(lines.size() <= threads + 5, lines.size() + " stderr lines\n" + result);
  }

  private static List<String> lines(String text) {
    List<String> lines = new ArrayList<>();
    for (String line : text.split("\n")) {
      if (!line.isEmpty()) {
        lines.add(line);
      }
    }
    return lines;
  }

  @Test
  void couchbaseDefaultLoadRunAndShellPrintNoClientWarnings() throws IOException {
    defaultLoadRunAndShellAreQuiet("couchbase2", couchbaseOptions());
  }

  @Test
  void aerospikeDefaultLoadRunAndShellPrintNoClientWarnings() throws IOException {
    defaultLoadRunAndShellAreQuiet("aerospike", aerospikeOptions());
  }

  private static void defaultLoadRunAndShellAreQuiet(String binding, List<String> server) throws IOException {
    Distribution.Result load = ycsb(phase("load", binding, server));
    assertEquals(0, load.exitCode, load.toString());
    assertQuiet(load, THREADS);
    Distribution.Result run = ycsb(phase("run", binding, server, "-p", "operationcount=0",
        "-p", "maxexecutiontime=5"));
    assertEquals(0, run.exitCode, run.toString());
    assertQuiet(run, THREADS);
    shellSessionIsQuiet(binding, server);
  }

  /** Four commands through {@code bin/ycsb shell}, the session ended with {@code quit}. */
  private static void shellSessionIsQuiet(String binding, List<String> server) throws IOException {
    List<String> command = new ArrayList<>(Arrays.asList(Distribution.home().resolve("bin/ycsb").toString(),
        "shell", binding, "-p", "table=shell"));
    command.addAll(server);
    Path out = Files.createTempFile(work, "shell-out-", ".txt");
    Path err = Files.createTempFile(work, "shell-err-", ".txt");
    Process process = new ProcessBuilder(command).directory(work.toFile()).redirectOutput(out.toFile())
        .redirectError(err.toFile()).start();
    try {
      process.getOutputStream().write("insert k1 f=v\nread k1\ndelete k1\nread k1\nquit\n"
          .getBytes(StandardCharsets.UTF_8));
      process.getOutputStream().close();
      if (!process.waitFor(120, TimeUnit.SECONDS)) {
        process.destroyForcibly();
        throw new AssertionError("the shell did not end within 120 s");
      }
    } catch (InterruptedException e) {
      Thread.currentThread().interrupt();
      throw new IllegalStateException(e);
    }
    String stdout = Files.readString(out);
    String stderr = Files.readString(err);
    String result = "exit " + process.exitValue() + "\n--- stdout\n" + stdout + "\n--- stderr\n" + stderr;
    assertEquals(0, process.exitValue(), result);
    assertTrue(stdout.contains("f=v"), result);
    assertQuiet(stderr, 1, result);
  }

  @Test
  void badOrMisspelledBindingPropertiesAreRefusedBeforeTheRunWithExitTwo() {
    String[][] cases = {
        {"aerospike", "as.commitLevel=quorum",
            "ycsb: Invalid value 'quorum' for property 'as.commitLevel': expected all or master"},
        {"aerospike", "as.comitLevel=all",
            "ycsb: Unknown property 'as.comitLevel' of the aerospike binding: did you mean as.commitLevel?"},
        {"couchbase2", "couchbase.replicateto=1",
            "ycsb: Unknown property 'couchbase.replicateto' of the couchbase2 binding: did you mean"
                + " couchbase.replicateTo?"},
        {"couchbase2", "couchbase.update=partial",
            "ycsb: Invalid value 'partial' for property 'couchbase.update': expected merge, replace or upsert"}};
    for (String[] bad : cases) {
      // A closed port: were the run to start, it would fail with exit 1 instead.
      Distribution.Result result = ycsb("run", bad[0], "-P",
          Distribution.home().resolve("workloads/workloada").toString(), "-p", bad[1],
          "-p", "as.host=127.0.0.1:1", "-p", "couchbase.bootstrapHttpPort=1");
      assertEquals(2, result.exitCode, result.toString());
      assertEquals(Collections.singletonList(bad[2]), lines(result.stderr), result.toString());
    }
  }

  @Test
  void enumValuesAreCaseInsensitiveInBothBindings() {
    Distribution.Result couchbaseRun = ycsb(phase("load", "couchbase2", couchbaseOptions(), "-p", "table=upper",
        "-p", "recordcount=50", "-p", "couchbase.update=MERGE"));
    assertEquals(0, couchbaseRun.exitCode, couchbaseRun.toString());
    Distribution.Result aerospikeRun = ycsb(phase("load", "aerospike", aerospikeOptions(), "-p", "table=upper",
        "-p", "recordcount=50", "-p", "as.update=MERGE"));
    assertEquals(0, aerospikeRun.exitCode, aerospikeRun.toString());
  }
}
