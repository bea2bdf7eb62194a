/*
 * Copyright (c) 2026 ycsb-ext contributors.
 * Licensed under the Apache License, Version 2.0 (http://www.apache.org/licenses/LICENSE-2.0).
 */
package site.ycsb.ext.commandline;

import java.nio.file.Files;
import java.nio.file.Path;
import java.nio.file.Paths;
import java.util.Optional;
import site.ycsb.ext.contract.BadInputException;

/**
 * Where ycsb-ext is installed: an unpacked distribution ({@code <home>/lib}, {@code <home>/<binding>-binding/lib})
 * or a built source tree ({@code <home>/launcher/target/lib}, {@code <home>/<binding>-binding/target/lib}); the
 * benchmark JVM's own jars are in {@code <home>/lib/engine} or {@code <home>/engine/target/lib}.
 * {@code bin/ycsb} passes the home directory as system property {@code ycsb.home}. Immutable; thread-safe.
 */
public final class Installation {
  private final Path home;

  public Installation(Path home) {
    this.home = home;
  }

  /** The installation {@code bin/ycsb} started from, or the working directory when run without it. */
  public static Installation current() {
    String home = System.getProperty("ycsb.home");
    return new Installation(Paths.get(home == null ? "." : home).toAbsolutePath().normalize());
  }

  public Path home() {
    return home;
  }

  /** The directory holding the jars of a binding directory such as {@code aerospike-binding}. */
  public Path bindingLib(String bindingDir) {
    Path packaged = home.resolve(bindingDir).resolve("lib");
    if (Files.isDirectory(packaged)) {
      return packaged;
    }
    Path built = home.resolve(bindingDir).resolve("target").resolve("lib");
    if (Files.isDirectory(built)) {
      return built;
    }
    throw new BadInputException("The binding's jars are missing: neither " + packaged + " nor " + built
        + " exists (in a source tree, build first: ./mvnw -B package -DskipTests)");
  }

  /**
   * The directory holding the benchmark JVM's own jars: {@code <home>/lib/engine} in a distribution,
   * {@code <home>/engine/target/lib} in a built source tree. The benchmark JVM runs on these plus the binding's.
   */
  public Path engineLib() {
    Path packaged = home.resolve("lib").resolve("engine");
    if (Files.isDirectory(packaged)) {
      return packaged;
    }
    Path built = home.resolve("engine").resolve("target").resolve("lib");
    if (Files.isDirectory(built)) {
      return built;
    }
    throw new BadInputException("The engine's jars are missing: neither " + packaged + " nor " + built
        + " exists (in a source tree, build first: ./mvnw -B package -DskipTests)");
  }

  /** The {@code workloads/} directory, when present. */
  public Optional<Path> workloads() {
    Path dir = home.resolve("workloads");
    return Files.isDirectory(dir) ? Optional.of(dir) : Optional.empty();
  }
}
