/*
 * Copyright (c) 2026 ycsb-ext contributors.
 * Licensed under the Apache License, Version 2.0 (http://www.apache.org/licenses/LICENSE-2.0).
 */
package site.ycsb.ext.contract;

import java.util.Arrays;
import java.util.stream.Collectors;

/**
 * How a load or run ended, with the spelling the manifest records: the engine decides it, fan-out and the report
 * read it. Immutable; thread-safe.
 */
public enum Outcome {
  /** Every operation succeeded. */
  COMPLETED("completed"),
  /** Some operations failed, within {@code failures.max}. */
  COMPLETED_WITH_FAILURES("completed-with-failures"),
  /** The run failed: a thread died, init failed, too many failures, or the output is incomplete. */
  FAILED("failed"),
  /** Stopped by a signal before its end; the summary covers what ran. */
  INTERRUPTED("interrupted");

  private final String label;

  Outcome(String label) {
    this.label = label;
  }

  /** The manifest's spelling, e.g. {@code completed-with-failures}. */
  public String label() {
    return label;
  }

  /** True for a run that ran to its end: {@link #COMPLETED} or {@link #COMPLETED_WITH_FAILURES}. */
  public boolean ranToEnd() {
    return this == COMPLETED || this == COMPLETED_WITH_FAILURES;
  }

  /**
   * The outcome a manifest spells {@code label}.
   *
   * @throws IllegalArgumentException naming the label and the valid ones
   */
  public static Outcome fromLabel(String label) {
    for (Outcome o : values()) {
      if (o.label.equals(label)) {
        return o;
      }
    }
    throw new IllegalArgumentException("unknown outcome '" + label + "': expected one of "
        + Arrays.stream(values()).map(Outcome::label).collect(Collectors.joining(", ")));
  }

  /** The manifest's spelling. */
  @Override
  public String toString() {
    return label;
  }
}
