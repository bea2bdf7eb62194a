/*
 * Copyright (c) 2026 ycsb-ext contributors.
 * Licensed under the Apache License, Version 2.0 (http://www.apache.org/licenses/LICENSE-2.0).
 */
package site.ycsb.ext.fanout.run;

import static org.junit.jupiter.api.Assertions.assertEquals;

import org.junit.jupiter.api.Test;

/** The barrier's margin from the ssh round trips, and its instant capped at the launch-time instant. */
class StartBarrierStepTest {
  private static final long NOW = 1_795_930_883_000L;

  @Test
  void theMarginIsTwoRoundTripsPerWavePlusAQuarterSecondAtLeastHalfASecond() {
    assertEquals(730, StartBarrierStep.marginMs(1, 240));
    // the 32-host scale run: a 27,221-ms launch round trip under load 55-65
    assertEquals(54_692, StartBarrierStep.marginMs(1, 27_221));
    assertEquals(2 * 2 * 27_221 + 250, StartBarrierStep.marginMs(2, 27_221), "64 hosts in two waves of 32");
    assertEquals(StartBarrierStep.MIN_MARGIN_MS, StartBarrierStep.marginMs(1, 10));
  }

  @Test
  void theInstantIsOnAWholeSecondAndNeverAfterTheLaunchTimeInstant() {
    long fallback = NOW + 30_000;
    assertEquals(NOW + 1_000, StartBarrierStep.instant(NOW + 123, 730, fallback));
    // the margin wants 54.7 s, the launch-time instant is 30 s away: every untold host starts there, so the told do too
    assertEquals(fallback, StartBarrierStep.instant(NOW, 54_692, fallback));
  }
}
