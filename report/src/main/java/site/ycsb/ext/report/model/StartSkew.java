/*
 * Copyright (c) 2026 ycsb-ext contributors.
 * Licensed under the Apache License, Version 2.0 (http://www.apache.org/licenses/LICENSE-2.0).
 */
package site.ycsb.ext.report.model;

import java.util.ArrayList;
import java.util.Collections;
import java.util.HashMap;
import java.util.HashSet;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.Optional;
import java.util.Set;
import site.ycsb.ext.contract.HostStateLine;
import site.ycsb.ext.contract.Manifest;
import site.ycsb.ext.contract.RunKeys;
import site.ycsb.ext.report.input.HostSource;
import site.ycsb.ext.report.input.RunSource;

/**
 * How far apart the hosts of a multi-host run started, from their manifests: the start skew, the latest start minus
 * the earliest ({@code startEpochMs}) over the hosts that started (a host fan-out states {@code never started}, or
 * without fan-out's states a manifest counting no operations, is named and not counted), as fan-out's console and
 * {@code fanout.json} give it; and every host that started more than the late-start threshold
 * ({@value RunKeys#LATE_START_MS}, default {@value RunKeys#DEFAULT_LATE_START_MS} ms) after the common instant it was
 * asked to start at ({@code startAtEpochMs}; without one, after the first host). Immutable.
 *
 * @param hosts hosts that started: with a manifest and a start, and hosts fan-out found late that left no manifest
 * @param planned the run's hosts: fan-out's planned hosts, else the hosts found
 * @param skewMs the latest started host's start minus the earliest's, ms
 * @param startAtEpochMs the common start instant the hosts were asked to start at, 0 when none
 * @param thresholdMs how late a host may start before it is named, ms
 * @param late per late host, in host order, its one lateness line: {@code client-3 started 412 ms after the common
 *     start instant}
 * @param neverStarted the hosts that never started, in host order
 */
public record StartSkew(int hosts, int planned, long skewMs, long startAtEpochMs, long thresholdMs,
    Map<String, String> late, List<String> neverStarted) {
  /** What the skew measures, said beside its figure, as fan-out says it. */
  public static final String REFERENCE = "latest start minus earliest";

  public StartSkew {
    late = Collections.unmodifiableMap(new LinkedHashMap<>(late));
    neverStarted = List.copyOf(neverStarted);
  }

  /**
   * The skew of a run's hosts; {@code hosts() < 2} for a run with fewer than two started hosts (nothing to say). A
   * host that fan-out found late ({@link HostStateLine#lateStartMs}) and that left no manifest start (it died before
   * writing one) is named late from fan-out's record, so late stays late when the host later dies.
   */
  public static StartSkew of(RunSource run) {
    long first = Long.MAX_VALUE;
    long last = Long.MIN_VALUE;
    long startAt = 0;
    long threshold = RunKeys.DEFAULT_LATE_START_MS;
    Map<String, String> states = new HashMap<>();
    run.hostStates().forEach(s -> states.put(s.label(), s.state()));
    List<HostSource> started = new ArrayList<>();
    List<String> never = new ArrayList<>();
    for (HostSource h : run.hosts()) {
      Manifest m = h.manifest();
      if (m == null || m.startEpochMs() <= 0) {
        continue;
      }
      String state = states.get(h.name());
      if (state != null ? state.startsWith(HostStateLine.NEVER_STARTED) : m.operations() <= 0) {
        never.add(h.name());
        continue;
      }
      started.add(h);
      first = Math.min(first, m.startEpochMs());
      last = Math.max(last, m.startEpochMs());
      startAt = Math.max(startAt, m.startAtEpochMs());
      threshold = h.millisecondsProperty(RunKeys.LATE_START_MS, threshold);
    }
    Set<String> names = new HashSet<>();
    started.forEach(h -> names.add(h.name()));
    // Started by fan-out's record, with no manifest start (it died before writing one): counted as fan-out counts it.
    List<HostStateLine> seenWithoutStart = run.hostStates().stream()
        .filter(s -> s.startSeen() && !names.contains(s.label()) && !never.contains(s.label())).toList();
    run.hostStates().stream().filter(s -> s.state().startsWith(HostStateLine.NEVER_STARTED)
        && !never.contains(s.label())).forEach(s -> never.add(s.label()));
    int planned = run.hostStates().isEmpty() ? run.hosts().size() : run.hostStates().size();
    Map<String, String> late = new LinkedHashMap<>();
    int n = started.size();
    if (n + seenWithoutStart.size() < 2) {
      return new StartSkew(n, planned, 0, startAt, threshold, late, never);
    }
    long reference = startAt > 0 ? startAt : first;
    for (HostSource h : started) {
      long lateMs = h.manifest().startEpochMs() - reference;
      if (lateMs > threshold) {
        late.put(h.name(), String.format(Locale.US, "%s started %,d ms after %s", h.name(), lateMs,
            startAt > 0 ? "the common start instant" : "the first host"));
      }
    }
    for (HostStateLine s : seenWithoutStart) {
      if (s.lateStartMs() >= 0) {
        late.put(s.label(), String.format(Locale.US, "%s started %,d ms after the common start instant (fan-out's"
            + " record: the host left no manifest)", s.label(), s.lateStartMs()));
      }
      if (startAt > 0) {
        first = Math.min(first, startAt + s.startOffsetMs());
        last = Math.max(last, startAt + s.startOffsetMs());
      }
    }
    return new StartSkew(n + seenWithoutStart.size(), planned, n == 0 ? 0 : last - first, startAt, threshold, late,
        never);
  }

  /**
   * The skew in one line for the "how measured" box, e.g. {@code 45 ms (latest start minus earliest, over the 3 of 4
   * hosts that started; never started: c4), asked to start at ...; late after 100 ms (...): none}.
   */
  public String line() {
    return String.format(Locale.US, "%,d ms (%s, over the %d of %d hosts that started%s)%s; late after %,d ms (%s):"
        + " %s", skewMs, REFERENCE, hosts, Math.max(planned, hosts), neverStarted.isEmpty() ? ""
        : "; never started: " + String.join(", ", neverStarted), startAtEpochMs > 0 ? ", asked to start at "
        + Units.time(startAtEpochMs) : "", thresholdMs, RunKeys.LATE_START_MS,
        late.isEmpty() ? "none" : String.join(", ", late.values()));
  }

  /** The one lateness line of a late host, or empty when it is not late. */
  public Optional<String> lateLine(String host) {
    return Optional.ofNullable(late.get(host));
  }

  /** One warning per late host, with its one lateness figure. */
  public List<String> warnings() {
    return late.values().stream().map(l -> "Host " + l + " (more than " + thresholdMs + " ms: the hosts did not"
        + " measure the same period)").toList();
  }
}
