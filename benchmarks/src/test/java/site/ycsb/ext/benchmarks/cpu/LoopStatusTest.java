/*
 * Copyright (c) 2026 ycsb-ext contributors.
 * Licensed under the Apache License, Version 2.0 (http://www.apache.org/licenses/LICENSE-2.0).
 */
package site.ycsb.ext.benchmarks.cpu;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.ByteArrayOutputStream;
import java.io.PrintStream;
import java.nio.charset.StandardCharsets;
import java.util.List;
import org.junit.jupiter.api.Test;

class LoopStatusTest {
  /** Lines in core's shape, one per elapsed second (never a second twice), and a last one with every operation. */
  @Test
  void printsOneLinePerSecondAndALastLineWithAllOperations() throws Exception {
    ByteArrayOutputStream bytes = new ByteArrayOutputStream();
    LoopStatus status = new LoopStatus("raw-test", new PrintStream(bytes, true, StandardCharsets.UTF_8)).start();
    long end = System.nanoTime() + 2_600_000_000L;
    long done = 0;
    while (System.nanoTime() < end) {
      status.operationDone();
      done++;
      Thread.sleep(0, 200_000);
    }
    status.close();
    List<String> lines = bytes.toString(StandardCharsets.UTF_8).lines().toList();
    assertTrue(!lines.isEmpty(), "at least the last line");
    long lastSecond = 0;
    for (String line : lines.subList(0, lines.size() - 1)) {
      assertTrue(line.startsWith("raw-test "), line);
      long second = CpuPerOperation.parseStatus(line).orElseThrow()[0];
      assertTrue(second > lastSecond, "seconds increase strictly: " + lines);
      lastSecond = second;
    }
    long[] last = CpuPerOperation.parseStatus(lines.get(lines.size() - 1)).orElseThrow();
    assertEquals(done, last[1]);
  }
}
