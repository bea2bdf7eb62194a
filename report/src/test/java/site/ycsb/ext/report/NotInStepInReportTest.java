/*
 * Copyright (c) 2026 ycsb-ext contributors.
 * Licensed under the Apache License, Version 2.0 (http://www.apache.org/licenses/LICENSE-2.0).
 */
package site.ycsb.ext.report;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.Map;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import site.ycsb.ext.report.model.Caveats;
import site.ycsb.ext.report.model.ReportSummary;

/**
 * A fan-out run whose {@code fanout.json} says its hosts were NOT IN STEP ({@code inStep}) has that line as the first
 * warning of every format and the {@code NOT IN STEP} caveat mark (#56); one in step has neither.
 */
class NotInStepInReportTest {
  private static final String VERDICT = "NOT IN STEP: h2 started 13.1 s after the common instant, more than 5% of the"
      + " 23.1 s run (limit 1.2 s: at least 1.0 s, at most 10.0 s)";

  @TempDir
  Path tmp;

  private Path fanoutRun(String inStep) throws IOException {
    Path run = tmp.resolve("run");
    EvidenceFixture.host(run.resolve("h1"), "aerospike", Map.of("standin", "false"), Map.of(), Map.of());
    EvidenceFixture.host(run.resolve("h2"), "aerospike", Map.of("standin", "false"), Map.of(), Map.of());
    Files.writeString(run.resolve("fanout.json"), "{\"format\": \"ycsb-ext-fanout/1\", \"events\": [], \"inStep\": \""
        + inStep + "\", \"hosts\": [{\"label\": \"h1\"}, {\"label\": \"h2\"}]}");
    return run;
  }

  @Test
  void aRunNotInStepSaysSoFirstInEveryFormatAndMarksItsCaveats() throws IOException {
    ReportSummary summary = EvidenceFixture.summarize(fanoutRun(VERDICT));
    assertEquals(VERDICT, summary.runs().get(0).warnings().get(0));
    assertEquals(Caveats.NOT_IN_STEP, Caveats.of(summary).marks().get(0));
    EvidenceFixture.writeAll(summary, tmp.resolve("out")).forEach((file, raw) -> {
      String text = EvidenceFixture.plain(raw).replaceAll("\\s+", " ");
      assertTrue(text.contains(file.endsWith(".csv") ? "NOT IN STEP" : VERDICT), file + ":\n" + text);
    });
  }

  @Test
  void aRunInStepHasNeither() throws IOException {
    ReportSummary summary = EvidenceFixture.summarize(fanoutRun("in step: all 2 hosts started within 0.1 s"));
    assertFalse(summary.warnings().stream().anyMatch(w -> w.contains("STEP")), summary.warnings().toString());
    assertFalse(Caveats.of(summary).marks().contains(Caveats.NOT_IN_STEP));
  }
}
