/*
 * Copyright (c) 2026 ycsb-ext contributors.
 * Licensed under the Apache License, Version 2.0 (http://www.apache.org/licenses/LICENSE-2.0).
 */
package site.ycsb.ext.report.figures;
import java.util.ArrayList;
import java.util.Comparator;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.regex.Matcher;
import java.util.regex.Pattern;
import org.knowm.xchart.AnnotationText;
import org.knowm.xchart.XYChart;
import org.knowm.xchart.XYSeries;
import site.ycsb.ext.report.model.OpSummary;
import site.ycsb.ext.report.model.RunSummary;

/**
 * The figure {@code throughput-latency}, drawn when the summary holds several runs: one panel per primary operation
 * of the total successful throughput against the operation's p95 and p99, one colour per system (the runs of one
 * binding), its points joined in the order the steps ran. Stateless.
 */
final class ThroughputLatencyFigure implements SummaryFigure {

  @Override
  public Optional<FigureDraft> draw(FigureContext context) {
    if (context.summary().runs().size() <= 1) {
      return Optional.empty();
    }
    List<XYChart> panels = new ArrayList<>();
    List<String> notes = new ArrayList<>();
    for (String op : context.summary().primaryOperations()) {
      XYChart panel = context.chart(op + ": throughput against latency",
          "successful throughput, all operations (ops/s)", "ms");
      notes.add(curve(context, panel, op));
      panels.add(panel);
    }
    // the warm-up each step left out, as the steps table says it; empty without one
    String warmupNote = context.summary().stepWarmupNote();
    return Optional.of(new FigureDraft("throughput-latency", panels, "Throughput against latency",
        "Total successful throughput against each operation's p95 (dashed, circles) and p99 (solid, diamonds), one "
            + "panel per operation; one colour per system (the runs of one binding), its points joined in the order "
            + "the steps ran (by target, else by threads, else as given), each point labelled once with its run; a "
            + "system with one run is drawn as points" + String.join("", notes.stream().distinct().toList())
            + (warmupNote.isEmpty() ? "" : "; " + warmupNote) + "."));
  }

  /**
   * One operation's panel of throughput against latency: per system (the runs of one binding; a colour each) its p95
   * (dashed, circles) and p99 (solid, diamonds), points joined in the order the steps ran, each run labelled once,
   * above its p99 point. Returns the caption's note on the value axis.
   */
  private static String curve(FigureContext context, XYChart chart, String op) {
    chart.getStyler().setMarkerSize(8);
    Map<String, List<RunSummary>> systems = new LinkedHashMap<>();
    for (RunSummary r : context.summary().runs()) {
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
    String note = ValueAxis.draw(chart, lines, "ms",
        "points with a latency of 0 µs (below the histogram's resolution of 1 µs)");
    label(chart, labels, labelTexts);
    for (XYSeries series : chart.getSeriesCollection()) {
      if (series.getXData().length == 1) {
        series.setXYSeriesRenderStyle(XYSeries.XYSeriesRenderStyle.Scatter);
      }
    }
    double maxX = lines.stream().flatMap(l -> l.points().stream()).mapToDouble(p -> p[0]).max().orElse(0);
    double minX = lines.stream().flatMap(l -> l.points().stream()).mapToDouble(p -> p[0]).min().orElse(0);
    if (maxX > 0 && maxX > minX * ValueAxis.LOG_SPAN) {
      // the documented rule for every value axis: more than 10x apart, logarithmic, so the slower system stays readable
      chart.getStyler().setXAxisLogarithmic(true);
      chart.setXAxisTitle(chart.getXAxisTitle() + ", log scale");
      return note + "; the throughput axis is logarithmic (its values span more than " + (int) ValueAxis.LOG_SPAN
          + "x)";
    }
    if (maxX > 0) {
      chart.getStyler().setXAxisMin(0.0);
      chart.getStyler().setXAxisMax(ValueAxis.niceCeiling(maxX * 1.1));
    }
    return note;
  }

  /** Writes each text above its point, clear of its marker; call after the value axis is set. */
  private static void label(XYChart chart, List<double[]> points, List<String> texts) {
    boolean log = chart.getStyler().isYAxisLogarithmic();
    Double yMin = chart.getStyler().getYAxisMin();
    Double yMax = chart.getStyler().getYAxisMax();
    for (int i = 0; i < points.size(); i++) {
      double[] p = points.get(i);
      if (log && !(p[1] > 0)) {
        continue;
      }
      // above the point, clear of its marker: 6% of the axis up, in the axis' own scale
      double y = log ? p[1] * Math.pow(yMax / yMin, 0.06) : p[1] + (yMax == null ? 0 : yMax * 0.06);
      chart.addAnnotation(new AnnotationText(texts.get(i), p[0], y, false));
    }
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
    Matcher m = Pattern.compile("^\\s*([0-9][0-9,]*(\\.[0-9]+)?)").matcher(text == null ? "" : text);
    return m.find() ? Double.parseDouble(m.group(1).replace(",", "")) : -1;
  }

  /** The system a run measured: its manifests' binding, else its label. */
  private static String system(RunSummary r) {
    return r.provenance().binding().isEmpty() ? r.label() : r.provenance().binding();
  }
}
