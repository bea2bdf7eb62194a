/*
 * Copyright (c) 2026 ycsb-ext contributors.
 * Licensed under the Apache License, Version 2.0 (http://www.apache.org/licenses/LICENSE-2.0).
 */
package site.ycsb.ext.report.study;

import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.nio.file.StandardCopyOption;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.stream.Collectors;
import site.ycsb.ext.contract.Json;

/**
 * {@code study.json}, the index of a study directory (format {@code ycsb-ext-study/1}): what the study is, its loads
 * and every cell run (one per cell and repetition) with its directory, status and place in the run order. The one
 * codec of the file: {@code bin/ycsb study run} writes it after every run (to a temporary file, then moved over the
 * old one, so an interrupted study keeps a whole index), {@code bin/ycsb report} reads it. Thread-safe (immutable).
 *
 * @param study the study's name
 * @param title one line
 * @param source the published study it reproduces, or empty
 * @param changes what the study file changes from the original
 * @param file the study file as run: the name of its copy in the study directory (secret values masked)
 * @param scale {@code full} or {@code demo}
 * @param durationMs each run's length
 * @param warmupMs the start of each run the report leaves out
 * @param repetitions runs per cell
 * @param systems the systems in the file's order: name to binding (or DB class)
 * @param compare the two systems of the ratio ({@code first ÷ second}), or empty
 * @param tables the study's own tables (e.g. {@code table1})
 * @param skipped one line per system left out (a system without a stand-in at demo scale)
 * @param loads one entry per system and data set
 * @param runs one entry per cell and repetition, in plan order
 * @param systemLabels each system's user labels ({@code servers}, {@code cost}, ...), by system name; a system
 *     without labels may be left out
 * @param until the stopping rule the study ran with ({@code study run --until}, {@link StoppingRule}), empty without
 * @param maxRepetitions {@code study run --max-repetitions} with {@code until}, else 0
 */
public record StudyIndex(String study, String title, String source, List<String> changes, String file, String scale,
    long durationMs, long warmupMs, int repetitions, Map<String, String> systems, List<String> compare,
    List<String> tables, List<String> skipped, List<Load> loads, List<CellRun> runs,
    Map<String, Map<String, String>> systemLabels, String until, int maxRepetitions) {

  /** An index of a study run without a stopping rule. */
  public StudyIndex(String study, String title, String source, List<String> changes, String file, String scale,
      long durationMs, long warmupMs, int repetitions, Map<String, String> systems, List<String> compare,
      List<String> tables, List<String> skipped, List<Load> loads, List<CellRun> runs,
      Map<String, Map<String, String>> systemLabels) {
    this(study, title, source, changes, file, scale, durationMs, warmupMs, repetitions, systems, compare, tables,
        skipped, loads, runs, systemLabels, "", 0);
  }

  /** The stopping rule the study ran with, if any. */
  public java.util.Optional<StoppingRule> stoppingRule() {
    return until.isEmpty() ? java.util.Optional.empty()
        : java.util.Optional.of(StoppingRule.parse(until, maxRepetitions));
  }

  /** An index without system labels (as written before they were recorded). */
  public StudyIndex(String study, String title, String source, List<String> changes, String file, String scale,
      long durationMs, long warmupMs, int repetitions, Map<String, String> systems, List<String> compare,
      List<String> tables, List<String> skipped, List<Load> loads, List<CellRun> runs) {
    this(study, title, source, changes, file, scale, durationMs, warmupMs, repetitions, systems, compare, tables,
        skipped, loads, runs, Map.of());
  }

  /** The file name in a study directory. */
  public static final String FILE_NAME = "study.json";
  /** The format written and read; another major version is refused. */
  public static final String FORMAT = "ycsb-ext-study/1";

  /** Status of a run or load not run yet. */
  public static final String PENDING = "pending";

  /**
   * One load: a system's data set.
   *
   * @param system the system's name
   * @param dataset the data set's name
   * @param dir its output directory, relative to the study directory
   * @param status {@code pending}, or its manifest's outcome ({@code completed}, {@code failed}, ...)
   */
  public record Load(String system, String dataset, String dir, String status) {
  }

  /**
   * One run of a cell.
   *
   * @param cell the cell's id (one directory under {@code cells/}): system, data set, workload and sweep values
   * @param system the system's name
   * @param workload the workload's name
   * @param threads client threads per host
   * @param target the total target in ops/s, 0 for none
   * @param labels the user sweep axes' values
   * @param repetition from 1
   * @param dir its output directory, relative to the study directory
   * @param status {@code pending}, or its manifest's outcome
   * @param exitCode the benchmark JVM's exit code, -1 when not run
   * @param order its place in the run order (1 = first run), 0 when not run
   */
  public record CellRun(String cell, String system, String workload, int threads, long target,
      Map<String, String> labels, int repetition, String dir, String status, int exitCode, int order) {

    /** The cell without its system: the cells that compare systems share it. */
    public String point() {
      return workload + " threads=" + threads + (target > 0 ? " target=" + target : "")
          + labels.entrySet().stream().map(e -> " " + e.getKey() + "=" + e.getValue()).collect(Collectors.joining());
    }
  }

  /** Whether {@code dir} holds a study index. */
  public static boolean isStudy(Path dir) {
    return Files.isRegularFile(dir.resolve(FILE_NAME));
  }

  /** Writes the index into {@code dir} atomically (a temporary file moved over the old one). */
  public void write(Path dir) throws IOException {
    Path tmp = dir.resolve(FILE_NAME + ".tmp");
    Files.writeString(tmp, toJson(), StandardCharsets.UTF_8);
    Files.move(tmp, dir.resolve(FILE_NAME), StandardCopyOption.REPLACE_EXISTING, StandardCopyOption.ATOMIC_MOVE);
  }

  /** The index as JSON text. */
  public String toJson() {
    StringBuilder out = new StringBuilder("{\n");
    field(out, "format", Json.quote(FORMAT));
    field(out, "study", Json.quote(study));
    field(out, "title", Json.quote(title));
    field(out, "source", Json.quote(source));
    field(out, "changes", strings(changes));
    field(out, "file", Json.quote(file));
    field(out, "scale", Json.quote(scale));
    field(out, "durationMs", Long.toString(durationMs));
    field(out, "warmupMs", Long.toString(warmupMs));
    field(out, "repetitions", Integer.toString(repetitions));
    field(out, "systems", map(systems));
    field(out, "compare", strings(compare));
    field(out, "tables", strings(tables));
    field(out, "skipped", strings(skipped));
    field(out, "systemLabels", systemLabels.entrySet().stream().map(e -> Json.quote(e.getKey()) + ": "
        + map(e.getValue())).collect(Collectors.joining(", ", "{", "}")));
    if (!until.isEmpty()) {
      field(out, "until", Json.quote(until));
      field(out, "maxRepetitions", Integer.toString(maxRepetitions));
    }
    out.append("  \"loads\": [");
    for (int i = 0; i < loads.size(); i++) {
      Load l = loads.get(i);
      out.append(i == 0 ? "\n" : ",\n").append("    {\"system\": ").append(Json.quote(l.system()))
          .append(", \"dataset\": ").append(Json.quote(l.dataset())).append(", \"dir\": ").append(Json.quote(l.dir()))
          .append(", \"status\": ").append(Json.quote(l.status())).append('}');
    }
    out.append(loads.isEmpty() ? "],\n" : "\n  ],\n");
    out.append("  \"runs\": [");
    for (int i = 0; i < runs.size(); i++) {
      CellRun r = runs.get(i);
      out.append(i == 0 ? "\n" : ",\n").append("    {\"cell\": ").append(Json.quote(r.cell()))
          .append(", \"system\": ").append(Json.quote(r.system())).append(", \"workload\": ")
          .append(Json.quote(r.workload())).append(", \"threads\": ").append(r.threads())
          .append(", \"target\": ").append(r.target()).append(", \"labels\": ").append(map(r.labels()))
          .append(", \"repetition\": ").append(r.repetition()).append(", \"dir\": ").append(Json.quote(r.dir()))
          .append(", \"status\": ").append(Json.quote(r.status())).append(", \"exitCode\": ").append(r.exitCode())
          .append(", \"order\": ").append(r.order()).append('}');
    }
    out.append(runs.isEmpty() ? "]\n" : "\n  ]\n");
    return out.append("}\n").toString();
  }

  /**
   * Reads {@code dir/study.json}.
   *
   * @throws IOException when it cannot be read
   * @throws IllegalArgumentException one line, when it is not a study index of this format
   */
  public static StudyIndex read(Path dir) throws IOException {
    Path file = dir.resolve(FILE_NAME);
    Map<String, Object> m;
    try {
      m = Json.parseObject(Files.readString(file, StandardCharsets.UTF_8));
    } catch (IllegalArgumentException e) {
      throw new IllegalArgumentException("Study index '" + file + "' is not valid JSON: " + e.getMessage());
    }
    if (!FORMAT.equals(m.get("format"))) {
      throw new IllegalArgumentException("Study index '" + file + "' has format '" + m.get("format") + "': expected "
          + FORMAT);
    }
    List<Load> loads = new ArrayList<>();
    for (Object o : list(m, "loads")) {
      Map<?, ?> l = (Map<?, ?>) o;
      loads.add(new Load(str(l, "system"), str(l, "dataset"), str(l, "dir"), str(l, "status")));
    }
    List<CellRun> runs = new ArrayList<>();
    for (Object o : list(m, "runs")) {
      Map<?, ?> r = (Map<?, ?>) o;
      runs.add(new CellRun(str(r, "cell"), str(r, "system"), str(r, "workload"), (int) num(r, "threads"),
          num(r, "target"), strMap(r.get("labels")), (int) num(r, "repetition"), str(r, "dir"), str(r, "status"),
          (int) num(r, "exitCode"), (int) num(r, "order")));
    }
    return new StudyIndex(str(m, "study"), str(m, "title"), str(m, "source"), strList(m.get("changes")),
        str(m, "file"), str(m, "scale"), num(m, "durationMs"), num(m, "warmupMs"), (int) num(m, "repetitions"),
        strMap(m.get("systems")), strList(m.get("compare")), strList(m.get("tables")), strList(m.get("skipped")),
        loads, runs, labelsOf(m.get("systemLabels")), str(m, "until"), (int) num(m, "maxRepetitions"));
  }

  private static void field(StringBuilder out, String name, String json) {
    out.append("  ").append(Json.quote(name)).append(": ").append(json).append(",\n");
  }

  private static String strings(List<String> values) {
    return values.stream().map(Json::quote).collect(Collectors.joining(", ", "[", "]"));
  }

  private static String map(Map<String, String> values) {
    return values.entrySet().stream().map(e -> Json.quote(e.getKey()) + ": " + Json.quote(e.getValue()))
        .collect(Collectors.joining(", ", "{", "}"));
  }

  private static List<?> list(Map<?, ?> m, String key) {
    return m.get(key) instanceof List<?> l ? l : List.of();
  }

  private static String str(Map<?, ?> m, String key) {
    Object v = m.get(key);
    return v == null ? "" : v.toString();
  }

  private static long num(Map<?, ?> m, String key) {
    return m.get(key) instanceof Number n ? n.longValue() : 0;
  }

  private static List<String> strList(Object v) {
    return v instanceof List<?> l ? l.stream().map(String::valueOf).toList() : List.of();
  }

  private static Map<String, Map<String, String>> labelsOf(Object v) {
    Map<String, Map<String, String>> out = new LinkedHashMap<>();
    if (v instanceof Map<?, ?> m) {
      m.forEach((k, val) -> out.put(String.valueOf(k), strMap(val)));
    }
    return out;
  }

  private static Map<String, String> strMap(Object v) {
    Map<String, String> out = new LinkedHashMap<>();
    if (v instanceof Map<?, ?> m) {
      m.forEach((k, val) -> out.put(String.valueOf(k), String.valueOf(val)));
    }
    return out;
  }
}
