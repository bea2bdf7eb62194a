/*
 * Upstream YCSB's JUnit 4 test of the couchbase3 binding's connection settings; scripts/upstream-pr writes it with
 * upstream's licence header (commit 5 of the couchbase3 series). It runs in upstream's build only (this project's
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
 * Where and how the binding connects (collection, ports, sockets, timeouts); an unknown name refused with the
 * closest known one; scans refused.
 */
public class ConnectionSettingsTest {

  @Test
  public void unsetConnectionSettingsTakeTheirDefaults() {
    Couchbase3Settings settings = settings();
    assertEquals("_default", settings.getScope());
    assertEquals("_default", settings.getCollection());
    assertFalse(settings.isNamedCollection());
    assertEquals(1, settings.getKvEndpoints());
    assertEquals(10000, settings.kvTimeout().toMillis());
    assertEquals(30000, settings.connectTimeout().toMillis());
    assertEquals(10000, settings.socketConnectTimeout().toMillis());
    assertEquals(8091, settings.managerPort());
    assertEquals(11210, settings.kvPort());
  }

  @Test
  public void badConnectionSettingsAreOneLineEach() {
    assertTrue(settings("couchbase.scope=ycsb", "couchbase.collection=usertable").isNamedCollection());
    assertEquals("Invalid value 'soon' for property 'couchbase.kvTimeout': expected an integer 1 or more",
        refusal("couchbase.kvTimeout", "couchbase.kvTimeout=soon"));
    assertTrue(refusal("couchbase.kvEndpoints", "couchbase.kvEndpoints=0").contains("from 1 to 1024"));
    assertTrue(refusal("couchbase.collection", "couchbase.collection=usertable").contains("set couchbase.scope"));
    assertTrue(refusal("couchbase.bucket", "couchbase.bucket=a/b").contains("a bucket name"));
  }

  @Test
  public void anUnknownNameIsRefusedWithTheClosestKnownOneAndSoAreScans() {
    assertTrue(refusal("couchbase.kvtimout", "couchbase.kvtimout=100").contains("did you mean couchbase.kvTimeout?"));
    assertTrue(refusal("scanproportion", "scanproportion=0.05").contains("no scans"));
    settings("scanproportion=0.05", "dotransactions=false");
  }
}
