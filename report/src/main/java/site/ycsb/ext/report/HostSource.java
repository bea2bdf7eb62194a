/*
 * Copyright (c) 2026 ycsb-ext contributors.
 * Licensed under the Apache License, Version 2.0 (http://www.apache.org/licenses/LICENSE-2.0).
 */
package site.ycsb.ext.report;

import java.io.IOException;
import java.io.UncheckedIOException;
import java.nio.file.DirectoryStream;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.Map;
import java.util.TreeMap;

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

  /**
   * The operation logs of this host, by operation name: {@code <OP>.hlog} where present, else the fork-format
   * {@code <OP>.json}.
   */
  public Map<String, Path> operationLogs() {
    Map<String, Path> logs = new TreeMap<>();
    try (DirectoryStream<Path> entries = Files.newDirectoryStream(dir)) {
      for (Path entry : entries) {
        String name = entry.getFileName().toString();
        if (!name.startsWith(prefix) || !Files.isRegularFile(entry)) {
          continue;
        }
        String rest = name.substring(prefix.length());
        if (rest.endsWith(".hlog") && rest.length() > 5) {
          logs.put(rest.substring(0, rest.length() - 5), entry);
        } else if (rest.endsWith(".json") && rest.length() > 5 && !rest.equals(Manifest.FILE_NAME)
            && !rest.startsWith("report")) {
          logs.putIfAbsent(rest.substring(0, rest.length() - 5), entry);
        }
      }
    } catch (IOException e) {
      throw new UncheckedIOException("Cannot list '" + dir + "'", e);
    }
    // an .hlog wins over a .json of the same operation
    for (Map.Entry<String, Path> e : logs.entrySet()) {
      Path hlog = dir.resolve(prefix + e.getKey() + ".hlog");
      if (Files.isRegularFile(hlog)) {
        e.setValue(hlog);
      }
    }
    return logs;
  }
}
