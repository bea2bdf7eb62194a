/*
 * Copyright (c) 2026 ycsb-ext contributors.
 * Licensed under the Apache License, Version 2.0 (http://www.apache.org/licenses/LICENSE-2.0).
 */
package site.ycsb.db.couchbase2.facts;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNotEquals;
import static org.junit.jupiter.api.Assertions.assertNotNull;
import static org.junit.jupiter.api.Assertions.assertNull;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.net.InetAddress;
import java.net.ServerSocket;
import java.nio.file.Path;
import java.util.HashMap;
import java.util.Properties;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import site.ycsb.ByteIterator;
import site.ycsb.Status;
import site.ycsb.db.couchbase2.Couchbase2Client;
import site.ycsb.db.couchbase2.support.Couchbase2Properties;
import site.ycsb.db.couchbase2.support.SharedBucket;
import site.ycsb.ext.standin.couchbase.CouchbaseMockCluster;

/**
 * What the facts provider answers for the run's manifest against CouchbaseMock: the cluster's and bucket's facts
 * ({@code db.server.*}) and the settings in effect ({@code db.setting.*}); the binding itself records none.
 */
class Couchbase2FactsTest {

  /** The provider's answer set on the properties, as the engine does. */
  private static Properties initAndCleanUp(Properties props) throws Exception {
    props.putAll(Couchbase2Facts.of(props));
    assertEquals(null, SharedBucket.current(), "the provider releases the shared bucket");
    return props;
  }

  @Test
  void theBindingRecordsNoServerFactsSettingsOrWarningsOnTheProperties() throws Exception {
    try (CouchbaseMockCluster mock = CouchbaseMockCluster.start(1, 0, "adapter")) {
      Properties props = mock.bindingProperties();
      props.setProperty(Couchbase2Properties.UPDATE, "replace");
      Properties before = new Properties();
      before.putAll(props);
      Couchbase2Client db = new Couchbase2Client();
      db.setProperties(props);
      db.init();
      db.cleanup();
      assertEquals(before, props);
      assertTrue(Couchbase2Facts.of(props).containsKey(FactKeys.SHRINKING_UPDATES_WARNING));
    }
  }

  /**
   * The failure totals come from the provider's {@code after} method once the client threads ended, not from the
   * binding's last cleanup (#45): the binding leaves the run's properties as they were.
   */
  @Test
  void theFailureTotalsComeFromTheProviderAfterTheRunNotFromTheBindingsCleanup() throws Exception {
    try (CouchbaseMockCluster mock = CouchbaseMockCluster.start(1, 0, "totals")) {
      Properties props = mock.bindingProperties();
      Properties before = new Properties();
      before.putAll(props);
      Couchbase2Client db = new Couchbase2Client();
      db.setProperties(props);
      db.init();
      try {
        assertEquals(Status.OK, db.insert("usertable", "twice", new HashMap<String, ByteIterator>()));
        assertEquals("ALREADY_EXISTS", db.insert("usertable", "twice", new HashMap<String, ByteIterator>())
            .getName());
      } finally {
        db.cleanup();
      }
      assertEquals(before, props);
      String totals = Couchbase2Facts.afterRun(props).get(FactKeys.FAILURE_TOTALS_WARNING);
      assertTrue(totals != null && totals.startsWith("couchbase2: ") && totals.contains("failed operations: ALREADY_EXISTS 1"),
          String.valueOf(totals));
    }
  }

  @Test
  void anInvalidPropertyIsOneLineOfBadInputAndAnUnreachableClusterGivesOnlyTheSettingsWarnings() throws Exception {
    Properties bad = new Properties();
    bad.setProperty(Couchbase2Properties.UPDATE, "sometimes");
    IllegalArgumentException e = assertThrows(IllegalArgumentException.class, () -> Couchbase2Facts.of(bad));
    assertTrue(e.getMessage().contains(Couchbase2Properties.UPDATE) && !e.getMessage().contains("\n"),
        e.getMessage());
    try (ServerSocket silent = new ServerSocket(0, 1, InetAddress.getLoopbackAddress())) {
      Properties props = new Properties();
      props.setProperty(Couchbase2Properties.HOST, "127.0.0.1");
      props.setProperty(Couchbase2Properties.BOOTSTRAP_HTTP_PORT, String.valueOf(silent.getLocalPort()));
      props.setProperty(Couchbase2Properties.CONNECT_TIMEOUT, "1000");
      props.setProperty(Couchbase2Properties.SYNC_MUTATION_RESPONSE, "false");
      assertEquals(java.util.Set.of(FactKeys.ASYNC_MUTATIONS_WARNING), Couchbase2Facts.of(props).keySet());
    }
  }

  @Test
  void initRecordsTheBucketsConfigurationAsServerFacts() throws Exception {
    try (CouchbaseMockCluster mock = CouchbaseMockCluster.start(3, 2, "facts")) {
      Properties props = initAndCleanUp(mock.bindingProperties());
      assertEquals("3", props.getProperty("db.server.nodes"));
      assertEquals("couchbase", props.getProperty("db.server.bucketType"));
      assertEquals("2", props.getProperty("db.server.replicas"));
      assertEquals("2", props.getProperty("db.server.replicasPlaced"));
      String services = props.getProperty("db.server.services");
      assertTrue(services != null && services.startsWith("kv"), services);
      String version = props.getProperty("db.server.version");
      // The mock's nodes answer a version in the bucket's information (the stand-in's ends with -standin).
      assertNotNull(version);
      assertNotEquals("unknown", version);
      assertNull(props.getProperty(FactKeys.SERVER_FACTS_WARNING));
      assertNull(props.getProperty("db.server.standin"), "the engine says whether servers are a stand-in");
    }
  }

  /**
   * Over TLS the stand-in serves only its key-value ports, so the bucket's information (REST) cannot be read: the
   * version still comes from the nodes' key-value stats, and it names the stand-in (the engine's stand-in mark reads
   * it).
   */
  @Test
  void aStandinServedOverTlsStillRecordsItsVersionNamingTheStandin(@TempDir Path tls) throws Exception {
    try (CouchbaseMockCluster mock = CouchbaseMockCluster.start(2, 1, "tlsfacts", 0, 0, false, tls)) {
      Properties props = mock.bindingProperties();
      props.setProperty(Couchbase2Properties.CONNECT_TIMEOUT, "60000");
      initAndCleanUp(props);
      assertEquals("true", props.getProperty("db.setting.tls"));
      String version = props.getProperty("db.server.version");
      assertTrue(version != null && version.endsWith("-standin"), "db.server.version=" + version);
      assertEquals("2", props.getProperty("db.server.nodes"));
    }
  }

  @Test
  void replicasWithoutANodeToLiveOnAreConfiguredButNotPlaced() throws Exception {
    try (CouchbaseMockCluster mock = CouchbaseMockCluster.start(1, 1, "lonely")) {
      Properties props = initAndCleanUp(mock.bindingProperties());
      assertEquals("1", props.getProperty("db.server.replicas"));
      assertEquals("0", props.getProperty("db.server.replicasPlaced"));
      assertEquals("1", props.getProperty("db.server.nodes"));
    }
  }

  @Test
  void initRecordsTheSettingsInEffectWithTheSdksDefaults() throws Exception {
    try (CouchbaseMockCluster mock = CouchbaseMockCluster.start(2, 1, "settings")) {
      Properties defaults = initAndCleanUp(mock.bindingProperties());
      assertEquals("NONE", defaults.getProperty("db.setting.persistTo"));
      assertEquals("NONE", defaults.getProperty("db.setting.replicateTo"));
      assertEquals("insert", defaults.getProperty("db.setting.insertMode"));
      assertEquals("merge", defaults.getProperty("db.setting.updateMode"));
      assertEquals("sync", defaults.getProperty("db.setting.mutations"));
      assertEquals("false", defaults.getProperty("db.setting.tls"));
      assertEquals("nio", defaults.getProperty("db.setting.transport"));
      assertEquals("settings", defaults.getProperty("db.setting.bucket"));
      assertNull(defaults.getProperty("db.setting.password"));

      Properties props = mock.bindingProperties();
      props.setProperty(Couchbase2Properties.KV_TIMEOUT, "4321");
      props.setProperty(Couchbase2Properties.REPLICATE_TO, "1");
      props.setProperty(Couchbase2Properties.UPSERT, "true");
      props.setProperty(Couchbase2Properties.UPDATE, "replace");
      props.setProperty("writeallfields", "true");
      props.setProperty(Couchbase2Properties.TEMPORARY_FAILURE_RETRIES, "7");
      initAndCleanUp(props);
      assertEquals("4321", props.getProperty("db.setting.kvTimeoutMs"));
      assertEquals("ONE", props.getProperty("db.setting.replicateTo"));
      assertEquals("upsert", props.getProperty("db.setting.insertMode"));
      assertEquals("replace", props.getProperty("db.setting.updateMode"));
      assertEquals("7", props.getProperty("db.setting.temporaryFailureRetries"));
    }
  }

  @Test
  void encodedPlanFalseSetsTheSdksJvmWideSettingBeforeTheBucketOpensAndIsRecorded() throws Exception {
    String property = "com.couchbase.query.encodedPlanEnabled";
    String before = System.getProperty(property);
    System.clearProperty(property);
    try (CouchbaseMockCluster mock = CouchbaseMockCluster.start(1, 0, "plans")) {
      Properties defaults = initAndCleanUp(mock.bindingProperties());
      assertNull(System.getProperty(property), "the default leaves the SDK's setting alone");
      assertEquals("true", defaults.getProperty("db.setting.encodedPlan"));

      Properties props = mock.bindingProperties();
      props.setProperty(Couchbase2Properties.ENCODED_PLAN, "false");
      initAndCleanUp(props);
      assertEquals("false", System.getProperty(property));
      assertEquals("false", props.getProperty("db.setting.encodedPlan"));
    } finally {
      if (before == null) {
        System.clearProperty(property);
      } else {
        System.setProperty(property, before);
      }
    }
  }
}
