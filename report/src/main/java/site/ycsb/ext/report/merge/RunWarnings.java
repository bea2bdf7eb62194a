/*
 * Copyright (c) 2026 ycsb-ext contributors.
 * Licensed under the Apache License, Version 2.0 (http://www.apache.org/licenses/LICENSE-2.0).
 */
package site.ycsb.ext.report.merge;

import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.TreeMap;
import site.ycsb.ext.contract.Manifest;
import site.ycsb.ext.report.input.HostSource;
import site.ycsb.ext.report.input.RunSource;
import site.ycsb.ext.report.model.OpSummary;
import site.ycsb.ext.report.model.RunSummary;

/**
 * What a run's manifests and failure logs say that a reader must see: the manifests' warnings (each once, with its
 * hosts), failed operations, and the {@code Return=} counts per operation. Stateless.
 */
final class RunWarnings {

  private RunWarnings() {
  }

  /**
   * Failed operations: the {@code *-FAILED} logs of the measured period, and the manifests' {@code Return=} counts
   * other than {@code OK} (whole run).
   */
  static List<String> failures(List<OpSummary> operations, Map<String, Map<String, Long>> statuses) {
    List<String> lines = new ArrayList<>();
    for (OpSummary o : operations) {
      if (o.operation().endsWith("-FAILED") && !OpSummary.isIntended(o.operation()) && o.count() > 0) {
        lines.add(String.format(Locale.US, "%,d %s operations failed in the measured period",
            o.count(), o.operation().substring(0, o.operation().length() - "-FAILED".length())));
      }
    }
    for (Map.Entry<String, Map<String, Long>> e : statuses.entrySet()) {
      List<String> failed = new ArrayList<>();
      e.getValue().forEach((status, n) -> {
        if (!status.equals("OK") && n > 0) {
          failed.add(String.format(Locale.US, "%,d %s", n, status));
        }
      });
      if (!failed.isEmpty()) {
        lines.add(e.getKey() + " returned " + String.join(", ", failed) + " (manifests, whole run)");
      }
    }
    return lines;
  }

  /**
   * The first warning of a run whose planned hosts ({@code fanout.json}) did not all leave output, naming them and
   * how many of the planned hosts the report merges; none when every planned host is there.
   */
  static List<String> missingHosts(RunSource run) {
    if (run.missingHosts().isEmpty()) {
      return List.of();
    }
    return List.of(RunSummary.MISSING_HOSTS + String.join("; ", run.missingHosts()) + " (planned in fanout.json; "
        + "this report merges " + run.hosts().size() + " of " + (run.hosts().size() + run.missingHosts().size())
        + " hosts)");
  }

  /** The manifests' warnings, each once, with the hosts that recorded it. */
  static List<String> fromManifests(RunSource run) {
    Map<String, List<String>> byText = new LinkedHashMap<>();
    for (HostSource h : run.hosts()) {
      if (h.manifest() != null) {
        for (String w : h.manifest().warnings()) {
          byText.computeIfAbsent(w, k -> new ArrayList<>()).add(h.name());
        }
      }
    }
    List<String> lines = new ArrayList<>();
    byText.forEach((text, names) -> lines.add(text + " [" + String.join(", ", names) + "]"));
    return lines;
  }

  /** Per operation, the {@code Return=} counts summed over the hosts' manifests (whole run). */
  static Map<String, Map<String, Long>> statusCounts(RunSource run) {
    Map<String, Map<String, Long>> counts = new TreeMap<>(OpSummary.order());
    for (HostSource h : run.hosts()) {
      if (h.manifest() == null) {
        continue;
      }
      for (Manifest.Metric metric : h.manifest().summary()) {
        if (metric.measurement().startsWith("Return=")) {
          counts.computeIfAbsent(metric.metric(), k -> new TreeMap<>())
              .merge(metric.measurement().substring("Return=".length()), Math.round(metric.value()), Long::sum);
        }
      }
    }
    return counts;
  }
}
