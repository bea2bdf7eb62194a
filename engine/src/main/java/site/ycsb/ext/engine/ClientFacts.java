/*
 * Copyright (c) 2026 ycsb-ext contributors.
 * Licensed under the Apache License, Version 2.0 (http://www.apache.org/licenses/LICENSE-2.0).
 */
package site.ycsb.ext.engine;

import java.io.File;
import java.io.IOException;
import java.lang.management.GarbageCollectorMXBean;
import java.lang.management.ManagementFactory;
import java.nio.file.Files;
import java.nio.file.Path;
import java.nio.file.Paths;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.TreeMap;
import java.util.stream.Collectors;
import site.ycsb.ext.contract.BuildVersion;
import site.ycsb.ext.contract.ClasspathJar;
import site.ycsb.ext.contract.CoreProperty;
import site.ycsb.ext.contract.Manifest;
import site.ycsb.ext.contract.SecretNames;

/**
 * What the client host and build were, for the manifest's {@code client} section: CPU model, logical cores the JVM
 * may use, memory, OS and kernel, JDK, garbage collectors, heap limit and JVM flags (secret values masked), the jars
 * on the class path (the client libraries and their versions) and ycsb-ext's version and source commit. Read once at the end of a
 * run; values that cannot be read are {@code unknown}. The run's {@code -cp} entries go to {@code clientClasspath}
 * ({@link ClasspathJar}). Hooks: {@link #prepare}, {@link #record}. The static methods are thread-safe; the hooks
 * belong to the main thread.
 */
final class ClientFacts implements RunFeature {
  static final String UNKNOWN = "unknown";

  private List<String> classpath = List.of();

  @Override
  public void prepare(RunContext run) {
    classpath = run.plan().classpath();
  }

  @Override
  public void record(Manifest.Builder manifest) {
    manifest.client.putAll(collect());
    manifest.clientClasspath.addAll(ClasspathJar.of(classpath));
  }

  /** The facts, by name. */
  static Map<String, String> collect() {
    Map<String, String> facts = new TreeMap<>();
    facts.put("cpuModel", cpuModel(Paths.get("/proc/cpuinfo")));
    facts.put("logicalCores", Integer.toString(Runtime.getRuntime().availableProcessors()));
    facts.put("memoryBytes", totalMemoryBytes());
    facts.put("os", System.getProperty("os.name") + " " + System.getProperty("os.arch"));
    facts.put("kernel", System.getProperty("os.version"));
    facts.put("jdk", System.getProperty("java.vendor") + " " + System.getProperty("java.runtime.version"));
    facts.put("gc", ManagementFactory.getGarbageCollectorMXBeans().stream().map(GarbageCollectorMXBean::getName)
        .collect(Collectors.joining(", ")));
    facts.put("heapMaxBytes", Long.toString(Runtime.getRuntime().maxMemory()));
    facts.put("jvmArgs", jvmArgs(ManagementFactory.getRuntimeMXBean().getInputArguments()));
    facts.put("libraries", libraries(System.getProperty("java.class.path", "")));
    facts.put("ycsbExtVersion", BuildVersion.version());
    facts.put("ycsbExtCommit", BuildVersion.sourceCommit());
    facts.put("ycsbCoreVersion", BuildVersion.ycsbCoreVersion());
    return facts;
  }

  /** The first {@code model name} of a {@code /proc/cpuinfo}-shaped file, or {@code unknown}. */
  static String cpuModel(Path cpuinfo) {
    try {
      for (String line : Files.readAllLines(cpuinfo)) {
        if (line.startsWith("model name")) {
          int colon = line.indexOf(':');
          return colon < 0 ? UNKNOWN : line.substring(colon + 1).strip();
        }
      }
    } catch (IOException | RuntimeException e) {
      return UNKNOWN;
    }
    return UNKNOWN;
  }

  /** JVM flags joined by spaces; a {@code -D} flag whose name is secret ({@link SecretNames#words}) is masked. */
  static String jvmArgs(List<String> args) {
    List<String> shown = new ArrayList<>();
    for (String arg : args) {
      int eq = arg.indexOf('=');
      if (arg.startsWith("-D") && eq > 0 && SecretNames.words().masks(arg.substring(2, eq), arg.substring(eq + 1))) {
        shown.add(arg.substring(0, eq + 1) + CoreProperty.SECRET_MASK);
      } else {
        shown.add(arg);
      }
    }
    return String.join(" ", shown);
  }

  /** The jar file names of a class path, sorted and joined by commas (their names carry their versions). */
  static String libraries(String classpath) {
    return List.of(classpath.split(File.pathSeparator)).stream().filter(e -> e.endsWith(".jar"))
        .map(e -> Paths.get(e).getFileName().toString()).sorted().collect(Collectors.joining(","));
  }

  private static String totalMemoryBytes() {
    return Optional.of(ManagementFactory.getOperatingSystemMXBean())
        .filter(com.sun.management.OperatingSystemMXBean.class::isInstance)
        .map(os -> Long.toString(((com.sun.management.OperatingSystemMXBean) os).getTotalMemorySize()))
        .orElse(UNKNOWN);
  }
}
