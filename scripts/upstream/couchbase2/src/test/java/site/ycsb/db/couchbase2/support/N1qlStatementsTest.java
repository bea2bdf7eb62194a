/*
 * Upstream YCSB's JUnit 4 test of the couchbase2 binding's N1QL statements; scripts/upstream-pr writes it with
 * upstream's licence header (commit 16 of the couchbase2 series). It runs in upstream's build only (this project's
 * tests are JUnit 5): UpstreamPrIT runs it there.
 */
package site.ycsb.db.couchbase2.support;

import static org.junit.Assert.assertEquals;

import com.couchbase.client.java.document.json.JsonObject;
import java.util.Arrays;
import java.util.LinkedHashSet;
import org.junit.Test;

/**
 * A scan starts at its start key and goes in id order: the key and the count are parameters (the old scan quoted
 * {@code '$1'} and so compared ids with the text "$1"), and the bucket and field names are back-quoted.
 */
public class N1qlStatementsTest {

  private final N1qlStatements statements = new N1qlStatements("user`table", false, 0, false);

  @Test
  public void aScanOfIdsStartsAtItsKeyInIdOrder() {
    JsonObject query = statements.scanIds("user42", 10).n1ql();
    assertEquals("SELECT RAW meta().id FROM `user``table` WHERE meta().id >= $1 ORDER BY meta().id LIMIT $2",
        query.getString("statement"));
    assertEquals("[\"user42\",10]", query.getArray("args").toString());
  }

  @Test
  public void aScanOfFieldsNamesEachFieldQuoted() {
    JsonObject query = statements.scanFields(new LinkedHashSet<>(Arrays.asList("field1", "a.b")), "user7", 3).n1ql();
    assertEquals("SELECT `field1`, `a.b` FROM `user``table` WHERE meta().id >= $1 ORDER BY meta().id LIMIT $2",
        query.getString("statement"));
    assertEquals("[\"user7\",3]", query.getArray("args").toString());
  }

  @Test
  public void theIndexAScanNeedsIsNamed() {
    assertEquals("CREATE PRIMARY INDEX ON `user``table`", statements.createPrimaryIndex());
  }
}
