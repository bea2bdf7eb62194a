/*
 * Copyright (c) 2026 ycsb-ext contributors.
 * Licensed under the Apache License, Version 2.0 (http://www.apache.org/licenses/LICENSE-2.0).
 */
package site.ycsb.ext.report.figures;
import java.util.ArrayList;
import java.util.List;
import org.knowm.xchart.XYChart;
import org.knowm.xchart.XYSeries;
import org.knowm.xchart.style.markers.SeriesMarkers;

/**
 * A chart's value (y) axis, chosen from the lines it draws: from 0 on a linear axis with a round top, or logarithmic
 * on whole decades when the positive values span more than {@value #LOG_SPAN}x (systems 100x apart both stay
 * visible). Stateless; each call changes only the chart it is given.
 */
final class ValueAxis {

  /** A value axis whose values span more than this factor is drawn logarithmic. */
  static final double LOG_SPAN = 10;

  private ValueAxis() {
  }

  /**
   * Adds the lines to the chart on a value axis chosen from their values: from 0 on a linear axis, or logarithmic on
   * whole decades (its title then says {@code log scale}) when the positive values span more than {@value #LOG_SPAN}x.
   * On a logarithmic axis a value of 0 cannot be drawn: it is left out (a gap), and the returned note, for the caption,
   * counts what was left out; the note also says when the axis is logarithmic.
   *
   * @param zeroes what a left-out value is, for the note: {@code windows with 0 ops/s}
   */
  static String draw(XYChart chart, List<Line> lines, String unit, String zeroes) {
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

  /** A value inside the chart's value axis, for {@link TimeAxis#tickAnchor}. */
  static double anchorY(XYChart chart) {
    Double min = chart.getStyler().getYAxisMin();
    Double max = chart.getStyler().getYAxisMax();
    if (max == null) {
      return 1;
    }
    return chart.getStyler().isYAxisLogarithmic() ? Math.sqrt(min * max) : (min == null ? 0 : min + max) / 2;
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
}
