/*
 * Copyright (c) 2026 ycsb-ext contributors.
 * Licensed under the Apache License, Version 2.0 (http://www.apache.org/licenses/LICENSE-2.0).
 */
package site.ycsb.ext.it.bindings;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.nio.file.Path;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import site.ycsb.ext.it.Distribution;
import site.ycsb.ext.standin.AerospikeStandin;
import site.ycsb.ext.standin.couchbase.CouchbaseMockCluster;

/**
 * Settings the cluster cannot honour are refused before the first operation, exit 2 with one line: durability the
 * bucket cannot give ({@code bin/ycsb load couchbase2} with {@code replicateTo} beyond the bucket's one replica), and
 * a TTL on an Aerospike namespace that expires nothing ({@code nsup-period 0}).
 */
class ImpossibleDurabilityIT {
  @TempDir
  Path work;

  @Test
  void replicateToBeyondTheBucketsReplicasIsExitTwoNamingTheReplicaCount() throws Exception {
    try (CouchbaseMockCluster mock = CouchbaseMockCluster.start(3, 1, "ycsb")) {
      List<String> args = new ArrayList<>(Arrays.asList("load", "couchbase2", "-P",
          Distribution.home().resolve("workloads/workloada").toString(), "-threads", "4", "-p", "recordcount=50",
          "-p", "couchbase.replicateTo=2"));
      mock.bindingSettings().forEach((name, value) -> args.addAll(Arrays.asList("-p", name + "=" + value)));
      Distribution.Result result = Distribution.ycsb(work, args.toArray(new String[0]));
      assertEquals(2, result.exitCode, result.toString());
      List<String> lines = result.errorLines();
      assertEquals(1, lines.size(), result.toString());
      assertTrue(lines.get(0).contains("couchbase.replicateTo=2") && lines.get(0).contains("1 replica"),
          result.toString());
    }
  }

  @Test
  void aerospikeTtlOnANamespaceWithoutNsupIsExitTwoNamingTheServersSettingAndNothingIsWritten() throws Exception {
    try (AerospikeStandin standin = AerospikeStandin.builder().nodes(1).namespace("ycsb").start()) {
      Distribution.Result result = Distribution.ycsb(work, "load", "aerospike", "-P",
          Distribution.home().resolve("workloads/workloada").toString(), "-threads", "4", "-p", "recordcount=50",
          "-p", "as.host=" + standin.seed(), "-p", "as.expiration=60");
      assertEquals(2, result.exitCode, result.toString());
      List<String> lines = result.errorLines();
      assertEquals(1, lines.size(), result.toString());
      assertTrue(lines.get(0).contains("as.expiration=60") && lines.get(0).contains("nsup-period 0"),
          result.toString());
      assertTrue(standin.requests().isEmpty(), "no command reached the server: " + standin.requests());
    }
  }
}
