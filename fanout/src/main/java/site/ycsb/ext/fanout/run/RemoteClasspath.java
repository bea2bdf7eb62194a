/*
 * Copyright (c) 2026 ycsb-ext contributors.
 * Licensed under the Apache License, Version 2.0 (http://www.apache.org/licenses/LICENSE-2.0).
 */
package site.ycsb.ext.fanout.run;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import site.ycsb.ext.contract.ClasspathJar;
import site.ycsb.ext.contract.Manifest;
import site.ycsb.ext.fanout.FanoutInputException;
import site.ycsb.ext.fanout.ssh.Deployer;

/**
 * A {@code -cp} class path as fan-out carries it to the client hosts: every entry that names jars on the central
 * host ({@code dir/*} or a jar file) becomes the copies {@code fanout deploy -cp} put on each host,
 * {@code <base>/jars/<sha256>/<name>}, so every host runs exactly the bytes the central host has; an entry that names
 * nothing on the central host is passed unchanged (a path on the hosts). Immutable; thread-safe.
 */
public final class RemoteClasspath {

  /** One {@code -cp} entry: the jars it names on the central host, or none for a path passed as it is. */
  private record Entry(String given, List<Deployer.Jar> jars) {
  }

  private final List<Entry> entries;

  private RemoteClasspath(List<Entry> entries) {
    this.entries = List.copyOf(entries);
  }

  /**
   * Reads the jars of {@code -cp} entries on the central host.
   *
   * @throws FanoutInputException when an entry is a directory of classes (only jars are carried)
   */
  public static RemoteClasspath of(List<String> classpath) {
    List<Entry> entries = new ArrayList<>();
    for (String entry : classpath) {
      List<Deployer.Jar> jars = new ArrayList<>();
      for (Path file : ClasspathJar.files(List.of(entry))) {
        if (Files.isDirectory(file)) {
          throw FanoutInputException.invalid("-cp entry", entry, "jars (a directory of classes is not carried to the"
              + " hosts: package it as a jar)");
        }
        try {
          jars.add(new Deployer.Jar(file, Manifest.sha256(file)));
        } catch (IOException e) {
          throw FanoutInputException.invalid("-cp entry", entry, "readable jars (" + e.getMessage() + ")");
        }
      }
      entries.add(new Entry(entry, jars));
    }
    return new RemoteClasspath(entries);
  }

  /** Every jar to deploy, in class-path order. */
  public List<Deployer.Jar> jars() {
    List<Deployer.Jar> all = new ArrayList<>();
    entries.forEach(e -> all.addAll(e.jars()));
    return all;
  }

  /** Entries that name nothing on the central host and go to the hosts unchanged. */
  public List<String> passedUnchanged() {
    return entries.stream().filter(e -> e.jars().isEmpty()).map(Entry::given).toList();
  }

  /** The class path on a host whose base directory (absolute) is {@code baseDir}, {@code :}-separated. */
  public String onHost(String baseDir) {
    List<String> remote = new ArrayList<>();
    for (Entry e : entries) {
      if (e.jars().isEmpty()) {
        remote.add(e.given());
      } else {
        e.jars().forEach(jar -> remote.add(jar.remotePath(baseDir)));
      }
    }
    return String.join(":", remote);
  }

  /** The deployed jars a host must hold before its run starts. */
  public List<String> requiredOnHost(String baseDir) {
    return jars().stream().map(jar -> jar.remotePath(baseDir)).toList();
  }

  public boolean isEmpty() {
    return entries.isEmpty();
  }
}
