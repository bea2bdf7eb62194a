/*
 * Copyright (c) 2026 ycsb-ext contributors.
 * Licensed under the Apache License, Version 2.0 (http://www.apache.org/licenses/LICENSE-2.0).
 */
package site.ycsb.ext.bindingsupport;

import static org.junit.jupiter.api.Assertions.assertEquals;

import java.nio.charset.StandardCharsets;
import java.util.Collections;
import java.util.HashMap;
import java.util.LinkedHashMap;
import java.util.Map;
import org.junit.jupiter.api.Test;
import site.ycsb.ByteIterator;
import site.ycsb.StringByteIterator;

/** The flat JSON document shape: round trip, field filter, non-string values and RAW id rows. */
class JsonFieldsTest {

  @Test
  void encodedFieldsDecodeToTheSameStrings() {
    Map<String, ByteIterator> values = new LinkedHashMap<>();
    values.put("field0", new StringByteIterator("quote \" backslash \\ newline \n unicode é"));
    values.put("field1", new StringByteIterator(""));
    String json = JsonFields.encode(values);
    Map<String, ByteIterator> decoded = new HashMap<>();
    JsonFields.decode(utf8(json), null, decoded);
    assertEquals("quote \" backslash \\ newline \n unicode é", decoded.get("field0").toString());
    assertEquals("", decoded.get("field1").toString());
    assertEquals(2, decoded.size());
  }

  @Test
  void decodeKeepsOnlyTheRequestedFieldsAndRendersOtherValuesAsJson() {
    Map<String, ByteIterator> decoded = new HashMap<>();
    JsonFields.decode(utf8("{\"a\":\"x\",\"b\":{\"c\":[1,2]},\"n\":5,\"skip\":[1,{\"d\":2}]}"), null, decoded);
    assertEquals("{\"c\":[1,2]}", decoded.get("b").toString());
    assertEquals("5", decoded.get("n").toString());
    Map<String, ByteIterator> some = new HashMap<>();
    JsonFields.decode(utf8("{\"a\":\"x\",\"b\":{\"c\":[1,2]},\"n\":5}"), Collections.singleton("n"), some);
    assertEquals(Collections.singleton("n"), some.keySet());
  }

  @Test
  void aDocumentIsReadFromItsUtf8Bytes() {
    Map<String, ByteIterator> decoded = new HashMap<>();
    JsonFields.decode(utf8("{\"f\u00e9\":\"caf\u00e9 \u20ac \ud83d\ude00\",\"e\":\"\\u00e9\"}"), null, decoded);
    assertEquals("caf\u00e9 \u20ac \ud83d\ude00", decoded.get("f\u00e9").toString());
    assertEquals("\u00e9", decoded.get("e").toString());
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

  private static byte[] utf8(String json) {
    return json.getBytes(StandardCharsets.UTF_8);
  }
}
