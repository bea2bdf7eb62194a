/*
 * Copyright (c) 2026 ycsb-ext contributors.
 * Licensed under the Apache License, Version 2.0 (http://www.apache.org/licenses/LICENSE-2.0).
 */
package site.ycsb.ext.report.bundle;

import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;
import java.util.Map;
import java.util.TreeMap;
import java.util.TreeSet;
import java.util.stream.Stream;
import site.ycsb.ext.contract.Json;

/**
 * Compares a bundled report with the one re-rendered from its raw files: <em>every</em> file of the bundled report
 * directory, byte for byte, with the file of the same name the recomputation wrote (the report is deterministic:
 * the same logs and options give identical bytes). A file that differs is named, and where it holds tables its
 * differences are located: a table's cell by table, row (its whole key) and column ({@link TableLocator}), a JSON
 * value by its path ({@link JsonDifferences}), a CSV value by line, row and column, an image as an image. Not
 * thread-safe; one instance per comparison.
 */
final class ReportComparison {
  /** Differences named per file before the rest of the file is summarised in one line. */
  private static final int PER_FILE = 5;

  private final Path bundled;
  private final Path recomputed;
  private final List<String> differences = new ArrayList<>();
  /** Per kind of file ("txt", "figure data", ...), how many were compared. */
  private final Map<String, Integer> kinds = new TreeMap<>();
  private long cells;
  private long series;
  private TableLocator locator;

  ReportComparison(Path bundled, Path recomputed) {
    this.bundled = bundled;
    this.recomputed = recomputed;
  }

  List<String> differences() {
    return differences;
  }

  /** Table cells of the bundled report's JSON tables (every format renders the same tables). */
  long cells() {
    return cells;
  }

  /** Series of the figures' chart data. */
  long series() {
    return series;
  }

  /** What was compared, per kind: {@code txt 1, md 1, ..., figure data 6, figure image 12}. */
  String kinds() {
    return String.join(", ", kinds.entrySet().stream().map(e -> e.getKey() + " " + e.getValue()).toList());
  }

  /** Runs every comparison; returns this. */
  ReportComparison compare() throws IOException {
    TreeSet<String> names = new TreeSet<>(files(bundled));
    List<String> recomputedNames = files(recomputed);
    names.addAll(recomputedNames);
    locator = TableLocator.of(recomputed);
    for (String name : names) {
      Path a = bundled.resolve(name);
      Path b = recomputed.resolve(name);
      if (!Files.isRegularFile(a)) {
        differences.add("report/" + name + ": the recomputation writes it, the bundle does not hold it");
        continue;
      }
      kinds.merge(kind(name), 1, Integer::sum);
      count(name, a);
      if (!Files.isRegularFile(b)) {
        differences.add("report/" + name + ": not written by the recomputation (not a file of this report)");
        continue;
      }
      if (!Arrays.equals(Files.readAllBytes(a), Files.readAllBytes(b))) {
        name(name, a, b);
      }
    }
    return this;
  }

  private static List<String> files(Path dir) throws IOException {
    if (!Files.isDirectory(dir)) {
      return List.of();
    }
    try (Stream<Path> walk = Files.walk(dir)) {
      return walk.filter(Files::isRegularFile).map(f -> Bundler.slashes(dir.relativize(f))).sorted().toList();
    }
  }

  static String kind(String name) {
    if (name.startsWith("figures/")) {
      return name.endsWith(".json") ? "figure data" : "figure image";
    }
    int dot = name.lastIndexOf('.');
    return dot < 0 ? "other" : name.substring(dot + 1);
  }

  /** Counts the table cells of a report's JSON and the series of a figure's data. */
  private void count(String name, Path file) {
    try {
      if (name.equals("report.json") || name.equals("study-report.json")) {
        for (Object t : list(Json.parseObject(Files.readString(file, StandardCharsets.UTF_8)).get("tables"))) {
          for (Object row : list(((Map<?, ?>) t).get("rows"))) {
            cells += list(row).size();
          }
        }
      } else if (name.startsWith("figures/") && name.endsWith(".json")) {
        for (Object p : list(Json.parseObject(Files.readString(file, StandardCharsets.UTF_8)).get("panels"))) {
          series += list(((Map<?, ?>) p).get("series")).size();
        }
      }
    } catch (IllegalArgumentException | IOException | ClassCastException e) {
      // not parseable: the byte comparison names it
    }
  }

  /** Names where {@code name} differs. */
  private void name(String name, Path a, Path b) throws IOException {
    String where = "report/" + name;
    String kind = kind(name);
    if (kind.equals("figure image") || kind.equals("png")) {
      differences.add(where + ": the image differs from the one drawn here from the recomputed chart data (a changed "
          + "image, or this machine's fonts draw it differently)");
      return;
    }
    String one = Files.readString(a, StandardCharsets.UTF_8);
    String two = Files.readString(b, StandardCharsets.UTF_8);
    List<String> found = new ArrayList<>();
    if (name.endsWith(".json")) {
      try {
        JsonDifferences.of(Json.parse(one), Json.parse(two), found);
      } catch (IllegalArgumentException e) {
        found.add("not valid JSON (" + e.getMessage() + ")");
      }
    } else if (name.endsWith(".csv")) {
      Csv.differences(one, two, found);
    } else {
      lines(name, one, two, found);
    }
    if (found.isEmpty()) {
      found.add("differs in layout or whitespace only");
    }
    for (int i = 0; i < found.size() && i < PER_FILE; i++) {
      differences.add(where + ", " + found.get(i));
    }
    if (found.size() > PER_FILE) {
      differences.add(where + ": " + (found.size() - PER_FILE) + " more differences");
    }
  }

  /** A text format (txt, md, tex, html): each differing line located in the recomputed tables. */
  private void lines(String name, String one, String two, List<String> found) {
    List<String> x = one.lines().toList();
    List<String> y = two.lines().toList();
    int n = Math.max(x.size(), y.size());
    for (int i = 0; i < n; i++) {
      String p = i < x.size() ? x.get(i) : null;
      String q = i < y.size() ? y.get(i) : null;
      if (p != null && p.equals(q)) {
        continue;
      }
      if (p == null || q == null) {
        found.add("line " + (i + 1) + ": the bundled file has " + x.size() + " lines, the recomputed one " + y.size());
        return;
      }
      found.add("line " + (i + 1) + ": " + locator.describe(p, q));
      if (x.size() != y.size()) {
        found.add("the bundled file has " + x.size() + " lines, the recomputed one " + y.size());
        return;
      }
    }
  }

  static List<?> list(Object o) {
    return o instanceof List<?> l ? l : List.of();
  }
}
