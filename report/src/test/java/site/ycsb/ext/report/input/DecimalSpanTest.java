/*
 * Copyright (c) 2026 ycsb-ext contributors.
 * Licensed under the Apache License, Version 2.0 (http://www.apache.org/licenses/LICENSE-2.0).
 */
package site.ycsb.ext.report.input;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.nio.charset.StandardCharsets;
import java.util.Random;
import org.junit.jupiter.api.Test;

/** A plain decimal read from bytes is bit for bit the double {@link Double#parseDouble} gives; anything else is NaN. */
class DecimalSpanTest {

  private static double parse(String text) {
    byte[] b = ("," + text + ",").getBytes(StandardCharsets.ISO_8859_1);
    return DecimalSpan.parse(b, 1, b.length - 1);
  }

  private static void sameAsJdk(String text) {
    assertEquals(Double.doubleToRawLongBits(Double.parseDouble(text)), Double.doubleToRawLongBits(parse(text)), text);
  }

  @Test
  void readsTheIntervalLogsFieldsAsTheJdkDoes() {
    for (String text : new String[] {"1700000000.000", "1.000", "0.027", "0", "0.0", "000.000", "1.", ".5",
        "999999999999999", "99999999999999.9", "0.000000000000001", "123456789.012345", "4503599627370497",
        "9007199254740993"}) {
      if (text.replace(".", "").length() <= 15) {
        sameAsJdk(text);
      }
    }
  }

  @Test
  void readsRandomDecimalsAsTheJdkDoes() {
    Random random = new Random(11);
    for (int i = 0; i < 200_000; i++) {
      int digits = 1 + random.nextInt(15);
      StringBuilder text = new StringBuilder();
      for (int d = 0; d < digits; d++) {
        text.append((char) ('0' + random.nextInt(10)));
      }
      int point = random.nextInt(digits + 2) - 1;
      if (point >= 0) {
        text.insert(point, '.');
      }
      sameAsJdk(text.toString());
    }
  }

  @Test
  void leavesEverythingElseToTheJdk() {
    for (String text : new String[] {"", ".", "-1.0", "+1", "1e3", "1.0.0", "1,0", " 1", "1 ", "NaN", "Infinity",
        "1.0d", "0x10", "1234567890123456", "0.1234567890123456", "12345678901234567890"}) {
      assertTrue(Double.isNaN(parse(text)), text);
    }
  }
}
