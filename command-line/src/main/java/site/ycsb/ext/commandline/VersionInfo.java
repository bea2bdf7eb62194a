/*
 * Copyright (c) 2026 ycsb-ext contributors.
 * Licensed under the Apache License, Version 2.0 (http://www.apache.org/licenses/LICENSE-2.0).
 */
package site.ycsb.ext.commandline;

import java.io.IOException;
import java.io.InputStream;
import java.util.Properties;
import picocli.CommandLine.IVersionProvider;

/** {@code --version}: ycsb-ext's version and the YCSB core it runs on, from the filtered version.properties. */
public final class VersionInfo implements IVersionProvider {

  /** This build's version, e.g. {@code 0.1.0-SNAPSHOT}, or {@code unknown}. */
  public static String version() {
    try {
      return properties().getProperty("version", "unknown");
    } catch (IOException e) {
      return "unknown";
    }
  }

  private static Properties properties() throws IOException {
    Properties props = new Properties();
    try (InputStream in = VersionInfo.class.getResourceAsStream("version.properties")) {
      if (in != null) {
        props.load(in);
      }
    }
    return props;
  }

  @Override
  public String[] getVersion() throws IOException {
    Properties props = properties();
    return new String[] {
        "ycsb-ext " + props.getProperty("version", "unknown") + " (YCSB core " + props.getProperty("ycsb.core.version",
            "unknown") + ", Java " + System.getProperty("java.version") + ")"};
  }
}
