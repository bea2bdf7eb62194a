/*
 * Copyright (c) 2026 ycsb-ext contributors.
 * Licensed under the Apache License, Version 2.0 (http://www.apache.org/licenses/LICENSE-2.0).
 */
package site.ycsb.ext.contract;

import java.time.Duration;
import java.util.regex.Matcher;
import java.util.regex.Pattern;

/**
 * Parses the durations the command lines take (the report's {@code --warmup}, the offsets of {@code --event}): a
 * whole number followed by a unit, {@code ms}, {@code s}, {@code m}, {@code h} or {@code d}, optionally chained
 * ({@code 1h30m}); {@code 0} alone means none. The one parser of that form. Stateless and thread-safe.
 */
public final class DurationParser {

  /** The accepted forms, for error messages. */
  public static final String EXPECTED = "a non-negative duration such as 0, 90s, 10m, 2h or 1h30m (units ms, s, m, h, d)";

  private static final Pattern PART = Pattern.compile("(\\d{1,9})(ms|s|m|h|d)");

  private DurationParser() {
  }

  /**
   * Parses {@code text}.
   *
   * @throws IllegalArgumentException with a one-line message naming {@code what}, the value and the valid forms
   */
  public static Duration parse(String what, String text) {
    String value = text == null ? "" : text.trim();
    if (value.equals("0")) {
      return Duration.ZERO;
    }
    Matcher m = PART.matcher(value);
    Duration total = Duration.ZERO;
    int end = 0;
    while (m.find() && m.start() == end) {
      long n = Long.parseLong(m.group(1));
      switch (m.group(2)) {
        case "ms":
          total = total.plusMillis(n);
          break;
        case "s":
          total = total.plusSeconds(n);
          break;
        case "m":
          total = total.plusMinutes(n);
          break;
        case "h":
          total = total.plusHours(n);
          break;
        default:
          total = total.plusDays(n);
      }
      end = m.end();
    }
    if (end == 0 || end != value.length()) {
      throw new IllegalArgumentException("Invalid value '" + text + "' for " + what + ": expected " + EXPECTED);
    }
    return total;
  }
}
