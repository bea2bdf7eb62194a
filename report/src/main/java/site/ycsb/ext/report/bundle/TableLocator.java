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
import java.util.List;
import java.util.Map;
import java.util.regex.Pattern;
import site.ycsb.ext.contract.Json;

/**
 * Locates a changed line of a rendered report (text, Markdown, LaTeX, HTML) in the recomputed report's tables (the
 * tables of its {@code report.json} or {@code study-report.json}, which every format renders): the row whose cells
 * the recomputed line holds, and the column whose cell spans the first changed character. A row is named by its
 * whole key: its leading cells up to the first number ({@code aerospike, workloada-t4, READ p99 ms}). Immutable.
 */
final class TableLocator {
  /** A cell that starts a row's values, not its key: a number, an interval, a ratio, n/a or a dash. */
  private static final Pattern VALUE = Pattern.compile("^([-+]?[\\[(]?[0-9].*|n/a.*|-|)$");
  /** Characters either side of a change quoted when no table holds the line. */
  private static final int CONTEXT = 30;

  /** One table: its title, header and rows as rendered. */
  private record Table(String title, List<String> header, List<List<String>> rows) {
  }

  private final List<Table> tables;

  private TableLocator(List<Table> tables) {
    this.tables = tables;
  }

  /** The tables of the report's JSON in {@code reportDir} (none when it has no readable one). */
  static TableLocator of(Path reportDir) {
    List<Table> tables = new ArrayList<>();
    for (String name : List.of("report.json", "study-report.json")) {
      Path file = reportDir.resolve(name);
      if (!Files.isRegularFile(file)) {
        continue;
      }
      try {
        for (Object t : ReportComparison.list(Json.parseObject(Files.readString(file, StandardCharsets.UTF_8))
            .get("tables"))) {
          Map<?, ?> table = (Map<?, ?>) t;
          List<List<String>> rows = new ArrayList<>();
          ReportComparison.list(table.get("rows")).forEach(r -> rows.add(strings(r)));
          tables.add(new Table(String.valueOf(table.get("title")), strings(table.get("header")), rows));
        }
      } catch (IOException | IllegalArgumentException | ClassCastException e) {
        // no tables to locate lines in: lines are then quoted
      }
    }
    return new TableLocator(tables);
  }

  /**
   * Where {@code bundled} differs from {@code recomputed}:
   * {@code table 'T', row 'K', column 'C': bundled 386.560, recomputed 386.559}, or, outside every table, the two
   * lines quoted around the first change.
   */
  String describe(String bundled, String recomputed) {
    int at = firstDifference(bundled, recomputed);
    String mine = token(bundled, at);
    String theirs = token(recomputed, at);
    int image = recomputed.lastIndexOf("data:image/", at);
    if (image >= 0 && recomputed.indexOf('"', image) >= at) {
      return "an embedded figure image differs from the one drawn here from the recomputed chart data";
    }
    Table bestTable = null;
    List<String> bestRow = null;
    int bestScore = 0;
    for (Table t : tables) {
      for (List<String> row : t.rows()) {
        int score = score(row, recomputed);
        if (score > bestScore) {
          bestScore = score;
          bestTable = t;
          bestRow = row;
        }
      }
    }
    if (bestRow != null && bestScore >= Math.max(2, (bestRow.size() + 1) / 2)) {
      int column = column(bestRow, recomputed, at);
      if (column >= 0) {
        return "table '" + bestTable.title() + "', row '" + key(bestRow) + "', column '"
            + (column < bestTable.header().size() ? bestTable.header().get(column) : String.valueOf(column + 1))
            + "': bundled " + mine + ", recomputed " + theirs;
      }
    }
    return "bundled '" + clip(bundled, at) + "', recomputed '" + clip(recomputed, at) + "'";
  }

  /** The whole key of a row: its cells up to the first value. */
  static String key(List<String> row) {
    List<String> key = new ArrayList<>();
    for (String cell : row) {
      if (VALUE.matcher(cell.strip()).matches() && !key.isEmpty()) {
        break;
      }
      key.add(cell);
    }
    return String.join(", ", key);
  }

  /** How many of the row's non-empty cells the line holds in order; 0 unless it holds every key cell. */
  private static int score(List<String> row, String line) {
    int pos = 0;
    int score = 0;
    int keyCells = key(row).isEmpty() ? 0 : key(row).split(", ", -1).length;
    for (int c = 0; c < row.size(); c++) {
      String cell = row.get(c);
      if (cell.isBlank()) {
        continue;
      }
      int found = line.indexOf(cell, pos);
      if (found < 0) {
        if (c < keyCells) {
          return 0;
        }
        continue;
      }
      score++;
      pos = found + cell.length();
    }
    return score;
  }

  /** The column whose cell, found in order in the line, spans {@code at}; -1 when none does. */
  private static int column(List<String> row, String line, int at) {
    int pos = 0;
    for (int c = 0; c < row.size(); c++) {
      String cell = row.get(c);
      if (cell.isBlank()) {
        continue;
      }
      int found = line.indexOf(cell, pos);
      if (found < 0) {
        continue;
      }
      if (at >= found && at <= found + cell.length()) {
        return c;
      }
      pos = found + cell.length();
    }
    return -1;
  }

  static int firstDifference(String a, String b) {
    int n = Math.min(a.length(), b.length());
    int i = 0;
    while (i < n && a.charAt(i) == b.charAt(i)) {
      i++;
    }
    return i;
  }

  /** The word or number around {@code at} (digits, letters, {@code . , % - +}). */
  static String token(String s, int at) {
    int from = Math.min(at, s.length());
    int to = from;
    while (from > 0 && part(s.charAt(from - 1))) {
      from--;
    }
    while (to < s.length() && part(s.charAt(to))) {
      to++;
    }
    return from == to ? "'" + clip(s, at) + "'" : s.substring(from, to);
  }

  private static boolean part(char c) {
    return Character.isLetterOrDigit(c) || c == '.' || c == ',' || c == '%' || c == '-' || c == '+';
  }

  /** Up to {@value #CONTEXT} characters either side of {@code at}, with an ellipsis where cut. */
  static String clip(String s, int at) {
    int from = Math.max(0, at - CONTEXT);
    int to = Math.min(s.length(), at + CONTEXT);
    return (from > 0 ? "..." : "") + s.substring(from, to) + (to < s.length() ? "..." : "");
  }

  private static List<String> strings(Object list) {
    return ReportComparison.list(list).stream().map(String::valueOf).toList();
  }
}
