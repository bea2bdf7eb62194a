/*
 * Copyright (c) 2026 ycsb-ext contributors.
 * Licensed under the Apache License, Version 2.0 (http://www.apache.org/licenses/LICENSE-2.0).
 */
package site.ycsb.ext.fanout.table;

import java.util.ArrayList;
import java.util.List;

/** A plain-text table with left-aligned columns, for the console. Not thread-safe. */
public final class TextTable {
  private final List<String[]> rows = new ArrayList<>();

  public TextTable(String... header) {
    rows.add(header);
  }

  public TextTable row(String... cells) {
    rows.add(cells);
    return this;
  }

  /** The table, one line per row, columns separated by two spaces, the last column unpadded. */
  public String render() {
    int columns = rows.get(0).length;
    int[] widths = new int[columns];
    for (String[] row : rows) {
      for (int c = 0; c < columns; c++) {
        widths[c] = Math.max(widths[c], row[c].length());
      }
    }
    StringBuilder out = new StringBuilder();
    for (String[] row : rows) {
      StringBuilder line = new StringBuilder();
      for (int c = 0; c < columns; c++) {
        line.append(row[c]);
        if (c < columns - 1) {
          line.append(" ".repeat(widths[c] - row[c].length() + 2));
        }
      }
      out.append(line.toString().stripTrailing()).append('\n');
    }
    return out.toString();
  }
}
