/*
 * Copyright (c) 2026 ycsb-ext contributors.
 * Licensed under the Apache License, Version 2.0 (http://www.apache.org/licenses/LICENSE-2.0).
 */
package site.ycsb.ext.fanout.run;

import java.nio.file.Path;
import java.time.Duration;
import java.util.Set;
import site.ycsb.ext.fanout.FanoutProperties;
import site.ycsb.ext.fanout.preflight.PreflightCheck;

/**
 * The options of one {@code fanout load|run}, validated. Immutable. Defaults are in {@link FanoutProperties}.
 *
 * @param remoteDir the remote base directory unless a host overrides it
 * @param resultsDir the local directory that receives {@code <run-id>/}
 * @param runId the run's name, the directory name under {@code results/} locally and remotely
 * @param startDelay from the end of the preflight to the common start instant
 * @param maxClockOffsetMs the largest acceptable |clock offset| (plus its uncertainty), in milliseconds
 * @param minFreeDiskMb free space each host needs, in MiB
 * @param progressInterval between live progress lines
 * @param stopTimeout how long stopped hosts get to export before they are killed
 * @param lostTimeout how long a host whose connection was lost may stay unreachable before fan-out gives up on it
 * @param sshTimeout the limit for each short ssh exchange (stop, collection of one host)
 * @param preflightTimeout the limit of each host's preflight (two JVM starts on the host)
 * @param lateStartMs a host whose operations start more than this many milliseconds after the common start instant
 *     is named as late
 * @param detach whether {@code fanout run --detach} starts the hosts and returns, leaving the runs to
 *     {@code fanout collect}
 * @param skippedChecks the preflight checks that are shown but do not stop the run ({@code --skip-check})
 * @param startRule how the hosts start together and what a run not in step exits with
 */
public record FanoutSettings(String remoteDir, Path resultsDir, String runId, Duration startDelay,
    long maxClockOffsetMs, long minFreeDiskMb, Duration progressInterval, Duration stopTimeout, Duration lostTimeout,
    Duration sshTimeout, Duration preflightTimeout, long lateStartMs, boolean detach, Set<PreflightCheck> skippedChecks, StartRule startRule) {

  public FanoutSettings {
    skippedChecks = Set.copyOf(skippedChecks);
  }

  /** The same settings under another run id (a load step's own result directories). */
  public FanoutSettings withRunId(String id) {
    return new FanoutSettings(remoteDir, resultsDir, id, startDelay, maxClockOffsetMs, minFreeDiskMb, progressInterval,
        stopTimeout, lostTimeout, sshTimeout, preflightTimeout, lateStartMs, detach, skippedChecks, startRule);
  }
}
