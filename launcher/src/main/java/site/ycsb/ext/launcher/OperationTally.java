/*
 * Copyright (c) 2026 ycsb-ext contributors.
 * Licensed under the Apache License, Version 2.0 (http://www.apache.org/licenses/LICENSE-2.0).
 */
package site.ycsb.ext.launcher;

import java.util.Map;
import java.util.TreeMap;
import java.util.concurrent.ConcurrentHashMap;
import java.util.concurrent.atomic.AtomicReference;
import java.util.concurrent.atomic.LongAdder;
import site.ycsb.Status;

/**
 * Successful and failed database operations of one run, per operation type ({@code READ}, {@code UPDATE}, ...) and,
 * for failures, per {@link Status} name, with the first failure's status kept as the cause to show. Core's own
 * {@code Return=} counts are left as they are; this tally decides the run's outcome.
 *
 * <p>Thread-safe: {@link #record} is called from every client thread at once (a {@link LongAdder} per count keeps
 * that cheap); {@link #snapshot} may be called from any thread and is exact once the client threads have ended.
 */
final class OperationTally {
  private final Map<String, Operation> operations = new ConcurrentHashMap<>();

  /** Counts one operation's result and returns it unchanged; a {@code null} result counts as a failure. */
  Status record(String operation, Status result) {
    Operation counts = operations.computeIfAbsent(operation, name -> new Operation());
    if (result != null && result.isOk()) {
      counts.successes.increment();
    } else {
      String status = result == null ? "null" : result.getName();
      counts.failures.computeIfAbsent(status, name -> new LongAdder()).increment();
      counts.firstFailure.compareAndSet(null, result == null ? "null (the binding returned no status)"
          : result.getName() + (result.getDescription() == null || result.getDescription().isEmpty() ? ""
              : ": " + result.getDescription()));
    }
    return result;
  }

  /** The counts so far, by operation name (sorted). */
  Map<String, RunOutcome.Counts> snapshot() {
    Map<String, RunOutcome.Counts> copy = new TreeMap<>();
    operations.forEach((name, counts) -> {
      Map<String, Long> failures = new TreeMap<>();
      counts.failures.forEach((status, count) -> failures.put(status, count.sum()));
      copy.put(name, new RunOutcome.Counts(counts.successes.sum(), failures, counts.firstFailure.get()));
    });
    return copy;
  }

  private static final class Operation {
    final LongAdder successes = new LongAdder();
    final Map<String, LongAdder> failures = new ConcurrentHashMap<>();
    final AtomicReference<String> firstFailure = new AtomicReference<>();
  }
}
