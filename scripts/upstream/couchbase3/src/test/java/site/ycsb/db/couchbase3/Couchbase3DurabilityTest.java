/*
 * Upstream YCSB's JUnit 4 test of the couchbase3 binding's couchbase.durability; scripts/upstream-pr writes it with
 * upstream's licence header (commit 2 of the couchbase3 series). It runs in upstream's build only (this project's
 * tests are JUnit 5): UpstreamPrIT runs it there.
 */
package site.ycsb.db.couchbase3;

import static org.junit.Assert.assertEquals;
import static org.junit.Assert.fail;

import java.util.Properties;
import org.junit.Test;
import site.ycsb.DBException;

/** A couchbase.durability the server does not know fails init in one line naming the valid values. */
public class Couchbase3DurabilityTest {

  private static String refusal(String durability) {
    Properties props = new Properties();
    props.setProperty("couchbase.password", "secret");
    props.setProperty("couchbase.durability", durability);
    Couchbase3Client client = new Couchbase3Client();
    client.setProperties(props);
    try {
      client.init();
      client.cleanup();
      fail("init accepted couchbase.durability=" + durability);
    } catch (DBException e) {
      return e.getMessage();
    }
    return null;
  }

  @Test
  public void aLevelOutOfTheListFailsInitInOneLineNamingTheValidValues() {
    for (String durability : new String[] {"4", "majority_and_persist"}) {
      assertEquals("Invalid value '" + durability + "' for property 'couchbase.durability': expected 0 (none),"
          + " 1 (majority), 2 (majority_and_persist_to_active) or 3 (persist_to_majority), numbers or names,"
          + " case-insensitive", refusal(durability));
    }
  }
}
