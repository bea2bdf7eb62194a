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
import site.ycsb.Status;

/**
 * Counts of failed operations (by status) and of temporary-failure retries of one shared bucket
 * ({@link SharedBucket#failures()}). The first few failures of each status are logged on one line each, without a
 * stack trace; the rest are only counted. Totals: {@link #summary()}.
 *
 * <p>Thread-safe and lock-free on the counting path; called from any client thread.
 *
 * <p>A deliberate twin of the aerospike binding's {@code FailureLog}: each binding is offered to YCSB on its own and
 * depends on no other, so the two share no code. Keep them alike.
 */
public final class FailureLog {
  private final Logger log;
  private final int logFirst;
  private final ConcurrentHashMap<String, AtomicLong> failures = new ConcurrentHashMap<>();
  private final AtomicLong retries = new AtomicLong();
  private final AtomicLong asyncFailures = new AtomicLong();

  /**
   * @param log      where to log
   * @param logFirst how many failures of each status to log with their cause, 0 or more
   */
  public FailureLog(Logger log, int logFirst) {
    this.log = log;
    this.logFirst = logFirst;
  }

  /** Counts one failed operation and logs it if it is among the first of its status. */
  public void failed(String operation, Status status, Throwable cause) {
    failed(operation, status, IoPool.oneLine(cause));
  }

  /** Counts one failed operation and logs it, with its one-line cause, if it is among the first of its status. */
  public void failed(String operation, Status status, String cause) {
    long count = counter(status.getName()).incrementAndGet();
    if (count <= logFirst) {
      log.warn("couchbase2: {} failed with {} (failure {} of this kind; the first {} are logged, all counted): {}",
          operation, status.getName(), count, logFirst, cause);
    }
  }

  /** Counts one retry after a temporary failure. */
  public void retried() {
    retries.incrementAndGet();
  }

  /** Counts one failure of a mutation sent with {@code syncMutationResponse=false} (already reported as OK). */
  public void asyncFailed(Throwable cause) {
    if (asyncFailures.incrementAndGet() <= logFirst) {
      log.warn("couchbase2: a mutation sent without waiting (syncMutationResponse=false) failed: {}",
          IoPool.oneLine(cause));
    }
  }

  /** @return retries counted so far */
  public long retries() {
    return retries.get();
  }

  /** @return failed operations of that status (by {@link Status#getName()}) so far */
  public long failures(Status status) {
    AtomicLong count = failures.get(status.getName());
    return count == null ? 0 : count.get();
  }

  /** @return failures of mutations sent with {@code syncMutationResponse=false} */
  public long asyncFailures() {
    return asyncFailures.get();
  }

  /** @return one line with every non-zero total, or an empty string when nothing failed or retried */
  public String summary() {
    Map<String, Long> totals = new TreeMap<>();
    for (Map.Entry<String, AtomicLong> entry : failures.entrySet()) {
      totals.put(entry.getKey(), entry.getValue().get());
    }
    StringBuilder line = new StringBuilder();
    for (Map.Entry<String, Long> total : totals.entrySet()) {
      line.append(line.length() == 0 ? "" : ", ").append(total.getValue()).append(' ').append(total.getKey());
    }
    if (retries.get() > 0) {
      line.append(line.length() == 0 ? "" : ", ").append(retries.get()).append(" temporary-failure retries");
    }
    if (asyncFailures.get() > 0) {
      line.append(line.length() == 0 ? "" : ", ").append(asyncFailures.get())
          .append(" failed mutations sent without waiting (counted as OK)");
    }
    return line.length() == 0 ? "" : "couchbase2: " + line;
  }

  private AtomicLong counter(String status) {
    AtomicLong count = failures.get(status);
    if (count == null) {
      AtomicLong created = new AtomicLong();
      count = failures.putIfAbsent(status, created);
      if (count == null) {
        count = created;
      }
    }
    return count;
  }
}
