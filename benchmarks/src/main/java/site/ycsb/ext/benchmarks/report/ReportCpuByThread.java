/*
 * Copyright (c) 2026 ycsb-ext contributors.
 * Licensed under the Apache License, Version 2.0 (http://www.apache.org/licenses/LICENSE-2.0).
 */
package site.ycsb.ext.benchmarks.report;

import java.io.IOException;
import java.nio.file.DirectoryStream;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.Locale;
import java.util.Map;
import java.util.TreeMap;
import java.util.concurrent.ConcurrentHashMap;
import picocli.CommandLine;
import site.ycsb.ext.report.ReportCommand;

/**
 * Where the report command's CPU goes, by thread: {@code ReportCpuByThread REPORT-ARGS...} runs {@code bin/ycsb
 * report REPORT-ARGS...}'s command in this JVM and then prints, on stderr, the CPU seconds (user + sys, from
 * {@code /proc/self/task/<tid>/stat}) of each group of threads (the name with its digits dropped: the report's
 * {@code report-decode}, {@code report-merge}, {@code report-verify}, {@code report-figures-} pools, the JIT's
 * {@code C1/C2 CompilerThread}s, the {@code VM Thread} that runs the serial collector, and {@code java}, the main
 * thread), the sum over the threads seen and the process's own CPU time, both without the reading's own thread
 * ({@code cpu-poller}, printed on its own line). CPU time holds better than wall time on a busy machine, though it too
 * grows with the load (caches and cores shared). Threads are read every {@value #POLL_MS} ms, so a thread that ended
 * since the last read loses its last {@value #POLL_MS} ms at most: the gap between the sum and the process's figure
 * says how much was lost. Linux only.
 */
public final class ReportCpuByThread {

  /** How often the threads' CPU times are read, ms. */
  static final long POLL_MS = 200;

  /** The name of the thread that reads the others' CPU times. */
  private static final String POLLER = "cpu-poller";

  /** Clock ticks per second of {@code /proc}'s times (USER_HZ, 100 on Linux). */
  private static final double TICKS_PER_SEC = 100.0;

  /** Each thread's latest CPU seconds, by {@code "<tid> <name>"}. */
  private static final Map<String, Double> LATEST = new ConcurrentHashMap<>();

  private ReportCpuByThread() {
  }

  public static void main(String[] args) throws Exception {
    if (!Files.isDirectory(Path.of("/proc/self/task"))) {
      System.err.println("ReportCpuByThread: needs Linux's /proc/self/task");
      System.exit(2);
    }
    Thread poller = new Thread(ReportCpuByThread::pollUntilInterrupted, POLLER);
    poller.setDaemon(true);
    poller.start();
    int exit = new CommandLine(new ReportCommand()).execute(args);
    poller.interrupt();
    poller.join();
    readThreads();
    Map<String, Double> byGroup = new TreeMap<>();
    double seen = 0;
    double poll = 0;
    for (Map.Entry<String, Double> e : LATEST.entrySet()) {
      String name = e.getKey().substring(e.getKey().indexOf(' ') + 1);
      byGroup.merge(name.replaceAll("[0-9]+", "#"), e.getValue(), Double::sum);
      seen += e.getValue();
      poll += name.equals(POLLER) ? e.getValue() : 0;
    }
    System.err.println("CPU seconds by thread group (user + sys):");
    for (Map.Entry<String, Double> e : byGroup.entrySet()) {
      if (e.getValue() >= 0.01) {
        System.err.printf(Locale.US, "  %-20s %7.2f%n", e.getKey(), e.getValue());
      }
    }
    System.err.printf(Locale.US, "  %-20s %7.2f (the process: %.2f; both without %s)%n", "threads seen", seen - poll,
        processCpuSec() - poll, POLLER);
    System.exit(exit);
  }

  private static void pollUntilInterrupted() {
    while (!Thread.currentThread().isInterrupted()) {
      readThreads();
      try {
        Thread.sleep(POLL_MS);
      } catch (InterruptedException e) {
        return;
      }
    }
  }

  /** Reads every live thread's CPU time into {@link #LATEST}. */
  private static void readThreads() {
    try (DirectoryStream<Path> tasks = Files.newDirectoryStream(Path.of("/proc/self/task"))) {
      for (Path task : tasks) {
        try {
          String stat = Files.readString(task.resolve("stat"));
          String name = stat.substring(stat.indexOf('(') + 1, stat.lastIndexOf(')'));
          LATEST.put(task.getFileName() + " " + name, cpuSec(stat));
        } catch (IOException | RuntimeException e) {
          // the thread ended between listing and reading: its last reading stays
        }
      }
    } catch (IOException e) {
      // /proc unreadable for a moment: the next poll reads again
    }
  }

  private static double processCpuSec() throws IOException {
    return cpuSec(Files.readString(Path.of("/proc/self/stat")));
  }

  /** utime + stime (fields 14 and 15 of a {@code stat} line) in seconds. */
  private static double cpuSec(String stat) {
    String[] fields = stat.substring(stat.lastIndexOf(')') + 2).split(" ");
    return (Long.parseLong(fields[11]) + Long.parseLong(fields[12])) / TICKS_PER_SEC;
  }
}
