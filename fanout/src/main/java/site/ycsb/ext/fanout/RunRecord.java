/*
 * Copyright (c) 2026 ycsb-ext contributors.
 * Licensed under the Apache License, Version 2.0 (http://www.apache.org/licenses/LICENSE-2.0).
 */
package site.ycsb.ext.fanout;

import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.nio.file.StandardCopyOption;
import java.util.ArrayList;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import site.ycsb.ext.contract.Json;

/**
 * {@code results/<run-id>/fanout.json}, format {@code ycsb-ext-fanout/1}: what the fan-out did on each host (share,
 * clock offset, how the run ended, how complete its collected results are) and the warnings of the whole run, for
 * the report and for people. Times are epoch milliseconds. Filled by the fan-out's main thread, then written once; not
 * thread-safe.
 */
final class RunRecord {
  static final String FORMAT = "ycsb-ext-fanout/1";
  static final String FILE_NAME = "fanout.json";

  /** One host's line. */
  static final class Host {
    String label = "";
    String destination = "";
    Map<String, String> share = Map.of();
    double clockOffsetMs = Double.NaN;
    String runEnd = "";
    Integer exitCode;
    long lateStartMs = -1;
    String results = "";
    int filesVerified;
    long operations = -1;
    long collectMillis = -1;
    List<String> problems = new ArrayList<>();
  }

  String runId = "";
  String phase = "";
  String binding = "";
  long startAtEpochMs;
  long endEpochMs;
  boolean stoppedByUser;
  int exitCode;
  final List<Host> hosts = new ArrayList<>();
  final List<String> warnings = new ArrayList<>();

  /** Writes the record into {@code runDir} (atomically replacing an earlier one). */
  Path write(Path runDir) throws IOException {
    StringBuilder json = new StringBuilder(2048);
    json.append("{\n");
    json.append("  \"format\": ").append(Json.quote(FORMAT)).append(",\n");
    json.append("  \"runId\": ").append(Json.quote(runId)).append(",\n");
    json.append("  \"phase\": ").append(Json.quote(phase)).append(",\n");
    json.append("  \"binding\": ").append(Json.quote(binding)).append(",\n");
    json.append("  \"startAtEpochMs\": ").append(startAtEpochMs).append(",\n");
    json.append("  \"endEpochMs\": ").append(endEpochMs).append(",\n");
    json.append("  \"stoppedByUser\": ").append(stoppedByUser).append(",\n");
    json.append("  \"exitCode\": ").append(exitCode).append(",\n");
    json.append("  \"warnings\": ").append(strings(warnings)).append(",\n");
    json.append("  \"hosts\": [");
    for (int i = 0; i < hosts.size(); i++) {
      Host h = hosts.get(i);
      json.append(i == 0 ? "\n" : ",\n").append("    {");
      json.append("\"label\": ").append(Json.quote(h.label));
      json.append(", \"destination\": ").append(Json.quote(h.destination));
      json.append(", \"share\": {");
      boolean first = true;
      for (Map.Entry<String, String> e : h.share.entrySet()) {
        json.append(first ? "" : ", ").append(Json.quote(e.getKey())).append(": ").append(e.getValue());
        first = false;
      }
      json.append("}");
      json.append(", \"clockOffsetMs\": ").append(Double.isNaN(h.clockOffsetMs) ? "null"
          : String.format(Locale.US, "%.3f", h.clockOffsetMs));
      json.append(", \"runEnd\": ").append(Json.quote(h.runEnd));
      json.append(", \"exitCode\": ").append(h.exitCode == null ? "null" : h.exitCode.toString());
      json.append(", \"lateStartMs\": ").append(h.lateStartMs);
      json.append(", \"results\": ").append(Json.quote(h.results));
      json.append(", \"filesVerified\": ").append(h.filesVerified);
      json.append(", \"operations\": ").append(h.operations);
      json.append(", \"collectMillis\": ").append(h.collectMillis);
      json.append(", \"problems\": ").append(strings(h.problems));
      json.append('}');
    }
    json.append("\n  ]\n}\n");
    Path target = runDir.resolve(FILE_NAME);
    Path partial = runDir.resolve(FILE_NAME + ".partial");
    Files.writeString(partial, json.toString(), StandardCharsets.UTF_8);
    Files.move(partial, target, StandardCopyOption.REPLACE_EXISTING, StandardCopyOption.ATOMIC_MOVE);
    return target;
  }

  private static String strings(List<String> values) {
    StringBuilder out = new StringBuilder("[");
    for (int i = 0; i < values.size(); i++) {
      out.append(i == 0 ? "" : ", ").append(Json.quote(values.get(i)));
    }
    return out.append(']').toString();
  }
}
