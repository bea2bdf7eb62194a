/*
 * Copyright (c) 2026 ycsb-ext contributors.
 * Licensed under the Apache License, Version 2.0 (http://www.apache.org/licenses/LICENSE-2.0).
 */
package site.ycsb.ext.report.model;

import java.util.Optional;
import site.ycsb.ext.contract.RunEvent;

/**
 * One event of a run as the report marks it on every time-series figure (a labelled vertical line at
 * {@link #atMs}) and measures it ({@link Disruptions}). Made from the events its {@code RunSource} recorded.
 * Immutable; thread-safe.
 *
 * @param label the marker's label, e.g. {@code E1 +90s}
 * @param atMs the instant the event took effect, epoch ms: when its command started, else (a note, or a command that
 *     never started) its planned instant
 * @param event the event as recorded
 */
public record EventMarker(String label, long atMs, RunEvent event) {

  /** The marker of a recorded event. */
  public static EventMarker of(RunEvent event) {
    long at = event.startedEpochMs() > 0 ? event.startedEpochMs() : event.plannedEpochMs();
    return new EventMarker(event.markerLabel(), at, event);
  }

  /** The warning the report shows for an event that did not go as planned (failed, timed out, late, not started). */
  public Optional<String> warning() {
    return event.warning();
  }
}
