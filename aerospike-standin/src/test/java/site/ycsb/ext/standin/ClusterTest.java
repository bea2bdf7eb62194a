/*
 * Copyright (c) 2026 ycsb-ext contributors.
 * Licensed under the Apache License, Version 2.0 (http://www.apache.org/licenses/LICENSE-2.0).
 */
package site.ycsb.ext.standin;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertNotNull;
import static org.junit.jupiter.api.Assertions.assertNull;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.ArrayList;
import java.util.HashMap;
import java.util.HashSet;
import java.util.List;
import java.util.Map;
import java.util.Set;
import java.util.TreeSet;
import java.util.concurrent.ConcurrentHashMap;

import com.aerospike.client.AerospikeClient;
import com.aerospike.client.BatchRead;
import com.aerospike.client.Bin;
import com.aerospike.client.Key;
import com.aerospike.client.Record;
import com.aerospike.client.cluster.Node;
import com.aerospike.client.policy.QueryPolicy;
import com.aerospike.client.policy.ScanPolicy;
import com.aerospike.client.query.PartitionFilter;
import com.aerospike.client.query.RecordSet;
import com.aerospike.client.query.Statement;

import org.junit.jupiter.api.AfterAll;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;

/**
 * A 3-node stand-in on 127.0.0.1-3 driven by one client seeded with node 0: discovery, partition ownership,
 * batch reads and partition scans.
 */
class ClusterTest {
  private static final int RECORDS = 600;
  private static AerospikeStandin standin;
  private static AerospikeClient client;

  @BeforeAll
  static void start() {
    standin = AerospikeStandin.builder().nodes(3).namespace("ycsb").start();
    client = Clients.connect(standin);
    for (int i = 0; i < RECORDS; i++) {
      client.put(null, key("scan", i), new Bin("i", i), new Bin("s", "v" + i));
    }
    for (int i = 0; i < 50; i++) {
      client.put(null, key("other", i), new Bin("i", i));
    }
  }

  @AfterAll
  static void stop() {
    client.close();
    standin.close();
  }

  private static Key key(String set, int i) {
    return new Key("ycsb", set, "k" + i);
  }

  @Test
  void clientSeededWithOneNodeDiscoversAllThree() {
    Node[] nodes = client.getNodes();
    assertEquals(3, nodes.length);
    Set<String> names = new HashSet<>();
    Set<String> addresses = new HashSet<>();
    for (Node n : nodes) {
      names.add(n.getName());
      addresses.add(n.getHost().name);
    }
    assertEquals(Set.of(standin.nodeName(0), standin.nodeName(1), standin.nodeName(2)), names);
    assertEquals(Set.of("127.0.0.1", "127.0.0.2", "127.0.0.3"), addresses);
  }

  @Test
  void rackAwareClientReadsItsRacksAndServesCommands() {
    com.aerospike.client.policy.ClientPolicy p = Clients.policy();
    p.rackAware = true;
    p.rackId = 0;
    p.readPolicyDefault.replica = com.aerospike.client.policy.Replica.PREFER_RACK;
    try (AerospikeClient rackAware = Clients.connect(standin, p)) {
      assertEquals(3, rackAware.getNodes().length);
      for (Node n : rackAware.getNodes()) {
        assertTrue(n.hasRack("ycsb", 0), n.getName());
      }
      assertEquals(7, rackAware.get(null, key("scan", 7)).getInt("i"));
    }
  }

  @Test
  void eachCommandReachesTheNodeOwningTheKeysPartition() {
    standin.clearRequests();
    int[] perNode = new int[3];
    for (int i = 0; i < 60; i++) {
      Key k = key("scan", i);
      assertNotNull(client.get(null, k));
      perNode[standin.nodeOf(k.digest)]++;
    }
    List<RecordedRequest> rqs = standin.requests();
    assertEquals(60, rqs.size());
    for (int i = 0; i < 60; i++) {
      RecordedRequest rq = rqs.get(i);
      assertEquals(SingleRecordCommandsTest.toHex(key("scan", i).digest), rq.digest());
      assertEquals(standin.nodeOf(key("scan", i).digest), rq.node());
    }
    for (int n : perNode) {
      assertTrue(n > 0, "every node owns some keys");
    }
  }

  @Test
  void batchGetReturnsRecordsInKeyOrderAndNullForMissingKeys() {
    Key[] keys = new Key[40];
    for (int i = 0; i < keys.length; i++) {
      keys[i] = i % 4 == 3 ? key("missing", i) : key("scan", i);
    }
    Record[] got = client.get(null, keys);
    for (int i = 0; i < keys.length; i++) {
      if (i % 4 == 3) {
        assertNull(got[i], "key " + i);
      } else {
        assertEquals(i, got[i].getInt("i"));
        assertEquals("v" + i, got[i].getString("s"));
      }
    }
    boolean[] exists = client.exists(null, keys);
    for (int i = 0; i < keys.length; i++) {
      assertEquals(i % 4 != 3, exists[i], "key " + i);
    }
  }

  @Test
  void batchGetOfSelectedBinsAndBatchReadList() {
    standin.clearRequests();
    Key[] keys = {key("scan", 1), key("scan", 2), key("scan", 3), key("scan", 4), key("scan", 5), key("scan", 6)};
    Record[] got = client.get(null, keys, "s");
    for (int i = 0; i < keys.length; i++) {
      assertEquals(Map.of("s", "v" + (i + 1)), got[i].bins);
    }
    List<RecordedRequest> items = standin.requests();
    assertTrue(items.stream().anyMatch(r -> r.kind() == RecordedRequest.Kind.BATCH_READ));
    for (RecordedRequest r : items) {
      assertEquals(List.of("s"), r.binNames());
    }
    List<BatchRead> reads = new ArrayList<>();
    reads.add(new BatchRead(key("scan", 7), true));
    reads.add(new BatchRead(key("scan", 8), new String[] {"i"}));
    reads.add(new BatchRead(key("missing", 9), true));
    reads.add(new BatchRead(key("scan", 10), false));
    client.get(null, reads);
    assertEquals("v7", reads.get(0).record.getString("s"));
    assertEquals(Map.of("i", 8L), reads.get(1).record.bins);
    assertNull(reads.get(2).record);
    assertNotNull(reads.get(3).record);
    assertNull(reads.get(3).record.bins);
  }

  @Test
  void scanAllReturnsEveryRecordOfTheSetExactlyOnce() {
    Map<Integer, Integer> seen = new ConcurrentHashMap<>();
    ScanPolicy p = new ScanPolicy(client.getScanPolicyDefault());
    client.scanAll(p, "ycsb", "scan", (key, record) -> seen.merge(record.getInt("i"), 1, Integer::sum));
    assertEquals(RECORDS, seen.size());
    assertTrue(seen.values().stream().allMatch(c -> c == 1), "no record twice");
  }

  @Test
  void scanOfTheWholeNamespaceIncludesEverySet() {
    Set<String> sets = ConcurrentHashMap.newKeySet();
    int[] count = new int[1];
    client.scanAll(null, "ycsb", null, (key, record) -> {
      sets.add(key.setName);
      synchronized (count) {
        count[0]++;
      }
    });
    assertTrue(sets.containsAll(Set.of("scan", "other")));
    assertTrue(count[0] >= RECORDS + 50);
  }

  @Test
  void scanPartitionsOfARangeReturnsOnlyThosePartitionsRecords() {
    Set<Integer> expected = new TreeSet<>();
    for (int i = 0; i < RECORDS; i++) {
      int pid = Wire.partitionOf(key("scan", i).digest, 0);
      if (pid >= 1000 && pid < 2000) {
        expected.add(i);
      }
    }
    Set<Integer> seen = new TreeSet<>();
    client.scanPartitions(null, PartitionFilter.range(1000, 1000), "ycsb", "scan",
        (key, record) -> {
          synchronized (seen) {
            assertTrue(seen.add(record.getInt("i")), "duplicate");
          }
        });
    assertEquals(expected, seen);
  }

  @Test
  void pagedPartitionScanResumesAfterTheLastDigestWithoutDuplicates() {
    PartitionFilter filter = PartitionFilter.all();
    ScanPolicy p = new ScanPolicy(client.getScanPolicyDefault());
    p.maxRecords = 100;
    Map<Integer, Integer> seen = new HashMap<>();
    int pages = 0;
    while (!filter.isDone() && pages < 50) {
      client.scanPartitions(p, filter, "ycsb", "scan", (key, record) -> {
        synchronized (seen) {
          seen.merge(record.getInt("i"), 1, Integer::sum);
        }
      });
      pages++;
    }
    assertTrue(filter.isDone());
    assertTrue(pages >= 6, "pages " + pages);
    assertEquals(RECORDS, seen.size());
    assertTrue(seen.values().stream().allMatch(c -> c == 1), "no record twice");
  }

  @Test
  void queryWithoutFilterReturnsEveryRecordOnceWithSelectedBins() {
    Statement st = new Statement();
    st.setNamespace("ycsb");
    st.setSetName("scan");
    st.setBinNames("s");
    Map<String, Integer> seen = new HashMap<>();
    try (RecordSet rs = client.queryPartitions(new QueryPolicy(client.getQueryPolicyDefault()), st,
        PartitionFilter.all())) {
      while (rs.next()) {
        assertFalse(rs.getRecord().bins.containsKey("i"));
        seen.merge(rs.getRecord().getString("s"), 1, Integer::sum);
      }
    }
    assertEquals(RECORDS, seen.size());
    assertTrue(seen.values().stream().allMatch(c -> c == 1));
  }

  @Test
  void scanReturnsStoredUserKeysWhenSent() {
    com.aerospike.client.policy.WritePolicy w = new com.aerospike.client.policy.WritePolicy();
    w.sendKey = true;
    for (int i = 0; i < 10; i++) {
      client.put(w, new Key("ycsb", "keyed", "user" + i), new Bin("i", i));
    }
    Set<String> keys = ConcurrentHashMap.newKeySet();
    client.scanAll(null, "ycsb", "keyed", (key, record) -> keys.add(key.userKey.toString()));
    Set<String> expected = new HashSet<>();
    for (int i = 0; i < 10; i++) {
      expected.add("user" + i);
    }
    assertEquals(expected, keys);
  }
}
