/*
 * Copyright (c) 2026 ycsb-ext contributors.
 * Licensed under the Apache License, Version 2.0 (http://www.apache.org/licenses/LICENSE-2.0).
 */
package site.ycsb.ext.fanout.preflight;

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
import java.util.OptionalInt;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.extension.RegisterExtension;
import org.junit.jupiter.api.io.TempDir;
import site.ycsb.ext.fanout.LoopbackSsh;
import site.ycsb.ext.fanout.ssh.HostSpec;
import site.ycsb.ext.fanout.table.PreflightTable;
import site.ycsb.ext.testsupport.ssh.LoopbackHostsExtension;

/** Preflight over the real ssh client against real SSH servers on 127.0.0.2 and 127.0.0.3. */
class PreflightTest {
  @RegisterExtension
  static final LoopbackHostsExtension HOSTS = new LoopbackHostsExtension("127.0.0.2", "127.0.0.3");
  @TempDir
  static Path dir;

  @Test
  void reachableHostsReportJavaDiskAndASmallClockOffsetAndTheUnreachableOneFails() throws IOException {
    List<HostSpec> targets = new ArrayList<>(LoopbackSsh.hostSpecs(HOSTS));
    int closedPort;
    try (ServerSocket s = new ServerSocket(0, 1, InetAddress.getByName("127.0.0.4"))) {
      closedPort = s.getLocalPort();
    }
    targets.add(new HostSpec("", "127.0.0.4", closedPort, "127.0.0.4", OptionalInt.empty(), ""));

    List<HostCheck> checks = new Preflight(LoopbackSsh.ssh(HOSTS), "ycsb-ext", 1_000, 1, false)
        .check(targets, Duration.ofSeconds(30));

    for (int i = 0; i < 2; i++) {
      HostCheck c = checks.get(i);
      assertTrue(c.ok(), c.toString());
      assertEquals(Runtime.version().feature(), c.javaMajor());
      assertEquals(HOSTS.hosts().server(i).home().resolve("ycsb-ext").toRealPath().toString(), c.baseDir());
      assertTrue(Files.isDirectory(HOSTS.hosts().server(i).home().resolve("ycsb-ext")), "base directory created");
      assertTrue(c.freeDiskKb() > 0);
      // Same machine, same clock: the true offset, 0, lies within the measured offset's own uncertainty (half the
      // probe's round trip, however loaded the machine), plus 1 ms for the central clock's nanoTime anchoring. A unit
      // error (ns against ms) would be 10^6 off. Not a bound on time: a slow probe only widens the uncertainty.
      assertTrue(Math.abs(c.clockOffsetMs()) <= c.clockUncertaintyMs() + 1.0, "offset " + c.clockOffsetMs() + " \u00b1"
          + c.clockUncertaintyMs());
      assertFalse(Double.isNaN(c.clockUncertaintyMs()));
    }
    HostCheck down = checks.get(2);
    assertFalse(down.ok());
    assertTrue(down.problems().get(0).startsWith("ssh: "), down.problems().toString());
    assertTrue(down.sshError().contains("Connection refused"), down.sshError());

    String table = PreflightTable.render(checks);
    assertTrue(table.lines().anyMatch(l -> l.startsWith("127.0.0.4") && l.contains("FAILED")), table);
    assertEquals(4, table.lines().count());
  }

  @Test
  void loadAndRunRequireADeployedDistribution() {
    HostCheck c = new Preflight(LoopbackSsh.ssh(HOSTS), "empty-base", 1_000, 1, true)
        .check(LoopbackSsh.hostSpecs(HOSTS).subList(0, 1), Duration.ofSeconds(30)).get(0);
    assertFalse(c.ok());
    assertTrue(c.problems().get(0).startsWith("tarball: no distribution in "), c.problems().toString());
  }

  @Test
  void evaluationNamesEachFailedCheck() {
    Preflight preflight = new Preflight(LoopbackSsh.ssh(HOSTS), "x", 50, 2048, false);
    HostSpec host = LoopbackSsh.hostSpecs(HOSTS).get(0);
    HostCheck c = preflight.evaluate(host, Map.of("fanout-dir", "/home/b/x", "fanout-java",
        "java version \"1.8.0_292\"", "fanout-disk-kb", "1024"), List.of(new double[] {120.0, 0.5},
            new double[] {80.0, 2.0}));
    assertEquals(List.of("java: version 8 is older than 17 (install Java 17 or later, or point JAVA_HOME at it)",
        "free disk: 1 MiB, less than --min-free-disk=2048 MiB",
        "clock offset: +120.0 ms (\u00b10.5) exceeds --max-clock-offset=50 ms; synchronise the clocks (chrony/NTP)"),
        c.problems());
    assertEquals(0, Preflight.javaMajor("sh: 1: java: not found"));
    assertEquals(21, Preflight.javaMajor("openjdk version \"21\" 2023-09-19"));
  }
  @Test
  void anOffsetTheProbesCannotPlaceAgainstTheBoundIsANoteNotARefusal() {
    Preflight preflight = new Preflight(LoopbackSsh.ssh(HOSTS), "x", 50, 1, false);
    HostSpec host = LoopbackSsh.hostSpecs(HOSTS).get(0);
    Map<String, String> facts = Map.of("fanout-dir", "/home/b/x", "fanout-java", "openjdk version \"17.0.2\"",
        "fanout-disk-kb", "999999999");
    // measured at a load near 100 on one machine: the same clock, a slow round trip
    HostCheck slow = preflight.evaluate(host, facts, List.of(new double[] {25.4, 59.8}, new double[] {29.0, 61.0}));
    assertTrue(slow.ok(), slow.problems().toString());
    assertEquals(List.of("clock offset: +25.4 ms (\u00b159.8) not told within --max-clock-offset=50 ms: the shortest"
        + " of 2 probes' round trips was 119.6 ms (a busy host or network); the report's start lateness per host"
        + " measures it"), slow.notes());
    assertTrue(PreflightTable.render(List.of(slow)).contains("ok; clock offset: +25.4 ms"), "the table shows it");
    HostCheck bad = preflight.evaluate(host, facts, List.of(new double[] {-130.0, 60.0}));
    assertEquals(List.of("clock offset: -130.0 ms (\u00b160.0) exceeds --max-clock-offset=50 ms; synchronise the"
        + " clocks (chrony/NTP)"), bad.problems(), "beyond the bound even at the near end of its uncertainty");
    HostCheck fine = preflight.evaluate(host, facts, List.of(new double[] {25.4, 59.8}, new double[] {3.0, 0.4}));
    assertTrue(fine.ok() && fine.notes().isEmpty(), "the quickest probe decides: " + fine);
  }

  @Test
  void aClockVerdictPlacesTheWholeUncertaintyAgainstTheBound() {
    assertEquals(ClockVerdict.WITHIN, ClockVerdict.of(new double[] {-49.0, 1.0}, 50));
    assertEquals(ClockVerdict.UNDECIDED, ClockVerdict.of(new double[] {-49.0, 1.5}, 50));
    assertEquals(ClockVerdict.UNDECIDED, ClockVerdict.of(new double[] {51.0, 1.0}, 50));
    assertEquals(ClockVerdict.EXCEEDS, ClockVerdict.of(new double[] {51.5, 1.0}, 50));
    assertEquals(ClockVerdict.UNMEASURED, ClockVerdict.of(Preflight.best(List.of()), 50));
    assertEquals(1.0, Preflight.best(List.of(new double[] {9.0, 3.0}, new double[] {1.0, 2.0},
        new double[] {7.0, 2.5}))[0], "the shortest round trip counts");
  }

  private static Map<String, String> installedFacts(String versionLine, String freeKb) {
    return Map.of("fanout-dir", "/home/b/x", "fanout-java", "openjdk version \"17.0.2\"", "fanout-install",
        "/home/b/x/dist/abc/ycsb-ext-1", "fanout-install-sha", "abc", "fanout-version", versionLine,
        "fanout-disk-kb", freeKb);
  }

  @Test
  void aDeployedDistributionOfAnotherVersionIsNamedWithWhatToDoAndCanBeSkipped() {
    HostSpec host = LoopbackSsh.hostSpecs(HOSTS).get(0);
    PreflightNeeds needs = new PreflightNeeds(1_000, 1, true, List.of(), "0.2.0 (commit 27a0e6ff90fd)",
        OutputEstimate.NONE, java.util.Set.of());
    List<double[]> probes = List.<double[]>of(new double[] {0.5, 0.5});
    HostCheck same = new Preflight(LoopbackSsh.ssh(HOSTS), "x", needs).evaluate(host, installedFacts(
        "ycsb-ext 0.2.0 (commit 27a0e6ff90fd, YCSB core 0.17.0, Java 17.0.2)", "999999999"), probes);
    assertTrue(same.ok(), same.problems().toString());
    HostCheck other = new Preflight(LoopbackSsh.ssh(HOSTS), "x", needs).evaluate(host, installedFacts(
        "ycsb-ext 0.1.0 (commit 0123456789ab, YCSB core 0.17.0, Java 17.0.2)", "999999999"), probes);
    assertEquals(List.of("version: the deployed distribution is ycsb-ext 0.1.0 (commit 0123456789ab), not 0.2.0"
        + " (commit 27a0e6ff90fd): run fanout deploy with this host's distribution tarball (ycsb-ext 0.2.0 (commit"
        + " 27a0e6ff90fd))"), other.problems());
    HostCheck skipped = new Preflight(LoopbackSsh.ssh(HOSTS), "x", needs.skipping(java.util.Set.of(
        PreflightCheck.VERSION))).evaluate(host, installedFacts("ycsb-ext 0.1.0 (commit 0123456789ab, x)",
            "999999999"), probes);
    assertTrue(skipped.ok(), skipped.problems().toString());
    assertTrue(skipped.skipped().get(0).endsWith("(--skip-check version)"), skipped.skipped().toString());
    assertTrue(PreflightTable.render(List.of(skipped)).contains("ok; skipped: version: "));
  }

  @Test
  void aHostWithoutJavaIsToldToInstallJavaNotToDeployAgain() {
    HostSpec host = LoopbackSsh.hostSpecs(HOSTS).get(0);
    PreflightNeeds needs = new PreflightNeeds(1_000, 1, true, List.of(), "0.2.0 (commit 27a0e6ff90fd)",
        OutputEstimate.NONE, java.util.Set.of());
    Map<String, String> facts = new java.util.HashMap<>(installedFacts("", "999999999"));
    facts.put("fanout-java", "sh: 1: java: not found");
    HostCheck c = new Preflight(LoopbackSsh.ssh(HOSTS), "x", needs).evaluate(host, facts,
        List.<double[]>of(new double[] {0.5, 0.5}));
    assertEquals(List.of("java: not found (set JAVA_HOME or put java on the PATH of non-interactive ssh sessions; got"
        + " 'sh: 1: java: not found')", "version: unknown (current/bin/ycsb --version needs Java 17: see the java"
        + " check)"), c.problems());
    assertFalse(String.join("\n", c.problems()).contains("fanout deploy"), c.problems().toString());
  }

  @Test
  void freeDiskMustHoldTheRunsEstimatedOutputPlusTheMinimum() {
    HostSpec host = LoopbackSsh.hostSpecs(HOSTS).get(0);
    // 100 MiB of output on a host with 600 MiB free: enough with --min-free-disk=500, not with 550.
    OutputEstimate output = new OutputEstimate(100L << 20, "6,400 windows of 1 s x 1 operation types");
    List<double[]> probes = List.<double[]>of(new double[] {0.5, 0.5});
    String version = PreflightNeeds.thisVersion();
    String line = "ycsb-ext " + version.replace(" (commit ", " (commit ").replace(")", ", YCSB core 0.17.0)");
    HostCheck fits = new Preflight(LoopbackSsh.ssh(HOSTS), "x", new PreflightNeeds(1_000, 500, true, List.of(),
        version, output, java.util.Set.of())).evaluate(host, installedFacts(line, "614400"), probes);
    assertTrue(fits.ok(), fits.problems().toString());
    HostCheck full = new Preflight(LoopbackSsh.ssh(HOSTS), "x", new PreflightNeeds(1_000, 550, true, List.of(),
        version, output, java.util.Set.of())).evaluate(host, installedFacts(line, "614400"), probes);
    assertEquals(List.of("free disk: 600 MiB, the run needs about 650 MiB (its output, about 100 MiB for 6,400"
        + " windows of 1 s x 1 operation types, plus --min-free-disk=550 MiB): free space in /home/b/x"),
        full.problems());
  }
}
