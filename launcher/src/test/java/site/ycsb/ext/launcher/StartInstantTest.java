/*
 * Copyright (c) 2026 ycsb-ext contributors.
 * Licensed under the Apache License, Version 2.0 (http://www.apache.org/licenses/LICENSE-2.0).
 */
package site.ycsb.ext.launcher;

import static org.junit.jupiter.api.Assertions.assertDoesNotThrow;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.List;
import org.junit.jupiter.api.Test;
import site.ycsb.ext.contract.BadInputException;

class StartInstantTest {
  private static final long NOW = 1_795_000_000_000L;

  @Test
  void anInstantAheadOrJustPassedIsTaken() {
    assertEquals(NOW + 15_000, StartInstant.parse(Long.toString(NOW + 15_000), NOW));
    assertEquals(NOW - 2_000, StartInstant.parse(Long.toString(NOW - 2_000), NOW));
  }

  @Test
  void notANumberNamesTheOptionAndWhatAValidInstantIs() {
    String message = assertThrows(BadInputException.class, () -> StartInstant.parse("abc", NOW)).getMessage();
    assertTrue(message.startsWith("Invalid value 'abc' for option '--start-at': expected an instant in milliseconds"
        + " since the epoch"), message);
    assertTrue(message.contains("in 15 s: " + (NOW + 15_000)), message);
  }

  @Test
  void anInstantLongPastOrFarAheadIsRefused() {
    for (String bad : List.of("1000", Long.toString(NOW - 11 * 60_000), Long.toString(NOW + 25 * 3_600_000L))) {
      String message = assertThrows(BadInputException.class, () -> StartInstant.parse(bad, NOW)).getMessage();
      assertTrue(message.contains("--start-at") && message.contains(bad), message);
    }
  }

  @Test
  void theJvmsRefusalOfAFlagIsOneLineNamingTheOption() {
    String message = assertThrows(BadInputException.class, () -> JvmArgsCheck.check(List.of("-Xmx1z"))).getMessage();
    assertTrue(message.startsWith("Invalid value '-Xmx1z' for option '-jvm-args': the JVM refuses it: "), message);
    assertTrue(message.contains("-Xmx1z") && !message.contains("\n"), message);
  }

  @Test
  void flagsTheJvmTakesPass() {
    assertDoesNotThrow(() -> JvmArgsCheck.check(List.of("-Xmx256m", "-XX:+UseSerialGC")));
    assertDoesNotThrow(() -> JvmArgsCheck.check(List.of()));
  }
}
