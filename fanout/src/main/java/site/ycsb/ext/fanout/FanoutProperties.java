/*
 * Copyright (c) 2026 ycsb-ext contributors.
 * Licensed under the Apache License, Version 2.0 (http://www.apache.org/licenses/LICENSE-2.0).
 */
package site.ycsb.ext.fanout;

import site.ycsb.ext.contract.CoreProperty;
import site.ycsb.ext.contract.RunKeys;

/**
 * Every name of fan-out's own that it reads or sets, with its default: the properties it adds to each host's run and
 * the defaults of its options (the README table matches this class row for row). Core's properties that it splits or
 * sets ({@code insertstart}, {@code insertcount}, {@code operationcount}, {@code target}, {@code threadcount},
 * {@code status}, {@code status.interval}, {@code measurementtype}) are named by
 * {@link site.ycsb.ext.contract.CoreProperty}. Constants only.
 */
public final class FanoutProperties {

  /** The measurement type every host runs with, so that windows can be merged. */
  public static final String MEASUREMENT_TYPE_PERIODIC = RunKeys.PERIODIC_MEASUREMENT_TYPE;
  /** The benchmark JVM's metrics endpoint port ({@code fanout run --metrics-port}). */
  public static final String METRICS_PORT = "metrics.port";
  /** The address the metrics endpoint binds; fan-out sets it per host unless given. */
  public static final String METRICS_HOST = "metrics.host";
  /** The run id of the metrics series; fan-out sets it to the run's id unless given. */
  public static final String METRICS_RUN_ID = "metrics.run.id";
  /** The host name the run writes into its manifest; fan-out sets it to the host's label. */
  public static final String HOST = RunKeys.HOST;

  /**
   * A warning fan-out records in a host's manifest (the launcher copies {@code ycsb.ext.warning.*} there) when that
   * host's clock offset exceeds half of {@code --max-clock-offset}; the report shows it.
   */
  public static final String CLOCK_OFFSET_WARNING = "ycsb.ext.warning.fanout.clock-offset";

  /**
   * Set in every host's properties: the number of hosts ({@link RunKeys#FANOUT_HOST_COUNT}), for a run with a target
   * the total over all hosts ({@link RunKeys#FANOUT_TOTAL_TARGET}; each host's {@code target} is its share), and the
   * {@code --late-start-ms} threshold ({@link RunKeys#LATE_START_MS}).
   */
  public static final String TOTAL_TARGET = RunKeys.FANOUT_TOTAL_TARGET;
  /** See {@link #TOTAL_TARGET}. */
  public static final String HOST_COUNT = RunKeys.FANOUT_HOST_COUNT;
  /** See {@link #TOTAL_TARGET}. */
  public static final String LATE_START_MS = RunKeys.LATE_START_MS;
  /** {@code --late-start-ms}: how late after the common start instant a host may start, ms. Default: 100. */
  public static final long LATE_START_MS_DEFAULT = RunKeys.DEFAULT_LATE_START_MS;

  /** {@code --connect-timeout}: seconds ssh waits for a connection. Default: 10. */
  public static final int CONNECT_TIMEOUT_SECONDS_DEFAULT = 10;
  /**
   * {@code --max-sessions}: how many hosts fan-out works on at once (ssh sessions of the preflight, deploy, stop and
   * collection; run sessions still connecting at the start). Default: 32.
   */
  public static final int MAX_SESSIONS_DEFAULT = 32;
  /** {@code --remote-dir}: the base directory on each host, relative to the login directory. Default: ycsb-ext. */
  public static final String REMOTE_DIR_DEFAULT = "ycsb-ext";
  /** {@code --results}: the local directory that receives {@code <run-id>/<host>/}. Default: results. */
  public static final String RESULTS_DIR_DEFAULT = "results";
  /** {@code --start-delay}: seconds from the end of the preflight to the common start instant. Default: 15. */
  public static final int START_DELAY_SECONDS_DEFAULT = 15;
  /**
   * {@code --preflight-timeout}: seconds each host's preflight may take, from its ssh session's start to its last
   * clock probe. Each host's preflight starts two JVMs ({@code java -version} and {@code bin/ycsb --version}), up to
   * {@code --max-sessions} hosts at once; on a busy client host (or many loopback hosts on one machine) that takes
   * minutes, so the default is generous: a host that answers is never refused for being slow, and only a host that
   * hangs after connecting waits this long. Default: 300.
   */
  public static final int PREFLIGHT_TIMEOUT_SECONDS_DEFAULT = 300;
  /** {@code --max-clock-offset}: the largest clock offset a host may have, in milliseconds. Default: 50. */
  public static final long MAX_CLOCK_OFFSET_MS_DEFAULT = 50;
  /** {@code --min-free-disk}: free space each host needs in its remote directory, in MiB. Default: 1024. */
  public static final long MIN_FREE_DISK_MB_DEFAULT = 1024;
  /** {@code --progress-interval}: seconds between live progress lines. Default: 10. */
  public static final int PROGRESS_INTERVAL_SECONDS_DEFAULT = 10;
  /** {@code --stop-timeout}: seconds a stopped host gets to export its results before it is killed. Default: 90. */
  public static final int STOP_TIMEOUT_SECONDS_DEFAULT = 90;
  /**
   * {@code --lost-timeout}: after a host's connection is lost, seconds it may stay unreachable (its run followed by
   * process id meanwhile) before fan-out gives up on it. Default: 120.
   */
  public static final int LOST_TIMEOUT_SECONDS_DEFAULT = 120;
  /** The oldest Java a host may run. */
  public static final int MIN_JAVA_VERSION = 17;
  /** ssh keep-alive: a probe every this many seconds ({@code ServerAliveInterval}). Default: 5. */
  public static final int SERVER_ALIVE_INTERVAL_SECONDS = 5;
  /** ssh keep-alive: unanswered probes before the connection counts as dead ({@code ServerAliveCountMax}). Default: 6. */
  public static final int SERVER_ALIVE_COUNT_MAX = 6;

  private FanoutProperties() {
  }
}
