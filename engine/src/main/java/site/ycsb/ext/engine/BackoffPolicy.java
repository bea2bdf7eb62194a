/*
 * Copyright (c) 2026 ycsb-ext contributors.
 * Licensed under the Apache License, Version 2.0 (http://www.apache.org/licenses/LICENSE-2.0).
 */
package site.ycsb.ext.engine;

import java.util.Properties;
import site.ycsb.ext.contract.BadInputException;

/**
 * How a client thread backs off after a failed operation, so that a failing cluster is not hammered at many times
 * its healthy rate (a client whose operations fail at once can fail ten times faster than it succeeds, which is load
 * the recovering cluster has to shed and distorts the recovery being measured). After the n-th failed operation in a
 * row the thread pauses {@code min(maxMs, initialMs x 2^(n-1))}; its next successful operation resets n. Under a
 * target the pause delays the thread's schedule, so the intended-start latencies of the operations after it count
 * the lost time; without a target the next operation's intended start is the pause's start. Immutable; thread-safe.
 *
 * @param initialMs the pause after the first failure in a row, milliseconds; 0 turns backoff off
 * @param maxMs the longest pause, milliseconds, at least {@code initialMs}
 */
record BackoffPolicy(long initialMs, long maxMs) {
  /** The pause after the first failure in a row, milliseconds; 0 turns backoff off. Default: {@value #DEFAULT_INITIAL_MS}. */
  static final String INITIAL_MS = "ycsb.ext.backoff.initialms";
  /** The longest pause, milliseconds. Default: {@value #DEFAULT_MAX_MS}. */
  static final String MAX_MS = "ycsb.ext.backoff.maxms";
  /** 1 ms: a thread whose failures return at once falls to at most 1,000 failed operations per second at first. */
  static final long DEFAULT_INITIAL_MS = 1;
  /**
   * 100 ms: a thread failing without pause sends at most 10 operations per second, while a node stopped for a
   * failover is noticed within one pause.
   */
  static final long DEFAULT_MAX_MS = 100;
  /** The policy that never pauses. */
  static final BackoffPolicy OFF = new BackoffPolicy(0, 0);

  BackoffPolicy {
    if (initialMs < 0 || maxMs < initialMs) {
      throw new IllegalArgumentException("expected 0 <= initialMs <= maxMs, got " + initialMs + " and " + maxMs);
    }
  }

  /**
   * The policy a run's properties give.
   *
   * @throws BadInputException naming the property, its value and the valid values
   */
  static BackoffPolicy from(Properties props) {
    long initial = millis(props, INITIAL_MS, DEFAULT_INITIAL_MS, 0);
    if (initial == 0) {
      return OFF;
    }
    long max = millis(props, MAX_MS, Math.max(DEFAULT_MAX_MS, initial), initial);
    return new BackoffPolicy(initial, max);
  }

  /** Whether backoff is on. */
  boolean enabled() {
    return initialMs > 0;
  }

  /**
   * The pause after {@code failuresInRow} failed operations in a row, milliseconds.
   *
   * @param failuresInRow from 1
   */
  long pauseMs(long failuresInRow) {
    if (!enabled() || failuresInRow < 1) {
      return 0;
    }
    // Doubling past 2^40 always exceeds maxMs; capping the shift keeps the product from overflowing.
    long shift = Math.min(failuresInRow - 1, 40);
    long pause = initialMs << shift;
    return pause <= 0 || pause > maxMs ? maxMs : pause;
  }

  /** The policy in one line, for the manifest's settings and the docs. */
  String describe() {
    return enabled() ? initialMs + " ms doubling to " + maxMs + " ms, reset on success" : "off";
  }

  private static long millis(Properties props, String key, long defaultValue, long min) {
    String text = props.getProperty(key);
    if (text == null) {
      return defaultValue;
    }
    long value;
    try {
      value = Long.parseLong(text.trim());
    } catch (NumberFormatException e) {
      value = -1;
    }
    if (value < min || value > 3_600_000) {
      throw BadInputException.invalidValue(key, text, "whole milliseconds from " + min + " to 3600000"
          + (key.equals(INITIAL_MS) ? " (0 turns backoff off)" : " (at least " + INITIAL_MS + ")"));
    }
    return value;
  }
}
