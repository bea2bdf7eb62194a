/*
 * Copyright (c) 2026 ycsb-ext contributors.
 * Licensed under the Apache License, Version 2.0 (http://www.apache.org/licenses/LICENSE-2.0).
 */
package site.ycsb.ext.it.launcher;

import java.io.IOException;
import java.io.UncheckedIOException;
import java.nio.file.Files;
import java.nio.file.Paths;
import site.ycsb.BasicDB;

/**
 * Core's {@code BasicDB} that, at init, writes the class path of the JVM it runs in to the file named by the
 * property {@value #FILE_PROPERTY}: what a test needs to see the benchmark JVM's real class path.
 */
public class ClasspathProbeDB extends BasicDB {
  /** Where to write {@code java.class.path}. */
  public static final String FILE_PROPERTY = "classpathprobe.file";

  @Override
  public void init() {
    super.init();
    try {
      Files.writeString(Paths.get(getProperties().getProperty(FILE_PROPERTY)), System.getProperty("java.class.path"));
    } catch (IOException e) {
      throw new UncheckedIOException("cannot write the class path", e);
    }
  }
}
