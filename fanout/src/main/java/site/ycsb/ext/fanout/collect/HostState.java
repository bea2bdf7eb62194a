/*
 * Copyright (c) 2026 ycsb-ext contributors.
 * Licensed under the Apache License, Version 2.0 (http://www.apache.org/licenses/LICENSE-2.0).
 */
package site.ycsb.ext.fanout.collect;

import java.util.Locale;
import site.ycsb.ext.contract.Manifest;

/**
 * One host's state, said once, in the words fan-out's output, {@code fanout.json} and the report share:
 * {@code completed}, {@code started late by 412 ms after the common start instant}, {@code failed at 7.1 s of 20.1 s
 * (...)}, {@code killed at 7.1 s of 20.1 s (...)} (ended by a signal), {@code never started (exit 93: <cause>)},
 * {@code lost (no result collected: <cause>)}. A host that started late and then failed stays late ({@code failed at
 * 7.1 s of 20.1 s, started late by 412 ms after the common start instant (...)}); a host whose remote launcher was
 * killed while its benchmark JVM went on to complete stays completed (or started late), with a note. Immutable;
 * thread-safe.
 *
 * @param kind the state
 * @param words the state as said everywhere
 * @param note what else is true of the host's run, or empty
 */
public record HostState(Kind kind, String words, String note) {
  /** The words of a run end whose session ended before the launcher ran (ssh refused the launch). */
  public static final String NOT_LAUNCHED = "not launched";
  /** The reference point of a late host's lateness, said with its one figure. */
  public static final String LATE_REFERENCE = "after the common start instant";
  /** The manifest's {@code client} key holding the client's load over the run (the engine's client-load verdict). */
  static final String CLIENT_LOAD = "load";
  /** How the client-load verdict begins when the client, not the database, was the bottleneck. */
  static final String CLIENT_BOUND = "client-bound";

  /** The six states. */
  public enum Kind {
    /** Ran to the end on time. */
    COMPLETED,
    /** Ran to the end, but its operations started later than the late-start threshold. */
    STARTED_LATE,
    /** Its operations started, but it ended before the run's end or did not complete. */
    FAILED,
    /** Its operations started, and a signal ended it (its benchmark JVM's exit above 128). */
    KILLED,
    /** Its launcher ended before its operations started. */
    NEVER_STARTED,
    /** No result was collected from it. */
    LOST;

    /** The state's word, e.g. {@code never started}. */
    public String word() {
      return name().toLowerCase(Locale.ROOT).replace('_', ' ');
    }
  }

  /**
   * The state of a host from its entry (after collection and the start measurement) and its collected output.
   *
   * @param h the host's entry: results, run end, exit, late flag and lateness, problems
   * @param started whether its operations started (a manifest or periodic windows were collected)
   * @param manifest the host's collected manifest, or null when none was collected
   * @param startAtEpochMs the run's common start instant
   * @param runEndEpochMs the run's end: the latest host's operations end (its manifest's), epoch ms; 0 when unknown
   */
  public static HostState of(RunRecord.HostBuilder h, boolean started, Manifest manifest, long startAtEpochMs,
      long runEndEpochMs) {
    String cause = h.problems.isEmpty() ? h.runEnd : h.problems.get(0);
    if (!started && (h.plannedStartEpochMs == 0 || h.exitCode != null && h.exitCode != 0
        || h.runEnd.contains(NOT_LAUNCHED))) {
      String exit = h.exitCode == null ? "" : "exit " + h.exitCode;
      String inside;
      if (exit.isEmpty() || cause.contains(exit)) {
        inside = cause;
      } else {
        inside = cause.isEmpty() ? exit : exit + ": " + cause;
      }
      return new HostState(Kind.NEVER_STARTED, "never started" + (inside.isEmpty() ? "" : " (" + inside + ")"), "");
    }
    if ("missing".equals(h.results) || !started) {
      return new HostState(Kind.LOST, "lost (no result collected" + (cause.isEmpty() ? "" : ": " + cause) + ")", "");
    }
    String late = h.late && h.lateStartMs != null ? String.format(Locale.US, "%,d ms %s", h.lateStartMs, LATE_REFERENCE)
        : "";
    boolean completed = manifest != null && manifest.exitCode() == 0 && manifest.outcome().ranToEnd();
    if (!completed) {
      String at = manifest == null || runEndEpochMs <= startAtEpochMs || manifest.endEpochMs() <= startAtEpochMs ? ""
          : String.format(Locale.US, " at %.1f s of %.1f s", (manifest.endEpochMs() - startAtEpochMs) / 1000.0,
              (runEndEpochMs - startAtEpochMs) / 1000.0);
      String why = manifest == null ? cause : manifest.operations() == 0 ? noOperations(manifest)
          : manifest.outcome() + ", exit " + manifest.exitCode()
          + (manifest.reason().isEmpty() ? "" : ": " + manifest.reason());
      int exit = manifest != null ? manifest.exitCode() : h.exitCode == null ? 0 : h.exitCode;
      Kind kind = exit > 128 ? Kind.KILLED : Kind.FAILED;
      return new HostState(kind, kind.word() + at + (late.isEmpty() ? "" : ", started late by " + late)
          + (why.isEmpty() ? "" : " (" + why + ")"), "");
    }
    // Which ended first is not known here (the benchmark JVM may outlive a killed launcher): no order is claimed.
    String note = h.exitCode != null && h.exitCode != 0 ? "the remote launcher ended " + h.runEnd + "; its benchmark"
        + " JVM completed (manifest: " + manifest.outcome() + ", exit 0, operations ended "
        + java.time.Instant.ofEpochMilli(manifest.endEpochMs()) + ")" : "";
    return late.isEmpty() ? new HostState(Kind.COMPLETED, "completed", note)
        : new HostState(Kind.STARTED_LATE, "started late by " + late, note);
  }

  /**
   * Why a host whose operations started did none: its client's load over the run ({@code client.load}), which says
   * whether this machine starved its JVM of CPU, e.g. {@code did 0 operations after its start: client-bound: CPU 1%
   * of 2 cores ...: this machine gave its JVM too little CPU (exit 1)}.
   */
  static String noOperations(Manifest manifest) {
    String load = manifest.client().getOrDefault(CLIENT_LOAD, "");
    return "did 0 operations after its start" + (load.isEmpty() ? "" : ": " + load)
        + (load.startsWith(CLIENT_BOUND) ? ": this machine gave its JVM too little CPU" : "")
        + ", exit " + manifest.exitCode();
  }
}
