/*
 * Copyright (c) 2026 ycsb-ext contributors.
 * Licensed under the Apache License, Version 2.0 (http://www.apache.org/licenses/LICENSE-2.0).
 */
package site.ycsb.ext.measurements;

import java.io.Closeable;
import java.util.List;

/**
 * The measurements of one benchmark process, as installed by {@link MeasurementsInstaller#install}.
 *
 * <p>Thread-safety: {@link #close()} and {@link #warnings()} are called once, by the thread that runs the
 * benchmark, after every worker thread has finished and the summary was exported.
 */
public interface InstalledMeasurements extends Closeable {

  /** Writes what is still buffered (the last, partial window) and closes every output file. Never throws. */
  @Override
  void close();

  /** Problems the run should report (for example windows lost to a write failure); empty when none. */
  List<String> warnings();
}
