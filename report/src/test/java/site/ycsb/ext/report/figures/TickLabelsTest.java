/*
 * Copyright (c) 2026 ycsb-ext contributors.
 * Licensed under the Apache License, Version 2.0 (http://www.apache.org/licenses/LICENSE-2.0).
 */
package site.ycsb.ext.report.figures;

import static org.junit.jupiter.api.Assertions.assertEquals;

import java.util.Locale;
import java.util.Random;
import org.junit.jupiter.api.Test;

/**
 * The figures' tick labels, written without a format string per label, are the text the format strings gave: the time
 * axis's {@code %,d} and the percentile axis's {@code %.4f} with trailing zeros and a bare point dropped.
 */
class TickLabelsTest {

  @Test
  void groupedCountsAsFormatDoes() {
    Random random = new Random(7);
    long[] edges = {0, 1, -1, 9, 10, 99, 100, 999, 1000, -999, -1000, 12_345, 999_999, 1_000_000, -1_234_567,
        Long.MAX_VALUE, Long.MIN_VALUE};
    for (long n : edges) {
      assertEquals(String.format(Locale.US, "%,d", n), TimeAxis.grouped(n), "n = " + n);
    }
    for (int i = 0; i < 10_000; i++) {
      long n = random.nextLong() >> random.nextInt(64);
      assertEquals(String.format(Locale.US, "%,d", n), TimeAxis.grouped(n), "n = " + n);
    }
  }

  @Test
  void elapsedLabelsCountWholeSteps() {
    TimeAxis hours = new TimeAxis(false, 3_600_000, 3_600_000, 0, 12 * 3_600_000L);
    assertEquals("12", hours.label(12));
    assertEquals("", hours.label(0.5));
    TimeAxis seconds = new TimeAxis(false, 1000, 1000, 0, 5_000_000);
    assertEquals("1,250", seconds.label(1250));
  }

  @Test
  void percentileLabelsAsTheRegularExpressionsTrimmedThem() {
    Random random = new Random(9);
    double[] edges = {1.0000001, 1.5, 2, 10, 20, 100, 1000, 10_000, 100_000, 1e6, 1e7, 3, 7, 1e12};
    for (double x : edges) {
      assertEquals(byRegularExpressions(x), DistributionFigure.percentileLabel(x), "x = " + x);
    }
    for (int i = 0; i < 10_000; i++) {
      double x = Math.pow(10, 7 * random.nextDouble());
      assertEquals(byRegularExpressions(x), DistributionFigure.percentileLabel(x), "x = " + x);
    }
    assertEquals("0%", DistributionFigure.percentileLabel(1));
    assertEquals("90%", DistributionFigure.percentileLabel(10));
    assertEquals("99.9%", DistributionFigure.percentileLabel(1000));
  }

  /** The label as it was written before: the format, then two regular expressions. */
  private static String byRegularExpressions(double x) {
    double percent = 100.0 * (1.0 - 1.0 / x);
    return String.format(Locale.US, "%.4f", percent).replaceAll("0+$", "").replaceAll("\\.$", "") + "%";
  }
}
