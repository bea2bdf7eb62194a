/*
 * Copyright (c) 2026 ycsb-ext contributors.
 * Licensed under the Apache License, Version 2.0 (http://www.apache.org/licenses/LICENSE-2.0).
 */
package site.ycsb.ext.bindingsupport;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNull;
import static org.junit.jupiter.api.Assertions.assertThrows;

import java.util.Arrays;
import java.util.Properties;
import org.junit.jupiter.api.Test;

/**
 * The shared reader's one-line errors, as every binding's copy gives them; the bindings' settings tests check the
 * messages under their own names.
 */
class PropertyReaderTest {

  /** @return a reader of the properties given as name, value, name, value, ... */
  static PropertyReader reader(String... pairs) {
    Properties props = new Properties();
    for (int i = 0; i < pairs.length; i += 2) {
      props.setProperty(pairs[i], pairs[i + 1]);
    }
    return new PropertyReader(props);
  }

  @Test
  void aChoiceOutsideItsWordsNamesEveryWord() {
    InvalidPropertyException e = assertThrows(InvalidPropertyException.class,
        () -> reader("x.mode", "both").choice("x.mode", "none", "none", "data", "auth"));
    assertEquals("Invalid value 'both' for property 'x.mode': expected none, data or auth", e.getMessage());
    assertEquals(1, reader("x.mode", "DATA").choice("x.mode", "none", "none", "data", "auth"));
    assertEquals("x.mode", e.getProperty());
  }

  @Test
  void anIntegerOutsideItsRangeNamesTheRange() {
    assertEquals("Invalid value '0' for property 'x.port': expected an integer from 1 to 65535",
        assertThrows(InvalidPropertyException.class,
            () -> reader("x.port", "0").integer("x.port", "3000", 1, 65535)).getMessage());
    assertEquals("Invalid value 'ten' for property 'x.n': expected an integer 0 or more",
        assertThrows(InvalidPropertyException.class,
            () -> PropertyReader.parseInt("x.n", "ten", 0, Integer.MAX_VALUE)).getMessage());
    assertEquals(3000, reader().integer("x.port", "3000", 1, 65535));
  }

  @Test
  void aBlankValueIsAnErrorAndCoresPropertiesAreReadTrimmed() {
    assertEquals("Invalid value '' for property 'x.host': expected a value (leave the property out to use its"
        + " default)", assertThrows(InvalidPropertyException.class,
            () -> reader("x.host", "  ").string("x.host", "localhost")).getMessage());
    assertEquals("10", reader("fieldcount", " 10 ").other("fieldcount"));
    assertNull(reader("fieldcount", " ").other("fieldcount"));
    assertEquals("Invalid value 'TRUE' for property 'x.on': expected true or false",
        assertThrows(InvalidPropertyException.class, () -> reader("x.on", "TRUE").bool("x.on", "false")).getMessage());
  }

  @Test
  void anUnknownNameUnderThePrefixGetsTheClosestKnownOneOrNone() {
    InvalidPropertyException near = assertThrows(InvalidPropertyException.class,
        () -> reader("x.comitLevel", "all").rejectUnknown("x.", Arrays.asList("x.commitLevel", "x.host")));
    assertEquals("Unknown property 'x.comitLevel' of the bindingsupport binding: did you mean x.commitLevel?",
        near.getMessage());
    InvalidPropertyException far = assertThrows(InvalidPropertyException.class,
        () -> reader("X.durability", "x").rejectUnknown("x.", Arrays.asList("x.commitLevel", "x.host")));
    assertEquals("Unknown property 'X.durability' of the bindingsupport binding: none of its properties is close"
        + " (the binding's documentation lists them)", far.getMessage());
  }

  @Test
  void theBindingIsNamedByThePackageItsCopyIsIn() {
    // the bindings' own tests check their copies' names (aerospike, couchbase2, couchbase3)
    assertEquals("bindingsupport", InvalidPropertyException.binding());
  }
}
