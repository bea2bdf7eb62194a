/*
 * Copyright (c) 2026 ycsb-ext contributors.
 * Licensed under the Apache License, Version 2.0 (http://www.apache.org/licenses/LICENSE-2.0).
 */
package site.ycsb.db.couchbase2.support;

import com.couchbase.client.core.BackpressureException;
import com.couchbase.client.core.DocumentConcurrentlyModifiedException;
import com.couchbase.client.core.DocumentMutationLostException;
import com.couchbase.client.core.ReplicaNotAvailableException;
import com.couchbase.client.core.ReplicaNotConfiguredException;
import com.couchbase.client.java.error.CouchbaseOutOfMemoryException;
import com.couchbase.client.java.error.DocumentAlreadyExistsException;
import com.couchbase.client.java.error.DocumentDoesNotExistException;
import com.couchbase.client.java.error.DurabilityException;
import com.couchbase.client.java.error.TemporaryFailureException;
import com.couchbase.client.java.error.TemporaryLockFailureException;
import java.util.concurrent.TimeoutException;
import site.ycsb.Status;

/**
 * The statuses the binding returns, and which SDK failure maps to which. Core counts each as
 * {@code Return=<NAME>} in the summary. A failure none of them covers is {@code ERROR} with the SDK's exception and
 * its message in the description (what the run's outcome line shows as its first failure), one status per exception
 * class, built when the class is first seen and kept (at most {@value #MAX_ERROR_KINDS} kinds; later ones share
 * core's plain {@link Status#ERROR}), so nothing is allocated per operation after that.
 *
 * <p>Thread-safe.
 */
public final class Couchbase2Status {

  /** The operation (including durability polling) did not finish within {@code couchbase.kvTimeout}. */
  public static final Status TIMEOUT = new Status("TIMEOUT", "The operation timed out.");
  /** The server stayed busy (temporary failure, out of memory, locked) through every retry. */
  public static final Status TEMPORARY_FAILURE = new Status("TEMPORARY_FAILURE",
      "The server reported a temporary failure on every retry.");
  /** The mutation was applied but could not be persisted or replicated as {@code persistTo}/{@code replicateTo} ask. */
  public static final Status DURABILITY_FAILURE = new Status("DURABILITY_FAILURE",
      "The durability requirement (persistTo/replicateTo) could not be met.");
  /** An insert found the document already there ({@code couchbase.upsert=false}). */
  public static final Status ALREADY_EXISTS = new Status("ALREADY_EXISTS", "The document already exists: insert"
      + " found it (" + Couchbase2Properties.UPSERT + "=false). Load into an empty bucket (flush it, or another"
      + " table), start after the loaded keys with insertstart, or set " + Couchbase2Properties.UPSERT
      + "=true to overwrite.");
  /** A scan found no primary index on the bucket. */
  public static final Status NO_PRIMARY_INDEX = new Status("NO_PRIMARY_INDEX",
      "The bucket has no primary index, which the N1QL scan needs.");

  /** Most distinct {@code ERROR} (and {@code DURABILITY_FAILURE}) statuses kept, by exception class. */
  static final int MAX_ERROR_KINDS = 64;
  private static final StatusKinds ERRORS = new StatusKinds(Status.ERROR, MAX_ERROR_KINDS);
  private static final StatusKinds DURABILITY = new StatusKinds(DURABILITY_FAILURE, MAX_ERROR_KINDS);

  private Couchbase2Status() {
  }

  /**
   * The {@code TIMEOUT} of a mutation that waits for durability: its description names the settings and the copies
   * waited for, since with durability most timeouts are a replica (or a persisting node) that does not confirm.
   * Build it once per settings ({@code init}), not per operation.
   *
   * @param settings settings with {@code persistTo} or {@code replicateTo} above 0
   * @return a {@code TIMEOUT} status naming them
   */
  public static Status durableTimeout(Couchbase2Settings settings) {
    int replicas = settings.getReplicateToReplicas();
    int persisted = settings.getPersistToNodes();
    StringBuilder waits = new StringBuilder();
    if (replicas > 0) {
      waits.append(replicas == 1 ? "replica 1" : "replicas 1-" + replicas).append(" of the document's partition to"
          + " receive it");
    }
    if (persisted > 0) {
      waits.append(waits.length() > 0 ? " and " : "").append(persisted).append(persisted == 1 ? " node" : " nodes")
          .append(" to persist it");
    }
    return new Status(TIMEOUT.getName(), "The mutation was not confirmed within " + Couchbase2Properties.KV_TIMEOUT
        + "=" + settings.getKvTimeoutMs() + " ms: " + Couchbase2Properties.PERSIST_TO + "=" + persisted + " "
        + Couchbase2Properties.REPLICATE_TO + "=" + replicas + " waits for " + waits + " (is the replica's node up"
        + " and the replica placed? it may also have been applied).");
  }

  /**
   * A {@link #DURABILITY_FAILURE} whose description names its cause (the SDK's exception and message) and the
   * settings that asked for it, one status per exception class (capped, like {@link #error}), so the run's failure
   * line says why durability failed, not only that it did.
   */
  static Status durability(Throwable cause) {
    return DURABILITY.of(cause, "couchbase.persistTo/couchbase.replicateTo could not be met: ");
  }

  static Status error(Throwable error) {
    // The SDK's own exception names the cause; RxJava's wrappers (OnErrorThrowable.OnNextValue) around it do not.
    return ERRORS.of(StatusKinds.firstFrom(error, "com.couchbase."));
  }

  /** @return whether the failure is worth a retry: the server or the client queue was momentarily busy */
  public static boolean isTemporary(Throwable error) {
    for (Throwable t = error; t != null; t = t.getCause() == t ? null : t.getCause()) {
      if (t instanceof TemporaryFailureException || t instanceof TemporaryLockFailureException
          || t instanceof CouchbaseOutOfMemoryException || t instanceof BackpressureException) {
        return true;
      }
    }
    return false;
  }

  /**
   * @return the status of a failed key-value operation ({@code TEMPORARY_FAILURE} for a temporary failure: the
   *     caller decides whether it retried)
   */
  public static Status of(Throwable error) {
    // The first recognised exception along the cause chain decides (the SDK wraps timeouts, for one).
    for (Throwable t = error; t != null; t = t.getCause() == t ? null : t.getCause()) {
      if (t instanceof DocumentDoesNotExistException) {
        return Status.NOT_FOUND;
      }
      if (t instanceof DocumentAlreadyExistsException) {
        return ALREADY_EXISTS;
      }
      if (isTemporary(t)) {
        return TEMPORARY_FAILURE;
      }
      if (t instanceof DurabilityException || t instanceof DocumentConcurrentlyModifiedException
          || t instanceof DocumentMutationLostException || t instanceof ReplicaNotConfiguredException
          || t instanceof ReplicaNotAvailableException) {
        return durability(t);
      }
      if (t instanceof TimeoutException) {
        return TIMEOUT;
      }
    }
    return error(error);
  }
}
