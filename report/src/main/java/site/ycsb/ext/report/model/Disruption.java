/*
 * Copyright (c) 2026 ycsb-ext contributors.
 * Licensed under the Apache License, Version 2.0 (http://www.apache.org/licenses/LICENSE-2.0).
 */
package site.ycsb.ext.report.model;

import java.util.Map;
import java.util.OptionalLong;
import java.util.TreeMap;

/**
 * What one event did to a run, measured on its merged windows ({@link Disruptions} computes it; the definitions are
 * there and in {@code docs/faults.md}). Throughputs are successful operations per second summed over the primary
 * operations; latencies are microseconds. Immutable; thread-safe.
 *
 * @param marker the event
 * @param baselineWindows how many windows made the baseline; 0 when none lay in the span before the event
 * @param baselineOpsPerSec the median window throughput of the baseline; NaN without baseline windows
 * @param baselineP99Us the median window p99 of the baseline; NaN without baseline windows
 * @param lowestOpsPerSec the lowest window throughput from the event to its recovery (or the run's end); NaN when
 *     no window follows the event
 * @param highestP99Us the highest window p99 over the same windows; NaN when none had operations
 * @param failedByOperation failed operations from the event to its recovery (or the run's end), by operation
 *     ({@code READ}, {@code UPDATE}, ...): the windows count failures per operation, the whole run's manifests by
 *     status
 * @param recoveredAtMs the instant after which the run stayed within the band, epoch ms; empty when it never did (or
 *     there was no baseline to recover to)
 * @param band what "recovered" means here: the baseline's median widened by its own spread ({@link RecoveryBand})
 * @param baselineEvent the event whose preceding windows made the baseline: this event's own index, or, for an event
 *     that ends a fault ({@code --event '<offset> ends E<n>=...'}), the fault's
 */
public record Disruption(EventMarker marker, int baselineWindows, double baselineOpsPerSec, double baselineP99Us,
    double lowestOpsPerSec, double highestP99Us, Map<String, Long> failedByOperation, OptionalLong recoveredAtMs,
    RecoveryBand band, int baselineEvent) {

  public Disruption {
    failedByOperation = java.util.Collections.unmodifiableMap(new TreeMap<>(failedByOperation));
  }

  /** The deepest dip: the lowest window throughput as a share of the baseline (0.25 = fell to 25%); NaN without one. */
  public double dipShare() {
    return baselineOpsPerSec > 0 ? lowestOpsPerSec / baselineOpsPerSec : Double.NaN;
  }

  /** Time to recover, ms from the event's instant; empty when not recovered. */
  public OptionalLong timeToRecoverMs() {
    return recoveredAtMs.isPresent() ? OptionalLong.of(Math.max(0, recoveredAtMs.getAsLong() - marker.atMs()))
        : OptionalLong.empty();
  }

  /** Failed operations from the event to its recovery, all operations. */
  public long failedOperations() {
    return failedByOperation.values().stream().mapToLong(Long::longValue).sum();
  }
}
