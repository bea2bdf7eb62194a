/*
 * Copyright (c) 2026 ycsb-ext contributors.
 * Licensed under the Apache License, Version 2.0 (http://www.apache.org/licenses/LICENSE-2.0).
 */
package site.ycsb.db.couchbase3.support;

import com.couchbase.client.core.error.AmbiguousTimeoutException;
import com.couchbase.client.core.error.CasMismatchException;
import com.couchbase.client.core.error.DocumentExistsException;
import com.couchbase.client.core.error.DocumentMutationLostException;
import com.couchbase.client.core.error.DocumentNotFoundException;
import com.couchbase.client.core.error.DurabilityAmbiguousException;
import com.couchbase.client.core.error.DurabilityImpossibleException;
import com.couchbase.client.core.error.DurabilityLevelNotAvailableException;
import com.couchbase.client.core.error.DurableWriteInProgressException;
import com.couchbase.client.core.error.DurableWriteReCommitInProgressException;
import com.couchbase.client.core.error.ReplicaNotAvailableException;
import com.couchbase.client.core.error.ReplicaNotConfiguredException;
import com.couchbase.client.core.error.TemporaryFailureException;
import com.couchbase.client.core.error.TimeoutException;
import site.ycsb.Status;

/**
 * The statuses the binding returns, and which SDK 3 failure maps to which. Core counts each as {@code Return=<NAME>}
 * in the summary. Statuses that carry a cause ({@code DURABILITY_FAILURE}, {@code ERROR}) are built once per SDK
 * exception class, their description naming it and its first message (what the run's outcome line shows), at most
 * {@value #MAX_KINDS} kinds each; nothing is allocated per operation after that.
 *
 * <p>Thread-safe.
 */
public final class Couchbase3Status {

  /** The operation did not finish within {@code couchbase.kvTimeout}; an ambiguous one may have been applied. */
  public static final Status TIMEOUT = new Status("TIMEOUT", "The operation timed out.");
  /** The server stayed busy (temporary failure, locked) until the timeout; the SDK retried it. */
  public static final Status TEMPORARY_FAILURE = new Status("TEMPORARY_FAILURE",
      "The server reported a temporary failure until the operation timed out.");
  /** The durability asked for could not be met, or its outcome is unknown. */
  public static final Status DURABILITY_FAILURE = new Status("DURABILITY_FAILURE",
      "The durability requirement could not be met.");
  /** An insert found the document already there ({@code couchbase.upsert=false}). */
  public static final Status ALREADY_EXISTS = new Status("ALREADY_EXISTS", "The document already exists: insert"
      + " found it (" + Couchbase3Properties.UPSERT + "=false). Load into an empty bucket (flush it, or another"
      + " table), start after the loaded keys with insertstart, or set " + Couchbase3Properties.UPSERT
      + "=true to overwrite.");

  /** Most distinct statuses kept per name, by exception class. */
  static final int MAX_KINDS = 64;
  private static final StatusKinds ERRORS = new StatusKinds(Status.ERROR, MAX_KINDS);
  private static final StatusKinds DURABILITY = new StatusKinds(DURABILITY_FAILURE, MAX_KINDS);

  private Couchbase3Status() {
  }

  /**
   * @return the status of a failed key-value operation: {@code NOT_FOUND}, {@code ALREADY_EXISTS},
   *     {@code DURABILITY_FAILURE}, {@code TEMPORARY_FAILURE}, {@code TIMEOUT}, or an {@code ERROR} naming the cause
   */
  public static Status of(Throwable error) {
    for (Throwable t = error; t != null; t = t.getCause() == t ? null : t.getCause()) {
      if (t instanceof DocumentNotFoundException) {
        return Status.NOT_FOUND;
      }
      if (t instanceof DocumentExistsException) {
        return ALREADY_EXISTS;
      }
      if (t instanceof DurabilityImpossibleException || t instanceof DurabilityAmbiguousException
          || t instanceof DurableWriteInProgressException || t instanceof DurableWriteReCommitInProgressException
          || t instanceof DurabilityLevelNotAvailableException || t instanceof ReplicaNotConfiguredException
          || t instanceof ReplicaNotAvailableException || t instanceof DocumentMutationLostException) {
        return DURABILITY.of(t, "couchbase.durability/persistTo/replicateTo could not be met: ");
      }
      if (t instanceof TemporaryFailureException) {
        return TEMPORARY_FAILURE;
      }
      if (t instanceof TimeoutException) {
        return t instanceof AmbiguousTimeoutException && containsDurable(t) ? DURABILITY.of(t,
            "couchbase.durability could not be confirmed in time (the write may be applied): ") : TIMEOUT;
      }
      if (t instanceof CasMismatchException) {
        return ERRORS.of(t);
      }
    }
    return ERRORS.of(StatusKinds.firstFrom(error, "com.couchbase."));
  }

  /* A timeout whose retry reasons name a durable write in progress is a durability outcome, not a slow server. */
  private static boolean containsDurable(Throwable t) {
    return t.getMessage() != null && t.getMessage().contains("SYNC_WRITE");
  }
}
