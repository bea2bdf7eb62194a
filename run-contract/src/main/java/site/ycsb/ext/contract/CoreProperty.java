/*
 * Copyright (c) 2026 ycsb-ext contributors.
 * Licensed under the Apache License, Version 2.0 (http://www.apache.org/licenses/LICENSE-2.0).
 */
package site.ycsb.ext.contract;

import java.util.Properties;

/**
 * The table of core's properties that the command line and the engine read, each with core 0.17's default (the value
 * {@code site.ycsb.Client} uses when the property is absent), plus the rule for secret properties. The one place
 * these names and defaults are written down. Immutable; thread-safe.
 */
public enum CoreProperty {
  DB("db", "site.ycsb.BasicDB"),
  WORKLOAD("workload", "site.ycsb.workloads.CoreWorkload"),
  EXPORTER("exporter", "site.ycsb.measurements.exporter.TextMeasurementsExporter"),
  /** No default: the summary goes to stdout. */
  EXPORT_FILE("exportfile", null),
  THREAD_COUNT("threadcount", "1"),
  /** Operations per second for the whole client; 0 is unthrottled. */
  TARGET("target", "0"),
  /** Seconds; 0 is no limit. */
  MAX_EXECUTION_TIME("maxexecutiontime", "0"),
  STATUS("status", "false"),
  /** Seconds between status lines. */
  STATUS_INTERVAL("status.interval", "10"),
  LABEL("label", ""),
  DO_TRANSACTIONS("dotransactions", "true"),
  RECORD_COUNT("recordcount", "0"),
  INSERT_START("insertstart", "0"),
  /** No default: {@code recordcount - insertstart}. */
  INSERT_COUNT("insertcount", null),
  /** 0 runs until {@code maxexecutiontime} ends. */
  OPERATION_COUNT("operationcount", "0"),
  MEASUREMENT_TYPE("measurementtype", "hdrhistogram"),
  TRACK_JVM("measurement.trackjvm", "false"),
  /** Whether a throttled thread spins instead of parking while it waits for its next operation. */
  SPIN_SLEEP("spin.sleep", "false");

  /** What a secret property's value is shown as, wherever it is written or printed. */
  /** What a secret value is shown as ({@link SecretNames}). */
  public static final String SECRET_MASK = "*****";

  /** Core passes every property with this prefix, without it, to its htrace {@code Tracer}. */
  public static final String HTRACE_PREFIX = "htrace.";

  private final String key;
  private final String defaultValue;

  CoreProperty(String key, String defaultValue) {
    this.key = key;
    this.defaultValue = defaultValue;
  }

  /** The property's name, e.g. {@code threadcount}. */
  public String key() {
    return key;
  }

  /** Core's default, or null when core has none. */
  public String defaultValue() {
    return defaultValue;
  }

  /** The value in {@code props}, trimmed, or core's default (null when neither is there). */
  public String valueIn(Properties props) {
    String value = props.getProperty(key, defaultValue);
    return value == null ? null : value.trim();
  }

}
