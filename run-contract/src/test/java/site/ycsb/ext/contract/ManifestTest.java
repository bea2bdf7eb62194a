/*
 * Copyright (c) 2026 ycsb-ext contributors.
 * Licensed under the Apache License, Version 2.0 (http://www.apache.org/licenses/LICENSE-2.0).
 */
package site.ycsb.ext.contract;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import java.util.Map;
import java.util.Properties;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

class ManifestTest {

  /** A run start instant, epoch milliseconds. */
  private static final long T0 = 1_700_000_000_000L;

  @TempDir
  Path dir;

  /** A file the run wrote: only its size and SHA-256 matter to the manifest. */
  private Path log() throws IOException {
    Path file = dir.resolve("READ.hlog");
    Files.writeString(file, "#[StartTime: 1700000000.000]\n#[BaseTime: 0.000]\n"
        + "Tag=READ,1700000000.000,1.000,0.300,HISTFAAAA\n");
    return file;
  }

  private Manifest.Builder filled() throws IOException {
    Manifest.Builder b = new Manifest.Builder();
    b.phase = Phase.RUN;
    b.binding = "aerospike";
    b.dbClass = "site.ycsb.db.AerospikeClient";
    b.host = "client-1";
    b.label = "a \"quoted\" label\twith\ttabs";
    b.startEpochMs = T0 + 300;
    b.endEpochMs = T0 + 4_300;
    b.windowMs = 1000;
    b.exitCode = 1;
    b.outcome = Outcome.FAILED;
    b.reason = "READ: 100% of 12 operations failed (first cause: ERROR)";
    b.operations = 12;
    b.throughputOpsPerSec = 3.0;
    b.failures.put("ERROR", 12L);
    b.warnings.add("ünïcode warning");
    b.summary.add(new Manifest.Metric("READ", "Operations", 12));
    b.summary.add(new Manifest.Metric("OVERALL", "Throughput(ops/sec)", 2.5));
    Properties props = new Properties();
    props.setProperty("as.password", "hunter2");
    props.setProperty("couchbase.password", "hunter3");
    props.setProperty("threadcount", "4");
    b.properties(props);
    b.files(List.of(log()));
    return b;
  }

  @Test
  void writeThenReadGivesTheSameManifestWithSecretsMasked() throws IOException {
    Manifest written = filled().build();
    Path file = dir.resolve(Manifest.FILE_NAME);
    written.write(file);
    Manifest read = Manifest.read(file);
    assertEquals(written, read);
    assertEquals(Map.of("as.password", "*****", "couchbase.password", "*****", "threadcount", "4"), read.properties());
    String text = Files.readString(file);
    assertFalse(text.contains("hunter"), text);
    assertTrue(text.contains("\"format\": \"ycsb-ext-manifest/1\""), text);
    assertEquals(12, read.summaryValue("READ", "Operations"));
    assertTrue(Double.isNaN(read.summaryValue("READ", "LostWindows")));
    assertFalse(Files.exists(dir.resolve(Manifest.FILE_NAME + ".partial")), "written atomically");
  }

  @Test
  void otherFormatsAndMissingFieldsAreRefusedNamingTheFile() throws IOException {
    Path file = dir.resolve(Manifest.FILE_NAME);
    String good = filled().build().toJson();
    Files.writeString(file, good.replace("ycsb-ext-manifest/1", "ycsb-ext-manifest/2"));
    RunFileException newer = assertThrows(RunFileException.class, () -> Manifest.read(file));
    assertTrue(newer.getMessage().contains("has format ycsb-ext-manifest/2; this version of ycsb-ext reads "
        + "ycsb-ext-manifest/1 only"), newer.getMessage());
    Files.writeString(file, good.replace("ycsb-ext-manifest/1", "ycsb-ext-manifest/1.1"));
    assertEquals(Phase.RUN, Manifest.read(file).phase(), "a minor version is read");
    Files.writeString(file, good.replace("\"format\": \"ycsb-ext-manifest/1\",", ""));
    assertTrue(assertThrows(RunFileException.class, () -> Manifest.read(file)).getMessage()
        .contains("is not a run manifest"));
    Files.writeString(file, good.replace("\"exitCode\"", "\"exit\""));
    assertEquals("Corrupt manifest '" + file + "': no \"exitCode\"",
        assertThrows(RunFileException.class, () -> Manifest.read(file)).getMessage());
  }

  @Test
  void verifyFilesNamesEveryFileThatIsMissingShortenedOrChanged() throws IOException {
    Manifest m = filled().build();
    assertEquals(List.of(), m.verifyFiles(dir));
    Path log = dir.resolve("READ.hlog");
    byte[] bytes = Files.readAllBytes(log);
    bytes[bytes.length - 2] ^= 1;
    Files.write(log, bytes);
    assertEquals(List.of("READ.hlog has another SHA-256 than the manifest lists (changed since the run)"),
        m.verifyFiles(dir));
    Files.write(log, java.util.Arrays.copyOf(bytes, 10));
    assertEquals(List.of("READ.hlog has 10 bytes, the manifest lists " + bytes.length + " (truncated?)"),
        m.verifyFiles(dir));
    Files.delete(log);
    assertEquals(List.of("READ.hlog is listed in the manifest but missing"), m.verifyFiles(dir));
  }
}
