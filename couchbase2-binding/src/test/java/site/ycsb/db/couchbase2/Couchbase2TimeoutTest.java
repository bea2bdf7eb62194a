/*
 * Copyright (c) 2026 ycsb-ext contributors.
 * Licensed under the Apache License, Version 2.0 (http://www.apache.org/licenses/LICENSE-2.0).
 */
package site.ycsb.db.couchbase2;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.HashMap;
import java.util.Map;
import java.util.Properties;
import org.junit.jupiter.api.Test;
import site.ycsb.ByteIterator;
import site.ycsb.Status;
import site.ycsb.StringByteIterator;
import site.ycsb.db.couchbase2.support.Couchbase2Properties;
import site.ycsb.db.couchbase2.support.Couchbase2Status;
import site.ycsb.db.couchbase2.support.SharedBucket;
import site.ycsb.ext.standin.couchbase.CouchbaseMockCluster;

/**
 * A mutation the cluster cannot complete in time gives {@code TIMEOUT}: a one-node mock with one configured replica
 * never places the replica, so {@code replicateTo=1} (run anyway with {@code couchbase.allowUnplacedReplicas=true})
 * waits until {@code couchbase.kvTimeout}.
 */
class Couchbase2TimeoutTest {

  @Test
  void mutationThatCannotCompleteInTimeIsTimeoutAndNotRetried() throws Exception {
    try (CouchbaseMockCluster mock = CouchbaseMockCluster.start(1, 1, "slow")) {
      Properties props = mock.bindingProperties();
      props.setProperty(Couchbase2Properties.KV_TIMEOUT, "500");
      props.setProperty(Couchbase2Properties.REPLICATE_TO, "1");
      props.setProperty(Couchbase2Properties.ALLOW_UNPLACED_REPLICAS, "true");
      Couchbase2Client db = new Couchbase2Client();
      db.setProperties(props);
      db.init();
      try {
        long retries = SharedBucket.current().failures().retries();
        long timeouts = failures(Couchbase2Status.TIMEOUT);
        Map<String, ByteIterator> values = new HashMap<>();
        values.put("field0", new StringByteIterator("v"));
        Status status = db.insert("usertable", "user1", values);
        assertEquals("TIMEOUT", status.getName());
        // Not a bare "The operation timed out.": the settings and the copy waited for.
        assertTrue(status.getDescription().contains("couchbase.replicateTo=1")
            && status.getDescription().contains("couchbase.persistTo=0")
            && status.getDescription().contains("replica 1")
            && status.getDescription().contains("couchbase.kvTimeout=500 ms"), status.getDescription());
        assertEquals(1, failures(Couchbase2Status.TIMEOUT) - timeouts);
        assertEquals(0, SharedBucket.current().failures().retries() - retries);
      } finally {
        db.cleanup();
      }
    }
  }

  /** @return the failures of that status the shared bucket counted so far */
  private static long failures(Status status) {
    return SharedBucket.current().failures().counts().getOrDefault(status.getName(), 0L);
  }
}
