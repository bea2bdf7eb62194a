/*
 * Copyright (c) 2026 ycsb-ext contributors.
 * Licensed under the Apache License, Version 2.0 (http://www.apache.org/licenses/LICENSE-2.0).
 */
package site.ycsb.ext.report.model;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;

import java.util.LinkedHashSet;
import java.util.List;
import java.util.Set;

import org.junit.jupiter.api.Test;

/** Objectives are checked against the operations a workload runs before a sweep starts. */
class ServiceLevelObjectivesTest {
  private static final Set<String> READ_UPDATE = Set.of("READ", "UPDATE");

  @Test
  void anObjectiveOnAnOperationTheWorkloadNeverRunsIsOneLineNamingTheValidOnes() {
    IllegalArgumentException e = assertThrows(IllegalArgumentException.class,
        () -> ServiceLevelObjectives.parse("--slo", "READ.p99<=5ms,UPDAT.p99<=5ms").checkOperations("--slo",
            new LinkedHashSet<>(List.of("READ", "UPDATE"))));
    assertEquals("Invalid value 'UPDAT.p99<=5ms' for option '--slo': the workload runs no UPDAT; expected one of its"
        + " operations: READ, UPDATE", e.getMessage());
    assertThrows(IllegalArgumentException.class, () -> ServiceLevelObjectives.parse("--slo", "INSERT.p99<=5ms")
        .checkOperations("--slo", READ_UPDATE));
    assertThrows(IllegalArgumentException.class, () -> ServiceLevelObjectives.parse("--slo", "Intended-SCAN.p99<=5ms")
        .checkOperations("--slo", READ_UPDATE));
  }

  @Test
  void objectivesOnTheRunsOperationsAndTheirDerivedNamesPass() {
    ServiceLevelObjectives.parse("--slo", "read.p99<=5ms,UPDATE.max<=1s,READ-FAILED.p50<=1ms,Intended-READ.p95<=2ms,"
        + "UPDATE-TIMEOUT.p99<=9ms,CLEANUP.max<=1s").checkOperations("--slo", READ_UPDATE);
  }
}
