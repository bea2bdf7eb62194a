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
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import site.ycsb.ext.report.model.ReportSummary;

/**
 * Each host's one state, as fan-out recorded it in {@code fanout.json} ({@code state}, {@code stateNote}), is said in
 * the same words in every output's "how it was measured" box (#42).
 */
class HostStatesInReportTest {
  /** The hosts' lines as fan-out's console says them under "Host states:". */
  private static final List<String> SAID = List.of("h1: ok (note: the remote launcher ended failed (exit 137, ended"
      + " by signal 9) after its benchmark JVM completed (manifest: completed, exit 0))",
      "h2: late (412 ms after the common start)", "h3: never started (exit 93: refused to start)");

  @TempDir
  Path tmp;

  private Path fanoutRun(boolean withStates) throws IOException {
    Path run = tmp.resolve("run");
    EvidenceFixture.host(run.resolve("h1"), "aerospike", Map.of("standin", "false"), Map.of(), Map.of());
    EvidenceFixture.host(run.resolve("h2"), "aerospike", Map.of("standin", "false"), Map.of(), Map.of());
    String[][] hosts = {
        {"h1", "0", "ok", "the remote launcher ended failed (exit 137, ended by signal 9) after its benchmark JVM"
            + " completed (manifest: completed, exit 0)"},
        {"h2", "0", "late (412 ms after the common start)", ""},
        {"h3", "93", "never started (exit 93: refused to start)", ""}};
    StringBuilder json = new StringBuilder();
    for (String[] h : hosts) {
      json.append(json.length() == 0 ? "" : ", ").append("{\"label\": \"").append(h[0]).append("\", \"exitCode\": ")
          .append(h[1]).append(", \"runEnd\": \"").append(h[0].equals("h3") ? "refused to start" : "completed")
          .append("\", \"problems\": []");
      if (withStates) {
        json.append(", \"state\": \"").append(h[2]).append("\", \"stateNote\": \"").append(h[3]).append('"');
      }
      json.append('}');
    }
    Files.writeString(run.resolve("fanout.json"), "{\"format\": \"ycsb-ext-fanout/1\", \"events\": [], \"hosts\": ["
        + json + "]}");
    return run;
  }

  @Test
  void everyFormatSaysEachHostsStateInFanoutsWords() throws IOException {
    ReportSummary summary = EvidenceFixture.summarize(fanoutRun(true));
    List<String[]> box = summary.runs().get(0).provenance().lines();
    String[] line = box.stream().filter(l -> l[0].equals("host states")).findFirst().orElseThrow(
        () -> new AssertionError("no host states line in the how-measured box"));
    assertEquals(String.join("; ", SAID), line[1]);
    EvidenceFixture.writeAll(summary, tmp.resolve("out")).forEach((file, raw) -> {
      if (file.endsWith(".csv")) {
        return;
      }
      String text = EvidenceFixture.plain(raw).replaceAll("\\s+", " ");
      for (String said : SAID) {
        assertTrue(text.contains(said), file + " says '" + said + "':\n" + text);
      }
    });
  }

  @Test
  void aRecordWrittenBeforeStatesWereKeptGivesNoLine() throws IOException {
    ReportSummary summary = EvidenceFixture.summarize(fanoutRun(false));
    assertFalse(summary.runs().get(0).provenance().lines().stream().anyMatch(l -> l[0].equals("host states")));
  }
}
