/*
 * Copyright (c) 2026 ycsb-ext contributors.
 * Licensed under the Apache License, Version 2.0 (http://www.apache.org/licenses/LICENSE-2.0).
 */
package site.ycsb.ext.report.study;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.IOException;
import java.nio.file.Path;
import java.util.List;
import java.util.Map;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * The studies' own layouts, chosen by the study file's {@code tables}: End Point's throughput against server nodes
 * per workload ({@code nodes}), Avalon's throughput, p95 and composite latency per client-count step with the cost
 * per op/s ({@code steps}), the 1 M TPS throughput per workload mix ({@code mixes}).
 */
class StudyLayoutsTest {
  @TempDir
  Path tmp;

  private static final StudyFixture.System AS = new StudyFixture.System("as", "aerospike", Map.of(), Map.of(),
      Map.of());
  private static final StudyFixture.System CB = new StudyFixture.System("cb", "couchbase2", Map.of(), Map.of(),
      Map.of());

  private static StudyRenderer.Table table(StudyReport report, String titleStart) {
    return StudyRenderer.tables(report).stream().filter(t -> t.title().startsWith(titleStart)).findFirst()
        .orElseThrow(() -> new AssertionError("no table '" + titleStart + "' in " + StudyRenderer.text(report)));
  }

  @Test
  void endPointThroughputAgainstServerNodesPerWorkload() throws IOException {
    StudyFixture f = new StudyFixture(tmp.resolve("ep"));
    for (int rep = 1; rep <= 2; rep++) {
      for (String w : List.of("b", "a")) {
        for (String nodes : List.of("1", "2")) {
          int base = "1".equals(nodes) ? 100 : 200;
          f.run(AS, w, 8, Map.of("nodes", nodes), rep, base, 300, 400);
          f.run(CB, w, 8, Map.of("nodes", nodes), rep, base / 2, 300, 400);
        }
      }
    }
    StudyReport report = StudyReport.of(f.write("full", List.of(), List.of("nodes")), null);
    StudyRenderer.Table b = table(report, "Throughput (ops/s) against server nodes, workload b");
    assertEquals(List.of("system", "1 nodes", "2 nodes"), b.header());
    assertEquals(List.of(List.of("as", "200.0 [200.0 - 200.0]", "400.0 [400.0 - 400.0]"),
        List.of("cb", "100.0 [100.0 - 100.0]", "200.0 [200.0 - 200.0]")), b.rows());
    table(report, "Throughput (ops/s) against server nodes, workload a");
  }

  @Test
  void avalonStepsWithCompositeLatencyAndCostPerOpPerSecond() throws IOException {
    StudyFixture f = new StudyFixture(tmp.resolve("avalon"));
    for (int rep = 1; rep <= 2; rep++) {
      for (int threads : List.of(35, 70)) {
        f.run(CB, "a", threads, Map.of(), rep, threads == 35 ? 100 : 150, 300, 500);
      }
    }
    StudyReport report = StudyReport.of(f.write("full", List.of(), List.of("steps"),
        Map.of("cb", Map.of("cost", "2.5 USD/hour"))), null);
    StudyRenderer.Table t = table(report, "cb, workload a: throughput and p95 per client-count step");
    assertEquals(List.of("threads", "ops/s", "p95 read (ms)", "p95 update (ms)",
        "composite p95 (0.5 read + 0.5 update, ms)", "cost per op/s (USD/hour)"), t.header());
    assertEquals(List.of("35", "200.0 [200.0 - 200.0]", "0.300 [0.300 - 0.300]", "0.500 [0.500 - 0.500]",
        "0.400 [0.400 - 0.400]", "0.0125"), t.rows().get(0));
    assertEquals("300.0 [300.0 - 300.0]", t.rows().get(1).get(1));
    assertEquals("0.00833", t.rows().get(1).get(5));
  }

  @Test
  void oneMillionTpsThroughputPerWorkloadMix() throws IOException {
    StudyFixture f = new StudyFixture(tmp.resolve("mix"));
    for (int rep = 1; rep <= 2; rep++) {
      for (String w : List.of("rw50", "rw95")) {
        for (int threads : List.of(64, 128)) {
          f.run(AS, w, threads, Map.of(), rep, threads + ("rw95".equals(w) ? 100 : 0), 300, 400);
        }
      }
    }
    StudyReport report = StudyReport.of(f.write("full", List.of(), List.of("mixes")), null);
    StudyRenderer.Table t = table(report, "Throughput (ops/s) per workload mix");
    assertEquals(List.of("system", "workload", "64 threads", "128 threads"), t.header());
    assertEquals(List.of(List.of("as", "rw50", "128.0 [128.0 - 128.0]", "256.0 [256.0 - 256.0]"),
        List.of("as", "rw95", "328.0 [328.0 - 328.0]", "456.0 [456.0 - 456.0]")), t.rows());
    assertTrue(StudyRenderer.text(report).contains("per workload mix"));
  }
}
