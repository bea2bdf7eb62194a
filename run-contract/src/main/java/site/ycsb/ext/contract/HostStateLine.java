/*
 * Copyright (c) 2026 ycsb-ext contributors.
 * Licensed under the Apache License, Version 2.0 (http://www.apache.org/licenses/LICENSE-2.0).
 */
package site.ycsb.ext.contract;

/**
 * One fan-out host's state as said everywhere: fan-out's {@code Host states:} block, the {@value #FILE_NAME} file
 * beside the host's collected manifest, and the report's {@code host states} line (read from {@code fanout.json}'s
 * {@code state} and {@code stateNote}). The state's words are fan-out's ({@code completed}, {@code started late by
 * 412 ms}, {@code failed at 7.1 s of 20.1 s (...)}, {@code killed ...}, {@code never started (exit 93: ...)},
 * {@code lost (...)});
 * this class is the one place they are joined to the host's label and note. Immutable; thread-safe.
 *
 * @param label the host's label, e.g. {@code c2}
 * @param state the state's words
 * @param note what else is true of the host's run, or empty
 * @param lateStartMs how long after the common start instant fan-out found the host started, ms, when it was late
 *     (beyond the late-start threshold); -1 when it was on time or its start is unknown. It is what keeps a host that
 *     started late and then died without a manifest late in the report.
 * @param startOffsetMs when fan-out found the host started, ms after the common start instant (negative: before it),
 *     late or not; {@link #UNKNOWN_START} when it did not start or fan-out did not see it. It is what counts a host
 *     that started and then died without a manifest in the report's start skew, as fan-out counts it.
 */
public record HostStateLine(String label, String state, String note, long lateStartMs, long startOffsetMs) {
  /** The {@link #startOffsetMs} of a host whose start fan-out did not see. */
  public static final long UNKNOWN_START = Long.MIN_VALUE;
  /** The file in a collected host directory, beside its manifest, that holds the host's {@link #line}. */
  public static final String FILE_NAME = "host-state.txt";
  /** The first words of the state of a host whose operations never started. */
  public static final String NEVER_STARTED = "never started";

  public HostStateLine {
    label = label == null ? "" : label;
    state = state == null ? "" : state;
    note = note == null ? "" : note;
    lateStartMs = Math.max(-1, lateStartMs);
  }

  /** A host's state that was not found late, its start known from its lateness only. */
  public HostStateLine(String label, String state, String note, long lateStartMs) {
    this(label, state, note, lateStartMs, lateStartMs >= 0 ? lateStartMs : UNKNOWN_START);
  }

  /** A host's state that was not found late. */
  public HostStateLine(String label, String state, String note) {
    this(label, state, note, -1);
  }

  /** Whether fan-out saw the host start ({@link #startOffsetMs} is known). */
  public boolean startSeen() {
    return startOffsetMs != UNKNOWN_START;
  }

  /** The line, e.g. {@code c2: started late by 412 ms} or {@code c1: completed (note: ...)}. */
  public String line() {
    return label + ": " + state + (note.isEmpty() ? "" : " (note: " + note + ")");
  }
}
