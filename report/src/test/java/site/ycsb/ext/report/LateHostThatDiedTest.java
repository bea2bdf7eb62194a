/*
 * Copyright (c) 2026 ycsb-ext contributors.
 * Licensed under the Apache License, Version 2.0 (http://www.apache.org/licenses/LICENSE-2.0).
 */
package site.ycsb.ext.report;

import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import java.util.Map;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import site.ycsb.ext.report.input.RunSource;
import site.ycsb.ext.report.model.ReportSummary;

/**
 * A host that started late and then died before writing its manifest stays late in the report's start-skew line and
 * its warnings: its lateness comes from fan-out's record ({@code fanout.json}: {@code late}, {@code lateStartMs}),
 * since the host left no manifest to say when it started (#38).
 */
class LateHostThatDiedTest {
  @TempDir
  Path tmp;

  private Path run(boolean late) throws IOException {
    return run(late, late ? "2412" : "null");
  }

  /** @param lateStartMs h3's {@code lateStartMs} in {@code fanout.json}: a number, or {@code null} (start not seen) */
  private Path run(boolean late, String lateStartMs) throws IOException {
    Path run = tmp.resolve("run");
    EvidenceFixture.host(run.resolve("h1"), "aerospike", Map.of("standin", "true"), Map.of(), Map.of());
    EvidenceFixture.host(run.resolve("h2"), "aerospike", Map.of("standin", "true"), Map.of(), Map.of());
    EvidenceFixture.killedHost(run.resolve("h3"), 3);
    String h3 = "{\"label\": \"h3\", \"exitCode\": 137, \"runEnd\": \"failed\", \"problems\": [], \"late\": " + late
        + ", \"lateStartMs\": " + lateStartMs + ", \"state\": \"stopped, started 2,412 ms late"
        + " (killed)\", \"stateNote\": \"\"}";
    String ok = "{\"label\": \"%s\", \"exitCode\": 0, \"runEnd\": \"completed\", \"problems\": [], \"late\": false,"
        + " \"lateStartMs\": 3, \"state\": \"ok\", \"stateNote\": \"\"}";
    Files.writeString(run.resolve("fanout.json"), "{\"format\": \"ycsb-ext-fanout/1\", \"events\": [], \"hosts\": ["
        + String.format(ok, "h1") + ", " + String.format(ok, "h2") + ", " + h3 + "]}");
    return run;
  }

  /** The report as {@code --allow-partial} makes it: the dead host's windows read up to what is whole. */
  private static ReportSummary summarize(Path run) {
    return Report.of(List.of(RunSource.discover("run", run))).allowPartial(true).summarize();
  }

  private static String skewLine(ReportSummary summary) {
    return summary.runs().get(0).provenance().lines().stream().filter(l -> l[0].equals("start skew"))
        .map(l -> l[1]).findFirst().orElseThrow(() -> new AssertionError("no start skew line"));
  }

  @Test
  void aLateHostWithoutAManifestIsNamedLateInTheSkewLineAndTheWarnings() throws IOException {
    ReportSummary summary = summarize(run(true));
    String line = skewLine(summary);
    assertTrue(line.contains("h3 started 2,412 ms after the common start instant"), line);
    assertFalse(line.endsWith("none"), line);
    assertTrue(summary.warnings().stream().anyMatch(w -> w.contains("h3 started 2,412 ms")),
        summary.warnings().toString());
    EvidenceFixture.writeAll(summary, tmp.resolve("out")).forEach((file, raw) -> {
      if (!file.endsWith(".csv")) {
        String text = EvidenceFixture.plain(raw).replaceAll("\\s+", " ");
        assertTrue(text.contains("h3 started 2,412 ms after the common start instant"), file + ":\n" + text);
      }
    });
  }

  @Test
  void aHostFanoutFoundOnTimeAddsNoLateLine() throws IOException {
    String line = skewLine(summarize(run(false)));
    assertTrue(line.endsWith("none"), line);
  }

  @Test
  void aHostThatStartedOnTimeAndLeftNoManifestCountsInTheSkewAsFanoutCountsIt() throws IOException {
    String seen = skewLine(summarize(run(false, "40")));
    assertTrue(seen.contains("over the 3 of 3 hosts that started"), seen);
    assertTrue(seen.endsWith("none"), "on time: no late line: " + seen);
    String unseen = skewLine(summarize(run(false, "null")));
    assertTrue(unseen.contains("over the 2 of 3 hosts that started"), "a start fan-out did not see: " + unseen);
  }
}
