/*
 * Copyright (c) 2026 ycsb-ext contributors.
 * Licensed under the Apache License, Version 2.0 (http://www.apache.org/licenses/LICENSE-2.0).
 */
package site.ycsb.ext.report.input;

import java.io.IOException;
import java.io.UncheckedIOException;
import java.nio.charset.Charset;
import java.nio.file.Files;
import java.nio.file.NoSuchFileException;
import java.nio.file.Path;
import site.ycsb.ext.report.ReportInputException;

/**
 * The line-by-line part of the window readers: opens the file, counts lines and bytes so that errors can name
 * the position, skips blank lines and hands every other line to {@link #parse}. Not thread-safe.
 */
abstract class LineWindowReader implements WindowReader {
  private final Path file;
  private final String kind;
  private final Charset charset;
  private final ByteLines in;
  private long lineNumber;
  private long byteOffset;
  private boolean lenient;
  private String cutNote;

  /**
   * @param file the log to read
   * @param kind what the file is, for messages ({@code interval log}, {@code window file})
   * @param charset its encoding
   */
  LineWindowReader(Path file, String kind, Charset charset) {
    this.file = file;
    this.kind = kind;
    this.charset = charset;
    try {
      this.in = new ByteLines(Files.newInputStream(file));
    } catch (NoSuchFileException e) {
      throw new ReportInputException(capitalized(kind) + " '" + file + "' does not exist");
    } catch (IOException e) {
      throw new ReportInputException("Cannot read " + kind + " '" + file + "': " + e.getMessage(), e);
    }
  }

  /**
   * Parses one non-blank line.
   *
   * @param lineStart the line's byte offset in the file, for {@link #corrupt}
   * @return the window it holds, or {@code null} for a line without one (a header)
   */
  abstract Window parse(String line, long lineStart);

  /**
   * Parses one non-blank line given as bytes of the reader's charset, {@code bytes[from, to)}; by default as the
   * string they spell. A reader may parse the bytes itself to spare the string.
   */
  Window parse(byte[] bytes, int from, int to, long lineStart) {
    return parse(new String(bytes, from, to - from, charset), lineStart);
  }

  @Override
  public final Window next() {
    while (true) {
      long lineStart = byteOffset;
      try {
        if (!in.next()) {
          return null;
        }
      } catch (IOException e) {
        throw new UncheckedIOException("Cannot read '" + file + "'", e);
      }
      lineNumber++;
      byte[] bytes = in.bytes();
      int from = in.from();
      int to = in.to();
      byteOffset += to - from + 1;
      if (blank(bytes, from, to)) {
        continue;
      }
      Window window;
      try {
        window = parse(bytes, from, to, lineStart);
      } catch (ReportInputException e) {
        if (lenient && lastLine()) {
          cutNote = file.getFileName() + " cut in its last line (line " + lineNumber + ", byte " + lineStart
              + "): read up to its last whole interval";
          return null;
        }
        throw e;
      }
      if (window != null) {
        return window;
      }
    }
  }

  /** As {@link String#isBlank()} of the line's text; a line with other than ASCII bytes is decoded to tell. */
  private boolean blank(byte[] bytes, int from, int to) {
    for (int i = from; i < to; i++) {
      if (bytes[i] < 0) {
        return new String(bytes, from, to - from, charset).isBlank();
      }
      if (!Character.isWhitespace(bytes[i])) {
        return false;
      }
    }
    return true;
  }

  /** Reads a log cut mid-line up to its last whole interval instead of failing on it. Default: false. */
  final void lenient(boolean lenient) {
    this.lenient = lenient;
  }

  /** True when nothing follows the line just read (consumes the next line, if any: the reader fails anyway then). */
  private boolean lastLine() {
    try {
      return !in.next();
    } catch (IOException e) {
      return false;
    }
  }

  @Override
  public final String cutNote() {
    return cutNote;
  }

  /** An error naming the file, the current line and its byte offset. */
  ReportInputException corrupt(long lineStart, String reason) {
    return new ReportInputException("Corrupt or truncated " + kind + " '" + file + "' at line " + lineNumber
        + " (byte " + lineStart + "): " + reason);
  }

  @Override
  public final Path file() {
    return file;
  }

  @Override
  public final void close() {
    try {
      in.close();
    } catch (IOException e) {
      // a failed close of a reader loses nothing
    }
  }

  private static String capitalized(String s) {
    return Character.toUpperCase(s.charAt(0)) + s.substring(1);
  }
}
