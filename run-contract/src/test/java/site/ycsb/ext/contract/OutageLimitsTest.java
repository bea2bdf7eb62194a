/*
 * Copyright (c) 2026 ycsb-ext contributors.
 * Licensed under the Apache License, Version 2.0 (http://www.apache.org/licenses/LICENSE-2.0).
 */
package site.ycsb.ext.contract;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.time.Duration;
import java.util.Properties;
import org.junit.jupiter.api.Test;

class OutageLimitsTest {

  @Test
  void theDefaultsAllowNoOutageAndStopAfterTenSeconds() {
    OutageLimits limits = OutageLimits.from(new Properties());
    assertEquals(OutageLimits.DEFAULTS, limits);
    assertTrue(limits.failsRun(1));
    assertFalse(limits.failsRun(0));
  }

  @Test
  void readsDurationsAndJudgesWholeSeconds() {
    Properties props = new Properties();
    props.setProperty(OutageLimits.MAX_OUTAGE, "30s");
    props.setProperty(OutageLimits.STOP_AFTER, "0");
    OutageLimits limits = OutageLimits.from(props);
    assertEquals(new OutageLimits(Duration.ofSeconds(30), Duration.ZERO), limits);
    assertFalse(limits.failsRun(30));
    assertTrue(limits.failsRun(31));
    assertEquals("1.5 s", OutageLimits.text(Duration.ofMillis(1500)));
    assertEquals("12 s", OutageLimits.text(Duration.ofSeconds(12)));
  }

  @Test
  void refusesABadValueNamingThePropertyTheValueAndTheForms() {
    for (String key : new String[] {OutageLimits.MAX_OUTAGE, OutageLimits.STOP_AFTER}) {
      Properties props = new Properties();
      props.setProperty(key, "30");
      BadInputException e = assertThrows(BadInputException.class, () -> OutageLimits.from(props));
      assertTrue(e.getMessage().startsWith("Invalid value '30' for property '" + key + "': expected "
          + DurationParser.EXPECTED), e.getMessage());
    }
  }
}
