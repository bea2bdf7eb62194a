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
import java.nio.file.Paths;
import java.time.Duration;
import java.util.ArrayList;
import java.util.Comparator;
import java.util.List;
import java.util.Locale;
import java.util.Optional;
import java.util.stream.Stream;
import org.junit.jupiter.api.AfterAll;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;
import site.ycsb.ext.contract.Manifest;
import site.ycsb.ext.contract.Outcome;
import site.ycsb.ext.contract.RunEvent;
import site.ycsb.ext.contract.RunKeys;
import site.ycsb.ext.fanout.collect.RunRecord;
import site.ycsb.ext.it.Distribution;
import site.ycsb.ext.it.ReadmeExamples;
import site.ycsb.ext.standin.AerospikeStandin;
import site.ycsb.ext.testsupport.ssh.LoopbackHosts;
import site.ycsb.ext.testsupport.ssh.LoopbackSshServer;

/**
 * {@code bin/ycsb fanout} of the unpacked distribution, driving three client hosts over the real OpenSSH client:
 * real SSH servers on 127.0.0.2-4 (each with its own home directory), the real tarball deployed to each, the real
 * launcher running there. Runs are tiny (a few thousand records, a few seconds).
 */
class FanoutIT {
  private static final String SECRET = "s3cret-never-shown-4711";
  /** What follows the figure of a 3-host run's start skew line: its reference point and the hosts counted. */
  private static final String SKEW_OF_3 = " (latest start minus earliest, over the 3 of 3 hosts that started";
  /** Secrets under names other than "password": upstream jdbc's db.passwd, and a name listed as secret by the user. */
  private static final List<String> MORE_SECRETS = List.of("pg-s3cret-never-shown", "cred-s3cret-never-shown");
  private static Path work;
  private static LoopbackHosts hosts;

  @BeforeAll
  static void deployToThreeHosts() throws Exception {
    Path archive = Paths.get(System.getProperty("ycsb.dist.archive"));
    work = Files.createTempDirectory(archive.getParent(), "it-fanout-");
    hosts = LoopbackHosts.start(work, "127.0.0.2", "127.0.0.3", "127.0.0.4");
    Distribution.Result deploy = Distribution.ycsb(work, Duration.ofMinutes(3), java.util.Map.of(), "fanout", "deploy",
        "--hosts", hosts.hostsOption(), "--ssh-config", hosts.client().config().toString(), archive.toString());
    assertEquals(0, deploy.exitCode, deploy.toString());
    for (LoopbackSshServer server : hosts.servers()) {
      assertTrue(Files.isExecutable(server.home().resolve("ycsb-ext/current/bin/ycsb")), deploy.toString());
    }
    Distribution.Result again = Distribution.ycsb(work, Duration.ofMinutes(3), java.util.Map.of(), "fanout", "deploy",
        "--hosts", hosts.hostsOption(), "--ssh-config", hosts.client().config().toString(), archive.toString());
    assertEquals(0, again.exitCode, again.toString());
    assertEquals(3, again.stdout.lines().filter(l -> l.contains(" skipped ")).count(), again.toString());
  }

  @AfterAll
  static void stopHostsAndDeleteTheirFiles() throws IOException {
    if (hosts != null) {
      hosts.close();
    }
    // Each host holds an unpacked distribution: do not let repeated runs fill target/.
    if (work != null) {
      try (Stream<Path> files = Files.walk(work)) {
        files.sorted(Comparator.reverseOrder()).forEach(f -> f.toFile().delete());
      }
    }
  }

  private static String workload() {
    return Distribution.home().resolve("workloads/workloada").toString();
  }

  /** {@code fanout <phase> <common options> <extra options> <ycsb args>}. */
  private static String[] fanout(String phase, String runId, List<String> options, String... ycsbArgs) {
    List<String> args = new ArrayList<>(List.of("fanout", phase, "--ssh-config", hosts.client().config().toString(),
        "--results", work.resolve("results").toString(), "--run-id", runId, "--min-free-disk", "1",
        "--progress-interval", "1"));
    if (options.stream().noneMatch(o -> o.equals("--start-delay"))) {
      args.add("--start-delay");
      args.add("6");
    }
    if (options.stream().noneMatch(o -> o.startsWith("--hosts"))) {
      args.add("--hosts");
      args.add(hosts.hostsOption());
    }
    args.addAll(options);
    args.addAll(List.of(ycsbArgs));
    return args.toArray(new String[0]);
  }

  private static Path runDir(String runId) {
    return work.resolve("results").resolve(runId);
  }

  private static Manifest manifest(String runId, LoopbackSshServer server) {
    return Manifest.read(runDir(runId).resolve(server.address()).resolve("manifest.json"));
  }

  private static long manifestProperty(String runId, LoopbackSshServer server, String key) {
    String value = manifest(runId, server).properties().get(key);
    assertTrue(value != null, key + " in manifest of " + server.address());
    return Long.parseLong(value);
  }

  @Test
  void loadOfBasicGivesEveryHostADisjointShareThatTogetherCoverRecordCount() throws Exception {
    Path hostsFile = work.resolve("hosts-load-basic");
    Files.writeString(hostsFile, "# client hosts\n" + hosts.server(0).hostAndPort() + "  threads=3\n"
        + hosts.server(1).hostAndPort() + "\n" + hosts.server(2).hostAndPort() + "  # default threads\n");
    CentralProcess central = CentralProcess.start(work, fanout("load", "load-basic", List.of("--hosts-file",
        hostsFile.toString()), "basic", "-P", workload(), "-p", "recordcount=3001", "-threads", "2", "-p",
        "status.interval=1", "-p", "basicdb.password=" + SECRET, "-p", "db.passwd=" + MORE_SECRETS.get(0), "-p",
        "site.cred=" + MORE_SECRETS.get(1), "-p", "ycsb.ext.secret.properties=site.cred"));
    List<String> listings = new ArrayList<>();
    while (central.isAlive()) {
      listings.add(processListing());
      Thread.sleep(300);
    }
    int exit = central.await(Duration.ofSeconds(5));
    assertEquals(0, exit, central.toString());

    List<long[]> shares = new ArrayList<>();
    long inserted = 0;
    for (LoopbackSshServer server : hosts.servers()) {
      Manifest m = manifest("load-basic", server);
      assertEquals(Outcome.COMPLETED, m.outcome());
      assertEquals(server.address(), m.host());
      long start = manifestProperty("load-basic", server, "insertstart");
      long count = manifestProperty("load-basic", server, "insertcount");
      assertEquals(3001, manifestProperty("load-basic", server, "recordcount"));
      assertEquals(server == hosts.server(0) ? 3 : 2, manifestProperty("load-basic", server, "threadcount"),
          "the hosts file's threads=3 overrides -threads 2 on its host only");
      assertEquals(count, m.operations(), "a host inserts exactly its share");
      shares.add(new long[] {start, count});
      inserted += m.summary().stream().filter(x -> x.metric().equals("INSERT") && x.measurement().equals("Return=OK"))
          .mapToLong(x -> (long) x.value()).sum();
    }
    shares.sort(Comparator.comparingLong(s -> s[0]));
    long next = 0;
    for (long[] share : shares) {
      assertEquals(next, share[0], "shares are contiguous and disjoint");
      assertTrue(share[1] >= 1000 && share[1] <= 1001);
      next = share[0] + share[1];
    }
    assertEquals(3001, next, "shares cover recordcount exactly");
    assertEquals(3001, inserted, "the hosts' INSERT Return=OK counts add up to recordcount");

    // The basic binding (verbose) printed every property, the password too: fan-out's host logs mask it.
    String hostLog = Files.readString(runDir("load-basic").resolve("logs").resolve(hosts.server(0).address()
        + ".stdout.log"));
    assertTrue(hostLog.contains("\"basicdb.password\"=\"*****\""), hostLog.lines().limit(40).toList().toString());
    // The secret went over ssh stdin into a private file: never in a process listing, a log, or a file left behind.
    assertTrue(listings.size() > 3);
    // Only the central command line itself (what the user typed) holds it; no process fan-out started does.
    assertTrue(hostLog.contains("\"db.passwd\"=\"*****\"") && hostLog.contains("\"site.cred\"=\"*****\""),
        hostLog.lines().limit(40).toList().toString());
    for (String secret : concat(SECRET, MORE_SECRETS)) {
      listings.forEach(l -> l.lines().filter(line -> !line.contains(" fanout load --ssh-config "))
          .forEach(line -> assertFalse(line.contains(secret), "process listing shows the secret: " + line)));
      assertFalse(central.stdout().contains(secret) || central.stderr().contains(secret), central.toString());
      assertNoFileContains(runDir("load-basic"), secret);
      for (LoopbackSshServer server : hosts.servers()) {
        assertNoFileContains(server.home().resolve("ycsb-ext/results"), secret);
        assertNoFileContains(server.home().resolve("ycsb-ext/.fanout"), secret);
      }
    }
  }

  /**
   * The README's examples, in order, made to fit this machine: the loopback hosts instead of c1..c4 (with the test's
   * ssh config), the stand-in instead of 10.0.0.1, thousands of records instead of a billion, seconds instead of
   * twelve hours. The aerospike load must put every record into the stand-in exactly once.
   */
  @Test
  void readmeExamplesLoadAerospikeIntoTheStandinEveryRecordOnceThenRunAndReport() throws Exception {
    Path dir = Files.createDirectories(work.resolve("readme"));
    Files.createSymbolicLink(dir.resolve("workloads"), Distribution.home().resolve("workloads"));
    Files.writeString(dir.resolve("hosts.txt"), String.join("\n", hosts.servers().stream()
        .map(LoopbackSshServer::hostAndPort).toList()) + "\n");
    List<String> examples = readmeExamples();
    assertEquals(List.of("fanout deploy", "fanout preflight", "fanout load", "fanout run", "report"),
        examples.stream().map(e -> e.split(" ")[1].equals("fanout") ? "fanout " + e.split(" ")[2] : "report")
            .toList(), "README examples: " + examples);
    try (AerospikeStandin standin = AerospikeStandin.builder().addresses("127.0.0.1").start()) {
      for (String example : examples) {
        String command = example.substring("./bin/ycsb ".length())
            .replace("--hosts c1,c2,c3,c4", "--hosts " + hosts.hostsOption())
            .replace("distributions/target/ycsb-ext-0.1.0-SNAPSHOT.tar.gz", System.getProperty("ycsb.dist.archive"))
            .replace("as.host=10.0.0.1", "as.host=" + standin.seed())
            .replace("recordcount=1000000000", "recordcount=3000")
            .replace("-threads 64", "-threads 2")
            .replace("-target 400000", "-target 1500 -p recordcount=3000 -p maxexecutiontime=3")
            .replace("--warmup 2h", "--warmup 1s");
        List<String> args = new ArrayList<>(List.of(command.split("\\s+")));
        if (args.get(0).equals("fanout")) {
          args.addAll(2, List.of("--ssh-config", hosts.client().config().toString()));
          if (!args.get(1).equals("deploy")) {
            args.addAll(2, List.of("--min-free-disk", "1"));
          }
          if (args.get(1).equals("load") || args.get(1).equals("run")) {
            args.addAll(2, List.of("--start-delay", "6", "--progress-interval", "1"));
          }
        }
        Distribution.Result result = Distribution.ycsb(dir, Duration.ofMinutes(3), java.util.Map.of(),
            args.toArray(new String[0]));
        assertEquals(0, result.exitCode, String.join(" ", args) + "\n" + result);
        if (args.get(1).equals("load")) {
          assertEquals(3000, standin.recordCount("ycsb"), "every key inserted once, by exactly one host\n" + result);
        }
      }
    }
    Path run = dir.resolve("results/as-run-1");
    for (LoopbackSshServer server : hosts.servers()) {
      Manifest m = Manifest.read(run.resolve(server.address()).resolve("manifest.json"));
      assertEquals(Outcome.COMPLETED, m.outcome());
      assertEquals("aerospike", m.binding());
      assertTrue(m.operations() > 0);
    }
    assertTrue(Files.size(run.resolve("report/report.html")) > 0, "fan-out's merged report");
    assertTrue(Files.size(dir.resolve("results/as-run-1-report/report.html")) > 0, "the README's report");
  }

  private static List<String> readmeExamples() {
    return ReadmeExamples.commands(ReadmeExamples.Section.FANOUT, "./bin/ycsb ");
  }

  /**
   * The start is measured and recorded, never bounded (a loaded machine may start a host late): every host gets the one
   * common instant and records it in its manifest, and fan-out records each host's start, its lateness and the skew
   * exactly as the manifests give them, names the hosts over {@code --late-start-ms}, and shows the total target.
   * {@code benchmarks/.../fanout/FanoutSkew} measures how small the skew is.
   */
  @Test
  void runGivesEveryHostTheCommonStartInstantAndRecordsEachHostsStartAndTheSkew() throws Exception {
    CentralProcess central = CentralProcess.start(work, fanout("run", "run-skew", List.of("--start-delay", "12",
        "--event-note", "1s=steady state", "--event", "2s=echo fanout-event ran"),
        "basic", "-P", workload(), "-p", "recordcount=1000", "-p", "operationcount=0", "-p", "maxexecutiontime=3",
        "-p", "basicdb.verbose=false", "-p", "status.interval=1", "-target", "3000"));
    int exit = central.await(Duration.ofMinutes(2));
    assertEquals(0, exit, central.toString());
    RunRecord record = RunRecord.read(runDir("run-skew").resolve(RunRecord.FILE_NAME));
    assertTrue(record.startAtEpochMs() > 0, record.toJson());
    assertEquals(3000, record.totalTargetOpsPerSec(), record.toJson());
    assertEquals(RunKeys.DEFAULT_LATE_START_MS, record.lateStartThresholdMs(), record.toJson());
    long earliest = Long.MAX_VALUE;
    long latest = Long.MIN_VALUE;
    for (LoopbackSshServer server : hosts.servers()) {
      Manifest m = manifest("run-skew", server);
      assertEquals(Outcome.COMPLETED, m.outcome());
      assertEquals(1000, manifestProperty("run-skew", server, "target"), "-target 3000 split across 3 hosts");
      assertEquals("3000", m.properties().get(RunKeys.FANOUT_TOTAL_TARGET), "every host records the run's total");
      assertEquals("3", m.properties().get(RunKeys.FANOUT_HOST_COUNT));
      assertEquals(Long.toString(RunKeys.DEFAULT_LATE_START_MS), m.properties().get(RunKeys.LATE_START_MS));
      assertEquals(record.startAtEpochMs(), m.startAtEpochMs(), "every host was asked for the one common instant");
      assertTrue(m.endEpochMs() >= m.startEpochMs(), server.address());
      RunRecord.Host h = record.host(server.address()).orElseThrow(() -> new AssertionError(record.toJson()));
      assertEquals(record.startAtEpochMs(), h.plannedStartEpochMs());
      assertEquals(m.startEpochMs(), h.startEpochMs(), "the recorded start is the manifest's");
      assertEquals(m.startEpochMs() - m.startAtEpochMs(), h.lateStartMs().orElseThrow());
      assertEquals(h.lateStartMs().getAsLong() > record.lateStartThresholdMs(), h.late(), record.toJson());
      assertEquals(h.late(), record.warnings().stream().anyMatch(w -> w.startsWith("host " + server.address()
          + " started late")), record.toJson());
      earliest = Math.min(earliest, m.startEpochMs());
      latest = Math.max(latest, m.startEpochMs());
    }
    assertEquals(latest - earliest, record.startSkewMs(), "the skew is the manifests' spread, recorded as measured");
    System.out.printf("fan-out start skew: %d ms%n", record.startSkewMs());
    assertTrue(central.stdout().contains("Start skew " + record.startSkewMs() + " ms" + SKEW_OF_3), central.toString());
    // the same measured skew is printed while the hosts run, from the line each launcher prints when it starts
    String live = "fanout: hosts started. Start skew " + record.startSkewMs() + " ms" + SKEW_OF_3;
    assertTrue(central.stdout().contains(live), central.toString());
    assertTrue(central.stdout().indexOf(live) < central.stdout().indexOf("Collecting"), central.toString());
    assertTrue(central.stdout().contains("target 3,000 ops/s in total (1000|1000|1000 per host)"), central.toString());
    assertTrue(central.stdout().contains("Merged report"), central.toString());

    // The events ran on the central host from the common instant, are recorded in fanout.json and measured in the
    // merged report.
    assertEquals(2, record.events().size(), record.toJson());
    RunEvent note = record.events().stream().filter(e -> e.kind().equals("note")).findFirst().orElseThrow();
    RunEvent command = record.events().stream().filter(e -> e.kind().equals("command")).findFirst().orElseThrow();
    assertEquals(RunEvent.Status.NOTE, note.status(), note.toString());
    assertEquals(record.startAtEpochMs() + 1_000, note.plannedEpochMs(), note.toString());
    assertEquals(RunEvent.Status.OK, command.status(), command.toString());
    assertEquals(record.startAtEpochMs() + 2_000, command.plannedEpochMs(), command.toString());
    assertTrue(command.startedEpochMs() >= command.plannedEpochMs(), command.toString());
    assertTrue(Files.readString(runDir("run-skew").resolve(command.outputFile())).contains("fanout-event ran"),
        command.toString());
    String merged = Files.readString(runDir("run-skew").resolve("report").resolve("report.txt"));
    assertTrue(merged.contains("events and what they did"), merged);
    assertTrue(merged.contains(note.markerLabel() + ": steady state"), merged);
    assertTrue(merged.contains(command.markerLabel() + ": echo fanout-event ran"), merged);
  }

  @Test
  void stepsRunOneFanOutPerTargetSplitAcrossHostsAndEndWithTheStepsReport() throws Exception {
    int metricsPort;
    try (java.net.ServerSocket free = new java.net.ServerSocket(0, 1, java.net.InetAddress.getLoopbackAddress())) {
      metricsPort = free.getLocalPort();
    }
    CentralProcess central = CentralProcess.start(work, fanout("run", "sweep", List.of("--steps", "target=600,1200",
        "--slo", "READ.p99<=10s", "--metrics-port", Integer.toString(metricsPort)), "basic", "-P", workload(),
        "-p", "recordcount=1000", "-p", "maxexecutiontime=2", "-p", "basicdb.verbose=false"));
    int exit = central.await(Duration.ofMinutes(3));
    assertEquals(0, exit, central.toString());
    for (String[] step : new String[][] {{"sweep-step-1-target-600", "200"}, {"sweep-step-2-target-1200", "400"}}) {
      for (LoopbackSshServer server : hosts.servers()) {
        Manifest m = manifest(step[0], server);
        assertEquals(Outcome.COMPLETED, m.outcome(), step[0]);
        assertEquals(step[1], m.properties().get("target"), step[0] + ": the step's target split across 3 hosts");
        assertEquals(Long.toString(3 * Long.parseLong(step[1])), m.properties().get(RunKeys.FANOUT_TOTAL_TARGET),
            step[0] + ": every host records the step's total target");
        assertEquals("500", m.properties().get(RunKeys.STEP_WARMUP_MS), step[0] + ": the default warm-up of a 2 s"
            + " step is one whole window, the default window shortened to 0.5 s to fit");
        assertEquals("0.5", m.properties().get("periodichistogram.interval"), step[0]);
        assertEquals("intended", m.properties().get("measurement.interval"), step[0]);
        assertEquals(Integer.toString(metricsPort), m.properties().get("metrics.port"), step[0]);
        assertEquals(server.address(), m.properties().get("metrics.host"), "each host serves metrics at its address");
        assertEquals(step[0], m.properties().get("metrics.run.id"), "the step's run id names its series");
      }
    }
    assertTrue(central.stdout().contains("Objectives READ.p99<=10s: the highest run meeting every objective is "
        + "target=1200"), central.toString());
    assertTrue(Files.size(runDir("sweep-steps-report").resolve("report.html")) > 0);
  }

  @Test
  void hostKilledMidRunLeavesTheOthersRunningAndIsMarkedPartial() throws Exception {
    String runId = "run-killed";
    CentralProcess central = CentralProcess.start(work, fanout("run", runId, List.of(),
        "basic", "-P", workload(), "-p", "recordcount=1000", "-p", "operationcount=0", "-p", "maxexecutiontime=15",
        "-p", "basicdb.verbose=false", "-p", "status.interval=1", "-target", "1500"));
    awaitStatusLines(runId, central);
    LoopbackSshServer victim = hosts.server(1);
    long killedAt = System.currentTimeMillis();
    victim.liveProcesses().stream().filter(p -> p.info().command().orElse("").endsWith("java"))
        .forEach(ProcessHandle::destroyForcibly);
    int exit = central.await(Duration.ofMinutes(2));
    assertEquals(1, exit, central.toString());

    Path victimDir = runDir(runId).resolve(victim.address());
    assertTrue(Files.isRegularFile(victimDir.resolve("PARTIAL")), central.toString());
    assertFalse(Files.exists(victimDir.resolve("manifest.json")));
    try (Stream<Path> files = Files.list(victimDir)) {
      assertTrue(files.anyMatch(f -> f.toString().endsWith(".hlog")), "partial windows are kept");
    }
    RunRecord record = RunRecord.read(runDir(runId).resolve(RunRecord.FILE_NAME));
    RunRecord.Host killed = record.host(victim.address()).orElseThrow(() -> new AssertionError(record.toJson()));
    assertEquals("partial", killed.results(), record.toJson());
    assertTrue(killed.runEnd().contains("exit 137, ended by signal 9"), "the killed host is named as such\n"
        + record.toJson());
    assertTrue(killed.state().startsWith("killed") && killed.state().contains("exit 137"), record.toJson());
    assertTrue(central.stdout().lines().anyMatch(l -> l.equals("  " + victim.address() + ": " + killed.state())),
        central.toString());
    // its start is what fan-out saw of it (its start line), so it keeps its lateness and the skew stays known (#38)
    assertTrue(killed.startEpochMs() > 0 && killed.lateStartMs().isPresent(), record.toJson());
    assertEquals(killed.startEpochMs() - record.startAtEpochMs(), killed.lateStartMs().getAsLong(), record.toJson());
    assertTrue(record.startSkewMs() >= 0, record.toJson());
    assertTrue(central.stdout().contains("Start skew " + record.startSkewMs() + " ms" + SKEW_OF_3), central.toString());
    assertTrue(central.stdout().contains(String.format(Locale.US, "%s %+d", victim.address(), killed.lateStartMs().getAsLong())),
        central.toString());
    for (LoopbackSshServer survivor : List.of(hosts.server(0), hosts.server(2))) {
      Manifest m = manifest(runId, survivor);
      assertEquals(Outcome.COMPLETED, m.outcome(), survivor.address());
      assertTrue(m.endEpochMs() > killedAt + 3_000, "the survivors ran on after the kill");
      assertFalse(Files.exists(runDir(runId).resolve(survivor.address()).resolve("PARTIAL")));
    }
    assertTrue(central.stdout().contains("partial"), central.toString());
  }

  @Test
  void hostThatDiesEntirelyIsGivenUpAfterTheLostTimeoutAndTheOthersComplete() throws Exception {
    String runId = "run-host-died";
    try (LoopbackSshServer doomed = LoopbackSshServer.start("127.0.0.6", work.resolve("host-127.0.0.6"),
        hosts.client().authorizedKeys())) {
      hosts.client().trust(doomed);
      Distribution.Result deploy = Distribution.ycsb(work, Duration.ofMinutes(3), java.util.Map.of(), "fanout",
          "deploy", "--hosts", doomed.hostAndPort(), "--ssh-config", hosts.client().config().toString(),
          System.getProperty("ycsb.dist.archive"));
      assertEquals(0, deploy.exitCode, deploy.toString());
      String hostList = hosts.server(0).hostAndPort() + "," + hosts.server(1).hostAndPort() + ","
          + doomed.hostAndPort();
      CentralProcess central = CentralProcess.start(work, fanout("run", runId, List.of("--hosts", hostList,
          "--lost-timeout", "4"), "basic", "-P", workload(), "-p", "recordcount=1000", "-p", "operationcount=0",
          "-p", "maxexecutiontime=15", "-p", "basicdb.verbose=false", "-p", "status.interval=1", "-target", "900"));
      awaitStatusLines(runId, central, List.of(hosts.server(0).address(), hosts.server(1).address(), "127.0.0.6"));
      long diedAt = System.currentTimeMillis();
      doomed.kill();
      int exit = central.await(Duration.ofMinutes(2));
      assertEquals(1, exit, central.toString());
      RunRecord record = RunRecord.read(runDir(runId).resolve(RunRecord.FILE_NAME));
      RunRecord.Host died = record.host("127.0.0.6").orElseThrow(() -> new AssertionError(record.toJson()));
      assertEquals("missing", died.results(), record.toJson());
      assertTrue(died.problems().stream().anyMatch(p -> p.contains("unreachable for 4 s")), record.toJson());
      for (LoopbackSshServer survivor : List.of(hosts.server(0), hosts.server(1))) {
        Manifest m = manifest(runId, survivor);
        assertEquals(Outcome.COMPLETED, m.outcome(), survivor.address());
        assertTrue(m.endEpochMs() > diedAt + 3_000, "the survivors ran on after the host died");
      }
      assertTrue(doomed.liveProcesses().isEmpty());
    }
  }

  @Test
  void unreachableHostIsCaughtByThePreflightAndNothingStarts() throws Exception {
    int closedPort;
    try (ServerSocket s = new ServerSocket(0, 1, InetAddress.getByName("127.0.0.5"))) {
      closedPort = s.getLocalPort();
    }
    String hostList = hosts.server(0).hostAndPort() + "," + hosts.server(1).hostAndPort() + ",127.0.0.5:" + closedPort;
    CentralProcess central = CentralProcess.start(work, fanout("run", "run-unreachable", List.of("--hosts", hostList),
        "basic", "-P", workload(), "-p", "operationcount=100", "-p", "basicdb.verbose=false"));
    int exit = central.await(Duration.ofMinutes(1));
    assertEquals(1, exit, central.toString());
    String out = central.stdout();
    assertTrue(out.contains("fanout: not starting: preflight failed on 1 of 3 hosts: 127.0.0.5 (see the result column"
        + " above)"), out);
    // The cause is said once, in the table, without a repeated prefix.
    assertTrue(out.lines().anyMatch(l -> l.startsWith("127.0.0.5") && l.contains("FAILED") && l.contains("ssh: ")), out);
    assertFalse(out.contains("ssh: ssh:") || central.stderr().contains("ssh: ssh:"), central.toString());
    assertFalse(central.stderr().contains("did not answer over ssh"), central.toString());
    for (LoopbackSshServer server : hosts.servers()) {
      assertFalse(Files.exists(server.home().resolve("ycsb-ext/results/run-unreachable")), "nothing ran");
    }
  }

  @Test
  void ctrlCStopsTheRemoteRunsByProcessIdCollectsAndLeavesNoRemoteProcess() throws Exception {
    String runId = "run-ctrl-c";
    CentralProcess central = CentralProcess.startInForeground(work, fanout("run", runId,
        List.of("--stop-timeout", "30"), "basic", "-P", workload(), "-p", "recordcount=1000", "-p", "operationcount=0",
        "-p", "maxexecutiontime=120", "-p", "basicdb.verbose=false", "-p", "status.interval=1", "-target", "900"));
    // Four status lines per host: a few whole windows each, so that hosts started late on a loaded machine have
    // measured their steady rate before the stop (with one window a slow first second reads as lagging).
    awaitStatusLines(runId, central, hosts.servers().stream().map(LoopbackSshServer::address).toList(), 4);
    central.interrupt();
    int exit = central.await(Duration.ofMinutes(2));
    assertEquals(130, exit, "the central host finished by itself, with SIGINT's exit code\n" + central);
    for (LoopbackSshServer server : hosts.servers()) {
      List<ProcessHandle> left = server.liveProcesses();
      assertTrue(left.isEmpty(), server.address() + " still runs " + describe(left));
      Path dir = runDir(runId).resolve(server.address());
      assertTrue(Files.isRegularFile(dir.resolve("manifest.json")), "collected after Ctrl-C: " + dir + "\n" + central);
    }
    RunRecord record = RunRecord.read(runDir(runId).resolve(RunRecord.FILE_NAME));
    assertTrue(record.stoppedByUser(), record.toJson());
    assertEquals(130, record.exitCode(), record.toJson());
    // The merge ran after the stop, outside any shutdown hook: the complete report, every figure drawn.
    Path report = runDir(runId).resolve("report");
    assertTrue(Files.isRegularFile(report.resolve("report.html")) && Files.size(report.resolve("report.html")) > 0,
        central.toString());
    try (Stream<Path> figures = Files.list(report.resolve("figures"))) {
      List<Path> all = figures.toList();
      assertFalse(all.isEmpty(), "no figures");
      for (Path figure : all) {
        assertTrue(Files.size(figure) > 0, "empty figure " + figure);
      }
    }
    // Live progress named the hosts' real state, and stopping them together marked none as lagging.
    assertTrue(central.stdout().lines().anyMatch(l -> l.startsWith("[fanout ") && l.contains(" running ")),
        central.toString());
    assertFalse(Files.readString(report.resolve("report.txt")).contains("LAGGING"), central.toString());
  }

  /** Waits until every host streamed at least one status line (the run is under way). */
  private static void awaitStatusLines(String runId, CentralProcess central) throws Exception {
    awaitStatusLines(runId, central, hosts.servers().stream().map(LoopbackSshServer::address).toList());
  }

  /** Waits until each of the labelled hosts streamed at least one status line. */
  private static void awaitStatusLines(String runId, CentralProcess central, List<String> labels) throws Exception {
    awaitStatusLines(runId, central, labels, 1);
  }

  /** Waits until each of the labelled hosts streamed at least {@code lines} status lines. */
  private static void awaitStatusLines(String runId, CentralProcess central, List<String> labels, int lines)
      throws Exception {
    long deadline = System.currentTimeMillis() + 60_000;
    while (System.currentTimeMillis() < deadline) {
      boolean all = true;
      for (String label : labels) {
        Path log = runDir(runId).resolve("logs").resolve(label + ".stderr.log");
        all &= Files.exists(log) && Files.readString(log).split(" current ops/sec", -1).length > lines;
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

  private static String processListing() throws IOException, InterruptedException {
    Process ps = new ProcessBuilder("ps", "-eo", "args").redirectErrorStream(true).start();
    String listing = new String(ps.getInputStream().readAllBytes(), StandardCharsets.UTF_8);
    ps.waitFor();
    return listing;
  }

  private static List<String> concat(String first, List<String> rest) {
    List<String> all = new ArrayList<>(rest);
    all.add(0, first);
    return all;
  }

  private static void assertNoFileContains(Path dir, String secret) throws IOException {
    if (!Files.exists(dir)) {
      return;
    }
    try (Stream<Path> files = Files.walk(dir)) {
      for (Path f : files.filter(Files::isRegularFile).toList()) {
        String text = new String(Files.readAllBytes(f), StandardCharsets.ISO_8859_1);
        assertFalse(text.contains(secret), () -> "the secret is in " + f + ": " + text.lines()
            .filter(l -> l.contains(secret)).limit(3).toList());
      }
    }
  }

  private static String describe(List<ProcessHandle> processes) {
    List<String> lines = new ArrayList<>();
    for (ProcessHandle p : processes) {
      Optional<String> cmd = p.info().commandLine();
      lines.add(p.pid() + " " + cmd.orElse("?"));
    }
    return String.join("\n", lines);
  }
}
