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
import java.util.stream.Stream;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import site.ycsb.ext.contract.Json;
import site.ycsb.ext.report.model.ReportSummary;

/**
 * Every figure carries the report's caveats (stand-in servers, not like for like with the differing guarantee) in its
 * title and caption, in PNG/SVG, chart data and {@code report.tex}, which includes the figures; each CSV file starts
 * with a comment line carrying them.
 */
class FigureCaveatsTest {
  @TempDir
  Path tmp;

  @Test
  void aStandinRunComparedNotLikeForLikeIsMarkedOnEveryFigureAndDataFile() throws IOException {
    ReportSummary summary = EvidenceFixture.summarize(
        EvidenceFixture.host(tmp.resolve("all"), "aerospike", Map.of("replicationFactor", "2", "standin", "true",
            "version", "8.1.0.0-standin", "nodes", "1"), Map.of("commitLevel", "COMMIT_ALL"), Map.of()),
        EvidenceFixture.host(tmp.resolve("master"), "aerospike", Map.of("replicationFactor", "2", "standin", "false"),
            Map.of("commitLevel", "COMMIT_MASTER"), Map.of()));
    Path out = tmp.resolve("out");
    Map<String, String> texts = EvidenceFixture.writeAll(summary, out);
    List<Path> data;
    try (Stream<Path> files = Files.list(out.resolve("figures"))) {
      data = files.filter(f -> f.toString().endsWith(".json")).sorted().toList();
    }
    assertFalse(data.isEmpty());
    for (Path f : data) {
      Map<String, Object> chart = Json.parseObject(Files.readString(f));
      assertEquals(List.of("STAND-IN SERVERS", "NOT LIKE FOR LIKE"), chart.get("marks"), f.toString());
      String title = (String) chart.get("title");
      assertTrue(title.startsWith("STAND-IN SERVERS: NOT LIKE FOR LIKE: "), title);
      String caption = (String) chart.get("caption");
      assertTrue(caption.contains("stand-in servers (run all)"), caption);
      assertTrue(caption.contains("writes acknowledged by: all: 2 copies"), caption);
      assertTrue(caption.contains("master: 1 copy"), caption);
      String name = f.getFileName().toString().replace(".json", "");
      String svg = Files.readString(f.resolveSibling(name + ".svg"));
      assertTrue(svg.contains("<title>" + title + "</title>"), name + ".svg carries the marked title");
      String tex = EvidenceFixture.plain(texts.get("report.tex"));
      assertTrue(tex.contains("\\includegraphics[width=\\linewidth]{figures/" + name + ".png}"), name);
      assertTrue(EvidenceFixture.plain(texts.get("report.html")).contains(caption), name);
    }
    String tex = EvidenceFixture.plain(texts.get("report.tex"));
    assertTrue(tex.contains("\\caption["), tex);
    assertTrue(tex.contains("Not like for like, the runs asked for different guarantees"), tex);
    for (String csv : List.of("summary.csv", "timeseries.csv")) {
      String first = Files.readAllLines(out.resolve(csv)).get(0);
      assertTrue(first.startsWith("# STAND-IN SERVERS; NOT LIKE FOR LIKE: "), csv + ": " + first);
      assertTrue(first.contains("1 copy"), csv + ": " + first);
    }
  }

  @Test
  void aCompleteLikeForLikeRealRunCarriesNoMarks() throws IOException {
    ReportSummary summary = EvidenceFixture.summarize(EvidenceFixture.host(tmp.resolve("real"), "aerospike",
        Map.of("replicationFactor", "2", "standin", "false"), Map.of(), Map.of()));
    Path out = tmp.resolve("out");
    EvidenceFixture.writeAll(summary, out);
    assertTrue(Files.readAllLines(out.resolve("summary.csv")).get(0).startsWith("run,operation,"));
    Map<String, Object> chart = Json.parseObject(Files.readString(out.resolve("figures/throughput-read.json")));
    assertEquals(List.of(), chart.get("marks"));
  }
}
