/*
 * Copyright (c) 2026 ycsb-ext contributors.
 * Licensed under the Apache License, Version 2.0 (http://www.apache.org/licenses/LICENSE-2.0).
 */
package site.ycsb.ext.report.render;

import java.io.IOException;
import java.io.UncheckedIOException;
import java.io.Writer;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Set;
import java.util.concurrent.ExecutionException;
import java.util.concurrent.ExecutorService;
import java.util.concurrent.Executors;
import java.util.concurrent.Future;
import site.ycsb.ext.report.ReportFormat;
import site.ycsb.ext.report.figures.Figure;
import site.ycsb.ext.report.figures.Figures;
import site.ycsb.ext.report.figures.TimeAxis;
import site.ycsb.ext.report.model.ReportSummary;

/**
 * Writes a {@link ReportSummary} to files, one set per {@link ReportFormat}. The figures are drawn on a second thread
 * while the text formats are written on the caller's (both cores used; every file is the same as drawn in turn).
 * Stateless.
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
    List<Path> written = new ArrayList<>();
    boolean drawn = formats.contains(ReportFormat.HTML) || formats.contains(ReportFormat.TEX);
    ExecutorService drawer = Executors.newSingleThreadExecutor(r -> {
      Thread t = new Thread(r, "report-figures");
      t.setDaemon(true);
      return t;
    });
    try {
      Future<List<Figure>> drawing = drawer.submit(() -> drawn ? draw(summary, dir, timeMode) : List.<Figure>of());
      writeTexts(summary, dir, formats, written);
      List<Figure> figures = figures(drawing);
      figures.forEach(f -> {
        written.add(f.png());
        written.add(f.svg());
      });
      writePages(summary, dir, formats, figures, written);
      return written;
    } finally {
      drawer.shutdownNow();
    }
  }

  /** The text formats: {@code report.txt}, {@code report.md}, {@code report.json}, the CSV files. */
  private static void writeTexts(ReportSummary summary, Path dir, Set<ReportFormat> formats, List<Path> written)
      throws IOException {
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
  }

  private static List<Figure> draw(ReportSummary summary, Path dir, TimeAxis.Mode timeMode) {
    try {
      return new Figures(summary, timeMode).render(dir.resolve(FIGURES_DIR));
    } catch (IOException e) {
      throw new UncheckedIOException(e);
    }
  }

  /** The drawn figures, or what stopped the drawing, as it was thrown. */
  private static List<Figure> figures(Future<List<Figure>> drawing) throws IOException {
    try {
      return drawing.get();
    } catch (ExecutionException e) {
      if (e.getCause() instanceof UncheckedIOException u) {
        throw u.getCause();
      }
      if (e.getCause() instanceof RuntimeException r) {
        throw r;
      }
      if (e.getCause() instanceof Error err) {
        throw err;
      }
      throw new IllegalStateException(e.getCause());
    } catch (InterruptedException e) {
      Thread.currentThread().interrupt();
      throw new IOException("interrupted while drawing the figures", e);
    }
  }

  /** The pages that show the figures: {@code report.tex}, {@code report.html}. */
  private static void writePages(ReportSummary summary, Path dir, Set<ReportFormat> formats, List<Figure> figures,
      List<Path> written) throws IOException {
    if (formats.contains(ReportFormat.TEX)) {
      written.add(text(dir.resolve("report.tex"), LatexRenderer.render(summary, figures, FIGURES_DIR)));
    }
    if (formats.contains(ReportFormat.HTML)) {
      written.add(text(dir.resolve("report.html"), new HtmlPage(summary, figures).render()));
    }
  }

  private static Path text(Path file, String content) throws IOException {
    Files.writeString(file, content, StandardCharsets.UTF_8);
    return file;
  }
}
