/*
 * Upstream YCSB's JUnit 4 test of the aerospike binding's property reader; scripts/upstream-pr writes it with
 * upstream's licence header (commit 4 of the aerospike series). It runs in upstream's build only (this project's
 * tests are JUnit 5): UpstreamPrIT runs it there.
 */
package site.ycsb.db.aerospike;

import static org.junit.Assert.assertEquals;
import static org.junit.Assert.assertFalse;
import static org.junit.Assert.assertTrue;
import static org.junit.Assert.fail;

import java.util.Arrays;
import java.util.Properties;

import org.junit.Test;

/**
 * The property reader alone: defaults for unset properties, and one line naming the property, the value and the
 * valid values for a bad one.
 */
public class PropertyReaderTest {

  private static PropertyReader reader(String... keyValues) {
    Properties props = new Properties();
    for (int i = 0; i < keyValues.length; i += 2) {
      props.setProperty(keyValues[i], keyValues[i + 1]);
    }
    return new PropertyReader(props);
  }

  private static String refused(String property, Runnable read) {
    try {
      read.run();
    } catch (InvalidPropertyException e) {
      assertFalse(e.getMessage(), e.getMessage().contains("\n"));
      assertEquals(property, e.getProperty());
      return e.getMessage();
    }
    fail("accepted " + property);
    return null;
  }

  @Test
  public void unsetPropertiesTakeTheirDefaults() {
    PropertyReader in = reader();
    assertEquals(3000, in.integer("as.port", "3000", 1, 65535));
    assertFalse(in.bool("as.sendKey", "false"));
    assertEquals(1, in.choice("as.update", "replace", "merge", "replace"));
  }

  @Test
  public void aNumberOutOfItsRangeNamesThePropertyTheValueAndTheRange() {
    String message = refused("as.port", () -> reader("as.port", "70000").integer("as.port", "3000", 1, 65535));
    assertTrue(message, message.contains("70000") && message.contains("from 1 to 65535"));
  }

  @Test
  public void aWordOutsideItsSetNamesTheValidWords() {
    String message = refused("as.update",
        () -> reader("as.update", "upsert").choice("as.update", "replace", "merge", "replace"));
    assertTrue(message, message.contains("upsert") && message.contains("merge or replace"));
  }

  @Test
  public void anUnknownNameUnderThePrefixNamesTheClosestKnownOne() {
    String message = refused("as.comitLevel",
        () -> reader("as.comitLevel", "master").rejectUnknown("as.", Arrays.asList("as.commitLevel", "as.host")));
    assertTrue(message, message.contains("did you mean as.commitLevel?"));
  }
}
