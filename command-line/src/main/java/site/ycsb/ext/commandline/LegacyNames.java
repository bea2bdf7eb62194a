/*
 * Copyright (c) 2026 ycsb-ext contributors.
 * Licensed under the Apache License, Version 2.0 (http://www.apache.org/licenses/LICENSE-2.0).
 */
package site.ycsb.ext.commandline;

import java.util.ArrayList;
import java.util.List;
import java.util.Properties;

/**
 * Rewrites property values that name pre-0.14 classes ({@code com.yahoo.ycsb.*}) to their
 * {@code site.ycsb.*} names, so published workload files run unchanged. Stateless and thread-safe.
 */
public final class LegacyNames {
  static final String LEGACY_PREFIX = "com.yahoo.ycsb.";
  static final String CURRENT_PREFIX = "site.ycsb.";

  private LegacyNames() {
  }

  /**
   * Translates every legacy class name in the values of {@code props}, in place.
   *
   * @return one notice per translated property, e.g. {@code workload=com.yahoo.ycsb.workloads.CoreWorkload -> ...}
   */
  public static List<String> translate(Properties props) {
    List<String> notices = new ArrayList<>();
    for (String key : props.stringPropertyNames()) {
      String value = props.getProperty(key);
      if (value.contains(LEGACY_PREFIX)) {
        String translated = value.replace(LEGACY_PREFIX, CURRENT_PREFIX);
        props.setProperty(key, translated);
        notices.add("Legacy class name translated: " + key + "=" + value + " -> " + translated);
      }
    }
    notices.sort(null);
    return notices;
  }
}
