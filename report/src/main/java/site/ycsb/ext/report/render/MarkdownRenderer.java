/*
 * Copyright (c) 2026 ycsb-ext contributors.
 * Licensed under the Apache License, Version 2.0 (http://www.apache.org/licenses/LICENSE-2.0).
 */
package site.ycsb.ext.report.render;

import java.util.List;
import site.ycsb.ext.report.model.ReportSummary;
import site.ycsb.ext.report.model.RunSummary;

/**
 * Renders a {@link ReportSummary} as Markdown ({@code report.md}): warnings first, then every table. Stateless.
 */
public final class MarkdownRenderer {

  private MarkdownRenderer() {
  }

  /** The summary as Markdown: warnings first, then every table. */
  public static String render(ReportSummary summary) {
    ReportProse prose = new ReportProse(summary);
    StringBuilder out = new StringBuilder("# ").append(prose.title()).append("\n\n");
    List<String> warnings = summary.warnings();
    if (!warnings.isEmpty()) {
      out.append("**Warnings**\n\n");
      warnings.forEach(w -> out.append("- ").append(w.replace("|", "\\|")).append('\n'));
      out.append('\n');
    }
    List<String> box = prose.comparabilityBox();
    if (!box.isEmpty()) {
      out.append("> **").append(box.get(0)).append("**\n>\n");
      box.subList(1, box.size()).forEach(l -> out.append("> - ").append(l.replace("|", "\\|")).append('\n'));
      out.append('\n');
    }
    prose.headlines().forEach(l -> out.append("- ").append(l).append('\n'));
    out.append('\n');
    for (RunSummary r : summary.runs()) {
      out.append("**How run ").append(r.label().replace("|", "\\|")).append(" was measured**\n\n");
      r.provenance().lines().forEach(l -> out.append("- ").append(l[0]).append(": ")
          .append(l[1].replace("|", "\\|")).append('\n'));
      out.append('\n');
    }
    new ReportTables(summary).tables().forEach(t -> out.append(t.toMarkdown()));
    List<String> sentences = prose.ratioSentences();
    if (!sentences.isEmpty()) {
      out.append("**In words (first ÷ other)**\n\n");
      sentences.forEach(l -> out.append("- ").append(l).append('\n'));
      out.append('\n');
    }
    return out.toString();
  }
}
