/*
 * Copyright (c) 2026 ycsb-ext contributors.
 * Licensed under the Apache License, Version 2.0 (http://www.apache.org/licenses/LICENSE-2.0).
 */
package site.ycsb.ext.engine;

import java.util.Optional;
import java.util.Properties;
import site.ycsb.ext.contract.BadInputException;
import site.ycsb.ext.contract.RunKeys;

/**
 * Whether this client started late against the common start instant it was given ({@code --start-at}, which fan-out
 * gives every host): later than {@value RunKeys#LATE_START_MS} milliseconds (default
 * {@value RunKeys#DEFAULT_LATE_START_MS}) is named in the run's output and its manifest, so a multi-host run never
 * hides a host whose first seconds the others ran without it. Immutable; thread-safe.
 *
 * @param thresholdMs how late a start may be before it is named, milliseconds, at least 0
 */
record LateStart(long thresholdMs) {

  /**
   * The threshold the run's properties give.
   *
   * @throws BadInputException naming {@value RunKeys#LATE_START_MS}, the value and the valid range
   */
  static LateStart from(Properties props) {
    String value = props.getProperty(RunKeys.LATE_START_MS);
    if (value == null) {
      return new LateStart(RunKeys.DEFAULT_LATE_START_MS);
    }
    try {
      long ms = Long.parseLong(value.strip());
      if (ms >= 0) {
        return new LateStart(ms);
      }
    } catch (NumberFormatException e) {
      // said below
    }
    throw BadInputException.invalidValue(RunKeys.LATE_START_MS, value, "milliseconds, a whole number of 0 or more");
  }

  /**
   * The warning for a start at {@code startMs}, or empty when there was no common instant or the start was within
   * the threshold.
   *
   * @param startAtMs the common start instant, epoch milliseconds; 0 when none was given
   * @param startMs when this client's run started, epoch milliseconds
   * @param host this client's host label
   */
  Optional<String> warning(long startAtMs, long startMs, String host) {
    long lateMs = startMs - startAtMs;
    if (startAtMs <= 0 || lateMs <= thresholdMs) {
      return Optional.empty();
    }
    return Optional.of("host " + host + " started " + lateMs + " ms after the common start instant (more than "
        + RunKeys.LATE_START_MS + "=" + thresholdMs + "): the other hosts ran its first " + lateMs + " ms without it");
  }
}
