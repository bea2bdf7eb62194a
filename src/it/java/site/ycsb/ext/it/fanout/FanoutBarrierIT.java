/*
 * Copyright (c) 2026 ycsb-ext contributors.
 * Licensed under the Apache License, Version 2.0 (http://www.apache.org/licenses/LICENSE-2.0).
 */
package site.ycsb.ext.it.fanout;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.IOException;
import java.net.InetAddress;
import java.net.ServerSocket;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.nio.file.attribute.PosixFilePermissions;
import java.time.Duration;
import java.util.ArrayList;
import java.util.List;
import org.junit.jupiter.api.AfterAll;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;
import site.ycsb.ext.contract.Manifest;
import site.ycsb.ext.fanout.collect.RunRecord;
import site.ycsb.ext.it.Distribution;
import site.ycsb.ext.testsupport.ssh.LoopbackHosts;
import site.ycsb.ext.testsupport.ssh.LoopbackSshServer;

/**
 * Fan-out's start barrier over three loopback OpenSSH-client hosts (127.0.0.10-12) of the unpacked distribution: a
 * host that is slow to start makes a fixed-delay run NOT IN STEP (exit 1, or 0 with --allow-out-of-step) while the
 * barrier starts every host together; a host never ready within --ready-timeout is named, told not to start and the
 * run goes on without it; a host whose ssh is refused after the preflight never started, with ssh's cause, which a
 * later collect keeps; a central process killed while the hosts wait at the barrier leaves them starting together
 * at the launch-time instant. The slow host is made so by its own {@code bin/ycsb} sleeping before it starts the
 * launcher (restored after each test).
 */
class FanoutBarrierIT {
  private static Path work;
  private static DeployedHosts deployed;
  private static LoopbackHosts hosts;
  private static Path slowScript;
  private static String original;

  @BeforeAll
  static void deployToThreeHosts() throws Exception {
    deployed = DeployedHosts.start("it-fanout-barrier-", "127.0.0.10", "127.0.0.11", "127.0.0.12");
    work = deployed.work();
    hosts = deployed.hosts();
    slowScript = hosts.server(2).home().resolve("ycsb-ext/current/bin/ycsb").toRealPath();
    original = Files.readString(slowScript);
  }

  @AfterAll
  static void stopHostsAndDeleteTheirFiles() throws IOException {
    if (deployed != null) {
      deployed.close();
    }
  }

  private static Distribution.Result ycsb(String... args) {
    return deployed.ycsb(Duration.ofMinutes(4), args);
  }

  /** The third host's launcher starts {@code seconds} late: its bin/ycsb sleeps first when given a start instant. */
  private static void slowThirdHost(int seconds) throws IOException {
    Files.writeString(slowScript, original.replaceFirst("\n", "\ncase \" \\$* \" in *\" --start-at \"*) sleep "
        + seconds + " ;; esac\n"));
  }

  private static void restoreThirdHost() throws IOException {
    Files.writeString(slowScript, original);
  }

  /** {@code fanout run} of a time-bound basic run on every host. */
  private static String[] run(String runId, List<String> options) {
    List<String> args = new ArrayList<>(List.of("fanout", "run", "--ssh-config", hosts.client().config().toString(),
        "--hosts", hosts.hostsOption(), "--results", work.resolve("results").toString(), "--run-id", runId,
        "--min-free-disk", "1", "--progress-interval", "2", "--skip-check", "clock"));
    args.addAll(options);
    args.addAll(List.of("basic", "-P", Distribution.home().resolve("workloads/workloada").toString(), "-p",
        "recordcount=1000", "-p", "operationcount=0", "-p", "maxexecutiontime=8", "-p", "basicdb.verbose=false",
        "-p", "status.interval=1", "-target", "300"));
    return args.toArray(new String[0]);
  }

  private static Path runDir(String runId) {
    return work.resolve("results").resolve(runId);
  }

  private static RunRecord record(String runId) {
    return RunRecord.read(runDir(runId).resolve(RunRecord.FILE_NAME));
  }

  private static String label(int host) {
    return hosts.server(host).address();
  }

  @Test
  void aSlowHostMakesAFixedDelayRunNotInStepWhileTheBarrierStartsEveryHostTogether() throws Exception {
    slowThirdHost(6);
    try {
      Distribution.Result fixed = ycsb(run("fixed", List.of("--no-start-barrier", "--start-delay", "1")));
      assertEquals(1, fixed.exitCode, "not in step is an error\n" + fixed);
      RunRecord fixedRecord = record("fixed");
      // the slow host started too late, or after another host had ended: either way not in step
      assertTrue(fixedRecord.inStep().startsWith("NOT IN STEP: "), fixedRecord.toJson());
      assertTrue(fixedRecord.inStep().contains(label(2) + " started "), fixedRecord.toJson());
      assertTrue(fixedRecord.inStep().contains("leave the start barrier on"), fixedRecord.toJson());
      assertTrue(fixed.stdout.lines().anyMatch(l -> l.startsWith("fanout: NOT IN STEP: ")), fixed.toString());
      for (String format : List.of("report.txt", "report.md", "report.json", "report.html")) {
        String report = Files.readString(runDir("fixed").resolve("report").resolve(format), StandardCharsets.UTF_8);
        assertTrue(report.contains("NOT IN STEP"), format + "\n" + report);
      }
      assertTrue(fixedRecord.hosts().stream().allMatch(h -> "complete".equals(h.results())), fixedRecord.toJson());

      Distribution.Result allowed = ycsb(run("fixed-allowed", List.of("--no-start-barrier", "--start-delay", "1",
          "--allow-out-of-step")));
      assertEquals(0, allowed.exitCode, "--allow-out-of-step\n" + allowed);
      assertTrue(record("fixed-allowed").inStep().startsWith("NOT IN STEP"), record("fixed-allowed").toJson());

      Distribution.Result barrier = ycsb(run("barrier", List.of()));
      assertEquals(0, barrier.exitCode, barrier.toString());
      RunRecord record = record("barrier");
      assertTrue(record.inStep().startsWith("in step: all 3 hosts started within "), record.toJson());
      assertTrue(record.startBarrier().startsWith("complete: 3 of 3 hosts ready"), record.toJson());
      assertTrue(record.startBarrier().contains("slowest " + label(2)), "the slow host was the slowest\n"
          + record.startBarrier());
      for (RunRecord.Host h : record.hosts()) {
        Manifest m = Manifest.read(runDir("barrier").resolve(h.label()).resolve("manifest.json"));
        assertEquals(record.startAtEpochMs(), m.startAtEpochMs(), "every host started at the barrier's instant");
        assertTrue(m.startEpochMs() - m.startAtEpochMs() < 1_000, h.label() + " started "
            + (m.startEpochMs() - m.startAtEpochMs()) + " ms after it\n" + record.toJson());
      }
      assertFalse(barrier.stdout.contains("NOT IN STEP"), barrier.toString());
    } finally {
      restoreThirdHost();
    }
  }

  @Test
  void aHostNeverReadyIsNamedToldNotToStartAndTheRunGoesOnWithoutIt() throws Exception {
    slowThirdHost(50);
    try {
      Distribution.Result result = ycsb(run("never-ready", List.of("--ready-timeout", "30")));
      assertEquals(1, result.exitCode, result.toString());
      assertTrue(result.stdout.lines().anyMatch(l -> l.startsWith("fanout: " + label(2) + " not ready within"
          + " --ready-timeout=30 s: stopping them; the run goes on without them")), result.toString());
      RunRecord record = record("never-ready");
      RunRecord.Host slow = record.host(label(2)).orElseThrow();
      assertTrue(slow.state().startsWith("never started (") && slow.state().contains("not ready within"
          + " --ready-timeout=30 s"), record.toJson());
      assertTrue(record.inStep().startsWith("NOT IN STEP: no window covered by all 3 planned hosts: " + label(2)
          + " never started"), record.toJson());
      assertTrue(record.startBarrier().startsWith("incomplete: 2 of 3 hosts ready"), record.toJson());
      for (int i = 0; i < 2; i++) {
        RunRecord.Host h = record.host(label(i)).orElseThrow();
        assertEquals("complete", h.results(), record.toJson());
        assertTrue(h.lateStartMs().orElseThrow() < 1_000, record.toJson());
      }
      String report = Files.readString(runDir("never-ready").resolve("report/report.txt"));
      assertTrue(report.contains("NOT IN STEP"), report);
      assertFalse(hosts.server(2).home().resolve("ycsb-ext/results/never-ready/" + label(2) + "/manifest.json")
          .toFile().exists() && Manifest.read(hosts.server(2).home().resolve("ycsb-ext/results/never-ready/"
          + label(2) + "/manifest.json")).operations() > 0, "the host never ran operations");
    } finally {
      restoreThirdHost();
    }
  }

  @Test
  void aHostWhoseSshIsRefusedAfterThePreflightNeverStartedWithSshsCauseWhichCollectKeeps() throws Exception {
    // ssh as fan-out runs it, except that after the first connection to the third host (the preflight's) it is sent
    // to a port nobody listens on: the real ssh client then gets the real "Connection refused".
    int closedPort;
    try (ServerSocket s = new ServerSocket(0, 1, InetAddress.getByName(label(2)))) {
      closedPort = s.getLocalPort();
    }
    Path count = work.resolve("refused-count");
    Path wrapper = work.resolve("refusing-ssh");
    Files.writeString(wrapper, String.join("\n", "#!/bin/sh",
        "case \" $* \" in *\" " + label(2) + " \"*)",
        "  n=$(($(cat " + count + " 2>/dev/null || echo 0) + 1)); echo $n > " + count,
        "  if [ $n -gt 1 ]; then",
        "    first=1; prev=",
        "    for a in \"$@\"; do",
        "      if [ $first = 1 ]; then set --; first=0; fi",
        "      if [ \"$prev\" = -p ]; then a=" + closedPort + "; fi",
        "      set -- \"$@\" \"$a\"; prev=$a",
        "    done",
        "  fi ;;",
        "esac",
        "exec ssh \"$@\"", ""));
    Files.setPosixFilePermissions(wrapper, PosixFilePermissions.fromString("rwx------"));
    List<String> ssh = List.of("--ssh", wrapper.toString());
    Distribution.Result result = ycsb(run("refused", ssh));
    assertEquals(1, result.exitCode, result.toString());
    RunRecord record = record("refused");
    RunRecord.Host refused = record.host(label(2)).orElseThrow();
    assertTrue(refused.state().startsWith("never started (") && refused.state().contains("Connection refused"),
        record.toJson());
    assertTrue(record.startBarrier().startsWith("complete: 2 of 3 hosts ready"), record.toJson());
    String cause = refused.problems().get(0);

    // A later collect finds no record of the run on that host: the run's own, better cause stays.
    Files.delete(count);
    Distribution.Result collect = ycsb("fanout", "collect", "--ssh-config", hosts.client().config().toString(),
        "--hosts", hosts.hostsOption(), "--results", work.resolve("results").toString(), "--run-id", "refused");
    assertEquals(1, collect.exitCode, collect.toString());
    RunRecord again = record("refused");
    assertEquals(refused.state(), again.host(label(2)).orElseThrow().state(), again.toJson());
    assertEquals(cause, again.host(label(2)).orElseThrow().problems().get(0), again.toJson());
  }

  @Test
  void hostsWaitingAtTheBarrierWhenTheCentralProcessDiesStartTogetherAtTheLaunchTimeInstant() throws Exception {
    // The slow host must be ready before the launch-time instant (--ready-timeout from the dispatch) even on a busy
    // machine, and not before the two quick ones: 25 s of sleep, then its launcher; the instant about 90 s ahead.
    slowThirdHost(25);
    try {
      String runId = "central-killed";
      CentralProcess central = CentralProcess.start(work, run(runId, List.of("--ready-timeout", "90")));
      // Kill it once the two quick hosts wait at the barrier (their ready files), before the slow one is ready.
      long deadline = System.currentTimeMillis() + 120_000;
      while (!(ready(0, runId) && ready(1, runId))) {
        assertTrue(System.currentTimeMillis() < deadline && central.isAlive(), central.toString());
        Thread.sleep(50);
      }
      assertFalse(ready(2, runId), "the slow host is not ready yet\n" + central);
      central.kill();
      assertEquals(137, central.await(Duration.ofSeconds(30)), central.toString());

      Distribution.Result collect = ycsb("fanout", "collect", "--ssh-config", hosts.client().config().toString(),
          "--hosts", hosts.hostsOption(), "--results", work.resolve("results").toString(), "--run-id", runId,
          "--wait", "180");
      assertEquals(0, collect.exitCode, collect + hostLogs(runId));
      RunRecord record = record(runId);
      assertTrue(record.startBarrier().startsWith("incomplete or off: no host was given an instant"),
          record.toJson());
      assertTrue(record.inStep().startsWith("in step"), record.toJson());
      for (int i = 0; i < 3; i++) {
        Manifest m = Manifest.read(runDir(runId).resolve(label(i)).resolve("manifest.json"));
        assertEquals(record.startAtEpochMs(), m.startAtEpochMs(), "the launch-time instant on every host");
        assertTrue(m.operations() > 0 && m.startEpochMs() - m.startAtEpochMs() < 1_000, label(i) + "\n"
            + record.toJson() + hostLogs(runId));
        assertTrue(Files.readString(runDir(runId).resolve("logs").resolve(label(i) + ".stderr.log"))
            .contains("Start barrier incomplete"), label(i));
      }
    } finally {
      restoreThirdHost();
    }
  }

  /** Every host's stderr log of the run as fan-out collected it, for a failure's message. */
  private static String hostLogs(String runId) throws IOException {
    StringBuilder logs = new StringBuilder();
    for (int i = 0; i < 3; i++) {
      Path log = runDir(runId).resolve("logs").resolve(label(i) + ".stderr.log");
      logs.append("\n--- ").append(label(i)).append(" stderr\n").append(Files.isRegularFile(log)
          ? Files.readString(log) : "(not collected)");
    }
    return logs.toString();
  }

  private static boolean ready(int host, String runId) {
    LoopbackSshServer server = hosts.server(host);
    return Files.exists(server.home().resolve("ycsb-ext/results/" + runId + "/.fanout-hosts/" + server.address()
        + "/ready"));
  }
}
