/*
 * Copyright (c) 2026 ycsb-ext contributors.
 * Licensed under the Apache License, Version 2.0 (http://www.apache.org/licenses/LICENSE-2.0).
 */
package site.ycsb.ext.report.figures;

import java.awt.Color;
import java.io.IOException;
import java.io.OutputStream;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.Comparator;
import java.util.Iterator;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.function.IntToDoubleFunction;
import org.HdrHistogram.Histogram;
import org.HdrHistogram.HistogramIterationValue;
import org.knowm.xchart.AnnotationLine;
import org.knowm.xchart.AnnotationText;
import org.knowm.xchart.BitmapEncoder;
import org.knowm.xchart.VectorGraphicsEncoder;
import org.knowm.xchart.XYChart;
import org.knowm.xchart.XYChartBuilder;
import org.knowm.xchart.XYSeries;
import org.knowm.xchart.style.Styler;
import org.knowm.xchart.style.markers.SeriesMarkers;
import site.ycsb.ext.report.model.OpSummary;
import site.ycsb.ext.report.model.ReportSummary;
import site.ycsb.ext.report.model.RunSummary;
import site.ycsb.ext.report.model.WindowSeries;

/**
 * Draws the report's charts with XChart, each as PNG and SVG: per primary operation the throughput over time and the
 * p95/p99 latency over time (every run on one chart, x in seconds, minutes or hours after the warm-up), and the latency
 * percentile distribution; with several runs, the throughput-latency curve. Long series are reduced to at most
 * {@value #MAX_POINTS} points per line: throughput by averaging, latency by keeping the highest window value of each
 * bin (an envelope that keeps spikes visible).
 *
 * <p>Read as a reader reads them: a window is a constant, so series over time are drawn as steps; a latency axis is
 * logarithmic when the values on it span more than {@value #LOG_SPAN}x (systems 100x apart both stay visible), and the
 * caption says so; legends sit outside the plot. Next to each figure, {@code <name>.json} ({@value ChartData#FORMAT})
 * records the axes, the plot and legend boxes in pixels and each series' range, so tests can check what is visible.
 * Not thread-safe (XChart rendering is done on the calling thread).
 */
public final class Figures {

  /** Points per line at most; beyond this, windows are binned. */
  static final int MAX_POINTS = 1500;

  /** A value axis whose values span more than this factor is drawn logarithmic. */
  static final double LOG_SPAN = 10;

  /** Prefix of every chart's and figure's title when the summary was read from incomplete input. */
  public static final String PARTIAL_MARK = "PARTIAL INPUT: ";

  private static final int WIDTH = 1040;
  private static final int HEIGHT = 460;

  private final ReportSummary summary;

  /** @param summary the summary to draw */
  public Figures(ReportSummary summary) {
    this.summary = summary;
  }

  /** Renders every chart into {@code dir} (created if needed) and returns them in display order. */
  public List<Figure> render(Path dir) throws IOException {
    if (System.getProperty("java.awt.headless") == null) {
      System.setProperty("java.awt.headless", "true");
    }
    Files.createDirectories(dir);
    List<Figure> figures = new ArrayList<>();
    for (String op : summary.primaryOperations()) {
      String slug = op.toLowerCase(Locale.ROOT).replaceAll("[^a-z0-9]+", "-");
      XYChart throughput = throughput(op);
      String coverage = markCoverage(throughput, op);
      figures.add(save(dir, "throughput-" + slug, throughput, op + " throughput over time",
          "Operations per second in each window after the warm-up, all hosts merged, drawn as one step per window"
              + binNote(op, "averaged") + "." + coverage));
      XYChart latency = latency(op);
      markCoverage(latency, op);
      figures.add(save(dir, "latency-" + slug, latency, op + " p95 and p99 latency over time",
          "95th and 99th percentile of each window's merged histogram, one step per window"
              + binNote(op, "the highest window kept") + axisNote(latency) + "." + coverage));
      XYChart distribution = distribution(op);
      figures.add(save(dir, "distribution-" + slug, distribution, op + " latency percentile distribution",
          "Latency at each percentile of the merged histogram of the measured period; the percentile axis is "
              + "logarithmic in the nines (90%, 99%, 99.9%, ...)" + axisNote(distribution) + "."));
    }
    if (summary.runs().size() > 1) {
      XYChart curve = curve();
      figures.add(save(dir, "throughput-latency", curve, "Throughput against latency",
          "Total successful throughput against each operation's p95 and p99; one line per system (runs of the same "
              + "binding, ordered by throughput), each point labelled with its run; a system with one run is drawn "
              + "as points" + axisNote(curve) + (warmupNote().isEmpty() ? "" : "; " + warmupNote()) + "."));
    }
    return figures;
  }

  /** The warm-up each step left out, as the steps table says it; empty without one. */
  private String warmupNote() {
    return summary.stepWarmupNote();
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

  private static String axisNote(XYChart chart) {
    return chart.getStyler().isYAxisLogarithmic() ? "; the latency axis is logarithmic (the values span more than "
        + (int) LOG_SPAN + "x)" : "";
  }

  private XYChart chart(String title, String xTitle, String yTitle) {
    XYChart chart = new XYChartBuilder().width(WIDTH).height(HEIGHT).title(marked(title)).xAxisTitle(xTitle)
        .yAxisTitle(yTitle).build();
    Styler styler = chart.getStyler();
    styler.setChartBackgroundColor(Color.WHITE);
    // outside the plot: a legend never covers data
    styler.setLegendPosition(Styler.LegendPosition.OutsideE);
    chart.getStyler().setDefaultSeriesRenderStyle(XYSeries.XYSeriesRenderStyle.Line);
    chart.getStyler().setMarkerSize(0);
    chart.getStyler().setLocale(Locale.US);
    chart.getStyler().setXAxisDecimalPattern("#,##0.##");
    chart.getStyler().setYAxisDecimalPattern("#,##0.###");
    chart.getStyler().setXAxisMaxLabelCount(16);
    return chart;
  }

  /** The time axis unit that suits the longest measured period: milliseconds, seconds, minutes or hours. */
  private TimeUnitChoice timeUnit() {
    double longestSec = summary.runs().stream().mapToDouble(RunSummary::measuredSeconds).max().orElse(0);
    if (longestSec < 3) {
      return new TimeUnitChoice("milliseconds", 1.0);
    }
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

    /** Time axes are labelled at whole units only (no 2.5 h tick): other ticks stay unlabelled. */
    void applyTo(XYChart chart) {
      chart.getStyler().setXAxisMin(0.0);
      chart.getStyler().setxAxisTickLabelsFormattingFunction(x -> Math.abs(x - Math.rint(x)) < 1e-9
          ? String.format(Locale.US, "%,d", Math.round(x)) : "");
    }
  }

  private XYChart throughput(String op) {
    TimeUnitChoice unit = timeUnit();
    XYChart chart = chart(op + " throughput", unit.axisTitle(), "ops/s");
    unit.applyTo(chart);
    List<List<double[]>> all = new ArrayList<>();
    for (RunSummary r : summary.runs()) {
      WindowSeries s = r.series().get(op);
      if (s != null) {
        List<double[]> points = binned(r, s, unit, Figures::meanRate);
        all.add(points);
        steps(addSeries(chart, r.label(), points));
      }
    }
    valueAxis(chart, all, false);
    return chart;
  }

  /**
   * Marks, on a time-series figure of a multi-host run, the span every host covered with two grey vertical lines:
   * outside it (the run's edges, or after a host stopped) a window sums fewer hosts. Returns the caption's sentence
   * saying so, or empty when every window had every host (or one host ran).
   */
  private String markCoverage(XYChart chart, String op) {
    TimeUnitChoice unit = timeUnit();
    List<String> notes = new ArrayList<>();
    for (RunSummary r : summary.runs()) {
      WindowSeries s = r.series().get(op);
      int hosts = r.hosts().size();
      if (s == null || s.size() == 0 || hosts < 2) {
        continue;
      }
      int first = -1;
      int last = -1;
      int partial = 0;
      for (int i = 0; i < s.size(); i++) {
        if (s.hosts(i) >= hosts) {
          first = first < 0 ? i : first;
          last = i;
        } else {
          partial++;
        }
      }
      if (partial == 0) {
        continue;
      }
      if (first >= 0) {
        chart.addAnnotation(new AnnotationLine(elapsed(r, s.startMs(first), unit), true, false));
        chart.addAnnotation(new AnnotationLine(elapsed(r, s.startMs(last) + s.lengthMs(last), unit), true, false));
      }
      notes.add(r.label() + ": " + partial + " of " + s.size() + " windows covered by fewer than its " + hosts
          + " hosts" + (first >= 0 ? ", outside the grey vertical lines" : ""));
    }
    return notes.isEmpty() ? "" : " Windows with fewer hosts (their throughput sums fewer clients): "
        + String.join("; ", notes) + ".";
  }

  private XYChart latency(String op) {
    TimeUnitChoice unit = timeUnit();
    XYChart chart = chart(op + " latency", unit.axisTitle(), "ms");
    unit.applyTo(chart);
    List<List<double[]>> all = new ArrayList<>();
    for (RunSummary r : summary.runs()) {
      WindowSeries s = r.series().get(op);
      if (s != null) {
        List<double[]> p95 = binned(r, s, unit, (w, from, to) -> highest(w::p95Us, from, to) / 1000);
        List<double[]> p99 = binned(r, s, unit, (w, from, to) -> highest(w::p99Us, from, to) / 1000);
        all.add(p95);
        all.add(p99);
        steps(addSeries(chart, r.label() + " p95", p95));
        steps(addSeries(chart, r.label() + " p99", p99));
      }
    }
    valueAxis(chart, all, true);
    return chart;
  }

  /** Draws a series over time as steps: each window's value holds until the next window starts. */
  private static void steps(XYSeries series) {
    if (series != null) {
      series.setXYSeriesRenderStyle(XYSeries.XYSeriesRenderStyle.Step);
    }
  }

  /**
   * Sets the value (y) axis from the values drawn: from 0 on a linear axis; logarithmic, on whole decades, when the
   * positive values span more than {@value #LOG_SPAN}x and {@code mayBeLogarithmic}.
   */
  private static void valueAxis(XYChart chart, List<List<double[]>> series, boolean mayBeLogarithmic) {
    double min = Double.MAX_VALUE;
    double max = 0;
    for (List<double[]> points : series) {
      for (double[] p : points) {
        if (p[1] > 0) {
          min = Math.min(min, p[1]);
          max = Math.max(max, p[1]);
        }
      }
    }
    if (max <= 0) {
      chart.getStyler().setYAxisMin(0.0);
      return;
    }
    if (mayBeLogarithmic && max / min > LOG_SPAN) {
      chart.getStyler().setYAxisLogarithmic(true);
      chart.getStyler().setYAxisMin(Math.pow(10, Math.floor(Math.log10(min))));
      chart.getStyler().setYAxisMax(Math.pow(10, Math.ceil(Math.log10(max))));
      chart.getStyler().setYAxisDecimalPattern("#,##0.####");
    } else {
      chart.getStyler().setYAxisMin(0.0);
      chart.getStyler().setYAxisMax(niceCeiling(max * 1.05));
    }
  }

  /** The smallest of 1, 1.2, 1.5, 2, 2.5, 3, 4, 5, 6 or 8 times a power of ten that is at least {@code value}. */
  static double niceCeiling(double value) {
    double decade = Math.pow(10, Math.floor(Math.log10(value)));
    for (double step : new double[] {1, 1.2, 1.5, 2, 2.5, 3, 4, 5, 6, 8, 10}) {
      if (step * decade >= value) {
        return step * decade;
      }
    }
    return 10 * decade;
  }

  /** Reduces the windows {@code [from, to)} of a series to one value. */
  private interface BinValue {
    double of(WindowSeries series, int from, int to);
  }

  /**
   * One point per bin of {@link #binSize} windows: x = the bin's first window, y = {@code value}; NaN dropped. A last
   * point at the end of the last window closes the last step.
   */
  private static List<double[]> binned(RunSummary r, WindowSeries s, TimeUnitChoice unit, BinValue value) {
    int bin = binSize(s.size());
    List<double[]> points = new ArrayList<>();
    for (int i = 0; i < s.size(); i += bin) {
      double y = value.of(s, i, Math.min(s.size(), i + bin));
      if (!Double.isNaN(y)) {
        points.add(new double[] {elapsed(r, s.startMs(i), unit), y});
      }
    }
    if (!points.isEmpty() && s.size() > 0) {
      int last = s.size() - 1;
      points.add(new double[] {elapsed(r, s.startMs(last) + s.lengthMs(last), unit), points.get(points.size() - 1)[1]});
    }
    return points;
  }

  /** Operations per second over the windows {@code [from, to)}: their rates weighted by their spans. */
  private static double meanRate(WindowSeries s, int from, int to) {
    double weighted = 0;
    long lengthMs = 0;
    for (int j = from; j < to; j++) {
      weighted += s.opsPerSec(j) * s.lengthMs(j);
      lengthMs += s.lengthMs(j);
    }
    return lengthMs == 0 ? 0 : weighted / lengthMs;
  }

  /** The highest non-NaN value of windows {@code [from, to)}, NaN when all are empty. */
  private static double highest(IntToDoubleFunction values, int from, int to) {
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
    chart.getStyler().setxAxisTickLabelsFormattingFunction(x -> percentileLabel(x));
    List<List<double[]>> all = new ArrayList<>();
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
      all.add(points);
      addSeries(chart, r.label(), points);
    }
    valueAxis(chart, all, true);
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

  /**
   * Throughput against latency: one series per system (the runs of one binding, ordered by throughput) and operation
   * percentile, each point labelled with its run; a system with a single run is drawn as points, not a line.
   */
  private XYChart curve() {
    XYChart chart = chart("Throughput against latency", "successful throughput (ops/s)", "ms");
    chart.getStyler().setMarkerSize(8);
    Map<String, List<RunSummary>> systems = new LinkedHashMap<>();
    for (RunSummary r : summary.runs()) {
      systems.computeIfAbsent(system(r), k -> new ArrayList<>()).add(r);
    }
    List<List<double[]>> all = new ArrayList<>();
    for (Map.Entry<String, List<RunSummary>> system : systems.entrySet()) {
      List<RunSummary> runs = new ArrayList<>(system.getValue());
      runs.sort(Comparator.comparingDouble(RunSummary::successfulThroughput));
      for (String op : summary.primaryOperations()) {
        for (boolean p99 : new boolean[] {false, true}) {
          List<double[]> points = new ArrayList<>();
          for (RunSummary r : runs) {
            OpSummary o = r.operation(op);
            double x = r.successfulThroughput();
            double y = o == null ? Double.NaN : (p99 ? o.p99Us() : o.p95Us()) / 1000.0;
            if (!Double.isNaN(y) && x > 0) {
              points.add(new double[] {x, y});
              if (!p99) {
                chart.addAnnotation(new AnnotationText(r.label(), x, y, false));
              }
            }
          }
          all.add(points);
          XYSeries series = addSeries(chart, system.getKey() + " " + op + (p99 ? " p99" : " p95"), points);
          if (series != null) {
            series.setMarker(p99 ? SeriesMarkers.DIAMOND : SeriesMarkers.CIRCLE);
            if (points.size() == 1) {
              series.setXYSeriesRenderStyle(XYSeries.XYSeriesRenderStyle.Scatter);
            }
          }
        }
      }
    }
    valueAxis(chart, all, true);
    double maxX = all.stream().flatMap(List::stream).mapToDouble(p -> p[0]).max().orElse(0);
    if (maxX > 0) {
      chart.getStyler().setXAxisMin(0.0);
      chart.getStyler().setXAxisMax(niceCeiling(maxX * 1.1));
    }
    return chart;
  }

  /** The system a run measured: its manifests' binding, else its label. */
  private static String system(RunSummary r) {
    return r.provenance().binding().isEmpty() ? r.label() : r.provenance().binding();
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

  /** The title, prefixed with {@link #PARTIAL_MARK} when the summary was read from incomplete input. */
  private String marked(String title) {
    return summary.partial() ? PARTIAL_MARK + title : title;
  }

  private Figure save(Path dir, String name, XYChart chart, String title, String caption) throws IOException {
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
    // the PNG rendering laid the chart out: its plot and legend boxes are known now
    Files.writeString(dir.resolve(name + ".json"), ChartData.of(chart).toJson());
    return new Figure(marked(title), caption, png, svg);
  }
}
