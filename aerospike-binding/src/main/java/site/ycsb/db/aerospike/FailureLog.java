/*
 * Copyright (c) 2026 ycsb-ext contributors.
 * Licensed under the Apache License, Version 2.0 (http://www.apache.org/licenses/LICENSE-2.0).
 */
package site.ycsb.db.aerospike;

import org.slf4j.Logger;

import java.util.Map;
import java.util.TreeMap;
import java.util.concurrent.ConcurrentHashMap;
import java.util.concurrent.atomic.AtomicLong;

import site.ycsb.Status;

/**
 * Logs the first few failures of each status with their cause (one line each, no stack trace) and counts the
 * rest, so that a long run with many failures neither floods the log nor slows the timed operations.
 *
 * <p>Thread-safe: {@link #record} may be called from every worker thread at once; it does not block after the
 * first few failures of a status.
 *
 * <p>A deliberate twin of the couchbase2 binding's {@code FailureLog}: each binding is offered to YCSB on its own and
 * depends on no other, so the two share no code. Keep them alike.
 */
public final class FailureLog {
  private final Logger log;
  private final int logFirst;
  private final ConcurrentHashMap<String, AtomicLong> counts = new ConcurrentHashMap<String, AtomicLong>();

  /**
   * @param log      where to log
   * @param logFirst how many failures of each status to log with their cause, 0 or more
   */
  public FailureLog(Logger log, int logFirst) {
    this.log = log;
    this.logFirst = logFirst;
  }

  /**
   * Counts one failure and logs it if it is among the first {@code logFirst} of its status.
   *
   * @param status    the status reported to core
   * @param operation e.g. {@code "read"}
   * @param cause     the client's message (never containing a password: the client does not echo it)
   */
  public void record(Status status, String operation, Throwable cause) {
    AtomicLong count = counts.get(status.getName());
    if (count == null) {
      AtomicLong fresh = new AtomicLong();
      count = counts.putIfAbsent(status.getName(), fresh);
      if (count == null) {
        count = fresh;
      }
    }
    long n = count.incrementAndGet();
    if (n <= logFirst) {
      log.warn("Aerospike {} failed with {} ({} of the first {} of this kind logged, the rest only counted): {}",
          operation, status.getName(), n, logFirst, oneLine(cause));
    }
  }

  private static String oneLine(Throwable cause) {
    String message = cause.getMessage();
    String text = cause.getClass().getSimpleName() + (message == null ? "" : ": " + message);
    return text.replace('\n', ' ').replace('\r', ' ');
  }

  /** @return a snapshot of the failure counts by status name, sorted by name */
  public Map<String, Long> counts() {
    Map<String, Long> out = new TreeMap<String, Long>();
    for (Map.Entry<String, AtomicLong> e : counts.entrySet()) {
      out.put(e.getKey(), e.getValue().get());
    }
    return out;
  }

  /** Logs the totals, if there were failures. */
  public void logTotals() {
    Map<String, Long> totals = counts();
    if (!totals.isEmpty()) {
      log.warn("Aerospike failures by status: {}", totals);
    }
  }
}
