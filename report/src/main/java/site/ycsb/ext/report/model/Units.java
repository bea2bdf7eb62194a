/*
 * Copyright (c) 2026 ycsb-ext contributors.
 * Licensed under the Apache License, Version 2.0 (http://www.apache.org/licenses/LICENSE-2.0).
 */
package site.ycsb.ext.report.model;

import java.time.Duration;
import java.time.Instant;
import java.time.ZoneOffset;
import java.time.format.DateTimeFormatter;
import java.util.Locale;

/**
 * How the report writes numbers for people: durations, UTC times, milliseconds, ops/s, shares and ratios, all in
 * {@link Locale#US}; {@code -} (or {@code n/a} for a ratio) stands for a value that is not defined. Stateless and
 * thread-safe.
 */
public final class Units {

  private static final DateTimeFormatter TIME = DateTimeFormatter.ofPattern("yyyy-MM-dd HH:mm:ss'Z'", Locale.US)
      .withZone(ZoneOffset.UTC);

  private Units() {
  }

  /** A duration as the report's options write it: {@code 2h}, {@code 1h30m}, {@code 90s}, {@code 1s500ms}, {@code 0}. */
  public static String duration(Duration d) {
    long ms = d.toMillis();
    if (ms == 0) {
      return "0";
    }
    StringBuilder out = new StringBuilder();
    long h = ms / 3_600_000;
    long m = ms / 60_000 % 60;
    long s = ms / 1000 % 60;
    long rest = ms % 1000;
    if (h > 0) {
      out.append(h).append('h');
    }
    if (m > 0) {
      out.append(m).append('m');
    }
    if (s > 0) {
      out.append(s).append('s');
    }
    if (rest > 0) {
      out.append(rest).append("ms");
    }
    return out.toString();
  }

  /** An epoch-ms instant as {@code 2026-11-24 02:02:16Z} (UTC, whole seconds); {@code -} when not positive. */
  public static String time(long epochMs) {
    return epochMs <= 0 ? "-" : TIME.format(Instant.ofEpochMilli(epochMs));
  }

  /** Microseconds shown as milliseconds with three decimals. */
  public static String ms(double us) {
    return Double.isNaN(us) ? "-" : String.format(Locale.US, "%.3f", us / 1000.0);
  }

  /** A throughput, ops/s, as a whole number with thousands separators. */
  public static String ops(double opsPerSec) {
    return Double.isNaN(opsPerSec) ? "-" : String.format(Locale.US, "%,.0f", opsPerSec);
  }

  /** A share (0 to 1) as a percentage with two decimals; {@code <0.01%} for a tiny non-zero share. */
  public static String percent(double share) {
    return Double.isNaN(share) ? "-" : share > 0 && share < 0.0001 ? "<0.01%"
        : String.format(Locale.US, "%.2f%%", share * 100);
  }

  /**
   * first ÷ other as {@code 3.6x}, {@code 0.0033x} or {@code 0.000012x} (two significant digits below 0.01);
   * {@code n/a} when either is missing or below 1 (ops/s or µs: zero, or under the histogram's resolution), so a
   * ratio is never a huge number nor {@code 0.0000x}.
   */
  public static String ratio(double numerator, double denominator) {
    if (Double.isNaN(numerator) || Double.isNaN(denominator) || denominator < 1 || numerator < 1) {
      return "n/a";
    }
    double r = numerator / denominator;
    if (r < 0.01) {
      return new java.math.BigDecimal(r).round(new java.math.MathContext(2)).stripTrailingZeros().toPlainString() + "x";
    }
    return String.format(Locale.US, r >= 10 ? "%,.0fx" : r >= 1 ? "%.1fx" : "%.2fx", r);
  }

  /** A number with {@code digits} decimals and thousands separators. */
  public static String decimal(double v, int digits) {
    return Double.isNaN(v) ? "-" : String.format(Locale.US, "%,." + digits + "f", v);
  }

  /** A count with thousands separators. */
  public static String count(long n) {
    return String.format(Locale.US, "%,d", n);
  }
}
