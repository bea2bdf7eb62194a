/*
 * Copyright (c) 2026 ycsb-ext contributors.
 * Licensed under the Apache License, Version 2.0 (http://www.apache.org/licenses/LICENSE-2.0).
 */
package site.ycsb.ext.measurements;

import java.math.BigDecimal;
import java.util.ArrayList;
import java.util.Collections;
import java.util.List;
import java.util.Properties;

/**
 * The validated measurement settings of one run (see {@link MeasurementProperties} for every property and its
 * default). Immutable and thread-safe once built.
 */
public final class MeasurementSettings {

  /** Which latency {@code measurement.interval} asks for. */
  public enum LatencyMode {
    /** Service time only, under the operation's name. */
    OP,
    /** Latency from the intended start only, under the operation's name. */
    INTENDED,
    /** Both; the intended one under {@code Intended-<OP>}. */
    BOTH
  }

  private static final long MAX_WINDOW_MS = 86_400_000L;
  private static final int MAX_BUCKETS = 1_000_000;
  private static final long MAX_BUCKET_WIDTH_US = 2_000_000_000L;

  private final MeasurementType type;
  private final LatencyMode latencyMode;
  private final List<Double> percentiles;
  private final boolean verbose;
  private final long windowMs;
  private final int buckets;
  private final int bucketWidthUs;
  private final OutputLocation output;

  private MeasurementSettings(Properties props) {
    String typeValue = value(props, MeasurementProperties.TYPE, MeasurementProperties.TYPE_DEFAULT);
    type = MeasurementType.of(typeValue);
    if (type == null) {
      throw invalid(MeasurementProperties.TYPE, typeValue, "one of " + MeasurementType.valueList());
    }
    latencyMode = latencyMode(value(props, MeasurementProperties.INTERVAL, MeasurementProperties.INTERVAL_DEFAULT));
    percentiles = percentiles(value(props, MeasurementProperties.PERCENTILES, MeasurementProperties.PERCENTILES_DEFAULT));
    verbose = bool(props, MeasurementProperties.VERBOSE, MeasurementProperties.VERBOSE_DEFAULT);
    bool(props, MeasurementProperties.HDR_FILE_OUTPUT, MeasurementProperties.HDR_FILE_OUTPUT_DEFAULT);
    positiveInt(props, MeasurementProperties.CORE_HISTOGRAM_BUCKETS,
        MeasurementProperties.CORE_HISTOGRAM_BUCKETS_DEFAULT, Integer.MAX_VALUE);
    positiveInt(props, MeasurementProperties.TIMESERIES_GRANULARITY,
        MeasurementProperties.TIMESERIES_GRANULARITY_DEFAULT, Integer.MAX_VALUE);
    buckets = positiveInt(props, MeasurementProperties.BUCKETS, MeasurementProperties.BUCKETS_DEFAULT, MAX_BUCKETS);
    bucketWidthUs = bucketWidthUs(value(props, MeasurementProperties.BUCKET_INTERVAL,
        MeasurementProperties.BUCKET_INTERVAL_DEFAULT));
    String window = props.getProperty(MeasurementProperties.WINDOW);
    if (window != null) {
      windowMs = windowMs(MeasurementProperties.WINDOW, window.trim());
    } else if (type.isPeriodic()) {
      windowMs = windowMs(MeasurementProperties.STATUS_INTERVAL,
          value(props, MeasurementProperties.STATUS_INTERVAL, MeasurementProperties.STATUS_INTERVAL_DEFAULT));
    } else {
      windowMs = Long.parseLong(MeasurementProperties.STATUS_INTERVAL_DEFAULT) * 1000;
    }
    output = new OutputLocation(value(props, MeasurementProperties.OUTPUT_PATH, MeasurementProperties.OUTPUT_PATH_DEFAULT));
  }

  /**
   * Reads and validates every measurement property.
   *
   * @param props the run's properties; read, never modified
   * @return the settings
   * @throws IllegalArgumentException with a one-line message naming the property, the value and the valid values
   */
  public static MeasurementSettings from(Properties props) {
    return new MeasurementSettings(props);
  }

  /** The selected measurement type. */
  public MeasurementType type() {
    return type;
  }

  /** Which latency is recorded ({@code measurement.interval}). */
  public LatencyMode latencyMode() {
    return latencyMode;
  }

  /** Percentiles for the final export, in the order given; unmodifiable. */
  public List<Double> percentiles() {
    return percentiles;
  }

  /** Whether the final export lists the buckets too. */
  public boolean verbose() {
    return verbose;
  }

  /** Window length in milliseconds, 1 to 86,400,000. */
  public long windowMs() {
    return windowMs;
  }

  /** Number of linear buckets of the {@code .json} files (the {@code N} of {@code ">N"}). */
  public int buckets() {
    return buckets;
  }

  /** Width of one linear bucket in microseconds, 1 to 2,000,000,000. */
  public int bucketWidthUs() {
    return bucketWidthUs;
  }

  /** Where the per-operation files go. */
  public OutputLocation output() {
    return output;
  }

  /**
   * The properties core's {@code Measurements} is built with: {@code props} itself for core's types; for the periodic
   * ones a copy with core's default type, since core's constructor accepts only its own types.
   */
  Properties coreProperties(Properties props) {
    if (!type.isPeriodic()) {
      return props;
    }
    Properties core = new Properties();
    for (String name : props.stringPropertyNames()) {
      core.setProperty(name, props.getProperty(name));
    }
    core.setProperty(MeasurementProperties.TYPE, MeasurementProperties.TYPE_DEFAULT);
    return core;
  }

  /** A one-line error in the project's form: {@code Invalid value 'v' for property 'p': expected ...}. */
  static IllegalArgumentException invalid(String property, String value, String expected) {
    return new IllegalArgumentException("Invalid value '" + value + "' for property '" + property + "': expected "
        + expected);
  }

  private static String value(Properties props, String name, String defaultValue) {
    return props.getProperty(name, defaultValue).trim();
  }

  private static LatencyMode latencyMode(String value) {
    if ("op".equals(value)) {
      return LatencyMode.OP;
    } else if ("intended".equals(value)) {
      return LatencyMode.INTENDED;
    } else if ("both".equals(value)) {
      return LatencyMode.BOTH;
    }
    throw invalid(MeasurementProperties.INTERVAL, value, "op, intended or both");
  }

  private static List<Double> percentiles(String value) {
    List<Double> list = new ArrayList<Double>();
    for (String part : value.split(",", -1)) {
      double percentile;
      try {
        percentile = Double.parseDouble(part.trim());
      } catch (NumberFormatException e) {
        percentile = Double.NaN;
      }
      if (!(percentile >= 0 && percentile <= 100)) {
        throw invalid(MeasurementProperties.PERCENTILES, value,
            "comma-separated numbers from 0 to 100, e.g. 95,99,99.9");
      }
      list.add(percentile);
    }
    return Collections.unmodifiableList(list);
  }

  private static boolean bool(Properties props, String name, String defaultValue) {
    String value = value(props, name, defaultValue);
    if ("true".equals(value)) {
      return true;
    } else if ("false".equals(value)) {
      return false;
    }
    throw invalid(name, value, "true or false");
  }

  private static int positiveInt(Properties props, String name, String defaultValue, int max) {
    String value = value(props, name, defaultValue);
    long parsed;
    try {
      parsed = Long.parseLong(value);
    } catch (NumberFormatException e) {
      parsed = -1;
    }
    if (parsed < 1 || parsed > max) {
      throw invalid(name, value, "an integer from 1 to " + max);
    }
    return (int) parsed;
  }

  private static int bucketWidthUs(String value) {
    BigDecimal micros = wholeAfterShift(value, 3);
    if (micros == null || micros.signum() <= 0 || micros.compareTo(BigDecimal.valueOf(MAX_BUCKET_WIDTH_US)) > 0) {
      throw invalid(MeasurementProperties.BUCKET_INTERVAL, value,
          "a bucket width in milliseconds that is a whole number of microseconds from 0.001 to 2000000, "
          + "e.g. 1.0, 0.1 or 0.001");
    }
    return micros.intValueExact();
  }

  private static long windowMs(String property, String value) {
    BigDecimal millis = wholeAfterShift(value, 3);
    if (millis == null || millis.signum() <= 0 || millis.compareTo(BigDecimal.valueOf(MAX_WINDOW_MS)) > 0) {
      throw invalid(property, value, "a window length in seconds that is a whole number of milliseconds from 0.001 "
          + "to 86400, e.g. 1, 10 or 0.5");
    }
    return millis.longValueExact();
  }

  /** {@code value x 10^shift} when that is a whole number, else {@code null}. */
  private static BigDecimal wholeAfterShift(String value, int shift) {
    try {
      BigDecimal scaled = new BigDecimal(value).movePointRight(shift).stripTrailingZeros();
      return scaled.scale() <= 0 ? scaled : null;
    } catch (NumberFormatException e) {
      return null;
    }
  }
}
