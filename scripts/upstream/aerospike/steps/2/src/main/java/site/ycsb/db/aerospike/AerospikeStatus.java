/*
 * Copyright (c) 2026 ycsb-ext contributors.
 * Licensed under the Apache License, Version 2.0 (http://www.apache.org/licenses/LICENSE-2.0).
 */
package site.ycsb.db.aerospike;

import com.aerospike.client.AerospikeException;
import com.aerospike.client.ResultCode;

import java.util.concurrent.atomic.AtomicReferenceArray;

import site.ycsb.Status;

/**
 * The failure statuses of the binding and the mapping from client exceptions to them. Core counts each status
 * separately ({@code [READ], Return=TIMEOUT, 12}).
 *
 * <p>Besides the constants here, failures map to core's {@link Status#NOT_FOUND} (missing record),
 * {@link Status#SERVICE_UNAVAILABLE} (node unreachable, connection refused or dropped before a write was sent,
 * partition unavailable, node in the client's error-rate backoff after such errors) and {@code ERROR} (anything
 * else). An {@code ERROR} carries the server's result code and its meaning in its description
 * ({@code Error 25: Enterprise only}), so the run's outcome line names the cause; core still counts every such
 * failure as {@code Return=ERROR}. One {@code ERROR} status exists per result code, built the first time the code
 * is seen (at most {@value #CODES} of them), so the hot path allocates nothing after that.
 *
 * <p>Constants and a pure function over a lazily filled, bounded cache; thread-safe.
 */
public final class AerospikeStatus {

  /**
   * The client's total or socket timeout expired, or the server timed the command out. A timed-out write may
   * or may not have been applied.
   */
  public static final Status TIMEOUT = new Status("TIMEOUT",
      "Timed out (client total/socket timeout or server timeout); a timed-out write may have been applied.");

  /** The record was busy with other writes (hot key): server result codes KEY_BUSY and XDR_KEY_BUSY. */
  public static final Status KEY_BUSY = new Status("KEY_BUSY", "Record busy with concurrent writes (hot key).");

  /**
   * The server or client refused work for lack of capacity: device overload, memory, quota, or the client's
   * connection limit ({@code as.maxConnsPerNode}).
   */
  public static final Status OVERLOAD = new Status("OVERLOAD",
      "Server or client out of capacity (device overload, memory, quota, connection limit).");

  /** A write failed after it may have reached the server (connection lost mid-command): its outcome is unknown. */
  public static final Status IN_DOUBT = new Status("IN_DOUBT",
      "Write failed after it may have reached the server; it may or may not have been applied.");

  /**
   * An insert found the record already there; the description says how to run again.
   */
  public static final Status KEY_EXISTS = new Status("KEY_EXISTS", "Error " + ResultCode.KEY_EXISTS_ERROR
      + ": insert found an existing record. Load into an empty set"
      + " (truncate it, or another table/namespace), or start after the loaded keys with insertstart.");

  /** Result codes with a cached status: {@value #LOWEST_CODE} (client-side codes) up to 255 (the server's). */
  private static final int LOWEST_CODE = -32;
  private static final int CODES = 256 - LOWEST_CODE;
  /** {@code ERROR} statuses by result code ({@code code - LOWEST_CODE}), built on first use. */
  private static final AtomicReferenceArray<Status> ERRORS = new AtomicReferenceArray<Status>(CODES);

  private AerospikeStatus() {
  }

  /**
   * Maps a client exception to the status an operation reports.
   *
   * @param e     the exception of a read, write, delete or scan
   * @param write whether the command changes data (its outcome may then be in doubt)
   * @return the status; never {@link Status#OK}
   */
  public static Status of(AerospikeException e, boolean write) {
    if (e instanceof AerospikeException.Timeout) {
      return TIMEOUT;
    }
    switch (e.getResultCode()) {
    case ResultCode.TIMEOUT:
      return TIMEOUT;
    case ResultCode.KEY_NOT_FOUND_ERROR:
      return Status.NOT_FOUND;
    case ResultCode.KEY_EXISTS_ERROR:
      return KEY_EXISTS;
    case ResultCode.KEY_BUSY:
    case ResultCode.XDR_KEY_BUSY:
      return KEY_BUSY;
    case ResultCode.DEVICE_OVERLOAD:
    case ResultCode.SERVER_MEM_ERROR:
    case ResultCode.QUOTA_EXCEEDED:
    case ResultCode.NO_MORE_CONNECTIONS:
      return OVERLOAD;
    default:
      break;
    }
    if (write && e.getInDoubt()) {
      return IN_DOUBT;
    }
    if (e instanceof AerospikeException.Connection || e instanceof AerospikeException.InvalidNode) {
      return Status.SERVICE_UNAVAILABLE;
    }
    switch (e.getResultCode()) {
    case ResultCode.SERVER_NOT_AVAILABLE:
    case ResultCode.INVALID_NODE_ERROR:
    case ResultCode.MAX_ERROR_RATE:
    case ResultCode.PARTITION_UNAVAILABLE:
      return Status.SERVICE_UNAVAILABLE;
    default:
      return error(e.getResultCode());
    }
  }

  /**
   * @param resultCode the client's or server's result code
   * @return the {@code ERROR} status whose description is {@code Error 25: Enterprise only}; the same instance for the
   *     same code (codes outside -32..255 share core's plain {@link Status#ERROR})
   */
  public static Status error(int resultCode) {
    int index = resultCode - LOWEST_CODE;
    if (index < 0 || index >= CODES) {
      return Status.ERROR;
    }
    Status status = ERRORS.get(index);
    if (status == null) {
      // Two threads may build it at once; both are equal and the first one stored wins.
      ERRORS.compareAndSet(index, null, new Status(Status.ERROR.getName(), "Error " + resultCode + ": "
          + ResultCode.getResultString(resultCode)));
      status = ERRORS.get(index);
    }
    return status;
  }
}
