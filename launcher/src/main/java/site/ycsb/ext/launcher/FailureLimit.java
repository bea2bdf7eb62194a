/*
 * Copyright (c) 2026 ycsb-ext contributors.
 * Licensed under the Apache License, Version 2.0 (http://www.apache.org/licenses/LICENSE-2.0).
 */
package site.ycsb.ext.launcher;

import java.util.Properties;

/**
 * How many failed operations a run may have and still complete: the property {@value #MAX}, a fraction of all
 * operations. A load keeps the stricter rule (any failed insert fails it, and stops its client thread, as core does)
 * unless {@value #MAX} is given. Immutable; thread-safe.
 */
final class FailureLimit {
  /**
   * The largest share of failed operations (all operation types together) a run may have and still exit 0, as a
   * fraction from 0 to 1; {@code 1} disables the check. An operation type with no success at all fails the run
   * whatever the value. Default: {@value #DEFAULT_MAX} for a run; 0 for a load unless given.
   */
  static final String MAX = "failures.max";
  static final double DEFAULT_MAX = 0.01;

  private final double maxFailedShare;
  private final boolean given;

  private FailureLimit(double maxFailedShare, boolean given) {
    this.maxFailedShare = maxFailedShare;
    this.given = given;
  }

  /**
   * @param phase {@code load} or {@code run}
   * @throws BadInputException naming {@value #MAX}, the value and the valid range
   */
  static FailureLimit from(Properties props, String phase) {
    String value = props.getProperty(MAX);
    if (value == null) {
      return new FailureLimit("load".equals(phase) ? 0 : DEFAULT_MAX, false);
    }
    double parsed;
    try {
      parsed = Double.parseDouble(value.trim());
    } catch (NumberFormatException e) {
      parsed = Double.NaN;
    }
    if (!(parsed >= 0 && parsed <= 1)) {
      throw BadInputException.invalidValue(MAX, value, "a fraction from 0 to 1 (0.01: up to 1% of the operations"
          + " may fail; 1 disables the check)");
    }
    return new FailureLimit(parsed, true);
  }

  /** The largest share of failed operations that still completes the run, 0 to 1. */
  double maxFailedShare() {
    return maxFailedShare;
  }

  /** Whether a load's client thread stops at its first failed insert (core's behaviour; the load then fails). */
  boolean stopsAtFirstFailedInsert() {
    return maxFailedShare == 0;
  }

  @Override
  public String toString() {
    return MAX + "=" + (given ? "" : "(default) ") + maxFailedShare;
  }
}
