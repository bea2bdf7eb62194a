/*
 * Copyright (c) 2026 ycsb-ext contributors.
 * Licensed under the Apache License, Version 2.0 (http://www.apache.org/licenses/LICENSE-2.0).
 */
package site.ycsb.ext.report.study;

import java.util.ArrayList;
import java.util.List;
import java.util.Locale;
import java.util.regex.Matcher;
import java.util.regex.Pattern;

/**
 * {@code bin/ycsb study run --until 'ops/s:5%,READ.p99:10%' --max-repetitions N}: a study adds interleaved
 * repetitions until, in every cell, each named value's 95% interval is within its bound of the mean, or N repetitions
 * are reached (the method of Georges et al., OOPSLA 2007, and Kalibera and Jones, ISMM 2013; docs/studies.md). The
 * interval is the report's own ({@link Interval}: the mean with its interval on the log scale,
 * {@code [mean·e^-h, mean·e^h]}, {@code h = t(0.975, n-1)·s / (mean·√n)}); its <em>relative half-width</em> is its
 * wider side, the upper one: {@code (high - mean) / mean = e^h - 1}. A bound holds when that is at most the bound; it
 * does not with fewer than 2 valid repetitions (no interval). A value the cell does not measure (an operation its
 * workload does not do) is "not measured" and does not hold the study back. Thread-safe (immutable).
 *
 * @param bounds the values named, in the order given
 * @param maxRepetitions the most repetitions of a cell
 */
public record StoppingRule(List<Bound> bounds, int maxRepetitions) {

  /** The operations a value may name. */
  public static final List<String> OPERATIONS = List.of("READ", "UPDATE", "INSERT", "SCAN", "READ-MODIFY-WRITE",
      "DELETE");

  /** The grammar, as the refusal of a bad {@code --until} states it. */
  public static final String GRAMMAR = "VALUE:PERCENT%[,VALUE:PERCENT%...] with VALUE ops/s, <OP>.ops/s or "
      + "<OP>.p50|p95|p99|p999 (OP one of " + String.join(", ", OPERATIONS) + ") and PERCENT above 0 and below 100, "
      + "e.g. 'ops/s:5%,READ.p99:10%'";

  private static final Pattern VALUE = Pattern.compile("(?:([A-Z-]+)\\.)?(ops/s|p50|p95|p99|p999)");
  private static final Pattern PERCENT = Pattern.compile("([0-9]+(?:\\.[0-9]+)?)%");

  public StoppingRule {
    bounds = List.copyOf(bounds);
  }

  /**
   * One named value and its bound.
   *
   * @param name the value as given ({@code READ.p99})
   * @param metric the study report's name of it ({@code READ p99 ms})
   * @param percent the bound on its relative half-width, in percent of the mean
   */
  public record Bound(String name, String metric, double percent) {
    /** {@code READ.p99:10%}. */
    @Override
    public String toString() {
      return name + ":" + StoppingRule.percent(percent);
    }
  }

  /** Whether a bound held in a cell. */
  public enum State {
    HELD("held"), NOT_HELD("NOT held"), NOT_MEASURED("not measured");

    private final String words;

    State(String words) {
      this.words = words;
    }

    /** How the report says it. */
    public String words() {
      return words;
    }
  }

  /**
   * One bound in one cell.
   *
   * @param bound the bound
   * @param n the cell's valid repetitions
   * @param halfWidth the relative half-width in percent of the mean, NaN without an interval
   * @param state held, not held, or not measured
   */
  public record Verdict(Bound bound, int n, double halfWidth, State state) {
    /**
     * {@code ops/s +3.1% <= 5% held}, {@code READ.p99 +14.0% > 10% NOT held}, {@code SCAN.p99 not measured},
     * {@code ops/s no interval (1 valid repetition), bound 5% NOT held}.
     */
    public String line() {
      if (state == State.NOT_MEASURED) {
        return bound.name() + " " + state.words();
      }
      if (Double.isNaN(halfWidth)) {
        return bound.name() + " no interval (" + n + " valid repetition" + (n == 1 ? "" : "s") + "), bound "
            + percent(bound.percent()) + " " + state.words();
      }
      return bound.name() + " +" + percent(halfWidth) + (state == State.HELD ? " <= " : " > ")
          + percent(bound.percent()) + " " + state.words();
    }
  }

  /**
   * Parses {@code --until}.
   *
   * @param maxRepetitions {@code --max-repetitions}
   * @throws IllegalArgumentException naming what is wrong and the grammar, one line
   */
  public static StoppingRule parse(String text, int maxRepetitions) {
    List<Bound> bounds = new ArrayList<>();
    if (text == null || text.isBlank()) {
      throw new IllegalArgumentException("it is empty: expected " + GRAMMAR);
    }
    for (String part : text.split(",", -1)) {
      String p = part.strip();
      int colon = p.lastIndexOf(':');
      if (colon < 0) {
        throw new IllegalArgumentException("'" + p + "' has no ':PERCENT%': expected " + GRAMMAR);
      }
      Matcher v = VALUE.matcher(p.substring(0, colon));
      if (!v.matches() || (v.group(1) != null && !OPERATIONS.contains(v.group(1)))
          || (v.group(1) == null && !v.group(2).equals("ops/s"))) {
        throw new IllegalArgumentException("'" + p.substring(0, colon) + "' is not a value name: expected " + GRAMMAR);
      }
      Matcher pc = PERCENT.matcher(p.substring(colon + 1));
      double percent = pc.matches() ? Double.parseDouble(pc.group(1)) : Double.NaN;
      if (!(percent > 0 && percent < 100)) {
        throw new IllegalArgumentException("'" + p.substring(colon + 1) + "' is not a bound: expected " + GRAMMAR);
      }
      String op = v.group(1);
      String value = v.group(2);
      String metric = op == null ? "ops/s" : value.equals("ops/s") ? op + " ops/s"
          : op + " " + (value.equals("p999") ? "p99.9" : value) + " ms";
      String name = op == null ? value : op + "." + value;
      if (bounds.stream().anyMatch(b -> b.name().equals(name))) {
        throw new IllegalArgumentException("'" + name + "' is named twice: expected " + GRAMMAR);
      }
      bounds.add(new Bound(name, metric, percent));
    }
    return new StoppingRule(bounds, maxRepetitions);
  }

  /** The relative half-width of an interval in percent of its mean ({@code (high - mean) / mean}), NaN without one. */
  public static double halfWidth(Interval i) {
    if (i.n() < 2 || Double.isNaN(i.high()) || !(i.mean() > 0)) {
      return Double.NaN;
    }
    return (i.high() - i.mean()) / i.mean() * 100;
  }

  /** Each bound's verdict in a cell, in the order given. */
  public List<Verdict> verdicts(StudyReport.Cell cell) {
    List<Verdict> out = new ArrayList<>();
    for (Bound b : bounds) {
      Interval i = cell.metrics().get(b.metric());
      if (i == null) {
        out.add(new Verdict(b, cell.runs(), Double.NaN, State.NOT_MEASURED));
        continue;
      }
      double width = halfWidth(i);
      out.add(new Verdict(b, i.n(), width, !Double.isNaN(width) && width <= b.percent() ? State.HELD : State.NOT_HELD));
    }
    return out;
  }

  /** True when no bound of the cell is NOT held. */
  public boolean held(StudyReport.Cell cell) {
    return verdicts(cell).stream().noneMatch(v -> v.state() == State.NOT_HELD);
  }

  /** One line for a cell: {@code ops/s +3.1% <= 5% held; READ.p99 +14.0% > 10% NOT held}. */
  public String line(StudyReport.Cell cell) {
    return String.join("; ", verdicts(cell).stream().map(Verdict::line).toList());
  }

  /** The rule as {@code --until} takes it: {@code ops/s:5%,READ.p99:10%}. */
  public String until() {
    return String.join(",", bounds.stream().map(Bound::toString).toList());
  }

  /** {@code 5%}, {@code 2.5%}, {@code 28.2%}; below 1, two significant digits: {@code 0.029%}, {@code 0.001%}. */
  static String percent(double p) {
    if (p == Math.rint(p)) {
      return String.format(Locale.ROOT, "%.0f%%", p);
    }
    return (p >= 1 ? String.format(Locale.ROOT, "%.1f", p)
        : java.math.BigDecimal.valueOf(p).round(new java.math.MathContext(2)).stripTrailingZeros().toPlainString())
        + "%";
  }
}
