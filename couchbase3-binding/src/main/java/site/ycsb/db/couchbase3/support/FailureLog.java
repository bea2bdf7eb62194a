/*
 * Copyright (c) 2026 ycsb-ext contributors.
 * Licensed under the Apache License, Version 2.0 (http://www.apache.org/licenses/LICENSE-2.0).
 */
package site.ycsb.db.couchbase3.support;

import java.util.Map;
import java.util.TreeMap;
import java.util.concurrent.ConcurrentHashMap;
import java.util.concurrent.atomic.AtomicLong;
import org.slf4j.Logger;
import org.slf4j.LoggerFactory;
import site.ycsb.Status;

/**
 * JVM-wide counts of failed operations by status. The first {@link #LOGGED_PER_STATUS} failures of each status are
 * logged on one line each, without a stack trace; the rest are only counted. Totals: {@link #summary()}.
 *
 * <p>Thread-safe and lock-free on the counting path; called from any client thread.
 *
 * <p>A deliberate twin of the couchbase2 (and aerospike) binding's {@code FailureLog}: each binding is offered
 * to YCSB on its own and depends on no other, so they share no code. Keep them alike.
 */
public final class FailureLog {
  /** Failures logged per status before they are only counted. */
  public static final int LOGGED_PER_STATUS = 3;

  private static final Logger LOG = LoggerFactory.getLogger(FailureLog.class);
  private static final ConcurrentHashMap<String, AtomicLong> FAILURES = new ConcurrentHashMap<>();

  private FailureLog() {
  }

  /** Counts one failed operation and logs it if it is among the first of its status. */
  public static void failed(String operation, Status status, Throwable cause) {
    failed(operation, status, oneLine(cause));
  }

  /** Counts one failed operation and logs it, with its one-line cause, if it is among the first of its status. */
  public static void failed(String operation, Status status, String cause) {
    AtomicLong counter = FAILURES.get(status.getName());
    if (counter == null) {
      AtomicLong created = new AtomicLong();
      counter = FAILURES.putIfAbsent(status.getName(), created);
      counter = counter == null ? created : counter;
    }
    long count = counter.incrementAndGet();
    if (count <= LOGGED_PER_STATUS) {
      LOG.warn("couchbase3: {} failed with {} (failure {} of this kind; the first {} are logged, all counted): {}",
          operation, status.getName(), count, LOGGED_PER_STATUS, cause);
    }
  }

  /** @return the failures counted with this status name so far */
  public static long failures(String statusName) {
    AtomicLong counter = FAILURES.get(statusName);
    return counter == null ? 0 : counter.get();
  }

  /** @return {@code couchbase3: failed operations: TIMEOUT 3, ...}, or empty when nothing failed */
  public static String summary() {
    Map<String, Long> sorted = new TreeMap<>();
    for (Map.Entry<String, AtomicLong> entry : FAILURES.entrySet()) {
      if (entry.getValue().get() > 0) {
        sorted.put(entry.getKey(), entry.getValue().get());
      }
    }
    if (sorted.isEmpty()) {
      return "";
    }
    StringBuilder line = new StringBuilder("couchbase3: failed operations:");
    String separator = " ";
    for (Map.Entry<String, Long> entry : sorted.entrySet()) {
      line.append(separator).append(entry.getKey()).append(' ').append(entry.getValue());
      separator = ", ";
    }
    return line.toString();
  }

  /** @return the exception and its causes on one line ({@code A: msg <- B: msg}), at most about 400 characters */
  public static String oneLine(Throwable e) {
    StringBuilder line = new StringBuilder();
    for (Throwable t = e; t != null && line.length() < 400; t = t.getCause() == t ? null : t.getCause()) {
      line.append(line.length() == 0 ? "" : " <- ").append(t.getClass().getSimpleName());
      if (t.getMessage() != null) {
        String message = t.getMessage().replaceAll("\\s+", " ");
        line.append(": ").append(message.length() > 300 ? message.substring(0, 300) + "..." : message);
      }
    }
    return line.toString();
  }
}
