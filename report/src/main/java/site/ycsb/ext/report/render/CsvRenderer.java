/*
 * Copyright (c) 2026 ycsb-ext contributors.
 * Licensed under the Apache License, Version 2.0 (http://www.apache.org/licenses/LICENSE-2.0).
 */
package site.ycsb.ext.report.render;

import java.io.IOException;
import java.io.Writer;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import site.ycsb.ext.contract.Json;
import site.ycsb.ext.report.model.Caveats;
import site.ycsb.ext.report.model.OpSummary;
import site.ycsb.ext.report.model.ReportSummary;
import site.ycsb.ext.report.model.RunSummary;
import site.ycsb.ext.report.model.WindowSeries;

/**
 * Renders a {@link ReportSummary} as CSV: {@code summary.csv} (one line per run and operation) and
 * {@code timeseries.csv} (one line per window). Raw numbers: epoch ms, ops/s, microseconds; empty when undefined.
 * The last column, {@code input}, says {@code PARTIAL} on every line of a run read from incomplete input. A report
 * with caveats (partial input, stand-in servers, not like for like: {@link Caveats}) starts each file with one
 * comment line, {@code # } then the caveats' sentences, before the header.
 * Stateless.
 */
public final class CsvRenderer {

  /** The mark of lines from incomplete input ({@code --allow-partial}), in the last column {@code input}. */
  public static final String PARTIAL = "PARTIAL";

  private CsvRenderer() {
  }

  /** The last column of every line: {@value #PARTIAL} for a run read from incomplete input, else {@code complete}. */
  private static String input(RunSummary r) {
    return r.partial() ? PARTIAL : "complete";
  }

  /** Summary CSV: one line per run and operation, raw numbers (latency in microseconds; empty when undefined). */
  public static String summary(ReportSummary summary) {
    StringBuilder out = new StringBuilder(Caveats.of(summary).csvComment()).append(Table.csvLine(List.of("run", "operation", "count", "throughput_ops_s",
        "windows", "window_mean_ops_s", "window_variance", "window_stddev_ops_s", "min_us", "mean_us", "p50_us",
        "p95_us", "p99_us", "p99_9_us", "max_us", "overflow", "input")));
    for (RunSummary r : summary.runs()) {
      List<OpSummary> ops = new ArrayList<>(r.operations());
      ops.add(r.overall());
      for (OpSummary o : ops) {
        out.append(Table.csvLine(List.of(r.label(), o.operation(), Long.toString(o.count()), csv(o.throughput()),
            Long.toString(o.windows()), csv(o.windowMean()), csv(o.variance()), csv(o.stddev()), csv(o.minUs()),
            csv(o.meanUs()), csv(o.p50Us()), csv(o.p95Us()), csv(o.p99Us()), csv(o.p999Us()), csv(o.maxUs()),
            Long.toString(o.overflow()), input(r))));
      }
    }
    return out.toString();
  }

  /** Writes the per-window series of every run as CSV (epoch ms, ops/s, microseconds); streams, one line a window. */
  public static void timeSeries(ReportSummary summary, Writer out) throws IOException {
    out.write(Caveats.of(summary).csvComment());
    out.write(Table.csvLine(List.of("run", "operation", "window_start_ms", "window_length_ms", "count", "ops_per_s",
        "p95_us", "p99_us", "hosts", "input")));
    for (RunSummary r : summary.runs()) {
      for (Map.Entry<String, WindowSeries> e : r.series().entrySet()) {
        WindowSeries s = e.getValue();
        String prefix = Table.csvLine(List.of(r.label(), e.getKey())).stripTrailing();
        for (int i = 0; i < s.size(); i++) {
          out.write(prefix + "," + s.startMs(i) + "," + s.lengthMs(i) + "," + s.count(i) + ","
              + csv(s.opsPerSec(i)) + "," + csv(s.p95Us(i)) + "," + csv(s.p99Us(i)) + "," + s.hosts(i) + ","
              + input(r) + "\n");
        }
      }
    }
  }

  /** A CSV number: empty for NaN (an empty window has no percentile). */
  private static String csv(double v) {
    return Double.isNaN(v) || Double.isInfinite(v) ? "" : Json.number(v);
  }
}
