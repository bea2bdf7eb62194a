/*
 * Upstream YCSB's JUnit 4 test of the aerospike binding's property reader; scripts/upstream-pr writes it with
 * upstream's licence header (commit 3 of the aerospike series). It runs in upstream's build only (this project's
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

  private static String oneLine(InvalidPropertyException e, String property) {
    assertFalse(e.getMessage(), e.getMessage().contains("\n"));
    assertEquals(property, e.getProperty());
    return e.getMessage();
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
    try {
      reader("as.port", "70000").integer("as.port", "3000", 1, 65535);
      fail("accepted as.port=70000");
    } catch (InvalidPropertyException e) {
      String message = oneLine(e, "as.port");
      assertTrue(message, message.contains("70000") && message.contains("from 1 to 65535"));
    }
  }

  @Test
  public void aWordOutsideItsSetNamesTheValidWords() {
    try {
      reader("as.update", "upsert").choice("as.update", "replace", "merge", "replace");
      fail("accepted as.update=upsert");
    } catch (InvalidPropertyException e) {
      String message = oneLine(e, "as.update");
      assertTrue(message, message.contains("upsert") && message.contains("merge, replace"));
    }
  }

  @Test
  public void anUnknownNameUnderThePrefixNamesTheClosestKnownOne() {
    try {
      reader("as.comitLevel", "master").rejectUnknown("as.", Arrays.asList("as.commitLevel", "as.host"));
      fail("accepted as.comitLevel");
    } catch (InvalidPropertyException e) {
      String message = oneLine(e, "as.comitLevel");
      assertTrue(message, message.contains("did you mean as.commitLevel?"));
    }
  }
}
