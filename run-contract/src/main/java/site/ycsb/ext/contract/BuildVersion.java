/*
 * Copyright (c) 2026 ycsb-ext contributors.
 * Licensed under the Apache License, Version 2.0 (http://www.apache.org/licenses/LICENSE-2.0).
 */
package site.ycsb.ext.contract;

import java.io.IOException;
import java.io.InputStream;
import java.io.UncheckedIOException;
import java.util.Properties;

/**
 * This build's version, its source commit and the YCSB core it was built against, from the filtered {@code version.properties} next
 * to this class. Stateless; thread-safe.
 */
public final class BuildVersion {
  private static final String UNKNOWN = "unknown";

  private BuildVersion() {
  }

  /** ycsb-ext's version, e.g. {@code 0.1.0-SNAPSHOT}, or {@code unknown}. */
  public static String version() {
    return properties().getProperty("version", UNKNOWN);
  }

  /** The YCSB core version this build depends on, e.g. {@code 0.17.0}, or {@code unknown}. */
  public static String ycsbCoreVersion() {
    return properties().getProperty("ycsb.core.version", UNKNOWN);
  }

  /**
   * The source commit this build comes from (12 hex digits), with {@code -dirty} when the tree had uncommitted
   * changes, or {@code unknown} for a build outside a git checkout.
   */
  public static String sourceCommit() {
    Properties props = properties();
    String commit = props.getProperty("commit", UNKNOWN);
    if (!commit.matches("[0-9a-f]{7,40}")) {
      return UNKNOWN;
    }
    return commit + ("true".equals(props.getProperty("dirty")) ? "-dirty" : "");
  }

  private static Properties properties() {
    Properties props = new Properties();
    try (InputStream in = BuildVersion.class.getResourceAsStream("version.properties")) {
      if (in != null) {
        props.load(in);
      }
    } catch (IOException e) {
      throw new UncheckedIOException("Cannot read ycsb-ext's version.properties", e);
    }
    return props;
  }
}
