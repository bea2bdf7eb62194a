/*
 * Copyright (c) 2026 ycsb-ext contributors.
 * Licensed under the Apache License, Version 2.0 (http://www.apache.org/licenses/LICENSE-2.0).
 */
package site.ycsb.ext.fanout.preflight;

import java.util.Arrays;
import java.util.EnumSet;
import java.util.Locale;
import java.util.Set;
import java.util.stream.Collectors;
import site.ycsb.ext.fanout.FanoutInputException;

/**
 * The preflight checks a user may skip ({@code --skip-check}): a skipped check is still made and shown, but does not
 * stop the run. Reaching the host, its directory and a deployed distribution cannot be skipped: without them nothing
 * starts. Immutable; thread-safe.
 */
public enum PreflightCheck {
  /** The host's Java is at least the version the run needs. */
  JAVA,
  /** The deployed distribution is the version this host runs. */
  VERSION,
  /** Every {@code -cp} jar is on the host with its SHA-256. */
  JARS,
  /** Free disk for the run's expected output ({@link OutputEstimate}) plus {@code --min-free-disk}. */
  DISK,
  /** The clock offset was measured and is within {@code --max-clock-offset}. */
  CLOCK;

  /** The check's word in {@code --skip-check}. */
  public String word() {
    return name().toLowerCase(Locale.ROOT);
  }

  /**
   * Parses {@code --skip-check}'s comma-separated words.
   *
   * @throws FanoutInputException naming the option, the value and the valid words
   */
  public static Set<PreflightCheck> parse(String words) {
    Set<PreflightCheck> checks = EnumSet.noneOf(PreflightCheck.class);
    if (words == null) {
      return checks;
    }
    for (String word : words.split(",", -1)) {
      try {
        checks.add(valueOf(word.trim().toUpperCase(Locale.ROOT)));
      } catch (IllegalArgumentException e) {
        throw FanoutInputException.invalid("option '--skip-check'", words, "a comma-separated list of "
            + Arrays.stream(values()).map(PreflightCheck::word).collect(Collectors.joining(", ")));
      }
    }
    return checks;
  }
}
