/*
 * Copyright (c) 2026 ycsb-ext contributors.
 * Licensed under the Apache License, Version 2.0 (http://www.apache.org/licenses/LICENSE-2.0).
 */
package site.ycsb.ext.engine;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.lang.management.ManagementFactory;
import java.nio.file.Path;
import java.time.Duration;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import java.util.Properties;
import java.util.Set;
import jdk.jfr.Recording;
import jdk.jfr.consumer.RecordedEvent;
import jdk.jfr.consumer.RecordingFile;
import org.apache.htrace.core.HTraceConfiguration;
import org.apache.htrace.core.Tracer;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import site.ycsb.ByteIterator;
import site.ycsb.BasicDB;
import site.ycsb.Status;
import site.ycsb.ext.measurements.ExtMeasurements;
import site.ycsb.ext.measurements.ManualWindowClock;
import site.ycsb.ext.measurements.MeasurementsInstaller;

/**
 * Every binding call through {@link MeasuredDB} is an {@link OperationEvent} in a flight recording that enables it:
 * a call as long as the recording's threshold is kept with its name, status and the calling thread, and a shorter
 * one is not; without a recording that enables it, none is, and the call allocates nothing for it.
 */
class OperationEventTest {
  @TempDir
  Path dir;

  /** Reads take 30 ms and answer NOT_FOUND; the other calls are core's {@code BasicDB}'s (OK at once). */
  public static final class SlowReadsDB extends BasicDB {
    @Override
    public Status read(String table, String key, Set<String> fields, Map<String, ByteIterator> result) {
      try {
        Thread.sleep(30);
      } catch (InterruptedException e) {
        Thread.currentThread().interrupt();
      }
      return Status.NOT_FOUND;
    }
  }

  private List<RecordedEvent> operationsRecorded(boolean enabled) throws Exception {
    Properties props = WindowedProps.in(dir);
    props.setProperty("db", SlowReadsDB.class.getName());
    props.setProperty("basicdb.verbose", "false");
    ExtMeasurements measurements = MeasurementsInstaller.install(props, new ManualWindowClock(1_700_000_000_000L));
    Path file = dir.resolve("run-" + enabled + ".jfr");
    try (Recording recording = new Recording()) {
      if (enabled) {
        recording.enable(OperationEvent.NAME).withThreshold(Duration.ofMillis(20));
      }
      recording.start();
      MeasuredDB db = MeasuredDB.create(SlowReadsDB.class.getName(), props,
          new Tracer.Builder("test").conf(HTraceConfiguration.fromMap(Map.of())).build());
      db.read("t", "k", null, new HashMap<>());
      for (int i = 0; i < 100; i++) {
        db.update("t", "k", new HashMap<>());
      }
      recording.stop();
      recording.dump(file);
    } finally {
      measurements.close();
    }
    return RecordingFile.readAllEvents(file).stream()
        .filter(e -> e.getEventType().getName().equals(OperationEvent.NAME)).toList();
  }

  @Test
  void aCallAsLongAsTheThresholdIsRecordedWithItsNameStatusAndThread() throws Exception {
    List<RecordedEvent> events = operationsRecorded(true);
    assertEquals(1, events.size(), "the 30-ms read only, not the 100 quick updates: " + events);
    RecordedEvent read = events.get(0);
    assertEquals("READ", read.getString("operation"));
    assertEquals("NOT_FOUND", read.getString("status"));
    assertEquals(Thread.currentThread().getId(), read.getThread().getJavaThreadId());
    assertTrue(read.getDuration().toMillis() >= 30, "the event spans the call: " + read.getDuration());
  }

  @Test
  void nothingIsRecordedUnlessTheRecordingEnablesTheEvent() throws Exception {
    assertEquals(List.of(), operationsRecorded(false));
  }

  @Test
  void withoutARecordingThatEnablesItACallAllocatesNothingForTheEvent() throws Exception {
    Properties props = WindowedProps.in(dir);
    props.setProperty("db", SlowReadsDB.class.getName());
    props.setProperty("basicdb.verbose", "false");
    ExtMeasurements measurements = MeasurementsInstaller.install(props, new ManualWindowClock(1_700_000_000_000L));
    try {
      MeasuredDB db = MeasuredDB.create(SlowReadsDB.class.getName(), props,
          new Tracer.Builder("test").conf(HTraceConfiguration.fromMap(Map.of())).build());
      com.sun.management.ThreadMXBean threads = (com.sun.management.ThreadMXBean) ManagementFactory.getThreadMXBean();
      long self = Thread.currentThread().getId();
      Map<String, ByteIterator> values = new HashMap<>();
      double fewest = Double.MAX_VALUE;
      // The compiled path, once the JIT has it: the fewest bytes per call over the rounds, not the first round's.
      for (int round = 0; round < 6; round++) {
        long before = threads.getThreadAllocatedBytes(self);
        for (int i = 0; i < 1_000_000; i++) {
          db.update("t", "k", values);
        }
        fewest = Math.min(fewest, (threads.getThreadAllocatedBytes(self) - before) / 1_000_000.0);
      }
      assertTrue(fewest < 1, "bytes allocated per call in the best round: " + fewest);
    } finally {
      measurements.close();
    }
  }
}
