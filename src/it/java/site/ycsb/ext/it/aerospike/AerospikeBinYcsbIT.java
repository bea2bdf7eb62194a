/*
 * Copyright (c) 2026 ycsb-ext contributors.
 * Licensed under the Apache License, Version 2.0 (http://www.apache.org/licenses/LICENSE-2.0).
 */
package site.ycsb.ext.it.aerospike;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.time.Duration;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.concurrent.CompletableFuture;
import java.util.regex.Matcher;
import java.util.regex.Pattern;

import org.junit.jupiter.api.AfterAll;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

import site.ycsb.ext.contract.Manifest;
import site.ycsb.ext.contract.Outcome;
import site.ycsb.ext.it.Distribution;
import site.ycsb.ext.standin.AerospikeStandin;

/**
 * The unpacked distribution's {@code bin/ycsb load|run aerospike} against a 3-node {@code aerospike-standin} in
 * this JVM: data integrity end to end, workload E's scans, the published command line, the shrinking-updates
 * warning in the manifest, and a node stopped and restarted mid-run. One load serves every test: each run that
 * writes the loaded table does so with {@code dataintegrity=true}, so the values stay checkable in any order.
 */
class AerospikeBinYcsbIT {
  private static final Pattern SUMMARY = Pattern.compile("^\\[([A-Z_-]+)\\], ([^,]+), (.+)$", Pattern.MULTILINE);

  private static final int RECORDS = 2000;

  @TempDir
  static Path work;

  private static AerospikeStandin standin;

  @BeforeAll
  static void startAndLoad() {
    standin = AerospikeStandin.builder().nodes(3).namespace("ycsb").recordRequests(100).start();
    Distribution.Result load = ycsb("load", common("-p", "dataintegrity=true"));
    assertEquals(0, load.exitCode, load.toString());
    assertEquals(RECORDS, load.summary("INSERT", "Return=OK"), load.toString());
    assertEquals(RECORDS, standin.recordCount("ycsb"));
  }

  @AfterAll
  static void stop() {
    standin.close();
  }

  private static String workloadA() {
    return Distribution.home().resolve("workloads/workloada").toString();
  }

  private static List<String> common(String... more) {
    List<String> args = new ArrayList<>(List.of("-P", workloadA(), "-p", "as.host=" + standin.seed(),
        "-p", "recordcount=" + RECORDS, "-threads", "4"));
    args.addAll(List.of(more));
    return args;
  }

  private static Distribution.Result ycsb(String phase, List<String> args) {
    List<String> all = new ArrayList<>(List.of(phase, "aerospike"));
    all.addAll(args);
    return Distribution.ycsb(work, Duration.ofSeconds(120), Map.of(), all.toArray(new String[0]));
  }


  @Test
  void runOfWorkloadAWithDataIntegrityAfterTheLoadHasNoVerificationFailure() {
    Distribution.Result run = ycsb("run", common("-p", "dataintegrity=true", "-p", "operationcount=6000"));
    assertEquals(0, run.exitCode, run.toString());
    assertTrue(run.summary("VERIFY", "Return=OK") > 0, run.toString());
    assertEquals(run.summary("READ", "Return=OK"), run.summary("VERIFY", "Return=OK"), run.toString());
    assertEquals(-1, run.summary("VERIFY", "Return=UNEXPECTED_STATE"), run.toString());
    assertFalse(run.stdout.contains("Return=ERROR") || run.stdout.contains("Return=NOT_FOUND"), run.toString());
    assertEquals(6000, run.summary("READ", "Operations") + run.summary("UPDATE", "Operations"),
        run.toString());
  }

  @Test
  void workloadEScansAndInsertsWithoutFailures() {
    // Its inserts add keys beyond recordcount; the loaded records are only read.
    List<String> args = new ArrayList<>(List.of("-P", Distribution.home().resolve("workloads/workloade").toString(),
        "-p", "as.host=" + standin.seed(), "-p", "recordcount=" + RECORDS, "-p", "operationcount=1000",
        "-threads", "4"));
    Distribution.Result run = ycsb("run", args);
    assertEquals(0, run.exitCode, run.toString());
    double scans = run.summary("SCAN", "Operations");
    assertTrue(scans > 0, run.toString());
    assertEquals(scans, run.summary("SCAN", "Return=OK"), run.toString());
    assertEquals(run.summary("INSERT", "Operations"), run.summary("INSERT", "Return=OK"),
        run.toString());
  }

  @Test
  void publishedAerospikeCommandLineRunsUnchanged() {
    // The published line (-s -threads 90 -P <their parameter set> -p as.host=...), scaled down by -p overrides
    // (and checking the values it reads).
    Distribution.Result run = Distribution.ycsb(work, Duration.ofSeconds(120), Map.of(), "run", "aerospike", "-s",
        "-threads", "90", "-P", Distribution.home().resolve("workloads/published/aerospike-vs-couchbase-primary")
            .toString(), "-p", "as.host=" + standin.seed(), "-p", "recordcount=" + RECORDS, "-p", "maxexecutiontime=3",
        "-p", "dataintegrity=true");
    assertEquals(0, run.exitCode, run.toString());
    assertTrue(run.summary("READ", "Return=OK") > 0, run.toString());
    assertTrue(run.summary("UPDATE", "Return=OK") > 0, run.toString());
    assertFalse(run.stdout.contains("Return=ERROR") || run.stdout.contains("Return=NOT_FOUND"), run.toString());
    assertEquals(-1, run.summary("VERIFY", "Return=UNEXPECTED_STATE"), run.toString());
  }

  @Test
  void replaceUpdatesOfOneFieldRunButTheManifestCarriesTheWarning() throws Exception {
    // A table of its own, never loaded: every read finds no record (NOT_FOUND), so the run fails honestly (no READ
    // succeeded, or, once client backoff has made its first 10 s all failures, the early stop that says so) and its
    // manifest still carries the binding's warning.
    Path out = work.resolve("results");
    Distribution.Result run = ycsb("run", common("-p", "as.update=replace", "-p", "operationcount=500",
        "-p", "table=shrinking", "-p", "periodichistogram.output.path=" + out + "/"));
    assertEquals(1, run.exitCode, run.toString());
    assertTrue(run.errorLines().stream().anyMatch(l -> l.startsWith("ycsb: READ: 100% of ")
        || l.startsWith("ycsb: every operation of the first 10 s failed")), run.toString());
    String manifest = new String(Files.readAllBytes(out.resolve("manifest.json")), StandardCharsets.UTF_8);
    assertTrue(manifest.contains("\"outcome\": \"failed\""), manifest);
    assertTrue(manifest.contains("as.update=replace with writeallfields=false"), manifest);
    assertEquals(1, count(run.stderr, "as.update=replace with writeallfields=false"),
        "logged once per run, not per thread: " + run);
  }

  private static int count(String text, String needle) {
    return text.split(Pattern.quote(needle), -1).length - 1;
  }

  @Test
  void nodeStoppedAndRestartedMidRunIsCountedAndTheRunCompletesWithItsSummary() throws Exception {
    standin.clearRequests();
    // failures.max=0.5: the outage's failures are counted and reported, the run completes with them
    Path out = work.resolve("results-outage");
    CompletableFuture<Distribution.Result> run = CompletableFuture.supplyAsync(() -> ycsb("run",
        common("-p", "operationcount=0", "-p", "maxexecutiontime=6", "-p", "as.totalTimeout=500", "-target", "2000",
            "-p", "dataintegrity=true", "-p", "failures.max=0.5", "-p", "periodichistogram.output.path=" + out + "/")));
    // Wait (bounded) until the run's operations reach the stand-in, so the outage falls inside the 6 s run.
    long deadlineNs = System.nanoTime() + Duration.ofSeconds(60).toNanos();
    while (standin.requests().isEmpty() && !run.isDone() && System.nanoTime() < deadlineNs) {
      Thread.sleep(50);
    }
    assertFalse(standin.requests().isEmpty(), "the run never reached the stand-in");
    Thread.sleep(500);
    standin.stopNode(1);
    Thread.sleep(1000);
    standin.startNode(1, true);
    Distribution.Result result = run.get();
    assertEquals(0, result.exitCode, result.toString());
    assertTrue(result.summary("OVERALL", "Throughput(ops/sec)") > 0, result.toString());
    double failed = 0;
    Matcher m = SUMMARY.matcher(result.stdout);
    while (m.find()) {
      if ((m.group(1).equals("READ") || m.group(1).equals("UPDATE")) && m.group(2).startsWith("Return=")
          && !m.group(2).equals("Return=OK")) {
        failed += Double.parseDouble(m.group(3).trim());
      }
    }
    assertTrue(failed > 0, "the outage shows as counted failures: " + result);
    assertTrue(result.summary("READ", "Return=OK") > 0, result.toString());
    Manifest manifest = Manifest.read(out.resolve(Manifest.FILE_NAME));
    assertEquals(Outcome.COMPLETED_WITH_FAILURES, manifest.outcome(), result.toString());
    assertTrue(manifest.failures().values().stream().mapToLong(Long::longValue).sum() > 0, manifest.toJson());
  }
}
