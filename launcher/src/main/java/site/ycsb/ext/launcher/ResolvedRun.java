/*
 * Copyright (c) 2026 ycsb-ext contributors.
 * Licensed under the Apache License, Version 2.0 (http://www.apache.org/licenses/LICENSE-2.0).
 */
package site.ycsb.ext.launcher;

import java.util.Collections;
import java.util.List;
import java.util.Optional;
import java.util.Properties;

/** The outcome of parsing a command line: final properties plus what the benchmark JVM needs. Immutable by convention. */
public final class ResolvedRun {
  private final Properties properties;
  private final List<String> notices;
  private final String bindingName;
  private final Optional<String> bindingDir;
  private final List<String> extraClasspath;
  private final List<String> jvmArgs;

  ResolvedRun(Properties properties, List<String> notices, String bindingName, Optional<String> bindingDir,
      List<String> extraClasspath, List<String> jvmArgs) {
    this.properties = properties;
    this.notices = Collections.unmodifiableList(notices);
    this.bindingName = bindingName;
    this.bindingDir = bindingDir;
    this.extraClasspath = Collections.unmodifiableList(extraClasspath);
    this.jvmArgs = Collections.unmodifiableList(jvmArgs);
  }

  /** The final properties, as core's Client would have built them (files in order, then options, then -p). */
  public Properties properties() {
    return properties;
  }

  /** One-line notices to print before the run (legacy class names translated, ...). */
  public List<String> notices() {
    return notices;
  }

  public String bindingName() {
    return bindingName;
  }

  /** The binding's directory in the installation, when its jars are not on the launcher's class path. */
  public Optional<String> bindingDir() {
    return bindingDir;
  }

  /** Entries from {@code -cp}. */
  public List<String> extraClasspath() {
    return extraClasspath;
  }

  /** The same run with other properties (a copy of {@code replaced} is not taken: pass a fresh object). */
  ResolvedRun withProperties(Properties replaced) {
    return new ResolvedRun(replaced, notices, bindingName, bindingDir, extraClasspath, jvmArgs);
  }

  /** Entries from {@code -jvm-args}. */
  public List<String> jvmArgs() {
    return jvmArgs;
  }
}
