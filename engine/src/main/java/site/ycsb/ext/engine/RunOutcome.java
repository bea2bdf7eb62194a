/*
 * Copyright (c) 2026 ycsb-ext contributors.
 * Licensed under the Apache License, Version 2.0 (http://www.apache.org/licenses/LICENSE-2.0).
 */
package site.ycsb.ext.engine;

import java.util.Collections;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.TreeMap;
import site.ycsb.ext.contract.Outcome;
import site.ycsb.ext.contract.RunSettings;

/**
 * How a load or run ended, as the manifest records it and the exit code follows: {@code completed},
 * {@code completed-with-failures} (some operations failed, within {@code failures.max}), {@code failed} or
 * {@code interrupted} (stopped by a signal), with the
 * one-line reason, and the successful and failed operations per operation type (failures by status name). Decided
 * once by {@link #decide}; immutable and thread-safe.
 *
 * @param kind the outcome
 * @param reason one line: why the run failed, or which failures it had; empty for a clean run
 * @param operations counts per operation type ({@code READ}, {@code UPDATE}, ...), sorted by name
 */
record RunOutcome(Outcome kind, String reason, Map<String, Counts> operations) {

  /**
   * One operation type's results.
   *
   * @param successes operations whose status was OK
   * @param failuresByStatus failed operations by status name ({@code ERROR}, {@code NOT_FOUND}, ...), sorted
   * @param firstFailure the first failed status and its description, or {@code null} without failures
   */
  record Counts(long successes, Map<String, Long> failuresByStatus, String firstFailure) {
    Counts {
      failuresByStatus = Collections.unmodifiableMap(new TreeMap<>(failuresByStatus));
    }

    long failures() {
      return failuresByStatus.values().stream().mapToLong(Long::longValue).sum();
    }

    long attempted() {
      return successes + failures();
    }
  }

  RunOutcome {
    operations = Collections.unmodifiableMap(new TreeMap<>(operations));
  }

  /**
   * Applies the rules, in order: a run failure (a dead thread, a failed init or export, a stop signal) fails the run
   * with the first cause; so do zero operations, an operation type that was attempted and never succeeded, and a share
   * of failed operations above {@code maxFailedShare}. Failures within the limit complete the run with failures.
   *
   * @param operations the tally of the run
   * @param maxFailedShare {@code failures.max}, 0 to 1
   * @param runFailures the causes found by the benchmark, in order (each one line)
   */
  static RunOutcome decide(Map<String, Counts> operations, double maxFailedShare, List<String> runFailures) {
    if (!runFailures.isEmpty()) {
      return new RunOutcome(Outcome.FAILED, runFailures.get(0), operations);
    }
    long attempted = 0;
    long failed = 0;
    String worst = null;
    for (Map.Entry<String, Counts> op : operations.entrySet()) {
      Counts counts = op.getValue();
      attempted += counts.attempted();
      failed += counts.failures();
      if (counts.attempted() > 0 && counts.successes() == 0) {
        return new RunOutcome(Outcome.FAILED, describe(op.getKey(), counts) + "; no " + op.getKey()
            + " succeeded", operations);
      }
      if (counts.failures() > 0 && (worst == null || share(counts) > share(operations.get(worst)))) {
        worst = op.getKey();
      }
    }
    if (attempted == 0) {
      return new RunOutcome(Outcome.FAILED, "The run finished with zero operations", operations);
    }
    if (failed == 0) {
      return new RunOutcome(Outcome.COMPLETED, "", operations);
    }
    double share = (double) failed / attempted;
    String worstLine = describe(worst, operations.get(worst));
    String total = percent(share) + " of all " + String.format(Locale.US, "%,d", attempted) + " operations failed";
    if (share > maxFailedShare) {
      return new RunOutcome(Outcome.FAILED, worstLine + "; " + total + ", more than " + RunSettings.MAX_FAILED_SHARE_PROPERTY + "="
          + number(maxFailedShare) + " allows", operations);
    }
    return new RunOutcome(Outcome.COMPLETED_WITH_FAILURES, worstLine + "; " + total + ", within " + RunSettings.MAX_FAILED_SHARE_PROPERTY
        + "=" + number(maxFailedShare), operations);
  }

  /** The outcome of a run stopped by a signal before its end. */
  static RunOutcome interrupted(Map<String, Counts> operations, String reason) {
    return new RunOutcome(Outcome.INTERRUPTED, reason, operations);
  }

  /** Operations whose status was OK, all types together. */
  long successfulOperations() {
    return operations.values().stream().mapToLong(Counts::successes).sum();
  }

  /** Failed operations, all types together. */
  long failedOperations() {
    return operations.values().stream().mapToLong(Counts::failures).sum();
  }

  /** Failed operations by status name ({@code ERROR}, {@code TIMEOUT}, ...), all operation types together. */
  Map<String, Long> failuresByStatus() {
    Map<String, Long> failures = new TreeMap<>();
    operations.values().forEach(counts -> counts.failuresByStatus().forEach((status, count) ->
        failures.merge(status, count, Long::sum)));
    return failures;
  }

  private static double share(Counts counts) {
    return (double) counts.failures() / counts.attempted();
  }

  /** e.g. {@code READ: 15.2% of 500 operations failed (first: ERROR: The operation failed.)}. */
  private static String describe(String operation, Counts counts) {
    return String.format(Locale.US, "%s: %s of %,d operations failed (first: %s)", operation,
        percent(share(counts)), counts.attempted(), counts.firstFailure());
  }

  /** A share as a percentage with one decimal, more where that would round a partial share to 0% or 100%. */
  static String percent(double share) {
    double percent = share * 100;
    String text = String.format(Locale.US, "%.1f", percent);
    if ((text.equals("100.0") && percent < 100) || (text.equals("0.0") && percent > 0)) {
      text = String.format(Locale.US, "%.4g", percent);
    }
    return (text.endsWith(".0") ? text.substring(0, text.length() - 2) : text) + "%";
  }

  private static String number(double value) {
    return java.math.BigDecimal.valueOf(value).stripTrailingZeros().toPlainString();
  }
}
