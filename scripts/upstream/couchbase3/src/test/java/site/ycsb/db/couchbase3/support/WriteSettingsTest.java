/*
 * Upstream YCSB's JUnit 4 test of the couchbase3 binding's write settings; scripts/upstream-pr writes it with
 * upstream's licence header (commit 6 of the couchbase3 series). It runs in upstream's build only (this project's
 * tests are JUnit 5): UpstreamPrIT runs it there.
 */
package site.ycsb.db.couchbase3.support;

import static org.junit.Assert.assertEquals;
import static org.junit.Assert.assertFalse;
import static org.junit.Assert.assertTrue;
import static site.ycsb.db.couchbase3.support.SettingsFixture.refusal;
import static site.ycsb.db.couchbase3.support.SettingsFixture.settings;

import org.junit.Test;

/**
 * What a write does: insert or upsert, merge, replace or upsert updates, expiry.
 */
public class WriteSettingsTest {

  @Test
  public void updatesMergeByDefault() {
    Couchbase3Settings settings = settings();
    assertFalse(settings.upsert());
    assertEquals(UpdateMode.MERGE, settings.updateMode());
    assertEquals(0, settings.getDocumentExpirySec());
  }

  @Test
  public void writeSettingsAreRead() {
    Couchbase3Settings settings = settings("couchbase.upsert=true", "couchbase.update=REPLACE",
        "couchbase.documentExpiry=60");
    assertTrue(settings.upsert());
    assertEquals(UpdateMode.REPLACE, settings.updateMode());
    assertEquals(60, settings.getDocumentExpirySec());
    assertEquals(UpdateMode.UPSERT, settings("couchbase.update=upsert").updateMode());
    assertTrue(refusal("couchbase.update", "couchbase.update=patch").contains("merge, replace or upsert"));
    assertTrue(refusal("couchbase.documentExpiry", "couchbase.documentExpiry=-1").contains("0 or more"));
    assertFalse(settings("writeallfields=false").hasShrinkingUpdates());
    assertTrue(settings("couchbase.update=replace").hasShrinkingUpdates());
  }
}
