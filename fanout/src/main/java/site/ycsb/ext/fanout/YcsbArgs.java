/*
 * Copyright (c) 2026 ycsb-ext contributors.
 * Licensed under the Apache License, Version 2.0 (http://www.apache.org/licenses/LICENSE-2.0).
 */
package site.ycsb.ext.fanout;

import java.util.List;
import java.util.Properties;

/**
 * One resolved YCSB command line: what every client host runs, before fan-out gives each host its share. The
 * properties object is copied on construction and on access; the record is immutable.
 *
 * @param binding the binding name given on the command line, e.g. {@code basic} or {@code aerospike}
 * @param properties the final properties ({@code -P} files, options such as {@code -threads}, then {@code -p})
 * @param jvmArgs the {@code -jvm-args} options, passed unchanged to every host
 * @param classpath the {@code -cp} entries, passed unchanged to every host (they must exist there)
 */
public record YcsbArgs(String binding, Properties properties, List<String> jvmArgs, List<String> classpath) {

  /** Copies the mutable parts. */
  public YcsbArgs {
    if (binding == null || binding.isEmpty()) {
      throw new IllegalArgumentException("Missing binding: expected fanout load|run <binding> [ycsb args]");
    }
    Properties copy = new Properties();
    copy.putAll(properties);
    properties = copy;
    jvmArgs = List.copyOf(jvmArgs);
    classpath = List.copyOf(classpath);
  }

  /** A copy of the properties; changing it does not change this record. */
  @Override
  public Properties properties() {
    Properties copy = new Properties();
    copy.putAll(properties);
    return copy;
  }
}
