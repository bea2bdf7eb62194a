/*
 * Copyright (c) 2026 ycsb-ext contributors.
 * Licensed under the Apache License, Version 2.0 (http://www.apache.org/licenses/LICENSE-2.0).
 */
package site.ycsb.ext.report.model;

import java.util.ArrayList;
import java.util.Arrays;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.OptionalLong;
import java.util.TreeMap;

/**
 * Measures each event of a run on its merged windows (all hosts), as the issue defines it:
 * <ul>
 *   <li><b>baseline</b>: the median window throughput and the median window p99 over the windows that lie wholly in
 *       {@link DisruptionRules#baselineSpan} before the event, or, for an event that ends a fault
 *       ({@code --event '<offset> ends E<n>=...'}), before that fault: its end is measured against the run before the
 *       fault, not the outage;</li>
 *   <li><b>deepest dip</b>: the lowest window throughput, as a share of the baseline, and the highest window p99, over
 *       the windows from the event (those ending after it) to its recovery, or to the run's end when it did not
 *       recover;</li>
 *   <li><b>failed operations</b>: the {@code *-FAILED} counts over the same windows, by operation;</li>
 *   <li><b>time to recover</b>: from the event to the start of the first window, starting at or after the event, from
 *       which {@link DisruptionRules#stableWindows} windows in a row lie within the {@link RecoveryBand} (the
 *       baseline's medians widened by the tolerances or out to the baseline windows' own Tukey fences, whichever is
 *       wider); "not recovered" when none.</li>
 * </ul>
 * A window's throughput is the sum over the primary operations ({@link OpSummary#isPrimary}: successes only) of
 * their window throughputs; its p99 is the highest of their window p99s (percentiles of different operations do not
 * add). Stateless; thread-safe.
 *
 * <p>Usage: {@code Disruptions.of(runSummary, EventMarker.read(runDir))}, then {@link #header()} and {@link #rows}
 * for the table every output format holds, and {@link EventMarker#label()}/{@link EventMarker#atMs()} for the
 * figures' vertical markers.
 */
public final class Disruptions {

  private Disruptions() {
  }

  /** Each event's disruption in a run, by the default rules. */
  public static List<Disruption> of(RunSummary run, List<EventMarker> events) {
    return of(run.series(), events, DisruptionRules.DEFAULT);
  }

  /**
   * Each event's disruption on merged window series.
   *
   * @param series per operation ({@code READ}, {@code READ-FAILED}, {@code Intended-READ}, ...), its merged windows
   *     on the common grid, in time order
   */
  public static List<Disruption> of(Map<String, WindowSeries> series, List<EventMarker> events,
      DisruptionRules rules) {
    Timeline timeline = Timeline.of(series);
    Map<Integer, EventMarker> byIndex = new TreeMap<>();
    events.forEach(e -> byIndex.put(e.event().index(), e));
    List<Disruption> out = new ArrayList<>();
    for (EventMarker e : events) {
      // an event that ends a fault is measured against the fault's pre-fault baseline, not the outage before it
      EventMarker fault = e.event().ends() > 0 ? byIndex.get(e.event().ends()) : null;
      out.add(measure(timeline, e, fault == null || fault.atMs() > e.atMs() ? e : fault, rules));
    }
    return List.copyOf(out);
  }

  private static Disruption measure(Timeline t, EventMarker e, EventMarker baselineOf, DisruptionRules rules) {
    long at = e.atMs();
    long baseAt = baselineOf.atMs();
    long from = baseAt - rules.baselineSpan().toMillis();
    boolean[] isWhole = t.wholeWindows();
    List<Integer> whole = new ArrayList<>();
    for (int i = 0; i < t.size(); i++) {
      if (isWhole[i]) {
        whole.add(i);
      }
    }
    List<Double> ops = new ArrayList<>();
    List<Double> p99 = new ArrayList<>();
    for (int i : whole) {
      if (t.startMs[i] >= from && t.endMs(i) <= baseAt) {
        ops.add(t.opsPerSec[i]);
        if (!Double.isNaN(t.p99Us[i])) {
          p99.add(t.p99Us[i]);
        }
      }
    }
    RecoveryBand band = RecoveryBand.of(ops, p99, rules);
    OptionalLong recovered = ops.isEmpty() ? OptionalLong.empty() : recovery(t, whole, at, band, rules);
    long until = recovered.isPresent() ? recovered.getAsLong() : Long.MAX_VALUE;
    double lowest = Double.NaN;
    double highest = Double.NaN;
    Map<String, Long> failed = new TreeMap<>();
    for (int i = 0; i < t.size(); i++) {
      if (t.endMs(i) <= at || t.startMs[i] >= until) {
        continue;
      }
      for (Map.Entry<String, long[]> f : t.failed.entrySet()) {
        failed.merge(f.getKey(), f.getValue()[i], Long::sum);
      }
      if (!isWhole[i]) {
        continue;
      }
      lowest = Double.isNaN(lowest) ? t.opsPerSec[i] : Math.min(lowest, t.opsPerSec[i]);
      if (!Double.isNaN(t.p99Us[i])) {
        highest = Double.isNaN(highest) ? t.p99Us[i] : Math.max(highest, t.p99Us[i]);
      }
    }
    return new Disruption(e, ops.size(), RecoveryBand.median(ops), RecoveryBand.median(p99), lowest, highest, failed,
        recovered, band, baselineOf.event().index());
  }

  /**
   * The start of the first whole window, at or after the event at {@code at}, from which
   * {@link DisruptionRules#stableWindows} whole windows in a row are back within the band;
   * empty when none.
   *
   * @param whole the indexes of the whole windows, in time order
   */
  private static OptionalLong recovery(Timeline t, List<Integer> whole, long at, RecoveryBand band,
      DisruptionRules rules) {
    for (int w = 0; w < whole.size(); w++) {
      int i = whole.get(w);
      if (t.startMs[i] < at || w + rules.stableWindows() > whole.size()) {
        continue;
      }
      boolean stable = true;
      for (int k = w; k < w + rules.stableWindows() && stable; k++) {
        int j = whole.get(k);
        stable = band.contains(t.opsPerSec[j], t.p99Us[j]);
      }
      if (stable) {
        return OptionalLong.of(t.startMs[i]);
      }
    }
    return OptionalLong.empty();
  }

  /** The columns of the disruption table, in the order of {@link #rows}. */
  public static List<String> header() {
    return List.of("Event", "At (ms after start)", "Status", "Baseline ops/s", "Baseline p99 (ms)", "Lowest ops/s",
        "Dip (% of baseline)", "Highest p99 (ms)", "Failed ops", "Time to recover (s)", "Recovered within");
  }

  /**
   * The disruption table's rows, one per event, formatted with {@link Locale#US}: ms latencies with 3 decimals, shares
   * in percent with 1, {@code -} where there is nothing to show, {@code not recovered} when it did not.
   *
   * The event's instant is shown from the run's start instant its offsets count from
   * ({@link site.ycsb.ext.contract.RunEvent#runStartEpochMs}: for a fan-out run the common start, not the earliest
   * host's start); an event that ends a fault says so and that its baseline is the fault's.
   */
  public static List<List<String>> rows(List<Disruption> disruptions) {
    List<List<String>> rows = new ArrayList<>();
    for (Disruption d : disruptions) {
      EventMarker m = d.marker();
      StringBuilder failed = new StringBuilder(Long.toString(d.failedOperations()));
      if (d.failedOperations() > 0) {
        StringBuilder parts = new StringBuilder();
        d.failedByOperation().forEach((op, n) -> {
          if (n > 0) {
            parts.append(parts.length() == 0 ? "" : ", ").append(op).append(' ').append(n);
          }
        });
        failed.append(" (").append(parts).append(')');
      }
      String ends = m.event().ends() > 0 ? " (ends E" + m.event().ends() + (d.baselineEvent() != m.event().index()
          ? ", baseline before E" + d.baselineEvent() : "") + ")" : "";
      rows.add(List.of(m.label() + ends + ": " + m.event().text(),
          Long.toString(m.atMs() - m.event().runStartEpochMs()),
          m.event().status().label() + (m.event().late() ? ", late" : ""), number(d.baselineOpsPerSec(), 1),
          number(d.baselineP99Us() / 1000, 3), number(d.lowestOpsPerSec(), 1), number(100 * d.dipShare(), 1),
          number(d.highestP99Us() / 1000, 3), failed.toString(),
          d.timeToRecoverMs().isPresent() ? number(d.timeToRecoverMs().getAsLong() / 1000.0, 1)
              : d.baselineWindows() == 0 ? "- (no baseline)" : "not recovered", d.band().text()));
    }
    return List.copyOf(rows);
  }

  private static String number(double v, int decimals) {
    return Double.isNaN(v) ? "-" : String.format(Locale.US, "%,." + decimals + "f", v);
  }

  /**
   * The windows of every primary operation joined by slot: start, length, summed throughput, highest p99, and the
   * failed operations per slot by operation.
   */
  private static final class Timeline {
    long[] startMs;
    long[] lengthMs;
    double[] opsPerSec;
    double[] p99Us;
    final Map<String, long[]> failed = new LinkedHashMap<>();

    int size() {
      return startMs.length;
    }

    long endMs(int i) {
      return startMs[i] + lengthMs[i];
    }

    /**
     * Which windows are whole enough to read. A sliver of a window (the run's first or last few milliseconds, clipped
     * to the run) holds too few operations to say anything about throughput or p99: only windows at least half the
     * longest window's length are read for the baseline, the dip and the recovery; every window counts its failed
     * operations.
     */
    boolean[] wholeWindows() {
      long longest = 0;
      for (int i = 0; i < size(); i++) {
        longest = Math.max(longest, lengthMs[i]);
      }
      boolean[] whole = new boolean[size()];
      for (int i = 0; i < size(); i++) {
        whole[i] = 2 * lengthMs[i] >= longest;
      }
      return whole;
    }

    static Timeline of(Map<String, WindowSeries> series) {
      TreeMap<Long, Integer> slots = new TreeMap<>();
      for (Map.Entry<String, WindowSeries> e : series.entrySet()) {
        if (OpSummary.isPrimary(e.getKey()) || isFailure(e.getKey())) {
          WindowSeries s = e.getValue();
          for (int i = 0; i < s.size(); i++) {
            slots.putIfAbsent(s.slotMs(i), 0);
          }
        }
      }
      int n = 0;
      for (Map.Entry<Long, Integer> slot : slots.entrySet()) {
        slot.setValue(n++);
      }
      Timeline t = new Timeline();
      t.startMs = new long[n];
      t.lengthMs = new long[n];
      t.opsPerSec = new double[n];
      t.p99Us = new double[n];
      Arrays.fill(t.p99Us, Double.NaN);
      Arrays.fill(t.startMs, Long.MAX_VALUE);
      for (Map.Entry<String, WindowSeries> e : series.entrySet()) {
        WindowSeries s = e.getValue();
        boolean primary = OpSummary.isPrimary(e.getKey());
        if (!primary && !isFailure(e.getKey())) {
          continue;
        }
        long[] failures = primary ? null : t.failed.computeIfAbsent(
            e.getKey().substring(0, e.getKey().length() - "-FAILED".length()), k -> new long[slots.size()]);
        for (int i = 0; i < s.size(); i++) {
          int k = slots.get(s.slotMs(i));
          t.startMs[k] = Math.min(t.startMs[k], s.startMs(i));
          t.lengthMs[k] = Math.max(t.lengthMs[k], s.lengthMs(i));
          if (primary) {
            t.opsPerSec[k] += s.opsPerSec(i);
            if (!Double.isNaN(s.p99Us(i))) {
              t.p99Us[k] = Double.isNaN(t.p99Us[k]) ? s.p99Us(i) : Math.max(t.p99Us[k], s.p99Us(i));
            }
          } else {
            failures[k] += s.count(i);
          }
        }
      }
      return t;
    }

    private static boolean isFailure(String op) {
      return op.endsWith("-FAILED") && !OpSummary.isIntended(op);
    }
  }
}
