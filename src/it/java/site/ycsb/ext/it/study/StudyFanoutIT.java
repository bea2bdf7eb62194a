/*
 * Copyright (c) 2026 ycsb-ext contributors.
 * Licensed under the Apache License, Version 2.0 (http://www.apache.org/licenses/LICENSE-2.0).
 */
package site.ycsb.ext.it.study;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.IOException;
import java.net.InetAddress;
import java.net.ServerSocket;
import java.nio.file.Files;
import java.nio.file.Path;
import java.nio.file.Paths;
import java.time.Duration;
import java.util.ArrayList;
import java.util.Comparator;
import java.util.List;
import java.util.Map;
import java.util.stream.Stream;
import org.junit.jupiter.api.AfterAll;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.MethodOrderer;
import org.junit.jupiter.api.Order;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.TestMethodOrder;
import site.ycsb.ext.contract.Manifest;
import site.ycsb.ext.contract.Outcome;
import site.ycsb.ext.fanout.collect.RunRecord;
import site.ycsb.ext.it.Distribution;
import site.ycsb.ext.it.ReadmeExamples;
import site.ycsb.ext.it.ReadmeExamples.Section;
import site.ycsb.ext.report.study.StudyIndex;
import site.ycsb.ext.testsupport.ssh.LoopbackHosts;
import site.ycsb.ext.testsupport.ssh.LoopbackSshServer;

/**
 * {@code bin/ycsb study run --hosts}, docs/studies.md's example: every load and cell of a study runs as
 * {@code bin/ycsb fanout load|run} over two client hosts (real SSH servers on 127.0.0.6 and 127.0.0.7, the real
 * tarball deployed to each), the study resumes and reports from the fanned-out runs; hosts that cannot be reached
 * are refused before any cell starts.
 */
@TestMethodOrder(MethodOrderer.OrderAnnotation.class)
class StudyFanoutIT {
  private static Path work;
  private static LoopbackHosts hosts;

  private static final String STUDY = """
      study: fan
      systems:
        b1: {binding: basic, properties: {basicdb.verbose: false}}
        b2: {binding: basic, properties: {basicdb.verbose: false}}
      datasets:
        d: {workload: workloada, threads: 2, properties: {recordcount: 200}}
      workloads:
        a: {file: workloada}
      sweep: {threads: [2], clients: [1, 2]}
      duration: 3s
      repetitions: 1
      compare: [b1, b2]
      tables: [table1, steps]
      """;

  @BeforeAll
  static void startTwoHosts() throws Exception {
    Path archive = Paths.get(System.getProperty("ycsb.dist.archive"));
    work = Files.createTempDirectory(archive.getParent(), "it-study-fanout-");
    hosts = LoopbackHosts.start(work, "127.0.0.6", "127.0.0.7");
    Files.createSymbolicLink(work.resolve("workloads"), Distribution.home().resolve("workloads"));
    Files.writeString(work.resolve("fan.yaml"), STUDY);
  }

  @AfterAll
  static void stopHostsAndDeleteTheirFiles() throws IOException {
    if (hosts != null) {
      hosts.close();
    }
    if (work != null) {
      try (Stream<Path> files = Files.walk(work)) {
        files.sorted(Comparator.reverseOrder()).forEach(f -> f.toFile().delete());
      }
    }
  }

  private static String[] study(String hostList, String out) {
    List<String> args = new ArrayList<>(List.of("study", "run", "fan.yaml", "--hosts", hostList, "--ssh-config",
        hosts.client().config().toString(), "--fanout-arg=--start-delay=3", "--fanout-arg=--min-free-disk=1",
        "--fanout-arg=--progress-interval=1", "--out", out));
    return args.toArray(String[]::new);
  }

  /**
   * A docs command as run here: the loopback hosts for {@code c1,c2} with their ssh config, the built tarball, and
   * fan-out's disk check lowered to this machine's.
   */
  private static String[] asRunHere(String command) {
    List<String> args = new ArrayList<>();
    for (String word : ReadmeExamples.shellWords(command.substring("./bin/ycsb ".length()))) {
      if (word.equals("c1,c2")) {
        args.addAll(List.of(hosts.hostsOption(), "--ssh-config", hosts.client().config().toString()));
      } else if (word.endsWith(".tar.gz")) {
        args.add(System.getProperty("ycsb.dist.archive"));
      } else {
        args.add(word);
      }
    }
    if (args.get(0).equals("study")) {
      args.add("--fanout-arg=--min-free-disk=1");
    }
    return args.toArray(String[]::new);
  }

  /** The docs' example: its study file as shown, deployed, run over the hosts, resumed, reported. */
  @Test
  @Order(1)
  void everyLoadAndCellRunsThroughFanoutResumesAndReports() throws IOException {
    String page = Files.readString(ReadmeExamples.sourceRoot().resolve("docs/studies.md"));
    assertTrue(page.contains("```yaml\n" + STUDY + "```"), "docs/studies.md shows the study file run here");
    List<String> examples = ReadmeExamples.commands(Section.STUDIES_FANOUT, "./bin/ycsb ");
    assertEquals(List.of("./bin/ycsb fanout deploy --hosts c1,c2 distributions/target/ycsb-ext-0.1.0-SNAPSHOT.tar.gz",
        "./bin/ycsb study run fan.yaml --hosts c1,c2 --fanout-arg=--start-delay=5 --out results/fan",
        "./bin/ycsb report results/fan --out results/fan-report"), examples);
    Distribution.Result deploy = Distribution.ycsb(work, Duration.ofMinutes(3), Map.of(), asRunHere(examples.get(0)));
    assertEquals(0, deploy.exitCode, deploy.toString());
    Path out = work.resolve("results/fan");
    // hang guard: four fanned-out cells and two loads, each with its preflight and a start in step
    Distribution.Result first = Distribution.ycsb(work, Duration.ofMinutes(15), Map.of(), asRunHere(examples.get(1)));
    assertEquals(0, first.exitCode, first.toString());
    StudyIndex index = StudyIndex.read(out);
    assertEquals(List.of("b1 1", "b2 1", "b1 2", "b2 2"), index.runs().stream().map(r -> r.system() + " "
        + r.labels().get("clients")).toList(), "systems interleaved at each client-host step");
    // the loads run on both hosts; a cell of N client hosts on the first N
    Map<String, Integer> hostsPerRun = Map.of("loads/b1-d", 2, "loads/b2-d", 2, index.runs().get(0).dir(), 1,
        index.runs().get(1).dir(), 1, index.runs().get(2).dir(), 2, index.runs().get(3).dir(), 2);
    for (Map.Entry<String, Integer> run : hostsPerRun.entrySet()) {
      String dir = run.getKey();
      Path runDir = out.resolve(dir);
      RunRecord record = RunRecord.read(runDir.resolve(RunRecord.FILE_NAME));
      assertEquals(0, record.exitCode(), dir + ": " + record.toJson());
      assertEquals(run.getValue(), record.hosts().size(), dir + ": " + record.toJson());
      for (LoopbackSshServer server : hosts.servers().subList(0, run.getValue())) {
        Manifest m = Manifest.read(runDir.resolve(server.address()).resolve(Manifest.FILE_NAME));
        assertEquals(Outcome.COMPLETED, m.outcome(), dir);
        assertEquals(server.address(), m.host(), dir);
      }
    }
    assertTrue(index.runs().stream().allMatch(r -> r.status().equals("completed")), index.toJson());

    Distribution.Result resume = Distribution.ycsb(work, Duration.ofMinutes(3), Map.of(), asRunHere(examples.get(1)));
    assertEquals(0, resume.exitCode, resume.toString());
    assertTrue(resume.stdout.contains("4 runs (4 already completed, 0 to run)"), resume.toString());

    Distribution.Result report = Distribution.ycsb(work, Duration.ofMinutes(3), Map.of(), asRunHere(examples.get(2)));
    assertEquals(0, report.exitCode, report.toString());
    String json = Files.readString(work.resolve("results/fan-report/study-report.json"));
    assertTrue(json.contains("\"repetitions\": 1"), json);
    assertTrue(report.stdout.contains("Table 1 (a threads=2 clients=2)"), report.toString());
    assertTrue(report.stdout.contains("b1, workload a threads=2: throughput and p95 per client-count step"),
        report.toString());
    assertTrue(report.stdout.contains("client hosts"), "the steps table's axis: " + report.stdout);
    assertTrue(Files.size(work.resolve("results/fan-report/figures/study-throughput.svg")) > 0);
  }

  /** Runs after the deploy: the reachable host passes, only the unreachable one is named. */
  @Test
  @Order(2)
  void unreachableHostIsExitTwoInOneLineBeforeAnyCell() throws IOException {
    int closedPort;
    try (ServerSocket s = new ServerSocket(0, 1, InetAddress.getByName("127.0.0.8"))) {
      closedPort = s.getLocalPort();
    }
    Distribution.Result result = Distribution.ycsb(work, Duration.ofMinutes(2), Map.of(),
        study(hosts.server(0).hostAndPort() + ",127.0.0.8:" + closedPort, "results/never"));
    assertEquals(2, result.exitCode, result.toString());
    assertEquals(1, result.stderr.lines().count(), result.toString());
    assertTrue(result.stderr.contains("Client hosts not ready, no cell started: 127.0.0.8:" + closedPort),
        result.toString());
    assertFalse(result.stderr.contains(hosts.server(0).hostAndPort() + " ("), "the reachable host is not named");
    assertTrue(Files.notExists(work.resolve("results/never")), "nothing written");
    assertTrue(result.stdout.isEmpty(), result.toString());
  }
}
