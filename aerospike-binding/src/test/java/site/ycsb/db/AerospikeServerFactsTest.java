/*
 * Copyright (c) 2026 ycsb-ext contributors.
 * Licensed under the Apache License, Version 2.0 (http://www.apache.org/licenses/LICENSE-2.0).
 */
package site.ycsb.db;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNull;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.time.Duration;
import java.util.Properties;

import org.junit.jupiter.api.Test;

import site.ycsb.ext.standin.AerospikeStandin;
import site.ycsb.ext.standin.Edition;

/**
 * What the facts provider ({@code site.ycsb.db.aerospike.facts.AerospikeFacts}, asked by the engine before init)
 * records for the run's manifest against a stand-in: the servers' facts from the info protocol
 * ({@code db.server.*}) and the policies in effect ({@code db.setting.*}).
 */
class AerospikeServerFactsTest {

  /** Asks the facts provider as the engine does before init, then inits and cleans up an instance. */
  private static Properties initAndCleanUp(Properties props) throws Exception {
    AerospikeClientContract.withFacts(props);
    AerospikeClient db = new AerospikeClient();
    db.setProperties(props);
    db.init();
    db.cleanup();
    return props;
  }

  private static Properties props(AerospikeStandin standin, String namespace) {
    Properties props = new Properties();
    props.setProperty("as.host", standin.seed());
    props.setProperty("as.connectTimeout", StandinConnect.TIMEOUT_MS);
    props.setProperty("as.namespace", namespace);
    return props;
  }

  @Test
  void providerRecordsTheStandinsConfigurationAsServerFacts() throws Exception {
    try (AerospikeStandin standin = AerospikeStandin.builder().nodes(2).namespace("ycsb")
        .edition(Edition.ENTERPRISE).replicationFactor(2).strongConsistency(true).nsupPeriod(Duration.ofSeconds(120))
        .defaultTtl(Duration.ofSeconds(3600)).maxRecordSize(4096).clusterName("bench").start()) {
      Properties props = props(standin, "ycsb");
      props.setProperty("as.durableDelete", "true");
      initAndCleanUp(props);
      assertEquals("Aerospike Enterprise Edition (ycsb-ext stand-in)", props.getProperty("db.server.edition"));
      assertNull(props.getProperty("db.server.standin"), "the engine says whether servers are a stand-in");
      assertTrue(props.getProperty("db.server.version").matches("\\d+(\\.\\d+)+"),
          props.getProperty("db.server.version"));
      assertEquals("2", props.getProperty("db.server.nodes"));
      assertEquals("bench", props.getProperty("db.server.clusterName"));
      assertEquals("2", props.getProperty("db.server.replicationFactor"));
      assertEquals("true", props.getProperty("db.server.strongConsistency"));
      assertEquals("memory", props.getProperty("db.server.storageEngine"));
      assertEquals("120", props.getProperty("db.server.nsupPeriod"));
      assertEquals("3600", props.getProperty("db.server.defaultTtl"));
      assertEquals("4096", props.getProperty("db.server.maxRecordSize"));
      assertNull(props.getProperty("aerospike.warning.server-facts"));
    }
  }

  @Test
  void aNamespaceTheClusterDoesNotServeIsRefusedAfterItsFactsAreRecorded() throws Exception {
    try (AerospikeStandin standin = AerospikeStandin.builder().namespace("ycsb").start()) {
      Properties props = props(standin, "elsewhere");
      IllegalArgumentException refused = assertThrows(IllegalArgumentException.class,
          () -> AerospikeClientContract.withFacts(props));
      assertTrue(refused.getMessage().contains("no namespace 'elsewhere'"), refused.getMessage());
      assertNull(props.getProperty("db.server.edition"), "a refused run records nothing");
    }
  }

  @Test
  void providerRecordsThePoliciesInEffectWithTheClientsDefaults() throws Exception {
    try (AerospikeStandin standin = AerospikeStandin.builder().namespace("ycsb").start()) {
      Properties defaults = initAndCleanUp(props(standin, "ycsb"));
      assertEquals("COMMIT_ALL", defaults.getProperty("db.setting.commitLevel"));
      assertEquals("merge", defaults.getProperty("db.setting.updateMode"));
      assertEquals("UPDATE_ONLY", defaults.getProperty("db.setting.update.recordExistsAction"));
      assertEquals("CREATE_ONLY", defaults.getProperty("db.setting.insert.recordExistsAction"));
      assertEquals("false", defaults.getProperty("db.setting.tls"));
      assertEquals("false", defaults.getProperty("db.setting.sendKey"));
      assertEquals("false", defaults.getProperty("db.setting.durableDelete"));
      // The client's own defaults for retries: 2 for reads, 0 for writes.
      assertEquals("2", defaults.getProperty("db.setting.read.maxRetries"));
      assertEquals("0", defaults.getProperty("db.setting.write.maxRetries"));

      Properties props = props(standin, "ycsb");
      props.setProperty("as.commitLevel", "master");
      props.setProperty("as.update", "replace");
      props.setProperty("as.readModeAP", "all");
      props.setProperty("as.replica", "sequence");
      props.setProperty("as.sendKey", "true");
      props.setProperty("as.maxRetries", "3");
      props.setProperty("as.totalTimeout", "2500");
      props.setProperty("as.socketTimeout", "700");
      props.setProperty("as.sleepBetweenRetries", "5");
      props.setProperty("writeallfields", "true");
      initAndCleanUp(props);
      assertEquals("COMMIT_MASTER", props.getProperty("db.setting.commitLevel"));
      assertEquals("replace", props.getProperty("db.setting.updateMode"));
      assertEquals("REPLACE_ONLY", props.getProperty("db.setting.update.recordExistsAction"));
      assertEquals("ALL", props.getProperty("db.setting.readModeAP"));
      assertEquals("SEQUENCE", props.getProperty("db.setting.replica"));
      assertEquals("true", props.getProperty("db.setting.sendKey"));
      for (String kind : new String[] {"read.", "write."}) {
        assertEquals("3", props.getProperty("db.setting." + kind + "maxRetries"));
        assertEquals("2500", props.getProperty("db.setting." + kind + "totalTimeoutMs"));
        assertEquals("700", props.getProperty("db.setting." + kind + "socketTimeoutMs"));
        assertEquals("5", props.getProperty("db.setting." + kind + "sleepBetweenRetriesMs"));
      }
    }
  }
}
