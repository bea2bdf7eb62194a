/*
 * Copyright (c) 2026 ycsb-ext contributors.
 * Licensed under the Apache License, Version 2.0 (http://www.apache.org/licenses/LICENSE-2.0).
 */
package site.ycsb.ext.launcher;

import java.io.IOException;
import java.io.InputStream;
import java.io.Writer;
import java.nio.charset.StandardCharsets;
import java.nio.file.DirectoryStream;
import java.nio.file.Files;
import java.nio.file.Path;
import java.nio.file.Paths;
import java.security.MessageDigest;
import java.security.NoSuchAlgorithmException;
import java.util.ArrayList;
import java.util.List;
import java.util.Locale;
import java.util.Properties;
import java.util.TreeSet;

/**
 * The machine-readable record of one run, {@code <periodichistogram.output.path>manifest.json}, format
 * {@code ycsb-ext-manifest/1} (documented in CONTRIBUTING.md). Passwords are masked. Filled by the benchmark JVM's
 * main thread, then written once; not thread-safe.
 */
final class RunManifest {
  static final String FORMAT = "ycsb-ext-manifest/1";
  static final String FILE_NAME = "manifest.json";
  static final String MASK = "*****";

  String phase = "";
  String binding = "";
  String dbClass = "";
  String host = "";
  String label = "";
  long startEpochMs;
  long endEpochMs;
  int exitCode;
  RunOutcome outcome;
  long operations;
  double throughputOpsPerSec;
  final List<String> warnings = new ArrayList<>();
  Properties properties = new Properties();
  List<RecordingExporter.Line> summary = new ArrayList<>();

  /** True for property names whose values must never be written or printed. */
  static boolean isSecret(String key) {
    return key.toLowerCase(Locale.ROOT).contains("password");
  }

  /**
   * Writes the manifest next to the run's periodic files.
   *
   * @param outputPrefix the value of {@code periodichistogram.output.path} ({@code dir/} or {@code dir/prefix-})
   * @return the manifest's path
   */
  Path write(String outputPrefix) throws IOException {
    Path manifest = Paths.get(outputPrefix + FILE_NAME).toAbsolutePath();
    Path dir = manifest.getParent();
    Files.createDirectories(dir);
    String namePrefix = outputPrefix.endsWith("/") ? "" : Paths.get(outputPrefix).getFileName().toString();
    StringBuilder json = new StringBuilder(4096);
    json.append("{\n");
    field(json, "format", FORMAT);
    field(json, "phase", phase);
    field(json, "binding", binding);
    field(json, "dbClass", dbClass);
    field(json, "host", host);
    field(json, "label", label);
    json.append("  \"startEpochMs\": ").append(startEpochMs).append(",\n");
    json.append("  \"endEpochMs\": ").append(endEpochMs).append(",\n");
    json.append("  \"exitCode\": ").append(exitCode).append(",\n");
    field(json, "outcome", outcome.kind().label());
    field(json, "reason", outcome.reason());
    json.append("  \"successfulOperations\": ").append(outcome.successfulOperations()).append(",\n");
    json.append("  \"failedOperations\": ").append(outcome.failedOperations()).append(",\n");
    json.append("  \"failures\": {");
    String opSeparator = "";
    for (java.util.Map.Entry<String, java.util.Map<String, Long>> op : outcome.failuresByStatus().entrySet()) {
      json.append(opSeparator).append(quote(op.getKey())).append(": {");
      String statusSeparator = "";
      for (java.util.Map.Entry<String, Long> status : op.getValue().entrySet()) {
        json.append(statusSeparator).append(quote(status.getKey())).append(": ").append(status.getValue());
        statusSeparator = ", ";
      }
      json.append('}');
      opSeparator = ", ";
    }
    json.append("},\n");
    json.append("  \"operations\": ").append(operations).append(",\n");
    json.append("  \"throughputOpsPerSec\": ").append(number(throughputOpsPerSec)).append(",\n");
    json.append("  \"warnings\": [");
    for (int i = 0; i < warnings.size(); i++) {
      json.append(i == 0 ? "" : ", ").append(quote(warnings.get(i)));
    }
    json.append("],\n  \"properties\": {");
    boolean first = true;
    for (String key : new TreeSet<>(properties.stringPropertyNames())) {
      String value = isSecret(key) ? MASK : properties.getProperty(key);
      json.append(first ? "\n    " : ",\n    ").append(quote(key)).append(": ").append(quote(value));
      first = false;
    }
    json.append("\n  },\n  \"summary\": [");
    first = true;
    for (RecordingExporter.Line line : summary) {
      json.append(first ? "\n    " : ",\n    ").append("{\"metric\": ").append(quote(line.metric))
          .append(", \"measurement\": ").append(quote(line.measurement))
          .append(", \"value\": ").append(number(line.value.doubleValue())).append('}');
      first = false;
    }
    json.append("\n  ],\n  \"files\": [");
    first = true;
    for (Path file : filesOfRun(dir, namePrefix, manifest)) {
      json.append(first ? "\n    " : ",\n    ").append("{\"name\": ").append(quote(file.getFileName().toString()))
          .append(", \"bytes\": ").append(Files.size(file))
          .append(", \"sha256\": ").append(quote(sha256(file))).append('}');
      first = false;
    }
    json.append("\n  ]\n}\n");
    Path partial = dir.resolve(manifest.getFileName() + ".partial");
    try (Writer out = Files.newBufferedWriter(partial, StandardCharsets.UTF_8)) {
      out.write(json.toString());
    }
    Files.move(partial, manifest, java.nio.file.StandardCopyOption.REPLACE_EXISTING,
        java.nio.file.StandardCopyOption.ATOMIC_MOVE);
    return manifest;
  }

  private static List<Path> filesOfRun(Path dir, String namePrefix, Path manifest) throws IOException {
    List<Path> files = new ArrayList<>();
    try (DirectoryStream<Path> entries = Files.newDirectoryStream(dir)) {
      for (Path entry : entries) {
        String name = entry.getFileName().toString();
        if (Files.isRegularFile(entry) && name.startsWith(namePrefix) && !entry.equals(manifest)
            && !name.endsWith(".partial")) {
          files.add(entry);
        }
      }
    }
    files.sort(null);
    return files;
  }

  private static String sha256(Path file) throws IOException {
    MessageDigest digest;
    try {
      digest = MessageDigest.getInstance("SHA-256");
    } catch (NoSuchAlgorithmException e) {
      throw new IllegalStateException(e);
    }
    byte[] buffer = new byte[64 * 1024];
    try (InputStream in = Files.newInputStream(file)) {
      int n;
      while ((n = in.read(buffer)) > 0) {
        digest.update(buffer, 0, n);
      }
    }
    StringBuilder hex = new StringBuilder();
    for (byte b : digest.digest()) {
      hex.append(String.format("%02x", b));
    }
    return hex.toString();
  }

  private static void field(StringBuilder json, String name, String value) {
    json.append("  ").append(quote(name)).append(": ").append(quote(value)).append(",\n");
  }

  private static String number(double value) {
    if (Double.isNaN(value) || Double.isInfinite(value)) {
      return "null";
    }
    if (value == Math.rint(value) && Math.abs(value) < 1e15) {
      return Long.toString((long) value);
    }
    return Double.toString(value);
  }

  static String quote(String s) {
    StringBuilder out = new StringBuilder(s.length() + 2).append('"');
    for (int i = 0; i < s.length(); i++) {
      char c = s.charAt(i);
      switch (c) {
        case '"':
          out.append("\\\"");
          break;
        case '\\':
          out.append("\\\\");
          break;
        case '\n':
          out.append("\\n");
          break;
        case '\r':
          out.append("\\r");
          break;
        case '\t':
          out.append("\\t");
          break;
        default:
          if (c < 0x20) {
            out.append(String.format("\\u%04x", (int) c));
          } else {
            out.append(c);
          }
      }
    }
    return out.append('"').toString();
  }
}
