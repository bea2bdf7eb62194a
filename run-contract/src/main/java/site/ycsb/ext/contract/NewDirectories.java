/*
 * Copyright (c) 2026 ycsb-ext contributors.
 * Licensed under the Apache License, Version 2.0 (http://www.apache.org/licenses/LICENSE-2.0).
 */
package site.ycsb.ext.contract;

import java.io.File;
import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.nio.file.Paths;
import java.util.ArrayList;
import java.util.List;

/**
 * The directories of an output path that do not exist yet, noted before a command creates them, so that a command
 * refused or failed before it wrote anything leaves nothing behind: {@link #removeEmpty} removes those still empty,
 * deepest first. Directories that existed before, and any holding a file, are kept. Immutable; thread-safe.
 */
public final class NewDirectories {
  private final List<Path> missing;

  private NewDirectories(List<Path> missing) {
    this.missing = List.copyOf(missing);
  }

  /** The directories of {@code dir} (itself and its parents) missing now; none for {@code null}. */
  public static NewDirectories before(Path dir) {
    List<Path> missing = new ArrayList<>();
    for (Path p = dir == null ? null : dir.toAbsolutePath().normalize(); p != null && !Files.exists(p);
        p = p.getParent()) {
      missing.add(p);
    }
    return new NewDirectories(missing);
  }

  /**
   * The directories missing now of an output prefix such as {@code results/run-1/} (a directory) or
   * {@code results/run-1/host-a-} (its parent); none for an empty prefix.
   */
  public static NewDirectories beforePrefix(String prefix) {
    if (prefix == null || prefix.isEmpty()) {
      return before(null);
    }
    return before(prefix.endsWith("/") || prefix.endsWith(File.separator) ? Paths.get(prefix)
        : Paths.get(prefix).toAbsolutePath().getParent());
  }

  /** Removes every directory found missing by {@link #before} that is now an empty directory, deepest first. */
  public void removeEmpty() {
    for (Path dir : missing) {
      try {
        if (Files.isDirectory(dir)) {
          Files.delete(dir);
        }
      } catch (IOException | SecurityException kept) {
        // not empty (DirectoryNotEmptyException) or not ours to remove: it and its parents stay
        return;
      }
    }
  }
}
