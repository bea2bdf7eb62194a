/*
 * Upstream YCSB's JUnit 4 test of the couchbase2 binding's merge updates; scripts/upstream-pr writes it with
 * upstream's licence header (commits 14 and 15 of the couchbase2 series). It runs in upstream's build only (this
 * project's tests are JUnit 5): UpstreamPrIT runs it there.
 */
package site.ycsb.db.couchbase2.support;

import static org.junit.Assert.assertEquals;
import static org.junit.Assert.assertTrue;

import com.couchbase.client.java.document.json.JsonObject;
import java.util.LinkedHashMap;
import java.util.Map;
import java.util.Properties;
import org.junit.Test;
import site.ycsb.ByteIterator;
import site.ycsb.StringByteIterator;

/**
 * What a merge update sends, without a server: each field at a sub-document path of its own (names with path
 * characters quoted), in the given order, and an expiry over 30 days as the Unix time it ends at.
 */
public class MergeUpdateTest {

  private static Couchbase2Settings settings(String expiry) {
    Properties props = new Properties();
    props.setProperty("couchbase.documentExpiry", expiry);
    return Couchbase2Settings.from(props);
  }

  @Test
  public void fieldNamesWithPathCharactersAreQuoted() {
    assertEquals("field0", JsonFields.subdocPath("field0"));
    assertEquals("`a.b`", JsonFields.subdocPath("a.b"));
    assertEquals("`x[1]`", JsonFields.subdocPath("x[1]"));
    assertEquals("`q``r`", JsonFields.subdocPath("q`r"));
  }

  @Test
  public void theFieldsKeepTheirOrder() {
    Map<String, ByteIterator> values = new LinkedHashMap<>();
    values.put("field9", new StringByteIterator("z"));
    values.put("field1", new StringByteIterator("a"));
    assertEquals("{field9=z, field1=a}", MergeUpdate.strings(values).toString());
  }

  @Test
  public void anExpiryOver30DaysIsSentAsAUnixTime() {
    assertEquals(0, MergeUpdate.expiry(settings("0")));
    assertEquals(60, MergeUpdate.expiry(settings("60")));
    long now = System.currentTimeMillis() / 1000;
    int fortyDays = 40 * 24 * 3600;
    int at = MergeUpdate.expiry(settings(String.valueOf(fortyDays)));
    assertTrue(at + " for now " + now, at >= now + fortyDays && at <= now + fortyDays + 60);
  }

  @Test
  public void aMergeThroughN1qlSetsEachFieldAsAParameter() {
    Map<String, ByteIterator> values = new LinkedHashMap<>();
    values.put("field1", new StringByteIterator("a"));
    values.put("x`y", new StringByteIterator("b"));
    JsonObject query = new N1qlStatements("user`table", false, 0, false).merge("user1", values).n1ql();
    assertEquals("UPDATE `user``table` USE KEYS [$1] SET `field1` = $2, `x``y` = $3", query.getString("statement"));
    assertEquals("[\"user1\",\"a\",\"b\"]", query.getArray("args").toString());
  }
}
