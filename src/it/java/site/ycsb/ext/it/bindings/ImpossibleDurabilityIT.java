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
import site.ycsb.ext.standin.couchbase.CouchbaseMockCluster;

/**
 * Durability the bucket cannot give is refused before the first operation: {@code bin/ycsb load couchbase2} with
 * {@code replicateTo} beyond the bucket's one replica exits 2 with one line naming the replica count.
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
}
