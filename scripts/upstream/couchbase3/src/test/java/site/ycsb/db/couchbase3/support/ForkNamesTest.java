/*
 * Upstream YCSB's JUnit 4 test of the couchbase3 binding's names of the couchbaselabs fork; scripts/upstream-pr
 * writes it with upstream's licence header (commit 6 of the couchbase3 series). It runs in upstream's build only
 * (this project's tests are JUnit 5): UpstreamPrIT runs it there.
 */
package site.ycsb.db.couchbase3.support;

import static org.junit.Assert.assertEquals;
import static org.junit.Assert.assertTrue;
import static site.ycsb.db.couchbase3.support.SettingsFixture.refusal;
import static site.ycsb.db.couchbase3.support.SettingsFixture.settings;

import org.junit.Test;

/**
 * The names and value forms of the couchbaselabs fork that perfrunner passes: accepted where they mean the same,
 * refused with one line where they would ask for something this binding does not do.
 */
public class ForkNamesTest {

  @Test
  public void theForksNamesForTheSameSettingsAreAccepted() {
    Couchbase3Settings settings = settings("couchbase.kvTimeoutMillis=60000", "couchbase.kvPort=11999",
        "couchbase.managerPort=8999", "couchbase.epoll=None", "couchbase.boost=None", "couchbase.retryLower=1",
        "couchbase.retryStrategy=default", "couchbase.transactionsEnabled=false");
    assertEquals(60000, settings.kvTimeout().toMillis());
    assertEquals(11999, settings.kvPort());
    assertEquals(8999, settings.managerPort());
  }

  @Test
  public void whatTheForkAsksThatThisBindingDoesNotDoIsRefused() {
    assertTrue(refusal("couchbase.kvTimeoutMillis", "couchbase.kvTimeout=1000", "couchbase.kvTimeoutMillis=2000")
        .contains("equal to couchbase.kvTimeout=1000"));
    assertTrue(refusal("couchbase.retryStrategy", "couchbase.retryStrategy=fast").contains("default"));
    assertTrue(refusal("couchbase.transactionsEnabled", "couchbase.transactionsEnabled=true")
        .contains("no ACID transactions"));
    assertTrue(refusal("collectionsparam", "collectionsparam=3").contains("couchbase.collection"));
    assertTrue(refusal("couchbase.epoll", "couchbase.epoll=maybe").contains("true, false or None"));
  }
}
