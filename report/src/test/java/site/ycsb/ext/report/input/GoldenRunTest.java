/*
 * Copyright (c) 2026 ycsb-ext contributors.
 * Licensed under the Apache License, Version 2.0 (http://www.apache.org/licenses/LICENSE-2.0).
 */
package site.ycsb.ext.report.input;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.IOException;
import java.net.URISyntaxException;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import org.HdrHistogram.EncodableHistogram;
import org.HdrHistogram.Histogram;
import org.HdrHistogram.HistogramLogReader;
import org.junit.jupiter.api.Test;
import site.ycsb.ext.contract.Manifest;
import site.ycsb.ext.report.Report;
import site.ycsb.ext.report.model.OpSummary;
import site.ycsb.ext.report.model.RunSummary;

/**
 * Reads the output of a real run checked in under {@code golden/run-2026-11} (see its README) forever: what the
 * measurements module wrote in 2026-11 must stay readable, with the same counts, grid and percentiles.
 */
class GoldenRunTest {

  private static Path golden() throws URISyntaxException {
    return Path.of(GoldenRunTest.class.getResource("/golden/run-2026-11").toURI());
  }

  /** HdrHistogram's own reader over the whole log: the reference the report's reader must agree with. */
  private static Histogram reference(Path hlog) throws IOException {
    Histogram sum = new Histogram(3);
    sum.setAutoResize(true);
    try (HistogramLogReader reader = new HistogramLogReader(hlog.toFile())) {
      for (EncodableHistogram h = reader.nextIntervalHistogram(); h != null; h = reader.nextIntervalHistogram()) {
        sum.add((Histogram) h);
      }
    }
    return sum;
  }

  private static List<Window> windows(WindowReader reader) {
    List<Window> windows = new ArrayList<>();
    try (reader) {
      for (Window w = reader.next(); w != null; w = reader.next()) {
        windows.add(new Window(w.slotMs(), w.startMs(), w.endMs(), w.histogram().copy(), w.overflow()));
      }
    }
    return windows;
  }

  @Test
  void goldenRunIsReadWithTheManifestsCountsAndHdrHistogramsPercentiles() throws Exception {
    Path dir = golden();
    Manifest manifest = Manifest.read(dir.resolve(Manifest.FILE_NAME));
    assertTrue(manifest.verifyFiles(dir).isEmpty(), "golden files unchanged: " + manifest.verifyFiles(dir));
    RunSummary run = Report.of(List.of(RunSource.discover(null, dir))).summarize().runs().get(0);
    assertEquals(manifest.label(), run.label());
    for (String op : List.of("READ", "UPDATE")) {
      OpSummary o = run.operation(op);
      assertEquals(Math.round(manifest.summaryValue(op, "Operations")), o.count(), op + " count");
      Histogram reference = reference(dir.resolve(op + ".hlog"));
      assertEquals(reference.getTotalCount(), o.count(), op + " count against HistogramLogReader");
      assertEquals((double) reference.getValueAtPercentile(50), o.p50Us(), op + " p50");
      assertEquals((double) reference.getValueAtPercentile(95), o.p95Us(), op + " p95");
      assertEquals((double) reference.getValueAtPercentile(99), o.p99Us(), op + " p99");
      assertEquals((double) reference.getMaxValue(), o.maxUs(), op + " max");
    }
    assertEquals(manifest.operations(), run.overall().count(), "ALL holds every operation the client counted");
  }

  @Test
  void goldenLogsStateTheirGridAndBothFormatsHoldTheSameWindows() throws Exception {
    Path dir = golden();
    long windowMs = Manifest.read(dir.resolve(Manifest.FILE_NAME)).windowMs();
    for (String op : List.of("READ", "UPDATE")) {
      // no grid passed in: the .hlog header states it
      List<Window> hlog = windows(new HlogWindowReader(dir.resolve(op + ".hlog"), 0));
      List<Window> json = windows(new ForkJsonWindowReader(dir.resolve(op + ".json"), windowMs));
      assertEquals(hlog.size(), json.size(), op + " windows in .hlog and .json");
      assertTrue(hlog.size() >= 3, op + " has windows: " + hlog.size());
      for (int i = 0; i < hlog.size(); i++) {
        Window h = hlog.get(i);
        assertEquals(0, Math.floorMod(h.slotMs(), windowMs), op + " window " + i + " slot on the grid");
        if (i > 0 && i < hlog.size() - 1) {
          assertEquals(windowMs, h.endMs() - h.startMs(), op + " inner window " + i + " spans the grid's length");
        }
        assertEquals(h.slotMs(), json.get(i).slotMs(), op + " window " + i + " slot in both formats");
        assertEquals(h.count(), json.get(i).count(), op + " window " + i + " count in both formats");
      }
    }
  }
}
