/*
 * Copyright (c) 2026 ycsb-ext contributors.
 * Licensed under the Apache License, Version 2.0 (http://www.apache.org/licenses/LICENSE-2.0).
 */
package site.ycsb.ext.measurements;

import static org.junit.jupiter.api.Assertions.assertEquals;

import java.util.SplittableRandom;
import org.junit.jupiter.api.Test;

class BucketDividerTest {

  /** Widths a run can have (1 us to 2^31-1 us), powers of two and their neighbours, and odd ones. */
  private static final int[] WIDTHS = {1, 2, 3, 7, 10, 100, 127, 128, 129, 999, 1000, 1001, 4096, 65535, 65537,
      1_000_000, 1 << 30, (1 << 30) + 1, Integer.MAX_VALUE - 1, Integer.MAX_VALUE};

  @Test
  void dividesLikeIntegerDivisionAtTheEdgesOfEveryBucketAndOfTheRange() {
    for (int width : WIDTHS) {
      BucketDivider divider = new BucketDivider(width);
      for (long k = 0; k <= 3000; k++) {
        for (long edge = k * width - 1; edge <= k * width + 1; edge++) {
          if (edge >= 0 && edge <= Integer.MAX_VALUE) {
            assertEquals((int) edge / width, divider.divide((int) edge), "width " + width + ", value " + edge);
          }
        }
      }
      for (int value = Integer.MAX_VALUE; value > Integer.MAX_VALUE - 3000; value--) {
        assertEquals(value / width, divider.divide(value), "width " + width + ", value " + value);
      }
    }
  }

  @Test
  void dividesLikeIntegerDivisionForRandomValuesAndWidths() {
    SplittableRandom random = new SplittableRandom(44);
    for (int i = 0; i < 2_000_000; i++) {
      int width = 1 + random.nextInt(i % 2 == 0 ? 100_000 : Integer.MAX_VALUE);
      int value = random.nextInt(Integer.MAX_VALUE) + (i % 3 == 0 ? 1 : 0);
      assertEquals(value / width, new BucketDivider(width).divide(value), "width " + width + ", value " + value);
    }
  }
}
