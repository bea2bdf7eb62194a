/*
 * Copyright (c) 2026 ycsb-ext contributors.
 * Licensed under the Apache License, Version 2.0 (http://www.apache.org/licenses/LICENSE-2.0).
 */
package site.ycsb.ext.engine;

import java.util.ArrayList;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import site.ycsb.ext.measurements.ExtMeasurements;
import site.ycsb.ext.measurements.HeldOperation;

/**
 * One {@link MeasuredDB}'s recording handles ({@link HeldOperation}), one per measurement name, each taken from our
 * measurements at the name's first value and kept: {@code READ} ... {@code CLEANUP}, their {@code -FAILED} names,
 * and {@code READ-<status>} names as they appear. A value then costs an array read, not a thread-local and a name
 * lookup. A handle belongs to the thread that took it and falls back to the per-thread path on any other; in the
 * engine (and in core's {@code ClientThread}) each DB instance is made for one client thread, which calls its
 * {@code init}, operations and {@code cleanup}, so the handles are taken by the thread that records.
 *
 * <p>Not thread-safe: one instance per DB instance, as that DB instance.
 */
final class HeldOperations {

  static final int READ = 0;
  static final int SCAN = 1;
  static final int UPDATE = 2;
  static final int INSERT = 3;
  static final int DELETE = 4;
  static final int CLEANUP = 5;
  private static final String[] NAMES = {"READ", "SCAN", "UPDATE", "INSERT", "DELETE", "CLEANUP"};
  private static final String FAILED = "-FAILED";

  private final ExtMeasurements measurements;
  private final HeldOperation[] succeeded = new HeldOperation[NAMES.length];
  private final HeldOperation[] failed = new HeldOperation[NAMES.length];
  /** Per operation, its {@code READ-<status>} handles by status code, for the statuses tracked one by one. */
  private final List<Map<String, HeldOperation>> byCode = new ArrayList<Map<String, HeldOperation>>(NAMES.length);

  HeldOperations(ExtMeasurements measurements) {
    this.measurements = measurements;
    for (int op = 0; op < NAMES.length; op++) {
      byCode.add(new HashMap<String, HeldOperation>());
    }
  }

  /** The name of operation {@code op} ({@link #READ} ... {@link #CLEANUP}). */
  static String name(int op) {
    return NAMES[op];
  }

  /**
   * The handle of {@code op}'s own name ({@code READ}); taken now if new, at its first value, which ended at the
   * reading {@code endNanos}.
   */
  HeldOperation succeeded(int op, long endNanos) {
    HeldOperation held = succeeded[op];
    if (held == null) {
      held = measurements.hold(NAMES[op], endNanos);
      succeeded[op] = held;
    }
    return held;
  }

  /**
   * The handle of a failed call of {@code op}: {@code READ-FAILED}, or {@code READ-<code>} for a status tracked one
   * by one ({@code code} not null); taken now if new. Looked up by the code, so a tracked failure builds no name.
   */
  HeldOperation failed(int op, String code, long endNanos) {
    if (code != null) {
      Map<String, HeldOperation> codes = byCode.get(op);
      HeldOperation held = codes.get(code);
      if (held == null) {
        held = measurements.hold(NAMES[op] + "-" + code, endNanos);
        codes.put(code, held);
      }
      return held;
    }
    HeldOperation held = failed[op];
    if (held == null) {
      held = measurements.hold(NAMES[op] + FAILED, endNanos);
      failed[op] = held;
    }
    return held;
  }
}
