/*
 * Copyright (c) 2026 ycsb-ext contributors.
 * Licensed under the Apache License, Version 2.0 (http://www.apache.org/licenses/LICENSE-2.0).
 */
package site.ycsb.ext.report.input;

import java.io.Closeable;
import java.nio.file.Path;
import site.ycsb.ext.report.ReportInputException;

/**
 * Reads the windows of one operation log in file order. Not thread-safe: one reader per thread.
 */
public interface WindowReader extends Closeable {

  /**
   * The next window, or {@code null} at the end of the log. Its histogram may be reused by the following call.
   *
   * @throws ReportInputException when the log is truncated or corrupt, naming the file and position
   */
  Window next();

  /** The file being read, for messages. */
  Path file();

  /** The bucket layout of the windows read so far, {@link BucketLayout#EXACT} for HdrHistogram logs. */
  BucketLayout layout();

  /**
   * Why reading stopped before the end of the file, or {@code null}: set when a lenient reader met a last line cut
   * mid-line (a killed run) and read up to the last whole interval instead of failing.
   */
  default String cutNote() {
    return null;
  }

  /**
   * Makes the counts of every window read from now on the caller's own: the next call no longer reuses them, so a
   * window may be handed to another thread. Costs one counts object per window. Returns this reader.
   */
  default WindowReader ownCounts() {
    return this;
  }

  /**
   * Hands back the counts of a window read after {@link #ownCounts} that the caller no longer uses: the reader may
   * fill them again for a later window instead of allocating new ones. Does nothing by default.
   */
  default void reuse(LatencyCounts spent) {
  }

  @Override
  void close();

  /**
   * Opens the reader that fits the file's extension: the fork's {@code .json}, else an interval log.
   *
   * @param gridMs the log's window length in ms when known (from the run's manifest), else 0
   * @param lenient read a log whose last line is cut mid-line up to its last whole interval (see {@link #cutNote})
   *     instead of failing
   */
  static WindowReader open(Path file, long gridMs, boolean lenient) {
    String name = file.getFileName().toString();
    LineWindowReader reader = name.endsWith(".json") ? new ForkJsonWindowReader(file, gridMs)
        : new HlogWindowReader(file, gridMs);
    reader.lenient(lenient);
    return reader;
  }
}
