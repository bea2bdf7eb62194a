/*
 * Copyright (c) 2026 ycsb-ext contributors.
 * Licensed under the Apache License, Version 2.0 (http://www.apache.org/licenses/LICENSE-2.0).
 */
package site.ycsb.ext.report.study;

import java.io.IOException;
import java.io.PrintWriter;
import java.nio.file.Path;
import java.time.Duration;
import java.util.List;
import java.util.Locale;
import java.util.Set;
import site.ycsb.ext.report.ReportFormat;
import site.ycsb.ext.report.ReportInputException;

/** {@code bin/ycsb report STUDY-DIR}: what {@code ReportCommand} does when its one directory holds a study. */
public final class StudyReports {
  private StudyReports() {
  }

  /**
   * Prints the study report and, with {@code out}, writes its files (text, md, json, csv of the formats asked).
   *
   * @param warmup the warm-up given on the command line, or null for the study's own
   * @param allowPartial a partial study (a planned repetition not completed) or one with an INVALID repetition exits
   *     0 (still marked in every output) instead of 1
   * @return 0 done, 1 the input could not be used, or the study is PARTIAL or has INVALID repetitions (the files are
   *     written, marked, and one line on stderr says so) without {@code allowPartial}
   */
  public static int run(Path dir, Duration warmup, Path out, Set<ReportFormat> formats, boolean allowPartial,
      PrintWriter stdout, PrintWriter stderr) throws IOException {
    StudyReport report;
    try {
      report = StudyReport.of(dir, warmup);
    } catch (ReportInputException | IllegalArgumentException e) {
      stderr.println("ycsb report: " + e.getMessage());
      stderr.flush();
      return 1;
    }
    stdout.print(StudyRenderer.text(report));
    if (out != null) {
      List<String> names = (formats.isEmpty() ? Set.of(ReportFormat.values()) : formats).stream()
          .map(f -> f.name().toLowerCase(Locale.ROOT)).toList();
      List<Path> files = StudyRenderer.write(report, out, names);
      stdout.println();
      stdout.println("Wrote " + files.size() + " files to " + out);
    }
    stdout.flush();
    if (report.incomplete().isPresent() && !allowPartial) {
      stderr.println("ycsb report: the study " + report.incomplete().get() + "; --allow-partial accepts it (still "
          + "marked)");
      stderr.flush();
      return 1;
    }
    return 0;
  }
}
