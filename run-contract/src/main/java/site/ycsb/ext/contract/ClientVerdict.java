/*
 * Copyright (c) 2026 ycsb-ext contributors.
 * Licensed under the Apache License, Version 2.0 (http://www.apache.org/licenses/LICENSE-2.0).
 */
package site.ycsb.ext.contract;

import java.util.List;
import java.util.Locale;

/**
 * Whether a client host, not the database, was the limit of a run, with the evidence: the rule the engine (at the
 * end of a run) and the report (per host) both apply to a host's {@link ClientSample}s. A window is
 * <em>saturated</em> when the JVM kept at least {@value #CPU_SATURATED} of its available cores busy, or its threads
 * spent at least {@value #CPU_WAIT_SATURATED} core's worth of the window runnable but waiting for a CPU (the cores
 * were busy, with its own work or another process's), or it spent at least {@value #GC_SATURATED} of the window in
 * GC pauses; the client is <em>client-bound</em> when at least
 * {@value #SATURATED_WINDOW_SHARE} of its windows (and at least one) were saturated. Its throughput is then a lower
 * bound of what the database can serve. Start lag under a target is reported as evidence, not judged: a slow
 * database delays the next start as much as a busy client does. Immutable; thread-safe.
 *
 * @param clientBound whether the client was the limit
 * @param evidence one line: the saturated windows, mean CPU and GC share, and the start lag under a target
 */
public record ClientVerdict(boolean clientBound, String evidence) {
  /** The CPU share of the available cores at which a window counts as saturated. */
  public static final double CPU_SATURATED = 0.9;
  /** The run-queue wait, in cores' worth of the window, at which a window counts as saturated. */
  public static final double CPU_WAIT_SATURATED = 1.0;
  /** The GC pause share of a window at which it counts as saturated. */
  public static final double GC_SATURATED = 0.1;
  /** The share of saturated windows at which the client counts as the limit. */
  public static final double SATURATED_WINDOW_SHARE = 0.2;

  /** The verdict over a host's samples; with none, not client-bound and "no samples". */
  public static ClientVerdict of(List<ClientSample> samples) {
    if (samples.isEmpty()) {
      return new ClientVerdict(false, "no client samples");
    }
    int saturated = 0;
    double cpu = 0;
    double gc = 0;
    double wait = 0;
    double lagMean = 0;
    double lagMax = 0;
    long weightMs = 0;
    for (ClientSample s : samples) {
      if (s.cpuShare() >= CPU_SATURATED || s.cpuWaitCores() >= CPU_WAIT_SATURATED || s.gcShare() >= GC_SATURATED) {
        saturated++;
      }
      long ms = Math.max(1, s.endMs() - s.startMs());
      cpu += s.cpuShare() * ms;
      gc += s.gcShare() * ms;
      wait += s.cpuWaitCores() * ms;
      lagMean += s.lagMeanMs() * ms;
      lagMax = Math.max(lagMax, s.lagMaxMs());
      weightMs += ms;
    }
    boolean bound = saturated >= Math.max(1, Math.ceil(SATURATED_WINDOW_SHARE * samples.size()));
    int cores = samples.get(samples.size() - 1).coresAvailable();
    String evidence = String.format(Locale.ROOT, "%s: CPU %.0f%% of %d core%s on average, threads waiting for a CPU"
        + " %.2f cores' worth, GC %.1f%% of the time; %d of %d windows saturated (CPU >= %.0f%%, CPU wait >= %.1f"
        + " cores or GC >= %.0f%%)", bound ? "client-bound" : "client kept up", 100 * cpu / weightMs, cores,
        cores == 1 ? "" : "s", wait / weightMs, 100 * gc / weightMs, saturated, samples.size(), 100 * CPU_SATURATED,
        CPU_WAIT_SATURATED, 100 * GC_SATURATED);
    if (lagMax > 0) {
      evidence += String.format(Locale.ROOT, "; operations started %.1f ms behind schedule on average, %.0f ms at"
          + " most", lagMean / weightMs, lagMax);
    }
    return new ClientVerdict(bound, evidence);
  }
}
