/*
 * Copyright (c) 2026 ycsb-ext contributors.
 * Licensed under the Apache License, Version 2.0 (http://www.apache.org/licenses/LICENSE-2.0).
 */
package site.ycsb.ext.testsupport.contract;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import org.junit.jupiter.api.Test;

class CtrlCLimitTest {

  @Test
  void theContractsTwoSecondsHoldWhereTheAnchorIsUnderTwiceThem() {
    assertEquals(2_000, BindingContract.ctrlCLimitMillis(1));
    // a quiet machine's anchors: 1.2-3.5 s (BasicDB, aerospike, couchbase2)
    assertEquals(2_000, BindingContract.ctrlCLimitMillis(3_500));
    assertEquals(2_000, BindingContract.ctrlCLimitMillis(4_000));
  }

  @Test
  void onASlowerMachineTheLimitIsHalfTheAnchorAndAFixedTenSecondWaitStillFailsWithBothCoresBusy() {
    assertEquals(2_250, BindingContract.ctrlCLimitMillis(4_500));
    // both cores kept busy beside the suite: one-record loads of 6.4-18.7 s; a 10-s disconnect is over the limit
    long limit = BindingContract.ctrlCLimitMillis(18_700);
    assertEquals(9_350, limit);
    assertTrue(10_000 > limit);
  }
}
