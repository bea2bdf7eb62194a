/*
 * Copyright (c) 2026 ycsb-ext contributors.
 * Licensed under the Apache License, Version 2.0 (http://www.apache.org/licenses/LICENSE-2.0).
 */
package site.ycsb.ext.engine;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.Optional;
import java.util.Properties;
import org.junit.jupiter.api.Test;
import site.ycsb.ext.contract.BadInputException;
import site.ycsb.ext.contract.RunKeys;

class LateStartTest {
  private static final long AT = 1_700_000_000_000L;

  @Test
  void aStartWithinTheThresholdIsNotNamed() {
    LateStart rule = LateStart.from(new Properties());
    assertEquals(RunKeys.DEFAULT_LATE_START_MS, rule.thresholdMs());
    assertEquals(Optional.empty(), rule.warning(AT, AT + 100, "h1"));
    assertEquals(Optional.empty(), rule.warning(AT, AT - 5, "h1"));
  }

  @Test
  void aLateStartIsNamedWithHowLate() {
    String warning = LateStart.from(new Properties()).warning(AT, AT + 1_417, "client-3").orElseThrow();
    assertTrue(warning.startsWith("host client-3 started 1417 ms after the common start instant"), warning);
    assertTrue(warning.contains(RunKeys.LATE_START_MS + "=100"), warning);
  }

  @Test
  void withoutACommonInstantNothingIsLate() {
    assertEquals(Optional.empty(), LateStart.from(new Properties()).warning(0, AT, "h1"));
  }

  @Test
  void theThresholdComesFromItsProperty() {
    Properties props = new Properties();
    props.setProperty(RunKeys.LATE_START_MS, "2000");
    assertEquals(Optional.empty(), LateStart.from(props).warning(AT, AT + 1_417, "h1"));
  }

  @Test
  void aBadThresholdNamesItsProperty() {
    Properties props = new Properties();
    props.setProperty(RunKeys.LATE_START_MS, "-1");
    BadInputException e = assertThrows(BadInputException.class, () -> LateStart.from(props));
    assertTrue(e.getMessage().contains(RunKeys.LATE_START_MS), e.getMessage());
  }
}
