/*
 * Copyright (c) 2026 ycsb-ext contributors.
 * Licensed under the Apache License, Version 2.0 (http://www.apache.org/licenses/LICENSE-2.0).
 */
package site.ycsb.ext.report.bundle;

import java.io.BufferedReader;
import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.stream.Stream;
import site.ycsb.ext.contract.Json;

/**
 * Compares a bundled report with the one recomputed from its raw files: every cell of every table of
 * {@code report.json} (as printed), every series of every figure's data ({@code figures/*.json}: name, min, max and
 * pixel span, as printed), and {@code summary.csv}, {@code timeseries.csv} line by line. Each difference is one line
 * naming where it is and both values. Not thread-safe; one instance per comparison.
 */
final class ReportComparison {
  private final Path bundled;
  private final Path recomputed;
  private final List<String> differences = new ArrayList<>();
  private long cells;
  private long series;

  ReportComparison(Path bundled, Path recomputed) {
    this.bundled = bundled;
    this.recomputed = recomputed;
  }

  List<String> differences() {
    return differences;
  }

  /** The study report's JSON, whose tables are compared when the bundle holds a study. */
  private static final String STUDY_REPORT = "study-report.json";

  long cells() {
    return cells;
  }

  long series() {
    return series;
  }

  /** Runs every comparison; returns this. */
  ReportComparison compare() throws IOException {
    boolean tablesEqual = tables();
    figures();
    lines("summary.csv");
    lines("study-cells.csv");
    lines("timeseries.csv");
    if (tablesEqual && Files.isRegularFile(recomputed.resolve("report.json"))
        && !Files.readString(bundled.resolve("report.json")).equals(Files.readString(recomputed.resolve("report.json")))) {
      lines("report.json");
    }
    return this;
  }

  private boolean tables() throws IOException {
    // A study's report keeps its tables (the same title, header and rows) in study-report.json.
    String name = !Files.isRegularFile(bundled.resolve("report.json"))
        && Files.isRegularFile(bundled.resolve(STUDY_REPORT)) ? STUDY_REPORT : "report.json";
    Path b = bundled.resolve(name);
    Path r = recomputed.resolve(name);
    if (!Files.isRegularFile(b) || !Files.isRegularFile(r)) {
      differences.add(name + ": " + (Files.isRegularFile(b) ? "not recomputed" : "missing from the bundle"));
      return false;
    }
    List<?> bt = tablesOf(b);
    List<?> rt = tablesOf(r);
    int before = differences.size();
    for (int t = 0; t < bt.size(); t++) {
      Map<?, ?> table = (Map<?, ?>) bt.get(t);
      String title = String.valueOf(table.get("title"));
      if (t >= rt.size()) {
        differences.add("table '" + title + "': not in the recomputed report");
        continue;
      }
      Map<?, ?> other = (Map<?, ?>) rt.get(t);
      if (!title.equals(String.valueOf(other.get("title")))) {
        differences.add("table " + (t + 1) + ": bundled '" + title + "', recomputed '" + other.get("title") + "'");
      }
      List<?> header = (List<?>) table.get("header");
      List<?> rows = (List<?>) table.get("rows");
      List<?> otherRows = (List<?>) other.get("rows");
      for (int i = 0; i < rows.size(); i++) {
        List<?> row = (List<?>) rows.get(i);
        List<?> otherRow = i < otherRows.size() ? (List<?>) otherRows.get(i) : List.of();
        for (int c = 0; c < row.size(); c++) {
          cells++;
          String mine = String.valueOf(row.get(c));
          String theirs = c < otherRow.size() ? String.valueOf(otherRow.get(c)) : "(none)";
          if (!mine.equals(theirs)) {
            differences.add("table '" + title + "', row '" + row.get(0) + "', column '"
                + (c < header.size() ? header.get(c) : String.valueOf(c + 1)) + "': bundled " + mine
                + ", recomputed " + theirs);
          }
        }
      }
      if (otherRows.size() > rows.size()) {
        differences.add("table '" + title + "': the recomputed report has " + otherRows.size() + " rows, the bundled "
            + rows.size());
      }
    }
    if (rt.size() > bt.size()) {
      differences.add("report.json: the recomputed report has " + rt.size() + " tables, the bundled " + bt.size());
    }
    return differences.size() == before;
  }

  private static List<?> tablesOf(Path reportJson) throws IOException {
    Object tables = Json.parseObject(Files.readString(reportJson, StandardCharsets.UTF_8)).get("tables");
    return tables instanceof List<?> l ? l : List.of();
  }

  private void figures() throws IOException {
    Path dir = bundled.resolve("figures");
    if (!Files.isDirectory(dir)) {
      return;
    }
    List<Path> files;
    try (Stream<Path> list = Files.list(dir)) {
      files = list.filter(f -> f.getFileName().toString().endsWith(".json")).sorted().toList();
    }
    for (Path file : files) {
      String name = "figures/" + file.getFileName();
      Path other = recomputed.resolve(name);
      List<?> mine = panels(file);
      if (!Files.isRegularFile(other)) {
        mine.forEach(p -> series += ((List<?>) ((Map<?, ?>) p).get("series")).size());
        differences.add(name + ": not recomputed");
        continue;
      }
      List<?> theirs = panels(other);
      for (int p = 0; p < mine.size(); p++) {
        Map<?, ?> panel = (Map<?, ?>) mine.get(p);
        Map<?, ?> otherPanel = p < theirs.size() ? (Map<?, ?>) theirs.get(p) : Map.of();
        String where = name + ", panel " + (p + 1);
        if (!String.valueOf(panel.get("xLabels")).equals(String.valueOf(otherPanel.get("xLabels")))) {
          differences.add(where + ", x labels: bundled " + panel.get("xLabels") + ", recomputed "
              + otherPanel.get("xLabels"));
        }
        List<?> ss = (List<?>) panel.get("series");
        List<?> os = otherPanel.get("series") instanceof List<?> l ? l : List.of();
        for (int s = 0; s < ss.size(); s++) {
          series++;
          Map<?, ?> one = (Map<?, ?>) ss.get(s);
          Map<?, ?> two = s < os.size() ? (Map<?, ?>) os.get(s) : Map.of();
          for (String key : List.of("name", "min", "max", "pixelSpan")) {
            String a = printed(one.get(key));
            String b = printed(two.get(key));
            if (!a.equals(b)) {
              differences.add(where + ", series '" + one.get("name") + "', " + key + ": bundled " + a
                  + ", recomputed " + b);
            }
          }
        }
      }
    }
  }

  private static List<?> panels(Path figureJson) throws IOException {
    Object panels = Json.parseObject(Files.readString(figureJson, StandardCharsets.UTF_8)).get("panels");
    return panels instanceof List<?> l ? l : List.of();
  }

  private static String printed(Object value) {
    return value instanceof Double d ? Json.number(d) : String.valueOf(value);
  }

  /** The first line where {@code name} differs, bundled and recomputed. */
  private void lines(String name) throws IOException {
    Path a = bundled.resolve(name);
    Path b = recomputed.resolve(name);
    if (!Files.isRegularFile(a)) {
      return;
    }
    if (!Files.isRegularFile(b)) {
      differences.add(name + ": not recomputed");
      return;
    }
    try (BufferedReader one = Files.newBufferedReader(a, StandardCharsets.UTF_8);
        BufferedReader two = Files.newBufferedReader(b, StandardCharsets.UTF_8)) {
      for (long line = 1; ; line++) {
        String x = one.readLine();
        String y = two.readLine();
        if (x == null && y == null) {
          return;
        }
        if (x == null || !x.equals(y)) {
          differences.add(name + " line " + line + ": bundled " + (x == null ? "(end)" : "'" + x + "'")
              + ", recomputed " + (y == null ? "(end)" : "'" + y + "'"));
          return;
        }
      }
    }
  }
}
