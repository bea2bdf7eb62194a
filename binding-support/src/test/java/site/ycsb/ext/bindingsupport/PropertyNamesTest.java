/*
 * Copyright (c) 2026 ycsb-ext contributors.
 * Licensed under the Apache License, Version 2.0 (http://www.apache.org/licenses/LICENSE-2.0).
 */
package site.ycsb.ext.bindingsupport;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;

import java.util.Arrays;
import java.util.Properties;
import java.util.TreeSet;
import org.junit.jupiter.api.Test;

/** The names a binding declares, and the misspelling refusal that suggests only among them. */
class PropertyNamesTest {

  /** A binding's properties class in the shape of the real ones. */
  static final class DemoProperties {
    static final String PREFIX = "demo.";
    public static final String HOST = "demo.host";
    public static final String HOST_DEFAULT = "localhost";
    public static final String COMMIT_LEVEL = "demo.commitLevel";
    static final String TIMEOUT = "demo.timeout";
    /** Core's name the binding reads: not the binding's own. */
    static final String FIELD_COUNT = "fieldcount";
    static final String FIELD_COUNT_DEFAULT = "10";
    /** Not a name: a number. */
    static final int LIMIT = 3;
    /** Not a constant. */
    static String mutable = "demo.mutable";
  }

  @Test
  void theNamesAreTheConstantsUnderThePrefixWithoutDefaultsCoreNamesOrThePrefix() {
    assertEquals(new TreeSet<>(Arrays.asList("demo.commitLevel", "demo.host", "demo.timeout")),
        PropertyNames.declaredIn(DemoProperties.class, DemoProperties.PREFIX));
  }

  @Test
  void theNamesCannotBeChanged() {
    assertThrows(UnsupportedOperationException.class,
        () -> PropertyNames.declaredIn(DemoProperties.class, DemoProperties.PREFIX).add("demo.other"));
  }

  @Test
  void aMisspelledNameIsRefusedWithTheClosestDeclaredName() {
    Properties props = new Properties();
    props.setProperty("demo.comitLevel", "all");
    props.setProperty("fieldcount", "10");
    InvalidPropertyException e = assertThrows(InvalidPropertyException.class, () -> new PropertyReader(props)
        .rejectUnknown(DemoProperties.PREFIX, PropertyNames.declaredIn(DemoProperties.class, DemoProperties.PREFIX)));
    assertEquals("Unknown property 'demo.comitLevel' of the bindingsupport binding: did you mean demo.commitLevel?",
        e.getMessage());
  }
}
