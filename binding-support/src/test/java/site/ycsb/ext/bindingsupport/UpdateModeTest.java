/*
 * Copyright (c) 2026 ycsb-ext contributors.
 * Licensed under the Apache License, Version 2.0 (http://www.apache.org/licenses/LICENSE-2.0).
 */
package site.ycsb.ext.bindingsupport;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.Locale;
import java.util.Properties;
import org.junit.jupiter.api.Test;

class UpdateModeTest {
  @Test
  void onlyAWholeDocumentWriteOfSomeFieldsShrinksADocument() {
    assertEquals(false, UpdateMode.MERGE.shrinks(false), "a merge keeps the fields it does not carry");
    assertEquals(false, UpdateMode.MERGE.shrinks(true));
    assertEquals(true, UpdateMode.REPLACE.shrinks(false), "a replace of some fields drops the others");
    assertEquals(false, UpdateMode.REPLACE.shrinks(true), "every field carried: nothing dropped");
    assertEquals(true, UpdateMode.UPSERT.shrinks(false));
    assertEquals(false, UpdateMode.UPSERT.shrinks(true));
  }

  @Test
  void eachModeIsReadByItsLowerCaseNameInAnyCaseAndTheDefaultWordWhenUnset() {
    for (UpdateMode mode : UpdateMode.values()) {
      Properties props = new Properties();
      String mixedCase = mode.name().charAt(0) + mode.name().substring(1).toLowerCase(Locale.ROOT);
      props.setProperty("x.update", " " + mixedCase);
      assertEquals(mode, UpdateMode.read(new PropertyReader(props), "x.update", "merge"));
      assertEquals(mode, UpdateMode.read(new PropertyReader(new Properties()), "x.update",
          mode.name().toLowerCase(Locale.ROOT)));
    }
  }

  @Test
  void anyOtherWordIsRefusedNamingThePropertyAndTheThreeWords() {
    Properties props = new Properties();
    props.setProperty("x.update", "patch");
    InvalidPropertyException e = assertThrows(InvalidPropertyException.class,
        () -> UpdateMode.read(new PropertyReader(props), "x.update", "merge"));
    assertTrue(e.getMessage().contains("x.update") && e.getMessage().contains("merge")
        && e.getMessage().contains("replace") && e.getMessage().contains("upsert"), e.getMessage());
  }
}
