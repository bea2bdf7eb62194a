/*
 * Copyright (c) 2026 ycsb-ext contributors.
 * Licensed under the Apache License, Version 2.0 (http://www.apache.org/licenses/LICENSE-2.0).
 */
package site.ycsb.ext.commandline;

import java.util.Properties;
import site.ycsb.ext.contract.BadInputException;
import site.ycsb.ext.contract.Phase;
import site.ycsb.ext.contract.RunSettings;

/**
 * How many failed operations a run may have and still complete: the property {@value #MAX}, a fraction of all
 * operations. A load keeps the stricter rule (any failed insert fails it, and stops its client thread, as core does)
 * unless {@value #MAX} is given. Stateless; thread-safe.
 */
public final class FailureLimit {
  /**
   * The largest share of failed operations (all operation types together) a run may have and still exit 0, as a
   * fraction from 0 to 1; {@code 1} disables the check. An operation type with no success at all fails the run
   * whatever the value. Default: {@value #DEFAULT_MAX} for a run; 0 for a load unless given.
   */
  public static final String MAX = RunSettings.MAX_FAILED_SHARE_PROPERTY;
  public static final double DEFAULT_MAX = 0.01;

  private FailureLimit() {
  }

  /**
   * @param phase {@code load} or {@code run}
   * @return the largest share of failed operations that still completes the run, 0 to 1
   * @throws BadInputException naming {@value #MAX}, the value and the valid range
   */
  static double maxFailedShare(Properties props, Phase phase) {
    String value = props.getProperty(MAX);
    if (value == null) {
      return phase == Phase.LOAD ? 0 : DEFAULT_MAX;
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
    return parsed;
  }
}
