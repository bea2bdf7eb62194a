/*
 * Copyright (c) 2026 ycsb-ext contributors.
 * Licensed under the Apache License, Version 2.0 (http://www.apache.org/licenses/LICENSE-2.0).
 */
package site.ycsb.ext.report.render;

import java.util.ArrayList;
import java.util.List;
import java.util.regex.Pattern;

/**
 * A titled table of preformatted cells, rendered as aligned text, Markdown, HTML, LaTeX or JSON. The first column is a
 * row label; numbers are right-aligned, text left-aligned. Each table has a kind ({@code operations}, {@code steps},
 * ...) and the label of the run it belongs to (empty for a table of every run), which {@code report.json} records. Not
 * thread-safe while rows are added.
 */
public final class Table {
  /** Cells that read as numbers (counts, ms, ratios, shares) are right-aligned; text is left-aligned. */
  private static final Pattern NUMBER = Pattern.compile("[-+>]?[0-9][0-9,.]*[x%]?|-");

  private final String kind;
  private final String run;
  private final String title;
  private final List<String> header;
  private final List<List<String>> rows = new ArrayList<>();
  private final java.util.Set<String> details = new java.util.LinkedHashSet<>();
  private final List<String> notes = new ArrayList<>();

  /** A table of no particular kind or run. */
  public Table(String title, List<String> header) {
    this("table", "", title, header);
  }

  /**
   * @param kind what the table holds, one word for machines: {@code operations}, {@code hosts}, {@code steps}, ...
   * @param run the label of the run it belongs to, or empty for a table of every run
   * @param title the title readers see
   * @param header the column names, the first naming the row labels
   */
  public Table(String kind, String run, String title, List<String> header) {
    this.kind = kind;
    this.run = run;
    this.title = title;
    this.header = List.copyOf(header);
  }

  /** What the table holds, one word: {@code operations}, {@code hosts}, {@code steps}, ... */
  public String kind() {
    return kind;
  }

  /** The label of the run the table belongs to, or empty for a table of every run. */
  public String run() {
    return run;
  }

  /**
   * Marks columns, by header, as details: a format short of width (LaTeX on a page) puts them after the others, in a
   * table of their own when they do not fit.
   */
  public Table details(String... headers) {
    details.addAll(List.of(headers));
    return this;
  }

  /** The headers of the columns marked as {@linkplain #details details}. */
  public java.util.Set<String> details() {
    return details;
  }

  /** Adds a note every format prints under the table (what it leaves out, and why). */
  public Table note(String note) {
    notes.add(note);
    return this;
  }

  /** The notes printed under the table, in order; empty without any. */
  public List<String> notes() {
    return notes;
  }

  public Table row(List<String> cells) {
    if (cells.size() != header.size()) {
      throw new IllegalArgumentException("row has " + cells.size() + " cells, header " + header.size());
    }
    rows.add(List.copyOf(cells));
    return this;
  }

  public String title() {
    return title;
  }

  public List<String> header() {
    return header;
  }

  public List<List<String>> rows() {
    return rows;
  }

  public boolean isEmpty() {
    return rows.isEmpty();
  }

  public String toText() {
    int[] widths = new int[header.size()];
    for (int c = 0; c < widths.length; c++) {
      widths[c] = header.get(c).length();
      for (List<String> row : rows) {
        widths[c] = Math.max(widths[c], row.get(c).length());
      }
    }
    StringBuilder out = new StringBuilder(title).append('\n');
    line(out, header, widths);
    StringBuilder rule = new StringBuilder();
    for (int c = 0; c < widths.length; c++) {
      rule.append(c == 0 ? "" : "  ").append("-".repeat(widths[c]));
    }
    out.append(rule).append('\n');
    for (List<String> row : rows) {
      line(out, row, widths);
    }
    notes.forEach(n -> out.append("Note: ").append(n).append('\n'));
    return out.toString();
  }

  private static void line(StringBuilder out, List<String> cells, int[] widths) {
    StringBuilder line = new StringBuilder();
    for (int c = 0; c < widths.length; c++) {
      String cell = cells.get(c);
      String pad = " ".repeat(widths[c] - cell.length());
      boolean left = c == 0 || !NUMBER.matcher(cell).matches();
      line.append(c == 0 ? "" : "  ").append(left ? cell + pad : pad + cell);
    }
    out.append(line.toString().stripTrailing()).append('\n');
  }

  public String toMarkdown() {
    StringBuilder out = new StringBuilder("### ").append(title).append("\n\n");
    out.append('|');
    for (String h : header) {
      out.append(' ').append(md(h)).append(" |");
    }
    out.append("\n|");
    for (int c = 0; c < header.size(); c++) {
      out.append(c == 0 ? " --- |" : " ---: |");
    }
    out.append('\n');
    for (List<String> row : rows) {
      out.append('|');
      for (String cell : row) {
        out.append(' ').append(md(cell)).append(" |");
      }
      out.append('\n');
    }
    notes.forEach(n -> out.append("\nNote: ").append(md(n)).append('\n'));
    return out.append('\n').toString();
  }

  private static String md(String s) {
    return s.replace("|", "\\|");
  }

  /** One CSV line (RFC 4180 quoting), newline included. */
  public static String csvLine(List<String> cells) {
    StringBuilder line = new StringBuilder();
    for (int i = 0; i < cells.size(); i++) {
      String cell = cells.get(i);
      if (cell.contains(",") || cell.contains("\"") || cell.contains("\n")) {
        cell = '"' + cell.replace("\"", "\"\"") + '"';
      }
      line.append(i == 0 ? "" : ",").append(cell);
    }
    return line.append('\n').toString();
  }

  public String toHtml() {
    StringBuilder out = new StringBuilder("<h3>").append(html(title)).append("</h3>\n<table>\n<thead><tr>");
    for (String h : header) {
      out.append("<th>").append(html(h)).append("</th>");
    }
    out.append("</tr></thead>\n<tbody>\n");
    for (List<String> row : rows) {
      out.append("<tr>");
      for (int c = 0; c < row.size(); c++) {
        String open = c == 0 ? "<th scope=\"row\">" : NUMBER.matcher(row.get(c)).matches() ? "<td>" : "<td class=\"t\">";
        out.append(open).append(html(row.get(c))).append(c == 0 ? "</th>" : "</td>");
      }
      out.append("</tr>\n");
    }
    out.append("</tbody>\n</table>\n");
    notes.forEach(n -> out.append("<p class=\"note\">Note: ").append(html(n)).append("</p>\n"));
    return out.toString();
  }

  public static String html(String s) {
    return s.replace("&", "&amp;").replace("<", "&lt;").replace(">", "&gt;").replace("\"", "&quot;");
  }

  /**
   * The table as LaTeX {@code table}s with booktabs rules ({@code \\usepackage{booktabs}}) that fit an {@code article}
   * page at 10 pt, split by columns when too wide: see {@link LatexTable}.
   */
  public String toLatex() {
    return LatexTable.render(this);
  }

  /**
   * Text escaped for LaTeX ({@link #tex}) that may break after any of {@code breakAfter}, so a long token (a
   * property list, a path) does not overflow the line.
   */
  public static String texBreaking(String s, String breakAfter) {
    StringBuilder out = new StringBuilder();
    StringBuilder run = new StringBuilder();
    for (char c : s.toCharArray()) {
      run.append(c);
      if (breakAfter.indexOf(c) >= 0) {
        out.append(tex(run.toString())).append("\\allowbreak{}");
        run.setLength(0);
      }
    }
    return out.append(tex(run.toString())).toString();
  }

  /** Escapes LaTeX's special characters; {@code ÷}, {@code µ} and {@code ±} become math symbols. */
  public static String tex(String s) {
    StringBuilder out = new StringBuilder(s.length() + 8);
    for (char c : s.toCharArray()) {
      switch (c) {
        case '\\' -> out.append("\\textbackslash{}");
        case '&', '%', '$', '#', '_', '{', '}' -> out.append('\\').append(c);
        case '~' -> out.append("\\textasciitilde{}");
        case '^' -> out.append("\\textasciicircum{}");
        case '<' -> out.append("\\textless{}");
        case '>' -> out.append("\\textgreater{}");
        case '÷' -> out.append("$\\div$");
        case 'µ' -> out.append("$\\mu$");
        case '±' -> out.append("$\\pm$");
        // TeX joins -- into an en dash and --- into an em dash: keep each hyphen a hyphen (--port)
        case '-' -> out.append(out.length() > 0 && out.charAt(out.length() - 1) == '-' ? "{}-" : "-");
        default -> out.append(c);
      }
    }
    return out.toString();
  }
}
