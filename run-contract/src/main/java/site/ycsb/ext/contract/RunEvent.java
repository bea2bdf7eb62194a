/*
 * Copyright (c) 2026 ycsb-ext contributors.
 * Licensed under the Apache License, Version 2.0 (http://www.apache.org/licenses/LICENSE-2.0).
 */
package site.ycsb.ext.contract;

import java.util.ArrayList;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.Optional;

/**
 * One event as it happened during a run ({@link EventSpec} is the plan): recorded in the manifest's and in
 * {@code fanout.json}'s {@code events}, read by the report to mark the timeline and measure the disruption. This
 * class writes and reads its JSON object for both files. Times are epoch milliseconds. Immutable; thread-safe.
 *
 * @param index the event's number in the run, from 1
 * @param kind {@code command} or {@code note} ({@link EventSpec.Kind#label})
 * @param offset the offset from the run's start as typed, e.g. {@code 90s}
 * @param plannedEpochMs the run's start instant plus the offset
 * @param startedEpochMs when the command started (a note: its planned instant); 0 when it never started
 * @param text the command, secret values masked ({@link SecretMask}), or the note
 * @param status how it went ({@link Status})
 * @param exitCode the command's exit code; -1 when it has none (a note, not started, timed out)
 * @param durationMs how long the command ran, milliseconds; -1 when it did not run
 * @param outputFile the file holding the command's standard output and error, in the result directory; empty for a
 *     note or a command that did not start
 * @param ends the number of the earlier event whose fault this one ends ({@link EventSpec#ends}); 0 when none
 */
public record RunEvent(int index, String kind, String offset, long plannedEpochMs, long startedEpochMs, String text,
    Status status, int exitCode, long durationMs, String outputFile, int ends) {

  /** An event that ends no earlier one. */
  public RunEvent(int index, String kind, String offset, long plannedEpochMs, long startedEpochMs, String text,
      Status status, int exitCode, long durationMs, String outputFile) {
    this(index, kind, offset, plannedEpochMs, startedEpochMs, text, status, exitCode, durationMs, outputFile, 0);
  }

  /**
   * How late after its planned instant a command may start before it is named as late, milliseconds. The scheduler
   * starts commands within milliseconds; a second covers a loaded central host. Default: {@value}.
   */
  public static final long LATE_TOLERANCE_MS = 1_000;

  /** How an event went. */
  public enum Status {
    /** A note: nothing ran. */
    NOTE("note"),
    /** The command ended with exit code 0. */
    OK("ok"),
    /** The command ended with another exit code, or could not be started. */
    FAILED("failed"),
    /** The command outlived its timeout and was killed. */
    TIMED_OUT("timed out"),
    /** The run ended before the event's instant, or the command could not be started. */
    NOT_STARTED("not started");

    private final String label;

    Status(String label) {
      this.label = label;
    }

    /** The word in the manifest. */
    public String label() {
      return label;
    }

    /** The status of a manifest word. */
    public static Status fromLabel(String label) {
      for (Status s : values()) {
        if (s.label.equals(label)) {
          return s;
        }
      }
      throw new IllegalArgumentException("unknown event status '" + label + "'");
    }
  }

  /** Milliseconds from the planned instant to the start; 0 when it never started. */
  public long lateMs() {
    return startedEpochMs == 0 ? 0 : startedEpochMs - plannedEpochMs;
  }

  /** Whether the command started more than {@link #LATE_TOLERANCE_MS} after its planned instant. */
  public boolean late() {
    return lateMs() > LATE_TOLERANCE_MS;
  }

  /** Whether the event went as planned: a note, or a command that started in time and exited 0. */
  public boolean asPlanned() {
    return status == Status.NOTE || status == Status.OK && !late();
  }

  /**
   * The run's start instant the offsets count from, epoch ms: the planned instant less the offset (for a fan-out run
   * the common start instant, not one host's start); the planned instant when the offset cannot be read.
   */
  public long runStartEpochMs() {
    try {
      return plannedEpochMs - DurationParser.parse("offset", offset).toMillis();
    } catch (IllegalArgumentException e) {
      return plannedEpochMs;
    }
  }

  /** The label the report puts on the event's marker, e.g. {@code E1 +90s}. */
  public String markerLabel() {
    return "E" + index + " +" + offset;
  }

  /**
   * The warning line of an event that did not go as planned (failed, timed out, late or not started), naming the
   * event, its command and where its output is; empty for one that did.
   */
  public Optional<String> warning() {
    if (asPlanned()) {
      return Optional.empty();
    }
    String what = "event " + index + " (+" + offset + ": " + text + ")";
    String output = outputFile.isEmpty() ? "" : "; its output is in " + outputFile;
    String lateness = late() ? String.format(Locale.US, "started %d ms after its planned instant (tolerance %d ms)",
        lateMs(), LATE_TOLERANCE_MS) : "";
    switch (status) {
      case FAILED:
        return Optional.of(what + (exitCode >= 0 ? " failed with exit code " + exitCode : " failed to start")
            + (late() ? ", and " + lateness : "") + output);
      case TIMED_OUT:
        return Optional.of(what + " timed out after " + durationMs + " ms and was killed"
            + (late() ? ", and " + lateness : "") + output);
      case NOT_STARTED:
        return Optional.of(what + " did not start: the run ended before its planned instant");
      default:
        return Optional.of(what + " " + lateness + output);
    }
  }

  /** The event as one JSON object on one line. */
  public String toJson() {
    return "{\"index\": " + index + ", \"kind\": " + Json.quote(kind) + ", \"offset\": " + Json.quote(offset)
        + ", \"plannedEpochMs\": " + plannedEpochMs + ", \"startedEpochMs\": " + startedEpochMs + ", \"text\": "
        + Json.quote(text) + ", \"status\": " + Json.quote(status.label()) + ", \"exitCode\": " + exitCode
        + ", \"durationMs\": " + durationMs + ", \"outputFile\": " + Json.quote(outputFile)
        + (ends > 0 ? ", \"ends\": " + ends : "") + "}";
  }

  /** The events as a JSON array, one object per line, indented for a top-level field. */
  public static String toJsonArray(List<RunEvent> events) {
    if (events.isEmpty()) {
      return "[]";
    }
    StringBuilder json = new StringBuilder("[");
    String sep = "\n    ";
    for (RunEvent e : events) {
      json.append(sep).append(e.toJson());
      sep = ",\n    ";
    }
    return json.append("\n  ]").toString();
  }

  /**
   * The events of a parsed JSON array ({@link Json}); absent or null reads as none (files written before events).
   *
   * @throws IllegalArgumentException when an entry is not an event object
   */
  public static List<RunEvent> fromJson(Object array) {
    List<RunEvent> events = new ArrayList<>();
    if (!(array instanceof List<?> list)) {
      return events;
    }
    for (Object entry : list) {
      if (!(entry instanceof Map<?, ?> m)) {
        throw new IllegalArgumentException("an event is not a JSON object: " + entry);
      }
      events.add(new RunEvent((int) num(m, "index"), str(m, "kind"), str(m, "offset"), (long) num(m, "plannedEpochMs"),
          (long) num(m, "startedEpochMs"), str(m, "text"), Status.fromLabel(str(m, "status")), (int) num(m, "exitCode"),
          (long) num(m, "durationMs"), str(m, "outputFile"), (int) num(m, "ends")));
    }
    return events;
  }

  private static double num(Map<?, ?> m, String key) {
    return m.get(key) instanceof Double d ? d : 0;
  }

  private static String str(Map<?, ?> m, String key) {
    Object v = m.get(key);
    return v == null ? "" : String.valueOf(v);
  }
}
