/*
 * Copyright (c) 2026 ycsb-ext contributors.
 * Licensed under the Apache License, Version 2.0 (http://www.apache.org/licenses/LICENSE-2.0).
 */
package site.ycsb.ext.fanout.run;

import java.util.ArrayList;
import java.util.Collections;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.OptionalLong;

/**
 * The measured start of one fan-out: when each host's operations started (from its manifest) against the common start
 * instant it was asked for, the spread between the earliest and the latest host (the start skew), and the hosts later
 * than the {@code --late-start-ms} threshold. Immutable; thread-safe.
 *
 * @param startAtEpochMs the common start instant, epoch milliseconds
 * @param thresholdMs a host whose start is more than this many milliseconds after the instant is late
 * @param startEpochMs each host's start by label, in host order, epoch milliseconds; 0 when unknown (no manifest)
 */
public record StartSkew(long startAtEpochMs, long thresholdMs, Map<String, Long> startEpochMs) {

  public StartSkew {
    startEpochMs = Collections.unmodifiableMap(new LinkedHashMap<>(startEpochMs));
  }

  /** A host's start minus the common instant, milliseconds (negative: before it); empty when its start is unknown. */
  public OptionalLong latenessMs(String label) {
    long start = startEpochMs.getOrDefault(label, 0L);
    return start > 0 ? OptionalLong.of(start - startAtEpochMs) : OptionalLong.empty();
  }

  /** Whether the host's known start is more than {@link #thresholdMs} after the common instant. */
  public boolean isLate(String label) {
    OptionalLong lateness = latenessMs(label);
    return lateness.isPresent() && lateness.getAsLong() > thresholdMs;
  }

  /** The late hosts' labels, in host order. */
  public List<String> lateHosts() {
    return startEpochMs.keySet().stream().filter(this::isLate).toList();
  }

  /** The latest host's start minus the earliest's, milliseconds; empty unless every host's start is known. */
  public OptionalLong skewMs() {
    if (startEpochMs.isEmpty() || startEpochMs.values().stream().anyMatch(start -> start <= 0)) {
      return OptionalLong.empty();
    }
    long min = startEpochMs.values().stream().mapToLong(Long::longValue).min().getAsLong();
    long max = startEpochMs.values().stream().mapToLong(Long::longValue).max().getAsLong();
    return OptionalLong.of(max - min);
  }

  /**
   * The console line, e.g. {@code Start skew 744 ms over 3 hosts (start after the common instant: a +3, b +747, c +5
   * ms); late (more than --late-start-ms=100): b}.
   */
  public String line() {
    List<String> each = new ArrayList<>();
    startEpochMs.keySet().forEach(label -> {
      OptionalLong lateness = latenessMs(label);
      each.add(label + " " + (lateness.isPresent() ? String.format(Locale.US, "%+d", lateness.getAsLong()) : "?"));
    });
    OptionalLong skew = skewMs();
    List<String> late = new ArrayList<>();
    // Labels only: each host's one lateness figure is in the list before, and its state line says it once more with
    // its reference point; a second figure here would be a second warning.
    late.addAll(lateHosts());
    return String.format(Locale.US, "Start skew %s over %d hosts (start after the common instant: %s ms); late (more"
        + " than --late-start-ms=%d): %s", skew.isPresent() ? skew.getAsLong() + " ms" : "unknown",
        startEpochMs.size(), String.join(", ", each), thresholdMs, late.isEmpty() ? "none" : String.join(", ", late));
  }
}
