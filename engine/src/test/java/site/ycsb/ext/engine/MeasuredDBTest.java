/*
 * Copyright (c) 2026 ycsb-ext contributors.
 * Licensed under the Apache License, Version 2.0 (http://www.apache.org/licenses/LICENSE-2.0).
 */
package site.ycsb.ext.engine;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNull;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.nio.file.Path;
import java.util.HashMap;
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
import site.ycsb.ext.measurements.MeasurementsInstaller;
import site.ycsb.ext.measurements.WindowClock;
import site.ycsb.measurements.exporter.MeasurementsExporter;

/**
 * {@link MeasuredDB} records what core's {@code DBWrapper} records, under the same names, with our periodic
 * measurements (the end read once) and with core's.
 */
class MeasuredDBTest {

  @TempDir
  Path dir;

  /** Reads take at least 2 ms and succeed; updates fail with NOT_FOUND; deletes with ERROR. */
  public static final class ScriptedDB extends DB {
    @Override
    public Status read(String table, String key, Set<String> fields, Map<String, ByteIterator> result) {
      long until = System.nanoTime() + 2_000_000L;
      while (System.nanoTime() - until < 0) {
        Thread.onSpinWait();
      }
      return Status.OK;
    }

    @Override
    public Status scan(String table, String startkey, int recordcount, Set<String> fields,
        java.util.Vector<HashMap<String, ByteIterator>> result) {
      return Status.OK;
    }

    @Override
    public Status update(String table, String key, Map<String, ByteIterator> values) {
      return Status.NOT_FOUND;
    }

    @Override
    public Status insert(String table, String key, Map<String, ByteIterator> values) {
      return Status.OK;
    }

    @Override
    public Status delete(String table, String key) {
      return Status.ERROR;
    }
  }

  private Map<String, Number> run(String... pairs) throws Exception {
    Properties props = new Properties();
    for (int i = 0; i < pairs.length; i += 2) {
      props.setProperty(pairs[i], pairs[i + 1]);
    }
    ExtMeasurements measurements = MeasurementsInstaller.install(props, WindowClock.SYSTEM);
    try {
      DB binding = new ScriptedDB();
      binding.setProperties(props);
      MeasuredDB db = new MeasuredDB(binding, new Tracer.Builder("test").conf(HTraceConfiguration.EMPTY).build());
      db.init();
      for (int i = 0; i < 3; i++) {
        db.read("t", "k", null, new HashMap<>());
      }
      db.update("t", "k", new HashMap<>());
      db.delete("t", "k");
      db.cleanup();
      Map<String, Number> exported = new TreeMap<>();
      measurements.exportMeasurements(new MeasurementsExporter() {
        @Override
        public void write(String metric, String measurement, int i) {
          exported.put(metric + "/" + measurement, i);
        }

        @Override
        public void write(String metric, String measurement, long i) {
          exported.put(metric + "/" + measurement, i);
        }

        @Override
        public void write(String metric, String measurement, double d) {
          exported.put(metric + "/" + measurement, d);
        }

        @Override
        public void close() {
        }
      });
      return exported;
    } finally {
      measurements.close();
    }
  }

  private void assertRecordedAsCoreNamesThem(Map<String, Number> exported) {
    assertEquals(3L, exported.get("READ/Operations").longValue(), exported.toString());
    assertTrue(exported.get("READ/MinLatency(us)").longValue() >= 2000, exported.toString());
    assertEquals(3L, exported.get("READ/Return=OK").longValue());
    assertEquals(1L, exported.get("UPDATE-NOT_FOUND/Operations").longValue(), "a tracked error has its own name");
    assertEquals(1L, exported.get("UPDATE/Return=NOT_FOUND").longValue(), "the status counts under the operation");
    assertEquals(1L, exported.get("DELETE-FAILED/Operations").longValue(), "an untracked error is -FAILED");
    assertEquals(1L, exported.get("DELETE/Return=ERROR").longValue());
    assertEquals(1L, exported.get("CLEANUP/Operations").longValue());
    assertNull(exported.get("CLEANUP/Return=OK"), "cleanup is timed, its status not counted, as in DBWrapper");
  }

  @Test
  void ourPeriodicMeasurementsGetTheLatenciesNamesAndStatusesCoresWrapperGives() throws Exception {
    assertRecordedAsCoreNamesThem(run("measurementtype", "hdrhistogram+periodichistogram",
        "periodichistogram.interval", "1", "periodichistogram.output.path", dir + "/out/",
        "latencytrackederrors", "NOT_FOUND"));
  }

  @Test
  void coresOwnMeasurementTypesGetThemToo() throws Exception {
    assertRecordedAsCoreNamesThem(run("measurementtype", "hdrhistogram", "latencytrackederrors", "NOT_FOUND"));
  }

  @Test
  void reportLatencyForEachErrorNamesEveryFailureByItsStatus() throws Exception {
    Map<String, Number> exported = run("measurementtype", "hdrhistogram", "reportlatencyforeacherror", "true");
    assertEquals(1L, exported.get("DELETE-ERROR/Operations").longValue(), exported.toString());
    assertEquals(1L, exported.get("UPDATE-NOT_FOUND/Operations").longValue());
  }
}
