/*
 * Copyright (c) 2026 ycsb-ext contributors.
 * Licensed under the Apache License, Version 2.0 (http://www.apache.org/licenses/LICENSE-2.0).
 */
package site.ycsb.ext.report.merge;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNotEquals;
import static org.junit.jupiter.api.Assertions.assertNotNull;
import static org.junit.jupiter.api.Assertions.assertNull;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;
import java.util.Random;
import java.util.Set;
import java.util.concurrent.ConcurrentHashMap;
import java.util.concurrent.ExecutorService;
import java.util.concurrent.Executors;
import org.HdrHistogram.Histogram;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import site.ycsb.ext.report.LogFixture;
import site.ycsb.ext.report.ReportInputException;
import site.ycsb.ext.report.input.BucketLayout;
import site.ycsb.ext.report.input.LatencyCounts;
import site.ycsb.ext.report.input.Window;
import site.ycsb.ext.report.input.WindowReader;

/**
 * A log read ahead on the decoding pool gives what its own reader gives, in the same order: the same windows (slots,
 * spans, counts, percentiles), then the same end, cut note or failure; and its windows are decoded on the pool, not
 * on the thread that merges them. Real {@code .hlog} files written by HdrHistogram's writer, real readers.
 */
class ReadAheadTest {

  @TempDir
  Path tmp;

  private final ExecutorService pool = Executors.newFixedThreadPool(2);

  @AfterEach
  void stopPool() {
    pool.shutdownNow();
  }

  private Path log(int windows, long seed) throws IOException {
    Random random = new Random(seed);
    List<Histogram> list = new ArrayList<>();
    for (int i = 0; i < windows; i++) {
      Histogram h = LogFixture.histogram();
      int n = i % 7 == 3 ? 0 : 1 + random.nextInt(400);
      for (int j = 0; j < n; j++) {
        h.recordValue(20 + random.nextInt(i % 2 == 0 ? 5_000 : 900_000));
      }
      list.add(h);
    }
    return LogFixture.writeHlog(tmp.resolve("h" + seed), "READ", 1000, list, LogFixture.T0);
  }

  /** What a window says, taken when it is handed out: slot, span, count, p50, p99, max. */
  private static List<Long> facts(Window w) {
    LatencyCounts c = w.counts();
    return List.of(w.slotMs(), w.startMs(), w.endMs(), c.totalCount(), c.valueAtPercentile(50),
        c.valueAtPercentile(99), c.maxValue());
  }

  /** Every window's facts (taken before the next call), then the end ("end" and the cut note) or the failure. */
  private static List<Object> readAll(WindowReader reader) {
    List<Object> seen = new ArrayList<>();
    try (reader) {
      while (true) {
        assertNull(reader.cutNote(), "a cut note before the end");
        Window w = reader.next();
        if (w == null) {
          seen.add("end, cut note " + reader.cutNote());
          return seen;
        }
        seen.add(facts(w));
        seen.add(reader.layout());
      }
    } catch (ReportInputException e) {
      seen.add("failed: " + e.getMessage());
      return seen;
    }
  }

  @Test
  void givesTheWindowsOfItsLogInItsOrderAcrossBatches() throws IOException {
    Path file = log(50, 1);
    List<Object> direct = readAll(WindowReader.open(file, 1000, false));
    for (int batch : new int[] {1, 3, 7, 50, 64}) {
      List<Object> ahead = readAll(new ReadAhead(WindowReader.open(file, 1000, false), pool, batch));
      assertEquals(direct, ahead, "batches of " + batch);
    }
    assertEquals(50 * 2 + 1, direct.size());
    assertEquals(BucketLayout.EXACT, direct.get(1));
  }

  @Test
  void decodesOnThePoolNotOnTheThreadThatReadsTheWindows() throws IOException {
    Path file = log(20, 2);
    Set<Thread> decoding = ConcurrentHashMap.newKeySet();
    WindowReader recorded = new Recording(WindowReader.open(file, 1000, false), decoding);
    List<Object> ahead = readAll(new ReadAhead(recorded, pool, 4));
    assertEquals(readAll(WindowReader.open(file, 1000, false)), ahead);
    assertTrue(!decoding.isEmpty(), "nothing decoded");
    assertTrue(!decoding.contains(Thread.currentThread()), "decoded on the reading thread: " + decoding);
  }

  @Test
  void aCorruptLineFailsWithTheSameMessageAfterTheWindowsBeforeIt() throws IOException {
    Path file = log(30, 3);
    LogFixture.editHistogram(file, 9, text -> text.substring(0, 4) + "AAAAAAAAAAAAAAAA" + text.substring(20));
    List<Object> direct = readAll(WindowReader.open(file, 1000, false));
    String failure = (String) direct.get(direct.size() - 1);
    assertTrue(failure.startsWith("failed: Corrupt or truncated interval log"), failure);
    for (int batch : new int[] {1, 4, 21, 32}) {
      assertEquals(direct, readAll(new ReadAhead(WindowReader.open(file, 1000, false), pool, batch)),
          "batches of " + batch);
    }
  }

  @Test
  void aLogCutInItsLastLineEndsWithTheSameNoteWhenPartialInputIsAllowed() throws IOException {
    Path file = log(12, 4);
    byte[] bytes = Files.readAllBytes(file);
    Files.write(file, Arrays.copyOf(bytes, bytes.length - 30));
    List<Object> direct = readAll(WindowReader.open(file, 1000, true));
    String end = (String) direct.get(direct.size() - 1);
    assertTrue(end.startsWith("end, cut note READ.hlog cut in its last line"), end);
    assertEquals(11 * 2 + 1, direct.size());
    for (int batch : new int[] {1, 5, 11, 12}) {
      assertEquals(direct, readAll(new ReadAhead(WindowReader.open(file, 1000, true), pool, batch)),
          "batches of " + batch);
    }
  }

  @Test
  void noCutNoteBeforeTheLastWindowIsHandedOut() throws IOException {
    Path file = log(6, 5);
    byte[] bytes = Files.readAllBytes(file);
    Files.write(file, Arrays.copyOf(bytes, bytes.length - 30));
    try (WindowReader ahead = new ReadAhead(WindowReader.open(file, 1000, true), pool, 16)) {
      assertNotNull(ahead.next());
      assertNull(ahead.cutNote(), "the whole log is read ahead, but its reader has not reached the end yet");
      while (ahead.next() != null) {
        assertNull(ahead.cutNote());
      }
      assertNotNull(ahead.cutNote());
    }
  }

  @Test
  void closedBeforeTheEndStopsReading() throws IOException {
    Path file = log(40, 6);
    Set<Thread> decoding = ConcurrentHashMap.newKeySet();
    Recording recorded = new Recording(WindowReader.open(file, 1000, false), decoding);
    WindowReader ahead = new ReadAhead(recorded, pool, 2);
    assertNotNull(ahead.next());
    ahead.close();
    int read = recorded.calls;
    assertTrue(read <= 4, "read " + read + " windows: at most two batches ahead");
    assertNotEquals(0, read);
  }

  @Test
  void theWindowsHeldAheadAreBoundedWhateverTheNumberOfLogs() {
    for (int logs : new int[] {1, 2, 8, 64, 128, 512, 4096}) {
      int batch = DecodePool.batchSize(logs);
      assertTrue(batch >= 1 && batch <= DecodePool.MAX_BATCH, logs + " logs: batches of " + batch);
      // two batches per log at most: the one handed out and the one read ahead
      assertTrue(2L * batch * logs <= 2L * Math.max(DecodePool.WINDOWS_AHEAD, logs), logs + " logs: " + 2L * batch
          * logs + " windows ahead");
    }
  }

  /** A reader that notes the threads its windows are read on. */
  private static final class Recording implements WindowReader {
    private final WindowReader reader;
    private final Set<Thread> threads;
    volatile int calls;

    Recording(WindowReader reader, Set<Thread> threads) {
      this.reader = reader;
      this.threads = threads;
    }

    @Override
    public Window next() {
      threads.add(Thread.currentThread());
      calls++;
      return reader.next();
    }

    @Override
    public WindowReader ownCounts() {
      reader.ownCounts();
      return this;
    }

    @Override
    public void reuse(LatencyCounts spent) {
      reader.reuse(spent);
    }

    @Override
    public Path file() {
      return reader.file();
    }

    @Override
    public BucketLayout layout() {
      return reader.layout();
    }

    @Override
    public String cutNote() {
      return reader.cutNote();
    }

    @Override
    public void close() {
      reader.close();
    }
  }
}
