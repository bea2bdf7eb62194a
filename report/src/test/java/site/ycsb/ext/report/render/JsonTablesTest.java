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
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import site.ycsb.ext.contract.Json;
import site.ycsb.ext.report.LogFixture;
import site.ycsb.ext.report.Report;
import site.ycsb.ext.report.figures.FiguresTest;
import site.ycsb.ext.report.input.RunSource;
import site.ycsb.ext.report.model.ReportSummary;
import site.ycsb.ext.report.model.RunSummary;
import site.ycsb.ext.report.model.ServiceLevelObjectives;

/** {@code report.json} holds every table the text holds, cell for cell, and says which runs met the objectives. */
class JsonTablesTest {

  @TempDir
  Path tmp;

  /** Two systems 100x apart, both with a manifest warning, judged against an objective only the fast one meets. */
  static ReportSummary twoSystemsWithObjectives(Path tmp) throws IOException {
    for (String[] s : new String[][] {{"fast", "150", "5000"}, {"slow", "15000", "100"}}) {
      Path dir = tmp.resolve(s[0]);
      FiguresTest.writeSystem(dir, Long.parseLong(s[1]), Long.parseLong(s[2]));
      LogFixture.writeManifest(dir, s[0] + "-host", s[0], 60_000, List.of(s[0] + " recorded 3 errors"), List.of());
    }
    return Report.of(List.of(RunSource.discover("fast", tmp.resolve("fast")),
        RunSource.discover("slow", tmp.resolve("slow"))))
        .objectives(ServiceLevelObjectives.parse("--slo", "READ.p99<=5ms")).summarize();
  }

  @Test
  void jsonTablesAreTheTextTablesCellForCell() throws IOException {
    ReportSummary summary = twoSystemsWithObjectives(tmp);
    Map<String, Object> json = Json.parseObject(JsonRenderer.render(summary));
    String text = TextRenderer.render(summary);
    assertEquals((double) JsonRenderer.SCHEMA_VERSION, ((Number) json.get("schemaVersion")).doubleValue());

    List<Table> fromJson = new ArrayList<>();
    for (Object o : (List<?>) json.get("tables")) {
      Map<?, ?> t = (Map<?, ?>) o;
      Table table = new Table((String) t.get("kind"), (String) t.get("run"), (String) t.get("title"),
          strings(t.get("header")));
      ((List<?>) t.get("rows")).forEach(row -> table.row(strings(row)));
      fromJson.add(table);
    }
    List<Table> model = new ReportTables(summary).tables();
    assertEquals(model.size(), fromJson.size(), "as many tables as the text");
    for (int i = 0; i < model.size(); i++) {
      assertEquals(model.get(i).kind(), fromJson.get(i).kind());
      assertEquals(model.get(i).run(), fromJson.get(i).run());
      String table = fromJson.get(i).toText();
      assertEquals(model.get(i).toText(), table);
      assertTrue(text.contains(table), "the text holds the JSON's table:\n" + table + "\nin\n" + text);
    }
    List<String> kinds = fromJson.stream().map(Table::kind).distinct().toList();
    assertTrue(kinds.containsAll(List.of("operations", "hosts", "comparison", "steps")), kinds.toString());

    Table steps = fromJson.stream().filter(t -> t.kind().equals("steps")).findFirst().orElseThrow();
    assertEquals(List.of("met", "MISSED"), steps.rows().stream().map(r -> r.get(r.size() - 1)).toList());
    List<?> runs = (List<?>) json.get("runs");
    for (int i = 0; i < runs.size(); i++) {
      RunSummary r = summary.runs().get(i);
      assertEquals(summary.objectives().metBy(r), ((Map<?, ?>) runs.get(i)).get("objectivesMet"), r.label());
    }
    List<?> warnings = (List<?>) json.get("warnings");
    assertFalse(warnings.isEmpty());
    warnings.forEach(w -> assertTrue(text.contains((String) w), "the text holds the warning " + w));
    String verdict = (String) json.get("objectivesVerdict");
    assertTrue(verdict.startsWith("Objectives READ.p99<=5ms: the highest run meeting every objective is fast"), verdict);
    assertTrue(text.contains(verdict), verdict);
    for (Object sentence : (List<?>) json.get("comparisons")) {
      assertTrue(text.contains((String) sentence), "the text holds " + sentence);
    }
  }

  private static List<String> strings(Object list) {
    return ((List<?>) list).stream().map(String.class::cast).toList();
  }
}
