/*
 * Copyright (c) 2026 ycsb-ext contributors.
 * Licensed under the Apache License, Version 2.0 (http://www.apache.org/licenses/LICENSE-2.0).
 */
package site.ycsb.ext.embedded.mongodb;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.nio.file.Files;
import java.nio.file.Path;
import java.nio.file.Paths;
import java.time.Duration;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.TreeMap;
import java.util.stream.Stream;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import site.ycsb.db.MongoDbClient;
import site.ycsb.ext.contract.Manifest;
import site.ycsb.ext.testsupport.chain.LauncherChain;

/**
 * The End Point study file as written, at {@code --scale demo} (its 1-node size, {@code demo.labels}), once: every
 * system runs every workload on this host, Cassandra and
 * HBase on their embedded servers, MongoDB on its STAND-IN, Couchbase on CouchbaseMock, each server started once by
 * the study ({@code bin/ycsb standin <name>} from the modules' target/lib, hence an integration test). The
 * {@code --upstream} release holds test-only DB classes under upstream's class names over each database's own
 * driver (upstream's jars are not on Maven Central). Every completed run's periodic windows add up to its summary.
 */
class EndPointDemoStudyIT {
  /** The operations whose periodic windows a run writes ({@code <OP>.hlog}) and its summary counts. */
  private static final List<String> OPERATIONS = List.of("READ", "UPDATE", "INSERT", "SCAN");

  @TempDir
  Path work;

  private Path release() throws Exception {
    Path cassandra = LauncherChain.home().resolve("cassandra-embedded/target");
    Path hbase = LauncherChain.home().resolve("hbase-embedded/target");
    return new StandInRelease(work.resolve("ycsb-0.17.0"))
        .binding("cassandra", cassandra.resolve("test-classes"), List.of("site.ycsb.db.CassandraCQLClient",
            "site.ycsb.ext.embedded.cassandra.CassandraTestDB"), cassandra.resolve("driver-lib"))
        .binding("hbase20", hbase.resolve("test-classes"), List.of("site.ycsb.db.hbase20.HBaseClient20",
            "site.ycsb.ext.embedded.hbase.HBaseTestDB"), hbase.resolve("lib"))
        .binding("mongodb", Paths.get("target/test-classes"), List.of(MongoDbClient.class.getName(),
            MongoTestDB.class.getName()), Paths.get("target/driver-lib"))
        .root();
  }

  @Test
  void everySystemRunsEveryWorkloadAtDemoScale() throws Exception {
    Path out = work.resolve("study");
    long startNs = System.nanoTime();
    LauncherChain.Result r = LauncherChain.ycsb(work, Duration.ofMinutes(60), "study", "run",
        LauncherChain.home().resolve("studies/endpoint-2015.yaml").toString(), "--scale", "demo", "--repetitions", "1",
        "--upstream", release().toString(), "--out", out.toString());
    System.out.printf("EndPointDemoStudyIT: the study ran %.0f s%n", (System.nanoTime() - startNs) / 1e9);
    assertFalse(r.stdout.contains("Skipping system"), r.toString());
    Map<String, List<Path>> completed = new TreeMap<>();
    List<Path> manifests;
    try (Stream<Path> files = Files.walk(out.resolve("cells"))) {
      manifests = files.filter(p -> p.getFileName().toString().equals(Manifest.FILE_NAME)).toList();
    }
    for (Path file : manifests) {
      Manifest m = Manifest.read(file);
      if (!"completed".equals(m.outcome().label())) {
        // CouchbaseMock has no query service: Couchbase's mixed-workload runs (5% scans) fail at start, as documented
        assertTrue(m.label().equals("couchbase") && file.toString().contains("mixed"), file + ": " + m.outcome()
            + " " + m.reason() + "\n" + r);
        continue;
      }
      completed.computeIfAbsent(m.label(), k -> new ArrayList<>()).add(file);
      assertWindowsAddUpToTheSummary(m, file.getParent());
      String servers = m.properties().getOrDefault("ycsb.ext.servers", "");
      switch (m.label()) {
        case "cassandra", "hbase" -> assertTrue(servers.startsWith(m.label() + ": embedded, single node, on the client"
            + " host"), file + ": " + servers);
        case "mongodb" -> assertTrue(servers.startsWith("mongodb: STAND-IN on the client host"), file + ": " + servers);
        default -> assertEquals("couchbase", m.label(), file.toString());
      }
    }
    // the 1-node size (the file's demo.labels) x 5 workloads; Couchbase without the mixed workload
    assertEquals(Map.of("cassandra", 5, "couchbase", 4, "hbase", 5, "mongodb", 5), counts(completed),
        r.toString());
  }

  private static Map<String, Integer> counts(Map<String, List<Path>> runs) {
    Map<String, Integer> counts = new TreeMap<>();
    runs.forEach((system, files) -> counts.put(system, files.size()));
    return counts;
  }

  private static void assertWindowsAddUpToTheSummary(Manifest m, Path runDir) throws Exception {
    long checked = 0;
    for (Manifest.Metric metric : m.summary()) {
      if (OPERATIONS.contains(metric.metric()) && metric.measurement().equals("Operations") && metric.value() > 0) {
        long[] windows = LauncherChain.windows(runDir, metric.metric());
        assertEquals((long) metric.value(), windows[1], runDir + ": " + metric.metric() + " windows vs summary");
        checked += windows[1];
      }
    }
    assertTrue(checked > 0, runDir + ": no operation in the summary");
  }
}
