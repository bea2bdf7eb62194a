/*
 * Copyright (c) 2026 ycsb-ext contributors.
 * Licensed under the Apache License, Version 2.0 (http://www.apache.org/licenses/LICENSE-2.0).
 */
package site.ycsb.ext.engine;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.List;
import org.junit.jupiter.api.Test;

class RunFailuresTest {

  @Test
  void threadsKilledTheSameWayAreOneLine() {
    RunFailures failures = new RunFailures();
    for (int id : new int[] {3, 0, 2, 1}) {
      failures.addThreadDeath(id, 100 + id, "Connection refused: 127.0.0.1:6379");
    }
    assertEquals(List.of("4 client threads (0-3) died, after 406 operations in all: Connection refused:"
        + " 127.0.0.1:6379"), failures.causes());
  }

  @Test
  void aConnectionFailureDeepInADriversChainIsNamedWithItsHostAndPort() {
    Throwable refused = new java.net.ConnectException("Connection refused: /127.0.0.1:6399");
    Throwable driver = new IllegalStateException("Could not get a resource from the pool",
        new RuntimeException("socket", refused));
    assertEquals("java.lang.IllegalStateException: Could not get a resource from the pool (caused by"
        + " java.lang.RuntimeException: socket) (root cause java.net.ConnectException: Connection refused:"
        + " /127.0.0.1:6399)", RunFailures.describe(driver));
    assertEquals("java.net.ConnectException: Connection refused: /127.0.0.1:6399", RunFailures.describe(refused),
        "said once when it is the exception itself");
    Throwable netty = new site.ycsb.DBException("cannot open bucket: connection refused (Connection refused:"
        + " /127.0.0.1:6399: /127.0.0.1:6399)");
    assertEquals("cannot open bucket: connection refused (Connection refused: /127.0.0.1:6399)",
        RunFailures.describe(netty), "a driver that appends the address the JDK gave already says it once");
  }

  @Test
  void ninetyThreadsFailingTheirInitAreNamedAsARange() {
    RunFailures failures = new RunFailures();
    for (int id = 89; id >= 0; id--) {
      if (id != 40) {
        failures.addInitFailure(id, "no answer");
      }
    }
    failures.addInitFailure(40, "refused");
    assertEquals(List.of("DB init failed in client threads 0-39, 41-89: no answer",
        "DB init failed in client thread 40: refused"), failures.causes());
  }

  @Test
  void oneDeadThreadIsNamedWithItsOperations() {
    RunFailures failures = new RunFailures();
    failures.addThreadDeath(7, 12, "java.lang.IllegalStateException: boom");
    failures.add("Workload cleanup failed: x");
    assertEquals(List.of("Client thread 7 died after 12 operations: java.lang.IllegalStateException: boom",
        "Workload cleanup failed: x"), failures.causes());
  }

  @Test
  void differentCausesStayApartInitFailuresFirst() {
    RunFailures failures = new RunFailures();
    failures.addThreadDeath(0, 5, "A");
    failures.addThreadDeath(1, 6, "B");
    failures.addInitFailure(2, "C");
    assertEquals(List.of("DB init failed in client thread 2: C", "Client thread 0 died after 5 operations: A",
        "Client thread 1 died after 6 operations: B"), failures.causes());
  }

  @Test
  void settingsTheClusterRefusesAtInitAreBadInputOnlyWhenEveryFailureIs() {
    site.ycsb.DBException refused = new site.ycsb.DBException("couchbase2: replicateTo=2 but 1 replica",
        new IllegalArgumentException("replicateTo=2 but 1 replica"));
    assertTrue(RunFailures.isBadInput(refused));
    assertFalse(RunFailures.isBadInput(new site.ycsb.DBException("Connection refused")));
    RunFailures failures = new RunFailures();
    failures.addInitFailure(0, "couchbase2: replicateTo=2 but 1 replica", true);
    failures.addInitFailure(1, "couchbase2: replicateTo=2 but 1 replica", true);
    assertTrue(failures.initFailedOnBadInput());
    failures.addInitFailure(2, "Connection refused", false);
    assertFalse(failures.initFailedOnBadInput());
    assertFalse(new RunFailures().initFailedOnBadInput());
  }
}
