/*
 * Copyright (c) 2026 ycsb-ext contributors.
 * Licensed under the Apache License, Version 2.0 (http://www.apache.org/licenses/LICENSE-2.0).
 */
package site.ycsb.ext.report.input;

import java.io.IOException;
import java.io.InputStream;
import java.util.Arrays;

/**
 * The lines of a stream as byte ranges of one reused buffer, so reading a log allocates no string per line (a
 * 12-hour log has tens of thousands of lines of kilobytes each). Lines end as {@link java.io.BufferedReader#readLine}
 * ends them: at {@code \n}, {@code \r} or {@code \r\n}, and at the stream's end when bytes remain. The buffer starts
 * at 16 KiB and grows to the longest line. Not thread-safe; the range of a line is valid until the next
 * {@link #next()}.
 */
final class ByteLines implements AutoCloseable {

  private final InputStream in;
  private byte[] buf = new byte[1 << 14];
  /** The unread bytes are {@code buf[start, end)}. */
  private int start;
  private int end;
  private boolean eof;
  /** A {@code \r} ended the last line: a {@code \n} right after it belongs to it. */
  private boolean skipLf;
  private int from;
  private int to;

  /** @param in the stream, closed by {@link #close()} */
  ByteLines(InputStream in) {
    this.in = in;
  }

  /** Moves to the next line; false at the stream's end. */
  boolean next() throws IOException {
    int scan = start;
    while (true) {
      if (skipLf) {
        if (start < end) {
          if (buf[start] == '\n') {
            start++;
          }
          skipLf = false;
          scan = start;
        } else if (eof) {
          skipLf = false;
        } else {
          scan -= fill();
          continue;
        }
      }
      for (int i = scan; i < end; i++) {
        byte b = buf[i];
        if (b == '\n' || b == '\r') {
          from = start;
          to = i;
          skipLf = b == '\r';
          start = i + 1;
          return true;
        }
      }
      scan = end;
      if (eof) {
        if (start < end) {
          from = start;
          to = end;
          start = end;
          return true;
        }
        return false;
      }
      scan -= fill();
    }
  }

  /** The buffer holding the current line. */
  byte[] bytes() {
    return buf;
  }

  /** The current line's first byte in {@link #bytes()}. */
  int from() {
    return from;
  }

  /** The index after the current line's last byte (its terminator excluded). */
  int to() {
    return to;
  }

  /** Moves the unread bytes to the buffer's start (growing it when full) and reads more; returns the shift. */
  private int fill() throws IOException {
    int shift = start;
    if (start > 0) {
      System.arraycopy(buf, start, buf, 0, end - start);
      end -= start;
      start = 0;
    }
    if (end == buf.length) {
      buf = Arrays.copyOf(buf, 2 * buf.length);
    }
    int n = in.read(buf, end, buf.length - end);
    if (n < 0) {
      eof = true;
    } else {
      end += n;
    }
    return shift;
  }

  @Override
  public void close() throws IOException {
    in.close();
  }
}
