/*
 * Copyright (c) 2026 ycsb-ext contributors.
 * Licensed under the Apache License, Version 2.0 (http://www.apache.org/licenses/LICENSE-2.0).
 */
package site.ycsb.ext.report.input;

import java.io.BufferedReader;
import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.Base64;
import java.util.regex.Matcher;
import java.util.regex.Pattern;

/**
 * Reads an HdrHistogram interval log ({@code HistogramLogWriter} format: {@code #[StartTime: ...]},
 * {@code #[BaseTime: ...]}, a legend line, then {@code [Tag=OP,]start,length,max,base64} lines) one window at a time.
 * Timestamps are made absolute the way {@code HistogramLogReader} does: base time plus timestamp when a base time is
 * given, else start time plus timestamp when the timestamps look relative. It parses lines itself, rather than through
 * {@code HistogramLogReader}, so that a truncated or corrupt line is reported with its file, line and byte offset.
 * Not thread-safe.
 */
final class HlogWindowReader extends LineWindowReader {

  /** Timestamps below this many seconds (about 1 year) are relative to the log's start time. */
  private static final double RELATIVE_LIMIT_SEC = 365.0 * 24 * 3600;

  /** The measurements module's header comment: {@code ... windows of 1000 ms on the wall-clock grid ...}. */
  private static final Pattern GRID = Pattern.compile("windows of (\\d{1,12}) ms on the wall-clock grid");

  /** Header lines read at most when looking for the grid comment. */
  private static final int HEADER_LINES = 16;

  private double startTimeSec = Double.NaN;
  private double baseTimeSec = Double.NaN;
  private long previousStartMs = Long.MIN_VALUE;
  private final WindowAligner aligner;
  private final HistogramDecoder decoder = new HistogramDecoder();
  /** The decoded bytes of the line being read (reused). */
  private byte[] raw = new byte[1 << 12];

  /**
   * @param file the log
   * @param gridMs its window length in ms when known from the run's manifest, else 0 (the header may state it)
   */
  HlogWindowReader(Path file, long gridMs) {
    super(file, "interval log", StandardCharsets.ISO_8859_1);
    aligner = new WindowAligner(gridMs);
  }

  /**
   * True when the log's header states the wall-clock grid the way the measurements module writes it: the mark of a
   * log written by ycsb-ext (core's {@code .hdr} and other tools' interval logs have no such comment).
   */
  static boolean statesGrid(Path file) {
    try (BufferedReader in = Files.newBufferedReader(file, StandardCharsets.ISO_8859_1)) {
      for (int i = 0; i < HEADER_LINES; i++) {
        String line = in.readLine();
        if (line == null || !line.startsWith("#")) {
          return false;
        }
        if (GRID.matcher(line).find()) {
          return true;
        }
      }
      return false;
    } catch (IOException e) {
      return false;
    }
  }

  @Override
  Window parse(byte[] bytes, int from, int to, long lineStart) {
    Window w = bytes[from] == '#' || bytes[from] == '"' ? null : fastWindow(bytes, from, to, lineStart);
    return w != null ? w : parse(text(bytes, from, to), lineStart);
  }

  @Override
  Window parse(String line, long lineStart) {
    if (line.startsWith("#")) {
      header(line, lineStart);
      return null;
    }
    if (line.startsWith("\"StartTimestamp\"")) {
      return null;
    }
    return window(line, lineStart);
  }

  private void header(String line, long lineStart) {
    Matcher grid = GRID.matcher(line);
    if (grid.find()) {
      aligner.grid(Long.parseLong(grid.group(1)));
    } else if (line.startsWith("#[StartTime:")) {
      startTimeSec = leadingNumber(line.substring("#[StartTime:".length()), lineStart);
    } else if (line.startsWith("#[BaseTime:")) {
      baseTimeSec = leadingNumber(line.substring("#[BaseTime:".length()), lineStart);
    }
  }

  private double leadingNumber(String rest, long lineStart) {
    String token = rest.trim().split("[ \\]]", 2)[0];
    try {
      return Double.parseDouble(token);
    } catch (NumberFormatException e) {
      throw corrupt(lineStart, "header time '" + token + "' is not a number");
    }
  }

  private Window window(String line, long lineStart) {
    String body = line;
    if (body.startsWith("Tag=")) {
      int comma = body.indexOf(',');
      if (comma < 0) {
        throw corrupt(lineStart, "truncated interval line (tag only)");
      }
      body = body.substring(comma + 1);
    }
    String[] fields = body.split(",", -1);
    if (fields.length != 4) {
      throw corrupt(lineStart, "truncated or malformed interval line (expected start,length,max,histogram; found "
          + fields.length + " field" + (fields.length == 1 ? "" : "s") + ")");
    }
    double startSec;
    double lengthSec;
    try {
      startSec = Double.parseDouble(fields[0]);
      lengthSec = Double.parseDouble(fields[1]);
      Double.parseDouble(fields[2]);
    } catch (NumberFormatException e) {
      throw corrupt(lineStart, "interval start, length or max is not a number");
    }
    return place(startSec, lengthSec, decode(fields[3], lineStart), lineStart);
  }

  /**
   * An interval line read from its bytes without a string: the tag, start, length and max fields, then the histogram
   * decoded through reused buffers. {@code null} for anything irregular (a header, a malformed field, Base64 other than
   * padded standard, an encoding that does not decode): the line is then parsed as text, which says what is wrong.
   */
  private Window fastWindow(byte[] b, int from, int to, long lineStart) {
    int body = from;
    if (to - from >= 4 && b[from] == 'T' && b[from + 1] == 'a' && b[from + 2] == 'g' && b[from + 3] == '=') {
      body = indexOf(b, from, to, (byte) ',') + 1;
      if (body == 0) {
        return null;
      }
    }
    int c1 = indexOf(b, body, to, (byte) ',');
    int c2 = c1 < 0 ? -1 : indexOf(b, c1 + 1, to, (byte) ',');
    int c3 = c2 < 0 ? -1 : indexOf(b, c2 + 1, to, (byte) ',');
    // a fifth field would put a comma in the histogram's text, which Base64Span refuses (the line then goes the slow way)
    if (c3 < 0 || c3 + 1 >= to) {
      return null;
    }
    double startSec;
    double lengthSec;
    try {
      startSec = number(b, body, c1);
      lengthSec = number(b, c1 + 1, c2);
      number(b, c2 + 1, c3);
    } catch (NumberFormatException e) {
      return null;
    }
    int max = Base64Span.maxDecoded(to - c3 - 1);
    if (raw.length < max) {
      raw = new byte[Math.max(max, 2 * raw.length)];
    }
    int n = Base64Span.decode(b, c3 + 1, to, raw);
    if (n < 0) {
      return null;
    }
    LatencyCounts histogram;
    try {
      histogram = decoder.decode(raw, n);
    } catch (Exception | AssertionError e) {
      return null;
    }
    return place(startSec, lengthSec, histogram, lineStart);
  }

  /** The number in {@code b[from, to)}, as {@link Double#parseDouble} reads its text. */
  private static double number(byte[] b, int from, int to) {
    double plain = DecimalSpan.parse(b, from, to);
    return Double.isNaN(plain) ? Double.parseDouble(text(b, from, to)) : plain;
  }

  private static int indexOf(byte[] b, int from, int to, byte what) {
    for (int i = from; i < to; i++) {
      if (b[i] == what) {
        return i;
      }
    }
    return -1;
  }

  private static String text(byte[] b, int from, int to) {
    return new String(b, from, to - from, StandardCharsets.ISO_8859_1);
  }

  /** The window of an interval line's fields: its times made absolute and placed on the grid. */
  private Window place(double startSec, double lengthSec, LatencyCounts histogram, long lineStart) {
    double absoluteStartSec = startSec + offsetSec(startSec);
    long rawStartMs = Math.round(absoluteStartSec * 1000.0);
    long lengthMs = Math.round((absoluteStartSec + lengthSec) * 1000.0) - rawStartMs;
    long slotMs = aligner.slot(rawStartMs, lengthMs);
    long startMs = aligner.movesWindows() ? slotMs : rawStartMs;
    if (startMs < previousStartMs) {
      throw corrupt(lineStart, "window starts before the previous one (log out of order)");
    }
    previousStartMs = startMs;
    return new Window(slotMs, startMs, startMs + lengthMs, histogram, 0);
  }

  private double offsetSec(double timestampSec) {
    if (!Double.isNaN(baseTimeSec)) {
      return baseTimeSec;
    }
    if (!Double.isNaN(startTimeSec) && timestampSec < RELATIVE_LIMIT_SEC) {
      return startTimeSec;
    }
    return 0;
  }

  private LatencyCounts decode(String payload, long lineStart) {
    if (payload.isEmpty()) {
      throw corrupt(lineStart, "truncated interval line (no histogram)");
    }
    try {
      byte[] bytes = Base64.getDecoder().decode(payload);
      return decoder.decode(bytes);
    } catch (Exception | AssertionError e) {
      throw corrupt(lineStart, "histogram does not decode (" + e.getClass().getSimpleName()
          + (e.getMessage() == null ? "" : ": " + e.getMessage()) + "); expected an integer microsecond histogram");
    }
  }

  @Override
  public WindowReader ownCounts() {
    decoder.ownCounts();
    return this;
  }

  @Override
  public void reuse(LatencyCounts spent) {
    decoder.reuse(spent);
  }

  @Override
  public BucketLayout layout() {
    return BucketLayout.EXACT;
  }
}
