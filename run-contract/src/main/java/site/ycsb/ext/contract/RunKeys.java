/*
 * Copyright (c) 2026 ycsb-ext contributors.
 * Licensed under the Apache License, Version 2.0 (http://www.apache.org/licenses/LICENSE-2.0).
 */
package site.ycsb.ext.contract;

/**
 * The words every ycsb-ext process shares: the internal {@code ycsb.ext.*} property keys that the launcher and
 * fan-out set for the benchmark JVM, the manifest's file name and the periodic measurement type. One place, so no
 * two modules spell them apart. {@code measurements} (Java 8, meant for upstream) keeps its own copies, each with a
 * comment naming this class, and a test there checks them equal.
 */
public final class RunKeys {
  /** The client host's label in a fan-out (the manifest's {@code host}, the metrics' {@code host} label). */
  public static final String HOST = "ycsb.ext.host";
  /** The phase, {@code load} or {@code run}, as the launcher resolved it. */
  public static final String PHASE = "ycsb.ext.phase";
  /** The binding name the user typed ({@code aerospike}, {@code couchbase2}, {@code basic}, ...). */
  public static final String BINDING = "ycsb.ext.binding";
  /** Free text describing the servers measured, shown in the report's "how this was measured" box. */
  public static final String SERVERS = "ycsb.ext.servers";
  /** Prefix of the warnings fan-out or the launcher records for the report: {@code ycsb.ext.warning.<source>.<name>}. */
  public static final String WARNING_PREFIX = "ycsb.ext.warning.";
  /**
   * The middle of a binding's warning keys, {@code <binding>.warning.<name>} (e.g.
   * {@code aerospike.warning.shrinking-updates}): keys a binding sets on the run's properties outside its own
   * property prefix, which the engine records as the manifest's warnings ({@link #isBindingWarning}).
   */
  public static final String BINDING_WARNING_INFIX = ".warning.";
  /**
   * A load step's warm-up, milliseconds, that the step runner records in each step's properties: the steps table,
   * the curve and the verdict leave the step's first this many milliseconds out.
   */
  public static final String STEP_WARMUP_MS = "ycsb.ext.step.warmup-ms";
  /**
   * The whole run's target in a fan-out, operations per second over all hosts (each host's {@code target} is its
   * share); absent when the run had no target or was not a fan-out.
   */
  public static final String FANOUT_TOTAL_TARGET = "ycsb.ext.fanout.target";
  /** The number of hosts a fan-out started the run on. */
  public static final String FANOUT_HOST_COUNT = "ycsb.ext.fanout.hosts";
  /**
   * How late, milliseconds after the common start instant, a fan-out host may start before it is named as late.
   * Default: {@value #DEFAULT_LATE_START_MS}.
   */
  public static final String LATE_START_MS = "ycsb.ext.fanout.late-start-ms";
  /**
   * A fan-out host's clock against the central host's, measured by the preflight: {@code +3.2 ms (±0.4)}, the
   * offset (host minus central) with its bound (half the round trip of the probe it comes from).
   */
  public static final String FANOUT_CLOCK_OFFSET = "ycsb.ext.fanout.clock-offset";
  /** The default of {@link #LATE_START_MS}, milliseconds. */
  public static final long DEFAULT_LATE_START_MS = 100;
  /**
   * Prefix of what a binding learnt of the servers at init, {@code db.server.<name>} (e.g. {@code .version}): the
   * engine moves these into the manifest's {@code server} section. A stand-in answers {@code standin=true}. The
   * bindings keep their own copy (they are meant for upstream YCSB and do not depend on this module).
   */
  public static final String SERVER_PREFIX = "db.server.";
  /**
   * Prefix of a binding's policies in effect after defaults, {@code db.setting.<name>}: the engine moves these
   * into the manifest's {@code settings} section. The bindings keep their own copy.
   */
  public static final String SETTING_PREFIX = "db.setting.";
  /** The client-load samples' file name, after the output prefix ({@link ClientSamplesFile}). */
  public static final String CLIENT_SAMPLES_FILE_NAME = "client.csv";
  /** The run manifest's file name, after the output prefix. */
  public static final String MANIFEST_FILE_NAME = "manifest.json";
  /**
   * The output prefix of every file a run writes ({@code <prefix>manifest.json}, {@code <prefix>READ.hlog}, ...).
   * {@code measurements} keeps a copy ({@code MeasurementProperties.OUTPUT_PATH}), checked equal by a test.
   */
  public static final String OUTPUT_PATH = "periodichistogram.output.path";
  /** The {@code measurementtype} that writes periodic histograms next to core's summary. */
  public static final String PERIODIC_MEASUREMENT_TYPE = "hdrhistogram+periodichistogram";

  private RunKeys() {
  }

  /**
   * @return whether {@code key} is a binding's warning: {@code <binding>.warning.<name>}, the binding a single word
   *     of letters, digits, {@code _} or {@code -} (never {@code ycsb}), the name not empty
   */
  public static boolean isBindingWarning(String key) {
    int infix = key.indexOf(BINDING_WARNING_INFIX);
    if (infix <= 0 || infix + BINDING_WARNING_INFIX.length() >= key.length()) {
      return false;
    }
    String binding = key.substring(0, infix);
    return binding.matches("[A-Za-z0-9_-]+") && !binding.equals("ycsb");
  }
}
