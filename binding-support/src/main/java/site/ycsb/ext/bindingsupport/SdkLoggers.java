/*
 * Copyright (c) 2026 ycsb-ext contributors.
 * Licensed under the Apache License, Version 2.0 (http://www.apache.org/licenses/LICENSE-2.0).
 */
package site.ycsb.ext.bindingsupport;

/** Turns an SDK's slf4j-simple loggers off unless the JVM sets them; call before the SDK makes them. Thread-safe. */
public final class SdkLoggers {
  private SdkLoggers() {
  }

  /** @param levelProperties the loggers' level properties, {@code org.slf4j.simpleLogger.log.<logger>} */
  public static void off(String... levelProperties) {
    for (String property : levelProperties) {
      if (System.getProperty(property) == null) {
        System.setProperty(property, "off");
      }
    }
  }
}
