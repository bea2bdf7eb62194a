/*
 * Copyright (c) 2026 ycsb-ext contributors.
 * Licensed under the Apache License, Version 2.0 (http://www.apache.org/licenses/LICENSE-2.0).
 */
package site.ycsb.ext.engine;

import java.io.FileOutputStream;
import java.io.FilterOutputStream;
import java.io.IOException;
import java.io.OutputStream;
import java.lang.reflect.Constructor;
import java.lang.reflect.InvocationTargetException;
import java.util.Map;
import java.util.TreeMap;
import site.ycsb.Utils;
import site.ycsb.ext.contract.Manifest;
import site.ycsb.measurements.Measurements;
import site.ycsb.measurements.exporter.MeasurementsExporter;

/**
 * The run's summary in core's format and order, through the chosen exporter to {@code exportfile} or stdout: the
 * overall lines (run time in ms, throughput in operations per second), core's GC lines, the features' lines and the
 * measurements; the lines also go to the manifest. A failed export is one of the run's failures, never thrown. Main
 * thread only, once.
 */
final class SummaryExport {
  private final Constructor<? extends MeasurementsExporter> exporterType;
  private final RunContext run;

  SummaryExport(Constructor<? extends MeasurementsExporter> exporterType, RunContext run) {
    this.exporterType = exporterType;
    this.run = run;
  }

  /**
   * Writes the summary.
   *
   * @param operations the operations attempted
   * @param successes the operations that succeeded
   * @param runtimeMs the run's length, milliseconds, at least 1
   * @param manifest receives the summary's lines
   */
  void write(long operations, long successes, long runtimeMs, RunFeatures features, Manifest.Builder manifest) {
    String exportFile = run.settings().exportFile().orElse(null);
    try (OutputStream out = exportFile == null ? new NonClosingStream(System.out) : new FileOutputStream(exportFile);
         RecordingExporter exporter = new RecordingExporter(exporterType.newInstance(out))) {
      exporter.write("OVERALL", "RunTime(ms)", runtimeMs);
      exporter.write("OVERALL", "Throughput(ops/sec)", 1000.0 * operations / runtimeMs);
      exporter.write("OVERALL", "Successful Throughput(ops/sec)", 1000.0 * successes / runtimeMs);
      writeGc(exporter, runtimeMs);
      features.export(exporter);
      Measurements.getMeasurements().exportMeasurements(exporter);
      manifest.summary.addAll(exporter.lines());
    } catch (IOException | ReflectiveOperationException | RuntimeException e) {
      run.failures().add("Export of the summary failed" + (exportFile == null ? "" : " (exportfile=" + exportFile
          + ")") + ": " + RunFailures.describe(e instanceof InvocationTargetException ? e.getCause() : e));
    }
  }

  /** Core's GC lines: count, time (ms) and share of the run time (%) per collector, then their totals. */
  private static void writeGc(MeasurementsExporter exporter, long runtimeMs) throws IOException {
    long gcCount = 0;
    long gcMs = 0;
    for (Map.Entry<String, Long[]> gc : new TreeMap<>(Utils.getGCStatst()).entrySet()) {
      String name = gc.getKey().replace(' ', '_');
      exporter.write("TOTAL_GCS_" + name, "Count", gc.getValue()[0]);
      exporter.write("TOTAL_GC_TIME_" + name, "Time(ms)", gc.getValue()[1]);
      exporter.write("TOTAL_GC_TIME_%_" + name, "Time(%)", 100.0 * gc.getValue()[1] / runtimeMs);
      gcCount += gc.getValue()[0];
      gcMs += gc.getValue()[1];
    }
    exporter.write("TOTAL_GCs", "Count", gcCount);
    exporter.write("TOTAL_GC_TIME", "Time(ms)", gcMs);
    exporter.write("TOTAL_GC_TIME_%", "Time(%)", 100.0 * gcMs / runtimeMs);
  }

  /** Lets an exporter close its writer without closing {@code System.out}. */
  private static final class NonClosingStream extends FilterOutputStream {
    NonClosingStream(OutputStream out) {
      super(out);
    }

    @Override
    public void write(byte[] b, int off, int len) throws IOException {
      out.write(b, off, len);
    }

    @Override
    public void close() throws IOException {
      flush();
    }
  }
}
