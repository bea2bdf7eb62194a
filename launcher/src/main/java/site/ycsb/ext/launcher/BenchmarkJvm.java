/*
 * Copyright (c) 2026 ycsb-ext contributors.
 * Licensed under the Apache License, Version 2.0 (http://www.apache.org/licenses/LICENSE-2.0).
 */
package site.ycsb.ext.launcher;

import java.io.File;
import java.io.IOException;
import java.io.UncheckedIOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.nio.file.Paths;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;

/**
 * Starts the benchmark JVM for one resolved command line and waits for it: the launcher's own class path plus the
 * binding's jars plus {@code -cp}, JVM options from {@code JAVA_OPTS} then {@code -jvm-args}, standard streams
 * inherited. Ctrl-C or a TERM of the launcher stops the benchmark JVM, which still exports what it collected.
 * One instance per run; not thread-safe.
 */
public final class BenchmarkJvm {
  private final Installation installation;

  public BenchmarkJvm(Installation installation) {
    this.installation = installation;
  }

  /**
   * Runs {@code mainClass} with the private properties file as its only argument.
   *
   * @return the benchmark JVM's exit code
   */
  public int run(ResolvedRun run, String mainClass) {
    Path propsFile;
    try {
      propsFile = PrivatePropertiesFile.write(run.properties());
    } catch (IOException e) {
      throw new UncheckedIOException("cannot write the private properties file", e);
    }
    List<String> command = new ArrayList<>();
    command.add(Paths.get(System.getProperty("java.home"), "bin", "java").toString());
    String javaOpts = System.getenv("JAVA_OPTS");
    if (javaOpts != null && !javaOpts.trim().isEmpty()) {
      command.addAll(Arrays.asList(javaOpts.trim().split("\\s+")));
    }
    command.addAll(run.jvmArgs());
    command.add("-Dycsb.home=" + installation.home());
    command.add("-cp");
    command.add(classpath(run));
    command.add(mainClass);
    command.add(propsFile.toString());
    Process process;
    try {
      process = new ProcessBuilder(command).inheritIO().start();
    } catch (IOException e) {
      deleteQuietly(propsFile);
      throw new UncheckedIOException("cannot start the benchmark JVM", e);
    }
    Thread stopChild = new Thread(() -> stop(process), "ycsb-stop-benchmark-jvm");
    Runtime.getRuntime().addShutdownHook(stopChild);
    try {
      return process.waitFor();
    } catch (InterruptedException e) {
      Thread.currentThread().interrupt();
      stop(process);
      return ExitCodes.RUN_FAILED;
    } finally {
      deleteQuietly(propsFile);
      try {
        Runtime.getRuntime().removeShutdownHook(stopChild);
      } catch (IllegalStateException shuttingDown) {
        // the hook is running or has run
      }
    }
  }

  private String classpath(ResolvedRun run) {
    List<String> entries = new ArrayList<>();
    entries.add(System.getProperty("java.class.path"));
    run.bindingDir().ifPresent(dir -> entries.add(installation.bindingLib(dir) + File.separator + "*"));
    entries.addAll(run.extraClasspath());
    return String.join(File.pathSeparator, entries);
  }

  /** Asks the benchmark JVM to stop (TERM: it exports what it has) and waits for it; kills it after 60 s. */
  private static void stop(Process process) {
    if (!process.isAlive()) {
      return;
    }
    process.destroy();
    try {
      if (!process.waitFor(60, java.util.concurrent.TimeUnit.SECONDS)) {
        process.destroyForcibly();
      }
    } catch (InterruptedException e) {
      process.destroyForcibly();
      Thread.currentThread().interrupt();
    }
  }

  private static void deleteQuietly(Path file) {
    try {
      Files.deleteIfExists(file);
    } catch (IOException ignored) {
      // the benchmark JVM normally deleted it already
    }
  }
}
