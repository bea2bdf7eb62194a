/*
 * Copyright (c) 2026 ycsb-ext contributors.
 * Licensed under the Apache License, Version 2.0 (http://www.apache.org/licenses/LICENSE-2.0).
 */
package site.ycsb.ext.report.render;

import static site.ycsb.ext.report.model.Units.duration;
import static site.ycsb.ext.report.model.Units.ms;
import static site.ycsb.ext.report.model.Units.ops;
import static site.ycsb.ext.report.model.Units.percent;
import static site.ycsb.ext.report.model.Units.ratio;
import static site.ycsb.ext.report.model.Units.time;

import java.time.Duration;
import java.util.ArrayList;
import java.util.List;
import java.util.Locale;
import site.ycsb.ext.report.model.Comparability;
import site.ycsb.ext.report.model.ReportSummary;
import site.ycsb.ext.report.model.RunSummary;
import site.ycsb.ext.report.model.ServiceLevelObjectives;

/**
 * The report's sentences, shared by every format: the title, one headline per run, the objectives' verdict and the
 * comparison in words. Immutable and thread-safe.
 */
public final class ReportProse {

  private final ReportSummary summary;

  /** @param summary the summary to put in words */
  public ReportProse(ReportSummary summary) {
    this.summary = summary;
  }

  /** The report's title; it says so when any run was measured against stand-in servers. */
  public String title() {
    String title = "Benchmark report";
    if (summary.partial()) {
      title += ": " + PARTIAL;
    }
    if (summary.standIns()) {
      title += (summary.partial() ? "; " : ": ") + "STAND-IN SERVERS (these figures measure the tool, not the databases)";
    }
    return title;
  }

  /**
   * The warm-up each step (run) left out, for the steps table, the curve and the verdict: {@code each step's first
   * 5s left out as warm-up}, or one value per run when they differ; empty without a warm-up.
   */
  public String stepWarmupNote() {
    return summary.stepWarmupNote();
  }

  /** The mark of every output written from incomplete input: titles, figure titles. */
  public static final String PARTIAL = "PARTIAL INPUT (incomplete logs; figures may be wrong, see the warnings)";

  /**
   * One line per run saying what was measured: the period, then the headline throughput of successful operations and
   * the share of operations that failed.
   */
  public List<String> headlines() {
    List<String> lines = new ArrayList<>();
    for (RunSummary r : summary.runs()) {
      lines.add(String.format(Locale.US, "Run %s: %d host%s, measured %s to %s (%s) after a warm-up of %s: %s "
          + "successful ops/s, %s of operations failed", r.label(), r.hosts().size(), r.hosts().size() == 1 ? "" : "s",
          time(r.measuredStartMs()), time(r.measuredEndMs()),
          duration(Duration.ofMillis(r.measuredEndMs() - r.measuredStartMs())), duration(r.warmup()),
          ops(r.successfulThroughput()), percent(r.failedShare())));
    }
    if (summary.objectives() != null) {
      lines.add(objectivesVerdict());
    }
    return lines;
  }

  /**
   * The verdict of the objectives in one line: the highest run, in the order given, that met every objective (with
   * all summary.runs() before it), or that none did; empty without objectives.
   */
  public String objectivesVerdict() {
    if (summary.objectives() == null) {
      return "";
    }
    RunSummary highest = summary.objectives().highestMet(summary.runs());
    if (highest == null) {
      String warmupNote = stepWarmupNote();
      return "Objectives " + summary.objectives() + ": no run met every objective (the first run, "
          + summary.runs().get(0).label() + ", missed " + missed(summary.runs().get(0)) + ")"
          + (warmupNote.isEmpty() ? "" : " (" + warmupNote + ")");
    }
    String target = highest.provenance().target();
    String warmupNote = stepWarmupNote();
    return "Objectives " + summary.objectives() + ": the highest run meeting every objective is " + highest.label()
        + (target.isEmpty() ? "" : " (target " + target + " ops/s)") + " at " + ops(highest.successfulThroughput())
        + " successful ops/s" + (warmupNote.isEmpty() ? "" : " (" + warmupNote + ")");
  }

  private String missed(RunSummary r) {
    List<String> missed = new ArrayList<>();
    for (ServiceLevelObjectives.Objective o : summary.objectives().objectives()) {
      if (!o.metBy(r)) {
        double v = o.valueUs(r);
        missed.add(o.text() + " (" + (Double.isNaN(v) ? "no " + o.operation() : ms(v) + " ms") + ")");
      }
    }
    return String.join(", ", missed);
  }

  /**
   * The comparison in words, one line per later run and primary operation:
   * {@code aerospike vs couchbase2, READ: 50x the throughput, 0.02x the p95 latency}. A ratio whose denominator is
   * zero, missing or tiny (below 1 ops/s, or 1 µs) says so instead of a number.
   */
  public List<String> ratioSentences() {
    List<String> lines = new ArrayList<>();
    if (summary.runs().size() < 2) {
      return lines;
    }
    Comparability comparability = summary.comparability();
    String caveat = comparability.likeForLike() ? "" : " (not like for like: " + String.join("; ",
        comparability.differences().stream().filter(Comparability.Difference::guarantee)
            .map(Comparability.Difference::words).toList()) + ")";
    RunSummary first = summary.runs().get(0);
    for (RunSummary other : summary.runs().subList(1, summary.runs().size())) {
      for (String op : summary.primaryOperations()) {
        lines.add(first.label() + " vs " + other.label() + ", " + op + ": "
            + ratioWords(ReportTables.value(first, op, true), ReportTables.value(other, op, true), first.label(),
                other.label(), op + " throughput", "ops/s") + " the throughput, "
            + ratioWords(ReportTables.value(first, op, false), ReportTables.value(other, op, false), first.label(),
                other.label(), op + " p95", "µs")
            + " the p95 latency" + caveat);
      }
    }
    return lines;
  }

  /**
   * The box every format shows at its top when compared runs differ: its title, then one line per differing aspect,
   * guarantees first; empty when the runs asked the same (or there is one run).
   */
  public List<String> comparabilityBox() {
    Comparability comparability = summary.comparability();
    List<String> lines = new ArrayList<>();
    if (comparability.differences().isEmpty()) {
      return lines;
    }
    lines.add(comparability.title());
    comparability.differences().forEach(d -> lines.add((d.guarantee() ? "guarantee, " : d.nameOnly()
        ? "same guarantee, " : "") + d.line()));
    return lines;
  }

  /**
   * A ratio in words, or {@code n/a} and why: a side missing, or a side below 1 (ops/s or µs), which for a latency
   * means under the histogram's resolution of 1 µs.
   */
  private static String ratioWords(double numerator, double denominator, String numeratorLabel,
      String denominatorLabel, String what, String unit) {
    if (Double.isNaN(numerator) || Double.isNaN(denominator)) {
      return "n/a (no " + what + " to compare)";
    }
    if (denominator < 1) {
      return "n/a (" + tooSmall(denominatorLabel, what, unit, denominator) + ")";
    }
    if (numerator < 1) {
      return "n/a (" + tooSmall(numeratorLabel, what, unit, numerator) + ")";
    }
    return ratio(numerator, denominator);
  }

  private static String tooSmall(String label, String what, String unit, double value) {
    String is = label + "'s " + what + " is " + (value == 0 ? "0" : "below 1 " + unit);
    if (unit.equals("µs")) {
      return is + (value == 0 ? " µs" : "") + ": below the histogram's resolution of 1 µs";
    }
    return is;
  }
}
