/*
 * Copyright (c) 2026 ycsb-ext contributors.
 * Licensed under the Apache License, Version 2.0 (http://www.apache.org/licenses/LICENSE-2.0).
 */
package site.ycsb.ext.report.render;

import java.io.IOException;
import java.io.Writer;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Set;
import site.ycsb.ext.report.ReportFormat;
import site.ycsb.ext.report.figures.Figure;
import site.ycsb.ext.report.figures.Figures;
import site.ycsb.ext.report.figures.PendingFigures;
import site.ycsb.ext.report.figures.TimeAxis;
import site.ycsb.ext.report.model.ReportSummary;

/**
 * Writes a {@link ReportSummary} to files, one set per {@link ReportFormat}. Stateless; the figures render on a pool of
 * their own ({@link PendingFigures}) while the other formats are written on the calling thread.
 */
public final class ReportWriter {

  /** The directory, next to the reports, holding the figures (PNG, SVG and chart data). */
  static final String FIGURES_DIR = "figures";

  private ReportWriter() {
  }

  /**
   * Writes the requested formats into {@code dir} (created if needed): {@code report.txt}, {@code report.md},
   * {@code report.json}, {@code summary.csv} + {@code timeseries.csv}, {@code report.tex} (including the figures'
   * PNGs with their captions), and {@code report.html} with its figures embedded as PNG data URIs (the PNG and SVG
   * files are written to {@code figures/} for either).
   *
   * @return the files written
   */
  public static List<Path> write(ReportSummary summary, Path dir, Set<ReportFormat> formats) throws IOException {
    return write(summary, dir, formats, TimeAxis.Mode.ELAPSED);
  }

  /**
   * As {@link #write(ReportSummary, Path, Set)}, the figures' time axes counting as {@code timeMode} says.
   *
   * @return the files written
   */
  public static List<Path> write(ReportSummary summary, Path dir, Set<ReportFormat> formats, TimeAxis.Mode timeMode)
      throws IOException {
    Files.createDirectories(dir);
    boolean drawn = formats.contains(ReportFormat.HTML) || formats.contains(ReportFormat.TEX);
    // the figures render on their own threads while the text formats are written here
    try (PendingFigures pending = PendingFigures.start(drawn ? new Figures(summary, timeMode).tasks() : List.of())) {
      List<Path> written = tables(summary, dir, formats);
      List<Figure> figures = drawn ? pending.writeTo(dir.resolve(FIGURES_DIR)) : List.of();
      figures.forEach(f -> {
        written.add(f.png());
        written.add(f.svg());
      });
      if (formats.contains(ReportFormat.TEX)) {
        written.add(text(dir.resolve("report.tex"), LatexRenderer.render(summary, figures, FIGURES_DIR)));
      }
      if (formats.contains(ReportFormat.HTML)) {
        written.add(text(dir.resolve("report.html"), new HtmlPage(summary, figures).render()));
      }
      return written;
    }
  }

  /** Writes the formats without figures (text, Markdown, JSON, CSV) that {@code formats} holds. */
  private static List<Path> tables(ReportSummary summary, Path dir, Set<ReportFormat> formats) throws IOException {
    List<Path> written = new ArrayList<>();
    if (formats.contains(ReportFormat.TEXT)) {
      written.add(text(dir.resolve("report.txt"), TextRenderer.render(summary)));
    }
    if (formats.contains(ReportFormat.MD)) {
      written.add(text(dir.resolve("report.md"), MarkdownRenderer.render(summary)));
    }
    if (formats.contains(ReportFormat.JSON)) {
      written.add(text(dir.resolve("report.json"), JsonRenderer.render(summary)));
    }
    if (formats.contains(ReportFormat.CSV)) {
      written.add(text(dir.resolve("summary.csv"), CsvRenderer.summary(summary)));
      Path series = dir.resolve("timeseries.csv");
      try (Writer out = Files.newBufferedWriter(series, StandardCharsets.UTF_8)) {
        CsvRenderer.timeSeries(summary, out);
      }
      written.add(series);
    }
    return written;
  }

  private static Path text(Path file, String content) throws IOException {
    Files.writeString(file, content, StandardCharsets.UTF_8);
    return file;
  }
}
