/*
 * Copyright (c) 2026 ycsb-ext contributors.
 * Licensed under the Apache License, Version 2.0 (http://www.apache.org/licenses/LICENSE-2.0).
 */
package site.ycsb.ext.launcher;

import java.time.Instant;
import java.util.concurrent.TimeUnit;
import site.ycsb.ext.contract.BadInputException;

/**
 * The {@code --start-at} option's value checked before anything starts: milliseconds since the epoch, from at most
 * {@value #MAX_PAST_MINUTES} minutes ago (a host whose DB initialisation outlasted the common instant still starts,
 * and is reported as late) to at most {@value #MAX_AHEAD_HOURS} hours ahead. Stateless; thread-safe.
 */
final class StartInstant {
  static final long MAX_PAST_MINUTES = 10;
  static final long MAX_AHEAD_HOURS = 24;

  private StartInstant() {
  }

  /**
   * @param text the option's value as typed
   * @param nowMs the current time, epoch milliseconds
   * @return the instant, epoch milliseconds
   * @throws BadInputException naming {@code --start-at}, the value and what a valid one is
   */
  static long parse(String text, long nowMs) {
    long epochMs;
    try {
      epochMs = Long.parseLong(text.strip());
    } catch (NumberFormatException e) {
      throw invalid(text, nowMs, "");
    }
    if (epochMs < nowMs - TimeUnit.MINUTES.toMillis(MAX_PAST_MINUTES)) {
      throw invalid(text, nowMs, " (" + Instant.ofEpochMilli(epochMs) + " is in the past)");
    }
    if (epochMs > nowMs + TimeUnit.HOURS.toMillis(MAX_AHEAD_HOURS)) {
      throw invalid(text, nowMs, " (" + Instant.ofEpochMilli(epochMs) + " is too far ahead)");
    }
    return epochMs;
  }

  private static BadInputException invalid(String text, long nowMs, String why) {
    return new BadInputException("Invalid value '" + text + "' for option '--start-at'" + why + ": expected an"
        + " instant in milliseconds since the epoch, from " + MAX_PAST_MINUTES + " minutes ago to " + MAX_AHEAD_HOURS
        + " hours ahead (now is " + nowMs + "; in 15 s: " + (nowMs + 15_000) + ")");
  }
}
