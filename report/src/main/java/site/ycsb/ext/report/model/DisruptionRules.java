/*
 * Copyright (c) 2026 ycsb-ext contributors.
 * Licensed under the Apache License, Version 2.0 (http://www.apache.org/licenses/LICENSE-2.0).
 */
package site.ycsb.ext.report.model;

import java.time.Duration;

/**
 * How the report measures an event's disruption ({@link Disruptions}): the baseline span before the event, and what
 * "recovered" means. Immutable; thread-safe.
 *
 * @param baselineSpan the span before the event whose whole windows make the baseline. Default: 60 s
 * @param throughputTolerance how far below the baseline throughput a recovered window may be, as a share (0.1 = 10%
 *     below). Default: 0.1
 * @param p99Tolerance how far above the baseline p99 a recovered window's p99 may be, as a share (0.5 = 1.5 times).
 *     Default: 0.5 (a window's p99 is noisier than its throughput)
 * @param stableWindows how many windows in a row must be within both tolerances to count as recovered, from 1.
 *     Default: 5
 */
public record DisruptionRules(Duration baselineSpan, double throughputTolerance, double p99Tolerance,
    int stableWindows) {

  /** The defaults, as documented in {@code docs/faults.md}. */
  public static final DisruptionRules DEFAULT = new DisruptionRules(Duration.ofSeconds(60), 0.1, 0.5, 5);

  public DisruptionRules {
    if (baselineSpan.isNegative() || baselineSpan.isZero()) {
      throw new IllegalArgumentException("baselineSpan must be positive, got " + baselineSpan);
    }
    if (!(throughputTolerance >= 0 && throughputTolerance < 1) || !(p99Tolerance >= 0)) {
      throw new IllegalArgumentException("tolerances must be in [0, 1) and [0, inf), got " + throughputTolerance
          + " and " + p99Tolerance);
    }
    if (stableWindows < 1) {
      throw new IllegalArgumentException("stableWindows must be at least 1, got " + stableWindows);
    }
  }
}
