/*
 * Copyright (c) 2026 ycsb-ext contributors.
 * Licensed under the Apache License, Version 2.0 (http://www.apache.org/licenses/LICENSE-2.0).
 */
package site.ycsb.ext.contract;

import java.io.File;
import java.io.IOException;
import java.nio.file.DirectoryStream;
import java.nio.file.Files;
import java.nio.file.Path;
import java.nio.file.Paths;
import java.util.ArrayList;
import java.util.List;
import java.util.jar.Attributes;
import java.util.jar.JarFile;
import java.util.regex.Matcher;
import java.util.regex.Pattern;

/**
 * One file of a {@code -cp} class path as the run manifest records it ({@code clientClasspath}): where it was, its
 * version and its SHA-256, so a result names exactly which outside binding ran. Also the one expansion of
 * {@code -cp} entries into files ({@code dir/*} is every jar in {@code dir}, as the JVM reads it), shared by the
 * launcher, the engine and fan-out. Immutable; thread-safe.
 *
 * @param path the file's absolute path on the client host
 * @param version the jar manifest's {@code Implementation-Version}, else the version in the file name
 *     ({@code jedis-2.9.0.jar}), else {@value #UNKNOWN}; {@value #DIRECTORY} for a class directory,
 *     {@value #DIRECTORY_FILE} for a file inside one
 * @param sha256 the file's SHA-256, lower-case hex; empty for a directory
 */
public record ClasspathJar(String path, String version, String sha256) {
  /** The version of a jar that names none. */
  public static final String UNKNOWN = "unknown";
  /** The version recorded for a directory of classes. */
  public static final String DIRECTORY = "directory";
  /** The version recorded for a file inside a class-path directory (a class, an {@code hbase-site.xml}). */
  public static final String DIRECTORY_FILE = "file";
  /** A version at the end of a jar's file name: {@code -1.2.3}, {@code -0.17.0-SNAPSHOT}, {@code _2.13-1.0}. */
  private static final Pattern FILE_VERSION = Pattern.compile("[-_](\\d[\\w.+-]*)\\.jar$");

  /**
   * The files of {@code -cp} entries, in class-path order: {@code dir/*} gives the jars in {@code dir} sorted by
   * name, an existing file or directory gives itself; entries that do not exist give nothing (the JVM skips them too).
   */
  public static List<Path> files(List<String> entries) {
    List<Path> files = new ArrayList<>();
    for (String entry : entries) {
      if (entry.endsWith(File.separator + "*") || entry.equals("*")) {
        Path dir = Paths.get(entry.length() == 1 ? "." : entry.substring(0, entry.length() - 2));
        if (!Files.isDirectory(dir)) {
          continue;
        }
        List<Path> jars = new ArrayList<>();
        try (DirectoryStream<Path> list = Files.newDirectoryStream(dir)) {
          for (Path p : list) {
            String name = p.getFileName().toString().toLowerCase(java.util.Locale.ROOT);
            if (name.endsWith(".jar") && Files.isRegularFile(p)) {
              jars.add(p.toAbsolutePath().normalize());
            }
          }
        } catch (IOException e) {
          continue;
        }
        jars.sort(null);
        files.addAll(jars);
      } else {
        Path path = Paths.get(entry);
        if (Files.exists(path)) {
          files.add(path.toAbsolutePath().normalize());
        }
      }
    }
    return files;
  }

  /** The record of one existing file or directory. */
  public static ClasspathJar of(Path file) throws IOException {
    if (Files.isDirectory(file)) {
      return new ClasspathJar(file.toString(), DIRECTORY, "");
    }
    return new ClasspathJar(file.toString(), version(file), Manifest.sha256(file));
  }

  /**
   * The records of every file of {@code -cp} entries ({@link #files}); a directory is followed by every regular file
   * it holds, at any depth, sorted by path, each with its SHA-256 (so a configuration directory such as HBase's is
   * recorded by content); unreadable files get version unknown.
   */
  public static List<ClasspathJar> of(List<String> entries) {
    List<ClasspathJar> jars = new ArrayList<>();
    for (Path file : files(entries)) {
      try {
        jars.add(of(file));
        if (Files.isDirectory(file)) {
          jars.addAll(contents(file));
        }
      } catch (IOException e) {
        jars.add(new ClasspathJar(file.toString(), UNKNOWN, ""));
      }
    }
    return jars;
  }

  /** The regular files under a directory, sorted by path, with their SHA-256. */
  private static List<ClasspathJar> contents(Path dir) throws IOException {
    List<Path> inside;
    try (java.util.stream.Stream<Path> walk = Files.walk(dir)) {
      inside = walk.filter(Files::isRegularFile).sorted().toList();
    }
    List<ClasspathJar> records = new ArrayList<>();
    for (Path f : inside) {
      records.add(new ClasspathJar(f.toString(), DIRECTORY_FILE, Manifest.sha256(f)));
    }
    return records;
  }

  /** A jar's version: its manifest's {@code Implementation-Version}, else from its file name, else unknown. */
  static String version(Path jar) {
    try (JarFile file = new JarFile(jar.toFile())) {
      java.util.jar.Manifest manifest = file.getManifest();
      if (manifest != null) {
        String version = manifest.getMainAttributes().getValue(Attributes.Name.IMPLEMENTATION_VERSION);
        if (version != null && !version.isBlank()) {
          return version.strip();
        }
      }
    } catch (IOException | SecurityException e) {
      // not a readable jar: the file name may still say
    }
    Matcher m = FILE_VERSION.matcher(jar.getFileName().toString());
    return m.find() ? m.group(1) : UNKNOWN;
  }
}
