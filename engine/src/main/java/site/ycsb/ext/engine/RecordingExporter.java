/*
 * Copyright (c) 2026 ycsb-ext contributors.
 * Licensed under the Apache License, Version 2.0 (http://www.apache.org/licenses/LICENSE-2.0).
 */
package site.ycsb.ext.engine;

import java.io.IOException;
import java.util.ArrayList;
import java.util.List;
import site.ycsb.ext.contract.Manifest;
import site.ycsb.measurements.exporter.MeasurementsExporter;

/**
 * Passes every summary line to the user's exporter and keeps a copy for the run manifest. Not thread-safe (the
 * export runs on one thread).
 */
final class RecordingExporter implements MeasurementsExporter {

  private final MeasurementsExporter delegate;
  private final List<Manifest.Metric> lines = new ArrayList<>();

  RecordingExporter(MeasurementsExporter delegate) {
    this.delegate = delegate;
  }

  List<Manifest.Metric> lines() {
    return lines;
  }

  @Override
  public void write(String metric, String measurement, int i) throws IOException {
    lines.add(new Manifest.Metric(metric, measurement, i));
    delegate.write(metric, measurement, i);
  }

  @Override
  public void write(String metric, String measurement, long i) throws IOException {
    lines.add(new Manifest.Metric(metric, measurement, i));
    delegate.write(metric, measurement, i);
  }

  @Override
  public void write(String metric, String measurement, double d) throws IOException {
    lines.add(new Manifest.Metric(metric, measurement, d));
    delegate.write(metric, measurement, d);
  }

  @Override
  public void close() throws IOException {
    delegate.close();
  }
}
