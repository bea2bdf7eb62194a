/*
 * Copyright (c) 2026 ycsb-ext contributors.
 * Licensed under the Apache License, Version 2.0 (http://www.apache.org/licenses/LICENSE-2.0).
 */
package site.ycsb.ext.report;

import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;

/**
 * The fields of a run's {@code manifest.json} ({@code ycsb-ext-manifest/1}, see CONTRIBUTING.md) that the report
 * uses. Times are epoch milliseconds. Immutable.
 *
 * @param phase {@code load} or {@code run}
 * @param binding the binding name, e.g. {@code aerospike}
 * @param host the client host that wrote it
 * @param label the user's label for the run, may be empty
 * @param startEpochMs run start
 * @param endEpochMs run end
 * @param exitCode the benchmark's exit code
 * @param outcome e.g. {@code completed}
 * @param operations operations the client counted
 * @param warnings warnings recorded by the run
 * @param summary the run's exported metrics
 */
public record Manifest(String phase, String binding, String host, String label, long startEpochMs, long endEpochMs,
    int exitCode, String outcome, long operations, List<String> warnings, List<Metric> summary) {

  /** The file name a run writes after its output prefix. */
  public static final String FILE_NAME = "manifest.json";

  /**
   * One exported metric line, e.g. {@code READ / Return=OK / 61234}.
   *
   * @param metric the operation or {@code OVERALL}
   * @param measurement e.g. {@code Return=OK} or {@code Operations}
   * @param value the number
   */
  public record Metric(String metric, String measurement, double value) {
  }

  /** Reads a manifest file; a file that is not a manifest is a {@link ReportInputException} naming it. */
  public static Manifest read(Path file) {
    Map<String, Object> json;
    try {
      json = Json.parseObject(Files.readString(file, StandardCharsets.UTF_8));
    } catch (IOException e) {
      throw new ReportInputException("Cannot read manifest '" + file + "': " + e.getMessage(), e);
    } catch (IllegalArgumentException e) {
      throw new ReportInputException("Corrupt manifest '" + file + "': " + e.getMessage(), e);
    }
    List<String> warnings = new ArrayList<>();
    if (json.get("warnings") instanceof List<?> list) {
      for (Object w : list) {
        warnings.add(String.valueOf(w));
      }
    }
    List<Metric> summary = new ArrayList<>();
    if (json.get("summary") instanceof List<?> list) {
      for (Object entry : list) {
        if (entry instanceof Map<?, ?> m && m.get("value") instanceof Double value) {
          summary.add(new Metric(String.valueOf(m.get("metric")), String.valueOf(m.get("measurement")), value));
        }
      }
    }
    return new Manifest(text(json, "phase"), text(json, "binding"), text(json, "host"), text(json, "label"),
        (long) num(json, "startEpochMs"), (long) num(json, "endEpochMs"), (int) num(json, "exitCode"),
        text(json, "outcome"), (long) num(json, "operations"), List.copyOf(warnings), List.copyOf(summary));
  }

  private static String text(Map<String, Object> json, String key) {
    Object v = json.get(key);
    return v == null ? "" : String.valueOf(v);
  }

  private static double num(Map<String, Object> json, String key) {
    return json.get(key) instanceof Double d ? d : 0;
  }
}
