/*
 * Copyright (c) 2026 ycsb-ext contributors.
 * Licensed under the Apache License, Version 2.0 (http://www.apache.org/licenses/LICENSE-2.0).
 */
package site.ycsb.ext.standin;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNotEquals;
import static org.junit.jupiter.api.Assertions.assertNotNull;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.time.Duration;
import java.util.Set;
import java.util.TreeSet;
import java.util.function.BooleanSupplier;

import com.aerospike.client.AerospikeClient;
import com.aerospike.client.AerospikeException;
import com.aerospike.client.Bin;
import com.aerospike.client.Key;
import com.aerospike.client.Record;
import com.aerospike.client.cluster.Node;
import com.aerospike.client.cluster.Partition;
import com.aerospike.client.cluster.Partitions;
import com.aerospike.client.policy.ClientPolicy;
import com.aerospike.client.policy.CommitLevel;
import com.aerospike.client.policy.Policy;
import com.aerospike.client.policy.Replica;
import com.aerospike.client.policy.WritePolicy;

import org.junit.jupiter.api.Test;

/**
 * Replication factor 2 on a three-node stand-in, seen through the official client's partition map: master
 * and replica on different nodes, a stopped node's partitions served by their replicas after the next tend,
 * and a restarted node taking its partitions back.
 */
class ReplicationTest {
  private static final int NODES = 3;

  private static AerospikeStandin start() {
    return AerospikeStandin.builder().nodes(NODES).replicationFactor(2).start();
  }

  private static ClientPolicy policy() {
    ClientPolicy p = Clients.policy();
    p.readPolicyDefault.replica = Replica.SEQUENCE;
    p.writePolicyDefault.replica = Replica.SEQUENCE;
    return p;
  }

  /** Waits (bounded: 60 s, generous for a busy machine) until {@code done} holds; returns whether it did. */
  private static boolean await(BooleanSupplier done) throws InterruptedException {
    long deadline = System.nanoTime() + 60_000_000_000L;
    while (!done.getAsBoolean()) {
      if (System.nanoTime() > deadline) {
        return false;
      }
      Thread.sleep(50);
    }
    return true;
  }

  private static Node mapped(AerospikeClient client, int copy, int partition) {
    Partitions map = client.getCluster().partitionMap.get("ycsb");
    return map == null || copy >= map.replicas.length ? null : map.replicas[copy].get(partition);
  }

  private static boolean served(AerospikeClient client, Key key, int expected) {
    try {
      client.put(null, key, new Bin("v", expected + 1));
      Record r = client.get(null, key);
      return r != null && r.getInt("v") == expected + 1;
    } catch (AerospikeException e) {
      return false;
    }
  }

  @Test
  void everyPartitionHasAMasterAndAReplicaOnAnotherNode() throws InterruptedException {
    try (AerospikeStandin standin = start(); AerospikeClient client = new AerospikeClient(policy(),
        standin.address(0), standin.port())) {
      assertTrue(await(() -> mapped(client, 1, Node.PARTITIONS - 1) != null), "the map has a replica column");
      assertEquals(2, client.getCluster().partitionMap.get("ycsb").replicas.length);
      for (int p = 0; p < Node.PARTITIONS; p++) {
        Node master = mapped(client, 0, p);
        Node replica = mapped(client, 1, p);
        assertNotNull(master, "master of " + p);
        assertNotNull(replica, "replica of " + p);
        assertNotEquals(master, replica, "partition " + p);
      }
      Key key = new Key("ycsb", "s", "k");
      assertEquals(standin.nodeName(standin.nodeOf(key.digest)), mapped(client, 0, Partition.getPartitionId(key.digest))
          .getName());
      assertEquals(standin.nodeName(standin.replicaNodeOf(key.digest)),
          mapped(client, 1, Partition.getPartitionId(key.digest)).getName());
    }
  }

  @Test
  void replicaPoliciesRouteReadsToTheMasterOrAlsoToTheReplica() throws InterruptedException {
    try (AerospikeStandin standin = start(); AerospikeClient client = new AerospikeClient(policy(),
        standin.address(0), standin.port())) {
      assertTrue(await(() -> mapped(client, 1, Node.PARTITIONS - 1) != null), "the map has a replica column");
      Key key = new Key("ycsb", "s", "k");
      client.put(null, key, new Bin("v", 1));
      Set<Integer> master = readersOf(standin, client, key, Replica.MASTER);
      assertEquals(Set.of(standin.nodeOf(key.digest)), master);
      Set<Integer> any = readersOf(standin, client, key, Replica.MASTER_PROLES);
      assertEquals(Set.of(standin.nodeOf(key.digest), standin.replicaNodeOf(key.digest)), any,
          "MASTER_PROLES spreads reads over master and replica");
    }
  }

  /** @return the nodes that served 20 reads of {@code key} under {@code replica} */
  private static Set<Integer> readersOf(AerospikeStandin standin, AerospikeClient client, Key key, Replica replica) {
    Policy p = new Policy(client.getReadPolicyDefault());
    p.replica = replica;
    standin.clearRequests();
    for (int i = 0; i < 20; i++) {
      assertNotNull(client.get(p, key));
    }
    Set<Integer> nodes = new TreeSet<>();
    for (RecordedRequest r : standin.requests()) {
      nodes.add(r.node());
    }
    return nodes;
  }

  @Test
  void stoppedMastersPartitionsAreServedByTheReplicaAndTheRestartedNodeTakesThemBack() throws InterruptedException {
    try (AerospikeStandin standin = start(); AerospikeClient client = new AerospikeClient(policy(),
        standin.address(0), standin.port())) {
      Key key = new Key("ycsb", "s", "k");
      int partition = Partition.getPartitionId(key.digest);
      int master = standin.nodeOf(key.digest);
      int replica = standin.replicaNodeOf(key.digest);
      WritePolicy all = new WritePolicy(client.getWritePolicyDefault());
      all.commitLevel = CommitLevel.COMMIT_ALL;
      client.put(all, key, new Bin("v", 1), new Bin("kept", "yes"));
      // Records of other partitions, to check afterwards that no acknowledged write was lost.
      for (int i = 0; i < 200; i++) {
        client.put(all, new Key("ycsb", "s", i), new Bin("i", i));
      }

      standin.stopNode(master);
      assertEquals(replica, standin.nodeOf(key.digest), "the replica became master");
      assertTrue(await(() -> standin.nodeName(replica).equals(nameOf(mapped(client, 0, partition)))),
          "the client's map moved the partition to the former replica after a tend");
      assertTrue(await(() -> served(client, key, 1)), "reads and writes of the stopped node's keys succeed again");
      assertEquals("yes", client.get(null, key).getString("kept"), "the replica had the record");
      assertTrue(await(() -> client.getNodes().length == NODES - 1), "the client dropped the stopped node");
      for (int i = 0; i < 200; i++) {
        assertEquals(i, client.get(null, new Key("ycsb", "s", i)).getInt("i"), "record " + i);
      }

      standin.startNode(master, false);
      assertEquals(master, standin.nodeOf(key.digest));
      assertTrue(await(() -> client.getNodes().length == NODES), "the restarted node rejoined");
      assertTrue(await(() -> standin.nodeName(master).equals(nameOf(mapped(client, 0, partition)))),
          "the restarted node masters its partitions again");
      assertEquals("yes", client.get(null, key).getString("kept"),
          "a node restarted empty gets its records back from the replicas");
    }
  }

  /**
   * Writes {@code v=2} over {@code v=1} with {@code level} while replica writes take {@code delay}, stops the
   * key's master right after the answer, and returns what the former replica serves once the client follows.
   */
  private static int valueAfterMasterStops(CommitLevel level, Duration delay) throws InterruptedException {
    try (AerospikeStandin standin = start(); AerospikeClient client = new AerospikeClient(policy(),
        standin.address(0), standin.port())) {
      Key key = new Key("ycsb", "s", "k");
      client.put(null, key, new Bin("v", 1));
      standin.replicationDelay(delay);
      WritePolicy p = new WritePolicy(client.getWritePolicyDefault());
      p.commitLevel = level;
      client.put(p, key, new Bin("v", 2));
      int master = standin.nodeOf(key.digest);
      int replica = standin.replicaNodeOf(key.digest);
      standin.stopNode(master);
      int partition = Partition.getPartitionId(key.digest);
      assertTrue(await(() -> standin.nodeName(replica).equals(nameOf(mapped(client, 0, partition)))));
      Record r = client.get(null, key);
      return r.getInt("v");
    }
  }

  @Test
  void commitAllAnswersAfterTheReplicaWriteSoItSurvivesTheMaster() throws InterruptedException {
    assertEquals(2, valueAfterMasterStops(CommitLevel.COMMIT_ALL, Duration.ofMillis(300)));
  }

  @Test
  void commitMasterAnswersBeforeTheReplicaWriteSoAStoppedMasterLosesIt() throws InterruptedException {
    assertEquals(1, valueAfterMasterStops(CommitLevel.COMMIT_MASTER, Duration.ofSeconds(30)),
        "the replica write had not left when the master stopped");
  }

  @Test
  void commitMasterWritesReachTheReplicaAfterTheAnswer() throws InterruptedException {
    try (AerospikeStandin standin = start(); AerospikeClient client = new AerospikeClient(policy(),
        standin.address(0), standin.port())) {
      Key key = new Key("ycsb", "s", "k");
      WritePolicy p = new WritePolicy(client.getWritePolicyDefault());
      p.commitLevel = CommitLevel.COMMIT_MASTER;
      client.put(p, key, new Bin("v", 3));
      Policy fromReplica = new Policy(client.getReadPolicyDefault());
      fromReplica.replica = Replica.MASTER_PROLES;
      // Reads alternate between master and replica: once both answer 3, the replica has the write.
      assertTrue(await(() -> {
        for (int i = 0; i < 4; i++) {
          Record r = client.get(fromReplica, key);
          if (r == null || r.getInt("v") != 3) {
            return false;
          }
        }
        return true;
      }));
    }
  }

  private static String nameOf(Node node) {
    return node == null ? null : node.getName();
  }

  @Test
  void replicationFactorOneKeepsAStoppedNodesPartitionsUnreachable() throws InterruptedException {
    try (AerospikeStandin standin = AerospikeStandin.builder().nodes(NODES).start();
        AerospikeClient client = new AerospikeClient(policy(), standin.address(0), standin.port())) {
      Key key = new Key("ycsb", "s", "k");
      client.put(null, key, new Bin("v", 1));
      int master = standin.nodeOf(key.digest);
      standin.stopNode(master);
      assertEquals(master, standin.nodeOf(key.digest));
      Thread.sleep(600); // two tends of 250 ms: the map must not have moved
      assertTrue(!served(client, key, 1), "no replica serves the key");
      assertEquals(1, client.getCluster().partitionMap.get("ycsb").replicas.length);
    }
  }
}
