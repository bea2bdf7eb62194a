/*
 * Copyright (c) 2026 ycsb-ext contributors.
 * Licensed under the Apache License, Version 2.0 (http://www.apache.org/licenses/LICENSE-2.0).
 */
package site.ycsb.ext.report.study;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.List;
import org.junit.jupiter.api.Test;

class IntervalTest {

  @Test
  void tQuantilesMatchTheTables() {
    assertEquals(12.7062, Interval.tQuantile(0.975, 1), 1e-4);
    assertEquals(4.3027, Interval.tQuantile(0.975, 2), 1e-4);
    assertEquals(2.7764, Interval.tQuantile(0.975, 4), 1e-4);
    assertEquals(2.2281, Interval.tQuantile(0.975, 10), 1e-4);
    assertEquals(1.9840, Interval.tQuantile(0.975, 100), 1e-4);
  }

  @Test
  void threeRepetitionsGiveTheLogScaleInterval() {
    // mean 20, s = 10, n = 3: on the log scale half width 4.3027 * (10 / 20) / sqrt(3) = 1.24209
    Interval i = Interval.of(List.of(10.0, 20.0, 30.0));
    assertEquals(3, i.n());
    assertEquals(20.0, i.mean(), 0);
    assertEquals(10.0, i.sd(), 1e-12);
    assertEquals(20 * Math.exp(-1.24209), i.low(), 1e-3);
    assertEquals(20 * Math.exp(1.24209), i.high(), 1e-2);
  }

  /** The case: a t-interval of the mean went below zero ([-3,251 - 23,579] ops/s); this one never does. */
  @Test
  void noBoundBelowZeroForASpreadOfPositiveValues() {
    Interval i = Interval.of(List.of(4.0, 4414.0, 32082.0));
    assertTrue(i.low() > 0, i.toString());
    assertTrue(i.low() < i.mean() && i.mean() < i.high(), i.toString());
    Interval zeros = Interval.of(List.of(0.0, 0.0));
    assertEquals(0.0, zeros.low(), 0);
    assertEquals(0.0, zeros.high(), 0);
  }

  @Test
  void oneRepetitionHasNoInterval() {
    Interval i = Interval.of(List.of(5.0));
    assertEquals(5.0, i.mean(), 0);
    assertTrue(Double.isNaN(i.low()));
    Interval.Ratio r = Interval.ratio(i, i);
    assertEquals(1.0, r.value(), 0);
    assertFalse(r.exceedsSpread());
  }

  @Test
  void ratioIntervalOnTheLogScale() {
    Interval a = Interval.of(List.of(350.0, 360.0, 370.0));  // mean 360, s 10
    Interval b = Interval.of(List.of(95.0, 100.0, 105.0));   // mean 100, s 5
    Interval.Ratio r = Interval.ratio(a, b);
    assertEquals(3.6, r.value(), 1e-12);
    double va = 100.0 / (3 * 360 * 360);
    double vb = 25.0 / (3 * 100 * 100);
    double df = (va + vb) * (va + vb) / (va * va / 2 + vb * vb / 2);
    double half = Interval.tQuantile(0.975, df) * Math.sqrt(va + vb);
    assertEquals(3.6 * Math.exp(-half), r.low(), 1e-9);
    assertEquals(3.6 * Math.exp(half), r.high(), 1e-9);
    assertTrue(r.exceedsSpread());
    Interval.Ratio inverse = Interval.ratio(b, a);
    assertEquals(1 / r.high(), inverse.low(), 1e-12);
  }

  @Test
  void overlappingRunsDoNotExceedTheSpread() {
    Interval a = Interval.of(List.of(90.0, 100.0, 110.0));
    Interval b = Interval.of(List.of(95.0, 101.0, 108.0));
    assertFalse(Interval.ratio(a, b).exceedsSpread());
  }

  @Test
  void logGammaOfIntegersIsLogFactorial() {
    assertEquals(Math.log(24), Interval.logGamma(5), 1e-12);
    assertEquals(0.5 * Math.log(Math.PI), Interval.logGamma(0.5), 1e-12);
  }
}
