/*
 * Copyright (c) 2026 ycsb-ext contributors.
 * Licensed under the Apache License, Version 2.0 (http://www.apache.org/licenses/LICENSE-2.0).
 */
package site.ycsb.ext.benchmarks.report;

import java.lang.management.ManagementFactory;
import java.lang.management.ThreadMXBean;
import java.nio.file.Path;
import java.util.Locale;
import site.ycsb.ext.report.input.Window;
import site.ycsb.ext.report.input.WindowReader;

/**
 * The report's cost of reading one interval log (parsing, Base64, inflating, reading the counts), on one thread:
 * {@code LogReadCost FILE PASSES} reads FILE PASSES times and prints the thread's CPU time of each pass in ms (the
 * first passes include the JIT's warm-up), so two builds compare on a busy machine by CPU time rather than wall time.
 */
public final class LogReadCost {

  private LogReadCost() {
  }

  public static void main(String[] args) throws Exception {
    if (args.length != 2 || !args[1].matches("[1-9][0-9]{0,3}")) {
      System.err.println("usage: LogReadCost FILE PASSES (PASSES 1 to 9999)");
      System.exit(2);
    }
    ThreadMXBean threads = ManagementFactory.getThreadMXBean();
    StringBuilder line = new StringBuilder("cpu ms per pass:");
    long values = 0;
    for (int pass = Integer.parseInt(args[1]); pass > 0; pass--) {
      long start = threads.getCurrentThreadCpuTime();
      try (WindowReader reader = WindowReader.open(Path.of(args[0]), 0, false)) {
        for (Window w = reader.next(); w != null; w = reader.next()) {
          values += w.count();
        }
      }
      line.append(String.format(Locale.US, " %.0f", (threads.getCurrentThreadCpuTime() - start) / 1e6));
    }
    System.out.println(line + " (" + values + " values)");
  }
}
