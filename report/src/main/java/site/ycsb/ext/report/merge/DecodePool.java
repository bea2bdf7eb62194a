/*
 * Copyright (c) 2026 ycsb-ext contributors.
 * Licensed under the Apache License, Version 2.0 (http://www.apache.org/licenses/LICENSE-2.0).
 */
package site.ycsb.ext.report.merge;

import java.util.concurrent.ExecutorService;
import java.util.concurrent.Executors;
import site.ycsb.ext.report.input.WindowReader;

/**
 * The threads that decode a run's logs ahead of its merge, one per core, shared by every log: each log is read a batch
 * of windows ahead ({@link ReadAhead}), so the merge of even one operation uses every core. The windows held ahead are
 * bounded whatever the number of logs: a batch is {@value #WINDOWS_AHEAD} windows over the number of logs (at least
 * {@value #MIN_BATCH}, at most {@value #MAX_BATCH}), and a log holds at most two batches. Thread-safe; closing it
 * stops its threads (the logs' readers are closed by their owner).
 */
final class DecodePool implements AutoCloseable {

  /** The windows read ahead over all logs, before the per-log bounds. */
  static final int WINDOWS_AHEAD = 256;
  static final int MIN_BATCH = 1;
  static final int MAX_BATCH = 32;

  private final ExecutorService pool;
  private final int batchSize;

  /**
   * @param logs the logs the run's merge reads (sets the batch size)
   */
  DecodePool(int logs) {
    this.batchSize = batchSize(logs);
    this.pool = Executors.newFixedThreadPool(Runtime.getRuntime().availableProcessors(), r -> {
      Thread t = new Thread(r, "report-decode");
      t.setDaemon(true);
      return t;
    });
  }

  /** Windows per batch for this many logs. */
  static int batchSize(int logs) {
    return Math.max(MIN_BATCH, Math.min(MAX_BATCH, WINDOWS_AHEAD / Math.max(1, logs)));
  }

  /** The reader, read ahead on this pool (the result takes it over: close the result). */
  WindowReader ahead(WindowReader reader) {
    return new ReadAhead(reader, pool, batchSize);
  }

  @Override
  public void close() {
    pool.shutdownNow();
  }
}
