/*
 * Copyright (c) 2026 ycsb-ext contributors.
 * Licensed under the Apache License, Version 2.0 (http://www.apache.org/licenses/LICENSE-2.0).
 */
package site.ycsb.ext.contract;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import java.util.Properties;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

class EventScheduleTest {

  @Test
  void runsCommandsAtTheirInstantsAndRecordsExitCodesOutputAndNotes(@TempDir Path dir) throws Exception {
    Properties props = new Properties();
    props.setProperty("db.password", "hunter22");
    List<EventSpec> specs = EventSpec.parseAll(List.of("0s=echo hello hunter22", "200ms=echo oops >&2; exit 3"),
        List.of("100ms=halfway"), 0);
    EventSchedule schedule = new EventSchedule(specs, dir + "/", 30_000, SecretMask.masker(props));
    long startMs = System.currentTimeMillis();
    schedule.start(startMs);
    // bounded: the last event is due 200 ms after the start
    for (int i = 0; i < 600 && !Files.exists(dir.resolve("event-2.out")); i++) {
      Thread.sleep(50);
    }
    Thread.sleep(300);
    List<RunEvent> events = schedule.finish();
    assertEquals(3, events.size());
    RunEvent first = events.get(0);
    assertEquals(RunEvent.Status.OK, first.status());
    assertEquals(0, first.exitCode());
    assertEquals("echo hello " + CoreProperty.SECRET_MASK, first.text());
    assertEquals(startMs, first.plannedEpochMs());
    assertTrue(first.startedEpochMs() >= startMs);
    assertEquals("hello hunter22\n", Files.readString(dir.resolve(first.outputFile())));
    RunEvent failed = events.get(1);
    assertEquals(RunEvent.Status.FAILED, failed.status());
    assertEquals(3, failed.exitCode());
    assertEquals("oops\n", Files.readString(dir.resolve("event-2.out")));
    assertTrue(failed.startedEpochMs() >= startMs + 200);
    assertEquals(RunEvent.Status.NOTE, events.get(2).status());
    assertEquals("halfway", events.get(2).text());
  }

  @Test
  void killsACommandThatOutlivesItsTimeoutAndRecordsWhatNeverStarted(@TempDir Path dir) {
    List<EventSpec> specs = EventSpec.parseAll(List.of("0s=sleep 600", "1h=true"), List.of(), 0);
    EventSchedule schedule = new EventSchedule(specs, dir + "/run-", 300, s -> s);
    schedule.start(System.currentTimeMillis());
    List<RunEvent> events = schedule.finish();
    assertEquals(RunEvent.Status.TIMED_OUT, events.get(0).status());
    assertEquals("run-event-1.out", events.get(0).outputFile());
    assertTrue(events.get(0).durationMs() >= 300);
    assertEquals(RunEvent.Status.NOT_STARTED, events.get(1).status());
    assertEquals(0, events.get(1).startedEpochMs());
  }
}
