/*
 * Copyright (c) 2026 ycsb-ext contributors.
 * Licensed under the Apache License, Version 2.0 (http://www.apache.org/licenses/LICENSE-2.0).
 */
package site.ycsb.ext.fanout.preflight;

import java.util.List;
import java.util.Set;
import site.ycsb.ext.contract.BuildVersion;

/**
 * What a host needs to start the run it is given, as the preflight checks it. Immutable; thread-safe.
 *
 * @param maxClockOffsetMs the largest acceptable |clock offset| plus its uncertainty, in milliseconds
 * @param minFreeDiskMb free space each host needs in its base directory beyond the run's output, in MiB
 * @param requireInstall whether a deployed distribution is required (load and run) or only reported
 * @param jars the deployed {@code -cp} jars every host must hold with their SHA-256, relative to its base directory
 *     ({@code jars/<sha256>/<name>}, as {@code fanout deploy -cp} puts them)
 * @param version the version the deployed distribution must have, {@code <version> (commit <commit>)}, as
 *     {@link #thisVersion()} gives it for this host
 * @param output the run's expected output on each host
 * @param skipped the checks that are made and shown but do not stop the run
 */
public record PreflightNeeds(long maxClockOffsetMs, long minFreeDiskMb, boolean requireInstall, List<String> jars,
    String version, OutputEstimate output, Set<PreflightCheck> skipped) {

  public PreflightNeeds {
    jars = List.copyOf(jars);
    skipped = Set.copyOf(skipped);
  }

  /** The needs without a run: the limits only, this host's version, nothing skipped. */
  public static PreflightNeeds of(long maxClockOffsetMs, long minFreeDiskMb, boolean requireInstall) {
    return new PreflightNeeds(maxClockOffsetMs, minFreeDiskMb, requireInstall, List.of(), thisVersion(),
        OutputEstimate.NONE, Set.of());
  }

  /** These needs with the run's {@code -cp} jars. */
  public PreflightNeeds withJars(List<String> runJars) {
    return new PreflightNeeds(maxClockOffsetMs, minFreeDiskMb, requireInstall, runJars, version, output, skipped);
  }

  /** These needs with the run's expected output. */
  public PreflightNeeds withOutput(OutputEstimate estimate) {
    return new PreflightNeeds(maxClockOffsetMs, minFreeDiskMb, requireInstall, jars, version, estimate, skipped);
  }

  /** These needs with checks that do not stop the run. */
  public PreflightNeeds skipping(Set<PreflightCheck> checks) {
    return new PreflightNeeds(maxClockOffsetMs, minFreeDiskMb, requireInstall, jars, version, output, checks);
  }

  /** This build's version as a host's {@code bin/ycsb --version} gives it: {@code 0.1.0 (commit 27a0e6ff90fd)}. */
  public static String thisVersion() {
    return BuildVersion.version() + " (commit " + BuildVersion.sourceCommit() + ")";
  }
}
