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
import org.knowm.xchart.XYChart;
import org.knowm.xchart.XYChartBuilder;
import org.knowm.xchart.XYSeries;
import org.knowm.xchart.style.Styler;
import org.knowm.xchart.style.markers.SeriesMarkers;
import site.ycsb.ext.report.model.Disruption;
import site.ycsb.ext.report.model.EventMarker;
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

  /** Prefix of the name of the series that draws an event's vertical line. */
  static final String EVENT_PREFIX = "event ";

  /** Prefix of every chart's and figure's title when the summary was read from incomplete input. */
  public static final String PARTIAL_MARK = "PARTIAL INPUT: ";

  private static final int WIDTH = 1040;
  private static final int HEIGHT = 460;

  private final ReportSummary summary;
  private final TimeAxis timeAxis;

  /** @param summary the summary to draw, time axes counting after each run's warm-up */
  public Figures(ReportSummary summary) {
    this(summary, TimeAxis.Mode.ELAPSED);
  }

  /**
   * @param summary the summary to draw
   * @param timeMode how the time axes count: after each run's warm-up, or wall-clock time (UTC)
   */
  public Figures(ReportSummary summary, TimeAxis.Mode timeMode) {
    this.summary = summary;
    this.timeAxis = TimeAxis.of(summary.runs(), timeMode);
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
      XYChart throughput = chart(op + " throughput", "", "ops/s");
      String throughputNote = throughput(throughput, op);
      String coverage = markCoverage(throughput, op) + markEvents(throughput);
      figures.add(save(dir, "throughput-" + slug, List.of(throughput), op + " throughput over time",
          "Operations per second in each window after the warm-up, all hosts merged, drawn as one step per window"
              + binNote(op, "averaged") + "; one colour per run" + throughputNote + "." + coverage));
      XYChart latency = chart(op + " latency", "", "ms");
      String latencyNote = latency(latency, op);
      markCoverage(latency, op);
      markEvents(latency);
      figures.add(save(dir, "latency-" + slug, List.of(latency), op + " p95 and p99 latency over time",
          "95th and 99th percentile of each window's merged histogram, one step per window"
              + binNote(op, "the highest window kept") + "; one colour per run, p95 dashed, p99 solid" + latencyNote
              + "." + coverage));
      XYChart distribution = chart(op + " latency by percentile", "percentile", "ms");
      String distributionNote = distribution(distribution, op);
      figures.add(save(dir, "distribution-" + slug, List.of(distribution), op + " latency percentile distribution",
          "Latency at each percentile of the merged histogram of the measured period; the percentile axis is "
              + "logarithmic in the nines (90%, 99%, 99.9%, ...)" + distributionNote + "."));
    }
    if (summary.runs().size() > 1) {
      List<XYChart> panels = new ArrayList<>();
      List<String> notes = new ArrayList<>();
      for (String op : summary.primaryOperations()) {
        XYChart panel = chart(op + ": throughput against latency", "successful throughput, all operations (ops/s)",
            "ms");
        notes.add(curve(panel, op));
        panels.add(panel);
      }
      figures.add(save(dir, "throughput-latency", panels, "Throughput against latency",
          "Total successful throughput against each operation's p95 (dashed, circles) and p99 (solid, diamonds), one "
              + "panel per operation; one colour per system (the runs of one binding), its points joined in the order "
              + "the steps ran (by target, else by threads, else as given), each point labelled once with its run; a "
              + "system with one run is drawn as points" + String.join("", notes.stream().distinct().toList())
              + (warmupNote().isEmpty() ? "" : "; " + warmupNote()) + "."));
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

  /** Throughput of every run over time, one colour per run; returns the caption's note on the value axis. */
  private String throughput(XYChart chart, String op) {
    timeAxis.applyTo(chart);
    List<Line> lines = new ArrayList<>();
    for (int i = 0; i < summary.runs().size(); i++) {
      RunSummary r = summary.runs().get(i);
      WindowSeries s = r.series().get(op);
      if (s != null) {
        lines.add(new Line(r.label(), binned(r, s, Figures::meanRate), SeriesStyle.colour(i),
            SeriesStyle.line("p99", 1.5f), null));
      }
    }
    String note = draw(chart, lines, "ops/s", "windows with 0 ops/s");
    TimeAxis.tickAnchor(chart, anchorY(chart));
    return note;
  }

  /**
   * Marks, on a time-series figure of a multi-host run, the span every host covered with two grey vertical lines:
   * outside it (the run's edges, or after a host stopped) a window sums fewer hosts. Returns the caption's sentence
   * saying so, or empty when every window had every host (or one host ran).
   */
  private String markCoverage(XYChart chart, String op) {
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
        chart.addAnnotation(new AnnotationLine(timeAxis.x(r, s.startMs(first)), true, false));
        chart.addAnnotation(new AnnotationLine(timeAxis.x(r, s.startMs(last) + s.lengthMs(last)), true, false));
      }
      notes.add(r.label() + ": " + partial + " of " + s.size() + " windows covered by fewer than its " + hosts
          + " hosts" + (first >= 0 ? ", outside the grey vertical lines" : ""));
    }
    return notes.isEmpty() ? "" : " Windows with fewer hosts (their throughput sums fewer clients): "
        + String.join("; ", notes) + ".";
  }

  /**
   * Draws each event of every run ({@code --event}, {@code --event-note}) as a black dotted vertical line over the
   * whole value axis, labelled at its top with the event's marker ({@code E1 +90s}); returns the caption's sentence
   * naming them, or empty without events. Call after the value axis is set.
   */
  private String markEvents(XYChart chart) {
    Double top = chart.getStyler().getYAxisMax();
    Double bottom = chart.getStyler().getYAxisMin();
    List<String> names = new ArrayList<>();
    for (RunSummary r : summary.runs()) {
      for (Disruption d : r.disruptions()) {
        EventMarker m = d.marker();
        String name = (summary.runs().size() > 1 ? r.label() + " " : "") + m.label();
        names.add(name + " (" + m.event().text() + ")");
        if (top == null) {
          continue;
        }
        double x = timeAxis.x(r, m.atMs());
        double low = bottom != null ? bottom : 0;
        XYSeries line = chart.addSeries(EVENT_PREFIX + name, new double[] {x, x}, new double[] {low, top});
        line.setMarker(SeriesMarkers.NONE);
        line.setLineColor(Color.BLACK);
        line.setLineStyle(new java.awt.BasicStroke(1.2f, java.awt.BasicStroke.CAP_BUTT,
            java.awt.BasicStroke.JOIN_MITER, 10f, new float[] {2f, 3f}, 0f));
        line.setShowInLegend(false);
        double labelY = chart.getStyler().isYAxisLogarithmic() ? top / 1.5 : top * 0.96;
        // xchart centres a text on its x: spaces in front put the label to the right of the line, clear of it
        chart.addAnnotation(new AnnotationText(" ".repeat(2 * name.length() + 1) + name, x, labelY, false));
      }
    }
    return names.isEmpty() ? "" : " Events (dotted vertical lines, labelled at the top): " + String.join("; ", names)
        + "; the disruption table measures each.";
  }

  /** p95 and p99 of every run over time: a colour per run, p95 dashed, p99 solid; returns the caption's note. */
  private String latency(XYChart chart, String op) {
    timeAxis.applyTo(chart);
    List<Line> lines = new ArrayList<>();
    for (int i = 0; i < summary.runs().size(); i++) {
      RunSummary r = summary.runs().get(i);
      WindowSeries s = r.series().get(op);
      if (s != null) {
        lines.add(new Line(r.label() + " p95", binned(r, s, (w, from, to) -> highest(w::p95Us, from, to) / 1000),
            SeriesStyle.colour(i), SeriesStyle.line("p95", 1.5f), null));
        lines.add(new Line(r.label() + " p99", binned(r, s, (w, from, to) -> highest(w::p99Us, from, to) / 1000),
            SeriesStyle.colour(i), SeriesStyle.line("p99", 1.5f), null));
      }
    }
    String note = draw(chart, lines, "ms", "windows with a latency of 0 µs (below the histogram's resolution of 1 µs)");
    TimeAxis.tickAnchor(chart, anchorY(chart));
    return note;
  }

  /** A value inside the chart's value axis, for {@link TimeAxis#tickAnchor}. */
  private static double anchorY(XYChart chart) {
    Double min = chart.getStyler().getYAxisMin();
    Double max = chart.getStyler().getYAxisMax();
    if (max == null) {
      return 1;
    }
    return chart.getStyler().isYAxisLogarithmic() ? Math.sqrt(min * max) : (min == null ? 0 : min + max) / 2;
  }

  /**
   * A series to draw: its legend name, points (x, y; y NaN for a gap), colour, line and marker (null for none).
   */
  private record Line(String name, List<double[]> points, Color colour, java.awt.BasicStroke stroke,
      org.knowm.xchart.style.markers.Marker marker) {
  }

  /**
   * Adds the lines to the chart on a value axis chosen from their values: from 0 on a linear axis, or logarithmic on
   * whole decades (its title then says {@code log scale}) when the positive values span more than {@value #LOG_SPAN}x.
   * On a logarithmic axis a value of 0 cannot be drawn: it is left out (a gap), and the returned note, for the caption,
   * counts what was left out; the note also says when the axis is logarithmic.
   *
   * @param zeroes what a left-out value is, for the note: {@code windows with 0 ops/s}
   */
  private static String draw(XYChart chart, List<Line> lines, String unit, String zeroes) {
    double min = Double.MAX_VALUE;
    double max = 0;
    for (Line line : lines) {
      for (double[] p : line.points()) {
        if (p[1] > 0) {
          min = Math.min(min, p[1]);
          max = Math.max(max, p[1]);
        }
      }
    }
    boolean log = max > 0 && max / min > LOG_SPAN;
    List<String> leftOut = new ArrayList<>();
    for (Line line : lines) {
      List<double[]> points = line.points();
      if (log) {
        long zero = points.stream().filter(p -> !(p[1] > 0) && !Double.isNaN(p[1])).count();
        if (zero > 0) {
          leftOut.add(line.name() + " " + (line.marker() == null ? zero / 2 : zero));
          points = points.stream().map(p -> p[1] > 0 ? p : new double[] {p[0], Double.NaN}).toList();
        }
      }
      if (points.stream().allMatch(p -> Double.isNaN(p[1]))) {
        continue;
      }
      XYSeries series = addSeries(chart, line.name(), points);
      series.setLineColor(line.colour());
      series.setLineStyle(line.stroke());
      if (line.marker() != null) {
        series.setMarker(line.marker());
        series.setMarkerColor(line.colour());
      }
    }
    if (max <= 0) {
      chart.getStyler().setYAxisMin(0.0);
      return "";
    }
    if (log) {
      chart.setYAxisTitle(unit + " (log scale)");
      chart.getStyler().setYAxisLogarithmic(true);
      // whole decades, with room: a value on a decade's edge would lie on the plot's border
      chart.getStyler().setYAxisMin(Math.pow(10, Math.floor(Math.log10(min / 1.5))));
      chart.getStyler().setYAxisMax(Math.pow(10, Math.ceil(Math.log10(max * 1.5))));
      chart.getStyler().setYAxisDecimalPattern("#,##0.####");
      return "; the " + unit + " axis is logarithmic (the values span more than " + (int) LOG_SPAN + "x)"
          + (leftOut.isEmpty() ? "" : "; not drawn on it, " + zeroes + ": " + String.join(", ", leftOut));
    }
    chart.getStyler().setYAxisMin(0.0);
    chart.getStyler().setYAxisMax(niceCeiling(max * 1.05));
    return "";
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
   * Two points per bin of {@link #binSize} windows, at its start and its end, both at {@code value} (NaN for a bin
   * without data: a gap), so a line through them draws each bin as a step.
   */
  private List<double[]> binned(RunSummary r, WindowSeries s, BinValue value) {
    int bin = binSize(s.size());
    List<double[]> points = new ArrayList<>();
    for (int i = 0; i < s.size(); i += bin) {
      int to = Math.min(s.size(), i + bin);
      double y = value.of(s, i, to);
      points.add(new double[] {timeAxis.x(r, s.startMs(i)), y});
      points.add(new double[] {timeAxis.x(r, s.startMs(to - 1) + s.lengthMs(to - 1)), y});
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

  /** Latency by percentile of every run, one colour per run; returns the caption's note on the value axis. */
  private String distribution(XYChart chart, String op) {
    chart.getStyler().setXAxisLogarithmic(true);
    chart.getStyler().setxAxisTickLabelsFormattingFunction(x -> percentileLabel(x));
    List<Line> lines = new ArrayList<>();
    for (int i = 0; i < summary.runs().size(); i++) {
      RunSummary r = summary.runs().get(i);
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
      lines.add(new Line(r.label(), points, SeriesStyle.colour(i), SeriesStyle.line("p99", 1.5f), null));
    }
    return draw(chart, lines, "ms", "percentiles at 0 µs (below the histogram's resolution of 1 µs)");
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
   * One operation's panel of throughput against latency: per system (the runs of one binding; a colour each) its p95
   * (dashed, circles) and p99 (solid, diamonds), points joined in the order the steps ran, each run labelled once,
   * above its p99 point. Returns the caption's note on the value axis.
   */
  private String curve(XYChart chart, String op) {
    chart.getStyler().setMarkerSize(8);
    Map<String, List<RunSummary>> systems = new LinkedHashMap<>();
    for (RunSummary r : summary.runs()) {
      systems.computeIfAbsent(system(r), k -> new ArrayList<>()).add(r);
    }
    List<Line> lines = new ArrayList<>();
    List<double[]> labels = new ArrayList<>();
    List<String> labelTexts = new ArrayList<>();
    int colour = 0;
    for (Map.Entry<String, List<RunSummary>> system : systems.entrySet()) {
      List<RunSummary> runs = stepOrder(system.getValue());
      for (String percentile : List.of("p95", "p99")) {
        List<double[]> points = new ArrayList<>();
        for (RunSummary r : runs) {
          OpSummary o = r.operation(op);
          double x = r.successfulThroughput();
          double y = o == null ? Double.NaN : (percentile.equals("p99") ? o.p99Us() : o.p95Us()) / 1000.0;
          if (!Double.isNaN(y) && x > 0) {
            points.add(new double[] {x, y});
            if (percentile.equals("p99")) {
              labels.add(new double[] {x, y});
              labelTexts.add(r.label());
            }
          }
        }
        lines.add(new Line(system.getKey() + " " + op + " " + percentile, points, SeriesStyle.colour(colour),
            SeriesStyle.line(percentile, 1.5f), SeriesStyle.marker(percentile)));
      }
      colour++;
    }
    String note = draw(chart, lines, "ms", "points with a latency of 0 µs (below the histogram's resolution of 1 µs)");
    boolean log = chart.getStyler().isYAxisLogarithmic();
    Double yMin = chart.getStyler().getYAxisMin();
    Double yMax = chart.getStyler().getYAxisMax();
    for (int i = 0; i < labels.size(); i++) {
      double[] p = labels.get(i);
      if (log && !(p[1] > 0)) {
        continue;
      }
      // above the point, clear of its marker: 6% of the axis up, in the axis' own scale
      double y = log ? p[1] * Math.pow(yMax / yMin, 0.06) : p[1] + (yMax == null ? 0 : yMax * 0.06);
      chart.addAnnotation(new AnnotationText(labelTexts.get(i), p[0], y, false));
    }
    for (XYSeries series : chart.getSeriesCollection()) {
      if (series.getXData().length == 1) {
        series.setXYSeriesRenderStyle(XYSeries.XYSeriesRenderStyle.Scatter);
      }
    }
    double maxX = lines.stream().flatMap(l -> l.points().stream()).mapToDouble(p -> p[0]).max().orElse(0);
    if (maxX > 0) {
      chart.getStyler().setXAxisMin(0.0);
      chart.getStyler().setXAxisMax(niceCeiling(maxX * 1.1));
    }
    return note;
  }

  /**
   * A system's runs in the order its steps ran: by total target when every run has one, else by threads when every
   * run records them, else in the order given.
   */
  private static List<RunSummary> stepOrder(List<RunSummary> runs) {
    List<RunSummary> ordered = new ArrayList<>(runs);
    if (runs.stream().allMatch(r -> leadingNumber(r.provenance().target()) >= 0)) {
      ordered.sort(Comparator.comparingDouble(r -> leadingNumber(r.provenance().target())));
    } else if (runs.stream().allMatch(r -> leadingNumber(r.provenance().facts().facts().get("threads")) >= 0)) {
      ordered.sort(Comparator.comparingDouble(r -> leadingNumber(r.provenance().facts().facts().get("threads"))));
    }
    return ordered;
  }

  /** The number a text starts with ({@code 2000 (all hosts; ...)} gives 2000), or -1. */
  static double leadingNumber(String text) {
    java.util.regex.Matcher m = java.util.regex.Pattern.compile("^\\s*([0-9][0-9,]*(\\.[0-9]+)?)").matcher(
        text == null ? "" : text);
    return m.find() ? Double.parseDouble(m.group(1).replace(",", "")) : -1;
  }

  /** The system a run measured: its manifests' binding, else its label. */
  private static String system(RunSummary r) {
    return r.provenance().binding().isEmpty() ? r.label() : r.provenance().binding();
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

  /**
   * Writes the panels, stacked top to bottom, as one PNG and one SVG, and their chart data as {@code <name>.json}.
   */
  private Figure save(Path dir, String name, List<XYChart> panels, String title, String caption) throws IOException {
    for (XYChart chart : panels) {
      if (chart.getSeriesCollection().isEmpty()) {
        // XChart cannot draw an empty chart; one invisible point (x = 1 suits a logarithmic axis) keeps the axes
        chart.addSeries("no data", new double[] {1}, new double[] {0}).setMarker(SeriesMarkers.NONE);
      }
    }
    Path png = dir.resolve(name + ".png");
    Path svg = dir.resolve(name + ".svg");
    int height = HEIGHT * panels.size();
    java.awt.image.BufferedImage image = new java.awt.image.BufferedImage(WIDTH, height,
        java.awt.image.BufferedImage.TYPE_INT_RGB);
    java.awt.Graphics2D g = image.createGraphics();
    paint(g, panels);
    g.dispose();
    javax.imageio.ImageIO.write(image, "png", png.toFile());
    de.erichseifert.vectorgraphics2d.VectorGraphics2D vg = new de.erichseifert.vectorgraphics2d.VectorGraphics2D();
    paint(vg, panels);
    try (OutputStream out = Files.newOutputStream(svg)) {
      new de.erichseifert.vectorgraphics2d.svg.SVGProcessor().getDocument(vg.getCommands(),
          new de.erichseifert.vectorgraphics2d.util.PageSize(0, 0, WIDTH, height)).writeTo(out);
    }
    // the PNG rendering laid the charts out: their plot and legend boxes are known now
    Files.writeString(dir.resolve(name + ".json"), ChartData.toJson(panels.stream().map(ChartData::of).toList()));
    return new Figure(marked(title), caption, png, svg);
  }

  private static void paint(java.awt.Graphics2D g, List<XYChart> panels) {
    g.setRenderingHint(java.awt.RenderingHints.KEY_ANTIALIASING, java.awt.RenderingHints.VALUE_ANTIALIAS_ON);
    for (int i = 0; i < panels.size(); i++) {
      java.awt.geom.AffineTransform at = g.getTransform();
      g.translate(0, i * HEIGHT);
      panels.get(i).paint(g, WIDTH, HEIGHT);
      g.setTransform(at);
    }
  }
}
