/*
 * Copyright (c) 2026 ycsb-ext contributors.
 * Licensed under the Apache License, Version 2.0 (http://www.apache.org/licenses/LICENSE-2.0).
 */
package site.ycsb.ext.standin;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertInstanceOf;
import static org.junit.jupiter.api.Assertions.assertNotNull;
import static org.junit.jupiter.api.Assertions.assertNull;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.time.Duration;
import java.util.List;

import com.aerospike.client.AerospikeClient;
import com.aerospike.client.AerospikeException;
import com.aerospike.client.Bin;
import com.aerospike.client.Key;
import com.aerospike.client.Record;
import com.aerospike.client.ResultCode;
import com.aerospike.client.policy.Policy;

import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;

/** Each injected fault as the official client observes it, and node stop/restart. */
class FaultInjectionTest {
  /** Longest wait for the client to notice a restarted node (its tend interval is 250 ms). */
  private static final long RECOVERY_NS = 10_000_000_000L;

  private AerospikeStandin standin;
  private AerospikeClient client;

  @BeforeEach
  void start() {
    standin = AerospikeStandin.builder().nodes(3).namespace("ycsb").start();
    client = Clients.connect(standin);
  }

  @AfterEach
  void stop() {
    client.close();
    standin.close();
  }

  /** @return a key whose partition node {@code node} masters */
  private Key keyOn(int node, int salt) {
    for (int i = 0; i < 10_000; i++) {
      Key k = new Key("ycsb", "f", "k" + salt + "_" + i);
      if (standin.nodeOf(k.digest) == node) {
        return k;
      }
    }
    throw new IllegalStateException("no key found for node " + node);
  }

  @Test
  void delayLongerThanTheSocketTimeoutIsAClientTimeout() {
    Key key = keyOn(0, 1);
    client.put(null, key, new Bin("a", 1));
    // Far longer than the 100 ms timeout, so that the answer cannot arrive first on a loaded machine (the held
    // connection thread is interrupted when the stand-in closes).
    standin.inject(Fault.delay(Duration.ofSeconds(5)).times(1));
    Policy p = new Policy(client.getReadPolicyDefault());
    p.socketTimeout = 100;
    p.totalTimeout = 100;
    p.maxRetries = 0;
    AerospikeException e = assertThrows(AerospikeException.class, () -> client.get(p, key));
    assertInstanceOf(AerospikeException.Timeout.class, e);
    assertEquals(ResultCode.TIMEOUT, e.getResultCode());
    // The fault was used up: the next command is answered normally.
    assertEquals(1L, client.get(null, key).getLong("a"));
  }

  @Test
  void delayShorterThanTheTimeoutOnlySlowsTheAnswer() {
    Key key = keyOn(1, 2);
    client.put(null, key, new Bin("a", 1));
    standin.inject(Fault.delay(Duration.ofMillis(150)));
    long start = System.nanoTime();
    assertEquals(1L, client.get(null, key).getLong("a"));
    assertTrue(System.nanoTime() - start >= 150_000_000L);
  }

  @Test
  void injectedResultCodeReachesTheClientAndNothingIsExecuted() {
    Key key = keyOn(0, 3);
    standin.inject(Fault.resultCode(Wire.KEY_BUSY).times(2));
    AerospikeException e = assertThrows(AerospikeException.class, () -> client.put(null, key, new Bin("a", 1)));
    assertEquals(ResultCode.KEY_BUSY, e.getResultCode());
    AerospikeException e2 = assertThrows(AerospikeException.class, () -> client.get(null, key));
    assertEquals(ResultCode.KEY_BUSY, e2.getResultCode());
    assertNull(client.get(null, key));
    List<RecordedRequest> rqs = standin.requests();
    assertEquals(Wire.KEY_BUSY, rqs.get(0).resultCode());
    assertEquals(RecordedRequest.Kind.WRITE, rqs.get(0).kind());
  }

  @Test
  void faultOnOneNodeLeavesTheOthersAlone() {
    Key on1 = keyOn(1, 4);
    Key on2 = keyOn(2, 4);
    standin.inject(Fault.resultCode(Wire.DEVICE_OVERLOAD).onNode(1));
    AerospikeException e = assertThrows(AerospikeException.class, () -> client.put(null, on1, new Bin("a", 1)));
    assertEquals(ResultCode.DEVICE_OVERLOAD, e.getResultCode());
    client.put(null, on2, new Bin("a", 2));
    standin.clearFaults();
    client.put(null, on1, new Bin("a", 1));
    assertEquals(1L, client.get(null, on1).getLong("a"));
  }

  @Test
  void droppedConnectionIsAConnectionErrorForTheClient() {
    Key key = keyOn(2, 5);
    client.put(null, key, new Bin("a", 1));
    standin.inject(Fault.dropConnection().times(1));
    AerospikeException e = assertThrows(AerospikeException.class, () -> client.get(null, key));
    assertInstanceOf(AerospikeException.Connection.class, e, e.toString());
    assertEquals(-1, standin.requests().get(standin.requests().size() - 1).resultCode());
    assertEquals(1L, client.get(null, key).getLong("a"));
  }

  @Test
  void resultCodeFaultFailsABatchAsAWhole() {
    Key[] keys = {keyOn(0, 6), keyOn(0, 7), keyOn(0, 8)};
    for (Key k : keys) {
      client.put(null, k, new Bin("a", 1));
    }
    standin.inject(Fault.resultCode(Wire.SERVER_MEM_ERROR).onNode(0).times(1));
    AerospikeException e = assertThrows(AerospikeException.class, () -> client.get(null, keys));
    // The client wraps a node's batch failure: the server's code is the cause's.
    assertInstanceOf(AerospikeException.BatchRecords.class, e);
    assertEquals(ResultCode.SERVER_MEM_ERROR, ((AerospikeException) e.getCause()).getResultCode());
    assertEquals(3, client.get(null, keys).length);
  }

  @Test
  void stoppedNodeFailsItsKeysAndTheClientRecoversAfterARestartKeepingData() throws InterruptedException {
    Key on1 = keyOn(1, 9);
    Key on0 = keyOn(0, 9);
    client.put(null, on1, new Bin("a", 1));
    client.put(null, on0, new Bin("a", 0));
    standin.stopNode(1);
    assertThrows(AerospikeException.class, () -> client.get(null, on1));
    // Keys of the running nodes are served throughout.
    assertEquals(0L, client.get(null, on0).getLong("a"));
    standin.startNode(1, true);
    Record r = awaitRead(on1);
    assertNotNull(r);
    assertEquals(1L, r.getLong("a"));
    assertEquals(3, client.getNodes().length);
  }

  @Test
  void nodeRestartedWithoutDataComesBackEmptyForItsPartitionsOnly() throws InterruptedException {
    Key on2 = keyOn(2, 10);
    Key on0 = keyOn(0, 10);
    client.put(null, on2, new Bin("a", 2));
    client.put(null, on0, new Bin("a", 0));
    standin.stopNode(2);
    standin.startNode(2, false);
    assertNull(awaitRead(on2), "node 2 came back without its records");
    assertEquals(0L, client.get(null, on0).getLong("a"));
  }

  /** @return the record (null when missing) once the client reads without error, within 10 s */
  private Record awaitRead(Key key) throws InterruptedException {
    long deadline = System.nanoTime() + RECOVERY_NS;
    AerospikeException last = null;
    while (System.nanoTime() < deadline) {
      try {
        return client.get(null, key);
      } catch (AerospikeException e) {
        last = e;
        Thread.sleep(50);
      }
    }
    throw new AssertionError("client did not recover within 10 s", last);
  }

  @Test
  void nonLoopbackAddressesAreRefused() {
    IllegalArgumentException e = assertThrows(IllegalArgumentException.class,
        () -> AerospikeStandin.builder().addresses("127.0.0.1", "192.0.2.1"));
    assertEquals("Invalid address '192.0.2.1': the stand-in binds IPv4 loopback addresses only (127.0.0.0/8)",
        e.getMessage());
    assertThrows(IllegalArgumentException.class, () -> AerospikeStandin.builder().addresses("::1"));
  }
}
