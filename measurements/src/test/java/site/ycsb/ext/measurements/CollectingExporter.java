/*
 * Copyright (c) 2026 ycsb-ext contributors.
 * Licensed under the Apache License, Version 2.0 (http://www.apache.org/licenses/LICENSE-2.0).
 */
package site.ycsb.ext.measurements;

import java.io.IOException;
import java.util.LinkedHashMap;
import java.util.Map;
import java.util.Properties;
import site.ycsb.measurements.Measurements;
import site.ycsb.measurements.exporter.MeasurementsExporter;

/** Test helpers: an exporter that keeps every {@code [metric], measurement, value} in order, keyed {@code metric/measurement}; properties from pairs. */
final class CollectingExporter implements MeasurementsExporter {
  final Map<String, Number> values = new LinkedHashMap<>();

  /** Everything {@code measurements} exports, keyed {@code metric/measurement}. */
  static Map<String, Number> export(Measurements measurements) throws IOException {
    CollectingExporter exporter = new CollectingExporter();
    measurements.exportMeasurements(exporter);
    return exporter.values;
  }

  /** Properties from {@code name, value, name, value, ...}. */
  static Properties properties(String... pairs) {
    Properties props = new Properties();
    for (int i = 0; i < pairs.length; i += 2) {
      props.setProperty(pairs[i], pairs[i + 1]);
    }
    return props;
  }

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
