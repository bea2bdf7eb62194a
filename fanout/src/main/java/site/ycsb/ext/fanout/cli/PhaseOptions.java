/*
 * Copyright (c) 2026 ycsb-ext contributors.
 * Licensed under the Apache License, Version 2.0 (http://www.apache.org/licenses/LICENSE-2.0).
 */
package site.ycsb.ext.fanout.cli;

import java.nio.file.Path;
import java.time.Duration;
import java.time.ZoneOffset;
import java.time.ZonedDateTime;
import java.time.format.DateTimeFormatter;
import java.util.regex.Pattern;
import picocli.CommandLine.Mixin;
import picocli.CommandLine.Option;
import site.ycsb.ext.contract.Phase;
import site.ycsb.ext.contract.RunKeys;
import site.ycsb.ext.fanout.FanoutInputException;
import site.ycsb.ext.fanout.FanoutProperties;
import site.ycsb.ext.fanout.run.FanoutSettings;
import site.ycsb.ext.fanout.run.StartRule;

/** The options of {@code fanout load} and {@code fanout run}. A plain holder filled by picocli; not thread-safe. */
public final class PhaseOptions {
  private static final Pattern RUN_ID = Pattern.compile("[A-Za-z0-9][A-Za-z0-9._-]*");
  private static final DateTimeFormatter STAMP = DateTimeFormatter.ofPattern("yyyyMMdd-HHmmss");

  @Option(names = "--results", paramLabel = "<dir>", defaultValue = FanoutProperties.RESULTS_DIR_DEFAULT,
      description = "Local directory that receives <run-id>/<host>/ (default: ${DEFAULT-VALUE}).")
  Path resultsDir;

  @Option(names = "--run-id", paramLabel = "<name>",
      description = "Name of this run's result directories, locally and on the hosts (default: <phase>-<UTC time>).")
  String runId;

  @Option(names = "--start-delay", paramLabel = "<seconds>",
      defaultValue = "" + FanoutProperties.START_DELAY_SECONDS_DEFAULT,
      description = "Seconds from the end of the preflight to the common start instant; must cover ssh, JVM start and"
          + " DB initialisation on every host (default: ${DEFAULT-VALUE}).")
  int startDelaySeconds;

  @Mixin
  CheckOptions checks;

  @Option(names = "--late-start-ms", paramLabel = "<ms>", defaultValue = "" + RunKeys.DEFAULT_LATE_START_MS,
      description = "A host whose operations start more than this many ms after the common start instant is named as"
          + " late in the output, in fanout.json and (as a warning) in its manifest (default: ${DEFAULT-VALUE}).")
  long lateStartMs;

  @Option(names = "--progress-interval", paramLabel = "<seconds>",
      defaultValue = "" + FanoutProperties.PROGRESS_INTERVAL_SECONDS_DEFAULT,
      description = "Seconds between live progress lines (default: ${DEFAULT-VALUE}).")
  int progressIntervalSeconds;

  @Option(names = "--stop-timeout", paramLabel = "<seconds>",
      defaultValue = "" + FanoutProperties.STOP_TIMEOUT_SECONDS_DEFAULT,
      description = "After Ctrl-C, seconds the hosts get to export their results before they are killed (default:"
          + " ${DEFAULT-VALUE}).")
  int stopTimeoutSeconds;

  @Option(names = "--lost-timeout", paramLabel = "<seconds>",
      defaultValue = "" + FanoutProperties.LOST_TIMEOUT_SECONDS_DEFAULT,
      description = "When a host's connection is lost, its run is followed by process id over new connections; seconds"
          + " the host may stay unreachable before fan-out gives up on it (default: ${DEFAULT-VALUE}).")
  int lostTimeoutSeconds;

  @Option(names = "--ready-timeout", paramLabel = "<seconds>", defaultValue = "120",
      description = "Seconds, from the start of the dispatch, every host may take to initialise its DB and client"
          + " threads and report ready at the start barrier; hosts not ready by then are named, stopped and the run"
          + " goes on without them (default: ${DEFAULT-VALUE}).")
  int readyTimeoutSeconds;

  @Option(names = "--all-or-nothing",
      description = "A host not ready within --ready-timeout stops the whole run (nothing starts) instead of the run"
          + " going on without it.")
  boolean allOrNothing;

  @Option(names = "--no-start-barrier",
      description = "Start at an instant fixed at launch, --start-delay ahead, instead of the start barrier (every"
          + " host ready, then one instant given to all).")
  boolean noStartBarrier;

  @Option(names = "--allow-out-of-step",
      description = "A run whose hosts were not in step (a host never started, no window covered by all hosts, or the"
          + " latest host later than 5% of the run, 1-10 s) is said NOT IN STEP but does not exit 1 for it.")
  boolean allowOutOfStep;

  @Option(names = "--detach",
      description = "Start the run on every host and return, printing the fanout collect command that brings it home;"
          + " the hosts' runs do not depend on the ssh connections.")
  boolean detach;

  /** The validated settings. */
  FanoutSettings settings(Phase phase, HostOptions hosts) {
    String id = runId != null ? runId : phase + "-" + ZonedDateTime.now(ZoneOffset.UTC).format(STAMP);
    if (!RUN_ID.matcher(id).matches()) {
      throw FanoutInputException.invalid("option '--run-id'", id, "letters, digits, '.', '_' or '-'");
    }
    if (startDelaySeconds < 1) {
      throw FanoutInputException.invalid("option '--start-delay'", Integer.toString(startDelaySeconds),
          "a whole number of seconds from 1");
    }
    if (progressIntervalSeconds < 1) {
      throw FanoutInputException.invalid("option '--progress-interval'", Integer.toString(progressIntervalSeconds),
          "a whole number of seconds from 1");
    }
    if (stopTimeoutSeconds < 1) {
      throw FanoutInputException.invalid("option '--stop-timeout'", Integer.toString(stopTimeoutSeconds),
          "a whole number of seconds from 1");
    }
    if (lostTimeoutSeconds < 1) {
      throw FanoutInputException.invalid("option '--lost-timeout'", Integer.toString(lostTimeoutSeconds),
          "a whole number of seconds from 1");
    }
    if (lateStartMs < 0) {
      throw FanoutInputException.invalid("option '--late-start-ms'", Long.toString(lateStartMs),
          "a whole number of milliseconds from 0");
    }
    if (readyTimeoutSeconds < 1) {
      throw FanoutInputException.invalid("option '--ready-timeout'", Integer.toString(readyTimeoutSeconds),
          "a whole number of seconds from 1");
    }
    if (noStartBarrier && allOrNothing) {
      throw new FanoutInputException("Option '--all-or-nothing' does not go with '--no-start-barrier': without the"
          + " start barrier no host reports ready");
    }
    checks.validate();
    return new FanoutSettings(hosts.remoteDir, resultsDir, id, Duration.ofSeconds(startDelaySeconds),
        checks.maxClockOffsetMs, checks.minFreeDiskMb, Duration.ofSeconds(progressIntervalSeconds),
        Duration.ofSeconds(stopTimeoutSeconds),
        Duration.ofSeconds(lostTimeoutSeconds), Duration.ofSeconds(hosts.connectTimeoutSeconds + 30L),
        checks.preflightTimeout(), lateStartMs, detach, checks.skipped(), new StartRule(!noStartBarrier, Duration.ofSeconds(readyTimeoutSeconds),
        allOrNothing, allowOutOfStep));
  }

}
