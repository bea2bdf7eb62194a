/*
 * Copyright (c) 2026 ycsb-ext contributors.
 * Licensed under the Apache License, Version 2.0 (http://www.apache.org/licenses/LICENSE-2.0).
 */
package site.ycsb.ext.bindingsupport;

import java.util.Collection;
import java.util.Locale;
import java.util.Properties;

/**
 * Typed, validating reads of single properties; every failure is an {@link InvalidPropertyException}. Values are
 * trimmed; a property that is set but blank ({@code -p as.host=}, often an unset shell variable) is an
 * error, never the default: leave a property out to get its default.
 *
 * <p>Not thread-safe; used once per {@code init()} while parsing.
 */
final class PropertyReader {
  private final Properties props;

  PropertyReader(Properties props) {
    this.props = props;
  }

  /** @return the trimmed value of a property this binding only reads (core's), or {@code null} when unset or blank */
  String other(String name) {
    String value = props.getProperty(name);
    return value == null || value.trim().isEmpty() ? null : value.trim();
  }

  /**
   * @return the trimmed value, or {@code null} when the property is unset
   * @throws InvalidPropertyException when it is set but blank
   */
  String raw(String name) {
    String value = props.getProperty(name);
    if (value == null) {
      return null;
    }
    value = value.trim();
    if (value.isEmpty()) {
      throw InvalidPropertyException.blank(name);
    }
    return value;
  }

  String string(String name, String defaultValue) {
    String value = raw(name);
    return value == null ? defaultValue : value;
  }

  /** Reads an int in {@code [min, max]}; {@code defaultValue} must be valid. */
  int integer(String name, String defaultValue, int min, int max) {
    return parseInt(name, string(name, defaultValue), min, max);
  }

  static int parseInt(String name, String value, int min, int max) {
    try {
      int parsed = Integer.parseInt(value);
      if (parsed >= min && parsed <= max) {
        return parsed;
      }
    } catch (NumberFormatException e) {
      // reported below, with the valid range
    }
    throw new InvalidPropertyException(name, value, rangeText(min, max));
  }

  static String rangeText(int min, int max) {
    return max == Integer.MAX_VALUE ? "an integer " + min + " or more" : "an integer from " + min + " to " + max;
  }

  /** Reads {@code true} or {@code false}, nothing else (case-sensitive, like the house style asks). */
  boolean bool(String name, String defaultValue) {
    String value = string(name, defaultValue);
    if ("true".equals(value)) {
      return true;
    }
    if ("false".equals(value)) {
      return false;
    }
    throw new InvalidPropertyException(name, value, "true or false");
  }

  /** @return the index of the value among the lower-case {@code choices}, compared case-insensitively */
  int choice(String name, String defaultValue, String... choices) {
    String value = string(name, defaultValue);
    String lower = value.toLowerCase(Locale.ROOT);
    for (int i = 0; i < choices.length; i++) {
      if (choices[i].equals(lower)) {
        return i;
      }
    }
    String expected = String.join(", ", choices);
    int last = expected.lastIndexOf(", ");
    throw new InvalidPropertyException(name, value, last < 0 ? expected : expected.substring(0, last) + " or "
        + expected.substring(last + 2));
  }

  /**
   * Rejects the first property under {@code prefix} that is not in {@code known}, naming the known one closest to it
   * (names compared case-insensitively, by edit distance), so that a misspelling is not silently ignored.
   *
   * @throws InvalidPropertyException for an unknown property
   */
  void rejectUnknown(String prefix, Collection<String> known) {
    String lowerPrefix = prefix.toLowerCase(Locale.ROOT);
    for (String name : new java.util.TreeSet<>(props.stringPropertyNames())) {
      // The prefix is matched exactly, as before; a near miss in case ("AS.host") is never read,
      // so it is refused too rather than silently ignored.
      boolean ours = name.startsWith(prefix) || name.toLowerCase(Locale.ROOT).startsWith(lowerPrefix);
      if (ours && !known.contains(name)) {
        throw InvalidPropertyException.unknown(name, closest(name, known, prefix.length()));
      }
    }
  }

  /**
   * @param prefixChars the length of the binding's prefix, which every candidate shares
   * @return the element of {@code candidates} with the smallest case-insensitive edit distance to {@code name}, or
   *     {@code null} when even that one differs in more than a third of the characters after the prefix (at least 2):
   *     a name of another binding or a guess, for which no suggestion is better than a wrong one
   */
  static String closest(String name, Collection<String> candidates, int prefixChars) {
    String best = null;
    int bestDistance = Integer.MAX_VALUE;
    for (String candidate : candidates) {
      int distance = editDistance(name.toLowerCase(Locale.ROOT), candidate.toLowerCase(Locale.ROOT));
      if (distance < bestDistance) {
        best = candidate;
        bestDistance = distance;
      }
    }
    return bestDistance <= Math.max(2, (name.length() - prefixChars) / 3) ? best : null;
  }

  /** Levenshtein distance: single-character insertions, deletions and substitutions. */
  private static int editDistance(String a, String b) {
    int[] previous = new int[b.length() + 1];
    int[] row = new int[b.length() + 1];
    for (int j = 0; j <= b.length(); j++) {
      previous[j] = j;
    }
    for (int i = 1; i <= a.length(); i++) {
      row[0] = i;
      for (int j = 1; j <= b.length(); j++) {
        int substitution = previous[j - 1] + (a.charAt(i - 1) == b.charAt(j - 1) ? 0 : 1);
        row[j] = Math.min(substitution, Math.min(previous[j], row[j - 1]) + 1);
      }
      int[] swap = previous;
      previous = row;
      row = swap;
    }
    return previous[b.length()];
  }
}
