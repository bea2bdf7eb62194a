/*
 * Copyright (c) 2026 ycsb-ext contributors.
 * Licensed under the Apache License, Version 2.0 (http://www.apache.org/licenses/LICENSE-2.0).
 */
package site.ycsb.ext.report.study;

import java.awt.Color;
import java.io.IOException;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.Comparator;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.Optional;
import org.knowm.xchart.XYChart;
import org.knowm.xchart.XYChartBuilder;
import org.knowm.xchart.XYSeries;
import org.knowm.xchart.style.Styler;
import org.knowm.xchart.style.markers.SeriesMarkers;
import site.ycsb.ext.report.figures.Figure;
import site.ycsb.ext.report.figures.FigureFiles;
import site.ycsb.ext.report.model.Caveats;

/**
 * A study figure of one value (throughput, a p95, the composite latency): per series (system, workload and the sweep
 * values but the x axis) a line through each cell's mean across repetitions, with a bar of its 95% t-interval; the x
 * axis is the study's layout axis ({@code nodes}, {@code clients}, else threads). Title and caption carry the
 * study's caveats as the run report's figures do. Written through the run report's {@link FigureFiles} (PNG, SVG
 * and chart data). Stateless.
 */
final class IntervalFigure {
  private IntervalFigure() {
  }

  /**
   * Draws {@code metric} into {@code dir}, or nothing when no cell has it.
   *
   * @param name the files' base name
   * @param what the value in words, e.g. {@code Throughput (ops/s)}
   */
  static Optional<Figure> draw(StudyReport report, String metric, String name, String what, Caveats caveats,
      Path dir) throws IOException {
    Optional<XYChart> chart = chart(report, metric, what, caveats);
    if (chart.isEmpty()) {
      return Optional.empty();
    }
    boolean single = report.cells().stream().map(c -> c.metrics().get(metric))
        .anyMatch(v -> v != null && v.n() == 1);
    String caption = caveats.caption(what + " of each cell: the mean of its valid repetitions (each from the run's "
        + "merged histograms), as in the tables, with a bar from the low to the high end of its 95% interval (log "
        + "scale)" + (single ? "; a cell with one repetition has no interval and no bar" : "") + ".");
    return Optional.of(FigureFiles.save(dir, name, List.of(chart.get()), chart.get().getTitle(), caption,
        caveats.marks()));
  }

  /** The chart: a series per system, workload and other sweep values, a segment per point over its interval. */
  static Optional<XYChart> chart(StudyReport report, String metric, String what, Caveats caveats) {
    String axis = xAxis(report);
    Map<String, List<StudyReport.Cell>> series = new LinkedHashMap<>();
    for (StudyReport.Cell c : report.cells()) {
      if (c.metrics().containsKey(metric) && c.metrics().get(metric).n() > 0) {
        series.computeIfAbsent(c.system() + " " + rest(c, axis), k -> new ArrayList<>()).add(c);
      }
    }
    if (series.isEmpty()) {
      return Optional.empty();
    }
    String title = caveats.title(what + " per " + axis + ", 95% intervals");
    XYChart chart = new XYChartBuilder().width(FigureFiles.WIDTH).height(FigureFiles.HEIGHT).title(title)
        .xAxisTitle(axis).yAxisTitle(what).build();
    chart.getStyler().setChartBackgroundColor(Color.WHITE);
    chart.getStyler().setLegendPosition(Styler.LegendPosition.OutsideE);
    chart.getStyler().setLocale(Locale.US);
    chart.getStyler().setYAxisMin(0.0);
    Color[] colors = chart.getStyler().getSeriesColors();
    int k = 0;
    for (Map.Entry<String, List<StudyReport.Cell>> s : series.entrySet()) {
      s.getValue().sort(Comparator.comparingDouble(c -> x(c, axis)));
      Color color = colors[k++ % colors.length];
      int n = s.getValue().size();
      double[] x = new double[n];
      double[] y = new double[n];
      for (int i = 0; i < n; i++) {
        StudyReport.Cell c = s.getValue().get(i);
        x[i] = x(c, axis);
        y[i] = c.metrics().get(metric).mean();
      }
      XYSeries line = chart.addSeries(s.getKey(), x, y);
      line.setMarker(SeriesMarkers.CIRCLE);
      line.setLineColor(color);
      line.setMarkerColor(color);
      // the interval is not symmetric about the mean (log scale): a vertical segment from its low to its high end
      for (int i = 0; i < n; i++) {
        Interval v = s.getValue().get(i).metrics().get(metric);
        if (!Double.isNaN(v.low()) && v.high() > v.low()) {
          XYSeries bar = chart.addSeries(s.getKey() + " 95% interval at "
              + (x[i] == Math.rint(x[i]) ? Long.toString((long) x[i]) : StudyRenderer.num(x[i])),
              new double[] {x[i], x[i]}, new double[] {v.low(), v.high()});
          bar.setMarker(SeriesMarkers.NONE);
          bar.setLineColor(color);
          bar.setShowInLegend(false);
        }
      }
    }
    return Optional.of(chart);
  }

  /** The x axis: {@code nodes} or {@code clients} when the cells carry that label and it is numeric, else threads. */
  static String xAxis(StudyReport report) {
    for (String axis : List.of(StudyLayouts.NODES, StudyLayouts.CLIENTS)) {
      List<String> values = StudyLayouts.axisValues(report, axis);
      if (!values.isEmpty() && values.stream().allMatch(v -> v.matches("[0-9]+(\\.[0-9]+)?"))) {
        return axis;
      }
    }
    return "threads";
  }

  private static double x(StudyReport.Cell c, String axis) {
    return "threads".equals(axis) ? c.spec().threads() : Double.parseDouble(c.spec().labels().get(axis));
  }

  private static String rest(StudyReport.Cell c, String axis) {
    StringBuilder out = new StringBuilder(c.spec().workload());
    if (!"threads".equals(axis)) {
      out.append(" threads=").append(c.spec().threads());
    }
    if (c.spec().target() > 0) {
      out.append(" target=").append(c.spec().target());
    }
    c.spec().labels().forEach((k, v) -> {
      if (!k.equals(axis)) {
        out.append(' ').append(k).append('=').append(v);
      }
    });
    return out.toString();
  }
}
