/*
 * Copyright (c) 2026 ycsb-ext contributors.
 * Licensed under the Apache License, Version 2.0 (http://www.apache.org/licenses/LICENSE-2.0).
 */
package site.ycsb.ext.contract;

import java.util.Locale;
import java.util.Optional;
import java.util.regex.Matcher;
import java.util.regex.Pattern;

/**
 * The line the benchmark JVM prints on stderr the instant its operations start, when it was given a common start
 * instant ({@code --start-at}): {@code Operations started at epoch ms S, +L ms after the common start instant.}
 * Fan-out reads it to print the measured start skew while the hosts run, before any manifest exists. This class is
 * the format's only writer ({@link #format}) and reader ({@link #parse}). Immutable; thread-safe.
 *
 * @param startEpochMs when the operations started, epoch milliseconds
 * @param afterCommonInstantMs the start minus the common start instant, milliseconds (negative: before it)
 */
public record StartLine(long startEpochMs, long afterCommonInstantMs) {
  private static final Pattern FORMAT =
      Pattern.compile("Operations started at epoch ms (\\d+), ([+-]\\d+) ms after the common start instant\\.");

  /** The line as the benchmark JVM prints it. */
  public String format() {
    return String.format(Locale.US, "Operations started at epoch ms %d, %+d ms after the common start instant.",
        startEpochMs, afterCommonInstantMs);
  }

  /** Parses a line, or returns empty when it is not a start line. */
  public static Optional<StartLine> parse(String line) {
    Matcher m = FORMAT.matcher(line);
    if (!m.find()) {
      return Optional.empty();
    }
    try {
      return Optional.of(new StartLine(Long.parseLong(m.group(1)), Long.parseLong(m.group(2))));
    } catch (NumberFormatException e) {
      return Optional.empty();
    }
  }
}
