/*
 * Copyright (c) 2026 ycsb-ext contributors.
 * Licensed under the Apache License, Version 2.0 (http://www.apache.org/licenses/LICENSE-2.0).
 */
package site.ycsb.ext.it.standin;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.IOException;
import java.net.InetAddress;
import java.net.InetSocketAddress;
import java.net.ServerSocket;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.time.Duration;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.concurrent.TimeUnit;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import site.ycsb.ext.contract.Manifest;
import site.ycsb.ext.contract.Outcome;
import site.ycsb.ext.it.Distribution;

/**
 * A whole-cluster outage through the packaged {@code bin/ycsb} (issue 46) and a run against an empty database (issue
 * 43): a one-node Aerospike stand-in whose only node an {@code --event} stops 4 s into a 12-s run, so every operation
 * after it fails. The run exits 1 naming the outage, with client backoff on (the default) and off; with
 * {@code failures.outage.max=60s} it completes. A run against an empty stand-in stops after the first 10 s. Every
 * wait is bounded.
 */
class OutageIT {
  @TempDir
  Path work;

  private int port;
  private int controlPort;

  private static int freePort() throws IOException {
    try (ServerSocket s = new ServerSocket()) {
      s.bind(new InetSocketAddress(InetAddress.getByName("127.0.0.1"), 0));
      return s.getLocalPort();
    }
  }

  private String ycsbBin() {
    return Distribution.home().resolve("bin").resolve("ycsb").toString();
  }

  private Distribution.Result ycsb(List<String> args) {
    return Distribution.ycsb(work, Duration.ofMinutes(4), Map.of(), args.toArray(new String[0]));
  }

  private List<String> aerospike(String phase, String workload, String... extra) {
    List<String> args = new ArrayList<>(List.of(phase, "aerospike", "-P",
        Distribution.home().resolve("workloads").resolve(workload).toString(), "-p", "as.host=127.0.0.1", "-p",
        "as.port=" + port, "-p", "as.namespace=ycsb", "-p", "recordcount=1000"));
    args.addAll(List.of(extra));
    return args;
  }

  /** A 12-s run of workload A whose event stops the only node at +4 s, its output in {@code results/<name>/}. */
  private Distribution.Result stoppedAtFourSeconds(String name, String... extra) {
    List<String> args = aerospike("run", "workloada", "-p", "operationcount=0", "-p", "maxexecutiontime=12", "-p",
        "periodichistogram.output.path=results/" + name + "/", "--event", "4s=" + ycsbBin()
            + " standin ctl --port " + controlPort + " stop 1");
    args.addAll(List.of(extra));
    Distribution.Result result = ycsb(args);
    Distribution.Result started = ycsb(List.of("standin", "ctl", "--port", String.valueOf(controlPort), "start", "1"));
    assertEquals(0, started.exitCode, started.toString());
    return result;
  }

  private Process standin() throws Exception {
    port = freePort();
    controlPort = freePort();
    Path out = work.resolve("standin.out");
    Process server = new ProcessBuilder(ycsbBin(), "standin", "aerospike", "--nodes", "1", "--replication-factor",
        "1", "--port", String.valueOf(port), "--control-port", String.valueOf(controlPort)).directory(work.toFile())
        .redirectOutput(out.toFile()).redirectError(work.resolve("standin.err").toFile()).start();
    long deadline = System.nanoTime() + TimeUnit.SECONDS.toNanos(60);
    while (System.nanoTime() < deadline && server.isAlive()
        && !Files.readString(out, StandardCharsets.UTF_8).contains("control port")) {
      Thread.sleep(100);
    }
    assertTrue(Files.readString(out).contains("control port 127.0.0.1:" + controlPort), Files.readString(out));
    return server;
  }

  private static void stop(Process server) throws InterruptedException {
    server.descendants().forEach(ProcessHandle::destroy);
    server.destroy();
    if (!server.waitFor(20, TimeUnit.SECONDS)) {
      server.descendants().forEach(ProcessHandle::destroyForcibly);
      server.destroyForcibly();
    }
  }

  private static String outageLine(Distribution.Result result) {
    return result.errorLines().stream().filter(l -> l.startsWith("ycsb: no operation succeeded for ")).findFirst()
        .orElseThrow(() -> new AssertionError("no outage line\n" + result));
  }

  @Test
  void aStoppedClusterFailsTheRunWithBackoffOnAndOffUnlessTheOutageIsAllowed() throws Exception {
    Process server = standin();
    try {
      Distribution.Result loaded = ycsb(aerospike("load", "workloada"));
      assertEquals(0, loaded.exitCode, loaded.toString());

      for (String backoff : new String[] {"1", "0"}) {
        String name = "outage-backoff-" + backoff;
        Distribution.Result ran = stoppedAtFourSeconds(name, "-p", "ycsb.ext.backoff.initialms=" + backoff);
        assertFalse(ran.timedOut, ran.toString());
        assertEquals(1, ran.exitCode, ran.toString());
        String line = outageLine(ran);
        assertTrue(line.contains("to the run's end") && line.contains("operations failed"), line);
        System.out.println("OutageIT backoff initialms=" + backoff + ": " + line);
        Manifest manifest = Manifest.read(work.resolve("results/" + name + "/manifest.json"));
        assertEquals(Outcome.FAILED, manifest.outcome());
        assertEquals(1, manifest.exitCode());
        assertEquals(line.substring("ycsb: ".length()), manifest.reason());
        assertTrue(manifest.warnings().contains(manifest.reason()), manifest.warnings().toString());
      }

      Distribution.Result allowed = stoppedAtFourSeconds("outage-allowed", "-p", "failures.outage.max=60s");
      assertFalse(allowed.timedOut, allowed.toString());
      assertEquals(0, allowed.exitCode, allowed.toString());
      String warning = allowed.errorLines().stream().filter(l -> l.startsWith("ycsb: warning: no operation succeeded"))
          .findFirst().orElseThrow(() -> new AssertionError(allowed.toString()));
      assertTrue(warning.endsWith("within failures.outage.max=60s"), warning);
      System.out.println("OutageIT failures.outage.max=60s: " + warning);
      Manifest manifest = Manifest.read(work.resolve("results/outage-allowed/manifest.json"));
      assertEquals(Outcome.COMPLETED_WITH_FAILURES, manifest.outcome());
      assertTrue(manifest.warnings().contains(warning.substring("ycsb: warning: ".length())), manifest.toJson());
    } finally {
      stop(server);
    }
  }

  @Test
  void aRunAgainstAnEmptyDatabaseStopsAfterTheFirstTenSecondsAndSaysSo() throws Exception {
    Process server = standin();
    try {
      // Nothing loaded: every read is NOT_FOUND.
      Distribution.Result ran = ycsb(aerospike("run", "workloadc", "-p", "operationcount=0", "-p",
          "maxexecutiontime=120", "-p", "periodichistogram.output.path=results/empty/"));
      assertFalse(ran.timedOut, ran.toString());
      assertEquals(1, ran.exitCode, ran.toString());
      String line = ran.errorLines().stream().filter(l -> l.startsWith("ycsb: every operation of the first 10 s"
          + " failed (")).findFirst().orElseThrow(() -> new AssertionError(ran.toString()));
      assertTrue(line.contains("READ: NOT_FOUND") && line.contains("is the database loaded"), line);
      System.out.println("OutageIT empty database: " + line);
      Manifest manifest = Manifest.read(work.resolve("results/empty/manifest.json"));
      assertEquals(Outcome.FAILED, manifest.outcome());
      assertEquals(line.substring("ycsb: ".length()), manifest.reason());
      // One thread under backoff fails at most about 10 operations a second: 120 s would be over 1,100.
      assertTrue(manifest.operations() > 0 && manifest.operations() < 1_000, manifest.toJson());
    } finally {
      stop(server);
    }
  }
}
