/*
 * Copyright (c) 2026 ycsb-ext contributors.
 * Licensed under the Apache License, Version 2.0 (http://www.apache.org/licenses/LICENSE-2.0).
 */
package site.ycsb.ext.report.render;

import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import site.ycsb.ext.contract.Json;
import site.ycsb.ext.report.model.HostSummary;
import site.ycsb.ext.report.model.OpSummary;
import site.ycsb.ext.report.model.ReportSummary;
import site.ycsb.ext.report.model.RunSummary;

/**
 * Renders a {@link ReportSummary} as JSON ({@code report.json}, format {@value #FORMAT}, schema version
 * {@value #SCHEMA_VERSION}): every number of the summary, and every table the text formats show, cell for cell, in
 * {@code tables}. Stateless.
 */
public final class JsonRenderer {

  private JsonRenderer() {
  }

  /** Format identifier written into the JSON output. */
  public static final String FORMAT = "ycsb-ext-report/1";

  /**
   * The schema's version within {@link #FORMAT}: 2 added {@code schemaVersion}, {@code headlines}, {@code tables}
   * (every table of the text formats, formatted as there) and each run's {@code objectivesMet}; 3 added
   * {@code missingHosts} and a table's {@code notes}; every field of an earlier version is unchanged, so its reader
   * reads the later ones. Documented in {@code docs/report.md}.
   */
  public static final int SCHEMA_VERSION = 3;

  /**
   * The summary as JSON ({@value #FORMAT}): times in epoch ms, latencies in microseconds, throughput in ops/s,
   * variance in (ops/s)^2.
   */
  public static String render(ReportSummary summary) {
    ReportProse prose = new ReportProse(summary);
    StringBuilder out = new StringBuilder("{\n  \"format\": ").append(Json.quote(FORMAT))
        .append(",\n  \"schemaVersion\": ").append(SCHEMA_VERSION)
        .append(",\n  \"title\": ").append(Json.quote(prose.title()))
        .append(",\n  \"missingHosts\": ").append(strings(summary.missingHosts()))
        .append(",\n  \"headlines\": ").append(strings(prose.headlines()))
        .append(",\n  \"partial\": ").append(summary.partial())
        .append(",\n  \"warmupSeconds\": ").append(Json.number(summary.warmup().toMillis() / 1000.0))
        .append(",\n  \"warnings\": [").append(String.join(", ", summary.warnings().stream().map(Json::quote).toList()))
        .append("],\n  \"objectives\": ")
        .append(Json.quote(summary.objectives() == null ? "" : summary.objectives().toString()))
        .append(",\n  \"objectivesVerdict\": ").append(Json.quote(prose.objectivesVerdict()))
        .append(",\n  \"comparisons\": [")
        .append(String.join(", ", prose.ratioSentences().stream().map(Json::quote).toList())).append(']')
        .append(",\n  \"comparability\": {\"likeForLike\": ").append(summary.comparability().likeForLike())
        .append(", \"differences\": [").append(String.join(", ", summary.comparability().differences().stream()
            .map(d -> "{\"aspect\": " + Json.quote(d.aspect()) + ", \"guarantee\": " + d.guarantee()
                + ", \"nameOnly\": " + d.nameOnly() + ", \"line\": " + Json.quote(d.line()) + ", \"words\": "
                + Json.quote(d.words())
                + ", \"values\": [" + String.join(", ", d.values().stream().map(Json::quote).toList()) + "]}")
            .toList())).append("]}")
        .append(",\n  \"runs\": [");
    for (int i = 0; i < summary.runs().size(); i++) {
      out.append(i == 0 ? "\n" : ",\n");
      run(out, summary, summary.runs().get(i));
    }
    out.append("\n  ],\n  \"tables\": [");
    List<Table> tables = new ReportTables(summary).tables();
    for (int t = 0; t < tables.size(); t++) {
      out.append(t == 0 ? "\n" : ",\n").append(json(tables.get(t)));
    }
    return out.append("\n  ]\n}\n").toString();
  }

  /** One run's object in {@code runs}: its facts, warnings, operations, hosts and status counts. */
  private static void run(StringBuilder out, ReportSummary summary, RunSummary r) {
    out.append("    {\n      \"label\": ").append(Json.quote(r.label()))
        .append(",\n      \"servers\": ").append(Json.quote(r.provenance().servers()))
        .append(",\n      \"standIns\": ").append(r.provenance().standIns())
        .append(",\n      \"partial\": ").append(r.partial())
        .append(",\n      \"successfulThroughput\": ").append(Json.number(r.successfulThroughput()))
        .append(",\n      \"failedShare\": ").append(Json.number(r.failedShare()))
        .append(",\n      \"objectivesMet\": ").append(summary.objectives() == null ? "null"
            : String.valueOf(summary.objectives().metBy(r)))
        .append(",\n      \"measured\": {")
        .append(String.join(", ", r.provenance().lines().stream().map(l -> Json.quote(l[0]) + ": "
            + Json.quote(l[1])).toList())).append('}')
        .append(",\n      \"firstWindowMs\": ").append(r.firstWindowMs())
        .append(",\n      \"measuredStartMs\": ").append(r.measuredStartMs())
        .append(",\n      \"measuredEndMs\": ").append(r.measuredEndMs())
        .append(",\n      \"warnings\": [");
    for (int w = 0; w < r.warnings().size(); w++) {
      out.append(w == 0 ? "" : ", ").append(Json.quote(r.warnings().get(w)));
    }
    out.append("],\n      \"operations\": [");
    List<OpSummary> ops = new ArrayList<>(r.operations());
    ops.add(r.overall());
    for (int o = 0; o < ops.size(); o++) {
      out.append(o == 0 ? "\n" : ",\n").append("        ").append(json(ops.get(o)));
    }
    out.append("\n      ],\n      \"hosts\": [");
    for (int h = 0; h < r.hosts().size(); h++) {
      out.append(h == 0 ? "\n" : ",\n").append("        ").append(json(r.hosts().get(h)));
    }
    out.append("\n      ],\n      \"statusCounts\": ").append(statusCounts(r.statusCounts())).append("\n    }");
  }

  private static String json(HostSummary s) {
    return "{\"host\": " + Json.quote(s.host()) + ", \"outcome\": " + Json.quote(s.outcome())
        + ", \"firstWindowMs\": " + s.firstWindowMs() + ", \"lastWindowEndMs\": " + s.lastWindowEndMs()
        + ", \"windows\": " + s.windows() + ", \"missingWindows\": " + s.missingWindows()
        + ", \"count\": " + s.count() + ", \"throughput\": " + Json.number(s.throughput())
        + ", \"vsMedian\": " + Json.number(s.vsMedian()) + ", \"p95Us\": " + Json.number(s.p95Us())
        + ", \"p99Us\": " + Json.number(s.p99Us()) + ", \"maxUs\": " + Json.number(s.maxUs())
        + ", \"note\": " + Json.quote(s.note()) + "}";
  }

  /** Per operation, its count by status: {@code {"READ": {"OK": 10, ...}, ...}}. */
  private static String statusCounts(Map<String, Map<String, Long>> counts) {
    StringBuilder out = new StringBuilder("{");
    boolean first = true;
    for (Map.Entry<String, Map<String, Long>> e : counts.entrySet()) {
      out.append(first ? "" : ", ").append(Json.quote(e.getKey())).append(": {");
      boolean f2 = true;
      for (Map.Entry<String, Long> s : e.getValue().entrySet()) {
        out.append(f2 ? "" : ", ").append(Json.quote(s.getKey())).append(": ").append(s.getValue());
        f2 = false;
      }
      out.append('}');
      first = false;
    }
    return out.append('}').toString();
  }

  /** A table as the text formats show it: its kind, run, title, header and rows of formatted cells. */
  private static String json(Table t) {
    StringBuilder out = new StringBuilder("    {\"kind\": ").append(Json.quote(t.kind()))
        .append(", \"run\": ").append(Json.quote(t.run()))
        .append(", \"title\": ").append(Json.quote(t.title()))
        .append(",\n     \"header\": ").append(strings(t.header()))
        .append(",\n     \"rows\": [");
    for (int r = 0; r < t.rows().size(); r++) {
      out.append(r == 0 ? "\n      " : ",\n      ").append(strings(t.rows().get(r)));
    }
    return out.append("],\n     \"notes\": ").append(strings(t.notes())).append('}').toString();
  }

  private static String strings(List<String> values) {
    return "[" + String.join(", ", values.stream().map(Json::quote).toList()) + "]";
  }

  private static String json(OpSummary o) {
    return "{\"operation\": " + Json.quote(o.operation()) + ", \"count\": " + o.count()
        + ", \"throughput\": " + Json.number(o.throughput()) + ", \"windows\": " + o.windows()
        + ", \"windowMean\": " + Json.number(o.windowMean()) + ", \"variance\": " + Json.number(o.variance())
        + ", \"stddev\": " + Json.number(o.stddev()) + ", \"minUs\": " + Json.number(o.minUs())
        + ", \"meanUs\": " + Json.number(o.meanUs()) + ", \"p50Us\": " + Json.number(o.p50Us())
        + ", \"p95Us\": " + Json.number(o.p95Us()) + ", \"p99Us\": " + Json.number(o.p99Us())
        + ", \"p999Us\": " + Json.number(o.p999Us()) + ", \"maxUs\": " + Json.number(o.maxUs())
        + ", \"overflow\": " + o.overflow() + ", \"layout\": " + Json.quote(o.layout()) + "}";
  }
}
