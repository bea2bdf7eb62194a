/*
 * Copyright (c) 2026 ycsb-ext contributors.
 * Licensed under the Apache License, Version 2.0 (http://www.apache.org/licenses/LICENSE-2.0).
 */
package site.ycsb.ext.report.bundle;

import java.util.List;
import java.util.Map;
import java.util.Objects;
import java.util.TreeSet;
import site.ycsb.ext.contract.Json;

/**
 * Every value in which two parsed JSON documents differ, each named by its path: an element of a list by the key
 * that names it ({@code cells[cell=aerospike-a-t4].values."READ p99 ms".mean}, {@code panels[1].series[name=READ]});
 * a table ({@code title}, {@code header}, {@code rows}) cell by table, row (its whole key) and column. Numbers are
 * compared as the report prints them. Stateless.
 */
final class JsonDifferences {
  /** Keys that name an element of a list of objects, tried in order. */
  private static final List<String> NAMES = List.of("cell", "label", "name", "title", "operation", "host", "metric");

  private JsonDifferences() {
  }

  /** Adds one line per differing value of {@code bundled} and {@code recomputed} to {@code out}. */
  static void of(Object bundled, Object recomputed, List<String> out) {
    walk("", bundled, recomputed, out);
  }

  private static void walk(String path, Object a, Object b, List<String> out) {
    if (a instanceof Map<?, ?> x && b instanceof Map<?, ?> y) {
      if (x.containsKey("rows") && x.containsKey("header") && x.containsKey("title")) {
        table(path, x, y, out);
        return;
      }
      TreeSet<String> keys = new TreeSet<>();
      x.keySet().forEach(k -> keys.add(String.valueOf(k)));
      y.keySet().forEach(k -> keys.add(String.valueOf(k)));
      for (String k : keys) {
        String p = path + (path.isEmpty() ? "" : ".") + (k.matches("[A-Za-z0-9]+") ? k : Json.quote(k));
        if (!x.containsKey(k) || !y.containsKey(k)) {
          out.add(p + ": " + (x.containsKey(k) ? "not in the recomputed report" : "missing from the bundled report"));
        } else {
          walk(p, x.get(k), y.get(k), out);
        }
      }
      return;
    }
    if (a instanceof List<?> x && b instanceof List<?> y) {
      for (int i = 0; i < Math.max(x.size(), y.size()); i++) {
        Object ref = i < y.size() ? y.get(i) : x.get(i);
        String p = path + "[" + element(ref, i) + "]";
        if (i >= x.size() || i >= y.size()) {
          out.add(path + ": the bundled report has " + x.size() + " elements, the recomputed one " + y.size());
          return;
        }
        walk(p, x.get(i), y.get(i), out);
      }
      return;
    }
    String one = printed(a);
    String two = printed(b);
    if (!one.equals(two)) {
      out.add(path + ": bundled " + one + ", recomputed " + two);
    }
  }

  /** How an element is named: {@code cell=...} when it has a naming key, else its place from 1. */
  private static String element(Object o, int index) {
    if (o instanceof Map<?, ?> m) {
      if (m.containsKey("point") && m.containsKey("first") && m.containsKey("second")) {
        return m.get("first") + " / " + m.get("second") + " at " + m.get("point");
      }
      for (String k : NAMES) {
        if (m.get(k) instanceof String s) {
          return k + "=" + s;
        }
      }
    }
    return Integer.toString(index + 1);
  }

  private static void table(String path, Map<?, ?> x, Map<?, ?> y, List<String> out) {
    String title = String.valueOf(y.get("title"));
    if (!Objects.equals(x.get("title"), y.get("title")) || !Objects.equals(x.get("header"), y.get("header"))) {
      out.add(path + ": table '" + title + "': its title or header differs (bundled '" + x.get("title") + "')");
    }
    List<?> header = ReportComparison.list(y.get("header"));
    List<?> rows = ReportComparison.list(x.get("rows"));
    List<?> otherRows = ReportComparison.list(y.get("rows"));
    for (int i = 0; i < Math.max(rows.size(), otherRows.size()); i++) {
      if (i >= rows.size() || i >= otherRows.size()) {
        out.add("table '" + title + "': the bundled report has " + rows.size() + " rows, the recomputed one "
            + otherRows.size());
        return;
      }
      List<?> row = ReportComparison.list(rows.get(i));
      List<?> other = ReportComparison.list(otherRows.get(i));
      String key = TableLocator.key(other.stream().map(String::valueOf).toList());
      for (int c = 0; c < Math.max(row.size(), other.size()); c++) {
        String mine = c < row.size() ? String.valueOf(row.get(c)) : "(none)";
        String theirs = c < other.size() ? String.valueOf(other.get(c)) : "(none)";
        if (!mine.equals(theirs)) {
          out.add("table '" + title + "', row '" + key + "', column '"
              + (c < header.size() ? header.get(c) : String.valueOf(c + 1)) + "': bundled " + mine + ", recomputed "
              + theirs);
        }
      }
    }
  }

  private static String printed(Object value) {
    return value instanceof Double d ? Json.number(d) : value instanceof String s ? Json.quote(s)
        : String.valueOf(value);
  }
}
