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
import java.util.LongSummaryStatistics;
import java.util.Map;
import java.util.OptionalLong;

/**
 * The measured start of one fan-out: when each host's operations started (from its manifest) against the common start
 * instant it was asked for, the spread between the earliest and the latest host that started (the start skew; a host
 * that never started is named, not counted), and the hosts later than the {@code --late-start-ms} threshold.
 * Immutable; thread-safe.
 *
 * @param startAtEpochMs the common start instant, epoch milliseconds
 * @param thresholdMs a host whose start is more than this many milliseconds after the instant is late
 * @param startEpochMs each host's start by label, in host order, epoch milliseconds; 0 when it never started
 *     (or its start is unknown)
 */
public record StartSkew(long startAtEpochMs, long thresholdMs, Map<String, Long> startEpochMs) {
  /** What the skew measures, said beside its figure in every output. */
  public static final String REFERENCE = "latest start minus earliest";

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

  /** The hosts that started (their start is known), in host order. */
  public List<String> startedHosts() {
    return startEpochMs.entrySet().stream().filter(e -> e.getValue() > 0).map(Map.Entry::getKey).toList();
  }

  /**
   * The start skew: the latest start minus the earliest, over the hosts that started (a host that never started has
   * no start to compare), milliseconds; 0 when one host started, empty when none did.
   */
  public OptionalLong skewMs() {
    LongSummaryStatistics starts = startEpochMs.values().stream().filter(start -> start > 0)
        .mapToLong(Long::longValue).summaryStatistics();
    return starts.getCount() == 0 ? OptionalLong.empty() : OptionalLong.of(starts.getMax() - starts.getMin());
  }

  /**
   * The console line, e.g. {@code Start skew 744 ms (latest start minus earliest, over the 3 of 4 hosts that started;
   * each host's start after the common instant: a +3, b +747, c +5 ms, d never started); late (more than
   * --late-start-ms=100): b}.
   */
  public String line() {
    List<String> each = new ArrayList<>();
    List<String> never = new ArrayList<>();
    startEpochMs.keySet().forEach(label -> {
      OptionalLong lateness = latenessMs(label);
      if (lateness.isPresent()) {
        each.add(label + " " + String.format(Locale.US, "%+d", lateness.getAsLong()));
      } else {
        never.add(label);
      }
    });
    OptionalLong skew = skewMs();
    // Labels only: each host's one lateness figure is in the list before, and its state line says it once more with
    // its reference point; a second figure here would be a second warning.
    List<String> late = lateHosts();
    return String.format(Locale.US, "Start skew %s (%s, over the %d of %d hosts that started; each host's start after"
        + " the common instant: %s%s); late (more than --late-start-ms=%d): %s",
        skew.isPresent() ? skew.getAsLong() + " ms" : "none", REFERENCE, each.size(), startEpochMs.size(),
        each.isEmpty() ? "none" : String.join(", ", each) + " ms",
        never.isEmpty() ? "" : ", " + String.join(", ", never) + " never started", thresholdMs,
        late.isEmpty() ? "none" : String.join(", ", late));
  }
}
