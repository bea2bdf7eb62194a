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
 * logarithmic), the plot and legend boxes in pixels, and each series' value range. Written next to each figure as
 * {@code <name>.json}, format {@value #FORMAT}. Immutable.
 *
 * @param yLogarithmic whether the value axis is logarithmic
 * @param yMin the value axis' lower end
 * @param yMax its upper end
 * @param plot the plot box, pixels: x, y, width, height
 * @param legend the legend box, pixels: x, y, width, height (all 0 when the chart has none)
 * @param series per series: its name and its smallest and largest value drawn
 */
record ChartData(boolean yLogarithmic, double yMin, double yMax, double[] plot, double[] legend,
    List<SeriesRange> series) {

  static final String FORMAT = "ycsb-ext-chart/1";

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
        styledMax != null ? styledMax : max, box(chart, "getPlot"), box(chart, "getLegend"), ranges);
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

  String toJson() {
    StringBuilder out = new StringBuilder("{\"format\": ").append(Json.quote(FORMAT))
        .append(", \"yLogarithmic\": ").append(yLogarithmic)
        .append(", \"yMin\": ").append(Json.number(yMin)).append(", \"yMax\": ").append(Json.number(yMax))
        .append(", \"plot\": ").append(numbers(plot)).append(", \"legend\": ").append(numbers(legend))
        .append(", \"series\": [");
    for (int i = 0; i < series.size(); i++) {
      SeriesRange s = series.get(i);
      out.append(i == 0 ? "" : ", ").append("{\"name\": ").append(Json.quote(s.name())).append(", \"min\": ")
          .append(Json.number(s.min())).append(", \"max\": ").append(Json.number(s.max()))
          .append(", \"pixelSpan\": ").append(Json.number(pixelSpan(s))).append('}');
    }
    return out.append("]}\n").toString();
  }

  private static String numbers(double[] values) {
    StringBuilder out = new StringBuilder("[");
    for (int i = 0; i < values.length; i++) {
      out.append(i == 0 ? "" : ", ").append(Json.number(values[i]));
    }
    return out.append(']').toString();
  }

  /** Reads the file {@link #toJson} wrote. */
  static ChartData read(String json) {
    Map<String, Object> m = Json.parseObject(json);
    List<SeriesRange> series = new ArrayList<>();
    for (Object o : (List<?>) m.get("series")) {
      Map<?, ?> s = (Map<?, ?>) o;
      series.add(new SeriesRange((String) s.get("name"), (Double) s.get("min"), (Double) s.get("max")));
    }
    return new ChartData((Boolean) m.get("yLogarithmic"), (Double) m.get("yMin"), (Double) m.get("yMax"),
        doubles(m.get("plot")), doubles(m.get("legend")), series);
  }

  private static double[] doubles(Object list) {
    return ((List<?>) list).stream().mapToDouble(v -> (Double) v).toArray();
  }
}
