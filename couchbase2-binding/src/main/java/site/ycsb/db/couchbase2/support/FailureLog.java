/*
 * Copyright (c) 2026 ycsb-ext contributors.
 * Licensed under the Apache License, Version 2.0 (http://www.apache.org/licenses/LICENSE-2.0).
 */
package site.ycsb.db.couchbase2.support;

import java.util.Map;
import java.util.TreeMap;
import java.util.concurrent.ConcurrentHashMap;
import java.util.concurrent.atomic.AtomicLong;
import org.slf4j.Logger;
import org.slf4j.LoggerFactory;
import site.ycsb.Status;

/**
 * JVM-wide counts of failed operations (by status) and of temporary-failure retries. The first
 * {@link #LOGGED_PER_STATUS} failures of each status are logged on one line each, without a stack trace; the rest
 * are only counted. Totals: {@link #summary()}.
 *
 * <p>Thread-safe and lock-free on the counting path; called from any client thread.
 */
public final class FailureLog {
  /** Failures logged per status before they are only counted. */
  public static final int LOGGED_PER_STATUS = 3;

  private static final Logger LOG = LoggerFactory.getLogger(FailureLog.class);
  private static final ConcurrentHashMap<String, AtomicLong> FAILURES = new ConcurrentHashMap<>();
  private static final AtomicLong RETRIES = new AtomicLong();
  private static final AtomicLong ASYNC_FAILURES = new AtomicLong();

  private FailureLog() {
  }

  /** Counts one failed operation and logs it if it is among the first of its status. */
  public static void failed(String operation, Status status, Throwable cause) {
    failed(operation, status, IoPool.oneLine(cause));
  }

  /** Counts one failed operation and logs it, with its one-line cause, if it is among the first of its status. */
  public static void failed(String operation, Status status, String cause) {
    long count = counter(status.getName()).incrementAndGet();
    if (count <= LOGGED_PER_STATUS) {
      LOG.warn("couchbase2: {} failed with {} (failure {} of this kind; the first {} are logged, all counted): {}",
          operation, status.getName(), count, LOGGED_PER_STATUS, cause);
    }
  }

  /** Counts one retry after a temporary failure. */
  public static void retried() {
    RETRIES.incrementAndGet();
  }

  /** Counts one failure of a mutation sent with {@code syncMutationResponse=false} (already reported as OK). */
  public static void asyncFailed(Throwable cause) {
    if (ASYNC_FAILURES.incrementAndGet() <= LOGGED_PER_STATUS) {
      LOG.warn("couchbase2: a mutation sent without waiting (syncMutationResponse=false) failed: {}",
          IoPool.oneLine(cause));
    }
  }

  /** @return retries counted since the JVM started */
  public static long retries() {
    return RETRIES.get();
  }

  /** @return failed operations of that status (by {@link Status#getName()}) since the JVM started */
  public static long failures(Status status) {
    AtomicLong count = FAILURES.get(status.getName());
    return count == null ? 0 : count.get();
  }

  /** @return failures of mutations sent with {@code syncMutationResponse=false} */
  public static long asyncFailures() {
    return ASYNC_FAILURES.get();
  }

  /** @return one line with every non-zero total, or an empty string when nothing failed or retried */
  public static String summary() {
    Map<String, Long> totals = new TreeMap<>();
    for (Map.Entry<String, AtomicLong> entry : FAILURES.entrySet()) {
      totals.put(entry.getKey(), entry.getValue().get());
    }
    StringBuilder line = new StringBuilder();
    for (Map.Entry<String, Long> total : totals.entrySet()) {
      line.append(line.length() == 0 ? "" : ", ").append(total.getValue()).append(' ').append(total.getKey());
    }
    if (RETRIES.get() > 0) {
      line.append(line.length() == 0 ? "" : ", ").append(RETRIES.get()).append(" temporary-failure retries");
    }
    if (ASYNC_FAILURES.get() > 0) {
      line.append(line.length() == 0 ? "" : ", ").append(ASYNC_FAILURES.get())
          .append(" failed mutations sent without waiting (counted as OK)");
    }
    return line.length() == 0 ? "" : "couchbase2: " + line;
  }

  private static AtomicLong counter(String status) {
    AtomicLong count = FAILURES.get(status);
    if (count == null) {
      AtomicLong created = new AtomicLong();
      count = FAILURES.putIfAbsent(status, created);
      if (count == null) {
        count = created;
      }
    }
    return count;
  }
}
