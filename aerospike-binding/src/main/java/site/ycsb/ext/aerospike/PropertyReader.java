/*
 * Copyright (c) 2026 ycsb-ext contributors.
 * Licensed under the Apache License, Version 2.0 (http://www.apache.org/licenses/LICENSE-2.0).
 */
package site.ycsb.ext.aerospike;

import java.util.Locale;
import java.util.Properties;

/**
 * Typed, validating reads of single properties; every failure is an {@link InvalidPropertyException}.
 * Values are trimmed; an empty value counts as unset.
 *
 * <p>Not thread-safe (it reads a {@link Properties} that callers must not change meanwhile); used once per
 * process while parsing.
 */
final class PropertyReader {
  private final Properties props;

  PropertyReader(Properties props) {
    this.props = props;
  }

  /** @return the trimmed value, or {@code null} when the property is unset or blank */
  String raw(String name) {
    String value = props.getProperty(name);
    if (value == null) {
      return null;
    }
    value = value.trim();
    return value.isEmpty() ? null : value;
  }

  String string(String name, String defaultValue) {
    String value = raw(name);
    return value == null ? defaultValue : value;
  }

  /** Reads an int in {@code [min, max]}; {@code defaultValue} must be valid. */
  int integer(String name, String defaultValue, int min, int max) {
    String value = string(name, defaultValue);
    return parseInt(name, value, min, max);
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
    if (max == Integer.MAX_VALUE) {
      return "an integer " + min + " or more";
    }
    return "an integer from " + min + " to " + max;
  }

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

  /**
   * Reads one of a fixed set of lower-case words, case-insensitively.
   *
   * @return the index of the matching word in {@code choices}
   */
  int choice(String name, String defaultValue, String... choices) {
    String value = string(name, defaultValue);
    String lower = value.toLowerCase(Locale.ROOT);
    for (int i = 0; i < choices.length; i++) {
      if (choices[i].equals(lower)) {
        return i;
      }
    }
    throw new InvalidPropertyException(name, value, "one of " + String.join(", ", choices));
  }
}
