/*
 * Copyright (c) 2026 ycsb-ext contributors.
 * Licensed under the Apache License, Version 2.0 (http://www.apache.org/licenses/LICENSE-2.0).
 */
package site.ycsb.ext.report.input;

import java.io.IOException;
import java.io.UncheckedIOException;
import java.nio.file.DirectoryStream;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import java.util.Map;
import java.util.TreeMap;
import site.ycsb.ext.contract.Manifest;
import site.ycsb.ext.report.ReportInputException;

/**
 * The output of one client host: a directory and the file-name prefix of its periodic files
 * ({@code <dir>/<prefix><OP>.hlog}, {@code <prefix><OP>.json}, {@code <prefix>manifest.json}). Immutable.
 *
 * @param name the host's name (from its manifest, else its directory)
 * @param dir the directory holding the files
 * @param prefix the file-name prefix, usually empty
 * @param manifest the run manifest, or {@code null} when the directory has none
 */
public record HostSource(String name, Path dir, String prefix, Manifest manifest) {

  /** Log file extensions by preference: ours, upstream YCSB's {@code hdrhistogram.fileoutput}, the fork's. */
  static final List<String> EXTENSIONS = List.of(".hlog", ".hdr", ".json");

  /**
   * The operation logs of this host, by operation name: {@code <OP>.hlog} where present, else upstream YCSB's
   * HdrHistogram interval log {@code <OP>.hdr}, else the fork-format {@code <OP>.json}.
   */
  public Map<String, Path> operationLogs() {
    Map<String, Path> logs = new TreeMap<>();
    Map<String, Integer> rank = new TreeMap<>();
    try (DirectoryStream<Path> entries = Files.newDirectoryStream(dir)) {
      for (Path entry : entries) {
        String name = entry.getFileName().toString();
        if (!name.startsWith(prefix) || !Files.isRegularFile(entry)) {
          continue;
        }
        String rest = name.substring(prefix.length());
        for (int i = 0; i < EXTENSIONS.size(); i++) {
          String ext = EXTENSIONS.get(i);
          boolean report = ext.equals(".json") && (rest.equals(Manifest.FILE_NAME) || rest.startsWith("report"));
          if (rest.endsWith(ext) && rest.length() > ext.length() && !report) {
            String op = rest.substring(0, rest.length() - ext.length());
            if (rank.getOrDefault(op, Integer.MAX_VALUE) > i) {
              logs.put(op, entry);
              rank.put(op, i);
            }
          }
        }
      }
    } catch (IOException e) {
      throw new UncheckedIOException("Cannot list '" + dir + "'", e);
    }
    return logs;
  }

  /**
   * True when any of this host's logs is an {@code .hlog} whose header states the wall-clock grid: written by ycsb-ext,
   * whose engine also writes a manifest at the end of every run.
   */
  public boolean writtenByYcsbExt() {
    return operationLogs().values().stream().anyMatch(f -> f.getFileName().toString().endsWith(".hlog")
        && HlogWindowReader.statesGrid(f));
  }

  /**
   * A property of this host's manifest holding milliseconds, 0 or more.
   *
   * @param key the property, e.g. {@code ycsb.ext.step.warmup-ms}
   * @param defaultMs the value without a manifest or without the property
   * @throws ReportInputException naming the property, the value, the host and the valid values
   */
  public long millisecondsProperty(String key, long defaultMs) {
    String value = manifest == null ? null : manifest.properties().get(key);
    if (value == null) {
      return defaultMs;
    }
    try {
      long ms = Long.parseLong(value.trim());
      if (ms >= 0) {
        return ms;
      }
    } catch (NumberFormatException e) {
      // reported below
    }
    throw new ReportInputException("Invalid value '" + value + "' for property '" + key + "' in the manifest of host "
        + name + " (" + dir + "): expected a whole number of milliseconds, 0 or more");
  }
}
