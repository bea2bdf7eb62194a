/*
 * Copyright (c) 2026 ycsb-ext contributors.
 * Licensed under the Apache License, Version 2.0 (http://www.apache.org/licenses/LICENSE-2.0).
 */
package site.ycsb.ext.fanout.run;

import java.util.ArrayList;
import java.util.Comparator;
import java.util.List;
import java.util.Properties;
import java.util.TreeSet;
import java.util.function.UnaryOperator;
import java.util.regex.Matcher;
import java.util.regex.Pattern;
import site.ycsb.ext.contract.CoreProperty;

/**
 * Which properties are secret (core's property table decides: {@link CoreProperty#isSecret}) and how they are shown: masked,
 * in fan-out's own log lines and in every line a host sends back, whatever the binding prints. Stateless; thread-safe.
 */
final class Secrets {
  static final String MASK = CoreProperty.SECRET_MASK;
  /** Values shorter than this are masked only where their property's name stands next to them. */
  private static final int MIN_VALUE_LENGTH_MASKED_ANYWHERE = 4;

  private Secrets() {
  }

  static boolean isSecret(String key) {
    return CoreProperty.isSecret(key);
  }

  /** {@code key=value} pairs, sorted, secrets masked, for a log line. */
  static String describe(Properties props) {
    StringBuilder out = new StringBuilder();
    for (String key : new TreeSet<>(props.stringPropertyNames())) {
      out.append(out.length() == 0 ? "" : ", ").append(key).append('=')
          .append(isSecret(key) ? MASK : props.getProperty(key));
    }
    return out.toString();
  }

  /**
   * A function that masks the secret properties' values in one line of a host's output: wherever a value of at least
   * {@value #MIN_VALUE_LENGTH_MASKED_ANYWHERE} characters appears, and after a secret property's name followed by
   * {@code =} or {@code :} (quoted or not, as {@code "basicdb.password"="x"}) for any value.
   */
  static UnaryOperator<String> masker(Properties props) {
    List<String> values = new ArrayList<>();
    List<Pattern> assignments = new ArrayList<>();
    for (String key : props.stringPropertyNames()) {
      if (!isSecret(key)) {
        continue;
      }
      String value = props.getProperty(key);
      if (value.length() >= MIN_VALUE_LENGTH_MASKED_ANYWHERE) {
        values.add(value);
      }
      assignments.add(Pattern.compile("(" + Pattern.quote(key) + "[\"']?\\s*[=:]\\s*[\"']?)([^\"',\\s}\\]]+)"));
    }
    // Longest first, so that a secret containing another is masked whole.
    values.sort(Comparator.comparingInt(String::length).reversed());
    if (values.isEmpty() && assignments.isEmpty()) {
      return UnaryOperator.identity();
    }
    return line -> {
      String masked = line;
      for (String value : values) {
        masked = masked.replace(value, MASK);
      }
      for (Pattern assignment : assignments) {
        masked = assignment.matcher(masked).replaceAll(m -> Matcher.quoteReplacement(m.group(1) + MASK));
      }
      return masked;
    };
  }
}
