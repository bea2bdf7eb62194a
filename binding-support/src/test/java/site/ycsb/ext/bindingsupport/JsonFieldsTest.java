/*
 * Copyright (c) 2026 ycsb-ext contributors.
 * Licensed under the Apache License, Version 2.0 (http://www.apache.org/licenses/LICENSE-2.0).
 */
package site.ycsb.ext.bindingsupport;

import static org.junit.jupiter.api.Assertions.assertArrayEquals;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.nio.charset.StandardCharsets;
import java.util.Collections;
import java.util.HashMap;
import java.util.LinkedHashMap;
import java.util.Map;
import java.util.Random;
import java.util.Set;
import java.util.TreeMap;
import org.junit.jupiter.api.Test;
import site.ycsb.ByteIterator;
import site.ycsb.StringByteIterator;

/**
 * The flat JSON document shape: round trip, field filter, non-string values and RAW id rows; the check-and-unescape-
 * on-use reading of flat objects of strings against Jackson's parser on random, often broken, documents.
 */
class JsonFieldsTest {

  @Test
  void encodedFieldsDecodeToTheSameStrings() {
    Map<String, ByteIterator> values = new LinkedHashMap<>();
    values.put("field0", new StringByteIterator("quote \" backslash \\ newline \n unicode é"));
    values.put("field1", new StringByteIterator(""));
    String json = JsonFields.encode(values);
    Map<String, ByteIterator> decoded = new HashMap<>();
    JsonFields.decode(json, null, decoded);
    assertEquals("quote \" backslash \\ newline \n unicode é", decoded.get("field0").toString());
    assertEquals("", decoded.get("field1").toString());
    assertEquals(2, decoded.size());
  }

  @Test
  void decodeKeepsOnlyTheRequestedFieldsAndRendersOtherValuesAsJson() {
    Map<String, ByteIterator> decoded = new HashMap<>();
    JsonFields.decode("{\"a\":\"x\",\"b\":{\"c\":[1,2]},\"n\":5,\"skip\":[1,{\"d\":2}]}", null, decoded);
    assertEquals("{\"c\":[1,2]}", decoded.get("b").toString());
    assertEquals("5", decoded.get("n").toString());
    Map<String, ByteIterator> some = new HashMap<>();
    JsonFields.decode("{\"a\":\"x\",\"b\":{\"c\":[1,2]},\"n\":5}", Collections.singleton("n"), some);
    assertEquals(Collections.singleton("n"), some.keySet());
  }

  @Test
  void everyEncodedRecordIsReadWithoutTheParser() {
    Random random = new Random(58);
    for (int i = 0; i < 2_000; i++) {
      Map<String, ByteIterator> values = new LinkedHashMap<>();
      for (int f = random.nextInt(20); f >= 0; f--) {
        String name = "field" + random.nextInt(100) + (random.nextBoolean() ? "" : "\u00e9\u4e2d");
        values.put(name, new StringByteIterator(randomText(random, 120, false)));
      }
      String document = JsonFields.encode(values);
      assertTrue(JsonFields.isFlatObjectOfStrings(document), document);
      Map<String, String> expected = new TreeMap<>();
      values.forEach((name, value) -> expected.put(name, value.toString()));
      values.replaceAll((name, value) -> new StringByteIterator(expected.get(name)));
      assertEquals(expected, strings(decoded(JsonFields::decode, document, null)), document);
    }
  }

  @Test
  void readsAgreeWithJacksonsParserOnRandomAndBrokenDocuments() {
    Random random = new Random(5858);
    int flat = 0;
    int refused = 0;
    for (int i = 0; i < 30_000; i++) {
      String whole = randomDocument(random);
      // every third document cut short somewhere: unterminated strings, escapes and objects
      String document = i % 3 == 0 ? whole.substring(0, random.nextInt(whole.length() + 1)) : whole;
      Set<String> fields = random.nextInt(4) == 0 ? Collections.singleton("a") : null;
      String byParser = outcome(JsonFields::decodeWithParser, document, fields);
      String byCheck = outcome(JsonFields::decode, document, fields);
      assertEquals(byParser, byCheck, document);
      flat += JsonFields.isFlatObjectOfStrings(document) ? 1 : 0;
      refused += byParser.startsWith("refused") ? 1 : 0;
    }
    // the mix must exercise both readings and both outcomes, or the agreement above says little
    assertTrue(flat > 5_000 && flat < 25_000, "flat objects of strings: " + flat);
    assertTrue(refused > 2_000 && refused < 25_000, "refused: " + refused);
  }

  private interface Decoder {
    void decode(String document, Set<String> fields, Map<String, ByteIterator> result);
  }

  private static Map<String, ByteIterator> decoded(Decoder decoder, String document, Set<String> fields) {
    Map<String, ByteIterator> result = new HashMap<>();
    decoder.decode(document, fields, result);
    return result;
  }

  /** @return the fields as strings and as the bytes their iterators give, or "refused" when decoding threw */
  private static String outcome(Decoder decoder, String document, Set<String> fields) {
    Map<String, ByteIterator> result;
    try {
      result = decoded(decoder, document, fields);
    } catch (IllegalArgumentException e) {
      return "refused";
    }
    StringBuilder out = new StringBuilder();
    for (Map.Entry<String, ByteIterator> field : new TreeMap<>(result).entrySet()) {
      ByteIterator value = field.getValue();
      long left = value.bytesLeft();
      StringBuilder bytes = new StringBuilder();
      while (value.hasNext()) {
        bytes.append(value.nextByte()).append(' ');
      }
      value.reset();
      out.append(field.getKey()).append('=').append(value).append(" [").append(left).append(": ").append(bytes)
          .append("] ");
    }
    Map<String, ByteIterator> again = decoded(decoder, document, fields);
    for (Map.Entry<String, ByteIterator> field : again.entrySet()) {
      assertArrayEquals(result.get(field.getKey()).toArray(), field.getValue().toArray(), document);
    }
    return out.toString();
  }

  private static Map<String, String> strings(Map<String, ByteIterator> values) {
    Map<String, String> out = new TreeMap<>();
    values.forEach((name, value) -> out.put(name, value.toString()));
    return out;
  }

  /** A JSON object, most often a flat one of strings, with random spacing, escapes and breakage. */
  private static String randomDocument(Random random) {
    StringBuilder out = new StringBuilder();
    space(random, out);
    out.append(random.nextInt(40) == 0 ? "[" : "{");
    int count = random.nextInt(6);
    for (int f = 0; f < count; f++) {
      if (f > 0) {
        out.append(random.nextInt(60) == 0 ? ";" : ",");
      }
      space(random, out);
      out.append('"').append(random.nextInt(3) == 0 ? "a" : randomText(random, 5, true)).append('"');
      space(random, out);
      out.append(random.nextInt(60) == 0 ? "" : ":");
      space(random, out);
      switch (random.nextInt(30)) {
      case 0:
        out.append(random.nextInt(1000));
        break;
      case 1:
        out.append("{\"x\":[1,\"y\"]}");
        break;
      case 2:
        out.append("null");
        break;
      default:
        out.append('"').append(randomText(random, 30, true)).append(random.nextInt(80) == 0 ? "" : "\"");
      }
      space(random, out);
    }
    if (random.nextInt(50) == 0) {
      out.append(',');
    }
    if (random.nextInt(40) != 0) {
      out.append('}');
    }
    space(random, out);
    if (random.nextInt(50) == 0) {
      out.append(random.nextBoolean() ? "x" : "}");
    }
    return out.toString();
  }

  private static void space(Random random, StringBuilder out) {
    for (int n = random.nextInt(4) == 0 ? random.nextInt(3) : 0; n > 0; n--) {
      out.append(" \t\n\r\f".charAt(random.nextInt(5)));
    }
  }

  /**
   * Random characters: printable ASCII with quotes and backslashes, Latin-1, a surrogate pair, an emoji half;
   * when {@code raw}, as JSON string body text with escapes (valid ones, and sometimes invalid ones, raw control
   * characters and non-ASCII digits in a \\u escape).
   */
  private static String randomText(Random random, int maxLength, boolean raw) {
    StringBuilder out = new StringBuilder();
    for (int n = random.nextInt(maxLength + 1); n > 0; n--) {
      int kind = random.nextInt(raw ? 24 : 20);
      if (kind < 14) {
        char c = (char) (' ' + random.nextInt(95));
        out.append(raw && (c == '"' || c == '\\') ? "\\" + c : String.valueOf(c));
      } else if (kind < 16) {
        out.append((char) (0xa0 + random.nextInt(0x160)));
      } else if (kind == 16) {
        out.append("\uD83D\uDE00");
      } else if (kind == 17) {
        out.append(raw ? "\\uD83D" : "\uDE00");
      } else if (kind < 20) {
        out.append(raw ? "\\" + "bfnrt/".charAt(random.nextInt(6)) : "\n\t\u0001".substring(random.nextInt(3)));
      } else if (kind == 20) {
        out.append(String.format("\\u%04x", random.nextInt(0x10000)));
      } else if (random.nextInt(20) == 0) {
        String[] broken = {"\\x", "\\u12", "\\u12g4", "\\u\u0663\u0661\u0662\u0663", "\u0001", "\t", "\\"};
        out.append(broken[random.nextInt(broken.length)]);
      } else {
        out.append(String.format("\\u%04X", random.nextInt(0x80)));
      }
    }
    return out.toString();
  }

  @Test
  void rawIdRowsLoseTheirQuotesAndEscapes() {
    byte[] row = "\"usertable:user\\\"1\"".getBytes(StandardCharsets.UTF_8);
    assertEquals("usertable:user\"1", JsonFields.decodeString(row));
  }

  @Test
  void fieldNamesAPathWouldReadAsNestingAreQuoted() {
    assertEquals("field0", JsonFields.subdocPath("field0"));
    assertEquals("`a.b`", JsonFields.subdocPath("a.b"));
    assertEquals("`x[1]`", JsonFields.subdocPath("x[1]"));
    assertEquals("`q``r`", JsonFields.subdocPath("q`r"));
  }
}
