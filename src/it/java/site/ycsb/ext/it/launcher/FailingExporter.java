/*
 * Copyright (c) 2026 ycsb-ext contributors.
 * Licensed under the Apache License, Version 2.0 (http://www.apache.org/licenses/LICENSE-2.0).
 */
package site.ycsb.ext.it.launcher;

import java.io.IOException;
import java.io.OutputStream;
import site.ycsb.measurements.exporter.TextMeasurementsExporter;

/** An exporter whose output device fails after the first lines, like a full disk. */
public class FailingExporter extends TextMeasurementsExporter {
  private int lines;

  public FailingExporter(OutputStream out) {
    super(out);
  }

  @Override
  public void write(String metric, String measurement, long i) throws IOException {
    if (++lines > 3) {
      throw new IOException("No space left on device (test)");
    }
    super.write(metric, measurement, i);
  }
}
