/*
 * Copyright (c) 2026 ycsb-ext contributors.
 * Licensed under the Apache License, Version 2.0 (http://www.apache.org/licenses/LICENSE-2.0).
 */
package site.ycsb.ext.measurements;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.nio.file.Path;
import java.util.Map;
import java.util.Properties;
import org.HdrHistogram.Histogram;
import org.apache.htrace.core.HTraceConfiguration;
import org.apache.htrace.core.Tracer;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import site.ycsb.DB;
import site.ycsb.DBFactory;
import site.ycsb.workloads.CoreWorkload;

/** Core's own workload and DBWrapper, unmodified, record into the installed periodic histograms. */
class CoreWorkloadRunTest {

  @TempDir
  Path dir;

  @Test
  void coreWorkloadThroughDbWrapperFillsBothFilesPerOperation() throws Exception {
    Properties props = CollectingExporter.properties("measurementtype", "hdrhistogram+periodichistogram",
        "periodichistogram.interval", "0.05", "periodichistogram.output.path", dir + "/run-1/",
        "recordcount", "100", "operationcount", "2000", "readproportion", "0.5", "updateproportion", "0.5",
        "basicdb.verbose", "false");
    ExtMeasurements m = MeasurementsInstaller.install(props, WindowClock.SYSTEM);

    CoreWorkload workload = new CoreWorkload();
    workload.init(props);
    Tracer tracer = new Tracer.Builder("test").conf(HTraceConfiguration.EMPTY).build();
    DB db = DBFactory.newDB("site.ycsb.BasicDB", props, tracer);
    db.init();
    Object state = workload.initThread(props, 0, 1);
    for (int i = 0; i < 2000; i++) {
      assertTrue(workload.doTransaction(db, state));
    }
    db.cleanup();
    Map<String, Number> exported = CollectingExporter.export(m);
    m.close();

    long reads = exported.get("READ/Operations").longValue();
    long updates = exported.get("UPDATE/Operations").longValue();
    assertEquals(2000, reads + updates);
    assertEquals(reads, exported.get("READ/Return=OK"));
    assertEquals(reads, RunFiles.hlog(dir.resolve("run-1/READ.hlog")).stream()
        .mapToLong(Histogram::getTotalCount).sum());
    assertEquals(updates, RunFiles.json(dir.resolve("run-1/UPDATE.json")).stream()
        .mapToLong(RunFiles.ForkLine::count).sum());
    assertEquals(1, RunFiles.hlog(dir.resolve("run-1/CLEANUP.hlog")).stream()
        .mapToLong(Histogram::getTotalCount).sum(), "DBWrapper measures cleanup once");
  }
}
