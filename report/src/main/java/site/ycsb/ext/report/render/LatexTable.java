/*
 * Copyright (c) 2026 ycsb-ext contributors.
 * Licensed under the Apache License, Version 2.0 (http://www.apache.org/licenses/LICENSE-2.0).
 */
package site.ycsb.ext.report.render;

import java.util.ArrayList;
import java.util.List;

/**
 * Lays a {@link Table} out as LaTeX {@code table}s with booktabs rules that fit the text width of an {@code article}
 * at 10 pt ({@value #TEXT_WIDTH_PT} pt): the table is set in {@code \\footnotesize} with 4 pt column padding,
 * multi-word headers are stacked one word a line, long row labels take several lines, and when the columns are still
 * too wide they are split into several tables, each repeating the row labels
 * and captioned {@code (columns 1 of 2)}. Columns the table marks as {@linkplain Table#details() details} go after the
 * others, so the columns a paper prints come first. Stateless and thread-safe.
 */
final class LatexTable {

  /** The text width of {@code \\documentclass{article}} at 10 pt, letter or A4, in pt. */
  static final double TEXT_WIDTH_PT = 345;

  /** Space around each column: twice the {@code \\tabcolsep} of 4 pt these tables set. */
  private static final double COLUMN_PADDING_PT = 8;

  /** The tables are set in {@code \\footnotesize} (8 pt): glyphs are 8/9 of their {@code \\small} width. */
  private static final double FONT_SCALE = 8.0 / 9.0;

  /** Margin left for what the estimate of glyph widths misses, in pt. */
  private static final double MARGIN_PT = 6;

  /** Row labels (and header words) longer than this many characters are set on several lines, broken at spaces. */
  static final int LABEL_LINE_CHARS = 24;

  private LatexTable() {
  }

  /** The table as one or more LaTeX tables, each fitting {@link #TEXT_WIDTH_PT}. */
  static String render(Table table) {
    List<List<Integer>> groups = columnGroups(table);
    StringBuilder out = new StringBuilder();
    for (int g = 0; g < groups.size(); g++) {
      String part = groups.size() == 1 ? "" : " (columns " + (g + 1) + " of " + groups.size() + ")";
      String caption = table.title() + part;
      out.append(render(table, caption, groups.get(g), g == groups.size() - 1 ? table.notes() : List.of()));
    }
    return out.toString();
  }

  /**
   * The columns of each part: column 0 (the row labels) in every part, then the other columns in order, the details
   * last, as many to a part as fit.
   */
  static List<List<Integer>> columnGroups(Table table) {
    List<Integer> order = new ArrayList<>();
    List<Integer> details = new ArrayList<>();
    for (int c = 1; c < table.header().size(); c++) {
      (table.details().contains(table.header().get(c)) ? details : order).add(c);
    }
    order.addAll(details);
    double labelPt = widthPt(table, 0);
    List<List<Integer>> groups = new ArrayList<>();
    List<Integer> group = new ArrayList<>(List.of(0));
    double used = labelPt;
    for (int c : order) {
      double w = widthPt(table, c);
      boolean startsDetails = !details.isEmpty() && c == details.get(0) && group.size() > 1;
      double room = TEXT_WIDTH_PT - MARGIN_PT;
      if (group.size() > 1 && (used + w > room || startsDetails && used + detailsPt(table, details) > room)) {
        groups.add(group);
        group = new ArrayList<>(List.of(0));
        used = labelPt;
      }
      group.add(c);
      used += w;
    }
    groups.add(group);
    return groups;
  }

  private static double detailsPt(Table table, List<Integer> details) {
    return details.stream().mapToDouble(c -> widthPt(table, c)).sum();
  }

  /** The estimated width of a column in pt: its widest cell line or header word, plus the padding. */
  static double widthPt(Table table, int column) {
    double widest = 0;
    for (String word : table.header().get(column).split(" ")) {
      widest = Math.max(widest, textPt(word));
    }
    for (List<String> row : table.rows()) {
      for (String line : column == 0 ? lines(row.get(0)) : List.of(row.get(column))) {
        widest = Math.max(widest, textPt(line));
      }
    }
    return widest + COLUMN_PADDING_PT;
  }

  /**
   * The width of text in Computer Modern at {@code \\footnotesize}, pt, scaled from widths measured with pdflatex at
   * {@code \\small} (9 pt) and rounded up: digits 4.6, most lower-case letters 4.5 (m 7.7, w 6.7, i and l 2.6),
   * capitals 6.6 on average (M 8.5,
   * W 9.5), punctuation and space 3.1. Overestimating splits a table early; underestimating lets it overflow.
   */
  static double textPt(String s) {
    double pt = 0;
    for (char c : s.toCharArray()) {
      if (c == 'M' || c == 'W' || c == 'm' || c == '%') {
        pt += 9.5;
      } else if (Character.isUpperCase(c) || c == 'w') {
        pt += 7.0;
      } else if ("iljtf,.:;()- '".indexOf(c) >= 0) {
        pt += 3.2;
      } else if (Character.isDigit(c)) {
        pt += 4.65;
      } else {
        pt += 4.9;
      }
    }
    return pt * FONT_SCALE;
  }

  /** A row label as lines of at most {@value #LABEL_LINE_CHARS} characters, broken at spaces (a longer word stays). */
  static List<String> lines(String label) {
    List<String> lines = new ArrayList<>();
    StringBuilder line = new StringBuilder();
    for (String word : label.split(" ")) {
      if (line.length() > 0 && line.length() + 1 + word.length() > LABEL_LINE_CHARS) {
        lines.add(line.toString());
        line.setLength(0);
      }
      line.append(line.length() == 0 ? "" : " ").append(word);
    }
    lines.add(line.toString());
    return lines;
  }

  /** A row label, on several lines (a nested tabular) when longer than {@value #LABEL_LINE_CHARS} characters. */
  private static String label(String text) {
    List<String> lines = lines(text);
    if (lines.size() == 1) {
      return Table.tex(text);
    }
    return "\\begin{tabular}[t]{@{}l@{}}" + String.join(" \\\\ ", lines.stream().map(Table::tex).toList())
        + "\\end{tabular}";
  }

  private static String render(Table table, String caption, List<Integer> columns, List<String> notes) {
    StringBuilder out = new StringBuilder("\\begin{table}[!htbp]\n\\centering\n\\footnotesize\n")
        // article sets no space between a table's caption and the rule under it: give it some
        .append("\\setlength{\\tabcolsep}{4pt}\n\\setlength{\\belowcaptionskip}{6pt}\n\\caption{")
        .append(Table.tex(caption)).append("}\n\\begin{tabular}{l").append("r".repeat(columns.size() - 1))
        .append("}\n\\toprule\n");
    for (int i = 0; i < columns.size(); i++) {
      out.append(i == 0 ? "" : " & ").append(header(table.header().get(columns.get(i)), i == 0));
    }
    out.append(" \\\\\n\\midrule\n");
    for (List<String> row : table.rows()) {
      for (int i = 0; i < columns.size(); i++) {
        out.append(i == 0 ? "" : " & ").append(i == 0 ? label(row.get(0)) : Table.tex(row.get(columns.get(i))));
      }
      out.append(" \\\\\n");
    }
    out.append("\\bottomrule\n\\end{tabular}\n");
    for (String note : notes) {
      out.append("\n\\smallskip\\parbox{\\linewidth}{\\raggedright Note: ").append(LatexRenderer.breakable(note))
          .append("}\n");
    }
    return out.append("\\end{table}\n\n").toString();
  }

  /** A header cell, its words stacked one a line (bottom-aligned) so a column is as wide as its widest word. */
  private static String header(String text, boolean left) {
    if (!text.contains(" ")) {
      return Table.tex(text);
    }
    return "\\begin{tabular}[b]{@{}" + (left ? "l" : "r") + "@{}}"
        + String.join(" \\\\ ", java.util.Arrays.stream(text.split(" ")).map(Table::tex).toList()) + "\\end{tabular}";
  }
}
