/*
 * Copyright (c) 2026 ycsb-ext contributors.
 * Licensed under the Apache License, Version 2.0 (http://www.apache.org/licenses/LICENSE-2.0).
 */
package site.ycsb.ext.report.render;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.EnumSet;
import java.util.List;
import java.util.stream.Stream;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import site.ycsb.ext.contract.RunEvent;
import site.ycsb.ext.report.Report;
import site.ycsb.ext.report.ReportFormat;
import site.ycsb.ext.report.input.RunSource;
import site.ycsb.ext.report.model.Disruption;
import site.ycsb.ext.report.model.ReportSummary;
import site.ycsb.ext.report.model.RunSummary;

/** A run's events reach every output: the disruption table in each format and a marker on each time figure. */
class EventsInReportTest {

  private static ReportSummary goldenWith(List<RunEvent> events) throws Exception {
    Path golden = Path.of(EventsInReportTest.class.getResource("/golden/run-2026-11").toURI());
    RunSource found = RunSource.discover(null, golden);
    return Report.of(List.of(new RunSource(found.label(), found.hosts(), events))).summarize();
  }

  private static RunEvent note(ReportSummary summary, long afterStartMs) {
    RunSummary r = summary.runs().get(0);
    long at = r.measuredStartMs() + afterStartMs;
    return new RunEvent(1, "note", afterStartMs / 1000 + "s", at, at, "node 2 stopped by hand", RunEvent.Status.NOTE,
        -1, -1, "");
  }

  @Test
  void everyFormatHoldsTheDisruptionTableAndEveryTimeFigureMarksTheEvent(@TempDir Path out) throws Exception {
    ReportSummary plain = goldenWith(List.of());
    assertTrue(plain.runs().get(0).disruptions().isEmpty());
    assertTrue(new ReportTables(plain).tables().stream().noneMatch(t -> t.kind().equals("disruptions")));

    ReportSummary summary = goldenWith(List.of(note(plain, 3_000)));
    RunSummary run = summary.runs().get(0);
    assertEquals(1, run.disruptions().size());
    Disruption d = run.disruptions().get(0);
    assertTrue(d.baselineWindows() > 0, "whole windows before the event form its baseline: " + d);
    Table table = new ReportTables(summary).tables().stream().filter(t -> t.kind().equals("disruptions"))
        .findFirst().orElseThrow();
    assertEquals(1, table.rows().size());
    assertTrue(table.rows().get(0).get(0).startsWith("E1 +3s: node 2 stopped by hand"), table.rows().toString());

    ReportWriter.write(summary, out, EnumSet.allOf(ReportFormat.class));
    for (String file : List.of("report.txt", "report.md", "report.tex", "report.html")) {
      String text = Files.readString(out.resolve(file), StandardCharsets.UTF_8);
      assertTrue(text.contains("events and what they did"), file);
      // LaTeX sets long row labels on several lines, one word each
      assertTrue(text.contains(file.endsWith(".tex") ? "stopped" : "node 2 stopped by hand"), file);
    }
    String json = Files.readString(out.resolve("report.json"), StandardCharsets.UTF_8);
    assertTrue(json.contains("\"kind\": \"disruptions\"") || json.contains("\"kind\":\"disruptions\""), json);
    List<Path> timeFigures;
    try (Stream<Path> files = Files.walk(out)) {
      timeFigures = files.filter(p -> p.getFileName().toString().matches("(throughput|latency)-.*\\.json")).toList();
    }
    assertTrue(timeFigures.size() >= 4, "READ and UPDATE throughput and latency figures: " + timeFigures);
    for (Path figure : timeFigures) {
      assertTrue(Files.readString(figure, StandardCharsets.UTF_8).contains("E1 +3s"), figure.toString());
    }
  }

  /** A fan-out's hosts start a few ms after the common start instant: an event at +8s is at 8000 ms, not 7992. */
  @Test
  void theEventsInstantCountsFromTheRunsCommonStartNotItsEarliestHost() throws Exception {
    ReportSummary plain = goldenWith(List.of());
    long commonStart = plain.runs().get(0).measuredStartMs() - 8;
    RunEvent event = new RunEvent(1, "note", "8s", commonStart + 8_000, commonStart + 8_000, "look",
        RunEvent.Status.NOTE, -1, -1, "");
    ReportSummary summary = goldenWith(List.of(event));
    Table table = new ReportTables(summary).tables().stream().filter(t -> t.kind().equals("disruptions"))
        .findFirst().orElseThrow();
    assertEquals("8000", table.rows().get(0).get(table.header().indexOf("At (ms after start)")),
        table.rows().toString());
    assertTrue(table.title().contains("At: ms after the run's start instant"), table.title());
    String band = table.rows().get(0).get(table.header().indexOf("Recovered within"));
    assertTrue(band.startsWith(">= ") && band.contains("ops/s, p99 <= "), "the band is printed: " + band);
  }
}
