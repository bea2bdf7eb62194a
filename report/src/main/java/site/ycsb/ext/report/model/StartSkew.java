/*
 * Copyright (c) 2026 ycsb-ext contributors.
 * Licensed under the Apache License, Version 2.0 (http://www.apache.org/licenses/LICENSE-2.0).
 */
package site.ycsb.ext.report.model;

import java.util.ArrayList;
import java.util.HashSet;
import java.util.List;
import java.util.Locale;
import java.util.Set;
import site.ycsb.ext.contract.HostStateLine;
import site.ycsb.ext.contract.Manifest;
import site.ycsb.ext.contract.RunKeys;
import site.ycsb.ext.report.input.HostSource;
import site.ycsb.ext.report.input.RunSource;

/**
 * How far apart the hosts of a multi-host run started, from their manifests: the skew between the first and the last
 * host's {@code startEpochMs}, and every host that started more than the late-start threshold
 * ({@value RunKeys#LATE_START_MS}, default {@value RunKeys#DEFAULT_LATE_START_MS} ms) after the common instant it was
 * asked to start at ({@code startAtEpochMs}; without one, after the first host). Immutable.
 *
 * @param hosts hosts with a manifest and a start, and hosts fan-out found late that left no manifest
 * @param skewMs last host's start minus the first host's, ms
 * @param startAtEpochMs the common start instant the hosts were asked to start at, 0 when none
 * @param thresholdMs how late a host may start before it is named, ms
 * @param late one line per late host: {@code client-3 started 412 ms after the common start}
 */
public record StartSkew(int hosts, long skewMs, long startAtEpochMs, long thresholdMs, List<String> late) {

  public StartSkew {
    late = List.copyOf(late);
  }

  /**
   * The skew of a run's hosts; {@code hosts() < 2} for a single-host run (nothing to say). A host that fan-out found
   * late ({@link HostStateLine#lateStartMs}) and that left no manifest start (it died before writing one) is named
   * late from fan-out's record, so late stays late when the host later dies.
   */
  public static StartSkew of(RunSource run) {
    long first = Long.MAX_VALUE;
    long last = Long.MIN_VALUE;
    long startAt = 0;
    long threshold = RunKeys.DEFAULT_LATE_START_MS;
    int n = 0;
    Set<String> started = new HashSet<>();
    for (HostSource h : run.hosts()) {
      Manifest m = h.manifest();
      if (m == null || m.startEpochMs() <= 0) {
        continue;
      }
      n++;
      started.add(h.name());
      first = Math.min(first, m.startEpochMs());
      last = Math.max(last, m.startEpochMs());
      startAt = Math.max(startAt, m.startAtEpochMs());
      threshold = h.millisecondsProperty(RunKeys.LATE_START_MS, threshold);
    }
    List<HostStateLine> lateWithoutStart = run.hostStates().stream()
        .filter(s -> s.lateStartMs() >= 0 && !started.contains(s.label())).toList();
    List<String> late = new ArrayList<>();
    if (n + lateWithoutStart.size() < 2) {
      return new StartSkew(n, 0, startAt, threshold, late);
    }
    long reference = startAt > 0 ? startAt : first;
    for (HostSource h : run.hosts()) {
      Manifest m = h.manifest();
      if (m != null && m.startEpochMs() > 0 && m.startEpochMs() - reference > threshold) {
        late.add(String.format(Locale.US, "%s started %,d ms after %s", h.name(), m.startEpochMs() - reference,
            startAt > 0 ? "the common start instant" : "the first host"));
      }
    }
    for (HostStateLine s : lateWithoutStart) {
      late.add(String.format(Locale.US, "%s started %,d ms after the common start instant (fan-out's record: the"
          + " host left no manifest)", s.label(), s.lateStartMs()));
      if (startAt > 0) {
        first = Math.min(first, startAt + s.lateStartMs());
        last = Math.max(last, startAt + s.lateStartMs());
      }
    }
    return new StartSkew(n + lateWithoutStart.size(), n == 0 ? 0 : last - first, startAt, threshold, late);
  }

  /** The skew in one line for the "how measured" box, e.g. {@code 3 hosts started within 45 ms of each other ...}. */
  public String line() {
    return String.format(Locale.US, "%d hosts started within %,d ms of each other%s; late after %,d ms (%s): %s",
        hosts, skewMs, startAtEpochMs > 0 ? ", asked to start at " + Units.time(startAtEpochMs) : "", thresholdMs,
        RunKeys.LATE_START_MS, late.isEmpty() ? "none" : String.join(", ", late));
  }

  /** One warning per late host. */
  public List<String> warnings() {
    return late.stream().map(l -> "Host " + l + " (more than " + thresholdMs + " ms: the hosts did not measure the "
        + "same period; the start skew was " + skewMs + " ms)").toList();
  }
}
