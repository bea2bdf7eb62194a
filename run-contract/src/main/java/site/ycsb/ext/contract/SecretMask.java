/*
 * Copyright (c) 2026 ycsb-ext contributors.
 * Licensed under the Apache License, Version 2.0 (http://www.apache.org/licenses/LICENSE-2.0).
 */
package site.ycsb.ext.contract;

import java.util.ArrayList;
import java.util.Comparator;
import java.util.List;
import java.util.Properties;
import java.util.function.UnaryOperator;
import java.util.regex.Matcher;
import java.util.regex.Pattern;

/**
 * Masks the secret properties' values ({@link SecretNames}) in free text: a host's output lines in a
 * fan-out, an event's command in the manifest. The one masking of secrets in text. Stateless; thread-safe.
 */
public final class SecretMask {
  /** Values shorter than this are masked only where their property's name stands next to them. */
  static final int MIN_VALUE_LENGTH_MASKED_ANYWHERE = 4;

  private SecretMask() {
  }

  /**
   * A function that masks the secret properties' values in one line: wherever a value of at least
   * {@value #MIN_VALUE_LENGTH_MASKED_ANYWHERE} characters appears, and after a secret property's name followed by
   * {@code =} or {@code :} (quoted or not, as {@code "basicdb.password"="x"}) for any value. The function is
   * thread-safe.
   */
  public static UnaryOperator<String> masker(Properties props) {
    List<String> values = new ArrayList<>();
    List<Pattern> assignments = new ArrayList<>();
    SecretNames secrets = SecretNames.of(props);
    for (String key : props.stringPropertyNames()) {
      String value = props.getProperty(key);
      if (!secrets.masks(key, value)) {
        continue;
      }
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
        masked = masked.replace(value, CoreProperty.SECRET_MASK);
      }
      for (Pattern assignment : assignments) {
        masked = assignment.matcher(masked).replaceAll(m -> Matcher.quoteReplacement(m.group(1)
            + CoreProperty.SECRET_MASK));
      }
      return masked;
    };
  }
}
