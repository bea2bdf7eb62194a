/*
 * Copyright (c) 2026 ycsb-ext contributors.
 * Licensed under the Apache License, Version 2.0 (http://www.apache.org/licenses/LICENSE-2.0).
 */
package site.ycsb.ext.measurements;

import java.util.LinkedHashMap;
import java.util.Map;
import site.ycsb.measurements.exporter.MeasurementsExporter;

/** An exporter that keeps every {@code [metric], measurement, value} in order, keyed {@code metric/measurement}. */
final class CollectingExporter implements MeasurementsExporter {
  final Map<String, Number> values = new LinkedHashMap<>();

  @Override
  public void write(String metric, String measurement, int i) {
    values.put(metric + "/" + measurement, i);
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
