/*
 * Copyright (c) 2026 ycsb-ext contributors.
 * Licensed under the Apache License, Version 2.0 (http://www.apache.org/licenses/LICENSE-2.0).
 */
package site.ycsb.ext.report.render;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.IOException;
import java.nio.file.Path;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import site.ycsb.ext.report.figures.FiguresTest;
import site.ycsb.ext.report.model.ReportSummary;

/**
 * What {@code report.tex} says reads as the other formats say it: an option's double hyphen stays two hyphens, the
 * headlines are headlines (not items of a list like the warnings), and a table's caption stands clear of its rule.
 */
class LatexWordingTest {
  @TempDir
  Path tmp;

  @Test
  void doubleAndTripleHyphensStayHyphensNotDashes() {
    assertEquals("-{}-port 3000", Table.tex("--port 3000"));
    assertEquals("a-{}-{}-b", Table.tex("a---b"));
    assertEquals("-25\\%, x-y", Table.tex("-25%, x-y"));
    assertEquals("see -{}-allow-partial", LatexRenderer.breakable("see --allow-partial"));
  }

  @Test
  void theHeadlinesAreHeadlinesNotListItems() throws IOException {
    ReportSummary summary = FiguresTest.hundredTimesApart(tmp);
    String tex = LatexRenderer.render(summary);
    for (String headline : new ReportProse(summary).headlines()) {
      String set = LatexRenderer.breakable(headline);
      int at = tex.indexOf(set);
      assertTrue(at > 0, headline + " in:\n" + tex);
      assertFalse(tex.substring(0, at).endsWith("\\item "), "a headline is not a list item: " + headline);
      assertTrue(tex.substring(0, at).endsWith("\\textbf{"), "a headline is set in bold: " + headline);
    }
  }

  @Test
  void everyTableCaptionStandsClearOfItsRule() throws IOException {
    String tex = LatexRenderer.render(FiguresTest.hundredTimesApart(tmp));
    String[] tables = tex.split("\\\\begin\\{table\\}");
    assertTrue(tables.length > 2, tex);
    for (int i = 1; i < tables.length; i++) {
      int skip = tables[i].indexOf("\\setlength{\\belowcaptionskip}{6pt}");
      assertTrue(skip >= 0 && skip < tables[i].indexOf("\\caption{"), "space under the caption:\n" + tables[i]);
    }
  }
}
