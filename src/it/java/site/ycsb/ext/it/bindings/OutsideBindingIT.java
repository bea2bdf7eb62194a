/*
 * Copyright (c) 2026 ycsb-ext contributors.
 * Licensed under the Apache License, Version 2.0 (http://www.apache.org/licenses/LICENSE-2.0).
 */
package site.ycsb.ext.it.bindings;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.IOException;
import java.io.OutputStream;
import java.nio.file.Files;
import java.nio.file.Path;
import java.nio.file.Paths;
import java.time.Duration;
import java.util.Comparator;
import java.util.List;
import java.util.Map;
import java.util.jar.Attributes;
import java.util.jar.JarEntry;
import java.util.jar.JarOutputStream;
import java.util.stream.Stream;
import org.junit.jupiter.api.AfterAll;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;
import site.ycsb.ext.contract.ClasspathJar;
import site.ycsb.ext.contract.Manifest;
import site.ycsb.ext.contract.Outcome;
import site.ycsb.ext.it.Distribution;
import site.ycsb.ext.it.bindings.outside.OutsideDB;
import site.ycsb.ext.testsupport.ssh.LoopbackHosts;
import site.ycsb.ext.testsupport.ssh.LoopbackSshServer;

/**
 * A binding from outside the distribution through the whole chain, as a user brings an upstream one: its jar (built
 * here from {@link OutsideDB}, nothing fetched) is added once with {@code bin/ycsb bindings add}, then
 * {@code bin/ycsb run outside ...} writes periodic windows and a manifest naming the class and the jar with its
 * version and SHA-256, the report names them, and {@code fanout deploy -cp} carries the jar to two real SSH hosts
 * whose runs use the deployed copies.
 */
class OutsideBindingIT {
  private static final String DB_CLASS = OutsideDB.class.getName();
  private static Path work;
  private static Path lib;
  private static Path jar;
  private static Map<String, String> env;

  @BeforeAll
  static void packTheBindingAsAJarAndAddIt() throws IOException {
    Path archive = Paths.get(System.getProperty("ycsb.dist.archive"));
    work = Files.createTempDirectory(archive.getParent(), "it-outside-");
    lib = Files.createDirectories(work.resolve("outside-binding/lib"));
    jar = lib.resolve("outside-binding.jar");
    java.util.jar.Manifest manifest = new java.util.jar.Manifest();
    manifest.getMainAttributes().put(Attributes.Name.MANIFEST_VERSION, "1.0");
    manifest.getMainAttributes().put(Attributes.Name.IMPLEMENTATION_VERSION, "3.1.4");
    String entry = DB_CLASS.replace('.', '/') + ".class";
    try (JarOutputStream out = new JarOutputStream(Files.newOutputStream(jar), manifest)) {
      out.putNextEntry(new JarEntry(entry));
      out.write(Files.readAllBytes(Paths.get(Distribution.testClasses()).resolve(entry)));
      out.closeEntry();
      // The binding declares its property names, so a misspelt one is refused before the run.
      out.putNextEntry(new JarEntry("META-INF/ycsb/" + DB_CLASS + ".properties"));
      out.write((OutsideDB.COUNT_FILE + "=\n").getBytes(java.nio.charset.StandardCharsets.ISO_8859_1));
      out.closeEntry();
    }
    env = Map.of("YCSB_EXT_BINDINGS", work.resolve("home/.ycsb-ext/bindings.properties").toString());
    Distribution.Result add = Distribution.ycsb(work, Duration.ofSeconds(60), env, "bindings", "add", "outside",
        DB_CLASS, lib + "/*");
    assertEquals(0, add.exitCode, add.toString());
    Distribution.Result list = Distribution.ycsb(work, Duration.ofSeconds(60), env, "bindings");
    assertEquals(0, list.exitCode, list.toString());
    assertTrue(list.stdout.lines().anyMatch(l -> l.startsWith("outside ") && l.contains(DB_CLASS)
        && l.contains(lib + "/*")), list.toString());
    assertTrue(list.stdout.lines().anyMatch(l -> l.startsWith("aerospike ")), list.toString());
  }

  @AfterAll
  static void deleteTheWorkDirectory() throws IOException {
    if (work != null) {
      try (Stream<Path> files = Files.walk(work)) {
        files.sorted(Comparator.reverseOrder()).forEach(f -> f.toFile().delete());
      }
    }
  }

  private static String workload() {
    return Distribution.home().resolve("workloads/workloada").toString();
  }

  private static ClasspathJar expectedJar(Path at) throws IOException {
    return new ClasspathJar(at.toRealPath().toString(), "3.1.4", Manifest.sha256(jar));
  }

  @Test
  void runByItsOwnNameWritesWindowsAManifestNamingClassAndJarAndAReportThatSaysSo() throws IOException {
    Path out = work.resolve("results/outside-1");
    Path counts = work.resolve("counts.txt");
    Distribution.Result run = Distribution.ycsb(work, Duration.ofSeconds(120), env, "run", "outside", "-P",
        workload(), "-p", "recordcount=1000", "-p", "operationcount=0", "-p", "maxexecutiontime=3", "-threads", "2",
        "-p", "measurementtype=hdrhistogram+periodichistogram", "-p", "periodichistogram.interval=1",
        "-p", "periodichistogram.output.path=" + out + "/", "-p", OutsideDB.COUNT_FILE + "=" + counts);
    assertEquals(0, run.exitCode, run.toString());

    Manifest m = Manifest.read(out.resolve(Manifest.FILE_NAME));
    assertEquals(Outcome.COMPLETED, m.outcome());
    assertEquals("outside", m.binding(), "the name the user chose");
    assertEquals(DB_CLASS, m.dbClass());
    assertEquals(List.of(expectedJar(jar)), m.clientClasspath());
    long bindingOps = Files.readAllLines(counts).stream().mapToLong(Long::parseLong).sum();
    assertEquals(m.operations(), bindingOps, "the engine counted what the outside binding did");
    assertTrue(Files.size(out.resolve("READ.hlog")) > 0 && Files.size(out.resolve("UPDATE.hlog")) > 0);
    assertTrue(m.verifyFiles(out).isEmpty(), m.verifyFiles(out).toString());

    Distribution.Result report = Distribution.ycsb(work, Duration.ofSeconds(120), env, "report", out.toString(),
        "--out", work.resolve("results/outside-1-report").toString());
    assertEquals(0, report.exitCode, report.toString());
    String text = Files.readString(work.resolve("results/outside-1-report/report.md"));
    assertTrue(text.contains("binding outside (DB class " + DB_CLASS + ")"), text);
    assertTrue(text.contains("outside-binding.jar 3.1.4 (SHA-256 " + Manifest.sha256(jar).substring(0, 12) + ")"),
        text);
  }

  @Test
  void aBuiltInNameGivenAnotherClassIsReportedByThatClassNotTheBuiltInName() throws IOException {
    Path out = work.resolve("results/outside-as-basic");
    Distribution.Result run = Distribution.ycsb(work, Duration.ofSeconds(120), Map.of(), "run", "basic", "-P",
        workload(), "-p", "operationcount=100", "-p", "db=" + DB_CLASS, "-cp", lib + "/*",
        "-p", "measurementtype=hdrhistogram+periodichistogram", "-p", "periodichistogram.output.path=" + out + "/");
    assertEquals(0, run.exitCode, run.toString());
    Manifest m = Manifest.read(out.resolve(Manifest.FILE_NAME));
    assertEquals("OutsideDB", m.binding());
    assertEquals(DB_CLASS, m.dbClass());
  }

  @Test
  void fanoutDeployCarriesTheJarToTwoHostsWhoseRunsUseTheDeployedCopies() throws Exception {
    try (LoopbackHosts hosts = LoopbackHosts.start(work.resolve("hosts"), "127.0.0.2", "127.0.0.3")) {
      String ssh = hosts.client().config().toString();
      Distribution.Result deploy = Distribution.ycsb(work, Duration.ofMinutes(3), env, "fanout", "deploy",
          "--hosts", hosts.hostsOption(), "--ssh-config", ssh, System.getProperty("ycsb.dist.archive"),
          "-cp", lib + "/*");
      assertEquals(0, deploy.exitCode, deploy.toString());
      String sha = Manifest.sha256(jar);
      for (LoopbackSshServer server : hosts.servers()) {
        Path copy = server.home().resolve("ycsb-ext/jars/" + sha + "/outside-binding.jar");
        assertEquals(sha, Manifest.sha256(copy), deploy.toString());
      }
      Distribution.Result run = Distribution.ycsb(work, Duration.ofMinutes(3), env, "fanout", "run",
          "--ssh-config", ssh, "--hosts", hosts.hostsOption(), "--results", work.resolve("results").toString(),
          "--run-id", "outside-fanout", "--min-free-disk", "1", "--start-delay", "6", "outside", "-P", workload(),
          "-p", "recordcount=1000", "-p", "operationcount=0", "-p", "maxexecutiontime=3", "-threads", "2");
      assertEquals(0, run.exitCode, run.toString());
      for (LoopbackSshServer server : hosts.servers()) {
        Manifest m = Manifest.read(work.resolve("results/outside-fanout").resolve(server.address())
            .resolve(Manifest.FILE_NAME));
        assertEquals(Outcome.COMPLETED, m.outcome());
        assertEquals("outside", m.binding());
        assertEquals(DB_CLASS, m.dbClass());
        assertEquals(List.of(expectedJar(server.home().resolve("ycsb-ext/jars/" + sha + "/outside-binding.jar"))),
            m.clientClasspath(), "the host ran its deployed copy, the same bytes");
        assertTrue(m.operations() > 0);
      }
      String report = Files.readString(work.resolve("results/outside-fanout/report/report.md"));
      assertTrue(report.contains("DB class " + DB_CLASS), report);
    }
  }
}
