/*
 * Copyright (c) 2026 ycsb-ext contributors.
 * Licensed under the Apache License, Version 2.0 (http://www.apache.org/licenses/LICENSE-2.0).
 */
package site.ycsb.ext.report.bundle;

import java.io.PrintWriter;
import java.util.Locale;

/**
 * Counts files and bytes archived or extracted and, for big inputs, prints a line every {@value #STEP_MB} MB to
 * stderr ({@code bundle: 12 files, 512.0 MB}). Not thread-safe.
 */
class Progress {
  /** Bytes between two progress lines, in MB. */
  static final int STEP_MB = 64;
  /** A progress that counts nothing and prints nothing. */
  static final Progress NONE = new Progress(null, "");

  private final PrintWriter err;
  private final String verb;
  private long files;
  private long bytes;
  private long nextLineBytes = STEP_MB * 1024L * 1024L;

  Progress(PrintWriter err, String verb) {
    this.err = err;
    this.verb = verb;
  }

  void add(long n) {
    if (err == null) {
      return;
    }
    bytes += n;
    if (bytes >= nextLineBytes) {
      nextLineBytes += STEP_MB * 1024L * 1024L;
      err.println(String.format(Locale.ROOT, "%s: %d files, %.1f MB", verb, files, bytes / 1048576.0));
      err.flush();
    }
  }

  void fileDone() {
    if (err != null) {
      files++;
    }
  }
}
