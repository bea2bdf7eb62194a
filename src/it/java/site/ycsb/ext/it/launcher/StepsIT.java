/*
 * Copyright (c) 2026 ycsb-ext contributors.
 * Licensed under the Apache License, Version 2.0 (http://www.apache.org/licenses/LICENSE-2.0).
 */
package site.ycsb.ext.it.launcher;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.nio.file.Files;
import java.nio.file.Path;
import java.time.Duration;
import java.util.List;
import java.util.Map;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import site.ycsb.ext.contract.Manifest;
import site.ycsb.ext.contract.Outcome;
import site.ycsb.ext.it.Distribution;
import site.ycsb.ext.standin.AerospikeStandin;

/**
 * {@code bin/ycsb run --steps} against the Aerospike stand-in: three short target steps on the same loaded data, each
 * in its own directory, then the report of all steps with its curve, steps table and objectives verdict.
 */
class StepsIT {

  @TempDir
  Path work;

  @Test
  void threeTargetStepsEndWithTheCurveTheStepsTableAndTheVerdict() throws Exception {
    try (AerospikeStandin standin = AerospikeStandin.builder().nodes(1).start()) {
      String[] common = {"-P", Distribution.home().resolve("workloads/workloada").toString(), "-p",
          "as.host=" + standin.seed(), "-p", "recordcount=300", "-threads", "2"};
      Distribution.Result load = Distribution.ycsb(work, Duration.ofSeconds(120), Map.of(),
          concat(new String[] {"load", "aerospike"}, common));
      assertEquals(0, load.exitCode, load.toString());

      Path parent = work.resolve("results/steps");
      Distribution.Result sweep = Distribution.ycsb(work, Duration.ofSeconds(180), Map.of(), concat(
          new String[] {"run", "aerospike", "--steps", "target=200:600:200", "--slo", "READ.p99<=10s",
              "-p", "maxexecutiontime=2", "-p", "periodichistogram.interval=0.5",
              "-p", "periodichistogram.output.path=" + parent + "/"}, common));
      assertEquals(0, sweep.exitCode, sweep.toString());
      for (String step : List.of("step-1-target-200", "step-2-target-400", "step-3-target-600")) {
        Manifest m = Manifest.read(parent.resolve(step).resolve(Manifest.FILE_NAME));
        assertEquals(Outcome.COMPLETED, m.outcome(), step);
        assertEquals("intended", m.properties().get("measurement.interval"), step + ": latency from the intended start");
        assertEquals(step.substring(step.lastIndexOf('-') + 1), m.properties().get("target"), step);
      }
      assertTrue(sweep.stdout.contains("Objectives READ.p99<=10s: the highest run meeting every objective is "
          + "target=600 (target 600 ops/s)"), sweep.toString());
      assertTrue(sweep.stdout.contains("coordinated omission corrected"), sweep.toString());
      for (String step : List.of("target=200 ", "target=400 ", "target=600 ")) {
        assertTrue(sweep.stdout.lines().anyMatch(l -> l.startsWith(step) && l.endsWith("met")), step + "\n" + sweep);
      }
      Path report = parent.resolve("report");
      for (String file : List.of("report.html", "report.md", "report.json", "report.tex",
          "figures/throughput-latency.png", "figures/throughput-latency.json")) {
        assertTrue(Files.size(report.resolve(file)) > 0, file);
      }
      String curve = Files.readString(report.resolve("figures/throughput-latency.json"));
      assertTrue(curve.contains("\"name\": \"aerospike READ p95\""), "one line for the system's steps: " + curve);
    }
  }

  @Test
  void stepsWithoutATimeBoundAreRefusedBeforeAnythingStarts() {
    Distribution.Result r = Distribution.ycsb(work, "run", "basic", "--steps", "target=100,200", "-p",
        "operationcount=100");
    assertEquals(2, r.exitCode, r.toString());
    assertTrue(r.stderr.contains("Option '--steps' needs -p maxexecutiontime=<seconds>"), r.toString());
    Distribution.Result bad = Distribution.ycsb(work, "run", "basic", "--steps", "target=5:1:1", "-p",
        "maxexecutiontime=1");
    assertEquals(2, bad.exitCode, bad.toString());
    assertTrue(bad.stderr.contains("Invalid value 'target=5:1:1' for option '--steps': expected target=<list>"),
        bad.toString());
    // a window the steps cannot hold with their warm-up: refused before any step, naming what works, nothing written
    Path refused = work.resolve("results/refused");
    Distribution.Result tooShort = Distribution.ycsb(work, "run", "basic", "--steps", "target=2000,4000,8000", "-p",
        "maxexecutiontime=15", "-p", "periodichistogram.interval=10", "-p",
        "periodichistogram.output.path=" + refused + "/");
    assertEquals(2, tooShort.exitCode, tooShort.toString());
    assertTrue(tooShort.stderr.contains("Option '--steps': a step of maxexecutiontime=15 s cannot hold its partial"
        + " first window, a warm-up of 1 window and 2 measured windows of periodichistogram.interval=10 (40 s needed);"
        + " use -p maxexecutiontime=40 or more, or -p periodichistogram.interval=3"), tooShort.toString());
    assertFalse(Files.exists(refused), "nothing written");
  }

  private static String[] concat(String[] a, String[] b) {
    String[] all = java.util.Arrays.copyOf(a, a.length + b.length);
    System.arraycopy(b, 0, all, a.length, b.length);
    return all;
  }
}
