/*
 * Copyright (c) 2026 ycsb-ext contributors.
 * Licensed under the Apache License, Version 2.0 (http://www.apache.org/licenses/LICENSE-2.0).
 */
package site.ycsb.ext.report.figures;
import java.util.List;
import java.util.function.IntToDoubleFunction;
import org.knowm.xchart.XYChart;

/**
 * The figure {@code latency-<op>}: the operation's p95 and p99 over time from each window's merged histogram, one
 * colour per run, p95 dashed, p99 solid, one step per window (the highest window of a bin kept, so spikes stay
 * visible), with the coverage and event marks. Stateless.
 */
final class LatencyFigure implements OperationFigure {

  @Override
  public FigureDraft draw(FigureContext context, String op) {
    XYChart chart = context.chart(op + " latency", "", "ms");
    TimeAxis axis = context.timeAxis();
    String note = OverTime.draw(context, chart, op, (i, r, s) -> List.of(
        new Line(r.label() + " p95", OverTime.binned(axis, r, s, (w, from, to) -> highest(w::p95Us, from, to) / 1000),
            SeriesStyle.colour(i), SeriesStyle.line("p95", 1.5f), null),
        new Line(r.label() + " p99", OverTime.binned(axis, r, s, (w, from, to) -> highest(w::p99Us, from, to) / 1000),
            SeriesStyle.colour(i), SeriesStyle.line("p99", 1.5f), null)),
        "ms", "windows with a latency of 0 µs (below the histogram's resolution of 1 µs)");
    String marks = FigureMarks.coverage(context, chart, op) + FigureMarks.events(context, chart);
    return new FigureDraft(Figures.slug("latency-", op), List.of(chart), op + " p95 and p99 latency over time",
        "95th and 99th percentile of each window's merged histogram, one step per window"
            + OverTime.binNote(context.summary(), op, "the highest window kept")
            + "; one colour per run, p95 dashed, p99 solid" + note + "." + marks);
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
}
