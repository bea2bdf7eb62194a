/*
 * Copyright (c) 2026 ycsb-ext contributors.
 * Licensed under the Apache License, Version 2.0 (http://www.apache.org/licenses/LICENSE-2.0).
 */
package site.ycsb.ext.fanout.collect;

import java.util.ArrayList;
import java.util.List;
import java.util.Locale;

/**
 * Whether a fan-out's hosts ran together: NOT IN STEP when a planned host never started or started and did no
 * operation, when the hosts never ran at the same time (no window is then covered by all of them), or when the latest
 * host started more than {@link #limitMs} after the common start instant: 5% of the run, at least 1 s and at most
 * 10 s. Immutable; thread-safe.
 *
 * @param inStep whether the hosts ran together
 * @param line {@code in step: ...} or {@code NOT IN STEP: ...}, with why and, when not, the advice
 */
public record InStep(boolean inStep, String line) {
  /** The headline's first words, in the console, {@code fanout.json} and every format of the report. */
  public static final String NOT_IN_STEP = "NOT IN STEP";
  /** The share of the run the latest host may start after the common instant, percent. */
  static final int SHARE_PERCENT = 5;
  /** The lateness always allowed, milliseconds: the hosts' clocks and wake-ups on a busy machine. */
  static final long FLOOR_MS = 1_000;
  /** The lateness never allowed, milliseconds. */
  static final long CEILING_MS = 10_000;

  /**
   * One planned host's run.
   *
   * @param startEpochMs when its operations started, epoch ms; 0 when they never did
   * @param endEpochMs when they ended, epoch ms; 0 when unknown (no manifest)
   * @param operations how many operations it did (its manifest's count); -1 when unknown (no manifest)
   */
  public record HostRun(String label, long startEpochMs, long endEpochMs, long operations) {
    /** A host whose operation count is unknown. */
    public HostRun(String label, long startEpochMs, long endEpochMs) {
      this(label, startEpochMs, endEpochMs, -1);
    }
  }

  /** The lateness a run of {@code runMs} milliseconds allows: 5% of it, at least 1 s, at most 10 s. */
  public static long limitMs(long runMs) {
    return Math.min(CEILING_MS, Math.max(FLOOR_MS, runMs * SHARE_PERCENT / 100));
  }

  /**
   * Judges a run.
   *
   * @param commonStartEpochMs the common start instant the hosts were given, epoch ms
   * @param hosts every planned host, in host order
   * @param advice what to change when not in step, naming the measured initialisation time; empty when unknown
   */
  public static InStep judge(long commonStartEpochMs, List<HostRun> hosts, String advice) {
    String fix = advice.isEmpty() ? "" : "; " + advice;
    List<String> never = hosts.stream().filter(h -> h.startEpochMs() <= 0).map(HostRun::label).toList();
    if (!never.isEmpty()) {
      return new InStep(false, String.format(Locale.US, "%s: no window covered by all %d planned hosts: %s never"
          + " started%s", NOT_IN_STEP, hosts.size(), String.join(", ", never), fix));
    }
    List<String> idle = hosts.stream().filter(h -> h.operations() == 0).map(HostRun::label).toList();
    if (!idle.isEmpty()) {
      return new InStep(false, String.format(Locale.US, "%s: no window covered by all %d planned hosts: %s started"
          + " but did 0 operations (each host's state gives its client load: a client-bound host's JVM got too little"
          + " CPU; give the client hosts more cores)", NOT_IN_STEP, hosts.size(), String.join(", ", idle)));
    }
    HostRun latest = hosts.stream().max((a, b) -> Long.compare(a.startEpochMs(), b.startEpochMs())).orElseThrow();
    long lastStart = latest.startEpochMs();
    long firstEnd = hosts.stream().mapToLong(HostRun::endEpochMs).filter(e -> e > 0).min().orElse(Long.MAX_VALUE);
    long lastEnd = hosts.stream().mapToLong(HostRun::endEpochMs).max().orElse(0);
    if (firstEnd <= lastStart) {
      HostRun first = hosts.stream().filter(h -> h.endEpochMs() == firstEnd).findFirst().orElseThrow();
      return new InStep(false, String.format(Locale.US, "%s: no window covered by all %d hosts: %s ended %s after"
          + " the common instant, before %s started (%s after it)%s", NOT_IN_STEP, hosts.size(), first.label(),
          seconds(firstEnd - commonStartEpochMs), latest.label(), seconds(lastStart - commonStartEpochMs), fix));
    }
    long lateMs = lastStart - commonStartEpochMs;
    long runMs = Math.max(0, lastEnd - commonStartEpochMs);
    long limit = limitMs(runMs);
    if (lateMs > limit) {
      return new InStep(false, String.format(Locale.US, "%s: %s started %s after the common instant, more than %d%%"
          + " of the %s run (limit %s: at least %s, at most %s)%s", NOT_IN_STEP, latest.label(), seconds(lateMs),
          SHARE_PERCENT, seconds(runMs), seconds(limit), seconds(FLOOR_MS), seconds(CEILING_MS), fix));
    }
    return new InStep(true, String.format(Locale.US, "in step: all %d hosts started within %s of the common instant"
        + " (limit %s, %d%% of the %s run)", hosts.size(), seconds(Math.max(0, lateMs)), seconds(limit),
        SHARE_PERCENT, seconds(runMs)));
  }

  /**
   * The advice of a run not in step: the slowest host's initialisation (its launch to its ready), and what to change.
   *
   * @param slowest the host that took longest to be ready, empty when unknown
   * @param initMs how long it took, milliseconds
   * @param barrier whether the start barrier was on
   */
  public static String advice(String slowest, long initMs, boolean barrier) {
    if (slowest.isEmpty()) {
      return "";
    }
    List<String> words = new ArrayList<>();
    words.add(String.format(Locale.US, "the slowest host, %s, took %s from its launch to ready (JVM start, DB and"
        + " client threads initialised)", slowest, seconds(initMs)));
    words.add(barrier ? "raise --ready-timeout past it, or give the hosts more cores"
        : String.format(Locale.US, "leave the start barrier on (no --no-start-barrier), or raise --start-delay past %d s",
            (initMs + 999) / 1000 + 5));
    return String.join(": ", words);
  }

  private static String seconds(long ms) {
    return String.format(Locale.US, "%.1f s", ms / 1000.0);
  }
}
