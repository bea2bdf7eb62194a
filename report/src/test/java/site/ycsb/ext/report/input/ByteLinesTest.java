/*
 * Copyright (c) 2026 ycsb-ext contributors.
 * Licensed under the Apache License, Version 2.0 (http://www.apache.org/licenses/LICENSE-2.0).
 */
package site.ycsb.ext.report.input;

import static org.junit.jupiter.api.Assertions.assertEquals;

import java.io.BufferedReader;
import java.io.ByteArrayInputStream;
import java.io.IOException;
import java.io.InputStreamReader;
import java.nio.charset.StandardCharsets;
import java.util.ArrayList;
import java.util.List;
import java.util.Random;
import org.junit.jupiter.api.Test;

/** {@link ByteLines} splits lines as {@link BufferedReader#readLine} does, across its buffer's refills and growth. */
class ByteLinesTest {

  private static List<String> byBufferedReader(byte[] text) throws IOException {
    List<String> lines = new ArrayList<>();
    try (BufferedReader in = new BufferedReader(new InputStreamReader(new ByteArrayInputStream(text),
        StandardCharsets.ISO_8859_1))) {
      for (String line = in.readLine(); line != null; line = in.readLine()) {
        lines.add(line);
      }
    }
    return lines;
  }

  private static List<String> byByteLines(byte[] text) throws IOException {
    List<String> lines = new ArrayList<>();
    try (ByteLines in = new ByteLines(new ByteArrayInputStream(text))) {
      while (in.next()) {
        lines.add(new String(in.bytes(), in.from(), in.to() - in.from(), StandardCharsets.ISO_8859_1));
      }
    }
    return lines;
  }

  @Test
  void linesEndAtLfCrAndCrLfAsReadLineEndsThem() throws IOException {
    for (String text : List.of("", "a", "a\n", "a\r\nb", "a\r\rb\n\n", "\r\n", "\n\n\r", "x\ry\r\n\nz\r")) {
      byte[] bytes = text.getBytes(StandardCharsets.ISO_8859_1);
      assertEquals(byBufferedReader(bytes), byByteLines(bytes), "text " + text.replace("\r", "\\r")
          .replace("\n", "\\n"));
    }
  }

  @Test
  void randomTextWithLinesLongerThanTheBufferSplitsTheSame() throws IOException {
    Random random = new Random(44);
    for (int round = 0; round < 40; round++) {
      StringBuilder text = new StringBuilder();
      int lines = random.nextInt(200);
      for (int i = 0; i < lines; i++) {
        // some lines longer than the initial 16 KiB buffer, terminators at every offset of a refill
        int length = random.nextInt(10) == 0 ? 16_000 + random.nextInt(40_000) : random.nextInt(3_000);
        for (int j = 0; j < length; j++) {
          text.append((char) ('A' + random.nextInt(26)));
        }
        text.append(List.of("\n", "\r", "\r\n").get(random.nextInt(3)));
      }
      if (random.nextBoolean()) {
        text.append("last line without terminator");
      }
      byte[] bytes = text.toString().getBytes(StandardCharsets.ISO_8859_1);
      assertEquals(byBufferedReader(bytes), byByteLines(bytes), "round " + round);
    }
  }
}
