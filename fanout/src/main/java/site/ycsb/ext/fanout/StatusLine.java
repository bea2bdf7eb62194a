/*
 * Copyright (c) 2026 ycsb-ext contributors.
 * Licensed under the Apache License, Version 2.0 (http://www.apache.org/licenses/LICENSE-2.0).
 */
package site.ycsb.ext.fanout;

import java.util.Optional;
import java.util.regex.Matcher;
import java.util.regex.Pattern;

/**
 * One status line of core's format, as a client host's launcher prints it on stderr every {@code status.interval}
 * seconds: {@code [label]yyyy-MM-dd HH:mm:ss:SSS N sec: M operations; X current ops/sec; ...}. Immutable.
 *
 * @param elapsedSeconds seconds since the host's run started
 * @param operations operations the host completed so far
 * @param currentOpsPerSec the host's throughput over the last status interval, operations per second
 */
public record StatusLine(long elapsedSeconds, long operations, double currentOpsPerSec) {
  private static final Pattern FORMAT =
      Pattern.compile("(\\d+) sec: (\\d+) operations; ([0-9][0-9,]*(?:\\.[0-9]+)?|NaN|\u221e|Infinity) current ops/sec");

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
