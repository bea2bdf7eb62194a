/*
 * Copyright (c) 2026 ycsb-ext contributors.
 * Licensed under the Apache License, Version 2.0 (http://www.apache.org/licenses/LICENSE-2.0).
 */
package site.ycsb.ext.it.fanout;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.IOException;
import java.io.InputStream;
import java.io.OutputStream;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.nio.file.Paths;
import java.time.Duration;
import java.util.ArrayList;
import java.util.List;
import java.util.concurrent.TimeUnit;
import java.util.stream.Stream;
import java.util.zip.ZipEntry;
import java.util.zip.ZipInputStream;
import java.util.zip.ZipOutputStream;
import org.junit.jupiter.api.AfterAll;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;
import site.ycsb.ext.it.Distribution;
import site.ycsb.ext.it.ReadmeExamples;
import site.ycsb.ext.testsupport.ssh.LoopbackHosts;
import site.ycsb.ext.testsupport.ssh.LoopbackSshServer;

/**
 * The preflight checks what each host needs for the run it is given, over two loopback OpenSSH-client hosts
 * (127.0.0.5-6): a host with another version of the distribution deployed, and hosts without room for the run's
 * estimated output, are named with the one thing to fix, exit 1, before anything starts; {@code --skip-check} lets a
 * known difference through.
 */
class FanoutPreflightIT {
  private static Path work;
  private static DeployedHosts deployed;
  private static LoopbackHosts hosts;

  @BeforeAll
  static void deployToTwoHosts() throws Exception {
    deployed = DeployedHosts.start("it-fanout-preflight-", "127.0.0.5", "127.0.0.6");
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

  private static Distribution.Result deploy(String hostList, Path tarball) {
    return ycsb("fanout", "deploy", "--hosts", hostList, "--ssh-config", hosts.client().config().toString(),
        tarball.toString());
  }

  private static Distribution.Result preflight(String... more) {
    List<String> args = new ArrayList<>(List.of("fanout", "preflight", "--ssh-config",
        hosts.client().config().toString(), "--hosts", hosts.hostsOption(), "--min-free-disk", "1"));
    args.addAll(List.of(more));
    return ycsb(args.toArray(new String[0]));
  }

  @Test
  void hostWithAnotherVersionDeployedIsNamedWithWhatToDoAndSkipCheckLetsItThrough() throws Exception {
    Path other = otherVersionTarball("0.0.1-other");
    LoopbackSshServer second = hosts.server(1);
    assertEquals(0, deploy(second.hostAndPort(), other).exitCode);
    try {
      Distribution.Result result = preflight();
      assertEquals(1, result.exitCode, result.toString());
      assertTrue(result.stdout.lines().anyMatch(l -> l.startsWith(second.address()) && l.contains(
          "version: the deployed distribution is ycsb-ext 0.0.1-other") && l.contains("run fanout deploy")),
          result.toString());
      assertFalse(result.stdout.lines().anyMatch(l -> l.startsWith(hosts.server(0).address()) && l.contains(
          "version:")), "the first host has this version\n" + result);

      Distribution.Result skipped = preflight("--skip-check", "version");
      assertEquals(0, skipped.exitCode, skipped.toString());
      assertTrue(skipped.stdout.lines().anyMatch(l -> l.startsWith(second.address()) && l.contains("ok; skipped:"
          + " version: the deployed distribution is ycsb-ext 0.0.1-other")), skipped.toString());
    } finally {
      assertEquals(0, deploy(second.hostAndPort(), Paths.get(System.getProperty("ycsb.dist.archive"))).exitCode);
    }
    Distribution.Result again = preflight();
    assertEquals(0, again.exitCode, "this version deployed again\n" + again);
  }

  @Test
  void runWhoseEstimatedOutputCannotFitStopsInThePreflightNamingTheDisk() throws Exception {
    String runId = "too-big";
    // 10^8 s in 1-ms windows: about 3 PB of periodic output per host, more than any disk here holds.
    Distribution.Result result = ycsb("fanout", "run", "--ssh-config", hosts.client().config().toString(),
        "--hosts", hosts.hostsOption(), "--results", work.resolve("results").toString(), "--run-id", runId,
        "--min-free-disk", "1", "--start-delay", "6", "basic", "-P",
        Distribution.home().resolve("workloads/workloada").toString(), "-p", "recordcount=1000", "-p",
        "operationcount=0", "-p", "maxexecutiontime=100000000", "-p", "periodichistogram.interval=0.001", "-p",
        "basicdb.verbose=false");
    assertEquals(1, result.exitCode, result.toString());
    for (LoopbackSshServer server : hosts.servers()) {
      assertTrue(result.stdout.lines().anyMatch(l -> l.startsWith(server.address()) && l.contains("free disk: ")
          && l.contains("the run needs about") && l.contains("100,000,000,001 windows of 0.001 s x 2 operation types")
          && l.contains("free space in")), result.toString());
      assertFalse(Files.exists(server.home().resolve("ycsb-ext/results/" + runId)), "nothing started");
    }
    assertTrue(result.stdout.contains("fanout: not starting: preflight failed on 2 of 2 hosts"), result.toString());
  }

  @Test
  void docsExamplesOfThePreflightRun() {
    List<String> examples = ReadmeExamples.commands(ReadmeExamples.Section.FANOUT_PREFLIGHT, "./bin/ycsb ");
    assertEquals(2, examples.size(), examples.toString());
    for (String example : examples) {
      List<String> args = new ArrayList<>(List.of(example.substring("./bin/ycsb ".length()).split("\\s+")));
      args.replaceAll(a -> a.equals("c1,c2") ? hosts.hostsOption() : a);
      args.addAll(2, List.of("--ssh-config", hosts.client().config().toString(), "--min-free-disk", "1"));
      Distribution.Result result = ycsb(args.toArray(new String[0]));
      assertEquals(0, result.exitCode, String.join(" ", args) + "\n" + result);
      for (LoopbackSshServer server : hosts.servers()) {
        // "ok", or on a busy machine "ok; clock offset: ... not told within ...": probes too slow to place it
        assertTrue(result.stdout.lines().anyMatch(l -> l.startsWith(server.address())
            && l.strip().matches(".*\\sok(; clock offset: .* not told within --max-clock-offset=.*)?")),
            result.toString());
      }
    }
  }

  /** The distribution tarball with another version in its {@code version.properties}: another build, deployed. */
  private static Path otherVersionTarball(String version) throws Exception {
    Path dir = Files.createDirectories(work.resolve("other-" + version));
    Path archive = Paths.get(System.getProperty("ycsb.dist.archive"));
    exec(dir, "tar", "-xzf", archive.toString());
    Path top;
    try (Stream<Path> tops = Files.list(dir)) {
      top = tops.filter(Files::isDirectory).findFirst().orElseThrow();
    }
    Path jar;
    try (Stream<Path> jars = Files.list(top.resolve("lib"))) {
      jar = jars.filter(p -> p.getFileName().toString().startsWith("run-contract-")).findFirst().orElseThrow();
    }
    Path rewritten = dir.resolve("run-contract.jar");
    try (ZipInputStream in = new ZipInputStream(Files.newInputStream(jar));
        ZipOutputStream out = new ZipOutputStream(Files.newOutputStream(rewritten))) {
      for (ZipEntry e = in.getNextEntry(); e != null; e = in.getNextEntry()) {
        out.putNextEntry(new ZipEntry(e.getName()));
        byte[] bytes = in.readAllBytes();
        if (e.getName().endsWith("contract/version.properties")) {
          bytes = new String(bytes, StandardCharsets.ISO_8859_1).replaceAll("(?m)^version=.*$", "version=" + version)
              .getBytes(StandardCharsets.ISO_8859_1);
        }
        out.write(bytes);
        out.closeEntry();
      }
    }
    Files.move(rewritten, jar, java.nio.file.StandardCopyOption.REPLACE_EXISTING);
    Path tarball = work.resolve("ycsb-ext-" + version + ".tar.gz");
    exec(dir, "tar", "-czf", tarball.toString(), top.getFileName().toString());
    return tarball;
  }

  private static void exec(Path dir, String... command) throws Exception {
    Process p = new ProcessBuilder(command).directory(dir.toFile()).redirectErrorStream(true).start();
    try (InputStream out = p.getInputStream(); OutputStream sink = OutputStream.nullOutputStream()) {
      out.transferTo(sink);
    }
    assertTrue(p.waitFor(120, TimeUnit.SECONDS), "hang guard: " + String.join(" ", command));
    assertEquals(0, p.exitValue(), String.join(" ", command));
  }
}
