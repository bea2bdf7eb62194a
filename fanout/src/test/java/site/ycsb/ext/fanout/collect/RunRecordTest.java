/*
 * Copyright (c) 2026 ycsb-ext contributors.
 * Licensed under the Apache License, Version 2.0 (http://www.apache.org/licenses/LICENSE-2.0).
 */
package site.ycsb.ext.fanout.collect;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import site.ycsb.ext.contract.Json;
import site.ycsb.ext.contract.Phase;
import site.ycsb.ext.contract.RunFileException;

/** {@code fanout.json}: what the codec writes it reads back equal, and it refuses what is not its format. */
class RunRecordTest {
  @TempDir
  Path dir;

  /** A record with every field set to something other than its default, text with JSON's special characters. */
  static RunRecord sample() {
    RunRecord.Builder record = new RunRecord.Builder();
    record.runId = "run-1";
    record.phase = Phase.RUN;
    record.binding = "basic";
    record.startAtEpochMs = 1_795_484_785_000L;
    record.endEpochMs = 1_795_484_800_123L;
    record.stoppedByUser = true;
    record.exitCode = 130;
    record.totalTargetOpsPerSec = 2000;
    record.lateStartThresholdMs = 100;
    record.startSkewMs = 147;
    record.warnings.add("host \"b\" started late\nby 5 ms \u00e9 \ud83d\ude00");
    RunRecord.HostBuilder a = new RunRecord.HostBuilder();
    a.label = "a";
    a.destination = "me@127.0.0.2:2222";
    a.share.put("operationcount", 500L);
    a.share.put("target", 667L);
    a.clockOffsetMs = -1.25;
    a.clockBoundMs = 0.5;
    a.runEnd = "finished (exit 0)";
    a.exitCode = 0;
    a.plannedStartEpochMs = 1_795_484_785_000L;
    a.startEpochMs = 1_795_484_785_150L;
    a.lateStartMs = 150L;
    a.late = true;
    a.results = "complete";
    a.filesVerified = 4;
    a.operations = 500;
    a.collectMs = 812;
    RunRecord.HostBuilder b = new RunRecord.HostBuilder();
    b.label = "b";
    b.destination = "127.0.0.3";
    b.runEnd = "lost (connection lost (ssh exit 255))";
    b.plannedStartEpochMs = 1_795_484_785_000L;
    b.lateStartMs = -2L;
    b.results = "missing";
    b.problems.addAll(List.of("results not fetched: ssh: connect", "the run ended \\ badly"));
    record.hosts.add(a);
    record.hosts.add(b);
    return record.build();
  }

  @Test
  void everyFieldComesBackEqual() throws IOException {
    RunRecord written = sample();
    Path file = written.write(dir);
    assertEquals(dir.resolve(RunRecord.FILE_NAME), file);
    RunRecord read = RunRecord.read(file);
    assertEquals(written, read);
    assertTrue(Double.isNaN(read.host("b").orElseThrow().clockOffsetMs()), "unknown offset stays unknown");
    assertEquals(0.5, read.host("a").orElseThrow().clockBoundMs(), "each offset is recorded with its bound");
    assertTrue(Double.isNaN(read.host("b").orElseThrow().clockBoundMs()));
    assertTrue(read.host("b").orElseThrow().exitCode().isEmpty(), "unknown exit code stays unknown");
    assertEquals(-2, read.host("b").orElseThrow().lateStartMs().getAsLong(), "a start before the instant stays so");
    assertEquals(2000, read.totalTargetOpsPerSec());
    assertEquals(147, read.startSkewMs());
    assertTrue(read.host("a").orElseThrow().late());
    assertEquals(List.of("a", "b"), read.hosts().stream().map(RunRecord.Host::label).toList());
  }

  @Test
  void recordWithoutHostsComesBackEqual() throws IOException {
    RunRecord.Builder record = new RunRecord.Builder();
    record.runId = "not-started";
    record.phase = Phase.LOAD;
    record.exitCode = 1;
    record.warnings.add("not started: stopped before the start");
    RunRecord written = record.build();
    assertEquals(written, RunRecord.read(written.write(dir)));
  }

  @Test
  void writtenTextIsJsonOfTheVersionedFormat() {
    var json = Json.parseObject(sample().toJson());
    assertEquals(RunRecord.FORMAT, json.get("format"));
    assertEquals("ycsb-ext-fanout/1", RunRecord.FORMAT);
  }

  @Test
  void laterMinorVersionWithUnknownFieldsIsRead() throws IOException {
    String text = sample().toJson().replace("\"ycsb-ext-fanout/1\"", "\"ycsb-ext-fanout/1.7\"")
        .replace("\"runId\"", "\"addedLater\": {\"x\": [1, 2]},\n  \"runId\"");
    Path file = Files.writeString(dir.resolve(RunRecord.FILE_NAME), text);
    assertEquals(sample(), RunRecord.read(file));
  }

  @Test
  void otherFormatsAndBrokenFilesAreRefusedNamingTheFile() throws IOException {
    Path manifest = Files.writeString(dir.resolve("manifest.json"), "{\"format\": \"ycsb-ext-manifest/1\"}");
    RunFileException other = assertThrows(RunFileException.class, () -> RunRecord.read(manifest));
    assertEquals("'" + manifest + "' is not a fan-out record: its \"format\" is ycsb-ext-manifest/1, expected "
        + "ycsb-ext-fanout/1", other.getMessage());

    Path major = Files.writeString(dir.resolve("v2.json"), sample().toJson().replace("ycsb-ext-fanout/1",
        "ycsb-ext-fanout/2"));
    assertTrue(assertThrows(RunFileException.class, () -> RunRecord.read(major)).getMessage()
        .contains("has format ycsb-ext-fanout/2"));

    Path noHosts = Files.writeString(dir.resolve("no-hosts.json"), "{\"format\": \"ycsb-ext-fanout/1\", "
        + "\"runId\": \"r\", \"phase\": \"run\", \"exitCode\": 0}");
    assertEquals("Corrupt fan-out record '" + noHosts + "': no \"hosts\"",
        assertThrows(RunFileException.class, () -> RunRecord.read(noHosts)).getMessage());

    Path cut = Files.writeString(dir.resolve("cut.json"), sample().toJson().substring(0, 200));
    assertTrue(assertThrows(RunFileException.class, () -> RunRecord.read(cut)).getMessage()
        .startsWith("Corrupt fan-out record '" + cut + "': "));

    Path missing = dir.resolve("missing.json");
    assertTrue(assertThrows(RunFileException.class, () -> RunRecord.read(missing)).getMessage()
        .startsWith("Cannot read fan-out record '" + missing + "'"));
  }
}
