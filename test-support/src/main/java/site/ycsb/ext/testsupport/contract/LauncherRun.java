/*
 * Copyright (c) 2026 ycsb-ext contributors.
 * Licensed under the Apache License, Version 2.0 (http://www.apache.org/licenses/LICENSE-2.0).
 */
package site.ycsb.ext.testsupport.contract;

import java.io.File;
import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.nio.file.Paths;
import java.time.Duration;
import java.util.ArrayList;
import java.util.List;
import java.util.concurrent.TimeUnit;
import java.util.stream.Collectors;
import site.ycsb.ext.testsupport.chain.LauncherChain;

/**
 * One {@code bin/ycsb} command of this source tree (the launcher's {@code Main} from {@code launcher/target/lib}, as
 * {@link LauncherChain} runs it) in a process of its own, with SIGINT at its default (through perl: a JVM started from
 * a background process inherits an ignored SIGINT), so a test can press Ctrl-C. Not thread-safe.
 */
public final class LauncherRun {
  private final Process process;
  private final Path stdout;
  private final Path stderr;
  private final long startNanos = System.nanoTime();
  private long endNanos;

  private LauncherRun(Path work, List<String> args) throws IOException {
    Path lib = LauncherChain.home().resolve("launcher/target/lib");
    if (!Files.isDirectory(lib)) {
      throw new IllegalStateException(lib + " is missing: build the launcher first (./mvnw -pl launcher -am package)");
    }
    List<String> command = new ArrayList<>(List.of("perl", "-e", "$SIG{INT} = 'DEFAULT'; exec @ARGV or die $!",
        Paths.get(System.getProperty("java.home"), "bin", "java").toString(), "-XX:+UseSerialGC",
        "-XX:TieredStopAtLevel=1", "-Dycsb.home=" + LauncherChain.home(), "-Dycsb.layout=source",
        "-cp", lib + File.separator + "*", "site.ycsb.ext.launcher.Main"));
    command.addAll(args);
    stdout = Files.createTempFile(work, "ycsb-", ".out");
    stderr = Files.createTempFile(work, "ycsb-", ".err");
    process = new ProcessBuilder(command).directory(work.toFile()).redirectOutput(stdout.toFile())
        .redirectError(stderr.toFile()).start();
  }

  /** Starts {@code bin/ycsb args...} in {@code work}. */
  public static LauncherRun start(Path work, List<String> args) throws IOException {
    return new LauncherRun(work, args);
  }

  /** @return whether the command is still running */
  public boolean isAlive() {
    return process.isAlive();
  }

  /**
   * Sends SIGINT, as Ctrl-C in a terminal does.
   *
   * @return the {@link System#nanoTime()} at which {@code kill} had sent it: starting {@code kill} on a loaded machine
   *     takes time that is no part of the command's stop
   */
  public long interrupt() throws IOException, InterruptedException {
    Process kill = new ProcessBuilder("kill", "-INT", Long.toString(process.pid())).inheritIO().start();
    if (kill.waitFor() != 0) {
      throw new IllegalStateException("kill -INT " + process.pid() + " failed");
    }
    return System.nanoTime();
  }

  /**
   * Waits for the command to end, killing it (and its benchmark JVM) after {@code limit}.
   *
   * @return whether it ended by itself within the limit
   */
  public boolean await(Duration limit) throws InterruptedException {
    boolean ended = process.waitFor(limit.toMillis(), TimeUnit.MILLISECONDS);
    endNanos = System.nanoTime();
    if (!ended) {
      process.descendants().forEach(ProcessHandle::destroyForcibly);
      process.destroyForcibly().waitFor();
    }
    return ended;
  }

  /** @return the exit code (after {@link #await}) */
  public int exitCode() {
    return process.exitValue();
  }

  /** @return milliseconds from the start to the end seen by {@link #await} */
  public long elapsedMillis() {
    return TimeUnit.NANOSECONDS.toMillis(endNanos - startNanos);
  }

  /** @return everything written to standard output */
  public String stdout() throws IOException {
    return Files.readString(stdout, StandardCharsets.UTF_8);
  }

  /** @return everything written to standard error */
  public String stderr() throws IOException {
    return Files.readString(stderr, StandardCharsets.UTF_8);
  }

  /** @return the non-blank standard error lines that are not the launcher's own ({@code ycsb: ...}) */
  public List<String> thirdPartyLines() throws IOException {
    return stderr().lines().filter(l -> !l.isBlank() && !l.startsWith("ycsb:")).collect(Collectors.toList());
  }

  /** @return the launcher's error lines ({@code ycsb: ...}), warnings about the machine's load left out */
  public List<String> ycsbLines() throws IOException {
    return stderr().lines().filter(l -> l.startsWith("ycsb:") && !(l.startsWith("ycsb: warning: host ")
        && l.contains(" was client-bound ("))).collect(Collectors.toList());
  }

  @Override
  public String toString() {
    try {
      return "exit " + (process.isAlive() ? "(running)" : process.exitValue()) + " after " + elapsedMillis()
          + " ms\n--- stdout\n" + tail(stdout()) + "\n--- stderr\n" + tail(stderr());
    } catch (IOException e) {
      return e.toString();
    }
  }

  private static String tail(String text) {
    return text.length() > 6000 ? "..." + text.substring(text.length() - 6000) : text;
  }
}
