/*
 * Copyright (c) 2026 ycsb-ext contributors.
 * Licensed under the Apache License, Version 2.0 (http://www.apache.org/licenses/LICENSE-2.0).
 */
package site.ycsb.ext.contract;

import java.time.Duration;
import java.util.Properties;

/**
 * How long a run may go without a successful operation: the properties {@value #MAX_OUTAGE} (the longest outage,
 * whole 1-s windows in which no operation succeeded while operations failed or client threads backed off, that still
 * completes the run) and {@value #STOP_AFTER} (a run whose every operation of its first this-long failed is stopped
 * there, as a run against an empty or unreachable database). Read by the launcher's checks (bad values are refused
 * before the benchmark JVM starts) and by the engine, which judges the windows. Immutable; thread-safe.
 *
 * @param maxOutage the longest outage that still completes the run; {@link Duration#ZERO}: any whole window fails it
 * @param stopAfter the start period whose operations all failing stops the run; {@link Duration#ZERO}: never stop
 */
public record OutageLimits(Duration maxOutage, Duration stopAfter) {
  /**
   * The longest outage that still completes the run, a duration ({@code 30s}, {@code 2m}); for runs that cause an
   * outage on purpose (a failover test against one node). Default: {@value #DEFAULT_MAX_OUTAGE} (any whole 1-s window
   * without a successful operation while operations failed fails the run).
   */
  public static final String MAX_OUTAGE = "failures.outage.max";
  public static final String DEFAULT_MAX_OUTAGE = "0s";
  /**
   * Stops the run when every operation of its first this-long failed (nothing loaded, nothing reachable), a duration;
   * {@code 0} never stops early. Default: {@value #DEFAULT_STOP_AFTER}.
   */
  public static final String STOP_AFTER = "failures.stop.after";
  public static final String DEFAULT_STOP_AFTER = "10s";

  /** The defaults: no outage allowed, a run whose first 10 s all failed stops. */
  public static final OutageLimits DEFAULTS = new OutageLimits(Duration.ZERO, Duration.ofSeconds(10));

  public OutageLimits {
    if (maxOutage.isNegative() || stopAfter.isNegative()) {
      throw new IllegalArgumentException("negative duration: " + maxOutage + ", " + stopAfter);
    }
  }

  /**
   * The limits a run's properties give.
   *
   * @throws BadInputException naming the property, its value and the valid forms
   */
  public static OutageLimits from(Properties props) {
    return new OutageLimits(duration(props, MAX_OUTAGE, DEFAULT_MAX_OUTAGE,
        " (0s: any whole second without a successful operation fails the run)"),
        duration(props, STOP_AFTER, DEFAULT_STOP_AFTER, " (0 never stops early)"));
  }

  /** Whether an outage of {@code seconds} whole seconds is longer than {@link #maxOutage} allows. */
  public boolean failsRun(long seconds) {
    return Duration.ofSeconds(seconds).compareTo(maxOutage) > 0;
  }

  /** {@code 12 s}, {@code 1.5 s}: a duration as the run's lines say it. */
  public static String text(Duration d) {
    long ms = d.toMillis();
    return ms % 1000 == 0 ? ms / 1000 + " s" : java.math.BigDecimal.valueOf(ms, 3).stripTrailingZeros()
        .toPlainString() + " s";
  }

  private static Duration duration(Properties props, String key, String defaultValue, String hint) {
    String value = props.getProperty(key, defaultValue);
    try {
      return DurationParser.parse(key, value);
    } catch (IllegalArgumentException e) {
      throw BadInputException.invalidValue(key, value, DurationParser.EXPECTED + hint);
    }
  }
}
