/*
 * Copyright (c) 2026 ycsb-ext contributors.
 * Licensed under the Apache License, Version 2.0 (http://www.apache.org/licenses/LICENSE-2.0).
 */
package site.ycsb.db;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.time.Duration;
import java.util.HashMap;
import java.util.Properties;

import org.junit.jupiter.api.Test;

import site.ycsb.ByteIterator;
import site.ycsb.DBException;
import site.ycsb.Status;
import site.ycsb.StringByteIterator;
import site.ycsb.ext.standin.AerospikeStandin;
import site.ycsb.ext.standin.AerospikeStandinBuilder;
import site.ycsb.ext.standin.Edition;

/**
 * Settings the namespace cannot honour are refused by the facts provider the engine asks before any instance's
 * {@code init} ({@code site.ycsb.db.aerospike.facts.AerospikeFacts}), on one line naming the setting, the server's
 * value and what to change, as an {@link IllegalArgumentException} (invalid input: exit 2 under {@code bin/ycsb}). The same namespaces with settings they can honour run.
 */
class AerospikeNamespaceRefusalTest {

  private static Properties props(AerospikeStandin standin, String... pairs) {
    Properties props = new Properties();
    props.setProperty("as.host", standin.seed());
    props.setProperty("as.connectTimeout", StandinConnect.TIMEOUT_MS);
    for (int i = 0; i < pairs.length; i += 2) {
      props.setProperty(pairs[i], pairs[i + 1]);
    }
    return props;
  }

  /** Inits against a stand-in and returns the refusal's message, checking its shape and that nothing was sent. */
  private static String refusal(AerospikeStandinBuilder builder, String... pairs) throws Exception {
    try (AerospikeStandin standin = builder.start()) {
      // An IllegalArgumentException from the provider: the engine's exit 2, before any instance's init.
      IllegalArgumentException e = assertThrows(IllegalArgumentException.class,
          () -> AerospikeClientContract.withFacts(props(standin, pairs)));
      assertFalse(e.getMessage().contains("\n"), e.getMessage());
      assertTrue(standin.requests().isEmpty(), "no command reached the server: " + standin.requests());
      return e.getMessage();
    }
  }

  /** Inits, inserts one record of the given shape and reads it back. */
  private static void runs(AerospikeStandinBuilder builder, int fields, int length, String... pairs)
      throws Exception {
    try (AerospikeStandin standin = builder.start()) {
      AerospikeClient db = new AerospikeClient();
      db.setProperties(AerospikeClientContract.withFacts(props(standin, pairs)));
      db.init();
      try {
        HashMap<String, ByteIterator> values = new HashMap<>();
        StringBuilder value = new StringBuilder();
        for (int i = 0; i < length; i++) {
          value.append('x');
        }
        for (int i = 0; i < fields; i++) {
          values.put("field" + i, new StringByteIterator(value.toString()));
        }
        assertEquals(Status.OK, db.insert("usertable", "user1", values));
        HashMap<String, ByteIterator> read = new HashMap<>();
        assertEquals(Status.OK, db.read("usertable", "user1", null, read));
        assertEquals(fields, read.size());
      } finally {
        db.cleanup();
      }
    }
  }

  @Test
  void aStrongConsistencyReadModeOnANamespaceWithoutItIsRefused() throws Exception {
    for (String mode : new String[] {"linearize", "allow_replica", "allow_unavailable"}) {
      String message = refusal(AerospikeStandin.builder().edition(Edition.ENTERPRISE), "as.readModeSC", mode);
      assertTrue(message.startsWith("as.readModeSC=" + mode + " ") && message.contains("strong-consistency false")
          && message.contains("session") && message.endsWith("or use a strong-consistency namespace")
          && !message.contains("Community"), message);
    }
  }

  @Test
  void aStrongConsistencyReadModeOnACommunityEditionServerIsRefusedNamingTheEdition() throws Exception {
    for (String mode : new String[] {"linearize", "allow_replica", "allow_unavailable"}) {
      String message = refusal(AerospikeStandin.builder().edition(Edition.COMMUNITY), "as.readModeSC", mode);
      assertEquals("as.readModeSC=" + mode + " needs a strong-consistency namespace, which only Aerospike Enterprise"
          + " Edition has; the server is Aerospike Community Edition (ycsb-ext stand-in), so namespace 'ycsb' has"
          + " strong-consistency false: leave as.readModeSC unset (its default, session)", message);
    }
  }

  @Test
  void aStrongConsistencyReadModeOnAStrongConsistencyNamespaceRuns() throws Exception {
    runs(AerospikeStandin.builder().edition(Edition.ENTERPRISE).strongConsistency(true), 2, 10,
        "as.readModeSC", "linearize", "as.durableDelete", "true");
  }

  @Test
  void aTtlOnANamespaceThatExpiresNothingIsRefused() throws Exception {
    String message = refusal(AerospikeStandin.builder(), "as.expiration", "60");
    assertTrue(message.startsWith("as.expiration=60 ") && message.contains("nsup-period 0")
        && message.contains("allow-ttl-without-nsup false") && message.contains("-1"), message);
  }

  @Test
  void aTtlRunsWhereTheNamespaceExpiresRecordsOrAllowsIt() throws Exception {
    runs(AerospikeStandin.builder().nsupPeriod(Duration.ofSeconds(120)), 2, 10, "as.expiration", "60");
    runs(AerospikeStandin.builder().allowTtlWithoutNsup(true), 2, 10, "as.expiration", "60");
    runs(AerospikeStandin.builder(), 2, 10, "as.expiration", "-1");
  }

  @Test
  void recordsLargerThanMaxRecordSizeAreRefusedWithTheirEstimatedSize() throws Exception {
    String message = refusal(AerospikeStandin.builder().maxRecordSize(4096),
        "fieldcount", "10", "fieldlength", "500");
    assertTrue(message.contains("fieldcount=10 x fieldlength=500") && message.contains("max-record-size 4096"),
        message);
  }

  @Test
  void recordsJustUnderMaxRecordSizeRun() throws Exception {
    // 16 + "usertable" + 1 + 10 x (1 + "fieldN" + 5 + 380) = 3946 bytes, the stand-in's (and server's) flat size.
    runs(AerospikeStandin.builder().maxRecordSize(4096), 10, 380, "fieldcount", "10", "fieldlength", "380");
  }
}
