/*
 * Copyright (c) 2026 ycsb-ext contributors.
 * Licensed under the Apache License, Version 2.0 (http://www.apache.org/licenses/LICENSE-2.0).
 */
package site.ycsb.ext.report.figures;
import java.util.ArrayList;
import java.util.List;
import org.knowm.xchart.XYChart;
import site.ycsb.ext.report.model.ReportSummary;
import site.ycsb.ext.report.model.RunSummary;
import site.ycsb.ext.report.model.WindowSeries;

/**
 * What the time-series figures share: every run's window series of one operation on the time axis, as steps (a window
 * is a constant), reduced to at most {@value #MAX_POINTS} points per line by binning windows. Stateless; each call
 * changes only the chart it is given.
 */
final class OverTime {

  /** Points per line at most; beyond this, windows are binned. */
  static final int MAX_POINTS = 1500;

  private OverTime() {
  }

  /** The lines one run draws from its window series of the operation. */
  interface RunLines {
    /**
     * @param index the run's index in the summary (its colour)
     * @param run the run
     * @param series its merged windows of the operation
     */
    List<Line> of(int index, RunSummary run, WindowSeries series);
  }

  /** Reduces the windows {@code [from, to)} of a series to one value. */
  interface BinValue {
    double of(WindowSeries series, int from, int to);
  }

  /**
   * Draws the operation {@code op} over time: the time axis, the lines of every run that has a series of it, and a
   * value axis chosen from them ({@link ValueAxis#draw}). Returns the caption's note on the value axis.
   *
   * @param unit the value axis' unit: {@code ops/s}
   * @param zeroes what a value left out of a logarithmic axis is, for the note
   */
  static String draw(FigureContext context, XYChart chart, String op, RunLines perRun, String unit, String zeroes) {
    context.timeAxis().applyTo(chart);
    List<Line> lines = new ArrayList<>();
    for (int i = 0; i < context.summary().runs().size(); i++) {
      RunSummary r = context.summary().runs().get(i);
      WindowSeries s = r.series().get(op);
      if (s != null) {
        lines.addAll(perRun.of(i, r, s));
      }
    }
    String note = ValueAxis.draw(chart, lines, unit, zeroes);
    TimeAxis.tickAnchor(chart, ValueAxis.anchorY(chart));
    return note;
  }

  /**
   * Two points per bin of {@link #binSize} windows, at its start and its end, both at {@code value} (NaN for a bin
   * without data: a gap), so a line through them draws each bin as a step.
   */
  static List<double[]> binned(TimeAxis timeAxis, RunSummary r, WindowSeries s, BinValue value) {
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

  /** The caption's note on binning, for the run with the most windows of {@code op}; empty when nothing is binned. */
  static String binNote(ReportSummary summary, String op, String how) {
    int longest = 0;
    for (RunSummary r : summary.runs()) {
      WindowSeries s = r.series().get(op);
      longest = Math.max(longest, s == null ? 0 : s.size());
    }
    int bin = binSize(longest);
    return bin <= 1 ? "" : "; plotted in bins of " + bin + " windows, " + how;
  }

  /** Windows per bin so that a series of {@code windows} windows draws at most {@link #MAX_POINTS} bins. */
  static int binSize(int windows) {
    return Math.max(1, (windows + MAX_POINTS - 1) / MAX_POINTS);
  }
}
