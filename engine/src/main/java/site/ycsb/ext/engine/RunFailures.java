/*
 * Copyright (c) 2026 ycsb-ext contributors.
 * Licensed under the Apache License, Version 2.0 (http://www.apache.org/licenses/LICENSE-2.0).
 */
package site.ycsb.ext.engine;

import java.util.ArrayList;
import java.util.Collection;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.TreeMap;
import java.util.TreeSet;
import site.ycsb.DBException;

/**
 * The causes that make a run fail (exit 1), one line each, in the order found. Thread-safe: client threads add
 * their own failures while the main thread reads. Public only for {@link #describe} (the shell's one-line errors).
 */
public final class RunFailures {
  private final List<String> causes = new ArrayList<>();
  /** Init failures by cause: every thread usually fails for the same reason, which is then said once. */
  private final Map<String, List<Integer>> initFailures = new LinkedHashMap<>();
  private boolean initFailuresAllBadInput = true;
  /** Threads that died, by cause: a server that goes away kills every thread the same way, said once. */
  private final Map<String, Map<Integer, Long>> deaths = new LinkedHashMap<>();

  RunFailures() {
  }

  synchronized void add(String oneLineCause) {
    causes.add(oneLineCause);
  }

  synchronized void addInitFailure(int threadId, String oneLineCause) {
    addInitFailure(threadId, oneLineCause, false);
  }

  /**
   * @param badInput whether the binding refused its settings for this cluster ({@link #isBadInput}): when every
   *     init failure is, the run exits 2 (invalid input) rather than 1
   */
  synchronized void addInitFailure(int threadId, String oneLineCause, boolean badInput) {
    initFailures.computeIfAbsent(oneLineCause, cause -> new ArrayList<>()).add(threadId);
    initFailuresAllBadInput = initFailuresAllBadInput && badInput;
  }

  /** Whether there were init failures and every one was bad input: the run then exits 2. */
  synchronized boolean initFailedOnBadInput() {
    return !initFailures.isEmpty() && initFailuresAllBadInput && causes.isEmpty() && deaths.isEmpty();
  }

  /**
   * The bindings' convention for settings the cluster cannot honour, found at init (a durability beyond the bucket's
   * replicas, say): a {@code DBException} caused by an {@link IllegalArgumentException}. Bad input, like a bad
   * property value, though only the cluster could tell.
   */
  static boolean isBadInput(Throwable t) {
    return t instanceof DBException && t.getCause() instanceof IllegalArgumentException;
  }

  /**
   * A client thread that died during the run.
   *
   * @param threadId the thread
   * @param operations the operations it had done
   * @param oneLineCause why, one line ({@link #describe})
   */
  synchronized void addThreadDeath(int threadId, long operations, String oneLineCause) {
    deaths.computeIfAbsent(oneLineCause, cause -> new TreeMap<>()).put(threadId, operations);
  }

  synchronized boolean isEmpty() {
    return causes.isEmpty() && initFailures.isEmpty() && deaths.isEmpty();
  }

  /**
   * Every cause as one line: init failures first, then thread deaths (each one line per distinct cause, naming its
   * threads), then the rest in the order found.
   */
  synchronized List<String> causes() {
    List<String> lines = new ArrayList<>();
    initFailures.forEach((cause, threads) -> {
      threads.sort(null);
      lines.add("DB init failed in client thread" + (threads.size() == 1 ? " " + threads.get(0)
          : "s " + ranges(threads)) + ": " + cause);
    });
    deaths.forEach((cause, threads) -> {
      if (threads.size() == 1) {
        Map.Entry<Integer, Long> only = threads.entrySet().iterator().next();
        lines.add("Client thread " + only.getKey() + " died after " + only.getValue() + " operations: " + cause);
      } else {
        long total = threads.values().stream().mapToLong(Long::longValue).sum();
        lines.add(threads.size() + " client threads (" + ranges(threads.keySet())
            + ") died, after " + total + " operations in all: " + cause);
      }
    });
    lines.addAll(causes);
    return lines;
  }

  /** Thread ids in order as ranges: {@code 0-39, 41, 43-89}. */
  static String ranges(Collection<Integer> ids) {
    List<Integer> sorted = new ArrayList<>(new TreeSet<>(ids));
    StringBuilder text = new StringBuilder();
    for (int i = 0; i < sorted.size(); i++) {
      int first = sorted.get(i);
      while (i + 1 < sorted.size() && sorted.get(i + 1) == sorted.get(i) + 1) {
        i++;
      }
      int last = sorted.get(i);
      text.append(text.length() == 0 ? "" : ", ").append(first).append(first == last ? "" : "-" + last);
    }
    return text.toString();
  }

  /** A throwable as one line: class and message, plus the cause's when they differ. */
  public static String describe(Throwable t) {
    StringBuilder line = new StringBuilder();
    if (isWrittenForUsers(t) && t.getMessage() != null) {
      line.append(t.getMessage().replace('\n', ' '));
    } else {
      line.append(t.getClass().getName());
      if (t.getMessage() != null) {
        line.append(": ").append(t.getMessage().replace('\n', ' '));
      }
    }
    Throwable cause = t.getCause();
    if (cause != null && cause != t && (t.getMessage() == null || !t.getMessage().contains(String.valueOf(cause.getMessage())))) {
      line.append(" (caused by ").append(cause.getClass().getName());
      if (cause.getMessage() != null) {
        line.append(": ").append(cause.getMessage().replace('\n', ' '));
      }
      line.append(')');
    }
    Throwable network = networkCause(t);
    if (network != null && network != t && network != cause && network.getMessage() != null
        && !line.toString().contains(network.getMessage())) {
      // A refused or timed-out connection deep in a driver's chain is the line a user needs; with
      // jdk.includeInExceptions=hostInfo (the launcher sets it) its message names the host and port.
      line.append(" (root cause ").append(network.getClass().getName()).append(": ")
          .append(network.getMessage().replace('\n', ' ')).append(')');
    }
    // A driver that adds the address itself (Netty: "<JDK message>: /host:port") repeats the one the JDK now gives.
    return REPEATED_ADDRESS.matcher(line).replaceAll("$1");
  }

  /** An address said twice in a row: {@code : /127.0.0.1:6379: /127.0.0.1:6379}. */
  private static final java.util.regex.Pattern REPEATED_ADDRESS =
      java.util.regex.Pattern.compile("(: [\\w.\\-/\\[\\]%]*:\\d+)\\1(?!\\d)");

  /** The deepest {@code java.net} I/O exception in a cause chain (at most 16 deep), or null. */
  static Throwable networkCause(Throwable t) {
    Throwable found = null;
    Throwable at = t;
    for (int depth = 0; at != null && depth < 16; depth++) {
      if (at instanceof java.io.IOException && at.getClass().getName().startsWith("java.net.")) {
        found = at;
      }
      at = at.getCause() == at ? null : at.getCause();
    }
    return found;
  }

  /** Bindings and workloads write the messages of these for the user: the class name adds nothing. */
  private static boolean isWrittenForUsers(Throwable t) {
    return t instanceof site.ycsb.DBException || t instanceof site.ycsb.WorkloadException;
  }
}
