/*
 * Copyright (c) 2026 ycsb-ext contributors.
 * Licensed under the Apache License, Version 2.0 (http://www.apache.org/licenses/LICENSE-2.0).
 */
package site.ycsb.ext.fanout.run;

import java.util.Properties;
import java.util.TreeSet;
import java.util.function.UnaryOperator;
import site.ycsb.ext.contract.CoreProperty;
import site.ycsb.ext.contract.SecretMask;
import site.ycsb.ext.contract.SecretNames;

/**
 * How secret properties ({@link SecretNames}) are shown: masked,
 * in fan-out's own log lines and in every line a host sends back, whatever the binding prints. Stateless; thread-safe.
 */
final class Secrets {
  static final String MASK = CoreProperty.SECRET_MASK;

  private Secrets() {
  }

  /** {@code key=value} pairs, sorted, secrets masked, for a log line. */
  static String describe(Properties props) {
    StringBuilder out = new StringBuilder();
    SecretNames secrets = SecretNames.of(props);
    for (String key : new TreeSet<>(props.stringPropertyNames())) {
      out.append(out.length() == 0 ? "" : ", ").append(key).append('=')
          .append(secrets.shown(key, props.getProperty(key)));
    }
    return out.toString();
  }

  /** A function that masks the secret properties' values in one line of a host's output ({@link SecretMask}). */
  static UnaryOperator<String> masker(Properties props) {
    return SecretMask.masker(props);
  }
}
