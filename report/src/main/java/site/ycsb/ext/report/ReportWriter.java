/*
 * Copyright (c) 2026 ycsb-ext contributors.
 * Licensed under the Apache License, Version 2.0 (http://www.apache.org/licenses/LICENSE-2.0).
 */
package site.ycsb.ext.report;

import java.io.IOException;
import java.io.Writer;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Set;

/** Writes a {@link ReportSummary} to files, one set per {@link ReportFormat}. Not thread-safe. */
final class ReportWriter {
  private final ReportSummary summary;

  ReportWriter(ReportSummary summary) {
    this.summary = summary;
  }

  List<Path> write(Path dir, Set<ReportFormat> formats) throws IOException {
    Files.createDirectories(dir);
    List<Path> written = new ArrayList<>();
    if (formats.contains(ReportFormat.TEXT)) {
      written.add(text(dir.resolve("report.txt"), summary.toText()));
    }
    if (formats.contains(ReportFormat.MD)) {
      written.add(text(dir.resolve("report.md"), summary.toMarkdown()));
    }
    if (formats.contains(ReportFormat.JSON)) {
      written.add(text(dir.resolve("report.json"), summary.toJson()));
    }
    if (formats.contains(ReportFormat.CSV)) {
      written.add(text(dir.resolve("summary.csv"), summary.toCsv()));
      Path series = dir.resolve("timeseries.csv");
      try (Writer out = Files.newBufferedWriter(series, StandardCharsets.UTF_8)) {
        summary.writeTimeSeriesCsv(out);
      }
      written.add(series);
    }
    if (formats.contains(ReportFormat.TEX)) {
      written.add(text(dir.resolve("report.tex"), summary.toLatex()));
    }
    if (formats.contains(ReportFormat.HTML)) {
      List<Figure> figures = new Figures(summary).render(dir.resolve("figures"));
      figures.forEach(f -> {
        written.add(f.png());
        written.add(f.svg());
      });
      written.add(text(dir.resolve("report.html"), new HtmlPage(summary, figures).render()));
    }
    return written;
  }

  private static Path text(Path file, String content) throws IOException {
    Files.writeString(file, content, StandardCharsets.UTF_8);
    return file;
  }
}
