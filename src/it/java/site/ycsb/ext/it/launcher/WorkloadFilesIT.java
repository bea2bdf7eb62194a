/*
 * Copyright (c) 2026 ycsb-ext contributors.
 * Licensed under the Apache License, Version 2.0 (http://www.apache.org/licenses/LICENSE-2.0).
 */
package site.ycsb.ext.it.launcher;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.stream.Collectors;
import java.util.stream.Stream;
import org.junit.jupiter.api.io.TempDir;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.MethodSource;
import site.ycsb.ext.it.Distribution;

/**
 * Every workload file shipped in the distribution loads and runs against {@code basic}, scaled down with {@code -p}
 * (which always wins over the file), and starts with a comment that says what it is.
 */
class WorkloadFilesIT {
  @TempDir
  Path work;

  static Stream<String> workloadFiles() throws IOException {
    Path dir = Distribution.home().resolve("workloads");
    try (Stream<Path> files = Files.walk(dir)) {
      return files.filter(Files::isRegularFile).map(f -> dir.relativize(f).toString()).sorted()
          .collect(Collectors.toList()).stream();
    }
  }

  @ParameterizedTest(name = "{0}")
  @MethodSource("workloadFiles")
  void workloadFileRunsScaledDown(String file) throws IOException {
    Path path = Distribution.home().resolve("workloads").resolve(file);
    assertTrue(Files.readAllLines(path).get(0).startsWith("#"), file + " has no header comment");
    List<String> args = new ArrayList<>(List.of("-P", path.toString(), "-p", "basicdb.verbose=false",
        "-p", "recordcount=200", "-p", "insertstart=0"));
    List<String> load = new ArrayList<>(List.of("load", "basic"));
    load.addAll(args);
    load.addAll(List.of("-p", "insertcount=200", "-p", "periodichistogram.output.path=" + work + "/load/"));
    Distribution.Result loaded = Distribution.ycsb(work, load.toArray(new String[0]));
    assertEquals(0, loaded.exitCode, loaded.toString());
    List<String> run = new ArrayList<>(List.of("run", "basic"));
    run.addAll(args);
    run.addAll(List.of("-p", "operationcount=300", "-p", "maxexecutiontime=10",
        "-p", "periodichistogram.output.path=" + work + "/run/"));
    Distribution.Result ran = Distribution.ycsb(work, run.toArray(new String[0]));
    assertEquals(0, ran.exitCode, ran.toString());
    assertTrue(ran.stdout.contains("[OVERALL], Throughput(ops/sec)"), ran.toString());
  }
}
