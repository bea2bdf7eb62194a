/*
 * Copyright (c) 2026 ycsb-ext contributors.
 * Licensed under the Apache License, Version 2.0 (http://www.apache.org/licenses/LICENSE-2.0).
 */
package site.ycsb.ext.report.figures;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.EnumSet;
import java.util.List;
import org.HdrHistogram.Histogram;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import site.ycsb.ext.report.LogFixture;
import site.ycsb.ext.report.Report;
import site.ycsb.ext.report.ReportFormat;
import site.ycsb.ext.report.input.RunSource;
import site.ycsb.ext.report.model.ReportSummary;
import site.ycsb.ext.report.render.ReportWriter;

/** Every figure is readable for every system in it: checked through the chart data written next to each figure. */
public class FiguresTest {

  /** A series whose values take fewer pixels than this is flat to a reader. */
  static final double VISIBLE_PX = 5;

  @TempDir
  Path tmp;

  /**
   * Writes one system's run: READ and UPDATE for 60 one-second windows, latencies around {@code baseUs} varying by up
   * to 2x from window to window, {@code perWindow} reads a window.
   */
  public static void writeSystem(Path dir, long baseUs, long perWindow) throws IOException {
    List<Histogram> reads = new ArrayList<>();
    List<Histogram> updates = new ArrayList<>();
    for (int w = 0; w < 60; w++) {
      long us = baseUs + baseUs * (w % 5) / 4;
      Histogram r = LogFixture.histogram();
      r.recordValueWithCount(us, perWindow - 2);
      r.recordValueWithCount(us * 3 / 2, 2);
      reads.add(r);
      Histogram u = LogFixture.histogram();
      u.recordValueWithCount(us * 2, perWindow / 2);
      updates.add(u);
    }
    LogFixture.writeHlog(dir, "READ", 1000, reads, LogFixture.T0);
    LogFixture.writeHlog(dir, "UPDATE", 1000, updates, LogFixture.T0);
  }

  /** Two systems whose latencies differ 100x (0.15 ms against 15 ms), the fast one with 50x the throughput. */
  public static ReportSummary hundredTimesApart(Path tmp) throws IOException {
    writeSystem(tmp.resolve("aerospike"), 150, 5000);
    writeSystem(tmp.resolve("couchbase2"), 15_000, 100);
    return Report.of(List.of(RunSource.discover("aerospike", tmp.resolve("aerospike")),
        RunSource.discover("couchbase2", tmp.resolve("couchbase2")))).summarize();
  }

  /** Two systems whose latencies differ 100x and whose throughputs differ {@code throughputFactor}x. */
  static ReportSummary apart(Path tmp, long throughputFactor) throws IOException {
    writeSystem(tmp.resolve("aerospike"), 150, 100 * throughputFactor);
    writeSystem(tmp.resolve("couchbase2"), 15_000, 100);
    return Report.of(List.of(RunSource.discover("aerospike", tmp.resolve("aerospike")),
        RunSource.discover("couchbase2", tmp.resolve("couchbase2")))).summarize();
  }

  @Test
  void everySeriesOfTwoSystemsHundredTimesApartIsVisibleAndNoLegendCoversData() throws IOException {
    checkEverySeriesVisible(hundredTimesApart(tmp), tmp.resolve("report"));
  }

  @Test
  void everySeriesOfSystemsUpToAThousandTimesApartInThroughputIsVisible() throws IOException {
    for (long factor : new long[] {12, 208, 1000}) {
      Path dir = tmp.resolve("x" + factor);
      checkEverySeriesVisible(apart(dir, factor), dir.resolve("report"));
      ChartData throughput = ChartData.read(Files.readString(dir.resolve("report/figures/throughput-read.json")))
          .get(0);
      assertTrue(throughput.yLogarithmic(), factor + "x apart: the throughput axis is logarithmic");
    }
  }

  /** docs/report.md's rule holds for the throughput-latency figure's throughput axis too: 1000x apart, logarithmic. */
  @Test
  void theThroughputLatencyFiguresThroughputAxisIsLogarithmicWhenSystemsAreFarApart() throws IOException {
    Path dir = tmp.resolve("x1000");
    ReportWriter.write(apart(dir, 1000), dir.resolve("report"), EnumSet.of(ReportFormat.HTML));
    String data = Files.readString(dir.resolve("report/figures/throughput-latency.json"));
    assertTrue(data.contains("the throughput axis is logarithmic"), "the caption says so: " + data);

    Path near = tmp.resolve("x2");
    ReportWriter.write(apart(near, 2), near.resolve("report"), EnumSet.of(ReportFormat.HTML));
    assertFalse(Files.readString(near.resolve("report/figures/throughput-latency.json"))
        .contains("throughput axis is logarithmic"), "2x apart stays linear");
  }

  /** Every series of every figure spans at least {@link #VISIBLE_PX}; a legend never covers a plot. */
  private static void checkEverySeriesVisible(ReportSummary summary, Path out) throws IOException {
    ReportWriter.write(summary, out, EnumSet.of(ReportFormat.HTML));
    List<Path> charts;
    try (var files = Files.list(out.resolve("figures"))) {
      charts = files.filter(f -> f.toString().endsWith(".json")).sorted().toList();
    }
    assertEquals(7, charts.size(), "READ and UPDATE x (throughput, latency, distribution), and the curve: " + charts);
    for (Path file : charts) {
      String name = file.getFileName().toString();
      List<ChartData> panels = ChartData.read(Files.readString(file));
      assertEquals(name.startsWith("throughput-latency") ? 2 : 1, panels.size(), name + ": a panel per operation");
      for (ChartData chart : panels) {
        assertTrue(chart.plot()[3] > 100, name + ": the plot was laid out: " + Files.readString(file));
        assertFalse(chart.legendOverlapsPlot(), name + ": the legend lies outside the plot: " + Files.readString(file));
        assertTrue(chart.yLogarithmic(), name + ": values 10x or more apart get a logarithmic axis");
        for (ChartData.SeriesRange s : chart.series()) {
          assertTrue(chart.pixelSpan(s) >= VISIBLE_PX || s.min() == s.max() && chart.position(s.min()) > 0.02,
              name + ": series " + s + " spans " + chart.pixelSpan(s) + " px");
        }
      }
    }
  }

  @Test
  void timeAxesLabelAtLeastFourWholeTicksFromOneSecondToADay() throws IOException {
    long[] lengthsMs = {1000, 7000, 59_000, 61_000, 300_000, 3_600_000, 10_860_000, 43_200_000, 86_400_000};
    for (long lengthMs : lengthsMs) {
      Path dir = tmp.resolve("len" + lengthMs);
      List<Histogram> windows = new ArrayList<>();
      for (int w = 0; w < 20; w++) {
        Histogram h = LogFixture.histogram();
        h.recordValueWithCount(100 + w, 1000);
        windows.add(h);
      }
      LogFixture.writeHlog(dir.resolve("run"), "READ", lengthMs / 20, windows, LogFixture.T0);
      ReportSummary summary = Report.of(List.of(RunSource.discover("run", dir.resolve("run")))).summarize();
      for (TimeAxis.Mode mode : TimeAxis.Mode.values()) {
        Path out = dir.resolve(mode.name());
        ReportWriter.write(summary, out, EnumSet.of(ReportFormat.HTML), mode);
        ChartData chart = ChartData.read(Files.readString(out.resolve("figures/throughput-read.json"))).get(0);
        assertTrue(chart.xLabels().size() >= 4, lengthMs + " ms, " + mode + ": " + chart.xLabels() + " "
            + Files.readString(out.resolve("figures/throughput-read.json")));
        for (String label : chart.xLabels()) {
          assertTrue(label.matches(mode == TimeAxis.Mode.ELAPSED ? "[0-9,]+" : "[0-9]{2}:[0-9]{2}(:[0-9]{2}(\\.[0-9]{3})?)?"),
              lengthMs + " ms, " + mode + ": whole units: " + chart.xLabels());
        }
      }
    }
  }

  @Test
  void aLinearAxisWouldFlattenTheFastSystem() throws IOException {
    // the check above can fail: the same data on a linear axis from 0 leaves the fast system's p95 under 5 px
    ChartData linear = new ChartData(false, 0, 40, new double[] {0, 0, 900, 380}, new double[4],
        List.of(new ChartData.SeriesRange("aerospike p95", 0.15, 0.3)), List.of());
    assertTrue(linear.pixelSpan(linear.series().get(0)) < VISIBLE_PX);
    ChartData log = new ChartData(true, 0.1, 100, new double[] {0, 0, 900, 380}, new double[4],
        List.of(new ChartData.SeriesRange("aerospike p95", 0.15, 0.3)), List.of());
    assertTrue(log.pixelSpan(log.series().get(0)) >= VISIBLE_PX);
  }

  @Test
  void niceCeilingRoundsUpToARoundMultipleOfAPowerOfTen() {
    assertEquals(List.of(1.0, 1.5, 2.5, 5.0, 8.0, 1500.0, 6000.0), List.of(Figures.niceCeiling(0.9),
        Figures.niceCeiling(1.3), Figures.niceCeiling(2.2), Figures.niceCeiling(4.1), Figures.niceCeiling(7),
        Figures.niceCeiling(1500), Figures.niceCeiling(5250)));
  }
}
