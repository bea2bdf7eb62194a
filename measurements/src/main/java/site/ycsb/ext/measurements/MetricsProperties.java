/*
 * Copyright (c) 2026 ycsb-ext contributors.
 * Licensed under the Apache License, Version 2.0 (http://www.apache.org/licenses/LICENSE-2.0).
 */
package site.ycsb.ext.measurements;

/**
 * The properties of the live metrics endpoint (Prometheus/OpenMetrics text over HTTP), each name beside its default.
 * {@link MetricsSettings#from} reads and validates them once per process.
 */
public final class MetricsProperties {

  /**
   * TCP port of the endpoint, 1 to 65535; the endpoint serves {@code /metrics} while the benchmark JVM runs.
   * Needs {@code measurementtype=periodichistogram} (or {@code hdrhistogram+periodichistogram}).
   * Default: empty (no endpoint).
   */
  public static final String PORT = "metrics.port";

  /**
   * Address the endpoint binds to: an IP literal or a name of this machine ({@code 0.0.0.0} for every interface).
   * Default: {@code 127.0.0.1} (loopback only).
   */
  public static final String HOST = "metrics.host";
  /** Default of {@link #HOST}. */
  public static final String HOST_DEFAULT = "127.0.0.1";

  /**
   * Seconds the endpoint keeps serving the final values after the summary was exported (state {@code done}), so
   * that a scraper sees the last window and the final counts; 0 to 3600, a whole number of milliseconds.
   * Default: {@code 0}.
   */
  public static final String LINGER = "metrics.linger";
  /** Default of {@link #LINGER}. */
  public static final String LINGER_DEFAULT = "0";

  /**
   * The {@code run_id} label of every series. Default: the {@code label} property when set, otherwise the instant
   * the measurements were installed, UTC, as {@code 20261123T142900Z}. {@code fanout run} sets its run id.
   */
  public static final String RUN_ID = "metrics.run.id";

  // The next three keys are copies of run-contract's RunKeys.HOST, BINDING and PHASE (this module is Java 8 and
  // meant for upstream, so it cannot import them); RunKeysCopiesTest checks them equal.

  /** The {@code host} label: the launcher's host name property (fan-out sets it); default the local host name. */
  static final String HOST_LABEL = "ycsb.ext.host";
  /** The {@code binding} label: the launcher's binding name property. */
  static final String BINDING_LABEL = "ycsb.ext.binding";
  /** The {@code phase} label: the launcher's phase property, {@code load} or {@code run}. */
  static final String PHASE_LABEL = "ycsb.ext.phase";

  private MetricsProperties() {
  }
}
