/*
 * Copyright (c) 2026 ycsb-ext contributors.
 * Licensed under the Apache License, Version 2.0 (http://www.apache.org/licenses/LICENSE-2.0).
 */
package site.ycsb.ext.it.fanout;

import java.io.IOException;
import java.io.UncheckedIOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.time.Duration;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;
import java.util.concurrent.TimeUnit;
import site.ycsb.ext.it.Distribution;

/**
 * The central host's {@code bin/ycsb fanout ...} of the unpacked distribution, running in the background so a test
 * can act while it runs (kill a host, send Ctrl-C). Not thread-safe.
 */
final class CentralProcess {
  private final Process process;
  private final Path stdout;
  private final Path stderr;

  private CentralProcess(Process process, Path stdout, Path stderr) {
    this.process = process;
    this.stdout = stdout;
    this.stderr = stderr;
  }

  /** Starts {@code bin/ycsb args...} in {@code workDir}. */
  static CentralProcess start(Path workDir, String... args) {
    return start(workDir, List.of(), args);
  }

  /**
   * Starts {@code bin/ycsb args...} in {@code workDir} as a terminal's foreground command is started: with SIGINT at
   * its default disposition, so that {@link #interrupt} (Ctrl-C) reaches the handler the JVM installs. A process
   * inherits an ignored SIGINT (a shell starts every background job so, {@code ./mvnw verify &}), and a JVM cannot
   * handle a signal that was ignored when it started: the Ctrl-C would then be lost whatever the code under test
   * does. {@code env --default-signal} (GNU coreutils 8.31 or later) resets it and execs, so {@link #pid} stays the
   * JVM's.
   */
  static CentralProcess startInForeground(Path workDir, String... args) {
    return start(workDir, List.of("env", "--default-signal=INT"), args);
  }

  private static CentralProcess start(Path workDir, List<String> prefix, String... args) {
    List<String> command = new ArrayList<>(prefix);
    command.add(Distribution.home().resolve("bin/ycsb").toString());
    command.addAll(Arrays.asList(args));
    try {
      Path out = Files.createTempFile(workDir, "central-stdout-", ".txt");
      Path err = Files.createTempFile(workDir, "central-stderr-", ".txt");
      Process p = new ProcessBuilder(command).directory(workDir.toFile()).redirectOutput(out.toFile())
          .redirectError(err.toFile()).start();
      return new CentralProcess(p, out, err);
    } catch (IOException e) {
      throw new UncheckedIOException(e);
    }
  }

  /** The JVM's process id ({@code bin/ycsb} execs java). */
  long pid() {
    return process.pid();
  }

  boolean isAlive() {
    return process.isAlive();
  }

  /**
   * Sends SIGINT, as Ctrl-C in a terminal does. Refuses a process that ignores SIGINT (one not started
   * {@link #startInForeground}), which would never see it.
   */
  void interrupt() throws IOException, InterruptedException {
    if (ignoresSigint()) {
      throw new IllegalStateException("the central JVM ignores SIGINT (inherited from the process that started the"
          + " build): a Ctrl-C cannot reach it; start it with startInForeground");
    }
    Process kill = new ProcessBuilder("kill", "-INT", Long.toString(pid())).inheritIO().start();
    kill.waitFor();
  }

  /** Kills the central JVM with SIGKILL, as a closed laptop lid or a lost session does: no handler runs. */
  void kill() {
    process.destroyForcibly();
  }

  /** Whether the process ignores SIGINT, from {@code SigIgn} in {@code /proc/<pid>/status} (bit 1 is SIGINT, 2). */
  private boolean ignoresSigint() throws IOException {
    Path status = Path.of("/proc", Long.toString(pid()), "status");
    if (!Files.isReadable(status)) {
      return false;
    }
    for (String line : Files.readAllLines(status, StandardCharsets.UTF_8)) {
      if (line.startsWith("SigIgn:")) {
        return (Long.parseUnsignedLong(line.substring("SigIgn:".length()).trim(), 16) & 0x2) != 0;
      }
    }
    return false;
  }

  /** Waits for the exit; kills the process tree and returns -1 after {@code timeout}. */
  int await(Duration timeout) throws InterruptedException {
    if (!process.waitFor(timeout.toMillis(), TimeUnit.MILLISECONDS)) {
      process.descendants().forEach(ProcessHandle::destroyForcibly);
      process.destroyForcibly();
      process.waitFor();
      return -1;
    }
    return process.exitValue();
  }

  String stdout() {
    return read(stdout);
  }

  String stderr() {
    return read(stderr);
  }

  private static String read(Path file) {
    try {
      return Files.readString(file, StandardCharsets.UTF_8);
    } catch (IOException e) {
      throw new UncheckedIOException(e);
    }
  }

  @Override
  public String toString() {
    return "--- central stdout\n" + stdout() + "\n--- central stderr\n" + stderr();
  }
}
