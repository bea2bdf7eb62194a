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
import site.ycsb.ext.contract.RunEvent;
import site.ycsb.ext.it.Distribution;
import site.ycsb.ext.it.ReadmeExamples;

/**
 * {@code docs/faults.md}'s local failover through the packaged {@code bin/ycsb}: a 3-node stand-in at replication
 * factor 2 with a control port, a load, then a run whose {@code --event}s stop node 2 and start it again. The
 * examples are run as written, on free ports instead of 3000/3100, for 40 s instead of 300 (events at 8 s and 18 s
 * instead of 60 s and 180 s: 22 s after the start for 5 windows in a row to land in the band on a busy machine), and
 * give the documented verdict: both events recovered, the start measured against the run before the stop. A second
 * run's event fails and is reported as failed. Every wait is bounded.
 */
class FailoverIT {
  @TempDir
  Path work;

  private static int freePort() throws IOException {
    try (ServerSocket s = new ServerSocket()) {
      s.bind(new InetSocketAddress(InetAddress.getByName("127.0.0.1"), 0));
      return s.getLocalPort();
    }
  }

  /** The documented command with this test's ports, times and installation. */
  private List<String> words(String command, int port, int controlPort) {
    String text = command.replace("--port 3000", "--port " + port).replace("as.port=3000", "as.port=" + port)
        .replace("--port 3100", "--port " + controlPort).replace("--control-port 3100", "--control-port "
            + controlPort)
        .replace("maxexecutiontime=300", "maxexecutiontime=40").replace("'60s=", "'8s=")
        .replace("'180s ends E1=", "'18s ends E1=")
        .replace("./bin/ycsb", Distribution.home().resolve("bin").resolve("ycsb").toString());
    return ReadmeExamples.shellWords(text);
  }

  private Distribution.Result ycsb(List<String> words) {
    return Distribution.ycsb(work, Duration.ofMinutes(5), Map.of(), words.subList(1, words.size())
        .toArray(new String[0]));
  }

  @Test
  void theDocumentedFailoverStopsAndStartsANodeAndRecordsBothEvents() throws Exception {
    List<String> standin = ReadmeExamples.commands(ReadmeExamples.Section.FAULTS, "./bin/ycsb standin");
    List<String> load = ReadmeExamples.commands(ReadmeExamples.Section.FAULTS, "./bin/ycsb load");
    List<String> run = ReadmeExamples.commands(ReadmeExamples.Section.FAULTS, "./bin/ycsb run");
    assertEquals(1, standin.size(), "one stand-in command in docs/faults.md");
    assertTrue(run.get(0).contains("--event"), run.get(0));
    Files.createSymbolicLink(work.resolve("workloads"), Distribution.home().resolve("workloads"));
    int port = freePort();
    int controlPort = freePort();
    Path out = work.resolve("standin.out");
    Process server = new ProcessBuilder(words(standin.get(0), port, controlPort)).directory(work.toFile())
        .redirectOutput(out.toFile()).redirectError(work.resolve("standin.err").toFile()).start();
    try {
      long deadline = System.nanoTime() + TimeUnit.SECONDS.toNanos(60);
      while (System.nanoTime() < deadline && server.isAlive()
          && !Files.readString(out, StandardCharsets.UTF_8).contains("control port")) {
        Thread.sleep(100);
      }
      assertTrue(Files.readString(out).contains("control port 127.0.0.1:" + controlPort), Files.readString(out));
      Distribution.Result loaded = ycsb(words(load.get(0), port, controlPort));
      assertEquals(0, loaded.exitCode, loaded.toString());

      Distribution.Result ran = ycsb(words(run.get(0), port, controlPort));
      assertFalse(ran.timedOut, "the run never hangs: " + ran);
      Manifest manifest = Manifest.read(work.resolve("results/failover-1/manifest.json"));
      List<RunEvent> events = manifest.events();
      assertEquals(2, events.size(), manifest.toJson());
      for (RunEvent e : events) {
        assertEquals(RunEvent.Status.OK, e.status(), e.toString());
        assertEquals(0, e.exitCode());
        assertTrue(e.startedEpochMs() >= manifest.startEpochMs() && e.startedEpochMs() < manifest.endEpochMs(),
            e + " inside the run");
        assertTrue(Files.readString(work.resolve("results/failover-1").resolve(e.outputFile())).contains("node 2"));
      }
      assertEquals(manifest.startEpochMs() + 8_000, events.get(0).plannedEpochMs());
      assertEquals(manifest.startEpochMs() + 18_000, events.get(1).plannedEpochMs());
      // The client's backoff policy is recorded with its count (failures at the stop make it pause).
      assertEquals("1 ms doubling to 100 ms, reset on success", manifest.client().get("backoff"));
      assertTrue(manifest.operations() > 0, manifest.toJson());
      // The report measures both events: a disruption row each, and a marker on the time figures.
      List<String> reportCommand = ReadmeExamples.commands(ReadmeExamples.Section.FAULTS, "./bin/ycsb report");
      Distribution.Result report = ycsb(words(reportCommand.get(0), port, controlPort));
      assertEquals(0, report.exitCode, report.toString());
      String table = Files.readString(work.resolve("results/failover-1-report/report.txt"));
      assertTrue(table.contains("events and what they did"), table);
      assertTrue(table.contains("E1 +8s: ") && table.contains("E2 +18s (ends E1, baseline before E1): "), table);
      assertEquals(1, events.get(1).ends(), "the start ends the stop's fault");
      // the documented verdict: both the stop and the start read recovered, each row printing its band
      assertFalse(table.contains("not recovered"), table);
      assertTrue(table.contains("Recovered within") && table.contains("ops/s, p99 <= "), table);

      // A second run: an event whose command fails is reported as failed, at the end and in the manifest.
      List<String> failing = new ArrayList<>(words(run.get(0), port, controlPort));
      for (int k = 0; k < failing.size(); k++) {
        if (failing.get(k).startsWith("periodichistogram.output.path=")) {
          failing.set(k, "periodichistogram.output.path=results/failover-2/");
        }
        if (failing.get(k).startsWith("8s=")) {
          failing.set(k, "2s=echo failing on purpose; exit 3");
        }
        if (failing.get(k).startsWith("18s ends E1=")) {
          failing.set(k, "4s=true");
        }
      }
      Distribution.Result second = ycsb(failing);
      assertFalse(second.timedOut, second.toString());
      assertTrue(second.stderr.contains("ycsb: warning: event 1 (+2s: echo failing on purpose; exit 3) failed with"
          + " exit code 3"), second.stderr);
      Manifest m2 = Manifest.read(work.resolve("results/failover-2/manifest.json"));
      assertEquals(RunEvent.Status.FAILED, m2.events().get(0).status());
      assertTrue(m2.warnings().stream().anyMatch(w -> w.contains("failed with exit code 3")), m2.warnings()
          .toString());
    } finally {
      server.descendants().forEach(ProcessHandle::destroy);
      server.destroy();
      if (!server.waitFor(20, TimeUnit.SECONDS)) {
        server.descendants().forEach(ProcessHandle::destroyForcibly);
        server.destroyForcibly();
      }
    }
  }
}
