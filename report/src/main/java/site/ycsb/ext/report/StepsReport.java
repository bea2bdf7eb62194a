/*
 * Copyright (c) 2026 ycsb-ext contributors.
 * Licensed under the Apache License, Version 2.0 (http://www.apache.org/licenses/LICENSE-2.0).
 */
package site.ycsb.ext.report;

import java.io.IOException;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.EnumSet;
import java.util.List;
import java.util.function.Consumer;
import site.ycsb.ext.report.input.RunSource;
import site.ycsb.ext.report.model.ReportSummary;
import site.ycsb.ext.report.model.ServiceLevelObjectives;
import site.ycsb.ext.report.render.ReportWriter;
import site.ycsb.ext.report.render.TextRenderer;

/**
 * The report that ends a load-step sweep ({@code run --steps}, {@code fanout run --steps}): every step's run directory
 * as one run, in step order, judged against the objectives; printed and written in every format. Stateless.
 */
public final class StepsReport {

  private StepsReport() {
  }

  /**
   * Reports the steps.
   *
   * @param stepDirs the steps' run directories, in the order run (labelled by their manifests)
   * @param objectives latency objectives, or {@code null}
   * @param outDir where the files go
   * @param out receives the text report and the line naming the HTML page
   * @param err receives the one-line cause when the report fails
   * @return true when the report was written
   */
  public static boolean write(List<Path> stepDirs, ServiceLevelObjectives objectives, Path outDir,
      Consumer<String> out, Consumer<String> err) {
    if (stepDirs.isEmpty()) {
      err.accept("ycsb: no step wrote a manifest; no steps report");
      return false;
    }
    try {
      List<RunSource> runs = new ArrayList<>();
      for (Path dir : stepDirs) {
        runs.add(RunSource.discover(null, dir));
      }
      ReportSummary summary = Report.of(runs).objectives(objectives).summarize();
      out.accept(TextRenderer.render(summary));
      ReportWriter.write(summary, outDir, EnumSet.allOf(ReportFormat.class));
      out.accept("Steps report: " + outDir.resolve("report.html"));
      return true;
    } catch (ReportInputException | IllegalArgumentException | IOException e) {
      err.accept("ycsb: the steps report failed: " + e.getMessage());
      return false;
    }
  }
}
