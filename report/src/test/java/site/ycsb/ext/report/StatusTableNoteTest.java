/*
 * Copyright (c) 2026 ycsb-ext contributors.
 * Licensed under the Apache License, Version 2.0 (http://www.apache.org/licenses/LICENSE-2.0).
 */
package site.ycsb.ext.report;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.IOException;
import java.nio.file.Path;
import java.util.List;
import java.util.Map;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import site.ycsb.ext.contract.Manifest;
import site.ycsb.ext.report.input.RunSource;
import site.ycsb.ext.report.model.ReportSummary;
import site.ycsb.ext.report.render.ReportTables;
import site.ycsb.ext.report.render.Table;

/**
 * The status table (the manifests' {@code Return=} counts) counts every host it leaves out: a host without a manifest
 * adds its operations to the operations table but nothing to the statuses, and a note under the status table says how
 * many hosts and which, in every format.
 */
class StatusTableNoteTest {
  @TempDir
  Path tmp;

  /** Every format but the paper fragment ({@code report.tex}, which has no status table) prints the note under it. */
  @Test
  void aHostWithoutAManifestLeftOutOfTheStatusTableIsCountedAndNamedUnderIt() throws IOException {
    Path run = tmp.resolve("run");
    EvidenceFixture.host(run.resolve("h1"), "basic", Map.of(), Map.of(), Map.of(),
        List.of(new Manifest.Metric("READ", "Return=OK", 500)));
    EvidenceFixture.killedHost(run.resolve("h2"), 3);
    ReportSummary summary = Report.of(List.of(RunSource.discover("run", run))).allowPartial(true).summarize();
    assertEquals(800, summary.runs().get(0).operation("READ").count(), "the operations table counts both hosts");
    Table statuses = new ReportTables(summary).statusTable(summary.runs().get(0));
    assertEquals(List.of(List.of("READ", "500")), statuses.rows());
    String note = "Leaves out 1 of 2 hosts, without a manifest: h2 (300 operations in the measured period)";
    assertEquals(List.of(note), statuses.notes());

    EvidenceFixture.writeAll(summary, tmp.resolve("out")).forEach((file, raw) -> {
      String text = EvidenceFixture.plain(raw);
      if (file.equals("report.tex")) {
        // the paper fragment has no status table, so nothing to count under it
        assertTrue(!text.contains("operations per status"), text);
        return;
      }
      int table = text.indexOf("operations per status");
      int at = text.indexOf(note, Math.max(0, table));
      assertTrue(table >= 0 && at > table, file + " has the note after the status table:\n" + text);
    });
  }

  @Test
  void everyHostWithItsManifestGivesNoNote() throws IOException {
    Path run = tmp.resolve("run");
    EvidenceFixture.host(run.resolve("h1"), "basic", Map.of(), Map.of(), Map.of(),
        List.of(new Manifest.Metric("READ", "Return=OK", 500)));
    EvidenceFixture.host(run.resolve("h2"), "basic", Map.of(), Map.of(), Map.of(),
        List.of(new Manifest.Metric("READ", "Return=OK", 500)));
    ReportSummary summary = Report.of(List.of(RunSource.discover("run", run))).summarize();
    Table statuses = new ReportTables(summary).statusTable(summary.runs().get(0));
    assertEquals(List.of(List.of("READ", "1,000")), statuses.rows());
    assertTrue(statuses.notes().isEmpty(), statuses.notes().toString());
  }
}
