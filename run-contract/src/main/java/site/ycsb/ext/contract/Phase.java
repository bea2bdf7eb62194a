/*
 * Copyright (c) 2026 ycsb-ext contributors.
 * Licensed under the Apache License, Version 2.0 (http://www.apache.org/licenses/LICENSE-2.0).
 */
package site.ycsb.ext.contract;

import java.util.Arrays;
import java.util.stream.Collectors;

/**
 * Which of core's phases a command runs, with the spelling the command line, the run plan, the manifest and
 * {@code fanout.json} use. Immutable; thread-safe.
 */
public enum Phase {
  /** Inserts the records ({@code bin/ycsb load}, core's {@code -load}). */
  LOAD("load"),
  /** Runs the workload's operations ({@code bin/ycsb run}, core's {@code -t}). */
  RUN("run"),
  /** Core's interactive shell; its properties are not checked and it records no manifest. */
  SHELL("shell");

  private final String label;

  Phase(String label) {
    this.label = label;
  }

  /** The spelling on the command line and in every file, e.g. {@code load}. */
  public String label() {
    return label;
  }

  /**
   * The phase spelled {@code label}.
   *
   * @throws IllegalArgumentException naming the label and the valid ones
   */
  public static Phase fromLabel(String label) {
    for (Phase p : values()) {
      if (p.label.equals(label)) {
        return p;
      }
    }
    throw new IllegalArgumentException("unknown phase '" + label + "': expected one of "
        + Arrays.stream(values()).map(Phase::label).collect(Collectors.joining(", ")));
  }

  /** The file spelling. */
  @Override
  public String toString() {
    return label;
  }
}
