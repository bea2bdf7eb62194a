/*
 * Copyright (c) 2026 ycsb-ext contributors.
 * Licensed under the Apache License, Version 2.0 (http://www.apache.org/licenses/LICENSE-2.0).
 */
package site.ycsb.ext.benchmarks.report;

import java.lang.management.GarbageCollectorMXBean;
import java.lang.management.ManagementFactory;
import java.lang.management.MemoryPoolMXBean;
import java.lang.management.MemoryType;
import java.nio.file.Files;
import java.nio.file.Path;
import java.time.Duration;
import java.util.Arrays;
import java.util.EnumSet;
import java.util.List;
import java.util.Locale;
import picocli.CommandLine;
import site.ycsb.ext.report.Report;
import site.ycsb.ext.report.ReportCommand;
import site.ycsb.ext.report.ReportFormat;
import site.ycsb.ext.report.input.RunSource;
import site.ycsb.ext.report.model.ReportSummary;
import site.ycsb.ext.report.render.ReportWriter;
import site.ycsb.ext.report.render.TextRenderer;

/**
 * Scale check of {@code report} (run by {@code benchmarks/report/scale.sh}):
 * <pre>
 *   ReportScale generate DIR HOURS HOSTS   write HOSTS x HOURS of 1-s windows x 2 operations of .hlog
 *   ReportScale report DIR OUT WARMUP      summarize DIR (all hosts), write every format to OUT, print time and heap
 *   ReportScale cli ARGS...                {@code bin/ycsb report ARGS...}'s command, from this module's jars
 * </pre>
 * The report step prints wall time, the peak heap (sum of the heap pools' peak usage since JVM start, an upper bound
 * of live + garbage) and the heap retained after a full GC with the summary still reachable. Run it with
 * {@code -Xmx2g}; the goal for 4 hosts x 12 h is 10 s wall on 2 cores and a peak RSS of 400 MB.
 */
public final class ReportScale {

  private ReportScale() {
  }

  public static void main(String[] args) throws Exception {
    if (args.length == 4 && args[0].equals("generate")) {
      long start = System.nanoTime();
      long windows = Long.parseLong(args[2]) * 3600;
      int hosts = Integer.parseInt(args[3]);
      ScaleLogGenerator.generate(Path.of(args[1]), hosts, windows);
      System.out.printf(Locale.US, "generated %d hosts x %d windows x 2 operations in %.1f s%n", hosts, windows,
          (System.nanoTime() - start) / 1e9);
      return;
    }
    if (args.length >= 1 && args[0].equals("cli")) {
      System.exit(new CommandLine(new ReportCommand()).execute(Arrays.copyOfRange(args, 1, args.length)));
    }
    if (args.length == 4 && args[0].equals("report")) {
      report(Path.of(args[1]), Path.of(args[2]), Duration.ofHours(Long.parseLong(args[3])));
      return;
    }
    System.err.println("usage: ReportScale generate DIR HOURS HOSTS | report DIR OUT WARMUP_HOURS | cli REPORT-ARGS...");
    System.exit(2);
  }

  private static void report(Path dir, Path out, Duration warmup) throws Exception {
    long start = System.nanoTime();
    ReportSummary summary = Report.of(List.of(RunSource.discover("scale", dir))).warmup(warmup).summarize();
    long summarized = System.nanoTime();
    List<Path> files = ReportWriter.write(summary, out, EnumSet.allOf(ReportFormat.class));
    long written = System.nanoTime();
    long peak = 0;
    for (MemoryPoolMXBean pool : ManagementFactory.getMemoryPoolMXBeans()) {
      if (pool.getType() == MemoryType.HEAP) {
        peak += pool.getPeakUsage().getUsed();
      }
    }
    System.gc();
    long retained = ManagementFactory.getMemoryMXBean().getHeapMemoryUsage().getUsed();
    long gcMs = 0;
    for (GarbageCollectorMXBean gc : ManagementFactory.getGarbageCollectorMXBeans()) {
      gcMs += gc.getCollectionTime();
    }
    long bytes = 0;
    for (Path f : files) {
      bytes += Files.size(f);
    }
    System.out.printf(Locale.US, "hosts=%d windows(READ)=%d measured=%.1f h count(ALL)=%,d throughput(ALL)=%,.0f ops/s%n",
        summary.runs().get(0).hosts().size(), summary.runs().get(0).operation("READ").windows(),
        summary.runs().get(0).measuredSeconds() / 3600, summary.runs().get(0).overall().count(),
        summary.runs().get(0).overall().throughput());
    System.out.printf(Locale.US, "summarize %.1f s, write %d files (%.1f MB) %.1f s, total %.1f s%n",
        (summarized - start) / 1e9, files.size(), bytes / 1e6, (written - summarized) / 1e9, (written - start) / 1e9);
    System.out.printf(Locale.US, "heap: max %d MB, peak used %d MB, retained after GC %.1f MB, GC time %.1f s%n",
        Runtime.getRuntime().maxMemory() >> 20, peak >> 20, retained / 1048576.0, gcMs / 1000.0);
    System.out.println(TextRenderer.render(summary).lines().filter(l -> l.startsWith("client-") || l.startsWith("READ ")
        || l.startsWith("UPDATE ") || l.startsWith("ALL ")).reduce("", (a, b) -> a + b + "\n"));
  }
}
