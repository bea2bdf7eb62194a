/*
 * Copyright (c) 2026 ycsb-ext contributors.
 * Licensed under the Apache License, Version 2.0 (http://www.apache.org/licenses/LICENSE-2.0).
 */
package site.ycsb.ext.report.model;

/**
 * One client host's share of a run over the measured period (all operations of {@link OpSummary#ALL}), to spot a
 * lagging client. Times are epoch ms, latencies microseconds. Immutable.
 *
 * @param host the host's name
 * @param outcome the manifest's outcome and exit code, or {@code "-"} without a manifest
 * @param firstWindowMs start of the host's first window (warm-up included)
 * @param lastWindowEndMs end of its last window
 * @param windows measured windows of its busiest operation
 * @param missingWindows windows absent between its first and last window, over all operations
 * @param count operations in the measured period
 * @param throughput count divided by the host's own measured period (its run from its manifest, from the warm-up's
 *     end; without a manifest, its measured windows' span), ops/s
 * @param vsMedian throughput relative to the median host, e.g. -0.25 for 25% below
 * @param p95Us 95th percentile of the host's own latencies
 * @param p99Us 99th percentile
 * @param maxUs largest latency
 * @param note empty, or why the host looks wrong ({@code LAGGING ...}, {@code stopped early ...})
 */
public record HostSummary(String host, String outcome, long firstWindowMs, long lastWindowEndMs, long windows,
    long missingWindows, long count, double throughput, double vsMedian, double p95Us, double p99Us, double maxUs,
    String note) {
}
