/*
 * Copyright (c) 2026 ycsb-ext contributors.
 * Licensed under the Apache License, Version 2.0 (http://www.apache.org/licenses/LICENSE-2.0).
 */
package site.ycsb.ext.contract;

import java.text.DecimalFormat;
import java.text.DecimalFormatSymbols;
import java.text.SimpleDateFormat;
import java.util.Date;
import java.util.Locale;
import java.util.Optional;
import java.util.regex.Matcher;
import java.util.regex.Pattern;

/**
 * One status line of core's format, written by the launcher's benchmark JVM on stderr every {@code status.interval}
 * seconds and read back by fan-out for its live progress: {@code [label ]yyyy-MM-dd HH:mm:ss:SSS N sec: M operations;
 * X current ops/sec; [est completion in T sec ]<latency summary>}. This class is the format's only writer
 * ({@link #format}) and reader ({@link #parse}); it also reads core's own lines (label without the space). Immutable.
 *
 * @param elapsedSeconds whole seconds since the run started
 * @param operations operations completed so far
 * @param currentOpsPerSec throughput since the previous status line, operations per second
 */
public record StatusLine(long elapsedSeconds, long operations, double currentOpsPerSec) {
  private static final Pattern FORMAT =
      Pattern.compile("(\\d+) sec: (\\d+) operations; ([0-9][0-9,]*(?:\\.[0-9]+)?|NaN|\u221e|Infinity) current ops/sec");

  /**
   * The line as the launcher prints it.
   *
   * @param label the run's {@code -l} label, or empty
   * @param epochMs the wall-clock time of the line, epoch milliseconds (shown in the JVM's time zone)
   * @param remainingSeconds the estimated seconds to completion, or a negative number when there is no estimate
   * @param summary core's per-operation latency summary ({@code Measurements.getSummary()}), may be empty
   */
  public String format(String label, long epochMs, long remainingSeconds, String summary) {
    StringBuilder line = new StringBuilder(label.isEmpty() ? "" : label + " ");
    line.append(new SimpleDateFormat("yyyy-MM-dd HH:mm:ss:SSS", Locale.US).format(new Date(epochMs)));
    line.append(' ').append(elapsedSeconds).append(" sec: ").append(operations).append(" operations; ");
    line.append(new DecimalFormat("0.##", DecimalFormatSymbols.getInstance(Locale.US)).format(currentOpsPerSec))
        .append(" current ops/sec; ");
    if (remainingSeconds >= 0) {
      line.append("est completion in ").append(remainingSeconds).append(" sec ");
    }
    return line.append(summary).toString();
  }

  /** Parses a line, or returns empty when it is not a status line. */
  public static Optional<StatusLine> parse(String line) {
    Matcher m = FORMAT.matcher(line);
    if (!m.find()) {
      return Optional.empty();
    }
    double current;
    try {
      current = Double.parseDouble(m.group(3).replace(",", ""));
    } catch (NumberFormatException e) {
      current = 0;
    }
    if (Double.isNaN(current) || Double.isInfinite(current)) {
      current = 0;
    }
    try {
      return Optional.of(new StatusLine(Long.parseLong(m.group(1)), Long.parseLong(m.group(2)), current));
    } catch (NumberFormatException e) {
      return Optional.empty();
    }
  }
}
