/*
 * Copyright (c) 2026 ycsb-ext contributors.
 * Licensed under the Apache License, Version 2.0 (http://www.apache.org/licenses/LICENSE-2.0).
 */
package site.ycsb.ext.report.figures;
import java.io.IOException;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Locale;
import java.util.Optional;
import site.ycsb.ext.report.model.Caveats;
import site.ycsb.ext.report.model.ReportSummary;

/**
 * The report's figures, drawn with XChart, each as PNG and SVG: per primary operation the throughput over time and the
 * p95/p99 latency over time (every run on one chart, x in seconds, minutes or hours after the warm-up), and the latency
 * percentile distribution; with several runs, the throughput-latency curve. Long series are reduced to at most
 * {@value OverTime#MAX_POINTS} points per line: throughput by averaging, latency by keeping the highest window value of
 * each bin (an envelope that keeps spikes visible).
 *
 * <p>Read as a reader reads them: a window is a constant, so series over time are drawn as steps; a latency axis is
 * logarithmic when the values on it span more than {@value ValueAxis#LOG_SPAN}x (systems 100x apart both stay
 * visible), and the caption says so; legends sit outside the plot. Next to each figure, {@code <name>.json}
 * ({@value ChartData#FORMAT}) records the axes, the plot and legend boxes in pixels and each series' range, so tests
 * can check what is visible.
 *
 * <p>This class only lists the figures and runs them: one class per figure, an {@link OperationFigure} (drawn per
 * primary operation) or a {@link SummaryFigure} (drawn once); a new figure is a new class and one line in
 * {@link #PER_OPERATION} or {@link #PER_SUMMARY}. Not thread-safe; the figures render on
 * {@link PendingFigures}' pool, one figure per task, reading the summary only.
 */
public final class Figures {

  /** Prefix of every chart's and figure's title when the summary was read from incomplete input. */
  public static final String PARTIAL_MARK = Caveats.PARTIAL + ": ";

  static {
    // JVM-global, and read once, by AWT's first use of GraphicsEnvironment: set here, the one place, before any figure
    // class touches AWT, so figures render on servers without a display; a user's own -Djava.awt.headless is kept
    if (System.getProperty("java.awt.headless") == null) {
      System.setProperty("java.awt.headless", "true");
    }
  }

  /** The figures of each primary operation, in display order (the operations in the summary's order). */
  private static final List<OperationFigure> PER_OPERATION = List.of(
      new ThroughputFigure(),
      new LatencyFigure(),
      new DistributionFigure());

  /** The figures of the whole summary, in display order, after every operation's. */
  private static final List<SummaryFigure> PER_SUMMARY = List.of(
      new ThroughputLatencyFigure());

  private final FigureContext context;

  /** @param summary the summary to draw, time axes counting after each run's warm-up */
  public Figures(ReportSummary summary) {
    this(summary, TimeAxis.Mode.ELAPSED);
  }

  /**
   * @param summary the summary to draw
   * @param timeMode how the time axes count: after each run's warm-up, or wall-clock time (UTC)
   */
  public Figures(ReportSummary summary, TimeAxis.Mode timeMode) {
    this.context = new FigureContext(summary, TimeAxis.of(summary.runs(), timeMode));
  }

  /** Renders every chart into {@code dir} (created if needed) and returns them in display order. */
  public List<Figure> render(Path dir) throws IOException {
    try (PendingFigures pending = PendingFigures.start(tasks())) {
      return pending.writeTo(dir);
    }
  }

  /** Every chart's rendering in memory, in display order: to start with {@link PendingFigures#start}. */
  public List<PendingFigures.Task> tasks() {
    List<PendingFigures.Task> tasks = new ArrayList<>();
    for (String op : context.summary().primaryOperations()) {
      for (OperationFigure figure : PER_OPERATION) {
        tasks.add(() -> Optional.of(context.render(figure.draw(context, op))));
      }
    }
    for (SummaryFigure figure : PER_SUMMARY) {
      tasks.add(() -> context.renderAny(figure.draw(context)));
    }
    return tasks;
  }

  /** A figure's file name: {@code prefix} then the operation in lower case, runs of other characters as one dash. */
  static String slug(String prefix, String op) {
    return prefix + op.toLowerCase(Locale.ROOT).replaceAll("[^a-z0-9]+", "-");
  }

  /** The smallest of 1, 1.2, 1.5, 2, 2.5, 3, 4, 5, 6 or 8 times a power of ten that is at least {@code value}. */
  static double niceCeiling(double value) {
    // kept here for FiguresTest, which states this rounding as the figures' contract
    return ValueAxis.niceCeiling(value);
  }
}
