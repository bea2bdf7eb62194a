/*
 * Copyright (c) 2026 ycsb-ext contributors.
 * Licensed under the Apache License, Version 2.0 (http://www.apache.org/licenses/LICENSE-2.0).
 */
package site.ycsb.ext.report.input;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;

import java.nio.ByteBuffer;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;
import java.util.Random;
import org.HdrHistogram.Histogram;
import org.HdrHistogram.HistogramIterationValue;
import org.junit.jupiter.api.Test;

/**
 * The merge's counts agree with HdrHistogram's {@link Histogram} doing the same: windows added (in the same layout and
 * in another precision or unit), emptied and added again, give the same counts, total, min, max, mean and every
 * percentile, for every precision and lowest value.
 */
class LatencyCountsTest {

  private static final double[] PERCENTILES = {0, 0.1, 1, 25, 50, 90, 95, 99, 99.9, 99.99, 100};

  private static List<String> recorded(Histogram h) {
    List<String> values = new ArrayList<>();
    for (HistogramIterationValue v : h.recordedValues()) {
      values.add(v.getValueIteratedTo() + "x" + v.getCountAtValueIteratedTo());
    }
    return values;
  }

  /** A window of lognormal latencies with a rare far tail, in a histogram of the given layout. */
  private static Histogram window(Random random, long lowest, int digits) {
    Histogram h = new Histogram(lowest, 3_600_000_000L, digits);
    int n = 1 + random.nextInt(5000);
    for (int i = 0; i < n; i++) {
      double v = Math.exp(4 + 2 * random.nextDouble() + 0.6 * random.nextGaussian());
      if (random.nextInt(500) == 0) {
        v *= 1000;
      }
      h.recordValueWithCount((long) v, 1 + random.nextInt(3));
    }
    return h;
  }

  private static void assertSame(Histogram expected, LatencyCounts actual, String what) {
    Histogram built = actual.toHistogram();
    assertEquals(expected.getTotalCount(), actual.totalCount(), what + " total");
    assertEquals(recorded(expected), recorded(built), what + " counts");
    assertEquals(expected.getMaxValue(), built.getMaxValue(), what + " max");
    assertEquals(expected.getMinNonZeroValue(), built.getMinNonZeroValue(), what + " min");
    assertEquals(expected.getMean(), built.getMean(), what + " mean");
    for (double p : PERCENTILES) {
      assertEquals(expected.getValueAtPercentile(p), actual.valueAtPercentile(p), what + " p" + p);
      assertEquals(expected.getValueAtPercentile(p), built.getValueAtPercentile(p), what + " histogram p" + p);
    }
    assertPairsInOneWalk(expected, actual, what);
  }

  /** Every pair of percentiles taken in one walk is what HdrHistogram gives for each. */
  private static void assertPairsInOneWalk(Histogram expected, LatencyCounts actual, String what) {
    long[] pair = new long[2];
    for (int i = 0; i < PERCENTILES.length; i++) {
      for (int j = i; j < PERCENTILES.length; j++) {
        actual.valuesAtPercentiles(PERCENTILES[i], PERCENTILES[j], pair);
        String at = what + " p" + PERCENTILES[i] + " and p" + PERCENTILES[j];
        assertEquals(expected.getValueAtPercentile(PERCENTILES[i]), pair[0], at + ", lower");
        assertEquals(expected.getValueAtPercentile(PERCENTILES[j]), pair[1], at + ", higher");
      }
    }
  }

  @Test
  void decodedCountsGiveTwoPercentilesInOneWalkAsHdrHistogramDoes() throws Exception {
    Random random = new Random(17);
    HistogramDecoder decoder = new HistogramDecoder();
    for (int digits = 1; digits <= 4; digits++) {
      Histogram h = window(random, 1, digits);
      ByteBuffer encoded = ByteBuffer.allocate(h.getNeededByteBufferCapacity() + 64);
      int size = h.encodeIntoCompressedByteBuffer(encoded);
      // the decoder leaves the counts held by slot only, the path a merge's windows take
      assertPairsInOneWalk(h, decoder.decode(Arrays.copyOf(encoded.array(), size)), digits + " digits, decoded");
    }
  }

  @Test
  void percentilesOutOfOrderAreRefused() {
    LatencyCounts counts = LatencyCounts.of(window(new Random(3), 1, 3));
    assertThrows(IllegalArgumentException.class, () -> counts.valuesAtPercentiles(99, 95, new long[2]));
  }

  @Test
  void windowsAddedLikeHistogramAddForEveryLayout() {
    Random random = new Random(11);
    for (int digits = 1; digits <= 4; digits++) {
      for (long lowest : new long[] {1, 3, 1000}) {
        Histogram expected = new Histogram(digits);
        LatencyCounts actual = new LatencyCounts(1, digits);
        Histogram slot = new Histogram(digits);
        LatencyCounts slotCounts = new LatencyCounts(1, digits);
        for (int w = 0; w < 6; w++) {
          // odd windows in the merge's own layout, even ones in another unit and precision
          Histogram h = w % 2 == 1 ? window(random, 1, digits) : window(random, lowest, Math.max(1, 5 - digits));
          String what = digits + " digits, lowest " + lowest + ", window " + w;
          slot.reset();
          slotCounts.clear();
          slot.add(h);
          slotCounts.add(LatencyCounts.of(h));
          assertSame(slot, slotCounts, what + " (slot)");
          expected.add(slot);
          actual.add(slotCounts);
          assertSame(expected, actual, what + " (sum)");
        }
      }
    }
  }

  @Test
  void emptyCountsHaveNoPercentileAndAnEmptyHistogram() {
    LatencyCounts empty = new LatencyCounts(1, 3);
    assertEquals(new Histogram(3).getValueAtPercentile(99), empty.valueAtPercentile(99));
    assertEquals(0, empty.toHistogram().getTotalCount());
    empty.record(250, 4);
    empty.clear();
    assertEquals(0, empty.totalCount());
    assertEquals(0, empty.valueAtPercentile(50));
  }

  @Test
  void aCopyHoldsTheSameCountsAndIsIndependent() {
    Histogram h = window(new Random(5), 1, 3);
    LatencyCounts counts = LatencyCounts.of(h);
    LatencyCounts copy = counts.copy();
    counts.clear();
    assertSame(h, copy, "copy");
  }
}
