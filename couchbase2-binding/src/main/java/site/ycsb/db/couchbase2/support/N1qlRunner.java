/*
 * Copyright (c) 2026 ycsb-ext contributors.
 * Licensed under the Apache License, Version 2.0 (http://www.apache.org/licenses/LICENSE-2.0).
 */
package site.ycsb.db.couchbase2.support;

import com.couchbase.client.java.Bucket;
import com.couchbase.client.java.document.json.JsonObject;
import com.couchbase.client.java.error.QueryExecutionException;
import com.couchbase.client.java.query.N1qlQuery;
import com.couchbase.client.java.query.N1qlQueryResult;
import java.util.regex.Matcher;
import java.util.regex.Pattern;
import site.ycsb.Status;

/**
 * Runs the binding's N1QL statements on the shared bucket and maps a failed one to its status (N1QL error codes,
 * timeouts, the SDK's exceptions), counting it in the failure log. Thread-safe: it holds only thread-safe objects.
 */
public final class N1qlRunner {
  private static final Pattern ERROR_CODE = Pattern.compile("\"code\":(\\d+)");

  /** What to make of a successful N1QL result. */
  public interface RowHandler {
    /**
     * @param rows the statement's successful result
     * @return the operation's status
     */
    Status handle(N1qlQueryResult rows);
  }

  /** Mutations by N1QL: no mutated document means it did not exist. */
  public static final RowHandler MUTATED = new RowHandler() {
    @Override
    public Status handle(N1qlQueryResult rows) {
      return rows.info().mutationCount() > 0 ? Status.OK : Status.NOT_FOUND;
    }
  };

  private final Bucket bucket;
  private final String bucketName;
  private final N1qlStatements n1ql;
  private final FailureLog failures;

  /**
   * @param bucket     the shared bucket
   * @param bucketName its name, for the primary-index hint
   * @param n1ql       the statements (for the primary-index hint)
   * @param failures   where failures are counted
   */
  public N1qlRunner(Bucket bucket, String bucketName, N1qlStatements n1ql, FailureLog failures) {
    this.bucket = bucket;
    this.bucketName = bucketName;
    this.n1ql = n1ql;
    this.failures = failures;
  }

  /** @return the handler's status for a successful statement, else the status of its failure (counted) */
  public Status run(String operation, N1qlQuery statement, RowHandler handler) {
    try {
      N1qlQueryResult rows = bucket.query(statement);
      if (rows.finalSuccess()) {
        return handler.handle(rows);
      }
      Status status = Status.ERROR;
      for (JsonObject error : rows.errors()) {
        status = queryStatus(error);
      }
      if (rows.errors().isEmpty() && "timeout".equals(rows.status())) {
        status = Couchbase2Status.TIMEOUT;
      }
      failures.failed(operation, status, describeQueryFailure(status, rows.status() + " " + rows.errors()));
      return status;
    } catch (RuntimeException e) {
      Status status = Couchbase2Status.of(e);
      boolean unmapped = Status.ERROR.getName().equals(status.getName());
      for (Throwable t = e; t != null && unmapped; t = t.getCause() == t ? null : t.getCause()) {
        if (t instanceof QueryExecutionException && ((QueryExecutionException) t).getN1qlError() != null) {
          status = queryStatus(((QueryExecutionException) t).getN1qlError(), status);
          unmapped = false;
        } else if (t.getMessage() != null) {
          // Prepared statements report the server's error only as text: N1qlQuery Error - {"msg":...,"code":4000}
          Matcher code = ERROR_CODE.matcher(t.getMessage());
          if (code.find()) {
            status = queryStatus(JsonObject.create().put("code", Integer.parseInt(code.group(1))), status);
            unmapped = false;
          }
        }
      }
      failures.failed(operation, status, describeQueryFailure(status, IoPool.oneLine(e)));
      return status;
    }
  }

  private String describeQueryFailure(Status status, String detail) {
    if (status == Couchbase2Status.NO_PRIMARY_INDEX) {
      return "bucket '" + bucketName + "' has no primary index; create it once with: "
          + n1ql.createPrimaryIndex() + " (" + detail + ")";
    }
    return detail;
  }

  /** N1QL error codes: 4000 no usable index, 12009 duplicate key, 1080 timeout; others are {@code ERROR}. */
  static Status queryStatus(JsonObject error) {
    return queryStatus(error, Status.ERROR);
  }

  /** @return the status of the N1QL error code, or {@code otherwise} for codes without their own */
  static Status queryStatus(JsonObject error, Status otherwise) {
    Object code = error.get("code");
    int value = code instanceof Number ? ((Number) code).intValue() : -1;
    switch (value) {
    case 4000:
      return Couchbase2Status.NO_PRIMARY_INDEX;
    case 12009:
      return Couchbase2Status.ALREADY_EXISTS;
    case 1080:
      return Couchbase2Status.TIMEOUT;
    default:
      return otherwise;
    }
  }
}
