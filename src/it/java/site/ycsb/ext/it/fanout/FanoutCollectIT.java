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
import java.nio.file.Files;
import java.nio.file.Path;
import java.time.Duration;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import org.junit.jupiter.api.AfterAll;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;
import site.ycsb.ext.contract.HostStateLine;
import site.ycsb.ext.contract.Json;
import site.ycsb.ext.contract.Manifest;
import site.ycsb.ext.contract.Outcome;
import site.ycsb.ext.fanout.collect.RunRecord;
import site.ycsb.ext.it.Distribution;
import site.ycsb.ext.it.ReadmeExamples;
import site.ycsb.ext.testsupport.ssh.LoopbackHosts;
import site.ycsb.ext.testsupport.ssh.LoopbackSshServer;

/**
 * {@code bin/ycsb fanout collect} and {@code fanout run --detach} of the unpacked distribution over two loopback
 * OpenSSH-client hosts (127.0.0.7-8): a run whose central process was killed is brought home whole, a detached run is
 * collected, a host unreachable during collect is named while the other is collected, collecting twice changes
 * nothing, and a host missing a {@code -cp} jar stops the run in the preflight.
 */
class FanoutCollectIT {
  private static Path work;
  private static DeployedHosts deployed;
  private static LoopbackHosts hosts;

  @BeforeAll
  static void deployToTwoHosts() throws Exception {
    deployed = DeployedHosts.start("it-fanout-collect-", "127.0.0.7", "127.0.0.8");
    work = deployed.work();
    hosts = deployed.hosts();
  }

  @AfterAll
  static void stopHostsAndDeleteTheirFiles() throws IOException {
    if (deployed != null) {
      deployed.close();
    }
  }

  private static Distribution.Result ycsb(String... args) {
    return deployed.ycsb(Duration.ofMinutes(3), args);
  }

  /** {@code fanout run} of a short time-bound basic run on both hosts. */
  private static String[] run(String runId, List<String> options, String... extraYcsbArgs) {
    List<String> args = new ArrayList<>(List.of("fanout", "run", "--ssh-config", hosts.client().config().toString(),
        "--hosts", hosts.hostsOption(), "--results", work.resolve("results").toString(), "--run-id", runId,
        "--min-free-disk", "1", "--progress-interval", "1", "--start-delay", "6"));
    args.addAll(options);
    args.addAll(List.of("basic", "-P", Distribution.home().resolve("workloads/workloada").toString(), "-p",
        "recordcount=1000", "-p", "operationcount=0", "-p", "maxexecutiontime=5", "-p", "basicdb.verbose=false",
        "-p", "status.interval=1", "-target", "600"));
    args.addAll(List.of(extraYcsbArgs));
    return args.toArray(new String[0]);
  }

  private static Distribution.Result collect(String runId, String hostList, String... more) {
    List<String> args = new ArrayList<>(List.of("fanout", "collect", "--ssh-config",
        hosts.client().config().toString(), "--hosts", hostList, "--results", work.resolve("results").toString(),
        "--run-id", runId));
    args.addAll(List.of(more));
    return ycsb(args.toArray(new String[0]));
  }

  private static Path runDir(String runId) {
    return work.resolve("results").resolve(runId);
  }

  /** Every host's results complete, its manifest's common instant the record's, and the report merged. */
  private static RunRecord assertCollectedWhole(String runId, String output) throws IOException {
    RunRecord record = RunRecord.read(runDir(runId).resolve(RunRecord.FILE_NAME));
    assertEquals(0, record.exitCode(), record.toJson());
    assertTrue(record.startAtEpochMs() > 0, record.toJson());
    for (LoopbackSshServer server : hosts.servers()) {
      Path dir = runDir(runId).resolve(server.address());
      Manifest m = Manifest.read(dir.resolve("manifest.json"));
      assertEquals(Outcome.COMPLETED, m.outcome(), output);
      assertTrue(m.verifyFiles(dir).isEmpty(), "every file matches its SHA-256");
      assertFalse(Files.exists(dir.resolve("PARTIAL")), output);
      RunRecord.Host h = record.host(server.address()).orElseThrow(() -> new AssertionError(record.toJson()));
      assertEquals("complete", h.results(), record.toJson());
      assertTrue(h.state().equals("completed") || h.state().startsWith("started late by "), record.toJson());
      assertEquals(0, h.exitCode().orElseThrow(), record.toJson());
      assertEquals(record.startAtEpochMs(), h.plannedStartEpochMs());
      assertEquals(m.startAtEpochMs(), h.plannedStartEpochMs(), "the host's record and its manifest agree");
      assertEquals(m.startEpochMs(), h.startEpochMs());
      assertEquals(300L, h.share().get("target"), "-target 600 over two hosts");
      assertTrue(Files.isRegularFile(runDir(runId).resolve("logs").resolve(server.address() + ".stderr.log")));
      assertFalse(Double.isNaN(h.clockOffsetMs()), "each clock offset is recorded\n" + record.toJson());
      assertTrue(h.clockBoundMs() >= 0, "... with its bound\n" + record.toJson());
      String said = new HostStateLine(h.label(), h.state(), h.stateNote()).line();
      assertEquals(said + "\n", Files.readString(dir.resolve(HostStateLine.FILE_NAME)), "beside the manifest");
      for (String format : List.of("report.txt", "report.md", "report.json")) {
        String report = Files.readString(runDir(runId).resolve("report").resolve(format));
        assertTrue(report.contains(said), format + " says '" + said + "'\n" + report);
      }
    }
    assertTrue(Files.isRegularFile(runDir(runId).resolve("report/report.html")), output);
    return record;
  }

  /** What a run's merged report.json holds: its tables' kinds, its how-measured lines' names, partial or not. */
  @SuppressWarnings("unchecked")
  private static List<String> reportShape(String runId) throws IOException {
    Map<String, Object> report = Json.parseObject(Files.readString(runDir(runId).resolve("report/report.json")));
    List<String> shape = new ArrayList<>();
    shape.add("partial " + report.get("partial"));
    ((List<Object>) report.get("tables")).forEach(t -> shape.add("table " + ((Map<String, Object>) t).get("kind")));
    Map<String, Object> run = (Map<String, Object>) ((List<Object>) report.get("runs")).get(0);
    ((Map<String, Object>) run.get("measured")).keySet().forEach(k -> shape.add("measured " + k));
    return shape;
  }

  @Test
  void runWhoseCentralProcessWasKilledIsCollectedWholeAndCollectingTwiceChangesNothing() throws Exception {
    String runId = "killed-central";
    CentralProcess central = CentralProcess.start(work, run(runId, List.of()));
    awaitStatusLines(runId, central);
    central.kill();
    assertEquals(137, central.await(Duration.ofSeconds(30)), central.toString());
    assertFalse(Files.exists(runDir(runId).resolve(RunRecord.FILE_NAME)), "the central process died before it");

    Distribution.Result first = collect(runId, hosts.hostsOption(), "--wait", "120");
    assertEquals(0, first.exitCode, first.toString());
    RunRecord collected = assertCollectedWhole(runId, first.toString());
    for (RunRecord.Host h : collected.hosts()) {
      String said = "  " + new HostStateLine(h.label(), h.state(), h.stateNote()).line();
      assertEquals(1, first.stdout.lines().filter(said::equals).count(), "said once, as in fanout.json\n" + first);
    }
    Distribution.Result uninterrupted = ycsb(run("uninterrupted", List.of()));
    assertEquals(0, uninterrupted.exitCode, uninterrupted.toString());
    assertCollectedWhole("uninterrupted", uninterrupted.toString());
    assertEquals(reportShape("uninterrupted"), reportShape(runId), "the collected report has an uninterrupted run's"
        + " shape");
    byte[] record = Files.readAllBytes(runDir(runId).resolve(RunRecord.FILE_NAME));
    byte[] manifest = Files.readAllBytes(runDir(runId).resolve(hosts.server(0).address()).resolve("manifest.json"));

    Distribution.Result second = collect(runId, hosts.hostsOption());
    assertEquals(0, second.exitCode, second.toString());
    assertTrue(second.stdout.contains("nothing changed"), second.toString());
    assertTrue(java.util.Arrays.equals(record, Files.readAllBytes(runDir(runId).resolve(RunRecord.FILE_NAME))));
    assertTrue(java.util.Arrays.equals(manifest, Files.readAllBytes(runDir(runId).resolve(hosts.server(0).address())
        .resolve("manifest.json"))));
  }

  @Test
  void detachedRunIsCollectedAfterwardsAndAHostUnreachableDuringCollectIsNamed() throws Exception {
    String runId = "detached";
    Distribution.Result detached = ycsb(run(runId, List.of("--detach")));
    assertEquals(0, detached.exitCode, detached.toString());
    assertTrue(detached.stdout.contains("fanout collect --run-id " + runId), detached.toString());
    assertFalse(Files.exists(runDir(runId).resolve(RunRecord.FILE_NAME)));

    // The second host's sshd "down" (a closed port): it is named, the first host is collected.
    int closedPort;
    try (ServerSocket s = new ServerSocket(0, 1, InetAddress.getByName(hosts.server(1).address()))) {
      closedPort = s.getLocalPort();
    }
    String oneDown = hosts.server(0).hostAndPort() + "," + hosts.server(1).address() + ":" + closedPort;
    Distribution.Result partly = collect(runId, oneDown, "--wait", "120");
    assertEquals(1, partly.exitCode, partly.toString());
    assertTrue(partly.stdout.lines().anyMatch(l -> l.contains(hosts.server(1).address()) && l.contains("unreachable")),
        partly.toString());
    RunRecord record = RunRecord.read(runDir(runId).resolve(RunRecord.FILE_NAME));
    assertEquals("complete", record.host(hosts.server(0).address()).orElseThrow().results(), record.toJson());
    RunRecord.Host down = record.host(hosts.server(1).address()).orElseThrow();
    assertEquals("missing", down.results(), record.toJson());
    assertTrue(down.runEnd().startsWith("host unreachable"), record.toJson());
    assertTrue(down.state().startsWith("lost (no result collected: "), record.toJson());
    assertTrue(partly.stdout.lines().anyMatch(l -> l.equals("  " + hosts.server(1).address() + ": " + down.state())),
        "said once, in the same words\n" + partly);

    // Reachable again: the rest is brought home, the first host's results left as they were.
    Distribution.Result rest = collect(runId, hosts.hostsOption(), "--wait", "120");
    assertEquals(0, rest.exitCode, rest.toString());
    assertCollectedWhole(runId, rest.toString());
  }

  @Test
  void docsExamplesOfCollectAndDetachRun() throws Exception {
    List<String> examples = ReadmeExamples.commands(ReadmeExamples.Section.FANOUT_COLLECT, "./bin/ycsb ");
    assertEquals(2, examples.size(), examples.toString());
    for (String example : examples) {
      List<String> args = new ArrayList<>(List.of(example.substring("./bin/ycsb ".length()).split("\\s+")));
      args.replaceAll(a -> a.equals("c1,c2") ? hosts.hostsOption() : a);
      args.addAll(2, List.of("--ssh-config", hosts.client().config().toString(), "--results",
          work.resolve("results").toString()));
      if (args.get(1).equals("run")) {
        args.addAll(2, List.of("--min-free-disk", "1", "--start-delay", "6"));
      }
      int binding = args.indexOf("basic");
      if (binding > 0) {
        args.set(binding + 2, Distribution.home().resolve("workloads/workloada").toString());
      }
      Distribution.Result result = ycsb(args.toArray(new String[0]));
      assertEquals(0, result.exitCode, String.join(" ", args) + "\n" + result);
    }
    assertCollectedWhole("nightly-1", "docs examples");
  }

  @Test
  void hostMissingACpJarIsCaughtByThePreflightAndNothingStarts() throws Exception {
    Path jar = work.resolve("extra-1.0.jar");
    try (java.util.zip.ZipOutputStream zip = new java.util.zip.ZipOutputStream(Files.newOutputStream(jar))) {
      zip.putNextEntry(new java.util.zip.ZipEntry("extra.txt"));
      zip.write("extra".getBytes(java.nio.charset.StandardCharsets.UTF_8));
    }
    // Deployed to the first host only.
    Distribution.Result deploy = ycsb("fanout", "deploy", "--hosts", hosts.server(0).hostAndPort(), "--ssh-config",
        hosts.client().config().toString(), "-cp", jar.toString(), System.getProperty("ycsb.dist.archive"));
    assertEquals(0, deploy.exitCode, deploy.toString());
    // fanout preflight given the run's -cp names the host without the jar, with the one thing to fix
    Distribution.Result preflight = ycsb("fanout", "preflight", "--hosts", hosts.hostsOption(), "--ssh-config",
        hosts.client().config().toString(), "--min-free-disk", "1", "-cp", jar.toString());
    assertEquals(1, preflight.exitCode, preflight.toString());
    assertTrue(preflight.stdout.lines().anyMatch(l -> l.startsWith(hosts.server(1).address()) && l.contains(
        "extra-1.0.jar") && l.contains("fanout deploy")), preflight.toString());
    assertFalse(preflight.stdout.lines().anyMatch(l -> l.startsWith(hosts.server(0).address() + " ") && l.contains(
        "extra-1.0.jar")), "the host holding the jar passes\n" + preflight);
    String runId = "missing-jar";
    Distribution.Result result = ycsb(run(runId, List.of(), "-cp", jar.toString()));
    assertEquals(1, result.exitCode, result.toString());
    assertTrue(result.stdout.lines().anyMatch(l -> l.startsWith(hosts.server(1).address()) && l.contains(
        "extra-1.0.jar")), result.toString());
    assertTrue(result.stdout.contains("fanout deploy"), "the one thing to fix\n" + result);
    RunRecord record = RunRecord.read(runDir(runId).resolve(RunRecord.FILE_NAME));
    assertTrue(record.host(hosts.server(1).address()).orElseThrow().state().startsWith("never started (-cp jars: "),
        record.toJson());
    for (LoopbackSshServer server : hosts.servers()) {
      assertFalse(Files.exists(server.home().resolve("ycsb-ext/results/" + runId)), "nothing started");
    }
  }

  /** Waits until each host streamed a status line (the run is under way). */
  private static void awaitStatusLines(String runId, CentralProcess central) throws Exception {
    long deadline = System.currentTimeMillis() + 60_000;
    while (System.currentTimeMillis() < deadline) {
      boolean all = true;
      for (LoopbackSshServer server : hosts.servers()) {
        Path log = runDir(runId).resolve("logs").resolve(server.address() + ".stderr.log");
        all &= Files.exists(log) && Files.readString(log).contains(" current ops/sec");
      }
      if (all) {
        return;
      }
      if (!central.isAlive()) {
        throw new AssertionError("fan-out ended before every host ran\n" + central);
      }
      Thread.sleep(200);
    }
    throw new AssertionError("no status lines from every host within 60 s\n" + central);
  }
}
