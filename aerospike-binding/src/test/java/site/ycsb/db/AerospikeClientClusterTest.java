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

import com.aerospike.client.Key;

import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;

import site.ycsb.ByteIterator;
import site.ycsb.DBException;
import site.ycsb.Status;
import site.ycsb.ext.aerospike.AerospikeStatus;
import site.ycsb.ext.standin.AerospikeStandin;
import site.ycsb.ext.standin.Fault;
import site.ycsb.ext.standin.RecordedRequest;

/**
 * The binding against a 3-node stand-in (127.0.0.1-3): multi-host seeds, a stalled node, a node stopped and
 * restarted while threads run. Every wait is bounded.
 */
class AerospikeClientClusterTest {
  /** Slack over {@code as.totalTimeout} for a timed-out command to return (scheduling, connection close). */
  private static final long TIMEOUT_MARGIN_MS = 1500;

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
    for (int i = 0; i < keyValues.length; i += 2) {
      props.setProperty(keyValues[i], keyValues[i + 1]);
    }
    AerospikeClient db = new AerospikeClient();
    db.setProperties(props);
    db.init();
    open.add(db);
    return db;
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
    // A bound against hanging, not a speed goal: the client must give up at its total timeout.
    assertTrue(readMs < totalTimeoutMs + TIMEOUT_MARGIN_MS, "read took " + readMs + " ms");
    assertTrue(updateMs < totalTimeoutMs + TIMEOUT_MARGIN_MS, "update took " + updateMs + " ms");
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
      Thread.sleep(300);
      standin.stopNode(1);
      Thread.sleep(1000);
      standin.startNode(1, true);
      Thread.sleep(300);
    } finally {
      running.set(false);
      pool.shutdown();
      assertTrue(pool.awaitTermination(30, TimeUnit.SECONDS), "worker threads ended");
    }
    for (Future<?> w : workers) {
      w.get();
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
    long deadlineNs = System.nanoTime() + TimeUnit.SECONDS.toNanos(15);
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
}
