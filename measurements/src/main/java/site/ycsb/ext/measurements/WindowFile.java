/*
 * Copyright (c) 2026 ycsb-ext contributors.
 * Licensed under the Apache License, Version 2.0 (http://www.apache.org/licenses/LICENSE-2.0).
 */
package site.ycsb.ext.measurements;

import java.io.BufferedOutputStream;
import java.io.ByteArrayOutputStream;
import java.io.FileOutputStream;
import java.io.IOException;
import java.io.OutputStream;
import java.nio.file.Path;
import java.time.Instant;
import org.slf4j.Logger;
import org.slf4j.LoggerFactory;

/**
 * One output file that receives one block of text per window, buffered and flushed once per window. It is opened at
 * the first window. The first failure to open, write or flush is logged once; from then on the file takes no more
 * writes (a half-written line must stay the last one) and every window offered to it is counted as lost.
 *
 * <p>Not thread-safe: used by the window thread, or by the exporting thread under the same lock.
 */
final class WindowFile {

  private static final Logger LOG = LoggerFactory.getLogger(WindowFile.class);
  private static final int BUFFER_BYTES = 64 * 1024;

  private final Path path;
  private final byte[] header;
  private OutputStream out;
  private String failure;
  private long lostWindows;
  private long firstLostStartMs;
  private long lastLostEndMs;

  /**
   * @param path the file; created or truncated at the first window
   * @param header written before the first window (e.g. the log header), may be empty
   */
  WindowFile(Path path, byte[] header) {
    this.path = path;
    this.header = header.clone();
  }
  /** The file's path. */
  Path path() {
    return path;
  }


  /**
   * Writes one window's text and flushes it; never throws.
   *
   * @param text the window's text
   * @param startMs the window's start, epoch milliseconds (for the lost-window report)
   * @param endMs the window's end, epoch milliseconds
   * @return true when the window reached the file
   */
  boolean write(ByteArrayOutputStream text, long startMs, long endMs) {
    if (failure == null) {
      try {
        if (out == null) {
          out = new BufferedOutputStream(new FileOutputStream(path.toFile()), BUFFER_BYTES);
          out.write(header);
        }
        text.writeTo(out);
        out.flush();
        return true;
      } catch (IOException | RuntimeException e) {
        failure = e.getClass().getSimpleName() + (e.getMessage() == null ? "" : ": " + e.getMessage());
        LOG.warn("Cannot write {} ({}); this and every later window of this file are lost, the run goes on",
            path, failure);
        closeQuietly();
      }
    }
    if (lostWindows == 0) {
      firstLostStartMs = startMs;
    }
    lostWindows++;
    lastLostEndMs = endMs;
    return false;
  }

  /** Number of windows that did not reach the file. */
  long lostWindows() {
    return lostWindows;
  }

  /** One line naming the file, the lost windows and the cause; {@code null} when none was lost. */
  String lostWindowsDescription() {
    if (lostWindows == 0) {
      return null;
    }
    return path.getFileName() + ": " + lostWindows + " window" + (lostWindows == 1 ? "" : "s") + " lost, from "
        + Instant.ofEpochMilli(firstLostStartMs) + " to " + Instant.ofEpochMilli(lastLostEndMs) + " (" + failure
        + ")";
  }

  /** Flushes and closes the file; a failure here is logged and reported as a lost final window. Never throws. */
  void close() {
    if (out == null) {
      return;
    }
    try {
      out.close();
    } catch (IOException e) {
      if (failure == null) {
        failure = e.getClass().getSimpleName() + (e.getMessage() == null ? "" : ": " + e.getMessage());
        LOG.warn("Cannot close {} ({})", path, failure);
      }
    }
    out = null;
  }

  private void closeQuietly() {
    if (out == null) {
      return;
    }
    try {
      out.close();
    } catch (IOException e) {
      // already failed: the first cause is the one reported
    }
    out = null;
  }
}
