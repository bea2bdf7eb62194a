/*
 * Copyright (c) 2026 ycsb-ext contributors.
 * Licensed under the Apache License, Version 2.0 (http://www.apache.org/licenses/LICENSE-2.0).
 */
package site.ycsb.ext.report.figures;

import java.time.Instant;
import java.time.ZoneOffset;
import java.time.format.DateTimeFormatter;
import java.util.List;
import java.util.Locale;
import org.knowm.xchart.XYChart;
import site.ycsb.ext.report.model.RunSummary;

/**
 * The time (x) axis of the figures over time: elapsed time after each run's warm-up, or wall-clock time (UTC). The axis
 * counts in ticks of a whole step (100 ms to 3 h: 100, 200, 250, 500 ms, 1, 2, 5, 10, 15, 30 s, 1, 2, 5, 10, 15, 30 min,
 * 1, 2, 3 h) chosen so that the longest span shows 4 to 10 ticks, and labels only ticks at whole steps, so any run from
 * 1 s to 24 h gets at least 4 labels at whole units. Immutable and thread-safe.
 *
 * @param wallClock true for wall-clock time (UTC), false for time after each run's warm-up
 * @param stepMs the tick step, ms
 * @param unitMs the unit the labels count in (ms, s, min or h), ms
 * @param originMs for wall-clock time the epoch ms of x = 0 (a whole step); unused for elapsed time
 * @param spanMs the longest span the axis shows, ms
 */
public record TimeAxis(boolean wallClock, long stepMs, long unitMs, long originMs, long spanMs) {

  /** How the figures' time axes count. */
  public enum Mode {
    /** Time after each run's warm-up (every run starts at 0). */
    ELAPSED,
    /** Wall-clock time in UTC. */
    WALL_CLOCK
  }

  private static final long[] STEPS_MS = {100, 200, 250, 500, 1000, 2000, 5000, 10_000, 15_000, 30_000, 60_000,
      120_000, 300_000, 600_000, 900_000, 1_800_000, 3_600_000, 7_200_000, 10_800_000};

  /** Ticks on the longest span at most. */
  static final int MAX_TICKS = 10;

  /** The axis for these runs' measured periods. */
  public static TimeAxis of(List<RunSummary> runs, Mode mode) {
    long spanMs;
    long firstMs = runs.stream().mapToLong(RunSummary::measuredStartMs).min().orElse(0);
    if (mode == Mode.WALL_CLOCK) {
      spanMs = runs.stream().mapToLong(RunSummary::measuredEndMs).max().orElse(0) - firstMs;
    } else {
      spanMs = runs.stream().mapToLong(r -> r.measuredEndMs() - r.measuredStartMs()).max().orElse(0);
    }
    long step = stepFor(spanMs);
    long unit = step < 1000 ? 1 : step < 60_000 ? 1000 : step < 3_600_000 ? 60_000 : 3_600_000;
    return new TimeAxis(mode == Mode.WALL_CLOCK, step, unit, Math.floorDiv(firstMs, step) * step, spanMs);
  }

  /** The smallest step that gives at most {@value #MAX_TICKS} ticks over {@code spanMs}. */
  static long stepFor(long spanMs) {
    for (long step : STEPS_MS) {
      if (spanMs <= MAX_TICKS * step) {
        return step;
      }
    }
    long longest = STEPS_MS[STEPS_MS.length - 1];
    return longest * ((spanMs + MAX_TICKS * longest - 1) / (MAX_TICKS * longest));
  }

  /** Where an instant of a run lies on the axis, in steps. */
  public double x(RunSummary run, long epochMs) {
    return (epochMs - (wallClock ? originMs : run.measuredStartMs())) / (double) stepMs;
  }

  /** The axis title: {@code minutes after warm-up}, or {@code wall-clock time (UTC) on 2026-11-24}. */
  public String title() {
    if (wallClock) {
      return "wall-clock time (UTC"
          + (stepMs < 3_600_000 * 3 ? ") on " + DateTimeFormatter.ISO_LOCAL_DATE.withZone(ZoneOffset.UTC)
              .format(Instant.ofEpochMilli(originMs)) : ")");
    }
    String unit = unitMs == 1 ? "milliseconds" : unitMs == 1000 ? "seconds" : unitMs == 60_000 ? "minutes" : "hours";
    return unit + " after warm-up";
  }

  /** The label of a tick: empty unless at a whole step. */
  public String label(double x) {
    if (Math.abs(x - Math.rint(x)) > 1e-6) {
      return "";
    }
    long ms = Math.round(x) * stepMs;
    if (wallClock) {
      String pattern = stepMs < 1000 ? "HH:mm:ss.SSS" : stepMs < 60_000 ? "HH:mm:ss" : "HH:mm";
      return DateTimeFormatter.ofPattern(pattern, Locale.US).withZone(ZoneOffset.UTC)
          .format(Instant.ofEpochMilli(originMs + ms));
    }
    return grouped(ms / unitMs);
  }

  /**
   * {@code n} with a comma between groups of three digits, as {@code String.format(Locale.US, "%,d", n)} writes it,
   * without parsing a format per tick label.
   */
  static String grouped(long n) {
    String digits = Long.toString(n);
    int sign = n < 0 ? 1 : 0;
    int length = digits.length() - sign;
    if (length <= 3) {
      return digits;
    }
    StringBuilder out = new StringBuilder(digits.length() + (length - 1) / 3);
    out.append(digits, 0, sign);
    int first = sign + (length % 3 == 0 ? 3 : length % 3);
    out.append(digits, sign, first);
    for (int i = first; i < digits.length(); i += 3) {
      out.append(',').append(digits, i, i + 3);
    }
    return out.toString();
  }

  /** The name of the hidden series {@link #tickAnchor} adds; chart data leaves it out. */
  static final String ANCHOR = " tick anchor";

  /**
   * Adds, after the chart's series, one invisible point (no line, marker or legend entry) at a third of a step: XChart
   * puts ticks at the data's own x values when they are equally spaced (windows are), which on a long run labels only
   * 0 and the end; this point breaks the spacing so the ticks fall on whole steps.
   *
   * @param y a value on the chart's value axis (positive for a logarithmic one)
   */
  static void tickAnchor(XYChart chart, double y) {
    if (chart.getSeriesCollection().isEmpty()) {
      return;
    }
    double x = chart.getSeriesCollection().iterator().next().getXData()[0] + 1.0 / 3;
    org.knowm.xchart.XYSeries anchor = chart.addSeries(ANCHOR, new double[] {x}, new double[] {y});
    anchor.setMarker(org.knowm.xchart.style.markers.SeriesMarkers.NONE);
    anchor.setLineStyle(org.knowm.xchart.style.lines.SeriesLines.NONE);
    anchor.setShowInLegend(false);
  }

  /** Sets the chart's x axis: its title, from 0 (elapsed time), labels at whole steps only. */
  void applyTo(XYChart chart) {
    chart.setXAxisTitle(title());
    // elapsed time starts at 0; wall-clock time at the whole step before the first run's start
    chart.getStyler().setXAxisMin(0.0);
    // XChart steps its ticks by 1, 2 or 5 x 10^n of the axis' values (here: steps) with about one tick per hint's
    // pixels; a hint of 700 px over the steps shown makes that one step on plots 470 to 1,500 px wide
    long steps = Math.max(1, (spanMs + stepMs - 1) / stepMs + (wallClock ? 1 : 0));
    chart.getStyler().setXAxisTickMarkSpacingHint((int) Math.max(40, 700 / steps));
    chart.getStyler().setxAxisTickLabelsFormattingFunction(this::label);
  }
}
