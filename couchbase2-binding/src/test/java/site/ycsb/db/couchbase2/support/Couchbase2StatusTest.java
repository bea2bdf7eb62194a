/*
 * Copyright (c) 2026 ycsb-ext contributors.
 * Licensed under the Apache License, Version 2.0 (http://www.apache.org/licenses/LICENSE-2.0).
 */
package site.ycsb.db.couchbase2.support;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertSame;
import static org.junit.jupiter.api.Assertions.assertTrue;

import com.couchbase.client.core.ReplicaNotAvailableException;
import org.junit.jupiter.api.Test;
import site.ycsb.Status;

class Couchbase2StatusTest {

  @Test
  void aDurabilityFailureNamesItsCauseAndTheSettings() {
    Status status = Couchbase2Status.of(new ReplicaNotAvailableException("replica 1 of vbucket 12 is not available", 12L));
    assertEquals("DURABILITY_FAILURE", status.getName());
    assertEquals("couchbase.persistTo/couchbase.replicateTo could not be met: ReplicaNotAvailableException: replica"
        + " 1 of vbucket 12 is not available (the first of its kind; all are counted as DURABILITY_FAILURE)",
        status.getDescription());
    assertSame(status, Couchbase2Status.of(new ReplicaNotAvailableException("another", 3L)),
        "one status per cause, built once");
    assertTrue(!status.isOk());
  }
}
