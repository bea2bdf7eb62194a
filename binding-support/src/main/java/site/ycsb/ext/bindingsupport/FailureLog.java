/*
 * Copyright (c) 2026 ycsb-ext contributors.
 * Licensed under the Apache License, Version 2.0 (http://www.apache.org/licenses/LICENSE-2.0).
 */
package site.ycsb.ext.bindingsupport;

import java.util.Map;
import java.util.TreeMap;
import java.util.concurrent.ConcurrentHashMap;
import java.util.concurrent.atomic.AtomicLong;
import org.slf4j.Logger;
import site.ycsb.Status;

/**
 * A binding's failed operations by status (the first few of each logged on one line with their cause, all counted),
 * retries after a temporary failure and failed mutations sent without waiting; totals: {@link #summary()}. Thread-safe.
 */
public final class FailureLog {
  private final Logger log;
  private final String binding;
  private final int logFirst;
  private final ConcurrentHashMap<String, AtomicLong> failures = new ConcurrentHashMap<String, AtomicLong>();
  private final AtomicLong retries = new AtomicLong();
  private final AtomicLong asyncFailures = new AtomicLong();

  /** Logs to {@code log}, each line starting with {@code binding}, the first {@code logFirst} of each status. */
  public FailureLog(Logger log, String binding, int logFirst) {
    this.log = log;
    this.binding = binding;
    this.logFirst = logFirst;
  }

  /** Counts one failed operation, and logs it if it is among the first of its status. */
  public void failed(String operation, Status status, Throwable cause) {
    failed(operation, status, oneLine(cause));
  }

  /** Counts one failed operation, and logs it with its one-line cause if it is among the first of its status. */
  public void failed(String operation, Status status, String cause) {
    AtomicLong counter = failures.get(status.getName());
    long count = (counter != null ? counter : failures.computeIfAbsent(status.getName(), name -> new AtomicLong()))
        .incrementAndGet();
    if (count <= logFirst) {
      log.warn("{}: {} failed with {} (failure {} of this kind; the first {} are logged, all counted): {}",
          binding, operation, status.getName(), count, logFirst, cause);
    }
  }

  /** Counts one retry after a temporary failure. */
  public void retried() {
    retries.incrementAndGet();
  }

  /** Counts one failure of a mutation sent without waiting for its response (already counted as OK). */
  public void asyncFailed(Throwable cause) {
    if (asyncFailures.incrementAndGet() <= logFirst) {
      log.warn("{}: a mutation sent without waiting failed (it was counted as OK): {}", binding, oneLine(cause));
    }
  }

  /** @return retries after a temporary failure so far */
  public long retries() {
    return retries.get();
  }

  /** @return a snapshot of the failure counts by status name, sorted by name */
  public Map<String, Long> counts() {
    Map<String, Long> sorted = new TreeMap<String, Long>();
    for (Map.Entry<String, AtomicLong> entry : failures.entrySet()) {
      sorted.put(entry.getKey(), entry.getValue().get());
    }
    return sorted;
  }

  /** @return {@code <binding>: failed operations: ERROR 1, TIMEOUT 3; 2 temporary-failure retries}, or "" */
  public String summary() {
    StringBuilder line = new StringBuilder();
    for (Map.Entry<String, Long> total : counts().entrySet()) {
      line.append(line.length() == 0 ? "failed operations: " : ", ").append(total.getKey()).append(' ')
          .append(total.getValue());
    }
    total(line, retries.get(), " temporary-failure retries");
    total(line, asyncFailures.get(), " failed mutations sent without waiting (counted as OK)");
    return line.length() == 0 ? "" : binding + ": " + line;
  }

  private static void total(StringBuilder line, long count, String what) {
    if (count > 0) {
      line.append(line.length() == 0 ? "" : "; ").append(count).append(what);
    }
  }

  /** Logs {@link #summary()} as a warning, if anything failed or was retried. */
  public void logTotals() {
    String totals = summary();
    if (!totals.isEmpty()) {
      log.warn(totals);
    }
  }

  /** @return the exception and its causes on one line ({@code A: msg <- B: msg}), each message cut at 300 chars */
  public static String oneLine(Throwable error) {
    StringBuilder line = new StringBuilder();
    for (Throwable t = error; t != null && line.length() < 400; t = t.getCause() == t ? null : t.getCause()) {
      String message = t.getMessage() == null ? "" : ": " + t.getMessage().replaceAll("\\s+", " ").trim();
      line.append(line.length() == 0 ? "" : " <- ").append(t.getClass().getSimpleName())
          .append(message.length() > 302 ? message.substring(0, 302) + "..." : message);
    }
    return line.toString();
  }
}
