/*
 * Copyright (c) 2026 ycsb-ext contributors.
 * Licensed under the Apache License, Version 2.0 (http://www.apache.org/licenses/LICENSE-2.0).
 */
package site.ycsb.ext.engine;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.ByteArrayOutputStream;
import java.io.PrintStream;
import java.nio.file.Path;
import java.util.List;
import java.util.Properties;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import site.ycsb.ext.contract.BadInputException;
import site.ycsb.ext.contract.EventSchedule;
import site.ycsb.ext.contract.EventSpec;
import site.ycsb.ext.contract.Manifest;
import site.ycsb.ext.contract.RunEvent;
import site.ycsb.ext.contract.RunKeys;

class RunEventsTest {
  @TempDir
  Path tmp;

  private static RunEvents prepared(Properties props) {
    RunEvents events = new RunEvents();
    events.check(props);
    events.prepare(TestRuns.context(props, 0, new PrintStream(new ByteArrayOutputStream())));
    return events;
  }

  private static Properties note() {
    return EventSpec.toProperties(List.of(EventSpec.parse(1, EventSpec.Kind.NOTE, "0s=failover starts")));
  }

  @Test
  void eventsNeedAnOutputDirectory() {
    BadInputException e = assertThrows(BadInputException.class, () -> prepared(note()));
    assertTrue(e.getMessage().contains(RunKeys.OUTPUT_PATH), e.getMessage());
  }

  @Test
  void aBadTimeoutNamesItsProperty() {
    Properties props = new Properties();
    props.setProperty(EventSchedule.TIMEOUT_PROPERTY, "0");
    BadInputException e = assertThrows(BadInputException.class, () -> prepared(props));
    assertTrue(e.getMessage().contains(EventSchedule.TIMEOUT_PROPERTY), e.getMessage());
  }

  @Test
  void aRunWhoseOperationsNeverRanRecordsNoEvents() throws Exception {
    Properties props = note();
    props.setProperty(RunKeys.OUTPUT_PATH, tmp + "/");
    RunEvents events = prepared(props);
    events.started(System.currentTimeMillis(), false);
    events.clientsEnded(List.of());
    Manifest.Builder manifest = new Manifest.Builder();
    events.record(manifest);
    assertEquals(List.of(), manifest.events);
    assertEquals(List.of(), events.lines());
  }

  @Test
  void aNoteThatCameIsRecordedAndNamed() throws Exception {
    Properties props = note();
    props.setProperty(RunKeys.OUTPUT_PATH, tmp + "/");
    RunEvents events = prepared(props);
    events.started(System.currentTimeMillis(), true);
    events.clientsEnded(List.of());
    Manifest.Builder manifest = new Manifest.Builder();
    events.record(manifest);
    assertEquals(1, manifest.events.size(), manifest.events.toString());
    RunEvent event = manifest.events.get(0);
    assertEquals(1, event.index());
    assertEquals(1, events.lines().size(), events.lines().toString());
    assertTrue(events.lines().get(0).startsWith("Event 1 (+"), events.lines().get(0));
  }
}
