/*
 * Copyright (c) 2026 ycsb-ext contributors.
 * Licensed under the Apache License, Version 2.0 (http://www.apache.org/licenses/LICENSE-2.0).
 */
package site.ycsb.ext.it;

import java.io.IOException;
import java.io.UncheckedIOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.nio.file.Paths;
import java.time.Duration;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;
import java.util.Map;
import java.util.concurrent.TimeUnit;
import java.util.regex.Matcher;
import java.util.regex.Pattern;

/**
 * The packaged distribution, unpacked once per test JVM, and a way to run its real {@code bin/ycsb}. Integration
 * tests of every area use it. Thread-safe.
 */
public final class Distribution {
  private static Path home;

  private Distribution() {
  }

  /** The unpacked distribution's directory (holds {@code bin/ycsb}, {@code lib/}, {@code workloads/}). */
  public static synchronized Path home() {
    if (home == null) {
      String archive = System.getProperty("ycsb.dist.archive");
      String name = System.getProperty("ycsb.dist.name");
      if (archive == null || name == null) {
        throw new IllegalStateException("run through the distributions module's failsafe (ycsb.dist.archive not set)");
      }
      try {
        Path target = Files.createTempDirectory(Paths.get(archive).getParent(), "it-unpacked-");
        Process tar = new ProcessBuilder("tar", "-xzf", archive, "-C", target.toString()).inheritIO().start();
        if (!tar.waitFor(120, TimeUnit.SECONDS) || tar.exitValue() != 0) {
          throw new IllegalStateException("cannot unpack " + archive);
        }
        home = target.resolve(name);
      } catch (IOException e) {
        throw new UncheckedIOException(e);
      } catch (InterruptedException e) {
        Thread.currentThread().interrupt();
        throw new IllegalStateException(e);
      }
    }
    return home;
  }

  /** The test classes directory, for {@code -cp} when a test needs its own DB or exporter class. */
  public static String testClasses() {
    return Paths.get(Distribution.class.getProtectionDomain().getCodeSource().getLocation().getPath()).toString();
  }

  /** Runs {@code bin/ycsb args...} in {@code workDir} with the given extra environment; kills it after {@code timeout}. */
  public static Result ycsb(Path workDir, Duration timeout, Map<String, String> env, String... args) {
    return run(workDir, timeout, env, List.of(), args);
  }

  /**
   * Runs {@code wrapper... bin/ycsb args...} (e.g. {@code taskset -c 0}) in {@code workDir}, with a 120 s limit.
   */
  public static Result ycsbWrapped(Path workDir, List<String> wrapper, String... args) {
    return run(workDir, Duration.ofSeconds(120), Map.of(), wrapper, args);
  }

  private static Result run(Path workDir, Duration timeout, Map<String, String> env, List<String> wrapper,
      String... args) {
    List<String> command = new ArrayList<>(wrapper);
    command.add(home().resolve("bin").resolve("ycsb").toString());
    command.addAll(Arrays.asList(args));
    try {
      Path out = Files.createTempFile(workDir, "stdout-", ".txt");
      Path err = Files.createTempFile(workDir, "stderr-", ".txt");
      ProcessBuilder builder = new ProcessBuilder(command).directory(workDir.toFile())
          .redirectOutput(out.toFile()).redirectError(err.toFile());
      builder.environment().putAll(env);
      Process process = builder.start();
      boolean exited = process.waitFor(timeout.toMillis(), TimeUnit.MILLISECONDS);
      if (!exited) {
        process.descendants().forEach(ProcessHandle::destroyForcibly);
        process.destroyForcibly();
        process.waitFor();
      }
      return new Result(exited ? process.exitValue() : -1, new String(Files.readAllBytes(out), StandardCharsets.UTF_8),
          new String(Files.readAllBytes(err), StandardCharsets.UTF_8), !exited);
    } catch (IOException e) {
      throw new UncheckedIOException(e);
    } catch (InterruptedException e) {
      Thread.currentThread().interrupt();
      throw new IllegalStateException(e);
    }
  }

  /** Same as {@link #ycsb(Path, Duration, Map, String...)} with no extra environment and a 120 s limit. */
  public static Result ycsb(Path workDir, String... args) {
    return ycsb(workDir, Duration.ofSeconds(120), Map.of(), args);
  }

  /** A summary line of core's output: {@code [SECTION], measurement, value}. */
  private static final Pattern SUMMARY_LINE = Pattern.compile("^\\[([A-Z_-]+)\\], ([^,]+), (.+)$", Pattern.MULTILINE);

  /** Exit code and output of one {@code bin/ycsb} invocation. */
  public static final class Result {
    public final int exitCode;
    public final String stdout;
    public final String stderr;
    public final boolean timedOut;

    Result(int exitCode, String stdout, String stderr, boolean timedOut) {
      this.exitCode = exitCode;
      this.stdout = stdout;
      this.stderr = stderr;
      this.timedOut = timedOut;
    }

    /**
     * @return the value of the summary line {@code [section], measurement, value} of stdout (e.g.
     *     {@code summary("READ", "Return=OK")}), or -1 when there is none
     */
    public double summary(String section, String measurement) {
      Matcher m = SUMMARY_LINE.matcher(stdout);
      while (m.find()) {
        if (m.group(1).equals(section) && m.group(2).equals(measurement)) {
          return Double.parseDouble(m.group(3).trim());
        }
      }
      return -1;
    }

    /**
     * The stderr lines that start with {@code ycsb:} (the one-line errors), less the client-saturation warning: that
     * one follows how loaded the machine running the tests is, and {@code ClientSaturationIT} tests it.
     */
    public List<String> errorLines() {
      List<String> lines = new ArrayList<>();
      for (String line : stderr.split("\n")) {
        if (line.startsWith("ycsb: ") && !isClientBoundWarning(line)) {
          lines.add(line);
        }
      }
      return lines;
    }

    /** Whether {@code line} is the engine's client-saturation warning ({@code ycsb: warning: host X was client-bound}). */
    public static boolean isClientBoundWarning(String line) {
      return line.startsWith("ycsb: warning: host ") && line.contains(" was client-bound (");
    }

    @Override
    public String toString() {
      return "exit " + exitCode + (timedOut ? " (timed out)" : "") + "\n--- stdout\n" + stdout + "\n--- stderr\n" + stderr;
    }
  }
}
