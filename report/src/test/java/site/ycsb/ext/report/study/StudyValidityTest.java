/*
 * Copyright (c) 2026 ycsb-ext contributors.
 * Licensed under the Apache License, Version 2.0 (http://www.apache.org/licenses/LICENSE-2.0).
 */
package site.ycsb.ext.report.study;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.IOException;
import java.io.PrintWriter;
import java.io.StringWriter;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.EnumSet;
import java.util.List;
import java.util.Map;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import site.ycsb.ext.report.ReportFormat;

/**
 * A repetition that did not really run is named INVALID and left out of its cell's mean and interval; a planned
 * repetition that did not complete makes the study PARTIAL; either is in the title and the exit code unless
 * {@code --allow-partial}; the values of every repetition are in the report.
 */
class StudyValidityTest {
  @TempDir
  Path tmp;

  private static final StudyFixture.System AS = new StudyFixture.System("as", "aerospike", Map.of(), Map.of(),
      Map.of());

  /** The outcome of the study report. */
  private record Outcome(int exitCode, String out, String err) {
  }

  private static Outcome report(Path dir, Path out, boolean allowPartial) throws IOException {
    StringWriter o = new StringWriter();
    StringWriter e = new StringWriter();
    int code = StudyReports.run(dir, null, out, EnumSet.allOf(ReportFormat.class), allowPartial, new PrintWriter(o),
        new PrintWriter(e));
    return new Outcome(code, o.toString(), e.toString());
  }

  @Test
  void aCollapsedRepetitionIsInvalidNamedAndLeftOutOfTheInterval() throws IOException {
    StudyFixture f = new StudyFixture(tmp.resolve("study"));
    f.run(AS, "a", 4, Map.of(), 1, 200, 300, 400);
    f.run(AS, "a", 4, Map.of(), 2, 240, 300, 400);
    f.run(AS, "a", 4, Map.of(), 3, 1, 300, 400);   // 2 ops/s against a median of 400
    Path dir = f.write("full", List.of(), List.of());
    StudyReport report = StudyReport.of(dir, null);
    StudyReport.Cell cell = report.cells().get(0);
    assertEquals(2, cell.runs());
    assertEquals("2 of 3 valid (1 INVALID)", cell.count());
    assertTrue(cell.repetitions().get(2).status().startsWith("INVALID: collapsed: 2.000 successful ops/s, under 1% of "
        + "the cell's median 400.0"), cell.repetitions().get(2).status());
    assertEquals((400.0 + 480.0) / 2, cell.metrics().get("ops/s").mean(), 1e-6, "the mean of the valid two");
    assertTrue(cell.metrics().get("ops/s").low() > 0);
    assertTrue(report.invalid());
    Path out = tmp.resolve("out");
    Outcome refused = report(dir, out, false);
    assertEquals(1, refused.exitCode(), refused.toString());
    assertTrue(refused.err().contains("the study has 1 INVALID repetition (named in the report); --allow-partial "
        + "accepts it"), refused.err());
    assertTrue(refused.out().startsWith("INVALID REPETITIONS: Study report"), refused.out());
    for (String file : List.of("study-report.txt", "study-report.md", "study-report.html", "study-report.tex",
        "study-report.json", "study-cells.csv")) {
      assertTrue(Files.readString(out.resolve(file)).contains("INVALID: collapsed"), file);
    }
    String text = Files.readString(out.resolve("study-report.txt"));
    assertTrue(text.contains("Cell as-a-t4: values per repetition"), text);
    assertTrue(text.lines().anyMatch(l -> l.matches("as\\s+a threads=4\\s+ops/s\\s+400\\.0\\s+480\\.0\\s+2\\.000")),
        text);
    String csv = Files.readString(out.resolve("study-cells.csv"));
    assertTrue(csv.contains("system,cell,value,repetitions,mean,low,high,marks,rep-1,rep-2,rep-3\n"), csv);
    assertTrue(csv.contains(",ops/s,2,440,"), csv);
    assertTrue(Files.readString(out.resolve("study-report.json")).contains("\"perRepetition\": [{\"repetition\": 1, "
        + "\"status\": \"valid\""));
    assertEquals(0, report(dir, tmp.resolve("out2"), true).exitCode());
  }

  @Test
  void aPartialStudySaysSoAndExitsNonZeroUnlessAllowed() throws IOException {
    StudyFixture f = new StudyFixture(tmp.resolve("study"));
    f.run(AS, "a", 4, Map.of(), 1, 200, 300, 400);
    f.failed(AS, "a", 4, 2);
    Path dir = f.write("full", List.of(), List.of());
    Outcome refused = report(dir, null, false);
    assertEquals(1, refused.exitCode(), refused.toString());
    assertTrue(refused.out().startsWith("PARTIAL: Study report"), refused.out());
    assertTrue(refused.err().contains("the study is PARTIAL: 1 planned repetition not completed"), refused.err());
    assertTrue(refused.out().contains("1 of 2 (1 not completed)"), refused.out());
    Outcome allowed = report(dir, null, true);
    assertEquals(0, allowed.exitCode(), allowed.toString());
    assertTrue(allowed.out().startsWith("PARTIAL: Study report"), allowed.out());
    assertFalse(allowed.out().contains("INVALID REPETITIONS"), allowed.out());
  }
}
