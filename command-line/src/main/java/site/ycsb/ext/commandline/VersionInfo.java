/*
 * Copyright (c) 2026 ycsb-ext contributors.
 * Licensed under the Apache License, Version 2.0 (http://www.apache.org/licenses/LICENSE-2.0).
 */
package site.ycsb.ext.commandline;

import picocli.CommandLine.IVersionProvider;
import site.ycsb.ext.contract.BuildVersion;

/** {@code --version}: ycsb-ext's version and the YCSB core it runs on ({@link BuildVersion}). Thread-safe. */
public final class VersionInfo implements IVersionProvider {

  /** This build's version, e.g. {@code 0.1.0-SNAPSHOT}, or {@code unknown}. */
  public static String version() {
    return BuildVersion.version();
  }

  @Override
  public String[] getVersion() {
    return new String[] {
        "ycsb-ext " + BuildVersion.version() + " (commit " + BuildVersion.sourceCommit() + ", YCSB core " + BuildVersion.ycsbCoreVersion() + ", Java "
            + System.getProperty("java.version") + ")"};
  }
}
