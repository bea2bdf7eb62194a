/*
 * Copyright (c) 2026 ycsb-ext contributors.
 * Licensed under the Apache License, Version 2.0 (http://www.apache.org/licenses/LICENSE-2.0).
 */
package site.ycsb.ext.report.bundle;

import java.util.ArrayList;
import java.util.List;

/**
 * The differences of two CSV files of the report, each named by line, row (its whole key: the fields up to the first
 * number) and column (the header's name). Comment lines ({@code #}) and the header are quoted. Stateless.
 */
final class Csv {
  private Csv() {
  }

  /** Adds one line per differing line of {@code bundled} and {@code recomputed} to {@code out}. */
  static void differences(String bundled, String recomputed, List<String> out) {
    List<String> x = bundled.lines().toList();
    List<String> y = recomputed.lines().toList();
    List<String> header = List.of();
    for (int i = 0; i < Math.max(x.size(), y.size()); i++) {
      if (i >= x.size() || i >= y.size()) {
        out.add("the bundled file has " + x.size() + " lines, the recomputed one " + y.size());
        return;
      }
      String p = x.get(i);
      String q = y.get(i);
      boolean data = !q.startsWith("#") && !header.isEmpty();
      if (!q.startsWith("#") && header.isEmpty()) {
        header = fields(q);
      }
      if (p.equals(q)) {
        continue;
      }
      if (!data) {
        int at = TableLocator.firstDifference(p, q);
        out.add("line " + (i + 1) + ": bundled '" + TableLocator.clip(p, at) + "', recomputed '"
            + TableLocator.clip(q, at) + "'");
        continue;
      }
      List<String> mine = fields(p);
      List<String> theirs = fields(q);
      String key = TableLocator.key(theirs);
      for (int c = 0; c < Math.max(mine.size(), theirs.size()); c++) {
        String a = c < mine.size() ? mine.get(c) : "(none)";
        String b = c < theirs.size() ? theirs.get(c) : "(none)";
        if (!a.equals(b)) {
          out.add("line " + (i + 1) + ", row '" + key + "', column '" + (c < header.size() ? header.get(c)
              : String.valueOf(c + 1)) + "': bundled " + a + ", recomputed " + b);
        }
      }
    }
  }

  /** The fields of one CSV line (quoted fields with doubled quotes). */
  static List<String> fields(String line) {
    List<String> fields = new ArrayList<>();
    StringBuilder field = new StringBuilder();
    boolean quoted = false;
    for (int i = 0; i < line.length(); i++) {
      char c = line.charAt(i);
      if (quoted) {
        if (c == '"' && i + 1 < line.length() && line.charAt(i + 1) == '"') {
          field.append('"');
          i++;
        } else if (c == '"') {
          quoted = false;
        } else {
          field.append(c);
        }
      } else if (c == '"') {
        quoted = true;
      } else if (c == ',') {
        fields.add(field.toString());
        field.setLength(0);
      } else {
        field.append(c);
      }
    }
    fields.add(field.toString());
    return fields;
  }
}
