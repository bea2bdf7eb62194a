/*
 * Copyright (c) 2026 ycsb-ext contributors.
 * Licensed under the Apache License, Version 2.0 (http://www.apache.org/licenses/LICENSE-2.0).
 */
package site.ycsb.ext.report.model;

import java.util.ArrayList;
import java.util.List;
import java.util.Locale;
import java.util.Set;
import java.util.regex.Matcher;
import java.util.regex.Pattern;

/**
 * Latency objectives a run must meet, e.g. {@code READ.p99<=5ms,UPDATE.p99<=10ms}: per operation a percentile
 * (p50, p95, p99, p99.9 or max) and a bound (us, ms or s). A run meets them when every named operation ran and each
 * percentile of its merged histogram is at or below its bound. Immutable.
 *
 * @param objectives the objectives, in the order given
 */
public record ServiceLevelObjectives(List<Objective> objectives) {

  /** The accepted form, for error messages. */
  public static final String EXPECTED = "a comma-separated list of OP.PERCENTILE<=LATENCY, percentile p50, p95, p99, "
      + "p99.9 or max, latency in us, ms or s, e.g. READ.p99<=5ms,UPDATE.p99<=10ms";

  /** The prefix of an operation measured from its intended start ({@code measurement.interval=intended|both}). */
  private static final String INTENDED = "INTENDED-";

  private static final Pattern ONE = Pattern.compile(
      "([A-Za-z][A-Za-z0-9_-]*)\\.(p50|p95|p99|p99\\.9|max)<=([0-9]+(?:\\.[0-9]+)?)(us|ms|s)");

  public ServiceLevelObjectives {
    objectives = List.copyOf(objectives);
  }

  /**
   * One objective.
   *
   * @param operation e.g. {@code READ}
   * @param percentile {@code p50}, {@code p95}, {@code p99}, {@code p99.9} or {@code max}
   * @param boundUs the highest latency allowed, microseconds
   * @param text as the user wrote it
   */
  public record Objective(String operation, String percentile, double boundUs, String text) {

    /** The run's value of this objective's percentile, microseconds; NaN when the operation did not run. */
    public double valueUs(RunSummary run) {
      OpSummary o = run.operation(operation);
      if (o == null || o.count() == 0) {
        return Double.NaN;
      }
      return switch (percentile) {
        case "p50" -> o.p50Us();
        case "p95" -> o.p95Us();
        case "p99" -> o.p99Us();
        case "p99.9" -> o.p999Us();
        default -> o.maxUs();
      };
    }

    /** True when the operation ran and the percentile is at or below the bound. */
    public boolean metBy(RunSummary run) {
      double v = valueUs(run);
      return !Double.isNaN(v) && v <= boundUs;
    }
  }

  /**
   * Parses {@code READ.p99<=5ms,UPDATE.p99<=10ms}.
   *
   * @throws IllegalArgumentException with one line naming the option, the value and the valid form
   */
  public static ServiceLevelObjectives parse(String option, String text) {
    List<Objective> list = new ArrayList<>();
    for (String part : text.split(",", -1)) {
      Matcher m = ONE.matcher(part.trim());
      if (!m.matches()) {
        throw new IllegalArgumentException("Invalid value '" + text + "' for option '" + option + "': '" + part.trim()
            + "' is not an objective; expected " + EXPECTED);
      }
      double bound = Double.parseDouble(m.group(3)) * switch (m.group(4)) {
        case "us" -> 1;
        case "ms" -> 1000;
        default -> 1_000_000;
      };
      list.add(new Objective(m.group(1).toUpperCase(Locale.ROOT), m.group(2), bound, part.trim()));
    }
    return new ServiceLevelObjectives(list);
  }

  /**
   * Checks, before anything runs, that each objective names an operation the runs will measure: one of
   * {@code operations}, one derived from one ({@code READ-FAILED}, {@code Intended-READ}), or {@code CLEANUP}. An
   * objective on any other name could never be met, so a sweep would run to its end for nothing.
   *
   * @param option the option the objectives came from, for the message
   * @param operations the operations the workload measures, e.g. {@code [READ, UPDATE]}
   * @throws IllegalArgumentException one line naming the first objective no run can meet and the valid operations
   */
  public void checkOperations(String option, Set<String> operations) {
    for (Objective o : objectives) {
      String name = o.operation().startsWith(INTENDED) ? o.operation().substring(INTENDED.length()) : o.operation();
      boolean measured = name.equals("CLEANUP") || operations.contains(name)
          || operations.stream().anyMatch(op -> name.startsWith(op + "-"));
      if (!measured) {
        throw new IllegalArgumentException("Invalid value '" + o.text() + "' for option '" + option
            + "': the workload runs no " + o.operation() + "; expected one of its operations: "
            + String.join(", ", operations));
      }
    }
  }

  /** True when the run meets every objective. */
  public boolean metBy(RunSummary run) {
    return objectives.stream().allMatch(o -> o.metBy(run));
  }

  /**
   * The last run, in the order given, that meets every objective and comes after no failing run (a sweep's highest
   * passing step); {@code null} when the first run already fails.
   */
  public RunSummary highestMet(List<RunSummary> runs) {
    RunSummary highest = null;
    for (RunSummary r : runs) {
      if (!metBy(r)) {
        break;
      }
      highest = r;
    }
    return highest;
  }

  @Override
  public String toString() {
    return String.join(",", objectives.stream().map(Objective::text).toList());
  }
}
