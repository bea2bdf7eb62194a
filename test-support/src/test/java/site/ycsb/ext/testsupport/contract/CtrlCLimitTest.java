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
  void theContractsTwoSecondsHoldWhereTheAnchorIsUnderFourTimesThem() {
    assertEquals(2_000, BindingContract.ctrlCLimitMillis(1));
    assertEquals(2_000, BindingContract.ctrlCLimitMillis(3_500));
    assertEquals(2_000, BindingContract.ctrlCLimitMillis(8_000));
  }

  @Test
  void onASlowerMachineTheLimitIsAQuarterOfTheAnchorAndAFixedTenSecondWaitStillFails() {
    assertEquals(2_250, BindingContract.ctrlCLimitMillis(9_000));
    // load average 90: the one-record load took 30 s; an SDK disconnect's 10-s timeout is still over the limit
    long limit = BindingContract.ctrlCLimitMillis(30_000);
    assertEquals(7_500, limit);
    assertTrue(10_000 > limit);
  }
}
