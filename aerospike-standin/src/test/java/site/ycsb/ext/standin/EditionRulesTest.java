/*
 * Copyright (c) 2026 ycsb-ext contributors.
 * Licensed under the Apache License, Version 2.0 (http://www.apache.org/licenses/LICENSE-2.0).
 */
package site.ycsb.ext.standin;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNotNull;
import static org.junit.jupiter.api.Assertions.assertNull;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;
import static site.ycsb.ext.standin.TtlAssertions.assertTtlLeft;

import java.time.Duration;
import java.util.Arrays;

import com.aerospike.client.AerospikeClient;
import com.aerospike.client.AerospikeException;
import com.aerospike.client.Bin;
import com.aerospike.client.Host;
import com.aerospike.client.Info;
import com.aerospike.client.Key;
import com.aerospike.client.ResultCode;
import com.aerospike.client.policy.ClientPolicy;
import com.aerospike.client.policy.Policy;
import com.aerospike.client.policy.ReadModeSC;
import com.aerospike.client.policy.WritePolicy;

import org.junit.jupiter.api.Test;

/**
 * What a Community Edition 8.1 server refuses (the stand-in's default) and what the Enterprise edition and the
 * namespace settings change, through the official client: the result code and the client's message for each.
 */
class EditionRulesTest {

  private static AerospikeStandin community() {
    return AerospikeStandin.builder().start();
  }

  private static AerospikeStandin enterprise() {
    return AerospikeStandin.builder().edition(Edition.ENTERPRISE).nsupPeriod(Duration.ofSeconds(1)).start();
  }

  private static AerospikeException refusal(int code, String message, org.junit.jupiter.api.function.Executable op) {
    AerospikeException e = assertThrows(AerospikeException.class, op);
    assertEquals(code, e.getResultCode(), e.getMessage());
    assertTrue(e.getMessage().endsWith(message), e.getMessage());
    return e;
  }

  private static Policy linearize(AerospikeClient client) {
    Policy p = new Policy(client.getReadPolicyDefault());
    p.readModeSC = ReadModeSC.LINEARIZE;
    return p;
  }

  private static WritePolicy durable(AerospikeClient client) {
    WritePolicy p = new WritePolicy(client.getWritePolicyDefault());
    p.durableDelete = true;
    return p;
  }

  private static WritePolicy ttl(AerospikeClient client, int seconds) {
    WritePolicy p = new WritePolicy(client.getWritePolicyDefault());
    p.expiration = seconds;
    return p;
  }

  private static Bin bigBin(int bytes) {
    return new Bin("big", new byte[bytes]);
  }

  @Test
  void communityRefusesLinearizedReadsEvenOfMissingRecordsOnAnApNamespace() {
    try (AerospikeStandin standin = community(); AerospikeClient client = Clients.connect(standin)) {
      Key key = new Key("ycsb", "s", 1);
      client.put(null, key, new Bin("a", 1));
      refusal(ResultCode.ENTERPRISE_ONLY, "Enterprise only", () -> client.get(linearize(client), key));
      refusal(ResultCode.ENTERPRISE_ONLY, "Enterprise only",
          () -> client.get(linearize(client), new Key("ycsb", "s", "missing")));
      Policy session = new Policy(client.getReadPolicyDefault());
      session.readModeSC = ReadModeSC.ALLOW_REPLICA;
      assertNotNull(client.get(session, key), "the other SC read modes are served");
    }
  }

  @Test
  void communityRefusesLinearizedBatchReadsKeyByKey() {
    try (AerospikeStandin standin = community(); AerospikeClient client = Clients.connect(standin)) {
      Key key = new Key("ycsb", "s", 1);
      client.put(null, key, new Bin("a", 1));
      com.aerospike.client.policy.BatchPolicy batch = new com.aerospike.client.policy.BatchPolicy(
          client.getBatchPolicyDefault());
      batch.readModeSC = ReadModeSC.LINEARIZE;
      java.util.List<com.aerospike.client.BatchRecord> records = new java.util.ArrayList<>();
      records.add(new com.aerospike.client.BatchRead(key, true));
      client.operate(batch, records);
      assertEquals(ResultCode.ENTERPRISE_ONLY, records.get(0).resultCode);
      // get(BatchPolicy, Key[]) sends the read mode with each key too; the client reports the refused key as null.
      standin.clearRequests();
      assertNull(client.get(batch, new Key[] {key})[0]);
      assertEquals(ResultCode.ENTERPRISE_ONLY, standin.requests().get(0).resultCode());
    }
  }

  @Test
  void communityRefusesDurableDeletesAndKeepsTheRecord() {
    try (AerospikeStandin standin = community(); AerospikeClient client = Clients.connect(standin)) {
      Key key = new Key("ycsb", "s", 1);
      client.put(null, key, new Bin("a", 1));
      refusal(ResultCode.ENTERPRISE_ONLY, "Enterprise only", () -> client.delete(durable(client), key));
      assertNotNull(client.get(null, key));
      WritePolicy durable = durable(client);
      refusal(ResultCode.ENTERPRISE_ONLY, "Enterprise only", () -> client.put(durable, key, Bin.asNull("a")));
      assertNotNull(client.get(null, key), "a durable write that would delete the record is refused too");
      assertTrue(client.delete(null, key), "a plain delete is served");
    }
  }

  @Test
  void ttlWritesAreForbiddenWhileNsupPeriodIsZero() {
    try (AerospikeStandin standin = community(); AerospikeClient client = Clients.connect(standin)) {
      Key key = new Key("ycsb", "s", 1);
      refusal(ResultCode.FAIL_FORBIDDEN, "Operation not allowed at this time",
          () -> client.put(ttl(client, 60), key, new Bin("a", 1)));
      assertNull(client.get(null, key));
      client.put(ttl(client, -1), key, new Bin("a", 1));
      client.put(ttl(client, -2), key, new Bin("a", 2));
      assertEquals(-1, client.get(null, key).getTimeToLive(), "never-expire and keep-TTL are allowed");
      refusal(ResultCode.FAIL_FORBIDDEN, "Operation not allowed at this time", () -> client.touch(ttl(client, 5), key));
    }
    try (AerospikeStandin standin = AerospikeStandin.builder().allowTtlWithoutNsup(true).start();
        AerospikeClient client = Clients.connect(standin)) {
      Key key = new Key("ycsb", "s", 1);
      long writeNs = System.nanoTime();
      client.put(ttl(client, 60), key, new Bin("a", 1));
      // allow-ttl-without-nsup accepts the TTL.
      assertTtlLeft(60, writeNs, client.get(null, key).getTimeToLive());
    }
  }

  @Test
  void ttlBeyondTenYearsIsAParameterError() {
    try (AerospikeStandin standin = enterprise(); AerospikeClient client = Clients.connect(standin)) {
      refusal(ResultCode.PARAMETER_ERROR, "Parameter error",
          () -> client.put(ttl(client, (int) NamespaceConfig.MAX_ALLOWED_TTL + 1), new Key("ycsb", "s", 1),
              new Bin("a", 1)));
    }
  }

  @Test
  void recordsLargerThanMaxRecordSizeAreTooBig() {
    try (AerospikeStandin standin = community(); AerospikeClient client = Clients.connect(standin)) {
      Key key = new Key("ycsb", "s", 1);
      refusal(ResultCode.RECORD_TOO_BIG, "Record too big", () -> client.put(null, key, bigBin(2_000_000)));
      assertNull(client.get(null, key));
      client.put(null, key, bigBin(1_000_000));
      refusal(ResultCode.RECORD_TOO_BIG, "Record too big", () -> client.put(null, key, new Bin("more", new byte[60_000])));
      assertEquals(1, client.get(null, key).bins.size(), "the refused update left the record as it was");
    }
    try (AerospikeStandin standin = AerospikeStandin.builder().maxRecordSize(0).start();
        AerospikeClient client = Clients.connect(standin)) {
      client.put(null, new Key("ycsb", "s", 1), bigBin(3_000_000));
      assertEquals(3_000_000, ((byte[]) client.get(null, new Key("ycsb", "s", 1)).getValue("big")).length);
    }
  }

  @Test
  void communityAnswersALoginWithSecurityNotSupportedAndTheClientFailsToConnect() {
    try (AerospikeStandin standin = community()) {
      ClientPolicy policy = Clients.policy();
      policy.user = "bench";
      policy.password = "pw";
      policy.failIfNotConnected = true;
      AerospikeException e = assertThrows(AerospikeException.class,
          () -> new AerospikeClient(policy, new Host(standin.address(0), standin.port())).close());
      assertTrue(e.getMessage().contains("Login failed"), e.getMessage());
      assertTrue(e.getMessage().contains("Error " + ResultCode.SECURITY_NOT_SUPPORTED), e.getMessage());
    }
  }

  @Test
  void enterpriseWithoutUsersLetsALoggingInClientGoOn() {
    try (AerospikeStandin standin = enterprise()) {
      ClientPolicy policy = Clients.policy();
      policy.user = "bench";
      policy.password = "pw";
      try (AerospikeClient client = new AerospikeClient(policy, new Host(standin.address(0), standin.port()))) {
        client.put(null, new Key("ycsb", "s", 1), new Bin("a", 1));
      }
    }
  }

  @Test
  void enterpriseServesLinearizedReadsDurableDeletesAndTtlsThatExpire() throws InterruptedException {
    try (AerospikeStandin standin = enterprise(); AerospikeClient client = Clients.connect(standin)) {
      Key key = new Key("ycsb", "s", 1);
      client.put(ttl(client, 1), key, new Bin("a", 1));
      assertNotNull(client.get(linearize(client), key));
      Key other = new Key("ycsb", "s", 2);
      client.put(null, other, new Bin("a", 1));
      assertTrue(client.delete(durable(client), other));
      // nsup (period 1 s) removes the expired record from the store, not only from reads. The deadline only bounds
      // the loop: generous, since a loaded machine may take long to get there.
      long deadline = System.nanoTime() + 30_000_000_000L;
      while (standin.recordCount("ycsb") > 0 && System.nanoTime() < deadline) {
        Thread.sleep(100);
      }
      assertEquals(0, standin.recordCount("ycsb"));
      assertEquals("Aerospike Enterprise Edition (ycsb-ext stand-in)", Info.request(client.getNodes()[0], "edition"));
    }
  }

  @Test
  void strongConsistencyNeedsEnterpriseAndDurableDeletes() {
    IllegalArgumentException e = assertThrows(IllegalArgumentException.class,
        () -> AerospikeStandin.builder().strongConsistency(true).start());
    assertTrue(e.getMessage().startsWith("strong-consistency is an Enterprise Edition feature"), e.getMessage());
    try (AerospikeStandin standin = AerospikeStandin.builder().edition(Edition.ENTERPRISE).strongConsistency(true)
        .start(); AerospikeClient client = Clients.connect(standin)) {
      Key key = new Key("ycsb", "s", 1);
      client.put(null, key, new Bin("a", 1));
      for (ReadModeSC mode : ReadModeSC.values()) {
        Policy p = new Policy(client.getReadPolicyDefault());
        p.readModeSC = mode;
        assertNotNull(client.get(p, key), mode.toString());
      }
      refusal(ResultCode.FAIL_FORBIDDEN, "Operation not allowed at this time", () -> client.delete(null, key));
      assertTrue(client.delete(durable(client), key));
      assertTrue(Info.request(client.getNodes()[0], "namespace/ycsb").contains("strong-consistency=true"));
    }
  }

  @Test
  void communityRefusesSecurityAndANonZeroDefaultTtlWithoutNsupAtStart() {
    IllegalArgumentException users = assertThrows(IllegalArgumentException.class,
        () -> AerospikeStandin.builder().user("bench", "pw").start());
    assertTrue(users.getMessage().startsWith("security (users [bench]) is an Enterprise Edition feature"),
        users.getMessage());
    IllegalArgumentException ttl = assertThrows(IllegalArgumentException.class,
        () -> AerospikeStandin.builder().defaultTtl(Duration.ofSeconds(60)).start());
    assertEquals("default-ttl 60 needs a non-zero nsup-period or allow-ttl-without-nsup true, as on the server",
        ttl.getMessage());
  }

  @Test
  void nullBinWriteOfAMissingRecordIsNotFound() {
    try (AerospikeStandin standin = community(); AerospikeClient client = Clients.connect(standin)) {
      Key key = new Key("ycsb", "s", 1);
      refusal(ResultCode.KEY_NOT_FOUND_ERROR, "Key not found", () -> client.put(null, key, Bin.asNull("a")));
      client.put(null, key, new Bin("a", 1));
      client.put(null, key, Bin.asNull("a"));
      assertNull(client.get(null, key), "nulling the last bin deletes the record");
    }
  }

  @Test
  void namespaceInfoReportsTheSettings() {
    try (AerospikeStandin standin = AerospikeStandin.builder().nsupPeriod(Duration.ofSeconds(120))
        .defaultTtl(Duration.ofSeconds(3600)).maxRecordSize(4096).start();
        AerospikeClient client = Clients.connect(standin)) {
      String ns = Info.request(client.getNodes()[0], "namespace/ycsb");
      for (String setting : Arrays.asList("nsup-period=120", "default-ttl=3600", "max-record-size=4096",
          "replication-factor=1", "strong-consistency=false", "storage-engine=memory")) {
        assertTrue(Arrays.asList(ns.split(";")).contains(setting), setting + " in " + ns);
      }
      assertEquals("Aerospike Community Edition (ycsb-ext stand-in)", Info.request(client.getNodes()[0], "edition"));
    }
  }
}
