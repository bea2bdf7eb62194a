/*
 * Upstream YCSB's JUnit 4 test of the couchbase3 binding's documents; scripts/upstream-pr writes it with upstream's
 * licence header (commit 1 of the couchbase3 series; commit 3 moves the JSON shape to JsonFieldsTest). It runs in
 * upstream's build only (this project's tests are JUnit 5): UpstreamPrIT runs it there.
 */
package site.ycsb.db.couchbase3;

import static org.junit.Assert.assertEquals;

import org.junit.Test;

/** A record is the document table:key (its JSON shape: JsonFieldsTest). */
public class Couchbase3ClientTest {

  @Test
  public void aRecordIsTheDocumentTableKey() {
    assertEquals("usertable:user1", Couchbase3Client.documentId("usertable", "user1"));
  }
}
