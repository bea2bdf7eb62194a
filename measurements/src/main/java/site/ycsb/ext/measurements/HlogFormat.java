/*
 * Copyright (c) 2026 ycsb-ext contributors.
 * Licensed under the Apache License, Version 2.0 (http://www.apache.org/licenses/LICENSE-2.0).
 */
package site.ycsb.ext.measurements;

import java.io.ByteArrayOutputStream;
import java.io.PrintStream;
import java.io.UnsupportedEncodingException;
import org.HdrHistogram.Histogram;
import org.HdrHistogram.HistogramLogWriter;

/**
 * Encodes one operation's {@code .hlog}: an HdrHistogram interval log written by HdrHistogram's own
 * {@link HistogramLogWriter}, so its {@code HistogramLogReader} reads it back.
 *
 * <p>Layout: a comment naming the operation, the units and the window length ({@code windows of <ms> ms}), {@code #[Histogram log format version 1.3]},
 * {@code #[StartTime: <first window start, epoch s>]}, {@code #[BaseTime: 0.000 ...]} (so interval timestamps are
 * absolute epoch seconds), the legend, then one line per window: {@code Tag=<OP>,<start s>,<length s>,<max>,<base64
 * compressed histogram>}. Histogram values are latencies in microseconds; the max column is that value divided by
 * 1,000,000 (HdrHistogram's default ratio), i.e. seconds. Windows without operations are written too.
 *
 * <p>Not thread-safe. Text goes to memory first (one window at a time) so that {@link WindowFile} sees real write
 * errors, which a {@code PrintStream} would swallow.
 */
final class HlogFormat {

  /** The header's words before the window length in milliseconds; readers find the grid by them. */
  static final String WINDOW_COMMENT = "windows of ";

  private final String operation;
  private final long windowMs;
  private final ByteArrayOutputStream bytes = new ByteArrayOutputStream();
  private final PrintStream text;
  private final HistogramLogWriter writer;

  /**
   * @param operation the operation name, written as each interval's tag
   * @param windowMs the window length, milliseconds, stated in the header so readers know the grid
   */
  HlogFormat(String operation, long windowMs) {
    this.operation = operation;
    this.windowMs = windowMs;
    try {
      text = new PrintStream(bytes, false, "US-ASCII");
    } catch (UnsupportedEncodingException e) {
      throw new IllegalStateException("US-ASCII is a standard charset", e);
    }
    writer = new HistogramLogWriter(text);
  }

  /**
   * The log header.
   *
   * @param firstWindowStartMs start of the first window, epoch milliseconds
   * @return the encoded text, valid until the next call
   */
  ByteArrayOutputStream header(long firstWindowStartMs) {
    bytes.reset();
    writer.outputComment("[ycsb-ext periodic histogram of " + operation
        + ": values in microseconds, interval timestamps in epoch seconds, " + WINDOW_COMMENT + windowMs
        + " ms on the wall-clock grid, first and last clipped to the run]");
    writer.outputLogFormatVersion();
    writer.outputStartTime(firstWindowStartMs);
    writer.setBaseTime(0);
    writer.outputBaseTime(0);
    writer.outputLegend();
    text.flush();
    return bytes;
  }

  /**
   * One window's line. Sets the histogram's start and end time stamps and tag.
   *
   * @param window the window's histogram (microseconds)
   * @param startMs window start, epoch milliseconds
   * @param endMs window end, epoch milliseconds
   * @return the encoded text, valid until the next call
   */
  ByteArrayOutputStream interval(Histogram window, long startMs, long endMs) {
    bytes.reset();
    window.setStartTimeStamp(startMs);
    window.setEndTimeStamp(endMs);
    window.setTag(operation);
    writer.outputIntervalHistogram(window);
    text.flush();
    return bytes;
  }
}
