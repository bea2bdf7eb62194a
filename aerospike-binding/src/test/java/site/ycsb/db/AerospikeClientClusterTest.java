/*
 * Copyright (c) 2026 ycsb-ext contributors.
 * Licensed under the Apache License, Version 2.0 (http://www.apache.org/licenses/LICENSE-2.0).
 */
package site.ycsb.db;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.time.Duration;
import java.util.ArrayList;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import java.util.Properties;
import java.util.Set;
import java.util.TreeMap;
import java.util.TreeSet;
import java.util.Vector;
import java.util.concurrent.ConcurrentHashMap;
import java.util.concurrent.ExecutorService;
import java.util.concurrent.Executors;
import java.util.concurrent.Future;
import java.util.concurrent.TimeUnit;
import java.util.concurrent.atomic.AtomicBoolean;
import java.util.concurrent.atomic.AtomicLong;
import java.util.function.LongSupplier;

import com.aerospike.client.Key;

import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;

import site.ycsb.ByteIterator;
import site.ycsb.DBException;
import site.ycsb.Status;
import site.ycsb.db.aerospike.AerospikeStatus;
import site.ycsb.ext.standin.AerospikeStandin;
import site.ycsb.ext.standin.Fault;
import site.ycsb.ext.standin.RecordedRequest;

/**
 * The binding against a 3-node stand-in (127.0.0.1-3): multi-host seeds, a stalled node, a node stopped and
 * restarted while threads run. Every wait is bounded.
 */
class AerospikeClientClusterTest {
  private AerospikeStandin standin;
  private final List<AerospikeClient> open = new ArrayList<>();

  @BeforeEach
  void start() {
    standin = AerospikeStandin.builder().nodes(3).namespace("ycsb").start();
  }

  @AfterEach
  void stop() throws DBException {
    for (int i = open.size() - 1; i >= 0; i--) {
      open.get(i).cleanup();
    }
    standin.close();
  }

  private AerospikeClient open(String... keyValues) throws DBException {
    Properties props = new Properties();
    props.setProperty("as.host", standin.seed());
    props.setProperty("as.namespace", "ycsb");
    props.setProperty("as.connectTimeout", StandinConnect.TIMEOUT_MS);
    return AerospikeClientContract.initialized(open, props, keyValues);
  }

  /** @return a YCSB key whose record node {@code node} masters */
  private String keyOn(int node, String set, int salt) {
    for (int i = 0; i < 10_000; i++) {
      String key = "user" + salt + "_" + i;
      if (standin.nodeOf(new Key("ycsb", set, key).digest) == node) {
        return key;
      }
    }
    throw new IllegalStateException("no key for node " + node);
  }

  @Test
  void multiHostSeedListDiscoversEveryNodeAndSendsEachKeyToItsOwner() throws DBException {
    int port = standin.port();
    // The first seed does not listen; the client moves on to the next one and discovers the third node.
    // The third seed names no port and takes as.port.
    AerospikeClient db = open("as.host", "127.0.0.9:" + port + ",127.0.0.2:" + port + ",127.0.0.3",
        "as.port", String.valueOf(port));
    assertEquals(3, db.sharedClient().client().getNodes().length);
    standin.clearRequests();
    Set<Integer> nodes = new TreeSet<>();
    for (int i = 0; i < 60; i++) {
      assertEquals(Status.OK, db.insert("t", "user" + i, AerospikeClientContract.record("r" + i)));
    }
    for (RecordedRequest r : standin.requests()) {
      nodes.add(r.node());
    }
    assertEquals(Set.of(0, 1, 2), nodes);
    for (RecordedRequest r : standin.requests()) {
      assertEquals(r.node(), standin.nodeOf(hexToBytes(r.digest())), "each key goes to its partition's node");
    }
  }

  private static byte[] hexToBytes(String hex) {
    byte[] out = new byte[hex.length() / 2];
    for (int i = 0; i < out.length; i++) {
      out[i] = (byte) Integer.parseInt(hex.substring(2 * i, 2 * i + 2), 16);
    }
    return out;
  }

  @Test
  void scanCoversEveryNode() throws DBException {
    AerospikeClient db = open();
    for (int i = 0; i < 90; i++) {
      assertEquals(Status.OK, db.insert("s", "user" + i, AerospikeClientContract.one("field0", "r" + i)));
    }
    Vector<HashMap<String, ByteIterator>> result = new Vector<>();
    assertEquals(Status.OK, db.scan("s", "absent-start", 1000, null, result));
    assertEquals(90, result.size());
  }

  @Test
  void stalledNodeGivesTimeoutWithinTotalTimeoutAndOtherNodesServe() throws DBException {
    int totalTimeoutMs = 300;
    AerospikeClient db = open("as.totalTimeout", String.valueOf(totalTimeoutMs));
    String onStalled = keyOn(1, "t", 1);
    String onHealthy = keyOn(0, "t", 2);
    assertEquals(Status.OK, db.insert("t", onStalled, AerospikeClientContract.record("a")));
    assertEquals(Status.OK, db.insert("t", onHealthy, AerospikeClientContract.record("b")));

    standin.inject(Fault.delay(Duration.ofSeconds(5)).onNode(1));
    long startNs = System.nanoTime();
    assertEquals(AerospikeStatus.TIMEOUT, db.read("t", onStalled, null, new HashMap<>()));
    long readMs = (System.nanoTime() - startNs) / 1_000_000;
    startNs = System.nanoTime();
    assertEquals(AerospikeStatus.TIMEOUT, db.update("t", onStalled, AerospikeClientContract.one("field0", "c")));
    long updateMs = (System.nanoTime() - startNs) / 1_000_000;
    // TIMEOUT is the proof that the client gave up: waiting out the stalled node's 5 s would have read the record.
    // How long it took is printed, never bounded (a loaded machine adds its own delay).
    System.out.printf("stalled node: read gave up after %d ms, update after %d ms (as.totalTimeout=%d)%n", readMs,
        updateMs, totalTimeoutMs);
    assertEquals(Status.OK, db.read("t", onHealthy, null, new HashMap<>()), "the other nodes keep serving");
    assertEquals(2L, db.sharedClient().failures().counts().get("TIMEOUT"));
  }

  @Test
  void nodeStoppedAndRestartedMidRunGivesCountedErrorsThenRecovers() throws Exception {
    int threads = 4;
    List<AerospikeClient> dbs = new ArrayList<>();
    for (int t = 0; t < threads; t++) {
      dbs.add(open("as.totalTimeout", "500"));
    }
    int keys = 60;
    for (int i = 0; i < keys; i++) {
      assertEquals(Status.OK, dbs.get(0).insert("r", "user" + i, AerospikeClientContract.record("r" + i)));
    }
    Map<String, AtomicLong> statuses = new ConcurrentHashMap<>();
    AtomicBoolean running = new AtomicBoolean(true);
    ExecutorService pool = Executors.newFixedThreadPool(threads);
    List<Future<?>> workers = new ArrayList<>();
    for (AerospikeClient db : dbs) {
      workers.add(pool.submit(() -> {
        // Bounded in count as well as by the flag.
        for (int n = 0; n < 1_000_000 && running.get(); n++) {
          String key = "user" + (n * 7 % keys);
          Status s = n % 2 == 0 ? db.read("r", key, null, new HashMap<>())
              : db.update("r", key, AerospikeClientContract.one("field1", "u" + n));
          statuses.computeIfAbsent(s.getName(), k -> new AtomicLong()).incrementAndGet();
        }
      }));
    }
    try {
      // Each phase lasts until the workers did what it is for, however slowly a busy machine lets them run.
      awaitCount(() -> count(statuses, true), "an operation succeeded before the stop");
      standin.stopNode(1);
      awaitCount(() -> count(statuses, false), "an operation failed while the node was stopped");
      standin.startNode(1, true);
      long okBeforeRestart = count(statuses, true);
      awaitCount(() -> count(statuses, true) - okBeforeRestart, "an operation succeeded after the restart");
    } finally {
      stopWorkers(running, pool, workers);
    }
    Map<String, Long> seen = new TreeMap<>();
    statuses.forEach((k, v) -> seen.put(k, v.get()));
    long failed = seen.entrySet().stream().filter(e -> !e.getKey().equals("OK")).mapToLong(Map.Entry::getValue).sum();
    assertTrue(seen.getOrDefault("OK", 0L) > 0, seen.toString());
    assertTrue(failed > 0, "stopping a node must cost some operations: " + seen);
    // Every failure the threads saw is counted, by status, in the shared client's failure log.
    Map<String, Long> counted = dbs.get(0).sharedClient().failures().counts();
    Map<String, Long> failures = new TreeMap<>(seen);
    failures.remove("OK");
    assertEquals(failures, counted);

    // Recovery: within a bounded time every key is served again, by the restarted node too.
    long deadlineNs = System.nanoTime() + TimeUnit.SECONDS.toNanos(60);
    boolean allOk = false;
    while (!allOk && System.nanoTime() < deadlineNs) {
      allOk = true;
      for (int i = 0; i < keys && allOk; i++) {
        allOk = dbs.get(0).read("r", "user" + i, null, new HashMap<>()) == Status.OK;
      }
      if (!allOk) {
        Thread.sleep(100);
      }
    }
    assertTrue(allOk, "the cluster recovered after the restart");
  }

  /** @return the operations seen with status OK ({@code ok}) or any other status */
  private static long count(Map<String, AtomicLong> statuses, boolean ok) {
    return statuses.entrySet().stream().filter(e -> e.getKey().equals("OK") == ok)
        .mapToLong(e -> e.getValue().get()).sum();
  }

  /** Waits (60 s at most, else fails with {@code what}) until {@code count} is above 0. */
  private static void awaitCount(LongSupplier count, String what) throws InterruptedException {
    long deadline = System.nanoTime() + TimeUnit.SECONDS.toNanos(60);
    while (count.getAsLong() == 0) {
      assertTrue(System.nanoTime() < deadline, "not within 60 s: " + what);
      Thread.sleep(20);
    }
  }

  /** One operation of the replication test's workers: when it started and ended, its kind and its status. */
  private record Op(long startNs, long endNs, boolean write, String status, boolean verified) {
  }

  @Test
  void nodeStoppedMidRunWithReplicationFactorTwoCostsOnlyTheGapAndLosesNoData() throws Exception {
    standin.close();
    standin = AerospikeStandin.builder().nodes(3).namespace("ycsb").replicationFactor(2).start();
    int threads = 4;
    int keysPerThread = 20;
    List<AerospikeClient> dbs = new ArrayList<>();
    for (int t = 0; t < threads; t++) {
      dbs.add(open("as.totalTimeout", "500", "as.replica", "sequence"));
    }
    // Every write of a key writes the same values (YCSB's dataintegrity=true does the same), so a read verifies
    // whatever order the writes landed in.
    for (int t = 0; t < threads; t++) {
      for (int i = 0; i < keysPerThread; i++) {
        String key = "t" + t + "_user" + i;
        assertEquals(Status.OK, dbs.get(0).insert("rf2", key, AerospikeClientContract.record(key)));
      }
    }
    List<Op> ops = java.util.Collections.synchronizedList(new ArrayList<>());
    AtomicBoolean running = new AtomicBoolean(true);
    ExecutorService pool = Executors.newFixedThreadPool(threads);
    List<Future<?>> workers = new ArrayList<>();
    for (int t = 0; t < threads; t++) {
      AerospikeClient db = dbs.get(t);
      String prefix = "t" + t + "_user";
      workers.add(pool.submit(() -> {
        for (int n = 0; n < 1_000_000 && running.get(); n++) {
          String key = prefix + (n % keysPerThread);
          long start = System.nanoTime();
          if (n % 2 == 0) {
            Map<String, ByteIterator> result = new HashMap<>();
            Status s = db.read("rf2", key, null, result);
            ops.add(new Op(start, System.nanoTime(), false, s.getName(), s != Status.OK || matches(result, key)));
          } else {
            Status s = db.update("rf2", key, AerospikeClientContract.record(key));
            ops.add(new Op(start, System.nanoTime(), true, s.getName(), true));
          }
        }
      }));
    }
    long stoppedAt;
    long recoveredAt;
    String stopped = standin.nodeName(1);
    com.aerospike.client.AerospikeClient client =
        (com.aerospike.client.AerospikeClient) dbs.get(0).sharedClient().client();
    try {
      awaitCount(() -> ops.size(), "the workers ran an operation before the stop");
      stoppedAt = System.nanoTime();
      standin.stopNode(1);
      // The gap ends when the client's map no longer names the stopped node and the client dropped it.
      long deadline = System.nanoTime() + TimeUnit.SECONDS.toNanos(60);
      while (mapNames(client, stopped) || client.getNodes().length != 2) {
        assertTrue(System.nanoTime() < deadline, "the client's map still names the stopped node after 60 s");
        Thread.sleep(20);
      }
      recoveredAt = System.nanoTime();
      long after = recoveredAt;
      for (boolean write : new boolean[] {true, false}) {
        awaitCount(() -> {
          synchronized (ops) {
            return ops.stream().filter(op -> op.startNs() > after && op.write() == write && op.status().equals("OK"))
                .count();
          }
        }, (write ? "a write" : "a read") + " succeeded after the gap");
      }
    } finally {
      stopWorkers(running, pool, workers);
    }
    List<Op> all = new ArrayList<>(ops);
    Map<String, Long> failures = new TreeMap<>();
    for (Op op : all) {
      assertTrue(op.verified(), "a read returned other values than written");
      if (!op.status().equals("OK")) {
        // In the gap: in flight when the node stopped, or started before the client had the new map.
        assertTrue(op.endNs() >= stoppedAt && op.startNs() <= recoveredAt,
            "failure " + op.status() + " outside the gap between the stop and the client's new map");
        failures.merge(op.status(), 1L, Long::sum);
      }
    }
    assertTrue(all.stream().anyMatch(op -> op.startNs() > recoveredAt && op.write() && op.status().equals("OK")),
        "writes succeed after the gap");
    assertTrue(all.stream().anyMatch(op -> op.startNs() > recoveredAt && !op.write() && op.status().equals("OK")),
        "reads succeed after the gap");
    assertEquals(failures, dbs.get(0).sharedClient().failures().counts(), "every failure is counted");

    // No acknowledged write was lost, before the restart (replicas) and after it (the node comes back empty and
    // gets its partitions back from the replicas).
    verifyAll(dbs.get(0), threads, keysPerThread);
    standin.startNode(1, false);
    long deadline = System.nanoTime() + TimeUnit.SECONDS.toNanos(60);
    while (client.getNodes().length != 3 || !mapNames(client, stopped)) {
      assertTrue(System.nanoTime() < deadline, "the restarted node did not rejoin within 60 s");
      Thread.sleep(20);
    }
    verifyAll(dbs.get(0), threads, keysPerThread);
  }

  /** Ends the workers (bounded: 30 s) and rethrows what any of them threw. */
  private static void stopWorkers(AtomicBoolean running, ExecutorService pool, List<Future<?>> workers)
      throws Exception {
    running.set(false);
    pool.shutdown();
    assertTrue(pool.awaitTermination(30, TimeUnit.SECONDS), "worker threads ended");
    for (Future<?> w : workers) {
      w.get();
    }
  }

  /** @return whether the client's partition map names node {@code name} for any copy of any partition */
  private static boolean mapNames(com.aerospike.client.AerospikeClient client, String name) {
    com.aerospike.client.cluster.Partitions map = client.getCluster().partitionMap.get("ycsb");
    if (map == null) {
      return false;
    }
    for (java.util.concurrent.atomic.AtomicReferenceArray<com.aerospike.client.cluster.Node> copy : map.replicas) {
      for (int p = 0; p < copy.length(); p++) {
        com.aerospike.client.cluster.Node n = copy.get(p);
        if (n != null && n.getName().equals(name)) {
          return true;
        }
      }
    }
    return false;
  }

  private static boolean matches(Map<String, ByteIterator> result, String key) {
    Map<String, ByteIterator> expected = AerospikeClientContract.record(key);
    if (!result.keySet().equals(expected.keySet())) {
      return false;
    }
    for (Map.Entry<String, ByteIterator> e : expected.entrySet()) {
      if (!java.util.Arrays.equals(e.getValue().toArray(), result.get(e.getKey()).toArray())) {
        return false;
      }
    }
    return true;
  }

  private static void verifyAll(AerospikeClient db, int threads, int keysPerThread) {
    for (int t = 0; t < threads; t++) {
      for (int i = 0; i < keysPerThread; i++) {
        String key = "t" + t + "_user" + i;
        Map<String, ByteIterator> result = new HashMap<>();
        assertEquals(Status.OK, db.read("rf2", key, null, result), key);
        assertTrue(matches(result, key), key);
      }
    }
  }
}
