/*
 * Copyright (c) 2026 ycsb-ext contributors.
 * Licensed under the Apache License, Version 2.0 (http://www.apache.org/licenses/LICENSE-2.0).
 */
package site.ycsb.ext.engine;

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
 * that cheap); {@link #snapshot}, {@link #successes} and {@link #failures} may be called from any thread and is exact once the client threads have ended.
 */
final class OperationTally {
  private final Map<String, Operation> operations = new ConcurrentHashMap<>();

  /** Counts one operation's result and returns it unchanged; a {@code null} result counts as a failure. */
  Status record(String operation, Status result) {
    return counter(operation).record(result);
  }

  /**
   * The counter of one operation type, to keep and call {@link Counter#record} on per operation without looking the
   * type up each time (the per-operation path of a client thread).
   */
  Counter counter(String operation) {
    return operations.computeIfAbsent(operation, name -> new Operation());
  }

  /** Counts the results of one operation type. Thread-safe. */
  interface Counter {
    /** Counts one result and returns it unchanged; {@code null} counts as a failure. */
    Status record(Status result);
  }

  /** The counts so far of the operation types that were attempted, by operation name (sorted). */
  Map<String, RunOutcome.Counts> snapshot() {
    Map<String, RunOutcome.Counts> copy = new TreeMap<>();
    operations.forEach((name, counts) -> {
      Map<String, Long> failures = new TreeMap<>();
      counts.failures.forEach((status, count) -> failures.put(status, count.sum()));
      long successes = counts.successes.sum();
      if (successes > 0 || !failures.isEmpty()) {
        copy.put(name, new RunOutcome.Counts(successes, failures, counts.firstFailure.get()));
      }
    });
    return copy;
  }

  /** Successful operations so far, all types together; cheap enough to read once a second while the run goes on. */
  long successes() {
    long sum = 0;
    for (Operation op : operations.values()) {
      sum += op.successes.sum();
    }
    return sum;
  }

  /** Failed operations so far, all types together; cheap enough to read once a second while the run goes on. */
  long failures() {
    long sum = 0;
    for (Operation op : operations.values()) {
      for (LongAdder count : op.failures.values()) {
        sum += count.sum();
      }
    }
    return sum;
  }

  private static final class Operation implements Counter {
    final LongAdder successes = new LongAdder();
    final Map<String, LongAdder> failures = new ConcurrentHashMap<>();
    final AtomicReference<String> firstFailure = new AtomicReference<>();

    @Override
    public Status record(Status result) {
      if (result != null && result.isOk()) {
        successes.increment();
        return result;
      }
      String status = result == null ? "null" : result.getName();
      failures.computeIfAbsent(status, name -> new LongAdder()).increment();
      // Only while no first failure is kept: a failure storm then builds no text per failure.
      if (firstFailure.get() == null) {
        firstFailure.compareAndSet(null, result == null ? "null (the binding returned no status)"
            : result.getName() + (result.getDescription() == null || result.getDescription().isEmpty() ? ""
                : ": " + result.getDescription()));
      }
      return result;
    }
  }
}
