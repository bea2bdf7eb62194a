/*
 * Copyright (c) 2026 ycsb-ext contributors.
 * Licensed under the Apache License, Version 2.0 (http://www.apache.org/licenses/LICENSE-2.0).
 */
package site.ycsb.db.couchbase2;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertNull;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.Properties;
import org.junit.jupiter.api.Test;
import site.ycsb.DBException;
import site.ycsb.db.couchbase2.facts.Couchbase2Facts;
import site.ycsb.db.couchbase2.facts.FactKeys;
import site.ycsb.db.couchbase2.support.Couchbase2Properties;
import site.ycsb.db.couchbase2.support.SharedBucket;
import site.ycsb.ext.standin.couchbase.CouchbaseMockCluster;

/**
 * Durability is checked against the bucket's configuration at init, before the first operation: more replicas than
 * the bucket has, or replicas configured but not placed, fail init with one line; {@code allowUnplacedReplicas}
 * runs anyway and records a warning. The SDK's threshold and orphan logs are off unless asked for.
 */
class Couchbase2DurabilityInitTest {

  private static Properties props(CouchbaseMockCluster mock, String... keyValues) {
    Properties props = mock.bindingProperties();
    for (int i = 0; i < keyValues.length; i += 2) {
      props.setProperty(keyValues[i], keyValues[i + 1]);
    }
    return props;
  }

  private static DBException initFails(Properties props) {
    Couchbase2Client db = new Couchbase2Client();
    db.setProperties(props);
    DBException e = assertThrows(DBException.class, db::init);
    assertNull(SharedBucket.current(), "a failed init holds no bucket");
    assertFalse(e.getMessage().contains("\n"), e.getMessage());
    return e;
  }

  @Test
  void replicateToBeyondTheBucketsReplicasFailsInitNamingItsReplicaCount() throws Exception {
    try (CouchbaseMockCluster mock = CouchbaseMockCluster.start(3, 1, "durable")) {
      DBException e = initFails(props(mock, Couchbase2Properties.REPLICATE_TO, "2"));
      assertEquals("couchbase2: couchbase.replicateTo=2 waits for 2 replicas but bucket 'durable' has 1 replica: use"
          + " at most 1 (or add replicas to the bucket)", e.getMessage());
      e = initFails(props(mock, Couchbase2Properties.PERSIST_TO, "3"));
      assertEquals("couchbase2: couchbase.persistTo=3 waits for 3 nodes but bucket 'durable' has 1 replica (2"
          + " copies): use at most 2 (or add replicas to the bucket)", e.getMessage());
    }
  }

  @Test
  void replicaConfiguredButNotPlacedFailsInitUnlessAllowed() throws Exception {
    try (CouchbaseMockCluster mock = CouchbaseMockCluster.start(1, 1, "single")) {
      DBException e = initFails(props(mock, Couchbase2Properties.REPLICATE_TO, "1"));
      assertTrue(e.getMessage().startsWith("couchbase2: couchbase.persistTo=0 couchbase.replicateTo=1 waits for"
          + " replica 1 but bucket 'single' has 1 replica configured and replica 1 is not placed for 64 of 64"
          + " partitions (1 node"), e.getMessage());
      assertTrue(e.getMessage().endsWith("set couchbase.allowUnplacedReplicas=true to run anyway (those mutations"
          + " then fail with DURABILITY_FAILURE or TIMEOUT)"), e.getMessage());

      Properties allowed = props(mock, Couchbase2Properties.REPLICATE_TO, "1",
          Couchbase2Properties.ALLOW_UNPLACED_REPLICAS, "true");
      String warning = Couchbase2Facts.of(allowed).get(FactKeys.UNPLACED_REPLICAS_WARNING);
      assertTrue(warning != null && warning.contains("not placed"), "warning recorded: " + warning);
      Couchbase2Client db = new Couchbase2Client();
      db.setProperties(allowed);
      db.init();
      db.cleanup();
    }
  }

  @Test
  void sdkThresholdAndOrphanLogsAreOffByDefault() throws Exception {
    try (CouchbaseMockCluster mock = CouchbaseMockCluster.start(1, 0, "quiet")) {
      Couchbase2Client db = new Couchbase2Client();
      db.setProperties(props(mock));
      db.init();
      try {
        assertFalse(SharedBucket.current().environment().operationTracingEnabled(), "threshold log");
        assertFalse(SharedBucket.current().environment().orphanResponseReportingEnabled(), "orphan log");
      } finally {
        db.cleanup();
      }
      db = new Couchbase2Client();
      db.setProperties(props(mock, Couchbase2Properties.OPERATION_TRACING, "true",
          Couchbase2Properties.ORPHAN_RESPONSE_LOGGING, "true"));
      db.init();
      try {
        assertTrue(SharedBucket.current().environment().operationTracingEnabled(), "threshold log asked for");
        assertTrue(SharedBucket.current().environment().orphanResponseReportingEnabled(), "orphan log asked for");
      } finally {
        db.cleanup();
      }
    }
  }
}
