/*
 * Copyright (c) 2026 ycsb-ext contributors.
 * Licensed under the Apache License, Version 2.0 (http://www.apache.org/licenses/LICENSE-2.0).
 */
package site.ycsb.ext.report.input;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNull;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.IOException;
import java.io.PrintStream;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Random;
import org.HdrHistogram.Histogram;
import org.HdrHistogram.HistogramLogWriter;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import site.ycsb.ext.measurements.HlogFormatBridge;
import site.ycsb.ext.report.LogFixture;

/**
 * The {@code .hlog} crosses two modules: the measurements module writes it ({@code HlogFormat}, grid stated in a
 * header comment), the report reads it ({@link HlogWindowReader}). Written by the real writer, read by the real reader:
 * same windows, counts, spans and grid.
 */
class HlogRoundTripTest {

  @TempDir
  Path tmp;

  /** A run from T0 + 250 ms to T0 + 5,600 ms on a 1 s grid: first and last windows clipped, as the writer does. */
  private static List<long[]> clippedWindows(long windowMs) {
    long startMs = LogFixture.T0 + 250;
    long endMs = LogFixture.T0 + 5_600;
    List<long[]> bounds = new ArrayList<>();
    for (long s = startMs; s < endMs; s = s - Math.floorMod(s, windowMs) + windowMs) {
      bounds.add(new long[] {s, Math.min(endMs, s - Math.floorMod(s, windowMs) + windowMs)});
    }
    return bounds;
  }

  private static List<Histogram> randomWindows(int n, long seed) {
    Random random = new Random(seed);
    List<Histogram> windows = new ArrayList<>();
    for (int i = 0; i < n; i++) {
      Histogram h = LogFixture.histogram();
      int count = i == 2 ? 0 : 1 + random.nextInt(500);
      for (int j = 0; j < count; j++) {
        h.recordValue(50 + random.nextInt(20_000));
      }
      windows.add(h);
    }
    return windows;
  }

  @Test
  void windowsWrittenByHlogFormatReadBackWithTheirCountsSpansAndGrid() throws IOException {
    long windowMs = 1000;
    List<long[]> bounds = clippedWindows(windowMs);
    List<Histogram> windows = randomWindows(bounds.size(), 11);
    List<Histogram> copies = new ArrayList<>();
    windows.forEach(h -> copies.add(h.copy()));
    Path file = tmp.resolve("READ.hlog");
    Files.writeString(file, HlogFormatBridge.log("READ", windowMs, windows, bounds), StandardCharsets.US_ASCII);
    // no grid from a manifest: the header's comment must state it
    try (HlogWindowReader reader = new HlogWindowReader(file, 0)) {
      for (int i = 0; i < bounds.size(); i++) {
        Window w = reader.next();
        assertEquals(bounds.get(i)[0], w.startMs(), "window " + i + " start");
        assertEquals(bounds.get(i)[1], w.endMs(), "window " + i + " end");
        assertEquals(bounds.get(i)[0] - Math.floorMod(bounds.get(i)[0], windowMs), w.slotMs(), "window " + i
            + " slot on the writer's grid");
        assertEquals(copies.get(i).getTotalCount(), w.count(), "window " + i + " count");
        assertEquals(copies.get(i).getValueAtPercentile(99), w.histogram().getValueAtPercentile(99), "window " + i
            + " p99");
      }
      assertNull(reader.next(), "no more windows than written");
    }
  }

  @Test
  void theGridCommentTheWriterWritesIsTheOneTheReaderLooksFor() throws IOException {
    // a 250 ms grid: without the comment, the reader would infer 750 ms from the first (clipped) window
    long windowMs = 250;
    List<long[]> bounds = List.of(new long[] {LogFixture.T0 + 100, LogFixture.T0 + 250},
        new long[] {LogFixture.T0 + 250, LogFixture.T0 + 500}, new long[] {LogFixture.T0 + 500, LogFixture.T0 + 750});
    String log = HlogFormatBridge.log("UPDATE", windowMs, randomWindows(3, 5), bounds);
    assertTrue(log.contains(HlogFormatBridge.WINDOW_COMMENT + windowMs + " ms on the wall-clock grid"), log);
    Path file = tmp.resolve("UPDATE.hlog");
    Files.writeString(file, log, StandardCharsets.US_ASCII);
    try (HlogWindowReader reader = new HlogWindowReader(file, 0)) {
      assertEquals(LogFixture.T0, reader.next().slotMs());
      assertEquals(LogFixture.T0 + 250, reader.next().slotMs());
      assertEquals(LogFixture.T0 + 500, reader.next().slotMs());
    }
  }

  @Test
  void logWithoutTheGridCommentTakesTheGridFromTheManifest() throws IOException {
    // the older layout: HdrHistogram's header only; the first window is clipped (T0 + 400 to T0 + 1000)
    List<Histogram> windows = randomWindows(3, 3);
    long[] counts = windows.stream().mapToLong(Histogram::getTotalCount).toArray();
    Path file = tmp.resolve("READ.hlog");
    try (PrintStream out = new PrintStream(Files.newOutputStream(file), false,
        StandardCharsets.US_ASCII)) {
      HistogramLogWriter writer = new HistogramLogWriter(out);
      writer.outputStartTime(LogFixture.T0 + 400);
      writer.setBaseTime(0);
      writer.outputBaseTime(0);
      writer.outputLegend();
      long[][] bounds = {{400, 1000}, {1000, 2000}, {2000, 3000}};
      for (int i = 0; i < 3; i++) {
        windows.get(i).setStartTimeStamp(LogFixture.T0 + bounds[i][0]);
        windows.get(i).setEndTimeStamp(LogFixture.T0 + bounds[i][1]);
        writer.outputIntervalHistogram(windows.get(i));
      }
    }
    try (HlogWindowReader reader = new HlogWindowReader(file, 1000)) {
      Window first = reader.next();
      assertEquals(LogFixture.T0, first.slotMs(), "on the manifest's 1 s grid");
      assertEquals(LogFixture.T0 + 400, first.startMs(), "the clipped span is kept, not moved onto the grid");
      assertEquals(counts[0], first.count());
      assertEquals(LogFixture.T0 + 1000, reader.next().slotMs());
      assertEquals(LogFixture.T0 + 2000, reader.next().slotMs());
    }
  }
}
