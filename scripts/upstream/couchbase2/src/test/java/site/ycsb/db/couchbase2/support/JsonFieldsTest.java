/*
 * Upstream YCSB's JUnit 4 test of the couchbase2 binding's JSON records; scripts/upstream-pr writes it with
 * upstream's licence header (commit 13 of the couchbase2 series). It runs in upstream's build only (this project's
 * tests are JUnit 5): UpstreamPrIT runs it there.
 */
package site.ycsb.db.couchbase2.support;

import static org.junit.Assert.assertEquals;

import java.util.Collections;
import java.util.HashMap;
import java.util.LinkedHashMap;
import java.util.Map;

import org.junit.Test;

import site.ycsb.ByteIterator;
import site.ycsb.StringByteIterator;

/** A record as the flat JSON object of strings inserts and updates write, and reads take back field by field. */
public class JsonFieldsTest {

  @Test
  public void aRecordIsOneFlatObjectOfStringsAndAReadKeepsTheRequestedFields() {
    Map<String, ByteIterator> values = new LinkedHashMap<>();
    values.put("field0", new StringByteIterator("a \"quoted\" value"));
    values.put("field1", new StringByteIterator("line\nbreak"));
    String document = JsonFields.encode(values);
    assertEquals("{\"field0\":\"a \\\"quoted\\\" value\",\"field1\":\"line\\nbreak\"}", document);
    Map<String, ByteIterator> read = new HashMap<>();
    JsonFields.decode(document.getBytes(java.nio.charset.StandardCharsets.UTF_8), Collections.singleton("field1"), read);
    assertEquals(Collections.singleton("field1"), read.keySet());
    assertEquals("line\nbreak", read.get("field1").toString());
  }
}
