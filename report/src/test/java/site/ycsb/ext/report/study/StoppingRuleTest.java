/*
 * Copyright (c) 2026 ycsb-ext contributors.
 * Licensed under the Apache License, Version 2.0 (http://www.apache.org/licenses/LICENSE-2.0).
 */
package site.ycsb.ext.report.study;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.IOException;
import java.io.PrintWriter;
import java.io.StringWriter;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.EnumSet;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Set;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import site.ycsb.ext.report.ReportFormat;
import site.ycsb.ext.report.model.RunFacts;

/** {@code --until}'s grammar and the stopping rule's verdicts on the report's own interval. */
class StoppingRuleTest {

  @Test
  void parsesValuesAndBoundsIntoTheReportsNames() {
    StoppingRule rule = StoppingRule.parse("ops/s:5%, READ.p99:10%,UPDATE.p999:2.5%,SCAN.ops/s:8%", 10);
    assertEquals(List.of("ops/s", "READ p99 ms", "UPDATE p99.9 ms", "SCAN ops/s"),
        rule.bounds().stream().map(StoppingRule.Bound::metric).toList());
    assertEquals(List.of(5.0, 10.0, 2.5, 8.0), rule.bounds().stream().map(StoppingRule.Bound::percent).toList());
    assertEquals("ops/s:5%,READ.p99:10%,UPDATE.p999:2.5%,SCAN.ops/s:8%", rule.until());
    assertEquals(10, rule.maxRepetitions());
  }

  @Test
  void aBadRuleIsRefusedNamingTheGrammar() {
    for (String bad : List.of("", "ops/s", "ops/s:5", "ops/s:0%", "ops/s:100%", "p99:5%", "READ.p98:5%",
        "FOO.p99:5%", "read.p99:5%", "ops/s:5%,ops/s:6%", "ops/s:5%,")) {
      IllegalArgumentException e = assertThrows(IllegalArgumentException.class, () -> StoppingRule.parse(bad, 5), bad);
      assertTrue(e.getMessage().endsWith("expected " + StoppingRule.GRAMMAR), e.getMessage());
      assertEquals(1, e.getMessage().lines().count());
    }
  }

  /** The half-width is the log-scale interval's wider side: (high - mean) / mean = exp(t s / (mean sqrt n)) - 1. */
  @Test
  void theHalfWidthIsTheWiderSideOfTheLogScaleInterval() {
    Interval i = Interval.of(List.of(90.0, 100.0, 110.0));
    double expected = (Math.exp(4.302652729749464 * 10 / 100 / Math.sqrt(3)) - 1) * 100;
    assertEquals(expected, StoppingRule.halfWidth(i), 1e-6);
    assertEquals(28.2, StoppingRule.halfWidth(i), 0.05);
    assertTrue(Double.isNaN(StoppingRule.halfWidth(Interval.of(List.of(100.0)))), "one repetition: no interval");
    assertEquals(0, StoppingRule.halfWidth(Interval.of(List.of(7.0, 7.0))), 0);
  }

  @Test
  void aCellHoldsWhenEveryMeasuredBoundHolds() {
    Map<String, Interval> metrics = new LinkedHashMap<>();
    metrics.put("ops/s", Interval.of(List.of(90.0, 100.0, 110.0)));
    metrics.put("READ p99 ms", Interval.of(List.of(2.0, 2.02, 2.01)));
    StudyReport.Cell cell = cell(metrics);
    StoppingRule loose = StoppingRule.parse("ops/s:30%,READ.p99:5%,SCAN.p99:1%", 10);
    assertTrue(loose.held(cell), loose.line(cell));
    assertEquals("ops/s +28.2% <= 30% held; READ.p99 +1.2% <= 5% held; SCAN.p99 not measured", loose.line(cell));
    StoppingRule tight = StoppingRule.parse("ops/s:25%,READ.p99:5%", 10);
    assertFalse(tight.held(cell));
    assertEquals(StoppingRule.State.NOT_HELD, tight.verdicts(cell).get(0).state());
    assertEquals("ops/s +28.2% > 25% NOT held; READ.p99 +1.2% <= 5% held", tight.line(cell));
    StudyReport.Cell one = cell(Map.of("ops/s", Interval.of(List.of(100.0))));
    assertFalse(loose.held(one), "one valid repetition gives no interval: not held");
    assertEquals("ops/s no interval (1 valid repetition), bound 30% NOT held", loose.verdicts(one).get(0).line());
  }

  /** A study run with --until says per cell and bound whether it held, in every format, and warns where it did not. */
  @Test
  void theReportSaysPerCellWhichBoundHeldInEveryFormat(@TempDir Path tmp) throws IOException {
    StudyFixture.System as = new StudyFixture.System("as", "aerospike", Map.of(), Map.of(), Map.of());
    StudyFixture f = new StudyFixture(tmp.resolve("study")).until("ops/s:5%,SCAN.p99:10%", 2);
    f.run(as, "a", 4, Map.of(), 1, 100, 300, 400).run(as, "a", 4, Map.of(), 2, 100, 300, 400);
    f.run(as, "a", 8, Map.of(), 1, 100, 300, 400).run(as, "a", 8, Map.of(), 2, 150, 300, 400);
    Path dir = f.write("full", List.of(), List.of());
    Path out = tmp.resolve("report");
    StringWriter o = new StringWriter();
    assertEquals(0, StudyReports.run(dir, null, out, EnumSet.allOf(ReportFormat.class), false, new PrintWriter(o),
        new PrintWriter(new StringWriter())));
    String text = Files.readString(out.resolve("study-report.txt"));
    assertEquals(o.toString().substring(0, text.length()), text, "the console prints the text report");
    assertTrue(text.contains("Scale full; 2 to 2 repetitions per cell;"), text);
    assertTrue(text.contains("Stopping rule --until ops/s:5%,SCAN.p99:10% --max-repetitions 2: each value's 95% "
        + "interval half-width, (high - mean) / mean, against its bound"), text);
    assertTrue(text.lines().anyMatch(l -> l.matches("as\\s+a threads=4\\s+2\\s+ops/s\\s+\\+0%\\s+5%\\s+held")), text);
    assertTrue(text.lines().anyMatch(l -> l.matches("as\\s+a threads=8\\s+2\\s+ops/s\\s+\\+[0-9.]+%\\s+5%\\s+NOT held")),
        text);
    assertTrue(text.lines().anyMatch(l -> l.matches("as\\s+a threads=4\\s+2\\s+SCAN.p99\\s+n/a\\s+10%\\s+not measured")),
        text);
    assertTrue(text.contains("WARNING: Cell as-a-t8: a bound of --until did not hold after 2 valid repetitions "
        + "(--max-repetitions 2): ops/s +"), text);
    assertFalse(text.contains("WARNING: Cell as-a-t4: a bound"), text);
    assertTrue(Files.readString(out.resolve("study-report.md")).contains("| as | a threads=8 | 2 | ops/s | +"));
    assertTrue(Files.readString(out.resolve("study-report.html")).contains("Stopping rule --until"));
    String json = Files.readString(out.resolve("study-report.json"));
    assertTrue(json.contains("\"until\": \"ops/s:5%,SCAN.p99:10%\", \"maxRepetitions\": 2,"), json);
    assertTrue(json.contains("\"until\": [{\"value\": \"ops/s\", \"boundPercent\": 5, \"halfWidthPercent\": 0, "
        + "\"verdict\": \"held\"}, {\"value\": \"SCAN.p99\", \"boundPercent\": 10, \"halfWidthPercent\": null, "
        + "\"verdict\": \"not measured\"}]"), json);
    String csv = Files.readString(out.resolve("study-cells.csv"));
    assertTrue(csv.contains("# UNTIL ops/s:5%,SCAN.p99:10%: cell as-a-t4 (2 valid repetitions): ops/s +0% <= 5% held; "
        + "SCAN.p99 not measured\n"), csv);
  }

  private static StudyReport.Cell cell(Map<String, Interval> metrics) {
    int n = metrics.get("ops/s").n();
    return new StudyReport.Cell("a-w-t1", "a", "w threads=1", n, n, metrics,
        new CellEvidence(List.of(), List.of(), false, false, new RunFacts(Map.of(), Set.of())), null, List.of());
  }
}
