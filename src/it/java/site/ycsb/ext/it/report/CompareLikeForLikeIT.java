/*
 * Copyright (c) 2026 ycsb-ext contributors.
 * Licensed under the Apache License, Version 2.0 (http://www.apache.org/licenses/LICENSE-2.0).
 */
package site.ycsb.ext.it.report;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import site.ycsb.ext.it.Distribution;
import site.ycsb.ext.standin.AerospikeStandin;

/**
 * Two real runs against the Aerospike stand-in that differ only in {@code as.commitLevel}: {@code report --compare}
 * says at its top that they are not like for like, and its ratio sentences say so.
 */
class CompareLikeForLikeIT {
  @TempDir
  Path work;

  private List<String> common(AerospikeStandin standin) {
    return new ArrayList<>(List.of("-P", Distribution.home().resolve("workloads/workloada").toString(),
        "-p", "as.host=" + standin.seed(), "-p", "recordcount=200", "-threads", "2"));
  }

  @Test
  void runsDifferingOnlyInCommitLevelAreNotLikeForLike() throws Exception {
    try (AerospikeStandin standin = AerospikeStandin.builder().nodes(2).namespace("ycsb").replicationFactor(2)
        .start()) {
      List<String> load = new ArrayList<>(List.of("load", "aerospike"));
      load.addAll(common(standin));
      Distribution.Result loaded = Distribution.ycsb(work, load.toArray(new String[0]));
      assertEquals(0, loaded.exitCode, loaded.toString());
      for (String level : List.of("all", "master")) {
        List<String> run = new ArrayList<>(List.of("run", "aerospike"));
        run.addAll(common(standin));
        run.addAll(List.of("-p", "as.commitLevel=" + level, "-p", "operationcount=0", "-p", "maxexecutiontime=2",
            "-p", "measurementtype=hdrhistogram+periodichistogram", "-p", "periodichistogram.interval=1",
            "-p", "periodichistogram.output.path=" + work.resolve(level) + "/"));
        Distribution.Result result = Distribution.ycsb(work, run.toArray(new String[0]));
        assertEquals(0, result.exitCode, result.toString());
      }
    }
    Distribution.Result report = Distribution.ycsb(work, "report", "--compare", "all=" + work.resolve("all"),
        "--compare", "master=" + work.resolve("master"), "--out", work.resolve("vs").toString());
    assertEquals(0, report.exitCode, report.toString());
    assertTrue(report.stdout.contains("NOT LIKE FOR LIKE"), report.stdout);
    assertTrue(report.stdout.contains("writes acknowledged by: all: 2 copies (as.commitLevel=all, replication"
        + " factor 2); master: 1 copy (as.commitLevel=master)"), report.stdout);
    assertTrue(report.stdout.contains("(not like for like: writes acknowledged by 2 copies in all, 1 copy in master)"),
        report.stdout);
    String html = Files.readString(work.resolve("vs").resolve("report.html"));
    assertTrue(html.contains("NOT LIKE FOR LIKE"), "the HTML page says it too");
  }
}
