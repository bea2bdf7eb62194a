/*
 * Upstream YCSB's JUnit 4 test of the couchbase3 binding's JSON records; scripts/upstream-pr writes it with
 * upstream's licence header (commit 3 of the couchbase3 series). It runs in upstream's build only (this project's
 * tests are JUnit 5): UpstreamPrIT runs it there.
 */
package site.ycsb.db.couchbase3.support;

import static org.junit.Assert.assertEquals;

import java.nio.charset.StandardCharsets;
import java.util.Collections;
import java.util.LinkedHashMap;
import java.util.Map;
import java.util.TreeMap;

import org.junit.Test;

import site.ycsb.ByteIterator;
import site.ycsb.StringByteIterator;

/** A record as the flat JSON object of strings the binding writes and reads back. */
public class JsonFieldsTest {

  private static Map<String, String> decoded(String document, String... fields) {
    Map<String, ByteIterator> result = new LinkedHashMap<>();
    JsonFields.decode(document.getBytes(StandardCharsets.UTF_8),
        new java.util.HashSet<>(java.util.Arrays.asList(fields)), result);
    Map<String, String> strings = new TreeMap<>();
    for (Map.Entry<String, ByteIterator> field : result.entrySet()) {
      strings.put(field.getKey(), field.getValue().toString());
    }
    return strings;
  }

  @Test
  public void aRecordIsOneFlatObjectOfStrings() {
    Map<String, ByteIterator> values = new LinkedHashMap<>();
    values.put("field0", new StringByteIterator("a \"quoted\" value"));
    values.put("field1", new StringByteIterator("line\nbreak"));
    assertEquals("{\"field0\":\"a \\\"quoted\\\" value\",\"field1\":\"line\\nbreak\"}", JsonFields.encode(values));
  }

  @Test
  public void onlyTheRequestedFieldsAreKeptAndOtherValuesComeAsTheirJsonText() {
    String document = "{\"field0\":\"a\",\"field1\":{\"x\":[1,2]},\"field2\":7,\"field3\":\"d\"}";
    assertEquals(Collections.singletonMap("field0", "a"), decoded(document, "field0"));
    Map<String, String> expected = new TreeMap<>();
    expected.put("field1", "{\"x\":[1,2]}");
    expected.put("field2", "7");
    assertEquals(expected, decoded(document, "field1", "field2"));
  }
}
