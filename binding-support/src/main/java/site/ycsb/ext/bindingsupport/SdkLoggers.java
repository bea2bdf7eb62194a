/*
 * Copyright (c) 2026 ycsb-ext contributors.
 * Licensed under the Apache License, Version 2.0 (http://www.apache.org/licenses/LICENSE-2.0).
 */
package site.ycsb.ext.bindingsupport;

/**
 * Turns a client library's slf4j-simple loggers off unless the JVM already sets them. A binding says what matters in
 * one line of its own (a refused login, a missing bucket, a failed bootstrap with its cause, failures counted by
 * status), where an SDK logs every failed attempt, reconnect and handshake, often with a stack trace. slf4j-simple
 * reads a logger's level when the logger is created, which an SDK does when its classes are first used: call this
 * before. A level the JVM sets ({@code -Dorg.slf4j.simpleLogger.log.com.couchbase=info}) is kept. Thread-safe.
 */
public final class SdkLoggers {
  private SdkLoggers() {
  }

  /**
   * @param levelProperties slf4j-simple's level properties of the loggers to turn off
   *     ({@code org.slf4j.simpleLogger.log.<logger name>})
   */
  public static void off(String... levelProperties) {
    for (String property : levelProperties) {
      if (System.getProperty(property) == null) {
        System.setProperty(property, "off");
      }
    }
  }
}
