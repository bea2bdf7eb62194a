/*
 * Upstream YCSB's JUnit 4 test helper of the couchbase3 binding's settings tests; scripts/upstream-pr writes it with
 * upstream's licence header (commit 5 of the couchbase3 series). It runs in upstream's build only (this project's
 * tests are JUnit 5).
 */
package site.ycsb.db.couchbase3.support;

import static org.junit.Assert.assertEquals;
import static org.junit.Assert.assertFalse;
import static org.junit.Assert.fail;

import java.util.Properties;

/**
 * The settings tests' two steps: settings read from given properties (a password set), and the one-line refusal
 * of given properties.
 */
final class SettingsFixture {

  private SettingsFixture() {
  }

  /** The settings of the given {@code name=value} properties, with couchbase.password set. */
  static Couchbase3Settings settings(String... settings) {
    Properties props = new Properties();
    props.setProperty("couchbase.password", "pw");
    for (String setting : settings) {
      String[] pair = setting.split("=", 2);
      props.setProperty(pair[0], pair[1]);
    }
    return Couchbase3Settings.from(props);
  }

  /** The message refusing the given properties, checked to be one line naming {@code property}. */
  static String refusal(String property, String... given) {
    try {
      settings(given);
    } catch (InvalidPropertyException e) {
      assertFalse(e.getMessage(), e.getMessage().contains("\n"));
      assertEquals(e.getMessage(), property, e.getProperty());
      return e.getMessage();
    }
    fail("accepted");
    return null;
  }
}
