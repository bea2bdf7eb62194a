/*
 * Copyright (c) 2026 ycsb-ext contributors.
 * Licensed under the Apache License, Version 2.0 (http://www.apache.org/licenses/LICENSE-2.0).
 */
package site.ycsb.ext.it.report;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.ByteArrayOutputStream;
import java.io.IOException;
import java.io.InputStream;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.time.Duration;
import java.util.List;
import java.util.Map;
import java.util.zip.GZIPInputStream;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import site.ycsb.ext.it.Distribution;
import site.ycsb.ext.it.ReadmeExamples;

/**
 * The packaged {@code bin/ycsb bundle} and {@code bin/ycsb verify} on a real run's output: the examples of
 * {@code docs/report.md}'s "Bundle and verify" section run as written, the bundle verifies, and no password given to
 * the run is in it.
 */
class BundleIT {
  private static final String YCSB = "./bin/ycsb ";
  private static final String DB_PASSWD = "db-passwd-Zq81x";
  private static final String AS_PASSWORD = "as-password-Kp27w";

  @TempDir
  Path work;

  @Test
  void docsExamplesBundleAndVerifyARealRunWithoutItsPasswords() throws IOException {
    Files.createSymbolicLink(work.resolve("workloads"), Distribution.home().resolve("workloads"));
    Distribution.Result run = Distribution.ycsb(work, Duration.ofMinutes(3), Map.of(), "run", "basic", "-P",
        "workloads/workloada", "-p", "recordcount=200", "-p", "operationcount=3000", "-p", "target=1000",
        "-p", "basicdb.verbose=false", "-p", "measurementtype=hdrhistogram+periodichistogram",
        "-p", "periodichistogram.interval=1", "-p", "periodichistogram.output.path=results/run-1/",
        "-p", "db.passwd=" + DB_PASSWD, "-p", "as.password=" + AS_PASSWORD, "-threads", "2");
    assertEquals(0, run.exitCode, run.toString());

    List<String> examples = ReadmeExamples.commands(ReadmeExamples.Section.BUNDLE, YCSB);
    assertTrue(examples.size() >= 2, examples.toString());
    for (String example : examples) {
      assertTrue(example.startsWith(YCSB), example);
      Distribution.Result result = Distribution.ycsb(work, Duration.ofMinutes(3), Map.of(),
          ReadmeExamples.shellWords(example.substring(YCSB.length())).toArray(new String[0]));
      assertEquals(0, result.exitCode, example + "\n" + result);
      if (example.startsWith(YCSB + "verify")) {
        assertTrue(result.stdout.matches("(?s).*verified: \\d+ files against BUNDLE.json.s hashes; .*\\([1-9]\\d* table cells, [1-9]\\d* figure series\\).*"),
            result.toString());
      }
    }
    Path bundle = work.resolve("results/run-1.tar.gz");
    String all = new String(gunzip(bundle), StandardCharsets.ISO_8859_1);
    assertTrue(all.contains("BUNDLE.json") && all.contains("READ.hlog"), "the bundle's entries");
    assertFalse(all.contains(DB_PASSWD), "db.passwd's value is in the bundle");
    assertFalse(all.contains(AS_PASSWORD), "as.password's value is in the bundle");

    // A changed byte in the unpacked bundle is named, exit 1.
    Path unpacked = work.resolve("results/run-1-unpacked");
    Path hlog = unpacked.resolve("runs/1/run-1/READ.hlog");
    byte[] bytes = Files.readAllBytes(hlog);
    bytes[bytes.length - 5] = (byte) (bytes[bytes.length - 5] == 'A' ? 'B' : 'A');
    Files.write(hlog, bytes);
    Distribution.Result tampered = Distribution.ycsb(work, "verify", unpacked.toString());
    assertEquals(1, tampered.exitCode, tampered.toString());
    assertTrue(tampered.stdout.contains("file runs/1/run-1/READ.hlog: SHA-256"), tampered.toString());
  }

  private static byte[] gunzip(Path archive) throws IOException {
    try (InputStream in = new GZIPInputStream(Files.newInputStream(archive))) {
      ByteArrayOutputStream all = new ByteArrayOutputStream();
      in.transferTo(all);
      return all.toByteArray();
    }
  }
}
