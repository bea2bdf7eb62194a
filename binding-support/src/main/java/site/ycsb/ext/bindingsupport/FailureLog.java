/*
 * Copyright (c) 2026 ycsb-ext contributors.
 * Licensed under the Apache License, Version 2.0 (http://www.apache.org/licenses/LICENSE-2.0).
 */
package site.ycsb.ext.bindingsupport;

import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.TreeMap;
import java.util.concurrent.ConcurrentHashMap;
import java.util.concurrent.atomic.AtomicLong;
import org.slf4j.Logger;
import site.ycsb.Status;

/**
 * Counts of a binding's failed operations by status, of its retries after a temporary failure and of its failed
 * mutations that were sent without waiting (already reported as OK). The first few failures of each status are
 * logged on one line each, with their cause and no stack trace; the rest are only counted, so that a long run with
 * many failures neither floods the log nor slows the timed operations. Totals on one line: {@link #summary()}.
 *
 * <p>Thread-safe and lock-free on the counting path: called from every client thread at once.
 */
public final class FailureLog {
  private final Logger log;
  private final String binding;
  private final int logFirst;
  private final ConcurrentHashMap<String, AtomicLong> failures = new ConcurrentHashMap<String, AtomicLong>();
  private final AtomicLong retries = new AtomicLong();
  private final AtomicLong asyncFailures = new AtomicLong();

  /**
   * @param log      where to log
   * @param binding  the binding's name, which starts each line ({@code couchbase3})
   * @param logFirst how many failures of each status to log with their cause, 0 or more
   */
  public FailureLog(Logger log, String binding, int logFirst) {
    this.log = log;
    this.binding = binding;
    this.logFirst = logFirst;
  }

  /** Counts one failed operation and logs it if it is among the first of its status. */
  public void failed(String operation, Status status, Throwable cause) {
    failed(operation, status, oneLine(cause));
  }

  /** Counts one failed operation and logs it, with its one-line cause, if it is among the first of its status. */
  public void failed(String operation, Status status, String cause) {
    long count = counter(status.getName()).incrementAndGet();
    if (count <= logFirst) {
      log.warn("{}: {} failed with {} (failure {} of this kind; the first {} are logged, all counted): {}",
          binding, operation, status.getName(), count, logFirst, cause);
    }
  }

  /** Counts one retry after a temporary failure. */
  public void retried() {
    retries.incrementAndGet();
  }

  /** Counts one failure of a mutation sent without waiting for its response (already reported as OK). */
  public void asyncFailed(Throwable cause) {
    if (asyncFailures.incrementAndGet() <= logFirst) {
      log.warn("{}: a mutation sent without waiting failed (it was counted as OK): {}", binding, oneLine(cause));
    }
  }

  /** @return failed operations of that status (by {@link Status#getName()}) so far */
  public long failures(Status status) {
    return failures(status.getName());
  }

  /** @return failed operations with this status name so far */
  public long failures(String statusName) {
    AtomicLong count = failures.get(statusName);
    return count == null ? 0 : count.get();
  }

  /** @return a snapshot of the failure counts by status name, sorted by name */
  public Map<String, Long> counts() {
    Map<String, Long> sorted = new TreeMap<String, Long>();
    for (Map.Entry<String, AtomicLong> entry : failures.entrySet()) {
      sorted.put(entry.getKey(), entry.getValue().get());
    }
    return sorted;
  }

  /** @return retries after a temporary failure so far */
  public long retries() {
    return retries.get();
  }

  /** @return failures of mutations sent without waiting so far */
  public long asyncFailures() {
    return asyncFailures.get();
  }

  /**
   * @return {@code <binding>: failed operations: ERROR 1, TIMEOUT 3; 2 temporary-failure retries} (each part only
   *     when non-zero), or an empty string when nothing failed or was retried
   */
  public String summary() {
    List<String> parts = new ArrayList<String>();
    StringBuilder byStatus = new StringBuilder();
    for (Map.Entry<String, Long> total : counts().entrySet()) {
      byStatus.append(byStatus.length() == 0 ? "failed operations: " : ", ")
          .append(total.getKey()).append(' ').append(total.getValue());
    }
    if (byStatus.length() > 0) {
      parts.add(byStatus.toString());
    }
    if (retries.get() > 0) {
      parts.add(retries.get() + " temporary-failure retries");
    }
    if (asyncFailures.get() > 0) {
      parts.add(asyncFailures.get() + " failed mutations sent without waiting (counted as OK)");
    }
    StringBuilder line = new StringBuilder();
    for (String part : parts) {
      line.append(line.length() == 0 ? binding + ": " : "; ").append(part);
    }
    return line.toString();
  }

  /** Logs {@link #summary()} as a warning, if anything failed or was retried. */
  public void logTotals() {
    String totals = summary();
    if (!totals.isEmpty()) {
      log.warn(totals);
    }
  }

  /**
   * @return the exception and its causes on one line ({@code A: msg <- B: msg}), at most about 400 characters, each
   *     message cut at 300
   */
  public static String oneLine(Throwable error) {
    StringBuilder line = new StringBuilder();
    for (Throwable t = error; t != null && line.length() < 400; t = t.getCause() == t ? null : t.getCause()) {
      line.append(line.length() == 0 ? "" : " <- ").append(t.getClass().getSimpleName());
      if (t.getMessage() != null) {
        String message = t.getMessage().replaceAll("\\s+", " ").trim();
        line.append(": ").append(message.length() > 300 ? message.substring(0, 300) + "..." : message);
      }
    }
    return line.toString();
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
