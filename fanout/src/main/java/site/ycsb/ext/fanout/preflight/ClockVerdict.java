/*
 * Copyright (c) 2026 ycsb-ext contributors.
 * Licensed under the Apache License, Version 2.0 (http://www.apache.org/licenses/LICENSE-2.0).
 */
package site.ycsb.ext.fanout.preflight;

/**
 * What one clock probe (an offset and its uncertainty, half the probe's round trip, both in milliseconds) says about
 * a bound on the offset: an interval wholly inside the bound is {@link #WITHIN}, wholly outside {@link #EXCEEDS}, and
 * one across it {@link #UNDECIDED} (the probe was too slow to tell). Stateless.
 */
enum ClockVerdict {
  /** No probe answered. */
  UNMEASURED,
  /** |offset| + uncertainty is at most the bound. */
  WITHIN,
  /** |offset| - uncertainty is over the bound: a bad clock, whatever the round trip. */
  EXCEEDS,
  /** The interval [|offset| - uncertainty, |offset| + uncertainty] holds the bound. */
  UNDECIDED;

  /**
   * @param probe {offset, uncertainty} in milliseconds, NaN when not measured
   * @param maxOffsetMs the bound on |offset|, in milliseconds
   */
  static ClockVerdict of(double[] probe, long maxOffsetMs) {
    if (Double.isNaN(probe[0]) || Double.isNaN(probe[1])) {
      return UNMEASURED;
    }
    double distance = Math.abs(probe[0]);
    if (distance + probe[1] <= maxOffsetMs) {
      return WITHIN;
    }
    return distance - probe[1] > maxOffsetMs ? EXCEEDS : UNDECIDED;
  }
}
