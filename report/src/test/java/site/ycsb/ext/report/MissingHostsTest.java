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
import java.util.List;
import java.util.Map;
import java.util.regex.Pattern;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import site.ycsb.ext.report.input.RunSource;
import site.ycsb.ext.report.model.ReportSummary;

/**
 * A host that fan-out planned ({@code fanout.json}) and that left no output is named at the top of every output, and
 * the report is marked partial, in its title, its figures and its CSV files.
 */
class MissingHostsTest {
  @TempDir
  Path tmp;

  private Path fanoutRun(String... planned) throws IOException {
    Path run = tmp.resolve("run");
    EvidenceFixture.host(run.resolve("h1"), "aerospike", Map.of("standin", "false"), Map.of(), Map.of());
    EvidenceFixture.host(run.resolve("h2"), "aerospike", Map.of("standin", "false"), Map.of(), Map.of());
    StringBuilder hosts = new StringBuilder();
    for (String h : planned) {
      hosts.append(hosts.length() == 0 ? "" : ", ").append("{\"label\": \"").append(h).append("\", \"exitCode\": ")
          .append(h.equals("h3") ? "93, \"runEnd\": \"refused to start\"" : "0, \"runEnd\": \"completed\"")
          .append(", \"problems\": []}");
    }
    Files.writeString(run.resolve("fanout.json"), "{\"format\": \"ycsb-ext-fanout/1\", \"events\": [], \"hosts\": ["
        + hosts + "]}");
    return run;
  }

  @Test
  void aPlannedHostThatNeverRanIsNamedAtTheTopOfEveryOutputAndMarksThePartial() throws IOException {
    ReportSummary summary = EvidenceFixture.summarize(fanoutRun("h1", "h2", "h3"));
    assertTrue(summary.partial());
    assertEquals(1, summary.missingHosts().size(), summary.missingHosts().toString());
    assertTrue(summary.missingHosts().get(0).startsWith("h3 (exit 93, refused to start)"), summary.missingHosts()
        .toString());
    Path out = tmp.resolve("out");
    EvidenceFixture.writeAll(summary, out).forEach((file, raw) -> {
      String text = EvidenceFixture.plain(raw);
      int named = text.indexOf("h3 (exit 93, refused to start)");
      assertTrue(named >= 0, file + " names the missing host");
      assertTrue(text.indexOf("PARTIAL") >= 0 && text.indexOf("PARTIAL") < named + 2000, file);
      assertTrue(text.contains("merges 2 of 3 hosts"), file);
    });
    assertTrue(Files.readAllLines(out.resolve("summary.csv")).get(0).contains("h3"));
  }

  @Test
  void aHostThatRanAndLeftLogsButNoManifestIsNamedAtTheTopOfEveryOutputAndMarksThePartial() throws IOException {
    Path run = fanoutRun("h1", "h2");
    EvidenceFixture.killedHost(run.resolve("h2"), 3);
    // what fan-out's merge does with a killed host's output, and bin/ycsb report --allow-partial
    ReportSummary summary = Report.of(List.of(RunSource.discover("run", run))).allowPartial(true).summarize();
    assertTrue(summary.partial());
    assertEquals(List.of("h2 (ran, left logs but no manifest: killed, or still running?)"), summary.missingHosts());
    Path out = tmp.resolve("out");
    EvidenceFixture.writeAll(summary, out).forEach((file, raw) -> {
      String text = EvidenceFixture.plain(raw);
      int named = text.indexOf("h2 (ran, left logs but no manifest");
      int headline = text.indexOf("Run run: 2 hosts");
      assertTrue(named >= 0 && headline > named, file + " names the host before its headline:\n" + text);
      assertTrue(text.indexOf("PARTIAL") >= 0 && text.indexOf("PARTIAL") < named, file);
      assertTrue(text.contains("1 without a manifest (h2)"), file + " says which host has no manifest");
    });
    assertTrue(Files.readAllLines(out.resolve("summary.csv")).get(0).contains("h2 (ran, left logs but no manifest"));
    String[] figures = Files.readString(out.resolve("report.tex")).split(Pattern.quote("\\begin{figure}"));
    assertTrue(figures.length > 1, "report.tex includes its figures");
    for (int i = 1; i < figures.length; i++) {
      assertTrue(EvidenceFixture.plain(figures[i]).contains("h2 (ran, left logs but no manifest"), figures[i]);
    }
  }

  @Test
  void everyPlannedHostPresentGivesNoMark() throws IOException {
    ReportSummary summary = EvidenceFixture.summarize(fanoutRun("h1", "h2"));
    assertFalse(summary.partial());
    assertTrue(summary.missingHosts().isEmpty());
  }
}
