/*
 * Copyright (c) 2026 ycsb-ext contributors.
 * Licensed under the Apache License, Version 2.0 (http://www.apache.org/licenses/LICENSE-2.0).
 */
package site.ycsb.ext.report.study;

import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.stream.Collectors;
import site.ycsb.ext.contract.Json;
import site.ycsb.ext.report.figures.Figure;
import site.ycsb.ext.report.model.Caveats;
import site.ycsb.ext.report.model.Comparability;

/**
 * Renders a {@link StudyReport}: the cells table (mean and 95% interval of every value, valid repetitions), each
 * cell's values per repetition with its status (valid, INVALID and why, not completed), the
 * comparison table (ratio, interval, whether it exceeds the run-to-run spread), the ratio sentences and, when the
 * study asks for it, Table 1 in the published layout. Formats: text ({@code study-report.txt}), Markdown
 * ({@code .md}), JSON ({@code .json}, format {@code ycsb-ext-study-report/1}), CSV ({@code study-cells.csv}), and
 * through {@link StudyPages} HTML and LaTeX with the {@link StudyFigures}.
 * Numbers use {@link Locale#ROOT}. Stateless.
 */
public final class StudyRenderer {
  /** The format of {@code study-report.json}. */
  public static final String JSON_FORMAT = "ycsb-ext-study-report/2";

  private StudyRenderer() {
  }

  /** A titled table of formatted cells. */
  record Table(String title, List<String> header, List<List<String>> rows) {
  }

  /** The tables every format shows, in order. */
  static List<Table> tables(StudyReport report) {
    List<Table> tables = new ArrayList<>();
    List<String> metrics = metrics(report);
    List<List<String>> rows = new ArrayList<>();
    for (StudyReport.Cell c : report.cells()) {
      for (String metric : metrics) {
        Interval i = c.metrics().get(metric);
        if (i != null) {
          rows.add(List.of(c.system(), c.point(), metric, c.count(), num(i.mean()),
              interval(i.low(), i.high(), ""), String.join(", ", cellMarks(c))));
        }
      }
    }
    tables.add(new Table("Cells: mean across valid repetitions, 95% interval (log scale)",
        List.of("system", "cell", "value", "repetitions", "mean", "95% interval", "marks"), rows));
    List<List<String>> ratios = new ArrayList<>();
    for (StudyReport.Comparison cmp : report.comparisons()) {
      cmp.ratios().forEach((metric, r) -> ratios.add(List.of(cmp.first().system() + " / " + cmp.second().system(),
          cmp.point(), metric, ratio(r.value()), interval(r.low(), r.high(), "x"), verdict(r),
          likeForLike(cmp))));
    }
    if (!ratios.isEmpty()) {
      tables.add(new Table("Comparisons: ratio of means, 95% interval (log scale, Welch), difference vs run-to-run "
          + "spread", List.of("systems", "cell", "value", "ratio", "95% interval", "difference", "like for like"),
          ratios));
      List<List<String>> boxes = new ArrayList<>();
      for (StudyReport.Comparison cmp : report.comparisons()) {
        List<String> box = cmp.box();
        String pair = cmp.first().system() + " / " + cmp.second().system();
        if (box.isEmpty()) {
          boxes.add(List.of(pair, cmp.point(), "Like for like: the compared runs asked for the same guarantees"));
        }
        box.forEach(line -> boxes.add(List.of(pair, cmp.point(), line)));
      }
      tables.add(new Table("Like for like: what each pair of cells asked of its databases (the run report's box)",
          List.of("systems", "cell", "comparability"), boxes));
    }
    tables.addAll(StudyLayouts.tables(report));
    report.index().stoppingRule().ifPresent(rule -> tables.add(stopping(report, rule)));
    for (StudyReport.Cell c : report.cells()) {
      tables.add(repetitions(c, metrics));
    }
    return tables;
  }

  /** Per cell and bound of {@code --until}: the interval's relative half-width, the bound, whether it held. */
  private static Table stopping(StudyReport report, StoppingRule rule) {
    List<List<String>> rows = new ArrayList<>();
    for (StudyReport.Cell c : report.cells()) {
      for (StoppingRule.Verdict v : rule.verdicts(c)) {
        rows.add(List.of(c.system(), c.point(), Integer.toString(c.runs()), v.bound().name(),
            Double.isNaN(v.halfWidth()) ? "n/a" : "+" + StoppingRule.percent(v.halfWidth()),
            StoppingRule.percent(v.bound().percent()), v.state().words()));
      }
    }
    return new Table("Stopping rule --until " + rule.until() + " --max-repetitions " + rule.maxRepetitions()
        + ": each value's 95% interval half-width, (high - mean) / mean, against its bound",
        List.of("system", "cell", "valid repetitions", "value", "half-width", "bound", "verdict"), rows);
  }

  /** A cell's marks, with INVALID REPETITIONS when one of its repetitions is. */
  static List<String> cellMarks(StudyReport.Cell c) {
    List<String> marks = new ArrayList<>(c.evidence().marks());
    if (!c.invalid().isEmpty()) {
      marks.add(StudyReport.INVALID);
    }
    return marks;
  }

  /** One cell's values per repetition: a row per value, a column per repetition, the status row first. */
  private static Table repetitions(StudyReport.Cell c, List<String> metrics) {
    List<String> header = new ArrayList<>(List.of("system", "cell", "value"));
    c.repetitions().forEach(r -> header.add("rep-" + r.repetition()));
    List<List<String>> rows = new ArrayList<>();
    List<String> status = new ArrayList<>(List.of(c.system(), c.point(), "status"));
    c.repetitions().forEach(r -> status.add(r.status()));
    rows.add(status);
    for (String metric : metrics) {
      if (c.repetitions().stream().noneMatch(r -> r.values().containsKey(metric))) {
        continue;
      }
      List<String> row = new ArrayList<>(List.of(c.system(), c.point(), metric));
      c.repetitions().forEach(r -> row.add(r.values().containsKey(metric) ? num(r.values().get(metric)) : "-"));
      rows.add(row);
    }
    return new Table("Cell " + c.id() + ": values per repetition", header, rows);
  }

  /** The marks of a comparison: each side's and, when they asked for different guarantees, NOT LIKE FOR LIKE. */
  static String marks(StudyReport.Comparison cmp) {
    java.util.Set<String> marks = new java.util.LinkedHashSet<>(cmp.first().evidence().marks());
    marks.addAll(cmp.second().evidence().marks());
    if (!cmp.comparability().likeForLike()) {
      marks.add(Caveats.NOT_LIKE_FOR_LIKE);
    }
    return String.join(": ", marks);
  }

  /** One sentence per comparison and primary value: "aerospike vs couchbase, READ ops/s: 3.6x (95% interval ...)". */
  static List<String> sentences(StudyReport report) {
    List<String> out = new ArrayList<>();
    for (StudyReport.Comparison cmp : report.comparisons()) {
      cmp.ratios().forEach((metric, r) -> {
        if (metric.endsWith("ops/s") || metric.endsWith("p95 ms")) {
          out.add(cmp.first().system() + " vs " + cmp.second().system() + ", " + cmp.point() + ", " + metric + ": "
              + ratio(r.value()) + (Double.isNaN(r.low()) ? " (no interval: fewer than 2 repetitions)"
              : ", 95% interval " + String.format(Locale.ROOT, "%.2f-%.2fx", r.low(), r.high()) + "; "
              + verdict(r)) + (cmp.comparability().likeForLike() ? "" : " (not like for like: " + String.join("; ",
              cmp.comparability().differences().stream().filter(Comparability.Difference::guarantee)
                  .map(Comparability.Difference::words).toList()) + ")"));
        }
      });
    }
    return out;
  }

  private static List<String> metrics(StudyReport report) {
    List<String> metrics = new ArrayList<>();
    report.cells().forEach(c -> c.metrics().keySet().stream().filter(m -> !metrics.contains(m)).forEach(metrics::add));
    return metrics;
  }

  /** A comparison's like-for-like verdict in a table cell. */
  static String likeForLike(StudyReport.Comparison cmp) {
    return cmp.comparability().likeForLike() ? "yes" : Caveats.NOT_LIKE_FOR_LIKE;
  }

  private static String verdict(Interval.Ratio r) {
    if (Double.isNaN(r.low())) {
      return "n/a (fewer than 2 repetitions)";
    }
    return r.exceedsSpread() ? "exceeds the run-to-run spread" : "within the run-to-run spread";
  }

  static String title(StudyReport report) {
    return StudyFigures.caveats(report).title("Study report: " + report.index().title());
  }

  static List<String> header(StudyReport report) {
    List<String> lines = new ArrayList<>();
    StudyIndex i = report.index();
    if (!i.source().isEmpty()) {
      lines.add("Source: " + i.source());
    }
    i.changes().forEach(c -> lines.add("Changed from the original: " + c));
    lines.add("Scale " + i.scale() + "; " + i.repetitions() + (i.until().isEmpty() ? "" : " to "
        + i.maxRepetitions()) + " repetitions per cell; each run "
        + i.durationMs() / 1000 + " s, first " + i.warmupMs() / 1000 + " s left out; systems interleaved in the order"
        + " recorded in study.json");
    lines.add("Each repetition's values come from its own merged histograms; every value is the mean across the "
        + "cell's valid repetitions with its 95% interval on the log scale, mean x exp(+-t sd/(mean sqrt n)), never "
        + "below zero; a repetition is INVALID (left out, named) when its successful throughput is under 1% of its "
        + "cell's median, more than 10% of its operations failed, or it measured under half its planned time "
        + "(docs/studies.md)");
    report.index().stoppingRule().ifPresent(rule -> lines.add("Repetitions were added, every cell's in each round, "
        + "interleaved, until in every cell each value of --until " + rule.until() + " had a 95% interval within its "
        + "bound of the mean ((high - mean) / mean, the wider side), or " + rule.maxRepetitions() + " repetitions "
        + "(docs/studies.md)"));
    return lines;
  }

  /** The text report. */
  public static String text(StudyReport report) {
    StringBuilder out = new StringBuilder(title(report)).append('\n');
    report.warnings().forEach(w -> out.append("WARNING: ").append(w).append('\n'));
    header(report).forEach(l -> out.append(l).append('\n'));
    for (Table t : tables(report)) {
      out.append('\n').append(t.title()).append('\n');
      int[] widths = new int[t.header().size()];
      List<List<String>> all = new ArrayList<>();
      all.add(t.header());
      all.addAll(t.rows());
      for (List<String> row : all) {
        for (int c = 0; c < row.size(); c++) {
          widths[c] = Math.max(widths[c], row.get(c).length());
        }
      }
      for (List<String> row : all) {
        StringBuilder line = new StringBuilder();
        for (int c = 0; c < row.size(); c++) {
          line.append(c == 0 ? "" : "  ").append(String.format("%-" + widths[c] + "s", row.get(c)));
        }
        out.append(line.toString().stripTrailing()).append('\n');
      }
    }
    List<String> sentences = sentences(report);
    if (!sentences.isEmpty()) {
      out.append('\n');
      sentences.forEach(s -> out.append(s).append('\n'));
    }
    return out.toString();
  }

  /** The Markdown report. */
  public static String markdown(StudyReport report) {
    StringBuilder out = new StringBuilder("# ").append(title(report)).append("\n\n");
    report.warnings().forEach(w -> out.append("> **Warning:** ").append(w).append("\n"));
    out.append('\n');
    header(report).forEach(l -> out.append("- ").append(l).append('\n'));
    for (Table t : tables(report)) {
      out.append("\n## ").append(t.title()).append("\n\n");
      out.append("| ").append(String.join(" | ", t.header())).append(" |\n");
      out.append(t.header().stream().map(h -> "---").collect(Collectors.joining(" | ", "| ", " |\n")));
      t.rows().forEach(r -> out.append("| ").append(String.join(" | ", r)).append(" |\n"));
    }
    List<String> sentences = sentences(report);
    if (!sentences.isEmpty()) {
      out.append('\n');
      sentences.forEach(s -> out.append("- ").append(s).append('\n'));
    }
    return out.toString();
  }

  /** The JSON report: the cells and comparisons as numbers, the tables as the text shows them. */
  public static String json(StudyReport report) {
    StringBuilder out = new StringBuilder("{\n  \"format\": ").append(Json.quote(JSON_FORMAT)).append(",\n");
    out.append("  \"title\": ").append(Json.quote(title(report))).append(",\n");
    out.append("  \"study\": ").append(Json.quote(report.index().study())).append(",\n");
    out.append("  \"scale\": ").append(Json.quote(report.index().scale())).append(",\n");
    out.append("  \"confidence\": ").append(Json.number(Interval.LEVEL)).append(",\n");
    out.append("  \"statistic\": \"mean, 95% interval on the log scale\",\n");
    report.index().stoppingRule().ifPresent(rule -> out.append("  \"until\": ").append(Json.quote(rule.until()))
        .append(", \"maxRepetitions\": ").append(rule.maxRepetitions()).append(",\n"));
    out.append("  \"partial\": ").append(report.partial()).append(", \"invalid\": ").append(report.invalid())
        .append(",\n");
    out.append("  \"warnings\": ").append(strings(report.warnings())).append(",\n");
    out.append("  \"cells\": [");
    for (int i = 0; i < report.cells().size(); i++) {
      StudyReport.Cell c = report.cells().get(i);
      out.append(i == 0 ? "\n" : ",\n").append("    {\"cell\": ").append(Json.quote(c.id())).append(", \"system\": ")
          .append(Json.quote(c.system())).append(", \"point\": ").append(Json.quote(c.point()))
          .append(", \"repetitions\": ").append(c.runs()).append(", \"planned\": ").append(c.planned())
          .append(", \"standIn\": ").append(c.standIn()).append(", \"clientBound\": ")
          .append(c.evidence().clientBound()).append(", \"marks\": ").append(strings(cellMarks(c)))
          .append(report.index().stoppingRule().map(rule -> ", \"until\": " + rule.verdicts(c).stream()
              .map(v -> "{\"value\": " + Json.quote(v.bound().name()) + ", \"boundPercent\": "
                  + Json.number(v.bound().percent()) + ", \"halfWidthPercent\": " + Json.number(v.halfWidth())
                  + ", \"verdict\": " + Json.quote(v.state().words()) + "}")
              .collect(Collectors.joining(", ", "[", "]"))).orElse(""))
          .append(", \"values\": {");
      out.append(c.metrics().entrySet().stream().map(e -> Json.quote(e.getKey()) + ": {\"mean\": "
          + Json.number(e.getValue().mean()) + ", \"low\": " + Json.number(e.getValue().low()) + ", \"high\": "
          + Json.number(e.getValue().high()) + "}").collect(Collectors.joining(", ")));
      out.append("}, \"perRepetition\": [");
      out.append(c.repetitions().stream().map(r -> "{\"repetition\": " + r.repetition() + ", \"status\": "
          + Json.quote(r.status()) + ", \"values\": {" + r.values().entrySet().stream().map(v -> Json.quote(v.getKey())
          + ": " + Json.number(v.getValue())).collect(Collectors.joining(", ")) + "}}").collect(Collectors.joining(", ")));
      out.append("]}");
    }
    out.append(report.cells().isEmpty() ? "],\n" : "\n  ],\n");
    out.append("  \"comparisons\": [");
    for (int i = 0; i < report.comparisons().size(); i++) {
      StudyReport.Comparison c = report.comparisons().get(i);
      out.append(i == 0 ? "\n" : ",\n").append("    {\"point\": ").append(Json.quote(c.point()))
          .append(", \"first\": ").append(Json.quote(c.first().system())).append(", \"second\": ")
          .append(Json.quote(c.second().system())).append(", \"likeForLike\": ").append(c.comparability().likeForLike())
          .append(", \"box\": ").append(strings(c.box())).append(", \"ratios\": {");
      out.append(c.ratios().entrySet().stream().map(e -> Json.quote(e.getKey()) + ": {\"ratio\": "
          + Json.number(e.getValue().value()) + ", \"low\": " + Json.number(e.getValue().low()) + ", \"high\": "
          + Json.number(e.getValue().high()) + ", \"exceedsSpread\": " + e.getValue().exceedsSpread() + "}")
          .collect(Collectors.joining(", ")));
      out.append("}}");
    }
    out.append(report.comparisons().isEmpty() ? "],\n" : "\n  ],\n");
    out.append("  \"sentences\": ").append(strings(sentences(report))).append(",\n");
    out.append("  \"tables\": [");
    List<Table> tables = tables(report);
    for (int i = 0; i < tables.size(); i++) {
      Table t = tables.get(i);
      out.append(i == 0 ? "\n" : ",\n").append("    {\"title\": ").append(Json.quote(t.title()))
          .append(", \"header\": ").append(strings(t.header())).append(", \"rows\": [")
          .append(t.rows().stream().map(StudyRenderer::strings).collect(Collectors.joining(", "))).append("]}");
    }
    out.append(tables.isEmpty() ? "]\n" : "\n  ]\n");
    return out.append("}\n").toString();
  }

  /**
   * One CSV line per cell and value: system, cell, value, valid repetitions, mean, low, high, marks, then its value
   * in each repetition ({@code rep-1}, ..., empty where a repetition has none; an INVALID one's value is given, and
   * left out of the mean).
   */
  public static String csv(StudyReport report) {
    StringBuilder out = new StringBuilder();
    for (String note : csvNotes(report)) {
      out.append("# ").append(note.replace('\n', ' ')).append('\n');
    }
    int reps = report.cells().stream().mapToInt(c -> c.repetitions().size()).max().orElse(0);
    out.append("system,cell,value,repetitions,mean,low,high,marks");
    for (int r = 1; r <= reps; r++) {
      out.append(",rep-").append(r);
    }
    out.append('\n');
    for (StudyReport.Cell c : report.cells()) {
      List<String> status = new ArrayList<>(List.of(csvField(c.system()), csvField(c.point()), "status",
          Integer.toString(c.runs()), "", "", "", csvField(String.join("; ", cellMarks(c)))));
      c.repetitions().forEach(r -> status.add(csvField(r.status())));
      out.append(String.join(",", status)).append('\n');
      for (Map.Entry<String, Interval> e : c.metrics().entrySet()) {
        Interval i = e.getValue();
        out.append(String.join(",", csvField(c.system()), csvField(c.point()), csvField(e.getKey()),
            Integer.toString(c.runs()), Json.number(i.mean()), Json.number(i.low()),
            Json.number(i.high())).replace("null", "")).append(',')
            .append(csvField(String.join("; ", cellMarks(c))));
        c.repetitions().forEach(r -> out.append(',').append(r.values().containsKey(e.getKey())
            ? Json.number(r.values().get(e.getKey())).replace("null", "") : ""));
        out.append('\n');
      }
    }
    return out.toString();
  }

  /**
   * Writes the formats asked for ({@code text}, {@code md}, {@code json}, {@code csv}, {@code html}, {@code tex})
   * into {@code dir}; with html or tex, the figures (PNG, SVG, chart data) into {@code dir/figures}.
   *
   * @return the files written, figures' PNG and SVG included
   */
  public static List<Path> write(StudyReport report, Path dir, List<String> formats) throws IOException {
    Files.createDirectories(dir);
    List<Path> files = new ArrayList<>();
    List<Figure> figures = List.of();
    if (formats.contains("html") || formats.contains("tex")) {
      figures = StudyFigures.write(report, dir.resolve(StudyFigures.DIR));
      figures.forEach(f -> files.addAll(List.of(f.png(), f.svg())));
    }
    for (String f : formats) {
      String name = switch (f) {
        case "text" -> "study-report.txt";
        case "md" -> "study-report.md";
        case "json" -> "study-report.json";
        case "csv" -> "study-cells.csv";
        case "html" -> "study-report.html";
        case "tex" -> "study-report.tex";
        default -> null;
      };
      if (name == null) {
        continue;
      }
      String body = switch (f) {
        case "text" -> text(report);
        case "md" -> markdown(report);
        case "json" -> json(report);
        case "html" -> StudyPages.html(report, figures);
        case "tex" -> StudyPages.tex(report, figures);
        default -> csv(report);
      };
      files.add(Files.writeString(dir.resolve(name), body, StandardCharsets.UTF_8));
    }
    return files;
  }

  /** The caveats a CSV reader must see: one comment line per mark's reason and per comparison not like for like. */
  private static List<String> csvNotes(StudyReport report) {
    List<String> notes = new ArrayList<>();
    report.cells().stream().filter(StudyReport.Cell::standIn).findFirst().ifPresent(c -> notes.add(Caveats.STAND_IN
        + ": a cell marked so was measured against stand-in servers: it measures the tool, not the database"));
    report.cells().forEach(c -> c.invalid().forEach(r -> notes.add(StudyReport.INVALID + ": cell " + c.id()
        + " repetition " + r.repetition() + " " + r.status() + ": left out of its mean and interval")));
    report.cells().stream().filter(c -> c.evidence().clientBound()).forEach(c -> notes.add(CellEvidence.CLIENT_BOUND
        + ": cell " + c.id() + ": its throughput is a lower bound of what the database can serve"));
    report.index().stoppingRule().ifPresent(rule -> report.cells().forEach(c -> notes.add("UNTIL " + rule.until()
        + ": cell " + c.id() + " (" + c.runs() + " valid repetitions): " + rule.line(c))));
    report.comparisons().stream().filter(c -> !c.comparability().likeForLike()).forEach(c -> notes.add(
        String.join(" ", c.box()) + " (" + c.first().system() + " / " + c.second().system() + ", " + c.point() + ")"));
    return notes;
  }

  private static String csvField(String s) {
    return s.contains(",") || s.contains("\"") ? "\"" + s.replace("\"", "\"\"") + "\"" : s;
  }

  private static String strings(List<String> values) {
    return values.stream().map(Json::quote).collect(Collectors.joining(", ", "[", "]"));
  }

  static String num(double v) {
    if (Double.isNaN(v)) {
      return "n/a";
    }
    double a = Math.abs(v);
    return a >= 1000 ? String.format(Locale.ROOT, "%,.0f", v) : a >= 10 ? String.format(Locale.ROOT, "%.1f", v)
        : String.format(Locale.ROOT, "%.3f", v);
  }

  static String ratio(double v) {
    return Double.isNaN(v) ? "n/a" : String.format(Locale.ROOT, "%.2fx", v);
  }

  static String interval(double low, double high, String unit) {
    if (Double.isNaN(low)) {
      return "[n/a]";
    }
    return unit.isEmpty() ? "[" + num(low) + " - " + num(high) + "]"
        : String.format(Locale.ROOT, "[%.2f-%.2f%s]", low, high, unit);
  }
}
