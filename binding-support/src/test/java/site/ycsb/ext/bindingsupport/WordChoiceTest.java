/*
 * Copyright (c) 2026 ycsb-ext contributors.
 * Licensed under the Apache License, Version 2.0 (http://www.apache.org/licenses/LICENSE-2.0).
 */
package site.ycsb.ext.bindingsupport;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static site.ycsb.ext.bindingsupport.PropertyReaderTest.reader;

import org.junit.jupiter.api.Test;

/** An enum's words as a property's values: each constant's name in lower case, in any case, refused in one line. */
class WordChoiceTest {

  /** A choice in the shape of the bindings' policy words. */
  enum Replica {
    MASTER, MASTER_PROLES, PREFER_RACK
  }

  @Test
  void theWordIsTheConstantsNameInLowerCaseGivenInAnyCase() {
    assertEquals(Replica.PREFER_RACK, WordChoice.read(reader("x.replica", "prefer_rack"), "x.replica", "master",
        Replica.values()));
    assertEquals(Replica.MASTER_PROLES, WordChoice.read(reader("x.replica", " Master_Proles "), "x.replica",
        "master", Replica.values()));
  }

  @Test
  void anUnsetPropertyTakesTheDefaultsConstant() {
    assertEquals(Replica.MASTER, WordChoice.read(reader(), "x.replica", "master", Replica.values()));
  }

  @Test
  void anotherWordIsRefusedListingTheWordsInTheEnumsOrder() {
    InvalidPropertyException e = assertThrows(InvalidPropertyException.class,
        () -> WordChoice.read(reader("x.replica", "any"), "x.replica", "master", Replica.values()));
    assertEquals("Invalid value 'any' for property 'x.replica': expected master, master_proles or prefer_rack",
        e.getMessage());
    assertEquals("x.replica", e.getProperty());
  }

  @Test
  void aBlankValueIsRefusedNotTakenAsTheDefault() {
    InvalidPropertyException e = assertThrows(InvalidPropertyException.class,
        () -> WordChoice.read(reader("x.replica", " "), "x.replica", "master", Replica.values()));
    assertEquals("x.replica", e.getProperty());
  }
}
