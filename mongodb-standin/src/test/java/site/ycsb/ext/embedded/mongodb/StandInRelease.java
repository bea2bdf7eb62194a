/*
 * Copyright (c) 2026 ycsb-ext contributors.
 * Licensed under the Apache License, Version 2.0 (http://www.apache.org/licenses/LICENSE-2.0).
 */
package site.ycsb.ext.embedded.mongodb;

import java.io.IOException;
import java.io.OutputStream;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import java.util.jar.JarEntry;
import java.util.jar.JarOutputStream;
import java.util.stream.Stream;

/**
 * Test-only: a directory laid out as upstream's unpacked {@code ycsb-0.17.0} ({@code <binding>-binding/lib/}), each
 * binding's jar holding test-only DB classes under upstream's class names, beside the jars of the database's own
 * driver (linked, not copied: HBase's client is hundreds of megabytes). What {@code study run --upstream DIR} is
 * given in the study ITs. Not thread-safe.
 */
final class StandInRelease {
  private final Path root;

  StandInRelease(Path root) {
    this.root = root;
  }

  /**
   * Adds {@code <binding>-binding/lib/<binding>-binding-0.17.0.jar} with the class files of {@code classes} (read
   * from {@code classesDir}) and links every jar of each of {@code jarDirs} beside it.
   */
  StandInRelease binding(String binding, Path classesDir, List<String> classes, Path... jarDirs) throws IOException {
    Path lib = Files.createDirectories(root.resolve(binding + "-binding/lib"));
    try (OutputStream file = Files.newOutputStream(lib.resolve(binding + "-binding-0.17.0.jar"));
         JarOutputStream jar = new JarOutputStream(file)) {
      for (String c : classes) {
        String entry = c.replace('.', '/') + ".class";
        jar.putNextEntry(new JarEntry(entry));
        jar.write(Files.readAllBytes(classesDir.resolve(entry)));
        jar.closeEntry();
      }
    }
    for (Path dir : jarDirs) {
      try (Stream<Path> jars = Files.list(dir)) {
        for (Path p : (Iterable<Path>) jars.filter(j -> j.toString().endsWith(".jar"))::iterator) {
          Files.createSymbolicLink(lib.resolve(p.getFileName()), p.toAbsolutePath());
        }
      }
    }
    return this;
  }

  /** The release directory, for {@code --upstream}. */
  Path root() {
    return root;
  }
}
