/*
 * Copyright (c) 2026 ycsb-ext contributors.
 * Licensed under the Apache License, Version 2.0 (http://www.apache.org/licenses/LICENSE-2.0).
 */
package site.ycsb.ext.it.launcher;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import java.util.stream.Collectors;
import java.util.stream.Stream;
import org.junit.jupiter.api.Assumptions;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import site.ycsb.ext.it.Distribution;

/**
 * What a newcomer typed wrong, through the distribution's {@code bin/ycsb}: each refusal is one line with exit 2 and
 * leaves no directory behind; a misspelled core property is named with its nearest core name.
 */
class NewcomerRefusalsIT {
  @TempDir
  Path work;

  private static String workloadA() {
    return Distribution.home().resolve("workloads/workloada").toString();
  }

  /** The directories below the work directory (the harness's own stdout/stderr files are files). */
  private List<Path> directories() throws IOException {
    try (Stream<Path> all = Files.walk(work)) {
      return all.filter(p -> !p.equals(work) && Files.isDirectory(p)).collect(Collectors.toList());
    }
  }

  private void refusedInOneLine(Distribution.Result result, String start) throws IOException {
    assertEquals(2, result.exitCode, result.toString());
    List<String> lines = result.stderr.lines().filter(l -> !l.startsWith("Try '")).collect(Collectors.toList());
    assertEquals(1, lines.size(), result.stderr);
    assertTrue(lines.get(0).startsWith(start), result.stderr);
    assertEquals(List.of(), directories(), "nothing written");
  }

  @Test
  void runsRefusedForTheirWorkloadOrDbClassLeaveNoOutputDirectory() throws IOException {
    for (String bad : List.of("workload=no.such.Workload", "db=no.such.Db")) {
      Distribution.Result result = Distribution.ycsb(work, "run", "basic", "-P", workloadA(), "-p", bad,
          "-p", "operationcount=10", "-p", "measurementtype=hdrhistogram+periodichistogram",
          "-p", "periodichistogram.output.path=results/a/run/");
      refusedInOneLine(result, "ycsb: Invalid value 'no.such.");
    }
  }

  @Test
  void reportOnAMissingDirectorySaysSoAndLeavesNoOutDirectory() throws IOException {
    Files.createDirectory(work.resolve("results"));
    Distribution.Result result = Distribution.ycsb(work, "report", "results/nosuch", "--out", "reports/x");
    Files.delete(work.resolve("results"));
    refusedInOneLine(result, "ycsb: Run directory 'results/nosuch' does not exist");
  }

  @Test
  void demoWithAnOutDirectoryThatCannotBeMadeIsOneLine() throws IOException {
    Distribution.Result result = Distribution.ycsb(work, "demo", "--out", "/proc/ycsb-demo");
    refusedInOneLine(result, "ycsb: Invalid value '/proc/ycsb-demo' for option '--out': expected a directory");
  }

  @Test
  void demoWithContainersButNoDockerLeavesNoOutDirectory() throws IOException {
    Assumptions.assumeTrue(System.getenv("DOCKER_HOST") == null && !Files.exists(Path.of("/var/run/docker.sock")),
        "a Docker engine may be reachable here");
    Distribution.Result result = Distribution.ycsb(work, "demo", "--containers", "--out", "results/demo");
    refusedInOneLine(result, "ycsb: demo --containers needs a Docker engine");
  }

  @Test
  void aJsonFileGivenAsPIsRefusedNamingItsFirstLine() throws IOException {
    Files.writeString(work.resolve("workload.json"), "{\n  \"recordcount\": 1000\n}\n");
    Distribution.Result result = Distribution.ycsb(work, "run", "basic", "-P", "workload.json",
        "-p", "periodichistogram.output.path=results/j/");
    refusedInOneLine(result, "ycsb: Property file given with -P is not a property file: workload.json: line 1 is not"
        + " <key>=<value>: {");
  }

  @Test
  void aMisspelledCorePropertyIsNamedAndTheRunGoesOn() {
    Distribution.Result result = Distribution.ycsb(work, "run", "basic", "-P", workloadA(), "-p", "recordcout=10",
        "-p", "operationcount=10", "-p", "basicdb.verbose=false");
    assertEquals(0, result.exitCode, result.toString());
    assertTrue(result.stderr.contains("ycsb: warning: core reads no property 'recordcout'; did you mean"
        + " 'recordcount'?"), result.stderr);
    assertFalse(result.stderr.contains("'basicdb.verbose'"), result.stderr);
  }

  @Test
  void aManifestWhoseListedHashWasEditedIsNamedByTheReport() throws IOException {
    Distribution.Result run = Distribution.ycsb(work, "run", "basic", "-P", workloadA(), "-p", "basicdb.verbose=false",
        "-p", "operationcount=200", "-p", "measurementtype=hdrhistogram+periodichistogram",
        "-p", "periodichistogram.output.path=results/run/");
    assertEquals(0, run.exitCode, run.toString());
    Path manifest = work.resolve("results/run/manifest.json");
    String json = Files.readString(manifest);
    java.util.regex.Matcher sha = java.util.regex.Pattern.compile("\"name\": \"READ.hlog\"[^}]*\"sha256\": \"(.)")
        .matcher(json);
    assertTrue(sha.find(), json);
    String edited = json.substring(0, sha.start(1)) + (sha.group(1).equals("0") ? "1" : "0") + json.substring(sha.end(1));
    Files.writeString(manifest, edited);
    Distribution.Result report = Distribution.ycsb(work, "report", "results/run");
    assertEquals(1, report.exitCode, report.toString());
    List<String> lines = report.stderr.lines().collect(Collectors.toList());
    assertEquals(1, lines.size(), report.stderr);
    assertTrue(lines.get(0).contains("READ.hlog has another SHA-256 than the manifest lists (changed since the run)"),
        report.stderr);
  }
}
