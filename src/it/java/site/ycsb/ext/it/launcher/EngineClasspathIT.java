/*
 * Copyright (c) 2026 ycsb-ext contributors.
 * Licensed under the Apache License, Version 2.0 (http://www.apache.org/licenses/LICENSE-2.0).
 */
package site.ycsb.ext.it.launcher;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.File;
import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.stream.Stream;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import site.ycsb.ext.it.Distribution;

/**
 * The benchmark JVM, whose numbers get published, runs on the engine's own lib plus the binding's jars and
 * {@code -cp}: none of the launcher's command-line, report, fan-out, stand-in or container jars.
 */
class EngineClasspathIT {
  private static final List<String> NEVER_IN_THE_BENCHMARK_JVM = List.of("testcontainers", "docker-java",
      "CouchbaseMock", "xchart", "VectorGraphics2D", "aerospike-standin", "couchbase-standin", "report-", "fanout-",
      "launcher-", "picocli", "jna-");

  @TempDir
  Path work;

  @Test
  void benchmarkJvmRunsOnTheEngineLibAndTheGivenClassPathOnly() throws IOException {
    Path probe = work.resolve("classpath.txt");
    Distribution.Result result = Distribution.ycsb(work, "run", "basic", "-P",
        Distribution.home().resolve("workloads/workloada").toString(), "-cp", Distribution.testClasses(),
        "-p", "db=" + ClasspathProbeDB.class.getName(), "-p", ClasspathProbeDB.FILE_PROPERTY + "=" + probe,
        "-p", "basicdb.verbose=false", "-p", "operationcount=10");
    assertEquals(0, result.exitCode, result.toString());

    List<String> jars = new ArrayList<>();
    for (String entry : Files.readString(probe).split(File.pathSeparator)) {
      Path path = Path.of(entry);
      if (entry.endsWith(".jar")) {
        jars.add(path.getFileName().toString());
        assertTrue(path.toAbsolutePath().normalize().startsWith(Distribution.home().resolve("lib/engine")),
            "a jar outside lib/engine on the benchmark JVM's class path: " + entry);
      } else {
        assertEquals(Path.of(Distribution.testClasses()).toAbsolutePath().normalize(),
            path.toAbsolutePath().normalize(), "only -cp's directory besides the engine's jars");
      }
    }
    assertTrue(jars.stream().anyMatch(j -> j.startsWith("engine-")), "the engine's jar: " + jars);
    assertTrue(jars.stream().anyMatch(j -> j.startsWith("core-")), "YCSB core: " + jars);
    for (String jar : jars) {
      for (String never : NEVER_IN_THE_BENCHMARK_JVM) {
        assertFalse(jar.startsWith(never) || jar.contains("-" + never), jar + " in the benchmark JVM: " + jars);
      }
    }
    try (Stream<Path> files = Files.list(Distribution.home().resolve("lib/engine"))) {
      assertEquals(jars.size(), files.filter(f -> f.toString().endsWith(".jar")).count(),
          "every jar of lib/engine, each once: " + jars);
    }
  }
}
