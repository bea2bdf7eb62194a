/*
 * Copyright (c) 2026 ycsb-ext contributors.
 * Licensed under the Apache License, Version 2.0 (http://www.apache.org/licenses/LICENSE-2.0).
 */
package site.ycsb.ext.measurements;

import java.io.Closeable;
import java.nio.file.Path;
import java.util.List;

/**
 * The measurements of one benchmark process, as installed by {@link MeasurementsInstaller#install}.
 *
 * <p>A run's windows lie inside the run: {@link #startRun} marks its start (no window starts before it),
 * {@link #endRun} its end (no window ends after it). Without {@link #startRun}, the run starts at installation.
 *
 * <p>Thread-safety: {@link #startRun} and {@link #endRun} from the thread that runs the benchmark, before the first
 * and after the last operation; {@link #close()}, {@link #warnings()} and {@link #outputFiles()} once, by that
 * thread, after every worker thread has finished and the summary was exported.
 */
public interface InstalledMeasurements extends Closeable {

  /**
   * Marks the run's start: the first window of every operation starts no earlier.
   *
   * @param epochMs the run's start, epoch milliseconds
   */
  void startRun(long epochMs);

  /**
   * Ends the run now: windows closed from here on end no later than the returned instant, and the last window of
   * every operation ends exactly there when the summary is exported.
   *
   * @return the run's end, epoch milliseconds (the wall clock the windows follow)
   */
  long endRun();

  /** The window length, milliseconds; 0 for core's measurement types, which write no windows. */
  long windowMs();

  /** The files the run wrote (the periodic logs of every operation), in name order; empty for core's types. */
  List<Path> outputFiles();

  /** Writes what is still buffered (the last, partial window) and closes every output file. Never throws. */
  @Override
  void close();

  /** Problems the run should report (for example windows lost to a write failure); empty when none. */
  List<String> warnings();
}
