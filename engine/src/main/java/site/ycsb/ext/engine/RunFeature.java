/*
 * Copyright (c) 2026 ycsb-ext contributors.
 * Licensed under the Apache License, Version 2.0 (http://www.apache.org/licenses/LICENSE-2.0).
 */
package site.ycsb.ext.engine;

import java.io.IOException;
import java.util.List;
import java.util.Properties;
import site.ycsb.ext.contract.Manifest;
import site.ycsb.measurements.exporter.MeasurementsExporter;

/**
 * One capability of a run (late start, client load, events, ...) hooked to the phases {@link Benchmark} already has;
 * every hook does nothing unless the feature needs it. {@link RunFeatures} lists the features and calls each hook on
 * all of them in that order, which is also the order of their warnings in the manifest and their lines on stderr.
 *
 * <p>Thread-safety: every hook but {@link #statusLine} is called from the run's main thread, once, in the order
 * declared here; {@link #statusLine} runs on the status thread while the clients run. A feature that shares state
 * between the two guards it.
 */
interface RunFeature {

  /**
   * Check: refuses this feature's invalid properties before anything is installed or written (the output directory
   * included), so a refused run leaves nothing behind. Called before {@link #prepare}.
   *
   * @param props the run's properties
   * @throws site.ycsb.ext.contract.BadInputException naming the property, the value and the valid values
   */
  default void check(Properties props) {
  }

  /**
   * Prepare: reads and checks this feature's properties, once the measurements are installed and before any client
   * thread starts.
   *
   * @throws site.ycsb.ext.contract.BadInputException naming the property, the value and the valid values
   */
  default void prepare(RunContext run) {
  }

  /**
   * The run started: its operations start now (or would have, when {@code operationsRun} is false because an init
   * failed or a stop signal came).
   *
   * @param startMs the run's start, epoch milliseconds
   * @param operationsRun whether the client threads run their operations
   */
  default void started(long startMs, boolean operationsRun) {
  }

  /** Before each status line, on the status thread (only when status lines run). */
  default void statusLine() {
  }

  /**
   * The client threads ended (or were given up on); the run's end is taken after this hook, so the time spent here
   * counts as run time.
   *
   * @param workers every client thread's worker, by thread id
   */
  default void clientsEnded(List<ClientWorker> workers) {
  }

  /** The run's end was taken (its last window closed): nothing of the run happens after this. */
  default void runEnded() {
  }

  /** Export: writes this feature's lines of the summary, after core's GC lines (only when every init succeeded). */
  default void export(MeasurementsExporter exporter) throws IOException {
  }

  /**
   * Record: writes this feature's section of the manifest (only when the run has an output prefix); may add the files
   * it wrote with {@link Manifest.Builder#files}, which reads them.
   */
  default void record(Manifest.Builder manifest) throws IOException {
  }

  /** The lines this feature prints on stderr at the very end of the run, after the failure causes; none by default. */
  default List<String> lines() {
    return List.of();
  }
}
