/*
 * Copyright (c) 2026 ycsb-ext contributors.
 * Licensed under the Apache License, Version 2.0 (http://www.apache.org/licenses/LICENSE-2.0).
 */
package site.ycsb.ext.launcher;

import java.io.IOException;
import java.io.InputStream;
import java.io.OutputStream;
import java.nio.file.Files;
import java.nio.file.Path;
import java.nio.file.attribute.PosixFilePermissions;
import java.util.Properties;

/**
 * Hands the resolved properties to the benchmark JVM through a file only the current user can read (0600), so
 * that secrets such as {@code as.password} never appear in a process listing. Stateless; thread-safe.
 */
public final class PrivatePropertiesFile {
  private PrivatePropertiesFile() {
  }

  /** Writes {@code props} to a new 0600 file in the temporary directory and returns its path. */
  public static Path write(Properties props) throws IOException {
    Path file = Files.createTempFile("ycsb-ext-", ".properties",
        PosixFilePermissions.asFileAttribute(PosixFilePermissions.fromString("rw-------")));
    try (OutputStream out = Files.newOutputStream(file)) {
      props.store(out, "ycsb-ext run properties; deleted by the benchmark JVM once read");
    }
    return file;
  }

  /** Reads the file written by {@link #write}; deletes it afterwards when {@code delete} is set. */
  public static Properties read(Path file, boolean delete) throws IOException {
    Properties props = new Properties();
    try (InputStream in = Files.newInputStream(file)) {
      props.load(in);
    } finally {
      if (delete) {
        Files.deleteIfExists(file);
      }
    }
    return props;
  }
}
