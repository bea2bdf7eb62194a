/*
 * Copyright (c) 2026 ycsb-ext contributors.
 * Licensed under the Apache License, Version 2.0 (http://www.apache.org/licenses/LICENSE-2.0).
 */
package site.ycsb.ext.it.standin;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.nio.file.Path;
import java.time.Duration;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.concurrent.CompletableFuture;

import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

import site.ycsb.ext.it.Distribution;
import site.ycsb.ext.standin.AerospikeStandin;

/**
 * The packaged {@code bin/ycsb run aerospike} with {@code dataintegrity=true} and {@code as.replica=sequence}
 * against a 3-node stand-in with replication factor 2, one node stopped mid-run: the run completes with exit 0 (the
 * failures of the gap before the client's next tend stay within {@code failures.max}),
 * reads and writes succeed, no read returns other data than was written, and a read-everything run afterwards
 * finds every record intact.
 */
class ReplicationFailoverIT {
  private static final int RECORDS = 500;

  @TempDir
  Path work;

  private Distribution.Result ycsb(AerospikeStandin standin, String phase, String... more) {
    List<String> args = new ArrayList<>(List.of(phase, "aerospike", "-P",
        Distribution.home().resolve("workloads/workloada").toString(), "-p", "as.host=" + standin.seed(),
        "-p", "recordcount=" + RECORDS, "-p", "dataintegrity=true", "-p", "as.replica=sequence",
        "-p", "as.totalTimeout=1000", "-threads", "4"));
    args.addAll(List.of(more));
    return Distribution.ycsb(work, Duration.ofSeconds(120), Map.of(), args.toArray(new String[0]));
  }

  @Test
  void nodeStoppedMidRunLosesNoDataWithReplicationFactorTwo() throws Exception {
    try (AerospikeStandin standin = AerospikeStandin.builder().nodes(3).replicationFactor(2).start()) {
      Distribution.Result load = ycsb(standin, "load");
      assertEquals(0, load.exitCode, load.toString());
      assertEquals(RECORDS, standin.recordCount("ycsb"));

      standin.clearRequests();
      // The failures in the gap until the client's next tend are counted, within failures.max: the run completes.
      CompletableFuture<Distribution.Result> run = CompletableFuture.supplyAsync(() -> ycsb(standin, "run",
          "-p", "operationcount=0", "-p", "maxexecutiontime=6", "-target", "1000", "-p", "failures.max=0.25"));
      // Wait (bounded) until the run's operations reach the stand-in, so the stop falls inside the 6 s run.
      long deadlineNs = System.nanoTime() + Duration.ofSeconds(60).toNanos();
      while (standin.requests().isEmpty() && !run.isDone() && System.nanoTime() < deadlineNs) {
        Thread.sleep(50);
      }
      assertFalse(standin.requests().isEmpty(), "the run never reached the stand-in");
      Thread.sleep(1000);
      standin.stopNode(1);
      Distribution.Result result = run.get();
      assertEquals(0, result.exitCode, result.toString());
      assertTrue(result.summary("READ", "Return=OK") > 0, result.toString());
      assertTrue(result.summary("UPDATE", "Return=OK") > 0, result.toString());
      assertTrue(result.summary("VERIFY", "Return=OK") > 0, result.toString());
      assertEquals(-1, result.summary("VERIFY", "Return=UNEXPECTED_STATE"), "reads verified: " + result);

      // Afterwards, with the node still stopped: every record reads back intact.
      Distribution.Result check = ycsb(standin, "run", "-p", "operationcount=" + RECORDS, "-p", "readproportion=1",
          "-p", "updateproportion=0", "-p", "requestdistribution=sequential");
      assertEquals(0, check.exitCode, check.toString());
      assertEquals(RECORDS, check.summary("READ", "Return=OK"), check.toString());
      assertEquals(RECORDS, check.summary("VERIFY", "Return=OK"), check.toString());
      assertEquals(RECORDS, standin.recordCount("ycsb"));
    }
  }
}
