/*
 * Copyright (c) 2026 ycsb-ext contributors.
 * Licensed under the Apache License, Version 2.0 (http://www.apache.org/licenses/LICENSE-2.0).
 */
package site.ycsb.ext.report.bundle;

import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import site.ycsb.ext.contract.BadInputException;
import site.ycsb.ext.contract.Json;

/**
 * {@code BUNDLE.json}, format {@value #FORMAT}: the one codec of a bundle's record. What made the bundle (tool version
 * and source commit, the command as given), how to re-run its report ({@code reportArgs}: the report's options with
 * run directories relative to the bundle's root, which {@code verify} replays), when it was made (the report's files
 * carry no wall-clock time: it is here), which files secrets were masked in, and every other file with its size and
 * SHA-256. Immutable; thread-safe.
 *
 * @param toolVersion ycsb-ext's version that made the bundle and computed its report
 * @param toolCommit that build's source commit
 * @param createdEpochMs when the bundle was made, epoch milliseconds
 * @param command the command as given ({@code bundle ...}), secrets masked
 * @param reportArgs the report's arguments to replay, run directories relative to the bundle's root, without
 *     {@code --out} (verify adds its own)
 * @param reportDir the directory, relative to the root, holding the report's outputs
 * @param masked the files in which a secret was masked
 * @param files every file of the bundle but this one, in archive order
 */
record BundleRecord(String toolVersion, String toolCommit, long createdEpochMs, List<String> command,
    List<String> reportArgs, String reportDir, List<String> masked, List<TarGzWriter.Entry> files) {

  static final String FORMAT = "ycsb-ext-bundle/1";
  static final String FILE_NAME = "BUNDLE.json";

  BundleRecord {
    command = List.copyOf(command);
    reportArgs = List.copyOf(reportArgs);
    masked = List.copyOf(masked);
    files = List.copyOf(files);
  }

  String toJson() {
    StringBuilder s = new StringBuilder("{\n");
    s.append("  \"format\": ").append(Json.quote(FORMAT)).append(",\n");
    s.append("  \"toolVersion\": ").append(Json.quote(toolVersion)).append(",\n");
    s.append("  \"toolCommit\": ").append(Json.quote(toolCommit)).append(",\n");
    s.append("  \"createdEpochMs\": ").append(createdEpochMs).append(",\n");
    s.append("  \"command\": ").append(strings(command)).append(",\n");
    s.append("  \"reportArgs\": ").append(strings(reportArgs)).append(",\n");
    s.append("  \"reportDir\": ").append(Json.quote(reportDir)).append(",\n");
    s.append("  \"masked\": ").append(strings(masked)).append(",\n");
    s.append("  \"files\": [");
    for (int i = 0; i < files.size(); i++) {
      TarGzWriter.Entry f = files.get(i);
      s.append(i == 0 ? "\n" : ",\n").append("    {\"name\": ").append(Json.quote(f.name())).append(", \"bytes\": ")
          .append(f.bytes()).append(", \"sha256\": ").append(Json.quote(f.sha256())).append('}');
    }
    return s.append("\n  ]\n}\n").toString();
  }

  private static String strings(List<String> values) {
    List<String> quoted = new ArrayList<>();
    values.forEach(v -> quoted.add(Json.quote(v)));
    return "[" + String.join(", ", quoted) + "]";
  }

  /** Reads a bundle's record; a missing or unreadable one, or another format, is a one-line bad input. */
  static BundleRecord read(Path root) throws IOException {
    return read(root, root);
  }

  /** As {@link #read(Path)}, a missing record naming {@code shownAs} (the archive given, not where it was unpacked). */
  static BundleRecord read(Path root, Path shownAs) throws IOException {
    Path file = root.resolve(FILE_NAME);
    if (!Files.isRegularFile(file)) {
      throw new BadInputException("'" + shownAs + "' is not a ycsb-ext bundle: it has no " + FILE_NAME);
    }
    try {
      Map<String, Object> json = Json.parseObject(Files.readString(file, StandardCharsets.UTF_8));
      Object format = json.get("format");
      if (!(format instanceof String name) || !name.startsWith("ycsb-ext-bundle/1")) {
        throw new IllegalArgumentException("format is " + format + ", expected " + FORMAT);
      }
      List<TarGzWriter.Entry> files = new ArrayList<>();
      for (Object o : list(json, "files")) {
        Map<?, ?> f = (Map<?, ?>) o;
        files.add(new TarGzWriter.Entry((String) f.get("name"), ((Number) f.get("bytes")).longValue(),
            (String) f.get("sha256")));
      }
      return new BundleRecord((String) json.get("toolVersion"), (String) json.get("toolCommit"),
          ((Number) json.get("createdEpochMs")).longValue(), strings(json, "command"), strings(json, "reportArgs"),
          (String) json.get("reportDir"), strings(json, "masked"), files);
    } catch (IllegalArgumentException | ClassCastException | NullPointerException e) {
      throw new BadInputException("Cannot read '" + file + "': " + e.getMessage());
    }
  }

  private static List<?> list(Map<String, Object> json, String key) {
    Object value = json.get(key);
    if (!(value instanceof List<?> l)) {
      throw new IllegalArgumentException("'" + key + "' is missing or not a list");
    }
    return l;
  }

  private static List<String> strings(Map<String, Object> json, String key) {
    List<String> out = new ArrayList<>();
    for (Object o : list(json, key)) {
      out.add((String) o);
    }
    return out;
  }

  /** {@code version (commit)}, as messages name a tool. */
  String tool() {
    return toolVersion + " (commit " + toolCommit + ")";
  }
}
