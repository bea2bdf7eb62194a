/*
 * Copyright (c) 2026 ycsb-ext contributors.
 * Licensed under the Apache License, Version 2.0 (http://www.apache.org/licenses/LICENSE-2.0).
 */
package site.ycsb.ext.report.render;

import java.util.List;
import java.util.Locale;
import site.ycsb.ext.report.model.ReportSummary;
import site.ycsb.ext.report.model.RunSummary;

/**
 * Renders a {@link ReportSummary} as plain text ({@code report.txt}, and what {@code bin/ycsb report} prints):
 * the title, warnings, headlines, how each run was measured, every table and the comparison in words. Stateless.
 */
public final class TextRenderer {

  private TextRenderer() {
  }

  /** The summary as plain text: warnings first, then every table. */
  public static String render(ReportSummary summary) {
    ReportProse prose = new ReportProse(summary);
    StringBuilder out = new StringBuilder(prose.title()).append("\n\n");
    List<String> warnings = summary.warnings();
    if (!warnings.isEmpty()) {
      out.append("WARNINGS\n");
      warnings.forEach(w -> out.append("  ! ").append(w).append('\n'));
      out.append('\n');
    }
    List<String> box = prose.comparabilityBox();
    if (!box.isEmpty()) {
      out.append(box.get(0).toUpperCase(Locale.ROOT)).append('\n');
      box.subList(1, box.size()).forEach(l -> out.append("  - ").append(l).append('\n'));
      out.append('\n');
    }
    prose.headlines().forEach(l -> out.append(l).append('\n'));
    for (RunSummary r : summary.runs()) {
      out.append("\nHow run ").append(r.label()).append(" was measured\n");
      r.provenance().lines().forEach(l -> out.append("  ").append(l[0]).append(": ").append(l[1]).append('\n'));
    }
    for (Table t : new ReportTables(summary).tables()) {
      out.append('\n').append(t.toText());
    }
    List<String> sentences = prose.ratioSentences();
    if (!sentences.isEmpty()) {
      out.append("\nIn words (first ÷ other):\n");
      sentences.forEach(l -> out.append("  ").append(l).append('\n'));
    }
    return out.toString();
  }
}
