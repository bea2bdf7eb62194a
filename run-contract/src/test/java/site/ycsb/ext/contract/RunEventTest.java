/*
 * Copyright (c) 2026 ycsb-ext contributors.
 * Licensed under the Apache License, Version 2.0 (http://www.apache.org/licenses/LICENSE-2.0).
 */
package site.ycsb.ext.contract;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import java.util.Properties;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

class RunEventTest {

  @Test
  void readsBackWhatItWrites() {
    List<RunEvent> events = List.of(
        new RunEvent(1, "command", "90s", 1_790_000_090_000L, 1_790_000_090_004L, "echo \"x\"",
            RunEvent.Status.OK, 0, 12, "event-1.out"),
        new RunEvent(2, "note", "2m", 1_790_000_120_000L, 1_790_000_120_001L, "look", RunEvent.Status.NOTE, -1, -1,
            ""),
        new RunEvent(3, "command", "3m", 1_790_000_180_000L, 1_790_000_180_002L, "start 2", RunEvent.Status.OK, 0, 9,
            "event-3.out", 1));
    assertEquals(events, RunEvent.fromJson(Json.parse(RunEvent.toJsonArray(events))));
    assertEquals(1, RunEvent.fromJson(Json.parse(RunEvent.toJsonArray(events))).get(2).ends(), "the fault it ends");
  }

  @Test
  void theRunsStartInstantIsThePlannedInstantLessTheOffset() {
    RunEvent e = new RunEvent(1, "note", "8s", 1_790_000_008_000L, 1_790_000_008_001L, "x", RunEvent.Status.NOTE, -1,
        -1, "");
    assertEquals(1_790_000_000_000L, e.runStartEpochMs());
    assertEquals(1_790_000_000_000L - 90 * 60_000, new RunEvent(2, "note", "1h30m", 1_790_000_000_000L, 0, "y",
        RunEvent.Status.NOTE, -1, -1, "").runStartEpochMs());
  }

  @Test
  void warnsOfAFailedALateAndAMissedEventButNotOfOneThatWentAsPlanned() {
    RunEvent ok = new RunEvent(1, "command", "9s", 1000, 1000 + RunEvent.LATE_TOLERANCE_MS, "true",
        RunEvent.Status.OK, 0, 3, "event-1.out");
    RunEvent failed = new RunEvent(2, "command", "9s", 1000, 1001, "false", RunEvent.Status.FAILED, 1, 3,
        "event-2.out");
    RunEvent late = new RunEvent(3, "command", "9s", 1000, 1001 + RunEvent.LATE_TOLERANCE_MS, "true",
        RunEvent.Status.OK, 0, 3, "event-3.out");
    RunEvent missed = new RunEvent(4, "command", "9s", 1000, 0, "true", RunEvent.Status.NOT_STARTED, -1, -1, "");
    assertTrue(ok.warning().isEmpty());
    assertEquals("event 2 (+9s: false) failed with exit code 1; its output is in event-2.out",
        failed.warning().orElseThrow());
    assertTrue(late.warning().orElseThrow().contains("started 1001 ms after its planned instant"));
    assertTrue(missed.warning().orElseThrow().contains("did not start"));
    assertFalse(missed.asPlanned());
  }

  @Test
  void manifestKeepsEventsAndBackoffs(@TempDir Path dir) throws Exception {
    Manifest.Builder b = new Manifest.Builder();
    b.phase = Phase.RUN;
    b.outcome = Outcome.COMPLETED;
    b.events.add(new RunEvent(1, "command", "1s", 5, 6, "true", RunEvent.Status.OK, 0, 2, "event-1.out"));
    b.backoffs = 17;
    b.backoffMs = 340;
    Path file = dir.resolve(Manifest.FILE_NAME);
    b.build().write(file);
    Manifest read = Manifest.read(file);
    assertEquals(b.events, read.events());
    assertEquals(17, read.backoffs());
    assertEquals(340, read.backoffMs());
    assertTrue(Files.readString(file).contains("\"backoffMs\": 340"));
  }

  @Test
  void masksSecretValuesInACommand() {
    Properties props = new Properties();
    props.setProperty("couchbase.password", "s3cret-pw");
    assertEquals("ssh db1 'cbcli -p " + CoreProperty.SECRET_MASK + "'",
        SecretMask.masker(props).apply("ssh db1 'cbcli -p s3cret-pw'"));
  }
}
