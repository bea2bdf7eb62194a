/*
 * Copyright (c) 2026 ycsb-ext contributors.
 * Licensed under the Apache License, Version 2.0 (http://www.apache.org/licenses/LICENSE-2.0).
 */
package site.ycsb.ext.standin;

import static org.junit.jupiter.api.Assertions.assertArrayEquals;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertNotNull;
import static org.junit.jupiter.api.Assertions.assertNull;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;
import static site.ycsb.ext.standin.TtlAssertions.assertTtlLeft;

import java.util.List;
import java.util.Map;

import com.aerospike.client.AerospikeClient;
import com.aerospike.client.AerospikeException;
import com.aerospike.client.Bin;
import com.aerospike.client.Key;
import com.aerospike.client.Operation;
import com.aerospike.client.Record;
import com.aerospike.client.ResultCode;
import com.aerospike.client.Value;
import com.aerospike.client.policy.CommitLevel;
import com.aerospike.client.policy.GenerationPolicy;
import com.aerospike.client.policy.Policy;
import com.aerospike.client.policy.RecordExistsAction;
import com.aerospike.client.policy.WritePolicy;

import org.junit.jupiter.api.AfterAll;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;

/**
 * Single-record commands through the official client over TCP against a one-node stand-in: Enterprise with an
 * nsup period, so every policy (durable delete, TTLs) is served. The Community refusals are in
 * {@link EditionRulesTest}.
 */
class SingleRecordCommandsTest {
  private static AerospikeStandin standin;
  private static AerospikeClient client;
  private static int keys;

  @BeforeAll
  static void start() {
    standin = AerospikeStandin.builder().namespace("ycsb").edition(Edition.ENTERPRISE)
        .nsupPeriod(java.time.Duration.ofSeconds(1)).start();
    client = Clients.connect(standin);
  }

  @AfterAll
  static void stop() {
    client.close();
    standin.close();
  }

  @BeforeEach
  void clear() {
    standin.clearRequests();
  }

  private static Key freshKey() {
    return new Key("ycsb", "usertable", "user" + (++keys));
  }

  private static WritePolicy write(RecordExistsAction action) {
    WritePolicy p = new WritePolicy(client.getWritePolicyDefault());
    p.recordExistsAction = action;
    return p;
  }

  @Test
  void putThenGetReturnsEveryBinAndGenerationOne() {
    Key key = freshKey();
    client.put(null, key, new Bin("a", "x"), new Bin("b", 42), new Bin("c", new byte[] {1, 2, 3}), new Bin("d", 1.5));
    Record r = client.get(null, key);
    assertNotNull(r);
    assertEquals("x", r.getString("a"));
    assertEquals(42, r.getLong("b"));
    assertArrayEquals(new byte[] {1, 2, 3}, (byte[]) r.getValue("c"));
    assertEquals(1.5, r.getDouble("d"));
    assertEquals(1, r.generation);
  }

  @Test
  void getOfMissingKeyReturnsNull() {
    assertNull(client.get(null, freshKey()));
  }

  @Test
  void getOfSelectedBinsReturnsOnlyThoseBins() {
    Key key = freshKey();
    client.put(null, key, new Bin("a", 1), new Bin("b", 2), new Bin("c", 3));
    Record r = client.get(null, key, "a", "c");
    assertEquals(Map.of("a", 1L, "c", 3L), r.bins);
    RecordedRequest rq = standin.requests().get(1);
    assertEquals(List.of("a", "c"), rq.binNames());
    assertFalse(rq.readAllBins());
  }

  @Test
  void existsAndGetHeaderSendNoBinDataAndReportTheRecord() {
    Key key = freshKey();
    assertFalse(client.exists(null, key));
    client.put(null, key, new Bin("a", 1));
    assertTrue(client.exists(null, key));
    Record header = client.getHeader(null, key);
    assertEquals(1, header.generation);
    assertNull(header.bins);
    List<RecordedRequest> rqs = standin.requests();
    assertTrue(rqs.get(0).headerOnly());
    assertTrue(rqs.get(2).headerOnly());
  }

  @Test
  void updateMergesBinsAndIncrementsGeneration() {
    Key key = freshKey();
    client.put(null, key, new Bin("a", 1), new Bin("b", 2));
    client.put(write(RecordExistsAction.UPDATE), key, new Bin("b", 3));
    Record r = client.get(null, key);
    assertEquals(Map.of("a", 1L, "b", 3L), r.bins);
    assertEquals(2, r.generation);
  }

  @Test
  void createOnlyOnExistingKeyAnswersKeyExists() {
    Key key = freshKey();
    client.put(write(RecordExistsAction.CREATE_ONLY), key, new Bin("a", 1));
    AerospikeException e = assertThrows(AerospikeException.class,
        () -> client.put(write(RecordExistsAction.CREATE_ONLY), key, new Bin("a", 2)));
    assertEquals(ResultCode.KEY_EXISTS_ERROR, e.getResultCode());
    assertEquals(1L, client.get(null, key).getLong("a"));
    assertTrue(standin.requests().get(1).createOnly());
    assertEquals(Wire.KEY_EXISTS_ERROR, standin.requests().get(1).resultCode());
  }

  @Test
  void updateOnlyOnMissingKeyAnswersKeyNotFound() {
    Key key = freshKey();
    AerospikeException e = assertThrows(AerospikeException.class,
        () -> client.put(write(RecordExistsAction.UPDATE_ONLY), key, new Bin("a", 1)));
    assertEquals(ResultCode.KEY_NOT_FOUND_ERROR, e.getResultCode());
    assertFalse(client.exists(null, key));
    assertTrue(standin.requests().get(0).updateOnly());
  }

  @Test
  void updateOnlyOnExistingKeyMergesBins() {
    Key key = freshKey();
    client.put(null, key, new Bin("a", 1), new Bin("b", 2));
    client.put(write(RecordExistsAction.UPDATE_ONLY), key, new Bin("a", 5));
    assertEquals(Map.of("a", 5L, "b", 2L), client.get(null, key).bins);
  }

  @Test
  void replaceDropsBinsItDoesNotWrite() {
    Key key = freshKey();
    client.put(null, key, new Bin("a", 1), new Bin("b", 2));
    client.put(write(RecordExistsAction.REPLACE), key, new Bin("b", 3));
    Record r = client.get(null, key);
    assertEquals(Map.of("b", 3L), r.bins);
    assertEquals(2, r.generation);
    assertTrue(standin.requests().get(1).createOrReplace());
  }

  @Test
  void replaceCreatesAMissingRecord() {
    Key key = freshKey();
    client.put(write(RecordExistsAction.REPLACE), key, new Bin("a", 1));
    assertEquals(1L, client.get(null, key).getLong("a"));
  }

  @Test
  void replaceOnlyReplacesExistingAndRejectsMissing() {
    Key key = freshKey();
    AerospikeException e = assertThrows(AerospikeException.class,
        () -> client.put(write(RecordExistsAction.REPLACE_ONLY), key, new Bin("a", 1)));
    assertEquals(ResultCode.KEY_NOT_FOUND_ERROR, e.getResultCode());
    client.put(null, key, new Bin("a", 1), new Bin("b", 2));
    client.put(write(RecordExistsAction.REPLACE_ONLY), key, new Bin("c", 3));
    assertEquals(Map.of("c", 3L), client.get(null, key).bins);
    assertTrue(standin.requests().get(0).replaceOnly());
  }

  @Test
  void generationEqualPolicyRejectsAStaleGeneration() {
    Key key = freshKey();
    client.put(null, key, new Bin("a", 1));
    client.put(null, key, new Bin("a", 2));
    WritePolicy p = write(RecordExistsAction.UPDATE);
    p.generationPolicy = GenerationPolicy.EXPECT_GEN_EQUAL;
    p.generation = 1;
    AerospikeException e = assertThrows(AerospikeException.class, () -> client.put(p, key, new Bin("a", 3)));
    assertEquals(ResultCode.GENERATION_ERROR, e.getResultCode());
    p.generation = 2;
    client.put(p, key, new Bin("a", 4));
    Record r = client.get(null, key);
    assertEquals(4L, r.getLong("a"));
    assertEquals(3, r.generation);
    RecordedRequest rq = standin.requests().get(2);
    assertTrue(rq.generationEqual());
    assertEquals(1, rq.generation());
  }

  @Test
  void generationGreaterPolicyNeedsAHigherGeneration() {
    Key key = freshKey();
    client.put(null, key, new Bin("a", 1));
    client.put(null, key, new Bin("a", 2));
    WritePolicy p = write(RecordExistsAction.UPDATE);
    p.generationPolicy = GenerationPolicy.EXPECT_GEN_GT;
    p.generation = 2;
    AerospikeException e = assertThrows(AerospikeException.class, () -> client.put(p, key, new Bin("a", 3)));
    assertEquals(ResultCode.GENERATION_ERROR, e.getResultCode());
    p.generation = 3;
    client.put(p, key, new Bin("a", 5));
    assertEquals(5L, client.get(null, key).getLong("a"));
    assertTrue(standin.requests().get(2).generationGreater());
  }

  @Test
  void generationCheckComesBeforeUpdateOnlyAndAMissingRecordHasGenerationZero() {
    Key key = freshKey();
    WritePolicy p = write(RecordExistsAction.UPDATE_ONLY);
    p.generationPolicy = GenerationPolicy.EXPECT_GEN_EQUAL;
    p.generation = 3;
    AerospikeException e = assertThrows(AerospikeException.class, () -> client.put(p, key, new Bin("a", 1)));
    assertEquals(ResultCode.GENERATION_ERROR, e.getResultCode());
    WritePolicy create = write(RecordExistsAction.UPDATE);
    create.generationPolicy = GenerationPolicy.EXPECT_GEN_EQUAL;
    create.generation = 0;
    client.put(create, key, new Bin("a", 1));
    assertEquals(1, client.get(null, key).generation);
  }

  @Test
  void writeWithADifferentStoredUserKeyAnswersKeyMismatch() {
    Key key = freshKey();
    WritePolicy send = write(RecordExistsAction.UPDATE);
    send.sendKey = true;
    client.put(send, key, new Bin("a", 1));
    // Same digest, other user key: what a digest collision (or a forged digest) would send.
    Key other = new Key("ycsb", key.digest, "usertable", Value.get("someone-else"));
    AerospikeException e = assertThrows(AerospikeException.class, () -> client.put(send, other, new Bin("a", 2)));
    assertEquals(ResultCode.KEY_MISMATCH, e.getResultCode());
    client.put(send, key, new Bin("a", 3));
    assertEquals(3L, client.get(null, key).getLong("a"));
  }

  @Test
  void deleteRemovesTheRecordAndReportsWhetherItExisted() {
    Key key = freshKey();
    client.put(null, key, new Bin("a", 1));
    assertTrue(client.delete(null, key));
    assertNull(client.get(null, key));
    assertFalse(client.delete(null, key));
    WritePolicy durable = write(RecordExistsAction.UPDATE);
    durable.durableDelete = true;
    client.put(null, key, new Bin("a", 1));
    assertTrue(client.delete(durable, key));
    RecordedRequest rq = standin.requests().get(5);
    assertEquals(RecordedRequest.Kind.DELETE, rq.kind());
    assertTrue(rq.durableDelete());
  }

  @Test
  void touchIncrementsGenerationAndFailsOnMissingKey() {
    Key key = freshKey();
    client.put(null, key, new Bin("a", 1));
    WritePolicy p = write(RecordExistsAction.UPDATE);
    p.expiration = 1000;
    long touchNs = System.nanoTime();
    client.touch(p, key);
    Record r = client.get(null, key);
    assertEquals(2, r.generation);
    assertTtlLeft(1000, touchNs, r.getTimeToLive());
    AerospikeException e = assertThrows(AerospikeException.class, () -> client.touch(null, freshKey()));
    assertEquals(ResultCode.KEY_NOT_FOUND_ERROR, e.getResultCode());
  }

  @Test
  void ttlOfMinusOneNeverExpiresAndMinusTwoKeepsTheExpiry() {
    Key key = freshKey();
    WritePolicy p = write(RecordExistsAction.UPDATE);
    p.expiration = 500;
    long writeNs = System.nanoTime();
    client.put(p, key, new Bin("a", 1));
    p.expiration = -2;
    client.put(p, key, new Bin("a", 2));
    assertTtlLeft(500, writeNs, client.get(null, key).getTimeToLive());
    p.expiration = -1;
    client.put(p, key, new Bin("a", 3));
    assertEquals(-1, client.get(null, key).getTimeToLive());
    assertEquals(-1, standin.requests().get(3).expiration());
  }

  @Test
  void ttlZeroTakesTheNamespaceDefault() {
    try (AerospikeStandin withDefault = AerospikeStandin.builder().defaultTtl(java.time.Duration.ofSeconds(300))
        .allowTtlWithoutNsup(true).start(); AerospikeClient c = Clients.connect(withDefault)) {
      Key key = new Key("ycsb", "ttl", 1);
      long writeNs = System.nanoTime();
      c.put(null, key, new Bin("a", 1));
      assertTtlLeft(300, writeNs, c.get(null, key).getTimeToLive());
      assertEquals(0, withDefault.requests().get(0).expiration());
    }
    Key key = freshKey();
    client.put(null, key, new Bin("a", 1));
    assertEquals(-1, client.get(null, key).getTimeToLive(), "default 0: never expires");
  }

  @Test
  void recordWithElapsedTtlReadsAsMissing() throws InterruptedException {
    Key key = freshKey();
    WritePolicy p = write(RecordExistsAction.UPDATE);
    p.expiration = 1;
    client.put(p, key, new Bin("a", 1));
    // Void times have one-second resolution: after 2.1 s the record is past its void time for certain. The
    // deadline only bounds the loop: generous, since a loaded machine may take long to get there.
    long deadline = System.nanoTime() + 30_000_000_000L;
    while (client.exists(null, key) && System.nanoTime() < deadline) {
      Thread.sleep(200);
    }
    assertNull(client.get(null, key));
  }

  @Test
  void nullBinRemovesTheBinAndTheLastBinRemovesTheRecord() {
    Key key = freshKey();
    client.put(null, key, new Bin("a", 1), new Bin("b", 2));
    client.put(null, key, Bin.asNull("a"));
    assertEquals(Map.of("b", 2L), client.get(null, key).bins);
    client.put(null, key, Bin.asNull("b"));
    assertNull(client.get(null, key));
  }

  @Test
  void operateAddsReadsTouchesAndWritesInOrder() {
    Key key = freshKey();
    client.put(null, key, new Bin("n", 10), new Bin("s", "ab"));
    Record r = client.operate(null, key, Operation.add(new Bin("n", 5)), Operation.get("n"),
        Operation.append(new Bin("s", "cd")), Operation.put(new Bin("t", "new")), Operation.touch());
    assertEquals(15L, r.getLong("n"));
    Record after = client.get(null, key);
    assertEquals("abcd", after.getString("s"));
    assertEquals("new", after.getString("t"));
    assertEquals(2, after.generation);
    RecordedRequest rq = standin.requests().get(1);
    assertEquals(RecordedRequest.Kind.WRITE, rq.kind());
    assertEquals(List.of(Wire.OP_ADD, Wire.OP_READ, Wire.OP_APPEND, Wire.OP_WRITE, Wire.OP_TOUCH), rq.opTypes());
  }

  @Test
  void operateReadAllAndDeleteOperation() {
    Key key = freshKey();
    client.put(null, key, new Bin("a", 1), new Bin("b", 2));
    Record all = client.operate(null, key, Operation.get());
    assertEquals(Map.of("a", 1L, "b", 2L), all.bins);
    client.operate(null, key, Operation.delete());
    assertFalse(client.exists(null, key));
  }

  @Test
  void addToAStringBinAnswersBinTypeError() {
    Key key = freshKey();
    client.put(null, key, new Bin("s", "text"));
    AerospikeException e = assertThrows(AerospikeException.class,
        () -> client.operate(null, key, Operation.add(new Bin("s", 1))));
    assertEquals(ResultCode.BIN_TYPE_ERROR, e.getResultCode());
  }

  @Test
  void operateWithCreateOnlyOnExistingKeyAnswersKeyExists() {
    Key key = freshKey();
    client.put(null, key, new Bin("a", 1));
    AerospikeException e = assertThrows(AerospikeException.class,
        () -> client.operate(write(RecordExistsAction.CREATE_ONLY), key, Operation.put(new Bin("a", 2))));
    assertEquals(ResultCode.KEY_EXISTS_ERROR, e.getResultCode());
  }

  @Test
  void policyFlagsAreRecordedPerRequest() {
    Key key = new Key("ycsb", "usertable", "flags");
    WritePolicy p = write(RecordExistsAction.REPLACE);
    p.commitLevel = CommitLevel.COMMIT_MASTER;
    p.sendKey = true;
    p.expiration = 77;
    client.put(p, key, new Bin("a", 1));
    Policy read = new Policy(client.getReadPolicyDefault());
    read.readModeAP = com.aerospike.client.policy.ReadModeAP.ALL;
    client.get(read, key);
    List<RecordedRequest> rqs = standin.requests();
    RecordedRequest w = rqs.get(0);
    assertEquals(RecordedRequest.Kind.WRITE, w.kind());
    assertTrue(w.commitMaster());
    assertTrue(w.createOrReplace());
    assertTrue(w.hasUserKey());
    assertEquals(77, w.expiration());
    assertEquals("ycsb", w.namespace());
    assertEquals("usertable", w.set());
    assertEquals(toHex(key.digest), w.digest());
    RecordedRequest r = rqs.get(1);
    assertEquals(RecordedRequest.Kind.READ, r.kind());
    assertTrue(r.readAllBins());
    assertTrue(r.readModeAll());
    assertFalse(r.hasUserKey());
  }

  @Test
  void unknownNamespaceAnswersInvalidNamespace() {
    AerospikeException e = assertThrows(AerospikeException.class,
        () -> client.put(null, new Key("other", "s", 1), new Bin("a", 1)));
    // The client finds no partition map for the namespace before anything reaches the wire.
    assertEquals(ResultCode.INVALID_NAMESPACE, e.getResultCode());
  }

  @Test
  void unsupportedOperationAnswersUnsupportedFeature() {
    Key key = freshKey();
    client.put(null, key, new Bin("l", Value.get(List.of(1, 2))));
    AerospikeException e = assertThrows(AerospikeException.class,
        () -> client.operate(null, key, com.aerospike.client.cdt.ListOperation.size("l")));
    assertEquals(ResultCode.UNSUPPORTED_FEATURE, e.getResultCode());
    // The server keeps serving.
    assertEquals(List.of(1L, 2L), client.get(null, key).getList("l"));
  }

  static String toHex(byte[] b) {
    StringBuilder sb = new StringBuilder();
    for (byte x : b) {
      sb.append(String.format("%02x", x));
    }
    return sb.toString();
  }
}
