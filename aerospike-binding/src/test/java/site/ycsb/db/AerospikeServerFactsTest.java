/*
 * Copyright (c) 2026 ycsb-ext contributors.
 * Licensed under the Apache License, Version 2.0 (http://www.apache.org/licenses/LICENSE-2.0).
 */
package site.ycsb.db;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNull;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.time.Duration;
import java.util.Properties;

import org.junit.jupiter.api.Test;

import site.ycsb.ext.standin.AerospikeStandin;
import site.ycsb.ext.standin.Edition;

/**
 * What {@code init} records for the run's manifest against a stand-in: the servers' facts from the info protocol
 * ({@code ycsb.ext.server.*}) and the policies in effect ({@code ycsb.ext.setting.*}).
 */
class AerospikeServerFactsTest {

  private static Properties initAndCleanUp(Properties props) throws Exception {
    AerospikeClient db = new AerospikeClient();
    db.setProperties(props);
    db.init();
    db.cleanup();
    return props;
  }

  private static Properties props(AerospikeStandin standin, String namespace) {
    Properties props = new Properties();
    props.setProperty("as.host", standin.seed());
    props.setProperty("as.namespace", namespace);
    return props;
  }

  @Test
  void initRecordsTheStandinsConfigurationAsServerFacts() throws Exception {
    try (AerospikeStandin standin = AerospikeStandin.builder().nodes(2).namespace("ycsb")
        .edition(Edition.ENTERPRISE).replicationFactor(2).strongConsistency(true).nsupPeriod(Duration.ofSeconds(120))
        .defaultTtl(Duration.ofSeconds(3600)).maxRecordSize(4096).clusterName("bench").start()) {
      Properties props = props(standin, "ycsb");
      props.setProperty("as.durableDelete", "true");
      initAndCleanUp(props);
      assertEquals("Aerospike Enterprise Edition (ycsb-ext stand-in)", props.getProperty("ycsb.ext.server.edition"));
      assertEquals("true", props.getProperty("ycsb.ext.server.standin"));
      assertTrue(props.getProperty("ycsb.ext.server.version").matches("\\d+(\\.\\d+)+"),
          props.getProperty("ycsb.ext.server.version"));
      assertEquals("2", props.getProperty("ycsb.ext.server.nodes"));
      assertEquals("bench", props.getProperty("ycsb.ext.server.clusterName"));
      assertEquals("2", props.getProperty("ycsb.ext.server.replicationFactor"));
      assertEquals("true", props.getProperty("ycsb.ext.server.strongConsistency"));
      assertEquals("memory", props.getProperty("ycsb.ext.server.storageEngine"));
      assertEquals("120", props.getProperty("ycsb.ext.server.nsupPeriod"));
      assertEquals("3600", props.getProperty("ycsb.ext.server.defaultTtl"));
      assertEquals("4096", props.getProperty("ycsb.ext.server.maxRecordSize"));
      assertNull(props.getProperty("ycsb.ext.warning.aerospike.server-facts"));
    }
  }

  @Test
  void aNamespaceTheClusterDoesNotServeLeavesItsFactsUnknownWithAWarningAndInitSucceeds() throws Exception {
    try (AerospikeStandin standin = AerospikeStandin.builder().namespace("ycsb").start()) {
      Properties props = initAndCleanUp(props(standin, "elsewhere"));
      assertEquals("unknown", props.getProperty("ycsb.ext.server.replicationFactor"));
      assertEquals("unknown", props.getProperty("ycsb.ext.server.storageEngine"));
      assertEquals("Aerospike Community Edition (ycsb-ext stand-in)", props.getProperty("ycsb.ext.server.edition"));
      String warning = props.getProperty("ycsb.ext.warning.aerospike.server-facts");
      assertTrue(warning != null && warning.contains("namespace 'elsewhere'"), warning);
    }
  }

  @Test
  void initRecordsThePoliciesInEffectWithTheClientsDefaults() throws Exception {
    try (AerospikeStandin standin = AerospikeStandin.builder().namespace("ycsb").start()) {
      Properties defaults = initAndCleanUp(props(standin, "ycsb"));
      assertEquals("COMMIT_ALL", defaults.getProperty("ycsb.ext.setting.commitLevel"));
      assertEquals("merge", defaults.getProperty("ycsb.ext.setting.updateMode"));
      assertEquals("UPDATE_ONLY", defaults.getProperty("ycsb.ext.setting.update.recordExistsAction"));
      assertEquals("CREATE_ONLY", defaults.getProperty("ycsb.ext.setting.insert.recordExistsAction"));
      assertEquals("false", defaults.getProperty("ycsb.ext.setting.tls"));
      assertEquals("false", defaults.getProperty("ycsb.ext.setting.sendKey"));
      assertEquals("false", defaults.getProperty("ycsb.ext.setting.durableDelete"));
      // The client's own defaults for retries: 2 for reads, 0 for writes.
      assertEquals("2", defaults.getProperty("ycsb.ext.setting.read.maxRetries"));
      assertEquals("0", defaults.getProperty("ycsb.ext.setting.write.maxRetries"));

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
      assertEquals("COMMIT_MASTER", props.getProperty("ycsb.ext.setting.commitLevel"));
      assertEquals("replace", props.getProperty("ycsb.ext.setting.updateMode"));
      assertEquals("REPLACE_ONLY", props.getProperty("ycsb.ext.setting.update.recordExistsAction"));
      assertEquals("ALL", props.getProperty("ycsb.ext.setting.readModeAP"));
      assertEquals("SEQUENCE", props.getProperty("ycsb.ext.setting.replica"));
      assertEquals("true", props.getProperty("ycsb.ext.setting.sendKey"));
      for (String kind : new String[] {"read.", "write."}) {
        assertEquals("3", props.getProperty("ycsb.ext.setting." + kind + "maxRetries"));
        assertEquals("2500", props.getProperty("ycsb.ext.setting." + kind + "totalTimeoutMs"));
        assertEquals("700", props.getProperty("ycsb.ext.setting." + kind + "socketTimeoutMs"));
        assertEquals("5", props.getProperty("ycsb.ext.setting." + kind + "sleepBetweenRetriesMs"));
      }
    }
  }
}
