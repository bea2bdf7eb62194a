/*
 * Copyright (c) 2026 ycsb-ext contributors.
 * Licensed under the Apache License, Version 2.0 (http://www.apache.org/licenses/LICENSE-2.0).
 */
package site.ycsb.ext.report.study;

import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.Optional;
import java.util.Set;
import java.util.regex.Matcher;
import java.util.regex.Pattern;
import java.util.stream.Collectors;
import site.ycsb.ext.report.model.OpSummary;
import site.ycsb.ext.report.model.RunSummary;

/**
 * The published studies' own tables, chosen by the study file's {@code tables} key: {@value #TABLE1} (Aerospike vs
 * Couchbase: per sweep point, throughput and p95 of read and update per system with the ratio row), {@value #NODES}
 * (End Point: per workload, throughput against the values of the user axis {@code nodes}, one row per system),
 * {@value #STEPS} (Avalon: per system and workload, one row per client-count step, the {@code clients} axis or else
 * threads, with throughput, p95 of read and update, the composite latency {@code 0.5·p95 read + 0.5·p95 update}
 * computed per repetition ({@code 0.95·p95 scan + 0.05·p95 insert} for a scan/insert mix such as E), and the cost
 * per op/s, the system's {@code cost} label ÷ the step's mean throughput, when it has one) and {@value #MIXES}
 * (Aerospike 1 M TPS: throughput per workload mix and thread count). Every value is the mean across valid repetitions
 * with its 95% interval; a cell's marks follow its value. Stateless.
 */
final class StudyLayouts {
  /** Table 1 of the Aerospike vs Couchbase study. */
  static final String TABLE1 = "table1";
  /** End Point's throughput against server nodes. */
  static final String NODES = "nodes";
  /** Avalon's client-count steps. */
  static final String STEPS = "steps";
  /** The 1 M TPS study's workload mixes. */
  static final String MIXES = "mixes";
  /** The composite latency's metric, computed per repetition when {@value #STEPS} is drawn. */
  static final String COMPOSITE = "composite p95 ms";
  /** The user axis of the client-count steps, when the study has one. */
  static final String CLIENTS = "clients";

  /** Avalon's composite latencies: the operations and their weights (workload A, then E). */
  private static final List<List<String>> COMPOSITES = List.of(List.of("READ", "UPDATE", "0.5", "0.5"),
      List.of("SCAN", "INSERT", "0.95", "0.05"));

  private static final Pattern COST = Pattern.compile("\\s*\\$?([0-9]+(?:\\.[0-9]+)?)\\s*(.*)");

  private StudyLayouts() {
  }

  /** The tables the study asks for, in the order its file lists them. */
  static List<StudyRenderer.Table> tables(StudyReport report) {
    List<StudyRenderer.Table> tables = new ArrayList<>();
    for (String name : report.index().tables()) {
      switch (name) {
        case TABLE1 -> tables.addAll(table1(report));
        case NODES -> tables.addAll(nodes(report));
        case STEPS -> tables.addAll(steps(report));
        case MIXES -> tables.addAll(mixes(report));
        default -> {
        }
      }
    }
    return tables;
  }

  /** Table 1: per sweep point, throughput and p95 per operation of both systems, with the ratio row. */
  static List<StudyRenderer.Table> table1(StudyReport report) {
    List<StudyRenderer.Table> tables = new ArrayList<>();
    List<String> columns = List.of("READ ops/s", "UPDATE ops/s", "READ p95 ms", "UPDATE p95 ms");
    List<String> header = List.of("", "Read throughput", "Update throughput", "p95 read (ms)", "p95 update (ms)");
    for (StudyReport.Comparison cmp : report.comparisons()) {
      List<List<String>> rows = new ArrayList<>();
      for (StudyReport.Cell c : List.of(cmp.first(), cmp.second())) {
        List<String> row = new ArrayList<>(List.of(c.system() + " (" + c.runs() + " runs)" + marks(c)));
        columns.forEach(col -> row.add(value(c, col)));
        rows.add(row);
      }
      List<String> ratioRow = new ArrayList<>(List.of("Ratio"));
      for (String col : columns) {
        Interval.Ratio r = cmp.ratios().get(col);
        ratioRow.add(r == null ? "n/a" : StudyRenderer.ratio(r.value()) + " "
            + StudyRenderer.interval(r.low(), r.high(), "x") + (r.exceedsSpread() ? "" : " (within spread)"));
      }
      rows.add(ratioRow);
      String marks = StudyRenderer.marks(cmp);
      tables.add(new StudyRenderer.Table((marks.isEmpty() ? "" : marks + ": ") + "Table 1 (" + cmp.point()
          + "): means, [95% interval]", header, rows));
    }
    return tables;
  }

  /** End Point: per workload (and other sweep values), throughput against the {@code nodes} axis, a row per system. */
  static List<StudyRenderer.Table> nodes(StudyReport report) {
    List<String> values = axisValues(report, NODES);
    Map<String, Map<String, Map<String, StudyReport.Cell>>> groups = new LinkedHashMap<>();
    for (StudyReport.Cell c : report.cells()) {
      if (c.spec().labels().containsKey(NODES)) {
        groups.computeIfAbsent(rest(c, NODES), k -> new LinkedHashMap<>())
            .computeIfAbsent(c.system(), k -> new LinkedHashMap<>()).put(c.spec().labels().get(NODES), c);
      }
    }
    List<String> header = new ArrayList<>(List.of("system"));
    values.forEach(v -> header.add(v + " nodes"));
    List<StudyRenderer.Table> tables = new ArrayList<>();
    groups.forEach((group, bySystem) -> {
      List<List<String>> rows = new ArrayList<>();
      bySystem.forEach((system, byNodes) -> {
        List<String> row = new ArrayList<>(List.of(system));
        values.forEach(v -> row.add(byNodes.containsKey(v) ? value(byNodes.get(v), "ops/s") + marks(byNodes.get(v))
            : "not run"));
        rows.add(row);
      });
      tables.add(new StudyRenderer.Table("Throughput (ops/s) against server nodes, workload " + group
          + ": means, [95% interval]", header, rows));
    });
    return tables;
  }

  /** Avalon: per system and workload, a row per client-count step with the composite latency and cost per op/s. */
  static List<StudyRenderer.Table> steps(StudyReport report) {
    boolean clients = !axisValues(report, CLIENTS).isEmpty();
    Map<String, List<StudyReport.Cell>> groups = new LinkedHashMap<>();
    for (StudyReport.Cell c : report.cells()) {
      String rest = clients ? rest(c, CLIENTS) : c.spec().workload() + labels(c, "")
          + (c.spec().target() > 0 ? " target=" + c.spec().target() : "");
      groups.computeIfAbsent(c.system() + ", workload " + rest, k -> new ArrayList<>()).add(c);
    }
    List<StudyRenderer.Table> tables = new ArrayList<>();
    groups.forEach((group, cells) -> {
      Matcher cost = COST.matcher(report.index().systemLabels().getOrDefault(cells.get(0).system(), Map.of())
          .getOrDefault("cost", ""));
      boolean costed = cost.matches();
      List<String> mix = compositeOf(cells);
      String a = mix.get(0).toLowerCase(Locale.ROOT);
      String b = mix.get(1).toLowerCase(Locale.ROOT);
      List<String> header = new ArrayList<>(List.of(clients ? "client hosts" : "threads", "ops/s", "p95 " + a
          + " (ms)", "p95 " + b + " (ms)", "composite p95 (" + mix.get(2) + " " + a + " + " + mix.get(3) + " " + b
          + ", ms)"));
      if (costed) {
        header.add("cost per op/s" + (cost.group(2).isEmpty() ? "" : " (" + cost.group(2) + ")"));
      }
      List<List<String>> rows = new ArrayList<>();
      for (StudyReport.Cell c : cells) {
        List<String> row = new ArrayList<>(List.of((clients ? c.spec().labels().get(CLIENTS)
            : Integer.toString(c.spec().threads())) + marks(c), value(c, "ops/s"), value(c, mix.get(0) + " p95 ms"),
            value(c, mix.get(1) + " p95 ms"), value(c, COMPOSITE)));
        if (costed) {
          Interval ops = c.metrics().get("ops/s");
          row.add(ops == null || !(ops.mean() > 0) ? "n/a"
              : String.format(Locale.ROOT, "%.3g", Double.parseDouble(cost.group(1)) / ops.mean()));
        }
        rows.add(row);
      }
      tables.add(new StudyRenderer.Table(group + ": throughput and p95 per client-count step, means, "
          + "[95% interval]", header, rows));
    });
    return tables;
  }

  /** 1 M TPS: throughput per workload mix (a row per system and workload) and thread count (a column each). */
  static List<StudyRenderer.Table> mixes(StudyReport report) {
    List<Integer> threads = report.cells().stream().map(c -> c.spec().threads()).distinct().toList();
    Map<String, Map<Integer, StudyReport.Cell>> rows = new LinkedHashMap<>();
    Map<String, String[]> keys = new LinkedHashMap<>();
    for (StudyReport.Cell c : report.cells()) {
      String key = c.system() + "\u0000" + c.spec().workload() + labels(c, "")
          + (c.spec().target() > 0 ? " target=" + c.spec().target() : "");
      keys.put(key, new String[] {c.system(), key.substring(key.indexOf('\u0000') + 1)});
      rows.computeIfAbsent(key, k -> new LinkedHashMap<>()).put(c.spec().threads(), c);
    }
    List<String> header = new ArrayList<>(List.of("system", "workload"));
    threads.forEach(t -> header.add(t + " threads"));
    List<List<String>> body = new ArrayList<>();
    rows.forEach((key, byThreads) -> {
      List<String> row = new ArrayList<>(List.of(keys.get(key)));
      threads.forEach(t -> row.add(byThreads.containsKey(t) ? value(byThreads.get(t), "ops/s")
          + marks(byThreads.get(t)) : "not run"));
      body.add(row);
    });
    return List.of(new StudyRenderer.Table("Throughput (ops/s) per workload mix: means, [95% interval]", header,
        body));
  }

  /** A run's composite p95 in ms: 0.5·read + 0.5·update, else 0.95·scan + 0.05·insert; empty without a pair. */
  static Optional<Double> composite(RunSummary run) {
    for (List<String> c : COMPOSITES) {
      OpSummary a = run.operation(c.get(0));
      OpSummary b = run.operation(c.get(1));
      if (a != null && b != null) {
        return Optional.of((Double.parseDouble(c.get(2)) * a.p95Us() + Double.parseDouble(c.get(3))
            * b.p95Us()) / 1000);
      }
    }
    return Optional.empty();
  }

  /** The composite's operations and weights for a group of cells: A's unless only E's pair ran. */
  private static List<String> compositeOf(List<StudyReport.Cell> cells) {
    boolean readUpdate = cells.stream().anyMatch(c -> c.metrics().containsKey("READ p95 ms"));
    boolean scanInsert = cells.stream().anyMatch(c -> c.metrics().containsKey("SCAN p95 ms"));
    return !readUpdate && scanInsert ? COMPOSITES.get(1) : COMPOSITES.get(0);
  }

  /** A cell's value: its mean and interval, or {@code n/a}. */
  static String value(StudyReport.Cell c, String metric) {
    Interval i = c.metrics().get(metric);
    return i == null ? "n/a" : StudyRenderer.num(i.mean()) + " " + StudyRenderer.interval(i.low(), i.high(), "");
  }

  /** The values of a user axis over the cells, in the order they first appear; empty without the axis. */
  static List<String> axisValues(StudyReport report, String axis) {
    Set<String> values = new LinkedHashSet<>();
    report.cells().forEach(c -> {
      if (c.spec().labels().containsKey(axis)) {
        values.add(c.spec().labels().get(axis));
      }
    });
    return new ArrayList<>(values);
  }

  private static String marks(StudyReport.Cell c) {
    return c.evidence().marks().isEmpty() ? "" : " " + String.join(", ", c.evidence().marks());
  }

  /** The cell's workload and sweep values but one axis: {@code b threads=256 region=eu}. */
  private static String rest(StudyReport.Cell c, String axis) {
    return c.spec().workload() + " threads=" + c.spec().threads() + (c.spec().target() > 0 ? " target="
        + c.spec().target() : "") + labels(c, axis);
  }

  private static String labels(StudyReport.Cell c, String except) {
    return c.spec().labels().entrySet().stream().filter(e -> !e.getKey().equals(except))
        .map(e -> " " + e.getKey() + "=" + e.getValue()).collect(Collectors.joining());
  }
}
