/*
 * Copyright (c) 2026 ycsb-ext contributors.
 * Licensed under the Apache License, Version 2.0 (http://www.apache.org/licenses/LICENSE-2.0).
 */
package site.ycsb.ext.it.demo;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.time.Duration;
import java.util.List;
import java.util.Map;
import java.util.stream.Collectors;
import java.util.stream.Stream;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import site.ycsb.ext.it.Distribution;

/** {@code bin/ycsb demo} from the unpacked distribution: both runs, their periodic files, the report and figures. */
class DemoIT {
  @TempDir
  Path work;

  @Test
  void demoRunsBothDatabasesAndWritesTheComparisonReport() throws IOException {
    Path results = work.resolve("demo");
    Distribution.Result result = Distribution.ycsb(work, Duration.ofMinutes(4), Map.of(), "demo", "--seconds", "4",
        "--records", "500", "--threads", "2", "--out", results.toString());
    assertEquals(0, result.exitCode, result.toString());
    assertTrue(result.stdout.contains("measure the tool, NOT the databases"), result.toString());

    for (String binding : List.of("aerospike", "couchbase2")) {
      Path run = results.resolve(binding).resolve("run");
      for (String op : List.of("READ", "UPDATE")) {
        assertTrue(Files.size(run.resolve(op + ".hlog")) > 0, binding + " " + op + ".hlog");
        assertTrue(Files.size(run.resolve(op + ".json")) > 0, binding + " " + op + ".json");
      }
      String manifest = Files.readString(run.resolve("manifest.json"));
      assertTrue(manifest.contains("\"outcome\": \"completed\""), manifest);
      assertFalse(manifest.contains("\"operations\": 0,"), manifest);
    }

    Path report = results.resolve("report");
    String summary = Files.readString(report.resolve("report.json"), StandardCharsets.UTF_8);
    for (String label : List.of("aerospike", "couchbase2")) {
      assertTrue(summary.contains("\"" + label + "\""), summary);
    }
    assertTrue(Files.exists(report.resolve("report.html")), "report.html");
    try (Stream<Path> files = Files.list(report.resolve("figures"))) {
      List<String> figures = files.map(p -> p.getFileName().toString()).filter(n -> n.endsWith(".png"))
          .collect(Collectors.toList());
      assertTrue(figures.size() >= 3, "figures: " + figures);
    }

    // The last line's bundle command runs as printed, and its bundle verifies.
    String printed = result.stdout.lines().filter(l -> l.contains("bin/ycsb bundle ")).reduce((a, b) -> b)
        .orElseThrow(() -> new AssertionError("no bundle command: " + result));
    List<String> args = List.of(printed.substring(printed.indexOf("bin/ycsb bundle ") + "bin/ycsb ".length())
        .split(" "));
    Distribution.Result bundled = Distribution.ycsb(work, Duration.ofMinutes(2), Map.of(), args.toArray(String[]::new));
    assertEquals(0, bundled.exitCode, bundled.toString());
    Distribution.Result verified = Distribution.ycsb(work, Duration.ofMinutes(2), Map.of(), "verify",
        results.toAbsolutePath().resolve("demo.tar.gz").toString());
    assertEquals(0, verified.exitCode, verified.toString());
    assertTrue(verified.stdout.startsWith("verified: "), verified.toString());
  }

  @Test
  void containersWithoutDockerSayWhyAndExitNonZero() {
    Distribution.Result result = Distribution.ycsb(work, Duration.ofMinutes(2), Map.of("DOCKER_HOST", "tcp://127.0.0.1:1"),
        "demo", "--containers");
    assertEquals(2, result.exitCode, result.toString());
    assertTrue(result.errorLines().stream().anyMatch(l -> l.contains("needs a Docker engine")), result.toString());
    assertEquals(1, result.stderr.lines().count(), "only the refusal, no Testcontainers [ERROR] block: " + result);
  }
}
