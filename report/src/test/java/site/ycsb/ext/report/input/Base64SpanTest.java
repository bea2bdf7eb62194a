/*
 * Copyright (c) 2026 ycsb-ext contributors.
 * Licensed under the Apache License, Version 2.0 (http://www.apache.org/licenses/LICENSE-2.0).
 */
package site.ycsb.ext.report.input;

import static org.junit.jupiter.api.Assertions.assertArrayEquals;
import static org.junit.jupiter.api.Assertions.assertEquals;

import java.nio.charset.StandardCharsets;
import java.util.Arrays;
import java.util.Base64;
import java.util.List;
import java.util.Random;
import org.junit.jupiter.api.Test;

/** {@link Base64Span} decodes what {@link Base64} decodes, and leaves every irregular text to it (-1). */
class Base64SpanTest {

  @Test
  void decodesAsJavaBase64ForEveryLengthAndPadding() {
    Random random = new Random(44);
    for (int length = 0; length < 300; length++) {
      byte[] data = new byte[length];
      random.nextBytes(data);
      byte[] text = ("xx," + Base64.getEncoder().encodeToString(data) + ",yy").getBytes(StandardCharsets.ISO_8859_1);
      byte[] out = new byte[Base64Span.maxDecoded(text.length)];
      int n = Base64Span.decode(text, 3, text.length - 3, out);
      if (length == 0) {
        assertEquals(-1, n, "empty text is left to java.util.Base64");
      } else {
        assertArrayEquals(data, Arrays.copyOf(out, n), "length " + length);
      }
    }
  }

  @Test
  void irregularTextIsLeftToJavaBase64() {
    for (String text : List.of("QUJD\n", "QUJ", "QU=D", "Q===", "QUJD QUJD", "QUJ-", "QUJD=", "=QUJ")) {
      byte[] bytes = text.getBytes(StandardCharsets.ISO_8859_1);
      assertEquals(-1, Base64Span.decode(bytes, 0, bytes.length, new byte[16]), text);
    }
  }

  /** A byte outside the alphabet, in any place of a group and with any value of the other three, is irregular. */
  @Test
  void everyByteOutsideTheAlphabetInEveryPlaceIsIrregular() {
    String alphabet = "ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789+/";
    Random random = new Random(45);
    for (int x = 0; x < 256; x++) {
      if (alphabet.indexOf(x) >= 0) {
        continue;
      }
      for (int place = 0; place < 4; place++) {
        byte[] text = new byte[8];
        for (int i = 0; i < text.length; i++) {
          text[i] = (byte) alphabet.charAt(random.nextInt(64));
        }
        text[place] = (byte) x;
        assertEquals(-1, Base64Span.decode(text, 0, text.length, new byte[6]), "byte " + x + " at " + place);
      }
    }
  }
}
