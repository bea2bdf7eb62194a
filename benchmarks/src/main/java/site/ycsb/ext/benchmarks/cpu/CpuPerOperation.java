/*
 * Copyright (c) 2026 ycsb-ext contributors.
 * Licensed under the Apache License, Version 2.0 (http://www.apache.org/licenses/LICENSE-2.0).
 */
package site.ycsb.ext.benchmarks.cpu;

import java.io.BufferedReader;
import java.io.IOException;
import java.io.InputStreamReader;
import java.io.PrintStream;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.time.Duration;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;
import java.util.Locale;
import java.util.Optional;
import java.util.regex.Matcher;
import java.util.regex.Pattern;

/**
 * Runs a benchmark command and measures the CPU time its processes spend per operation over the measured period,
 * the same way for every side of a comparison (our {@code bin/ycsb}, upstream's {@code site.ycsb.Client}, the raw
 * client loops): on each status line the command prints to stderr in YCSB core's format ({@code "... N sec: M
 * operations; ..."}, every {@code status.interval} seconds with {@code -s}), it reads the CPU time (user + system)
 * of the command's process and all its descendants from the kernel ({@link ProcessHandle.Info#totalCpuDuration},
 * {@code /proc/<pid>/stat} on Linux, clock-tick resolution; the processes are those alive at the first status line,
 * and a line read after one of them exited is left out). The window runs from the first status line at or after
 * {@code --skip-seconds} to the last status line but one (the last line is printed after the workers stopped, so
 * the window holds neither the JVM's start, the load of classes and connections before the first line, nor the
 * shutdown and export after the run). Over the window:
 * {@code cpu-seconds / operations * 1000} is the CPU seconds per 1,000 operations, the figure that survives a busy
 * machine (throughput and latency do not: they measure the share of the cores the process got). Beside it, the
 * read system calls per operation: the processes' {@code syscr} counts ({@code /proc/<pid>/io}: every
 * {@code read(2)} and {@code readv(2)}, on sockets and files alike) over the same window, a count that load moves
 * by about 1% (a busy machine leaves more answers there at the first try), which tells two client libraries'
 * socket reads apart ("nan" where {@code /proc/<pid>/io} cannot be read).
 *
 * <p>{@code java -cp 'benchmarks/target/lib/*' site.ycsb.ext.benchmarks.cpu.CpuPerOperation --result FILE
 * [--skip-seconds 1] -- command [args...]}: the command's stdin and stdout are inherited, its stderr is copied to
 * this process's stderr line by line; FILE gets one line {@code cpu-seconds=... operations=... window-seconds=...
 * cpu-s-per-1000-ops=... read-calls-per-op=... cores=...} ({@code cores}: CPU seconds per second of the window).
 * Exit code: the command's; 3 when the command exited 0 but printed fewer than two status lines in the window (too
 * short a run, or no {@code -s}); 2 on bad arguments.
 *
 * <p>Not thread-safe; one instance measures one command.
 */
public final class CpuPerOperation {
  /** Core's status line: elapsed seconds and operations so far. */
  private static final Pattern STATUS = Pattern.compile("\\b(\\d+) sec: (\\d+) operations;");

  /** One status line with the CPU time read when it arrived. */
  record Sample(long elapsedSeconds, long operations, long cpuNanos, long readCalls, long wallNanos) { }

  /**
   * What the window measured.
   *
   * @param readCalls read system calls in the window, -1 when a reading was missing
   */
  record Window(double cpuSeconds, long operations, double wallSeconds, long readCalls) {
    double cpuSecondsPer1000Ops() {
      return operations > 0 ? cpuSeconds * 1000.0 / operations : Double.NaN;
    }

    double readCallsPerOp() {
      return operations > 0 && readCalls >= 0 ? readCalls / (double) operations : Double.NaN;
    }

    String format() {
      return String.format(Locale.ROOT, "cpu-seconds=%.3f operations=%d window-seconds=%.3f cpu-s-per-1000-ops=%.5f"
          + " read-calls-per-op=%.3f cores=%.3f", cpuSeconds, operations, wallSeconds, cpuSecondsPer1000Ops(),
          readCallsPerOp(), wallSeconds > 0 ? cpuSeconds / wallSeconds : Double.NaN);
    }
  }

  private final long skipSeconds;
  private final List<Sample> samples = new ArrayList<>();

  /** @param skipSeconds status lines before this elapsed second are left out of the window */
  CpuPerOperation(long skipSeconds) {
    this.skipSeconds = skipSeconds;
  }

  /** The elapsed seconds and operations of a core-format status line, or empty for any other line. */
  static Optional<long[]> parseStatus(String line) {
    Matcher m = STATUS.matcher(line);
    return m.find() ? Optional.of(new long[] {Long.parseLong(m.group(1)), Long.parseLong(m.group(2))})
        : Optional.empty();
  }

  /**
   * Records a status line read at {@code wallNanos} with the processes' CPU time then ({@code -1}: unreadable, the
   * line is left out); other lines are ignored.
   */
  void onLine(String line, long cpuNanos, long wallNanos) {
    onLine(line, cpuNanos, -1, wallNanos);
  }

  /** As {@link #onLine(String, long, long)}, with the processes' read system calls so far ({@code -1}: unread). */
  void onLine(String line, long cpuNanos, long readCalls, long wallNanos) {
    if (cpuNanos >= 0) {
      parseStatus(line).ifPresent(s -> samples.add(new Sample(s[0], s[1], cpuNanos, readCalls, wallNanos)));
    }
  }

  /**
   * The window from the first sample at or after the skip to the last sample but one, or empty with fewer than two
   * samples in it.
   */
  Optional<Window> window() {
    List<Sample> in = new ArrayList<>();
    for (Sample s : samples) {
      if (s.elapsedSeconds() >= skipSeconds) {
        in.add(s);
      }
    }
    if (in.size() < 3) {
      return Optional.empty();
    }
    Sample first = in.get(0);
    Sample last = in.get(in.size() - 2);
    long reads = first.readCalls() >= 0 && last.readCalls() >= 0 ? last.readCalls() - first.readCalls() : -1;
    return Optional.of(new Window((last.cpuNanos() - first.cpuNanos()) / 1e9, last.operations() - first.operations(),
        (last.wallNanos() - first.wallNanos()) / 1e9, reads));
  }

  /**
   * CPU time of {@code processes}, nanoseconds, or -1 when one of them cannot be read (it exited: a sample taken
   * then would undercount).
   */
  static long cpuNanos(List<ProcessHandle> processes) {
    long total = 0;
    for (ProcessHandle p : processes) {
      Optional<Duration> cpu = p.info().totalCpuDuration();
      if (cpu.isEmpty()) {
        return -1;
      }
      total += cpu.get().toNanos();
    }
    return total;
  }

  /**
   * Read system calls of {@code processes} so far ({@code syscr} of {@code /proc/<pid>/io}, summed), or -1 when one
   * of them cannot be read (it exited, or the system has no such file).
   */
  static long readCalls(List<ProcessHandle> processes) {
    long total = 0;
    for (ProcessHandle p : processes) {
      try {
        long calls = -1;
        for (String line : Files.readAllLines(Path.of("/proc", Long.toString(p.pid()), "io"))) {
          if (line.startsWith("syscr:")) {
            calls = Long.parseLong(line.substring("syscr:".length()).trim());
          }
        }
        if (calls < 0) {
          return -1;
        }
        total += calls;
      } catch (IOException | NumberFormatException e) {
        return -1;
      }
    }
    return total;
  }

  /** Entry point; see the class comment. */
  public static void main(String[] args) throws IOException, InterruptedException {
    Path result = null;
    long skip = 1;
    int i = 0;
    try {
      for (; i < args.length && !args[i].equals("--"); i += 2) {
        switch (args[i]) {
          case "--result" -> result = Path.of(args[i + 1]);
          case "--skip-seconds" -> skip = Long.parseLong(args[i + 1]);
          default -> throw new IllegalArgumentException("unknown option " + args[i]);
        }
      }
    } catch (ArrayIndexOutOfBoundsException | NumberFormatException e) {
      usage("option " + args[i] + " needs a value (--skip-seconds: a whole number)");
    } catch (IllegalArgumentException e) {
      usage(e.getMessage() + " (valid: --result FILE, --skip-seconds N, then -- command)");
    }
    if (result == null || i >= args.length - 1) {
      usage("give --result FILE and, after --, the command to run");
    }
    List<String> command = Arrays.asList(args).subList(i + 1, args.length);
    System.exit(new CpuPerOperation(skip).measure(command, result, System.err));
  }

  private static void usage(String problem) {
    System.err.println("cpu-per-operation: " + problem);
    System.exit(2);
  }

  /** Runs {@code command}, copies its stderr to {@code err}, writes the window's line to {@code result}. */
  int measure(List<String> command, Path result, PrintStream err) throws IOException, InterruptedException {
    Process process = new ProcessBuilder(command).redirectInput(ProcessBuilder.Redirect.INHERIT)
        .redirectOutput(ProcessBuilder.Redirect.INHERIT).start();
    // The process tree is taken once, at the first status line (for bin/ycsb: the launcher JVM and the benchmark
    // JVM it started): listing descendants scans every process of the machine, too slow to do at every line.
    List<ProcessHandle> tree = null;
    try (BufferedReader lines = new BufferedReader(
        new InputStreamReader(process.getErrorStream(), StandardCharsets.UTF_8))) {
      for (String line = lines.readLine(); line != null; line = lines.readLine()) {
        if (parseStatus(line).isPresent()) {
          long now = System.nanoTime();
          if (tree == null) {
            tree = new ArrayList<>();
            tree.add(process.toHandle());
            tree.addAll(process.toHandle().descendants().toList());
          }
          onLine(line, cpuNanos(tree), readCalls(tree), now);
        }
        err.println(line);
      }
    }
    int code = process.waitFor();
    Optional<Window> w = window();
    Files.writeString(result, w.map(Window::format).orElse("no-window status-lines=" + samples.size()) + "\n");
    if (code == 0 && w.isEmpty()) {
      err.println("cpu-per-operation: the command printed " + samples.size() + " status lines; the window needs 3"
          + " at or after second " + skipSeconds + " (run it with -s -p status.interval=1 and long enough)");
      return 3;
    }
    return code;
  }
}
