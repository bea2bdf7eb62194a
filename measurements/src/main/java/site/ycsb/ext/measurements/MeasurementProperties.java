/*
 * Copyright (c) 2026 ycsb-ext contributors.
 * Licensed under the Apache License, Version 2.0 (http://www.apache.org/licenses/LICENSE-2.0).
 */
package site.ycsb.ext.measurements;

/**
 * The measurement properties a run may set, each name beside its default. {@link MeasurementSettings#from} reads and
 * validates them once per process. Property names of upstream YCSB and of Aerospike's 2016 fork keep their meaning.
 */
public final class MeasurementProperties {

  /**
   * What is measured per operation: one of {@link MeasurementType}'s names. Core's values keep their meaning;
   * {@code periodichistogram} and {@code hdrhistogram+periodichistogram} (the same measurement, the fork's two
   * spellings) add per-window files.
   * Default: {@code hdrhistogram}.
   */
  public static final String TYPE = "measurementtype";
  /** Default of {@link #TYPE}. */
  public static final String TYPE_DEFAULT = "hdrhistogram";

  /**
   * Which latency is recorded: {@code op} (service time), {@code intended} (from the throttle's intended start, under
   * the operation's own name) or {@code both} (the intended one as {@code Intended-<OP>}).
   * Default: {@code op}.
   */
  public static final String INTERVAL = "measurement.interval";
  /** Default of {@link #INTERVAL}. */
  public static final String INTERVAL_DEFAULT = "op";

  /**
   * Percentiles exported at the end of the run, comma-separated numbers in [0, 100], e.g. {@code 95,99,99.9}.
   * Default: {@code 95,99} (core 0.17.0's default).
   */
  public static final String PERCENTILES = "hdrhistogram.percentiles";
  /** Default of {@link #PERCENTILES}. */
  public static final String PERCENTILES_DEFAULT = "95,99";

  /**
   * {@code true} adds every bucket to the final export (for the periodic histogram: the run's linear buckets).
   * Default: {@code false}.
   */
  public static final String VERBOSE = "measurement.histogram.verbose";
  /** Default of {@link #VERBOSE}. */
  public static final String VERBOSE_DEFAULT = "false";

  /** Core's {@code hdrhistogram} measurement writes {@code .hdr} interval logs when {@code true}. Default: {@code false}. */
  public static final String HDR_FILE_OUTPUT = "hdrhistogram.fileoutput";
  /** Default of {@link #HDR_FILE_OUTPUT}. */
  public static final String HDR_FILE_OUTPUT_DEFAULT = "false";

  /** Core's {@code histogram} measurement: number of 1 ms buckets, a positive integer. Default: {@code 1000}. */
  public static final String CORE_HISTOGRAM_BUCKETS = "histogram.buckets";
  /** Default of {@link #CORE_HISTOGRAM_BUCKETS}. */
  public static final String CORE_HISTOGRAM_BUCKETS_DEFAULT = "1000";

  /** Core's {@code timeseries} measurement: window in milliseconds, a positive integer. Default: {@code 1000}. */
  public static final String TIMESERIES_GRANULARITY = "timeseries.granularity";
  /** Default of {@link #TIMESERIES_GRANULARITY}. */
  public static final String TIMESERIES_GRANULARITY_DEFAULT = "1000";

  /**
   * Number of linear buckets per window in the {@code .json} files, 1 to 1,000,000; latencies at or above
   * {@code buckets x bucket.interval} are counted under the key {@code ">buckets"}.
   * Default: {@code 1000}.
   */
  public static final String BUCKETS = "periodichistogram.buckets";
  /** Default of {@link #BUCKETS}. */
  public static final String BUCKETS_DEFAULT = "1000";

  /**
   * Width of one linear bucket in milliseconds, a positive whole number of microseconds (1.0 = 1 ms, 0.1 = 100 us,
   * 0.001 = 1 us). Bucket {@code i} holds latencies in {@code [i, i+1) x width}.
   * Default: {@code 1.0}.
   */
  public static final String BUCKET_INTERVAL = "periodichistogram.bucket.interval";
  /** Default of {@link #BUCKET_INTERVAL}. */
  public static final String BUCKET_INTERVAL_DEFAULT = "1.0";

  /**
   * Prefix of the per-operation files {@code <prefix><OP>.hlog} and {@code <prefix><OP>.json}. A prefix ending in
   * {@code /} is a directory (created when missing); empty means the working directory.
   * Default: empty.
   */
  public static final String OUTPUT_PATH = "periodichistogram.output.path";
  /** Default of {@link #OUTPUT_PATH}. */
  public static final String OUTPUT_PATH_DEFAULT = "";

  /**
   * Window length in seconds, a whole number of milliseconds from 0.001 to 86400 (e.g. {@code 1}, {@code 0.5}).
   * Windows start on wall-clock multiples of it, with or without {@code -s}.
   * Default: the value of {@link #STATUS_INTERVAL}.
   */
  public static final String WINDOW = "periodichistogram.interval";

  /** Core's status line period in seconds; the default window length. Default: {@code 10}. */
  public static final String STATUS_INTERVAL = "status.interval";
  /** Default of {@link #STATUS_INTERVAL}. */
  public static final String STATUS_INTERVAL_DEFAULT = "10";

  private MeasurementProperties() {
  }
}
