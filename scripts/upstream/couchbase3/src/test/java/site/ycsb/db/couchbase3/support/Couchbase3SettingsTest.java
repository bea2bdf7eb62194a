/*
 * Upstream YCSB's JUnit 4 test of the couchbase3 binding's settings; scripts/upstream-pr writes it with upstream's
 * licence header (commit 4 of the couchbase3 series). It runs in upstream's build only (this project's tests are
 * JUnit 5): UpstreamPrIT runs it there.
 */
package site.ycsb.db.couchbase3.support;

import static org.junit.Assert.assertEquals;
import static org.junit.Assert.assertFalse;
import static org.junit.Assert.assertTrue;
import static org.junit.Assert.fail;

import java.util.Arrays;
import java.util.Properties;

import org.junit.Test;

/**
 * The properties read before connecting: their defaults, and one line naming the property, the value and the valid
 * values for a bad one or a missing password.
 */
public class Couchbase3SettingsTest {

  private static Properties props(String... settings) {
    Properties props = new Properties();
    props.setProperty("couchbase.password", "pw");
    for (String setting : settings) {
      String[] pair = setting.split("=", 2);
      props.setProperty(pair[0], pair[1]);
    }
    return props;
  }

  private static String refusal(Properties props, String property) {
    try {
      Couchbase3Settings.from(props);
    } catch (InvalidPropertyException e) {
      assertFalse(e.getMessage(), e.getMessage().contains("\n"));
      assertEquals(property, e.getProperty());
      return e.getMessage();
    }
    fail("accepted: " + props);
    return null;
  }

  @Test
  public void unsetPropertiesTakeTheirDefaultsAndGivenOnesAreRead() {
    Couchbase3Settings settings = Couchbase3Settings.from(props());
    assertEquals(Arrays.asList("127.0.0.1"), settings.getHosts());
    assertEquals("default", settings.getBucket());
    assertEquals("default", settings.getUsername());
    assertEquals("pw", settings.password());
    settings = Couchbase3Settings.from(props("couchbase.host=node1, node2",
        "couchbase.username=ycsb", "couchbase.bucket=ycsb"));
    assertEquals(Arrays.asList("node1", "node2"), settings.getHosts());
    assertEquals("ycsb", settings.getUsername());
    assertEquals("ycsb", settings.getBucket());
  }

  @Test
  public void aBadValueIsOneLineNamingThePropertyAndTheValidValues() {
    assertTrue(refusal(props("couchbase.host=node1:8091"), "couchbase.host").startsWith("Invalid value"
        + " 'node1:8091' for property 'couchbase.host': expected a comma-separated list of host names or IPv4"
        + " addresses without ports"));
    assertTrue(refusal(props("couchbase.host=node1,"), "couchbase.host").contains("without ports"));
    assertTrue(refusal(props("couchbase.username= "), "couchbase.username").contains("leave the property out"));
  }

  @Test
  public void thePasswordIsRequired() {
    Properties none = props();
    none.remove("couchbase.password");
    assertTrue(refusal(none, "couchbase.password").contains("SDK 3 refuses an empty one"));
  }
}
