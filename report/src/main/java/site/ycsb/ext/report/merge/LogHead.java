/*
 * Copyright (c) 2026 ycsb-ext contributors.
 * Licensed under the Apache License, Version 2.0 (http://www.apache.org/licenses/LICENSE-2.0).
 */
package site.ycsb.ext.report.merge;

import site.ycsb.ext.report.input.Window;
import site.ycsb.ext.report.input.WindowReader;

/** One host's reader of one operation log, with its next window (null at the log's end). Used by one thread. */
final class LogHead {
  final int host;
  final WindowReader reader;
  Window window;

  /**
   * @param host the host's index in the run
   * @param reader the reader of its log
   */
  LogHead(int host, WindowReader reader) {
    this.host = host;
    this.reader = reader;
  }

  /** Reads the next window into {@link #window}. */
  void advance() {
    window = reader.next();
  }
}
