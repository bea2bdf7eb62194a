/*
 * Copyright (c) 2026 ycsb-ext contributors.
 * Licensed under the Apache License, Version 2.0 (http://www.apache.org/licenses/LICENSE-2.0).
 */
package site.ycsb.ext.report;

import java.awt.Color;
import java.io.IOException;
import java.io.OutputStream;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.Iterator;
import java.util.List;
import java.util.Locale;
import org.HdrHistogram.Histogram;
import org.HdrHistogram.HistogramIterationValue;
import org.knowm.xchart.BitmapEncoder;
import org.knowm.xchart.VectorGraphicsEncoder;
import org.knowm.xchart.XYChart;
import org.knowm.xchart.XYChartBuilder;
import org.knowm.xchart.XYSeries;
import org.knowm.xchart.style.Styler;
import org.knowm.xchart.style.markers.SeriesMarkers;

/**
 * Draws the report's charts with XChart, each as PNG and SVG: per primary operation the throughput over time and the
 * p95/p99 latency over time (every run on one chart, x in seconds, minutes or hours after the warm-up), and the latency percentile
 * distribution; with several runs, the throughput-latency curve. Long series are reduced to at most
 * {@value #MAX_POINTS} points per line: throughput by averaging, latency by keeping the highest window value of each
 * bin (an envelope that keeps spikes visible). Not thread-safe (XChart rendering is done on the calling thread).
 */
final class Figures {

  /** Points per line at most; beyond this, windows are binned. */
  static final int MAX_POINTS = 1500;

  private static final int WIDTH = 960;
  private static final int HEIGHT = 440;

  private final ReportSummary summary;

  Figures(ReportSummary summary) {
    this.summary = summary;
  }

  /** Renders every chart into {@code dir} (created if needed) and returns them in display order. */
  List<Figure> render(Path dir) throws IOException {
    if (System.getProperty("java.awt.headless") == null) {
      System.setProperty("java.awt.headless", "true");
    }
    Files.createDirectories(dir);
    List<Figure> figures = new ArrayList<>();
    for (String op : summary.primaryOperations()) {
      String slug = op.toLowerCase(Locale.ROOT).replaceAll("[^a-z0-9]+", "-");
      figures.add(save(dir, "throughput-" + slug, throughput(op), op + " throughput over time",
          "Operations per second in each window after the warm-up, all hosts merged"
              + binNote(op, "averaged") + "."));
      figures.add(save(dir, "latency-" + slug, latency(op), op + " p95 and p99 latency over time",
          "95th and 99th percentile of each window's merged histogram" + binNote(op, "the highest window kept")
              + "."));
      figures.add(save(dir, "distribution-" + slug, distribution(op), op + " latency percentile distribution",
          "Latency at each percentile of the merged histogram of the measured period."));
    }
    if (summary.runs().size() > 1) {
      figures.add(save(dir, "throughput-latency", curve(), "Throughput against latency",
          "One point per run, in the order given (load steps): total throughput and each operation's p95 and p99."));
    }
    return figures;
  }

  private String binNote(String op, String how) {
    int longest = 0;
    for (RunSummary r : summary.runs()) {
      WindowSeries s = r.series().get(op);
      longest = Math.max(longest, s == null ? 0 : s.size());
    }
    int bin = binSize(longest);
    return bin <= 1 ? "" : "; plotted in bins of " + bin + " windows, " + how;
  }

  static int binSize(int windows) {
    return Math.max(1, (windows + MAX_POINTS - 1) / MAX_POINTS);
  }

  private XYChart chart(String title, String xTitle, String yTitle) {
    XYChart chart = new XYChartBuilder().width(WIDTH).height(HEIGHT).title(title).xAxisTitle(xTitle)
        .yAxisTitle(yTitle).build();
    Styler styler = chart.getStyler();
    styler.setChartBackgroundColor(Color.WHITE);
    styler.setLegendPosition(Styler.LegendPosition.InsideNE);
    chart.getStyler().setDefaultSeriesRenderStyle(XYSeries.XYSeriesRenderStyle.Line);
    chart.getStyler().setMarkerSize(0);
    chart.getStyler().setLocale(Locale.US);
    chart.getStyler().setXAxisDecimalPattern("#,##0.##");
    chart.getStyler().setYAxisDecimalPattern("#,##0.###");
    chart.getStyler().setXAxisMaxLabelCount(16);
    return chart;
  }

  /** The time axis unit that suits the longest measured period: seconds, minutes or hours. */
  private TimeUnitChoice timeUnit() {
    double longestSec = summary.runs().stream().mapToDouble(RunSummary::measuredSeconds).max().orElse(0);
    if (longestSec <= 180) {
      return new TimeUnitChoice("seconds", 1000.0);
    }
    return longestSec <= 3 * 3600 ? new TimeUnitChoice("minutes", 60_000.0) : new TimeUnitChoice("hours", 3_600_000.0);
  }

  /** A unit of the time axis and its length in milliseconds. */
  private record TimeUnitChoice(String name, double ms) {
    String axisTitle() {
      return name + " after warm-up";
    }
  }

  private XYChart throughput(String op) {
    TimeUnitChoice unit = timeUnit();
    XYChart chart = chart(op + " throughput", unit.axisTitle(), "ops/s");
    chart.getStyler().setYAxisMin(0.0);
    for (RunSummary r : summary.runs()) {
      WindowSeries s = r.series().get(op);
      if (s != null) {
        addSeries(chart, r.label(), binned(r, s, unit, Figures::meanRate));
      }
    }
    return chart;
  }

  private XYChart latency(String op) {
    TimeUnitChoice unit = timeUnit();
    XYChart chart = chart(op + " latency", unit.axisTitle(), "ms");
    chart.getStyler().setYAxisMin(0.0);
    for (RunSummary r : summary.runs()) {
      WindowSeries s = r.series().get(op);
      if (s != null) {
        addSeries(chart, r.label() + " p95", binned(r, s, unit, (w, from, to) -> highest(w::p95Us, from, to) / 1000));
        addSeries(chart, r.label() + " p99", binned(r, s, unit, (w, from, to) -> highest(w::p99Us, from, to) / 1000));
      }
    }
    return chart;
  }

  /** Reduces the windows {@code [from, to)} of a series to one value. */
  private interface BinValue {
    double of(WindowSeries series, int from, int to);
  }

  /** One point per bin of {@link #binSize} windows: x = the bin's first window, y = {@code value}; NaN dropped. */
  private static List<double[]> binned(RunSummary r, WindowSeries s, TimeUnitChoice unit, BinValue value) {
    int bin = binSize(s.size());
    List<double[]> points = new ArrayList<>();
    for (int i = 0; i < s.size(); i += bin) {
      double y = value.of(s, i, Math.min(s.size(), i + bin));
      if (!Double.isNaN(y)) {
        points.add(new double[] {elapsed(r, s.startMs(i), unit), y});
      }
    }
    return points;
  }

  /** Operations per second over the windows {@code [from, to)}. */
  private static double meanRate(WindowSeries s, int from, int to) {
    long count = 0;
    long lengthMs = 0;
    for (int j = from; j < to; j++) {
      count += s.count(j);
      lengthMs += s.lengthMs(j);
    }
    return lengthMs == 0 ? 0 : count * 1000.0 / lengthMs;
  }

  /** The highest non-NaN value of windows {@code [from, to)}, NaN when all are empty. */
  private static double highest(java.util.function.IntToDoubleFunction values, int from, int to) {
    double highest = Double.NaN;
    for (int j = from; j < to; j++) {
      highest = max(highest, values.applyAsDouble(j));
    }
    return highest;
  }

  private static double max(double a, double b) {
    if (Double.isNaN(a)) {
      return b;
    }
    return Double.isNaN(b) ? a : Math.max(a, b);
  }

  private XYChart distribution(String op) {
    XYChart chart = chart(op + " latency by percentile", "percentile", "ms");
    chart.getStyler().setXAxisLogarithmic(true);
    chart.getStyler().setLegendPosition(Styler.LegendPosition.InsideNW);
    chart.getStyler().setxAxisTickLabelsFormattingFunction(x -> percentileLabel(x));
    for (RunSummary r : summary.runs()) {
      Histogram h = r.histograms().get(op);
      if (h == null || h.getTotalCount() == 0) {
        continue;
      }
      List<double[]> points = new ArrayList<>();
      Iterator<HistogramIterationValue> it = h.percentiles(5).iterator();
      while (it.hasNext()) {
        HistogramIterationValue v = it.next();
        double q = v.getPercentileLevelIteratedTo() / 100.0;
        if (q >= 0.999999) {
          break;
        }
        points.add(new double[] {1.0 / (1.0 - q), h.highestEquivalentValue(v.getValueIteratedTo()) / 1000.0});
      }
      addSeries(chart, r.label(), points);
    }
    return chart;
  }

  /** Labels the log axis {@code 1/(1-q)} with the percentile it stands for: 10 -> 90%, 1000 -> 99.9%. */
  static String percentileLabel(double x) {
    if (x <= 1) {
      return "0%";
    }
    double percent = 100.0 * (1.0 - 1.0 / x);
    String text = String.format(Locale.US, "%.4f", percent).replaceAll("0+$", "").replaceAll("\\.$", "");
    return text + "%";
  }

  private XYChart curve() {
    XYChart chart = chart("Throughput against latency", "throughput (ops/s)", "ms");
    chart.getStyler().setMarkerSize(8);
    for (String op : summary.primaryOperations()) {
      List<double[]> p95 = new ArrayList<>();
      List<double[]> p99 = new ArrayList<>();
      for (RunSummary r : summary.runs()) {
        OpSummary o = r.operation(op);
        if (o != null && !Double.isNaN(o.p95Us()) && !Double.isNaN(r.overall().throughput())) {
          p95.add(new double[] {r.overall().throughput(), o.p95Us() / 1000.0});
          p99.add(new double[] {r.overall().throughput(), o.p99Us() / 1000.0});
        }
      }
      XYSeries a = addSeries(chart, op + " p95", p95);
      XYSeries b = addSeries(chart, op + " p99", p99);
      if (a != null) {
        a.setMarker(SeriesMarkers.CIRCLE);
      }
      if (b != null) {
        b.setMarker(SeriesMarkers.DIAMOND);
      }
    }
    return chart;
  }

  private static double elapsed(RunSummary r, long startMs, TimeUnitChoice unit) {
    return (startMs - r.measuredStartMs()) / unit.ms();
  }

  private static XYSeries addSeries(XYChart chart, String name, List<double[]> points) {
    if (points.isEmpty()) {
      return null;
    }
    double[] x = new double[points.size()];
    double[] y = new double[points.size()];
    for (int i = 0; i < x.length; i++) {
      x[i] = points.get(i)[0];
      y[i] = points.get(i)[1];
    }
    XYSeries series = chart.addSeries(name, x, y);
    series.setMarker(SeriesMarkers.NONE);
    return series;
  }

  private static Figure save(Path dir, String name, XYChart chart, String title, String caption) throws IOException {
    if (chart.getSeriesCollection().isEmpty()) {
      // XChart cannot draw an empty chart; one invisible point (x = 1 suits a logarithmic axis) keeps the axes
      chart.addSeries("no data", new double[] {1}, new double[] {0}).setMarker(SeriesMarkers.NONE);
    }
    Path png = dir.resolve(name + ".png");
    Path svg = dir.resolve(name + ".svg");
    try (OutputStream out = Files.newOutputStream(png)) {
      BitmapEncoder.saveBitmap(chart, out, BitmapEncoder.BitmapFormat.PNG);
    }
    try (OutputStream out = Files.newOutputStream(svg)) {
      VectorGraphicsEncoder.saveVectorGraphic(chart, out, VectorGraphicsEncoder.VectorGraphicsFormat.SVG);
    }
    return new Figure(title, caption, png, svg);
  }
}
