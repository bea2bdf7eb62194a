/*
 * Copyright (c) 2026 ycsb-ext contributors.
 * Licensed under the Apache License, Version 2.0 (http://www.apache.org/licenses/LICENSE-2.0).
 */
package site.ycsb.ext.fanout;

import java.util.Properties;
import java.util.TreeSet;
import site.ycsb.ext.report.Manifest;

/**
 * Which properties are secret (any name containing {@code password}, as in the run manifest) and how they are shown:
 * masked. Stateless; thread-safe.
 */
final class Secrets {
  static final String MASK = Manifest.MASK;

  private Secrets() {
  }

  static boolean isSecret(String key) {
    return Manifest.isSecret(key);
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
}
