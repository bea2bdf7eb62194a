/*
 * Copyright (c) 2026 ycsb-ext contributors.
 * Licensed under the Apache License, Version 2.0 (http://www.apache.org/licenses/LICENSE-2.0).
 */
package site.ycsb.ext.measurements;

import java.io.File;
import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.nio.file.Paths;

/**
 * Where the per-operation files of {@code periodichistogram.output.path} go: a prefix such as {@code results/run-1/}
 * (a directory) or {@code results/run-1/host-a-} (a directory and a file-name prefix). Immutable.
 */
public final class OutputLocation {

  /**
   * The run manifest's name after the prefix; the engine writes it there. A copy of run-contract's
   * {@code RunKeys.MANIFEST_FILE_NAME} (this module is Java 8), checked equal by {@code RunKeysCopiesTest}.
   */
  public static final String MANIFEST_FILE_NAME = "manifest.json";

  private final String prefix;
  private final Path directory;
  private final String filePrefix;

  OutputLocation(String prefix) {
    this.prefix = prefix;
    if (prefix.isEmpty()) {
      directory = Paths.get("");
      filePrefix = "";
    } else if (prefix.endsWith("/") || prefix.endsWith(File.separator)) {
      directory = Paths.get(prefix);
      filePrefix = "";
    } else {
      Path path = Paths.get(prefix);
      directory = path.getParent() == null ? Paths.get("") : path.getParent();
      filePrefix = path.getFileName().toString();
    }
  }

  /** The property value this location was built from. */
  public String prefix() {
    return prefix;
  }

  /** The directory that holds the files (empty path: the working directory). */
  public Path directory() {
    return directory;
  }

  /**
   * The file of one operation, {@code <prefix><OP><extension>}; characters other than letters, digits, {@code .},
   * {@code _} and {@code -} in the operation name become {@code _}.
   *
   * @param operation the operation name, e.g. {@code READ} or {@code Intended-UPDATE}
   * @param extension e.g. {@code .hlog}
   */
  public Path file(String operation, String extension) {
    return directory.resolve(filePrefix + operation.replaceAll("[^A-Za-z0-9._-]", "_") + extension);
  }

  /**
   * Creates the directory when missing and checks that a file can be created in it.
   *
   * @throws IllegalArgumentException with a one-line message when the directory cannot be created or written
   */
  void prepare() {
    Path dir = directory.toAbsolutePath();
    try {
      Files.createDirectories(dir);
      Path probe = Files.createTempFile(dir, ".ycsb-write-check-", ".tmp");
      Files.delete(probe);
    } catch (IOException | SecurityException e) {
      throw MeasurementSettings.invalid(MeasurementProperties.OUTPUT_PATH, prefix,
          "a prefix whose directory can be created and written (" + dir + ": " + describe(e) + ")");
    }
    String used = earlierRunFile(dir);
    if (used != null) {
      throw MeasurementSettings.invalid(MeasurementProperties.OUTPUT_PATH, prefix, "a prefix no earlier load or run "
          + "wrote to (" + dir.resolve(used) + " exists; give each phase and run its own directory)");
    }
  }

  /** A file an earlier run wrote under this prefix (its manifest or a periodic log), or {@code null}. */
  private String earlierRunFile(Path dir) {
    String[] names = dir.toFile().list();
    if (names == null) {
      return null;
    }
    java.util.Arrays.sort(names);
    for (String name : names) {
      if (name.startsWith(filePrefix) && (name.equals(filePrefix + MANIFEST_FILE_NAME) || name.endsWith(".hlog"))) {
        return name;
      }
    }
    return null;
  }

  private static String describe(Exception e) {
    String message = e.getMessage();
    String kind = e.getClass().getSimpleName();
    return message == null ? kind : kind + " " + message.replace('\n', ' ');
  }
}
