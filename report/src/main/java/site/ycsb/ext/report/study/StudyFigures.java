/*
 * Copyright (c) 2026 ycsb-ext contributors.
 * Licensed under the Apache License, Version 2.0 (http://www.apache.org/licenses/LICENSE-2.0).
 */
package site.ycsb.ext.report.study;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.Locale;
import java.util.Set;
import site.ycsb.ext.report.figures.Figure;
import site.ycsb.ext.report.model.Caveats;
import site.ycsb.ext.report.model.Comparability;

/**
 * The study report's figures, each an {@link IntervalFigure}: throughput, the p95 of every primary operation and,
 * with the {@code steps} layout, the composite latency, each cell with its 95% interval bar; and the caveats every
 * figure, page and data file of the study carries. Stateless.
 */
final class StudyFigures {
  /** The directory, next to the study's pages, holding its figures. */
  static final String DIR = "figures";

  private StudyFigures() {
  }

  /** Draws every figure into {@code dir} (created), in display order. */
  static List<Figure> write(StudyReport report, Path dir) throws IOException {
    Files.createDirectories(dir);
    Caveats caveats = caveats(report);
    List<Figure> figures = new ArrayList<>();
    IntervalFigure.draw(report, "ops/s", "study-throughput", "Throughput (ops/s)", caveats, dir)
        .ifPresent(figures::add);
    Set<String> ops = new LinkedHashSet<>();
    report.cells().forEach(c -> c.metrics().keySet().stream().filter(m -> m.endsWith(" p95 ms"))
        .forEach(m -> ops.add(m.substring(0, m.length() - " p95 ms".length()))));
    for (String op : ops) {
      IntervalFigure.draw(report, op + " p95 ms", "study-p95-" + op.toLowerCase(Locale.ROOT).replaceAll("[^a-z0-9]",
          "-"), op + " p95 (ms)", caveats, dir).ifPresent(figures::add);
    }
    IntervalFigure.draw(report, StudyLayouts.COMPOSITE, "study-composite", "Composite p95 (ms)", caveats, dir)
        .ifPresent(figures::add);
    return figures;
  }

  /**
   * The study's caveats: stand-in servers, client-bound cells and comparisons not like for like, each with a
   * sentence naming the cells or pairs.
   */
  static Caveats caveats(StudyReport report) {
    List<String> marks = new ArrayList<>();
    List<String> sentences = new ArrayList<>();
    if (report.partial()) {
      marks.add(StudyReport.PARTIAL);
      sentences.add("Partial study: some planned repetitions have not completed; their cells' values are over fewer "
          + "repetitions.");
    }
    if (report.invalid()) {
      marks.add(StudyReport.INVALID);
      sentences.add("Invalid repetitions, named in the cells' tables, are left out of their cells' values.");
    }
    List<String> standIns = report.cells().stream().filter(StudyReport.Cell::standIn).map(StudyReport.Cell::id)
        .toList();
    if (!standIns.isEmpty()) {
      marks.add(Caveats.STAND_IN);
      sentences.add("Measured against stand-in servers (" + standIns.size() + " of " + report.cells().size()
          + " cells): these figures measure the tool, not the databases.");
    }
    List<String> bound = report.cells().stream().filter(c -> c.evidence().clientBound()).map(StudyReport.Cell::id)
        .toList();
    if (!bound.isEmpty()) {
      marks.add(CellEvidence.CLIENT_BOUND);
      sentences.add("Client-bound (" + String.join(", ", bound) + "): their throughput is a lower bound of what the"
          + " database can serve.");
    }
    List<String> unlike = new ArrayList<>();
    for (StudyReport.Comparison c : report.comparisons()) {
      if (!c.comparability().likeForLike()) {
        unlike.add(c.first().system() + " / " + c.second().system() + " at " + c.point() + ": " + String.join("; ",
            c.comparability().differences().stream().filter(Comparability.Difference::guarantee)
                .map(Comparability.Difference::line).toList()));
      }
    }
    if (!unlike.isEmpty()) {
      marks.add(Caveats.NOT_LIKE_FOR_LIKE);
      sentences.add("Not like for like, the compared cells asked for different guarantees: "
          + String.join(" | ", new LinkedHashSet<>(unlike)) + ".");
    }
    return new Caveats(marks, sentences);
  }
}
