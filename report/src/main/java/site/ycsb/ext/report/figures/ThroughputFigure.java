/*
 * Copyright (c) 2026 ycsb-ext contributors.
 * Licensed under the Apache License, Version 2.0 (http://www.apache.org/licenses/LICENSE-2.0).
 */
package site.ycsb.ext.report.figures;
import java.util.List;
import org.knowm.xchart.XYChart;
import site.ycsb.ext.report.model.WindowSeries;

/**
 * The figure {@code throughput-<op>}: the operation's throughput over time, one colour per run, one step per window
 * (bins averaged), with the coverage and event marks. Stateless.
 */
final class ThroughputFigure implements OperationFigure {

  @Override
  public FigureDraft draw(FigureContext context, String op) {
    XYChart chart = context.chart(op + " throughput", "", "ops/s");
    String note = OverTime.draw(context, chart, op, (i, r, s) -> List.of(new Line(r.label(),
        OverTime.binned(context.timeAxis(), r, s, ThroughputFigure::meanRate), SeriesStyle.colour(i),
        SeriesStyle.line("p99", 1.5f), null)), "ops/s", "windows with 0 ops/s");
    String marks = FigureMarks.coverage(context, chart, op) + FigureMarks.events(context, chart);
    return new FigureDraft(Figures.slug("throughput-", op), List.of(chart), op + " throughput over time",
        "Operations per second in each window after the warm-up, all hosts merged, drawn as one step per window"
            + OverTime.binNote(context.summary(), op, "averaged") + "; one colour per run" + note + "." + marks);
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
}
