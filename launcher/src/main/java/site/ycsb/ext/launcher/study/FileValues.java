/*
 * Copyright (c) 2026 ycsb-ext contributors.
 * Licensed under the Apache License, Version 2.0 (http://www.apache.org/licenses/LICENSE-2.0).
 */
package site.ycsb.ext.launcher.study;

import java.time.Duration;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Set;
import java.util.regex.Pattern;
import site.ycsb.ext.contract.DurationParser;

/**
 * The study file's values as YAML gives them (mappings, lists, scalars), checked: each check returns the value, or
 * a default after adding one line naming the key and its valid values to the shared error list. Not thread-safe
 * (one instance per file, with {@link StudyFile}).
 */
final class FileValues {
  /** A name of a study, system, data set or workload. */
  static final Pattern NAME = Pattern.compile("[a-z0-9][a-z0-9-]{0,39}");
  /** What {@link #NAME} accepts, for error lines. */
  static final String NAME_RULE = "a name of 1 to 40 characters a-z, 0-9 and '-' starting with a letter or digit";

  private final List<String> errors;

  /** Checks values, adding each problem to {@code errors}, one line each. */
  FileValues(List<String> errors) {
    this.errors = errors;
  }

  /** A mapping of names to mappings, in file order; each name checked. */
  Map<String, Map<?, ?>> named(Object node, String key, String example) {
    Map<String, Map<?, ?>> named = new LinkedHashMap<>();
    if (node == null) {
      errors.add("Missing key '" + key + "': expected a mapping of names to their settings, e.g. " + key
          + ": {a: {" + example + "}}");
      return named;
    }
    if (!(node instanceof Map<?, ?> m) || m.isEmpty()) {
      errors.add("Invalid value for key '" + key + "': expected a mapping of names to their settings, e.g. " + key
          + ": {a: {" + example + "}}");
      return named;
    }
    for (Map.Entry<?, ?> e : m.entrySet()) {
      String name = String.valueOf(e.getKey());
      if (!NAME.matcher(name).matches()) {
        errors.add("Invalid name '" + name + "' under key '" + key + "': expected " + NAME_RULE);
      }
      if (e.getValue() instanceof Map<?, ?> value) {
        named.put(name, value);
      } else {
        errors.add("Invalid value for key '" + key + "." + name + "': expected a mapping such as {" + example + "}");
      }
    }
    return named;
  }

  /** A mapping of property names to single values (text or number), in file order. */
  Map<String, String> properties(Object node, String key) {
    Map<String, String> props = new LinkedHashMap<>();
    if (node == null) {
      return props;
    }
    if (!(node instanceof Map<?, ?> m)) {
      errors.add("Invalid value for key '" + key + "': expected a mapping of property names to values");
      return props;
    }
    for (Map.Entry<?, ?> e : m.entrySet()) {
      if (e.getValue() instanceof Map || e.getValue() instanceof List) {
        errors.add("Invalid value for key '" + key + "." + e.getKey() + "': expected a single value (text or number)");
      } else {
        props.put(String.valueOf(e.getKey()), scalar(e.getValue()));
      }
    }
    return props;
  }

  /** A YAML scalar as text, empty for null. */
  static String scalar(Object v) {
    return v == null ? "" : String.valueOf(v);
  }

  /** A single value of {@code m}, or null when absent (a line when required) or not a single value. */
  String string(Map<?, ?> m, String name, String parent, boolean required, String expected) {
    Object v = m.get(name);
    if (v == null) {
      if (required) {
        errors.add("Missing key '" + parent + name + "': expected " + expected);
      }
      return null;
    }
    if (v instanceof Map || v instanceof List) {
      errors.add("Invalid value for key '" + parent + name + "': expected " + expected);
      return null;
    }
    return String.valueOf(v);
  }

  /** A list of single values, empty when absent. */
  List<String> stringList(Map<?, ?> m, String name, String parent, String expected) {
    Object v = m.get(name);
    if (v == null) {
      return List.of();
    }
    if (!(v instanceof List<?> l) || l.stream().anyMatch(x -> x instanceof Map || x instanceof List)) {
      errors.add("Invalid value for key '" + parent + name + "': expected " + expected);
      return List.of();
    }
    return l.stream().map(String::valueOf).toList();
  }

  /** One value or a non-empty list of values, {@code dflt} alone when absent. */
  List<?> list(Object node, String key, Object dflt) {
    if (node == null) {
      return List.of(dflt);
    }
    if (node instanceof List<?> l) {
      if (l.isEmpty()) {
        errors.add("Invalid value '[]' for key '" + key + "': expected one value or a list of at least one");
        return List.of(dflt);
      }
      return l;
    }
    return List.of(node);
  }

  /** A whole number from {@code min} to {@code max}, {@code dflt} when absent or invalid. */
  long whole(Object v, String key, long dflt, long min, long max) {
    if (v == null) {
      return dflt;
    }
    if (v instanceof Integer || v instanceof Long) {
      long n = ((Number) v).longValue();
      if (n >= min && n <= max) {
        return n;
      }
    }
    error(key, String.valueOf(v), "a whole number from " + min + " to " + max);
    return dflt;
  }

  /** A duration ({@code 90s}, {@code 10m}, a number of seconds), longer than 0 unless it is a warm-up. */
  Duration duration(Map<?, ?> m, String name, String parent, boolean required) {
    Object v = m.get(name);
    if (v == null) {
      if (required) {
        errors.add("Missing key '" + parent + name + "': expected " + DurationParser.EXPECTED);
      }
      return null;
    }
    try {
      Duration d = DurationParser.parse("key '" + parent + name + "'", v instanceof Number n ? n + "s" : v.toString());
      if (!name.equals("warmup") && d.isZero()) {
        error(parent + name, String.valueOf(v), "a duration longer than 0, such as 90s, 10m or 12h");
        return null;
      }
      return d;
    } catch (IllegalArgumentException e) {
      error(parent + name, String.valueOf(v), DurationParser.EXPECTED);
      return null;
    }
  }

  /** One line per key of {@code m} not in {@code known}. */
  void unknownKeys(String parent, Map<?, ?> m, Set<String> known) {
    for (Object k : m.keySet()) {
      if (!known.contains(String.valueOf(k))) {
        errors.add("Unknown key '" + parent + k + "': expected one of " + sorted(known));
      }
    }
  }

  /** One line: the value given for a key and what the key expects. */
  void error(String key, String value, String expected) {
    errors.add("Invalid value '" + value + "' for key '" + key + "': expected " + expected);
  }

  /** Keys in alphabetical order, comma-separated, for error lines. */
  static String sorted(Set<String> keys) {
    return String.join(", ", keys.stream().sorted().toList());
  }
}
