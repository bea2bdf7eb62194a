/*
 * Copyright (c) 2026 ycsb-ext contributors.
 * Licensed under the Apache License, Version 2.0 (http://www.apache.org/licenses/LICENSE-2.0).
 */
package site.ycsb.ext.report.figures;

import java.awt.geom.Rectangle2D;
import java.lang.reflect.Field;
import java.lang.reflect.Method;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import org.knowm.xchart.XYChart;
import org.knowm.xchart.XYSeries;
import org.knowm.xchart.internal.chartpart.Chart;
import org.knowm.xchart.internal.chartpart.Legend_;
import site.ycsb.ext.contract.Json;

/**
 * What a rendered chart shows, for checks that a reader can see every series: the value axis (range, linear or
 * logarithmic), the plot and legend boxes in pixels, each series' value range and the x axis' labels. Written next
 * to each figure as {@code <name>.json}, format {@value #FORMAT}: one panel per chart stacked in the figure (version 2
 * added the panels and the x labels; version 3 the figure's {@code title}, {@code caption} and {@code marks}, its
 * caveats: partial input, stand-in servers, not like for like). Immutable.
 *
 * @param yLogarithmic whether the value axis is logarithmic
 * @param yMin the value axis' lower end
 * @param yMax its upper end
 * @param plot the plot box, pixels: x, y, width, height
 * @param legend the legend box, pixels: x, y, width, height (all 0 when the chart has none)
 * @param series per series: its name and its smallest and largest value drawn
 * @param xLabels the x axis' tick labels that are not empty, left to right
 */
record ChartData(boolean yLogarithmic, double yMin, double yMax, double[] plot, double[] legend,
    List<SeriesRange> series, List<String> xLabels) {

  static final String FORMAT = "ycsb-ext-chart/3";

  /**
   * One series' range of values.
   *
   * @param name the legend name
   * @param min smallest value drawn
   * @param max largest value drawn
   */
  record SeriesRange(String name, double min, double max) {
  }

  /** The data of a chart that was rendered (laid out) at least once. */
  static ChartData of(XYChart chart) {
    List<SeriesRange> ranges = new ArrayList<>();
    double min = Double.MAX_VALUE;
    double max = -Double.MAX_VALUE;
    for (XYSeries s : chart.getSeriesCollection()) {
      if (s.getName().equals(TimeAxis.ANCHOR)) {
        continue;
      }
      double lo = Double.MAX_VALUE;
      double hi = -Double.MAX_VALUE;
      for (double y : s.getYData()) {
        if (!Double.isNaN(y)) {
          lo = Math.min(lo, y);
          hi = Math.max(hi, y);
        }
      }
      ranges.add(new SeriesRange(s.getName(), lo, hi));
      min = Math.min(min, lo);
      max = Math.max(max, hi);
    }
    Double styledMin = chart.getStyler().getYAxisMin();
    Double styledMax = chart.getStyler().getYAxisMax();
    return new ChartData(chart.getStyler().isYAxisLogarithmic(), styledMin != null ? styledMin : min,
        styledMax != null ? styledMax : max, box(chart, "getPlot"), box(chart, "getLegend"), ranges, xLabels(chart));
  }

  /** The bounds XChart laid out for a chart part (package-private in XChart, read reflectively). */
  private static double[] box(XYChart chart, String part) {
    try {
      Method getter = Chart.class.getDeclaredMethod(part);
      getter.setAccessible(true);
      Object chartPart = getter.invoke(chart);
      Rectangle2D r = (Rectangle2D) chartPart.getClass().getMethod("getBounds").invoke(chartPart);
      if (r == null) {
        return new double[4];
      }
      if (chartPart instanceof Legend_<?, ?>) {
        // the legend's bounds hold its size; where it was painted is in its offsets
        return new double[] {field(chartPart, "xOffset"), field(chartPart, "yOffset"), r.getWidth(), r.getHeight()};
      }
      return new double[] {r.getX(), r.getY(), r.getWidth(), r.getHeight()};
    } catch (ReflectiveOperationException | RuntimeException e) {
      return new double[4];
    }
  }

  /** The x axis' non-empty tick labels, as XChart laid them out (package-private in XChart, read reflectively). */
  private static List<String> xLabels(XYChart chart) {
    try {
      Method getter = org.knowm.xchart.internal.chartpart.AxesChart.class.getDeclaredMethod("getXAxis");
      getter.setAccessible(true);
      Object axis = getter.invoke(chart);
      Object calculator = axis.getClass().getMethod("getAxisTickCalculator").invoke(axis);
      Method labels = org.knowm.xchart.internal.chartpart.AxisTickCalculator.class.getMethod("getTickLabels");
      return ((List<?>) labels.invoke(calculator)).stream().map(String::valueOf).filter(l -> !l.isEmpty()).toList();
    } catch (ReflectiveOperationException | RuntimeException e) {
      return List.of();
    }
  }

  private static double field(Object part, String name) throws ReflectiveOperationException {
    Field f = Legend_.class.getDeclaredField(name);
    f.setAccessible(true);
    return f.getDouble(part);
  }

  /**
   * The pixel height a series' range takes on the plot: 0 for a flat series or one outside the axis.
   *
   * @param s one of {@link #series}
   */
  double pixelSpan(SeriesRange s) {
    return plot[3] * Math.abs(position(s.max()) - position(s.min()));
  }

  /** Where a value lies on the value axis, 0 (bottom) to 1 (top). */
  double position(double value) {
    double v = Math.max(yMin, Math.min(yMax, value));
    if (yLogarithmic) {
      return (Math.log10(v) - Math.log10(yMin)) / (Math.log10(yMax) - Math.log10(yMin));
    }
    return yMax == yMin ? 0 : (v - yMin) / (yMax - yMin);
  }

  /** True when the legend box and the plot box share pixels. */
  boolean legendOverlapsPlot() {
    return legend[2] > 0 && legend[3] > 0 && legend[0] < plot[0] + plot[2] && plot[0] < legend[0] + legend[2]
        && legend[1] < plot[1] + plot[3] && plot[1] < legend[1] + legend[3];
  }

  /**
   * One figure's file: {@code {"format": ..., "title": ..., "caption": ..., "marks": [...], "panels": [...]}}, one
   * panel per chart, top to bottom.
   */
  static String toJson(String title, String caption, List<String> marks, List<ChartData> panels) {
    StringBuilder out = new StringBuilder("{\"format\": ").append(Json.quote(FORMAT))
        .append(", \"title\": ").append(Json.quote(title)).append(", \"caption\": ").append(Json.quote(caption))
        .append(", \"marks\": [").append(String.join(", ", marks.stream().map(Json::quote).toList()))
        .append("], \"panels\": [");
    for (int i = 0; i < panels.size(); i++) {
      out.append(i == 0 ? "\n" : ",\n").append(panels.get(i).toJson());
    }
    return out.append("\n]}\n").toString();
  }

  private String toJson() {
    StringBuilder out = new StringBuilder("{\"yLogarithmic\": ").append(yLogarithmic)
        .append(", \"yMin\": ").append(Json.number(yMin)).append(", \"yMax\": ").append(Json.number(yMax))
        .append(", \"plot\": ").append(numbers(plot)).append(", \"legend\": ").append(numbers(legend))
        .append(", \"xLabels\": [").append(String.join(", ", xLabels.stream().map(Json::quote).toList()))
        .append("], \"series\": [");
    for (int i = 0; i < series.size(); i++) {
      SeriesRange s = series.get(i);
      out.append(i == 0 ? "" : ", ").append("{\"name\": ").append(Json.quote(s.name())).append(", \"min\": ")
          .append(Json.number(s.min())).append(", \"max\": ").append(Json.number(s.max()))
          .append(", \"pixelSpan\": ").append(Json.number(pixelSpan(s))).append('}');
    }
    return out.append("]}").toString();
  }

  private static String numbers(double[] values) {
    StringBuilder out = new StringBuilder("[");
    for (int i = 0; i < values.length; i++) {
      out.append(i == 0 ? "" : ", ").append(Json.number(values[i]));
    }
    return out.append(']').toString();
  }

  /** Reads the panels of a file {@link #toJson(List)} wrote. */
  static List<ChartData> read(String json) {
    List<ChartData> panels = new ArrayList<>();
    for (Object panel : (List<?>) Json.parseObject(json).get("panels")) {
      Map<?, ?> m = (Map<?, ?>) panel;
      List<SeriesRange> series = new ArrayList<>();
      for (Object o : (List<?>) m.get("series")) {
        Map<?, ?> s = (Map<?, ?>) o;
        series.add(new SeriesRange((String) s.get("name"), (Double) s.get("min"), (Double) s.get("max")));
      }
      panels.add(new ChartData((Boolean) m.get("yLogarithmic"), (Double) m.get("yMin"), (Double) m.get("yMax"),
          doubles(m.get("plot")), doubles(m.get("legend")), series,
          ((List<?>) m.get("xLabels")).stream().map(String::valueOf).toList()));
    }
    return panels;
  }

  private static double[] doubles(Object list) {
    return ((List<?>) list).stream().mapToDouble(v -> (Double) v).toArray();
  }
}
