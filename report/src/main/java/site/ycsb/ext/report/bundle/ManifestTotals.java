/*
 * Copyright (c) 2026 ycsb-ext contributors.
 * Licensed under the Apache License, Version 2.0 (http://www.apache.org/licenses/LICENSE-2.0).
 */
package site.ycsb.ext.report.bundle;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Locale;
import java.util.stream.Stream;
import site.ycsb.ext.contract.Manifest;
import site.ycsb.ext.contract.RunFileException;
import site.ycsb.ext.report.model.OpSummary;

/**
 * Checks the totals of every run manifest in a bundle against the numbers they are made of, so that a total changed
 * in a manifest (and its hash rewritten) is named: the report already checks each operation's {@code Operations}
 * against the windows of its log; here the manifest's {@code operations} must be their sum over the operations and
 * their failure names (not checked with read-modify-write, whose calls are measured three times), its run time ({@code OVERALL RunTime(ms)}) its {@code endEpochMs - startEpochMs}, and its throughput
 * ({@code throughputOpsPerSec} and {@code OVERALL Throughput(ops/sec)}) {@code operations} per second of that run
 * time. Manifests of runs that did not run to their end are left out (their totals may stop short). Stateless.
 */
final class ManifestTotals {
  /** Relative difference below which two throughputs are the same number. */
  private static final double SAME = 1e-9;

  private ManifestTotals() {
  }

  /** What was checked: the manifests, and one line per total that does not add up. */
  record Result(int manifests, List<String> differences) {
  }

  static Result check(Path root) throws IOException {
    List<Path> manifests;
    try (Stream<Path> walk = Files.walk(root)) {
      manifests = walk.filter(f -> f.getFileName().toString().equals(Manifest.FILE_NAME) && Files.isRegularFile(f))
          .sorted().toList();
    }
    List<String> differences = new ArrayList<>();
    int checked = 0;
    for (Path file : manifests) {
      Manifest m;
      try {
        m = Manifest.read(file);
      } catch (RunFileException e) {
        continue;
      }
      if (!m.outcome().ranToEnd()) {
        continue;
      }
      checked++;
      String where = "manifest " + Bundler.slashes(root.relativize(file));
      long sum = 0;
      List<String> parts = new ArrayList<>();
      boolean nested = false;
      for (Manifest.Metric metric : m.summary()) {
        // every call is measured once, as its operation (success) or its failure name (READ-FAILED, READ-<status>)
        if (metric.measurement().equals("Operations") && OpSummary.countsInAll(metric.metric())) {
          sum += Math.round(metric.value());
          parts.add(metric.metric() + " " + Math.round(metric.value()));
          nested |= metric.metric().startsWith("READ-MODIFY-WRITE");
        }
      }
      // a read-modify-write call is measured as READ, UPDATE and READ-MODIFY-WRITE: no sum to check
      if (!parts.isEmpty() && !nested && sum != m.operations()) {
        differences.add(String.format(Locale.ROOT, "%s: operations %d is not the sum of its operations' counts (%s ="
            + " %d), which its logs hold", where, m.operations(), String.join(" + ", parts), sum));
      }
      double runtimeMs = m.summaryValue("OVERALL", "RunTime(ms)");
      long span = m.endEpochMs() - m.startEpochMs();
      if (!Double.isNaN(runtimeMs) && m.startEpochMs() > 0 && Math.round(runtimeMs) != span) {
        differences.add(String.format(Locale.ROOT, "%s: OVERALL RunTime(ms) %d is not endEpochMs - startEpochMs (%d)",
            where, Math.round(runtimeMs), span));
      }
      if (!Double.isNaN(runtimeMs) && runtimeMs > 0) {
        double expected = 1000.0 * m.operations() / runtimeMs;
        if (!same(m.throughputOpsPerSec(), expected)) {
          differences.add(String.format(Locale.ROOT, "%s: throughputOpsPerSec %s is not operations per second of its"
              + " run time (%s)", where, m.throughputOpsPerSec(), expected));
        }
        double overall = m.summaryValue("OVERALL", "Throughput(ops/sec)");
        if (!Double.isNaN(overall) && !same(overall, m.throughputOpsPerSec())) {
          differences.add(String.format(Locale.ROOT, "%s: OVERALL Throughput(ops/sec) %s is not its "
              + "throughputOpsPerSec (%s)", where, overall, m.throughputOpsPerSec()));
        }
      }
    }
    return new Result(checked, List.copyOf(differences));
  }

  private static boolean same(double a, double b) {
    return Math.abs(a - b) <= SAME * Math.max(Math.abs(a), Math.abs(b));
  }
}
