/*
 * Copyright (c) 2026 ycsb-ext contributors.
 * Licensed under the Apache License, Version 2.0 (http://www.apache.org/licenses/LICENSE-2.0).
 */
package site.ycsb.ext.launcher.study;

import java.io.File;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;
import site.ycsb.ext.commandline.UserBindings;
import site.ycsb.ext.contract.ClasspathJar;

/**
 * Upstream YCSB 0.17.0's release in a study: a system's {@code cp} entries inside an {@code ycsb-0.17.0/} directory
 * (the study files say {@code /opt/ycsb-0.17.0/<binding>-binding/lib/*}) point into the release the user names with
 * {@code --upstream DIR} instead; a system whose jars are still missing takes those of the user's binding of the same
 * DB class ({@code bin/ycsb bindings add}); one whose jars are not found either is named in one line with where to
 * get them.
 * Stateless.
 */
final class UpstreamRelease {
  /** The directory name of upstream's unpacked release archive, as the study files name it. */
  static final String RELEASE_DIR = "ycsb-0.17.0";
  /** Where upstream's release archive is. */
  static final String WHERE = "https://github.com/brianfrankcooper/YCSB/releases/download/0.17.0/ycsb-0.17.0.tar.gz";

  private UpstreamRelease() {
  }

  /** The study with every system's {@code cp} entries under {@code .../ycsb-0.17.0/} moved under {@code release}. */
  static Study at(Study s, Path release) {
    List<Study.SystemSpec> systems = new ArrayList<>();
    for (Study.SystemSpec sys : s.systems()) {
      systems.add(new Study.SystemSpec(sys.name(), sys.binding(), sys.dbClass(), relocate(sys.classpath(), release),
          sys.properties(), sys.labels(), sys.standin()));
    }
    return new Study(s.name(), s.title(), s.source(), s.changes(), systems, s.datasets(), s.workloads(), s.sweep(),
        s.duration(), s.warmup(), s.repetitions(), s.hosts(), s.demo(), s.compare(), s.tables(), s.file());
  }

  /**
   * The study with each system whose binding's jars are missing ({@link #missingJars}) taking them from the user's
   * binding of the same DB class registered with {@code bin/ycsb bindings add}, when there is one: its class path
   * first, then the file's directory entries (HBase's {@code conf}); the other systems unchanged.
   */
  static Study registered(Study s, UserBindings user) {
    List<Study.SystemSpec> systems = new ArrayList<>();
    for (Study.SystemSpec sys : s.systems()) {
      UserBindings.Binding own = sys.dbClass() == null || missingJars(sys.classpath()) == null ? null
          : user.all().stream().filter(b -> b.dbClass().equals(sys.dbClass())).findFirst().orElse(null);
      if (own == null) {
        systems.add(sys);
        continue;
      }
      List<String> entries = new ArrayList<>(own.classpath());
      for (String entry : sys.classpath().split(File.pathSeparator, -1)) {
        if (!isJars(entry)) {
          entries.add(entry);
        }
      }
      systems.add(new Study.SystemSpec(sys.name(), sys.binding(), sys.dbClass(),
          String.join(File.pathSeparator, entries), sys.properties(), sys.labels(), sys.standin()));
    }
    return new Study(s.name(), s.title(), s.source(), s.changes(), systems, s.datasets(), s.workloads(), s.sweep(),
        s.duration(), s.warmup(), s.repetitions(), s.hosts(), s.demo(), s.compare(), s.tables(), s.file());
  }

  private static boolean isJars(String entry) {
    return entry.endsWith(File.separator + "*") || entry.endsWith(".jar");
  }

  /** A class path with its entries inside an {@code ycsb-0.17.0/} directory moved under {@code release}. */
  static String relocate(String classpath, Path release) {
    if (classpath == null) {
      return null;
    }
    List<String> entries = new ArrayList<>();
    String marker = File.separator + RELEASE_DIR + File.separator;
    for (String entry : classpath.split(File.pathSeparator, -1)) {
      int at = entry.indexOf(marker);
      entries.add(at < 0 ? entry : release.toAbsolutePath().normalize() + File.separator
          + entry.substring(at + marker.length()));
    }
    return String.join(File.pathSeparator, entries);
  }

  /**
   * The first jar entry ({@code dir/*} or {@code *.jar}) of a class path that gives no file, or null when every one
   * does (directories, such as HBase's {@code conf}, are not required: the study's servers may give their own).
   */
  static String missingJars(String classpath) {
    if (classpath == null) {
      return null;
    }
    for (String entry : classpath.split(File.pathSeparator, -1)) {
      if (isJars(entry) && ClasspathJar.files(Arrays.asList(entry)).isEmpty()) {
        return entry;
      }
    }
    return null;
  }

  /** The one line that skips a system whose binding's jars are missing, naming them and where to get them. */
  static String skipLine(Study.SystemSpec system, String missing) {
    return "Skipping system '" + system.name() + "' at --scale demo: upstream's binding " + system.dbClass()
        + " is missing (" + missing + " holds no jar): give --upstream DIR, an unpacked " + RELEASE_DIR
        + ".tar.gz from " + WHERE + ", or register its jars with bin/ycsb bindings add <name> " + system.dbClass()
        + " '<dir>/lib/*' (docs/bindings/upstream-bindings.md)";
  }
}
