/*
 * Copyright (c) 2026 ycsb-ext contributors.
 * Licensed under the Apache License, Version 2.0 (http://www.apache.org/licenses/LICENSE-2.0).
 */
package site.ycsb.ext.report.input;

/**
 * Reads a plain decimal number ({@code 1700000000.000}: digits, optionally a point and more digits, no sign or
 * exponent) from a range of ASCII bytes without making a string, giving exactly the double that
 * {@link Double#parseDouble} gives. Only numbers of at most 15 significant digits are taken: their digits make a
 * long below 2^53 and their scale a power of ten below 10^23, both exact doubles, so one division rounds the quotient
 * correctly, as {@link Double#parseDouble} does. Anything else answers {@link Double#NaN}, and the caller parses the
 * text. Thread-safe (no state).
 */
final class DecimalSpan {

  /** Digits taken at most: 10^15 is below 2^53. */
  private static final int MAX_DIGITS = 15;

  /** 10^0 to 10^22, every one an exact double. */
  private static final double[] POWERS = new double[23];

  static {
    double p = 1;
    for (int i = 0; i < POWERS.length; i++) {
      POWERS[i] = p;
      p *= 10;
    }
  }

  private DecimalSpan() {
  }

  /**
   * The number in {@code b[from, to)}.
   *
   * @return the value as {@link Double#parseDouble} gives it, or {@link Double#NaN} when the range is not a plain
   *     decimal of at most 15 digits (the caller then parses its text)
   */
  static double parse(byte[] b, int from, int to) {
    long digits = 0;
    int count = 0;
    int point = -1;
    for (int i = from; i < to; i++) {
      int d = b[i] - '0';
      if (d >= 0 && d <= 9) {
        if (++count > MAX_DIGITS) {
          return Double.NaN;
        }
        digits = digits * 10 + d;
      } else if (b[i] == '.' && point < 0) {
        point = i;
      } else {
        return Double.NaN;
      }
    }
    if (count == 0) {
      return Double.NaN;
    }
    int scale = point < 0 ? 0 : to - point - 1;
    return (double) digits / POWERS[scale];
  }
}
