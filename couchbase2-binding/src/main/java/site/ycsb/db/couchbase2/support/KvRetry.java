/*
 * Copyright (c) 2026 ycsb-ext contributors.
 * Licensed under the Apache License, Version 2.0 (http://www.apache.org/licenses/LICENSE-2.0).
 */
package site.ycsb.db.couchbase2.support;

import site.ycsb.Status;

/**
 * Runs a key-value attempt, retries its temporary failures as configured ({@code couchbase.temporaryFailureRetries},
 * with a doubling wait from {@code couchbase.temporaryFailureBackoff}, counted in the operation's latency, as an
 * application would see it), then maps a failure to its status and counts it. Thread-safe: it holds only immutable
 * settings and the thread-safe failure log.
 */
public final class KvRetry {
  /** One attempt of an operation; it throws the SDK's exceptions. */
  public interface Attempt {
    /** @return the status of a successful attempt */
    Status run();
  }

  private final Couchbase2Settings settings;
  private final FailureLog failures;
  private final Status mutationTimeout;

  /**
   * @param settings        the retries and the first wait
   * @param failures        where retries and failures are counted
   * @param mutationTimeout the status of a timed-out mutation ({@link Couchbase2Status#durableTimeout} with
   *                        durability, else {@code TIMEOUT})
   */
  public KvRetry(Couchbase2Settings settings, FailureLog failures, Status mutationTimeout) {
    this.settings = settings;
    this.failures = failures;
    this.mutationTimeout = mutationTimeout;
  }

  /** @return the attempt's status, or that of its last failure */
  public Status execute(String operation, Attempt attempt) {
    long backoffMs = settings.getTemporaryFailureBackoffMs();
    for (int retry = 0;; retry++) {
      try {
        return attempt.run();
      } catch (RuntimeException e) {
        if (Couchbase2Status.isTemporary(e) && retry < settings.getTemporaryFailureRetries()) {
          failures.retried();
          if (!pause(backoffMs)) {
            failures.failed(operation, Couchbase2Status.TEMPORARY_FAILURE, e);
            return Couchbase2Status.TEMPORARY_FAILURE;
          }
          backoffMs = Math.min(Math.max(1, backoffMs * 2), Couchbase2Properties.TEMPORARY_FAILURE_BACKOFF_CAP_MS);
          continue;
        }
        Status status = Couchbase2Status.of(e);
        if (status == Couchbase2Status.TIMEOUT && !"read".equals(operation)) {
          status = mutationTimeout;
        }
        if (status != Status.NOT_FOUND) {
          failures.failed(operation, status, e);
        }
        return status;
      }
    }
  }

  /** @return false when interrupted (the flag is restored) */
  private static boolean pause(long millis) {
    if (millis <= 0) {
      return true;
    }
    try {
      Thread.sleep(millis);
      return true;
    } catch (InterruptedException e) {
      Thread.currentThread().interrupt();
      return false;
    }
  }
}
