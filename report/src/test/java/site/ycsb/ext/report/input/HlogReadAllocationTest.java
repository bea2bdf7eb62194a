/*
 * Copyright (c) 2026 ycsb-ext contributors.
 * Licensed under the Apache License, Version 2.0 (http://www.apache.org/licenses/LICENSE-2.0).
 */
package site.ycsb.ext.report.input;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.IOException;
import java.lang.management.ManagementFactory;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Random;
import org.HdrHistogram.Histogram;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import site.ycsb.ext.measurements.HlogFormatBridge;
import site.ycsb.ext.report.LogFixture;

/**
 * Reading an interval log allocates a small constant per window, not copies of its lines (issue #44: the report's
 * garbage grew with the data, and the collector grew the heap, and so the resident memory, with the host count). The
 * lines were read as strings, split, re-encoded and Base64-decoded into new arrays: several times the log's bytes. Now
 * a window costs its three number fields and its record, a few hundred bytes for a line of kilobytes.
 */
class HlogReadAllocationTest {

  @TempDir
  Path tmp;

  @Test
  void readingALogAllocatesFarLessThanItsSize() throws IOException {
    int windows = 1_000;
    List<long[]> bounds = new ArrayList<>();
    List<Histogram> histograms = new ArrayList<>();
    Random random = new Random(44);
    for (int i = 0; i < windows; i++) {
      bounds.add(new long[] {LogFixture.T0 + i * 1000L, LogFixture.T0 + (i + 1) * 1000L});
      Histogram h = LogFixture.histogram();
      for (int j = 0; j < 2_000; j++) {
        h.recordValue(100 + (long) Math.abs(random.nextGaussian() * 5_000));
      }
      histograms.add(h);
    }
    Path file = tmp.resolve("READ.hlog");
    Files.writeString(file, HlogFormatBridge.log("READ", 1000, histograms, bounds), StandardCharsets.US_ASCII);
    long size = Files.size(file);
    long total = read(file);
    com.sun.management.ThreadMXBean threads = (com.sun.management.ThreadMXBean) ManagementFactory.getThreadMXBean();
    long id = Thread.currentThread().getId();
    long before = threads.getThreadAllocatedBytes(id);
    long again = read(file);
    long allocated = threads.getThreadAllocatedBytes(id) - before;
    assertEquals(2_000L * windows, total, "every value read");
    assertEquals(total, again);
    assertTrue(allocated < size / 2, "reading a " + size + "-byte log of " + windows + " windows allocated "
        + allocated + " bytes (" + allocated / windows + " a window)");
  }

  private static long read(Path file) {
    long total = 0;
    try (WindowReader reader = WindowReader.open(file, 1000, false)) {
      for (Window w = reader.next(); w != null; w = reader.next()) {
        total += w.count();
      }
    }
    return total;
  }
}
