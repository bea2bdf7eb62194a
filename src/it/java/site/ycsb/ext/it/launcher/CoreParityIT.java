/*
 * Copyright (c) 2026 ycsb-ext contributors.
 * Licensed under the Apache License, Version 2.0 (http://www.apache.org/licenses/LICENSE-2.0).
 */
package site.ycsb.ext.it.launcher;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Set;
import java.util.TreeMap;
import java.util.TreeSet;
import java.util.concurrent.TimeUnit;
import java.util.regex.Matcher;
import java.util.regex.Pattern;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import site.ycsb.ext.it.Distribution;

/**
 * The same small workload through core's own {@code site.ycsb.Client} (from the distribution's {@code lib/}) and
 * through {@code bin/ycsb}: the summaries have the same line names and the same operation counts, except for the
 * intended differences the README's "Differences from core's Client" table lists (here: the added
 * {@code [OVERALL], Successful Throughput(ops/sec)} line).
 */
class CoreParityIT {

  private static final Pattern LINE = Pattern.compile("^\\[([^\\]]+)], ([^,]+), (.+)$", Pattern.MULTILINE);
  /** Lines bin/ycsb adds on purpose (README: Differences from core's Client). */
  private static final Set<String> ADDED = Set.of("OVERALL / Successful Throughput(ops/sec)");

  @TempDir
  Path work;

  private static List<String> args() {
    return List.of("-P", Distribution.home().resolve("workloads/workloada").toString(), "-p", "recordcount=1000",
        "-p", "operationcount=2000", "-p", "basicdb.verbose=false", "-p", "measurement.trackjvm=true",
        "-p", "status.interval=1", "-s", "-threads", "2");
  }

  private String core() throws IOException, InterruptedException {
    List<String> cmd = new ArrayList<>(List.of(Path.of(System.getProperty("java.home"), "bin", "java").toString(),
        "-cp", Distribution.home().resolve("lib").toString() + "/*", "site.ycsb.Client", "-t", "-db",
        "site.ycsb.BasicDB"));
    cmd.addAll(args());
    Path out = work.resolve("core.out");
    Process p = new ProcessBuilder(cmd).directory(work.toFile()).redirectOutput(out.toFile())
        .redirectError(work.resolve("core.err").toFile()).start();
    assertTrue(p.waitFor(120, TimeUnit.SECONDS), "core's Client finished");
    return Files.readString(out, StandardCharsets.UTF_8);
  }

  /** Line names ({@code [READ] / Operations}) to values, without core's per-run noise (GC names, JVM numbers). */
  private static TreeMap<String, String> summary(String stdout) {
    TreeMap<String, String> lines = new TreeMap<>();
    Matcher m = LINE.matcher(stdout);
    while (m.find()) {
      lines.put(m.group(1) + " / " + m.group(2), m.group(3).trim());
    }
    return lines;
  }

  @Test
  void sameWorkloadGivesTheSameSummaryLinesAndCountsAsCoresClient() throws Exception {
    TreeMap<String, String> core = summary(core());
    List<String> ours = new ArrayList<>(List.of("run", "basic"));
    ours.addAll(args());
    Distribution.Result result = Distribution.ycsb(work, ours.toArray(new String[0]));
    assertEquals(0, result.exitCode, result.toString());
    TreeMap<String, String> ext = summary(result.stdout);

    Set<String> missing = new TreeSet<>(core.keySet());
    missing.removeAll(ext.keySet());
    assertEquals(Set.of(), missing, "every summary line of core's Client is in bin/ycsb's\ncore: " + core.keySet()
        + "\nours: " + ext.keySet());
    Set<String> added = new TreeSet<>(ext.keySet());
    added.removeAll(core.keySet());
    assertEquals(ADDED, added, "bin/ycsb adds only the documented lines");
    for (String jvm : List.of("MAX_MEM_USED / MBs", "MIN_THREADS / Count", "MAX_SYS_LOAD_AVG / Load")) {
      assertTrue(ext.containsKey(jvm), "measurement.trackjvm=true gives core's JVM line " + jvm);
    }
    long coreOps = Long.parseLong(core.get("READ / Operations")) + Long.parseLong(core.get("UPDATE / Operations"));
    long extOps = Long.parseLong(ext.get("READ / Operations")) + Long.parseLong(ext.get("UPDATE / Operations"));
    assertEquals(2000, coreOps, "core ran the operation count");
    assertEquals(coreOps, extOps, "and so did bin/ycsb");
    assertEquals(core.get("READ / Return=OK") == null, ext.get("READ / Return=OK") == null);
  }
}
