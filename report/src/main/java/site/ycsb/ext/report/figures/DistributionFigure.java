/*
 * Copyright (c) 2026 ycsb-ext contributors.
 * Licensed under the Apache License, Version 2.0 (http://www.apache.org/licenses/LICENSE-2.0).
 */
package site.ycsb.ext.report.figures;
import java.util.ArrayList;
import java.util.Iterator;
import java.util.List;
import java.util.Locale;
import org.HdrHistogram.Histogram;
import org.HdrHistogram.HistogramIterationValue;
import org.knowm.xchart.XYChart;
import site.ycsb.ext.report.model.RunSummary;

/**
 * The figure {@code distribution-<op>}: the operation's latency at each percentile of the merged histogram of the
 * measured period, one colour per run, on a percentile axis logarithmic in the nines (90%, 99%, 99.9%, ...).
 * Stateless.
 */
final class DistributionFigure implements OperationFigure {

  @Override
  public FigureDraft draw(FigureContext context, String op) {
    XYChart chart = context.chart(op + " latency by percentile", "percentile", "ms");
    String note = distribution(context, chart, op);
    return new FigureDraft(Figures.slug("distribution-", op), List.of(chart),
        op + " latency percentile distribution",
        "Latency at each percentile of the merged histogram of the measured period; the percentile axis is "
            + "logarithmic in the nines (90%, 99%, 99.9%, ...)" + note + ".");
  }

  /** Latency by percentile of every run, one colour per run; returns the caption's note on the value axis. */
  private static String distribution(FigureContext context, XYChart chart, String op) {
    chart.getStyler().setXAxisLogarithmic(true);
    chart.getStyler().setxAxisTickLabelsFormattingFunction(x -> percentileLabel(x));
    List<Line> lines = new ArrayList<>();
    for (int i = 0; i < context.summary().runs().size(); i++) {
      RunSummary r = context.summary().runs().get(i);
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
    return ValueAxis.draw(chart, lines, "ms", "percentiles at 0 µs (below the histogram's resolution of 1 µs)");
  }

  /**
   * Labels the log axis {@code 1/(1-q)} with the percentile it stands for: 10 -> 90%, 1000 -> 99.9% (4 decimals, trailing
   * zeros and a bare point dropped; the chart asks for a label per candidate tick, so no regular expression is compiled
   * per call).
   */
  static String percentileLabel(double x) {
    if (x <= 1) {
      return "0%";
    }
    double percent = 100.0 * (1.0 - 1.0 / x);
    String text = String.format(Locale.US, "%.4f", percent);
    int end = text.length();
    while (end > 0 && text.charAt(end - 1) == '0') {
      end--;
    }
    if (end > 0 && text.charAt(end - 1) == '.') {
      end--;
    }
    return text.substring(0, end) + "%";
  }
}
