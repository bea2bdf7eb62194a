/*
 * Copyright (c) 2026 ycsb-ext contributors.
 * Licensed under the Apache License, Version 2.0 (http://www.apache.org/licenses/LICENSE-2.0).
 */
package site.ycsb.ext.fanout.cli;

import java.time.Duration;
import java.util.List;
import java.util.Set;
import picocli.CommandLine.Option;
import site.ycsb.ext.fanout.FanoutInputException;
import site.ycsb.ext.fanout.FanoutProperties;
import site.ycsb.ext.fanout.preflight.Preflight;
import site.ycsb.ext.fanout.preflight.PreflightCheck;
import site.ycsb.ext.fanout.preflight.PreflightNeeds;
import site.ycsb.ext.fanout.ssh.Ssh;

/**
 * The preflight's limits, shared by {@code fanout preflight}, {@code load} and {@code run}. A plain holder filled by
 * picocli; not thread-safe.
 */
public final class CheckOptions {
  @Option(names = "--max-clock-offset", paramLabel = "<ms>",
      defaultValue = "" + FanoutProperties.MAX_CLOCK_OFFSET_MS_DEFAULT,
      description = "Largest acceptable clock offset of a host against this one, in ms (default: ${DEFAULT-VALUE}).")
  long maxClockOffsetMs;

  @Option(names = "--min-free-disk", paramLabel = "<MiB>", defaultValue = "" + FanoutProperties.MIN_FREE_DISK_MB_DEFAULT,
      description = "Free space each host needs in its remote directory, in MiB (default: ${DEFAULT-VALUE}).")
  long minFreeDiskMb;

  @Option(names = "--preflight-timeout", paramLabel = "<seconds>",
      defaultValue = "" + FanoutProperties.PREFLIGHT_TIMEOUT_SECONDS_DEFAULT,
      description = "Seconds each host's preflight may take once its ssh session starts (two JVM starts on the host;"
          + " minutes on a busy machine); a host still not done is refused (default: ${DEFAULT-VALUE}).")
  int preflightTimeoutSeconds;

  @Option(names = "--skip-check", paramLabel = "<check,...>",
      description = "Preflight checks that are made and shown but do not stop the run: java, version, jars, disk,"
          + " clock (comma-separated). Reaching a host and its deployed distribution are always required.")
  String skipChecks;

  /** Checks the values; call before anything starts. */
  void validate() {
    if (maxClockOffsetMs < 0) {
      throw FanoutInputException.invalid("option '--max-clock-offset'", Long.toString(maxClockOffsetMs),
          "a whole number of milliseconds from 0");
    }
    if (minFreeDiskMb < 0) {
      throw FanoutInputException.invalid("option '--min-free-disk'", Long.toString(minFreeDiskMb),
          "a whole number of MiB from 0");
    }
    if (preflightTimeoutSeconds < 1) {
      throw FanoutInputException.invalid("option '--preflight-timeout'", Integer.toString(preflightTimeoutSeconds),
          "a whole number of seconds from 1");
    }
    skipped();
  }

  /** {@code --preflight-timeout}: how long each host's preflight may take. */
  Duration preflightTimeout() {
    return Duration.ofSeconds(preflightTimeoutSeconds);
  }

  /** The checks {@code --skip-check} names. */
  Set<PreflightCheck> skipped() {
    return PreflightCheck.parse(skipChecks);
  }

  /**
   * The preflight these limits describe.
   *
   * @param jars the deployed {@code -cp} jars each host must hold, relative to its base directory; empty for none
   */
  Preflight preflight(Ssh ssh, String remoteDir, List<String> jars) {
    PreflightNeeds needs = PreflightNeeds.of(maxClockOffsetMs, minFreeDiskMb, true).withJars(jars)
        .skipping(skipped());
    return new Preflight(ssh, remoteDir, needs);
  }
}
