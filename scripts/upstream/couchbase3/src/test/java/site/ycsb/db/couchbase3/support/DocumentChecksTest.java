/*
 * Upstream YCSB's JUnit 4 test of the couchbase3 binding's fork defaults and document checks; scripts/upstream-pr
 * writes it with upstream's licence header (commit 10 of the couchbase3 series). It runs in upstream's build only
 * (this project's tests are JUnit 5): UpstreamPrIT runs it there.
 */
package site.ycsb.db.couchbase3.support;

import static org.junit.Assert.assertEquals;
import static org.junit.Assert.assertTrue;
import static site.ycsb.db.couchbase3.support.SettingsFixture.refusal;
import static site.ycsb.db.couchbase3.support.SettingsFixture.settings;

import org.junit.Test;

/**
 * couchbase.upsert=true makes updates whole-document upserts, as in the couchbaselabs fork; an expiry that would end
 * after 2038-01-19 and documents over the bucket's 20 MiB item limit are refused before connecting.
 */
public class DocumentChecksTest {

  @Test
  public void upsertTrueMakesUpdatesUpsertsUnlessCouchbaseUpdateIsSet() {
    assertEquals(UpdateMode.UPSERT, settings("couchbase.upsert=true").updateMode());
    assertEquals(UpdateMode.MERGE, settings("couchbase.upsert=true", "couchbase.update=merge").updateMode());
    assertEquals(UpdateMode.MERGE, settings().updateMode());
  }

  @Test
  public void anExpiryEndingAfter2038IsRefused() {
    assertTrue(refusal("couchbase.documentExpiry", "couchbase.documentExpiry=2147483647").contains("2038-01-19"));
    assertEquals(2592001, settings("couchbase.documentExpiry=2592001").getDocumentExpirySec());
  }

  @Test
  public void documentsOverTheItemLimitAreRefused() {
    assertTrue(refusal("fieldlength", "fieldcount=10", "fieldlength=3000000").contains("20 MiB"));
    assertEquals(UpdateMode.MERGE, settings("fieldcount=10", "fieldlength=1000").updateMode());
  }
}
