/*
 * Copyright (c) 2026 ycsb-ext contributors.
 * Licensed under the Apache License, Version 2.0 (http://www.apache.org/licenses/LICENSE-2.0).
 */
package site.ycsb.ext.contract;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.List;
import org.junit.jupiter.api.Test;

class EventSpecTest {

  @Test
  void parsesOffsetsInEveryUnitAndKeepsEqualsSignsInTheCommand() {
    List<EventSpec> events = EventSpec.parseAll(List.of("90s=echo a=b", "1h30m=true"), List.of("10m=node 2 back"),
        0);
    assertEquals(new EventSpec(1, EventSpec.Kind.COMMAND, "90s", 90_000, "echo a=b"), events.get(0));
    assertEquals(5_400_000, events.get(1).offsetMs());
    assertEquals(new EventSpec(3, EventSpec.Kind.NOTE, "10m", 600_000, "node 2 back"), events.get(2));
  }

  @Test
  void rejectsAValueWithoutEqualsNamingTheOptionAndTheForms() {
    BadInputException e = assertThrows(BadInputException.class,
        () -> EventSpec.parseAll(List.of("90s"), List.of(), 0));
    assertEquals("Invalid value '90s' for option '--event': expected " + EventSpec.EXPECTED, e.getMessage());
  }

  @Test
  void rejectsABadOffsetAndAnEmptyText() {
    BadInputException offset = assertThrows(BadInputException.class,
        () -> EventSpec.parseAll(List.of(), List.of("90x=hello"), 0));
    assertTrue(offset.getMessage().startsWith("Invalid value '90x=hello' for option '--event-note' (offset '90x')"),
        offset.getMessage());
    assertThrows(BadInputException.class, () -> EventSpec.parseAll(List.of("90s= "), List.of(), 0));
  }

  @Test
  void rejectsAnOffsetAtOrPastTheRunsEnd() {
    BadInputException e = assertThrows(BadInputException.class,
        () -> EventSpec.parseAll(List.of("30s=true"), List.of(), 30_000));
    assertTrue(e.getMessage().contains("maxexecutiontime=30 s"), e.getMessage());
    assertEquals(1, EventSpec.parseAll(List.of("29s=true"), List.of(), 30_000).size());
  }

  @Test
  void travelsThroughTheRunsPropertiesUnchanged() {
    List<EventSpec> events = EventSpec.parseAll(List.of("5s=sh -c 'exit 3'", "1m=true"), List.of("20s=look"), 0);
    assertEquals(events, EventSpec.fromProperties(EventSpec.toProperties(events)));
  }

  @Test
  void anEventNamesTheEarlierFaultItEndsAndTravelsWithIt() {
    List<EventSpec> events = EventSpec.parseAll(List.of("15s=stop 2", "30s ends E1=start 2=now"), List.of(), 60_000);
    assertEquals(new EventSpec(2, EventSpec.Kind.COMMAND, "30s", 30_000, "start 2=now", 1), events.get(1));
    assertEquals(0, events.get(0).ends());
    assertEquals("30s ends E1", events.get(1).when());
    assertEquals(events, EventSpec.fromProperties(EventSpec.toProperties(events)));
  }

  @Test
  void endingAnEventThatIsNotEarlierIsRefusedNamingTheOptionAndTheForm() {
    for (List<String> bad : List.of(List.of("15s ends E2=stop 2", "30s=start 2"), List.of("15s ends E1=stop 2"),
        List.of("15s=stop 2", "30s ends E3=start 2"), List.of("15s=stop 2", "15s ends E1=start 2"))) {
      BadInputException e = assertThrows(BadInputException.class, () -> EventSpec.parseAll(bad, List.of(), 0),
          bad.toString());
      assertTrue(e.getMessage().startsWith("Invalid value '") && e.getMessage().contains("for option '--event': E")
          && e.getMessage().contains("is not an earlier event of this run; expected ends E<n>"), e.getMessage());
    }
    BadInputException zero = assertThrows(BadInputException.class,
        () -> EventSpec.parseAll(List.of("15s=stop", "30s ends E0=start"), List.of(), 0));
    assertEquals("Invalid value '30s ends E0=start' for option '--event' (before '='): expected " + EventSpec.EXPECTED,
        zero.getMessage());
  }
}
