/*
 * Copyright (c) 2026 ycsb-ext contributors.
 * Licensed under the Apache License, Version 2.0 (http://www.apache.org/licenses/LICENSE-2.0).
 */
package site.ycsb.ext.engine;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.nio.file.Path;
import java.util.ArrayDeque;
import java.util.ArrayList;
import java.util.Deque;
import java.util.HashMap;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.Map;
import java.util.Properties;
import java.util.Set;
import java.util.TreeMap;
import org.apache.htrace.core.HTraceConfiguration;
import org.apache.htrace.core.Tracer;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import site.ycsb.ByteIterator;
import site.ycsb.DB;
import site.ycsb.Status;
import site.ycsb.ext.measurements.ExtMeasurements;
import site.ycsb.ext.measurements.ManualWindowClock;
import site.ycsb.ext.measurements.MeasurementsInstaller;
import site.ycsb.ext.measurements.WindowClock;
import site.ycsb.measurements.exporter.MeasurementsExporter;

/**
 * {@link MeasuredDB} records what core's {@code DBWrapper} records (names, statuses, {@code CLEANUP}), into our real
 * installed measurements, and hands each value's window the call's own end reading: the reading converted by the
 * window clock lies between the binding's return and the wrapper's, one per value.
 */
class MeasuredDBTest {
  private static final long T = 1_700_000_000_000L;

  @TempDir
  Path dir;

  /** A binding that answers the given statuses in turn and notes {@code System.nanoTime()} as it returns. */
  public static final class ScriptedDB extends DB {
    final Deque<Status> answers = new ArrayDeque<>();
    final List<Long> returnedAt = new ArrayList<>();

    private Status answer() {
      Status status = answers.removeFirst();
      returnedAt.add(System.nanoTime());
      return status;
    }

    @Override
    public Status read(String table, String key, Set<String> fields, Map<String, ByteIterator> result) {
      return answer();
    }

    @Override
    public Status scan(String table, String startkey, int recordcount, Set<String> fields,
        java.util.Vector<HashMap<String, ByteIterator>> result) {
      return answer();
    }

    @Override
    public Status update(String table, String key, Map<String, ByteIterator> values) {
      return answer();
    }

    @Override
    public Status insert(String table, String key, Map<String, ByteIterator> values) {
      return answer();
    }

    @Override
    public Status delete(String table, String key) {
      return answer();
    }
  }

  /** The manual clock, noting every {@code System.nanoTime()} reading it is asked to convert. */
  private static final class NotingClock implements WindowClock {
    final ManualWindowClock manual = new ManualWindowClock(T + 100);
    final List<Long> converted = new ArrayList<>();

    @Override
    public long nowMs() {
      return manual.nowMs();
    }

    @Override
    public synchronized long msAtNanos(long nanoTime) {
      converted.add(nanoTime);
      return manual.nowMs();
    }

    @Override
    public void sleepUntil(long epochMs) throws InterruptedException {
      manual.sleepUntil(epochMs);
    }
  }

  /** Everything exported, keyed {@code metric/measurement}. */
  private static final class Collected implements MeasurementsExporter {
    final Map<String, Number> values = new TreeMap<>();

    @Override
    public void write(String metric, String measurement, int i) {
      values.put(metric + "/" + measurement, (long) i);
    }

    @Override
    public void write(String metric, String measurement, long i) {
      values.put(metric + "/" + measurement, i);
    }

    @Override
    public void write(String metric, String measurement, double d) {
      values.put(metric + "/" + measurement, d);
    }

    @Override
    public void close() {
    }
  }

  @Test
  void recordsWhatDbWrapperRecordsWithEachValuesWindowFromTheCallsOwnEndReading() throws Exception {
    Properties props = WindowedProps.in(dir);
    props.setProperty("latencytrackederrors", "NOT_FOUND");
    props.setProperty("db", ScriptedDB.class.getName());
    NotingClock clock = new NotingClock();
    ExtMeasurements measurements = MeasurementsInstaller.install(props, clock);
    try {
      MeasuredDB db = MeasuredDB.create(ScriptedDB.class.getName(), props, new Tracer.Builder("test").conf(HTraceConfiguration.fromMap(Map.of())).build());
      db.init();
      ScriptedDB binding = (ScriptedDB) db.delegate();
      binding.answers.addAll(List.of(Status.OK, Status.ERROR, Status.NOT_FOUND, Status.OK, Status.OK));
      List<Long> afterCall = new ArrayList<>();
      db.read("t", "k", null, new HashMap<>());
      afterCall.add(System.nanoTime());
      db.read("t", "k", null, new HashMap<>());
      afterCall.add(System.nanoTime());
      db.read("t", "k", null, new HashMap<>());
      afterCall.add(System.nanoTime());
      db.update("t", "k", new HashMap<>());
      afterCall.add(System.nanoTime());
      db.insert("t", "k", new HashMap<>());
      afterCall.add(System.nanoTime());
      db.cleanup();
      measurements.endRun();
      Collected exported = new Collected();
      measurements.exportMeasurements(exported);

      for (String name : List.of("READ", "READ-FAILED", "READ-NOT_FOUND", "UPDATE", "INSERT", "CLEANUP")) {
        assertEquals(1L, exported.values.get(name + "/Operations"), name + " " + exported.values);
      }
      assertEquals(1L, exported.values.get("READ/Return=OK"));
      assertEquals(1L, exported.values.get("READ/Return=ERROR"));
      assertEquals(1L, exported.values.get("READ/Return=NOT_FOUND"));
      // A name's first value converts its reading twice: to take the name's handle, and to record.
      List<Long> readings = new ArrayList<>(new LinkedHashSet<>(clock.converted));
      assertEquals(6, readings.size(), "one end reading per value (5 calls and cleanup): " + clock.converted);
      for (int i = 0; i < 5; i++) {
        long reading = readings.get(i);
        assertTrue(reading >= binding.returnedAt.get(i) && reading <= afterCall.get(i),
            "call " + i + ": the window's reading is taken after the binding returned, before the wrapper did");
      }
    } finally {
      measurements.close();
    }
  }

  @Test
  void callsFromAThreadOtherThanTheOneThatTookTheHandlesAreRecordedToo() throws Exception {
    Properties props = WindowedProps.in(dir);
    props.setProperty("db", ScriptedDB.class.getName());
    ExtMeasurements measurements = MeasurementsInstaller.install(props, new NotingClock());
    try {
      MeasuredDB db = MeasuredDB.create(ScriptedDB.class.getName(), props,
          new Tracer.Builder("test").conf(HTraceConfiguration.fromMap(Map.of())).build());
      ScriptedDB binding = (ScriptedDB) db.delegate();
      binding.answers.addAll(List.of(Status.OK, Status.ERROR, Status.OK, Status.ERROR));
      Thread client = new Thread(() -> {
        db.read("t", "k", null, new HashMap<>());
        db.read("t", "k", null, new HashMap<>());
      });
      client.start();
      client.join();
      db.read("t", "k", null, new HashMap<>()); // the handles were taken by the client thread
      db.read("t", "k", null, new HashMap<>());
      db.cleanup();
      measurements.endRun();
      Collected exported = new Collected();
      measurements.exportMeasurements(exported);
      assertEquals(2L, exported.values.get("READ/Operations"), exported.values.toString());
      assertEquals(2L, exported.values.get("READ-FAILED/Operations"));
      assertEquals(2L, exported.values.get("READ/Return=OK"));
      assertEquals(2L, exported.values.get("READ/Return=ERROR"));
      assertEquals(1L, exported.values.get("CLEANUP/Operations"));
    } finally {
      measurements.close();
    }
  }
}
