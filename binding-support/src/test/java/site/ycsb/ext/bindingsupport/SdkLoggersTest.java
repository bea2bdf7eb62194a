/*
 * Copyright (c) 2026 ycsb-ext contributors.
 * Licensed under the Apache License, Version 2.0 (http://www.apache.org/licenses/LICENSE-2.0).
 */
package site.ycsb.ext.bindingsupport;

import static org.junit.jupiter.api.Assertions.assertEquals;

import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.Test;

/** An SDK's loggers are turned off, unless the JVM already sets their level. */
class SdkLoggersTest {
  private static final String UNSET = "org.slf4j.simpleLogger.log.test.sdkloggers.unset";
  private static final String SET = "org.slf4j.simpleLogger.log.test.sdkloggers.set";

  @AfterEach
  void clear() {
    System.clearProperty(UNSET);
    System.clearProperty(SET);
  }

  @Test
  void unsetLoggersAreTurnedOffAndALevelTheJvmSetsIsKept() {
    System.setProperty(SET, "info");
    SdkLoggers.off(UNSET, SET);
    assertEquals("off", System.getProperty(UNSET));
    assertEquals("info", System.getProperty(SET));
  }
}
