/*
 * Copyright (c) 2026 ycsb-ext contributors.
 * Licensed under the Apache License, Version 2.0 (http://www.apache.org/licenses/LICENSE-2.0).
 */
package site.ycsb.db.couchbase3.support;

import java.util.Locale;
import java.util.Properties;

/**
 * Typed, validating reads of single properties; every failure is an {@link InvalidPropertyException}. Values are
 * trimmed; a property that is set but blank ({@code -p couchbase.replicateTo=}, often an unset shell variable) is an
 * error, never the default: leave a property out to get its default.
 *
 * <p>Not thread-safe; used once per {@code init()} while parsing.
 *
 * <p>A deliberate twin of the couchbase2 (and aerospike) binding's {@code PropertyReader}: each binding is offered
 * to YCSB on its own and depends on no other, so they share no code. Keep them alike.
 */
final class PropertyReader {
  private final Properties props;

  PropertyReader(Properties props) {
    this.props = props;
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

  /** Reads an int in {@code [min, max]}. */
  int integer(String name, String defaultValue, int min, int max) {
    String value = string(name, defaultValue);
    try {
      int parsed = Integer.parseInt(value);
      if (parsed >= min && parsed <= max) {
        return parsed;
      }
    } catch (NumberFormatException e) {
      // reported below, with the valid range
    }
    throw new InvalidPropertyException(name, value, max == Integer.MAX_VALUE
        ? "an integer " + min + " or more" : "an integer from " + min + " to " + max);
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
    StringBuilder expected = new StringBuilder();
    for (int i = 0; i < choices.length; i++) {
      expected.append(i == 0 ? "" : i == choices.length - 1 ? " or " : ", ").append(choices[i]);
    }
    throw new InvalidPropertyException(name, value, expected.toString());
  }
}
