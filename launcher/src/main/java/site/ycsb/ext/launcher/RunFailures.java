/*
 * Copyright (c) 2026 ycsb-ext contributors.
 * Licensed under the Apache License, Version 2.0 (http://www.apache.org/licenses/LICENSE-2.0).
 */
package site.ycsb.ext.launcher;

import java.util.ArrayList;
import java.util.List;

/**
 * The causes that make a run fail (exit 1), one line each, in the order found. Thread-safe: client threads add
 * their own failures while the main thread reads.
 */
final class RunFailures {
  private final List<String> causes = new ArrayList<>();

  synchronized void add(String oneLineCause) {
    causes.add(oneLineCause);
  }

  synchronized boolean isEmpty() {
    return causes.isEmpty();
  }

  synchronized List<String> causes() {
    return new ArrayList<>(causes);
  }

  /** A throwable as one line: class and message, plus the cause's when they differ. */
  static String describe(Throwable t) {
    StringBuilder line = new StringBuilder(t.getClass().getName());
    if (t.getMessage() != null) {
      line.append(": ").append(t.getMessage().replace('\n', ' '));
    }
    Throwable cause = t.getCause();
    if (cause != null && cause != t && (t.getMessage() == null || !t.getMessage().contains(String.valueOf(cause.getMessage())))) {
      line.append(" (caused by ").append(cause.getClass().getName());
      if (cause.getMessage() != null) {
        line.append(": ").append(cause.getMessage().replace('\n', ' '));
      }
      line.append(')');
    }
    return line.toString();
  }
}
