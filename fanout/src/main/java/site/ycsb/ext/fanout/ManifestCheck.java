/*
 * Copyright (c) 2026 ycsb-ext contributors.
 * Licensed under the Apache License, Version 2.0 (http://www.apache.org/licenses/LICENSE-2.0).
 */
package site.ycsb.ext.fanout;

import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.regex.Matcher;
import java.util.regex.Pattern;

/**
 * Checks a fetched host directory against its {@code manifest.json} ({@code ycsb-ext-manifest/1}, CONTRIBUTING.md):
 * every file listed must be present with the listed size and SHA-256, and the run must have ended with exit code 0
 * and outcome {@code completed}. It reads only the manifest fields it checks, in the one-entry-per-line shape the
 * launcher writes. Stateless; thread-safe.
 */
final class ManifestCheck {
  static final String FILE_NAME = "manifest.json";
  private static final Pattern FILE_ENTRY = Pattern.compile(
      "\\{\\s*\"name\"\\s*:\\s*\"((?:[^\"\\\\]|\\\\.)*)\"\\s*,\\s*\"bytes\"\\s*:\\s*(\\d+)\\s*,\\s*\"sha256\"\\s*:\\s*"
          + "\"([0-9a-f]{64})\"\\s*}");
  private static final Pattern EXIT_CODE = Pattern.compile("\"exitCode\"\\s*:\\s*(-?\\d+)");
  private static final Pattern OUTCOME = Pattern.compile("\"outcome\"\\s*:\\s*\"((?:[^\"\\\\]|\\\\.)*)\"");
  private static final Pattern OPERATIONS = Pattern.compile("\"operations\"\\s*:\\s*(\\d+)");
  private static final Pattern FORMAT = Pattern.compile("\"format\"\\s*:\\s*\"ycsb-ext-manifest/1\"");

  /**
   * The result of a check.
   *
   * @param present whether the directory has a manifest
   * @param filesChecked how many listed files matched their size and SHA-256
   * @param operations the operations the manifest reports, or -1
   * @param problems what did not match; empty for a complete, verified directory
   */
  record Result(boolean present, int filesChecked, long operations, List<String> problems) {
    boolean complete() {
      return present && problems.isEmpty();
    }
  }

  private ManifestCheck() {
  }

  /** Checks {@code dir} against {@code dir/manifest.json}. */
  static Result check(Path dir) {
    Path manifest = dir.resolve(FILE_NAME);
    if (!Files.isRegularFile(manifest)) {
      return new Result(false, 0, -1, List.of("no " + FILE_NAME + ": the run ended before writing it"));
    }
    String text;
    try {
      text = Files.readString(manifest, StandardCharsets.UTF_8);
    } catch (IOException e) {
      return new Result(false, 0, -1, List.of("cannot read " + FILE_NAME + ": " + e.getMessage()));
    }
    List<String> problems = new ArrayList<>();
    if (!FORMAT.matcher(text).find()) {
      problems.add(FILE_NAME + " is not in format ycsb-ext-manifest/1");
    }
    Matcher exit = EXIT_CODE.matcher(text);
    if (exit.find() && !exit.group(1).equals("0")) {
      problems.add("the run's exit code was " + exit.group(1));
    }
    Matcher outcome = OUTCOME.matcher(text);
    if (outcome.find() && !outcome.group(1).equals("completed")) {
      problems.add("the run's outcome was '" + outcome.group(1) + "'");
    }
    Matcher ops = OPERATIONS.matcher(text);
    long operations = ops.find() ? Long.parseLong(ops.group(1)) : -1;
    int checked = 0;
    Matcher entry = FILE_ENTRY.matcher(text);
    while (entry.find()) {
      String name = unescape(entry.group(1));
      long bytes = Long.parseLong(entry.group(2));
      Path file = dir.resolve(name).normalize();
      if (!file.getParent().equals(dir.normalize()) || !Files.isRegularFile(file)) {
        problems.add(name + " is listed in " + FILE_NAME + " but missing");
        continue;
      }
      try {
        long size = Files.size(file);
        if (size != bytes) {
          problems.add(name + " has " + size + " bytes, " + FILE_NAME + " lists " + bytes);
          continue;
        }
        String sha = Tarball.sha256(file);
        if (!sha.equals(entry.group(3))) {
          problems.add(name + " has SHA-256 " + sha + ", " + FILE_NAME + " lists " + entry.group(3));
          continue;
        }
        checked++;
      } catch (IOException e) {
        problems.add(name + " cannot be read: " + e.getMessage());
      }
    }
    return new Result(true, checked, operations, problems);
  }

  private static String unescape(String json) {
    StringBuilder out = new StringBuilder(json.length());
    for (int i = 0; i < json.length(); i++) {
      char c = json.charAt(i);
      if (c == '\\' && i + 1 < json.length()) {
        char n = json.charAt(++i);
        switch (n) {
          case 'n' -> out.append('\n');
          case 't' -> out.append('\t');
          case 'r' -> out.append('\r');
          case 'u' -> {
            out.append((char) Integer.parseInt(json.substring(i + 1, Math.min(i + 5, json.length())), 16));
            i += 4;
          }
          default -> out.append(n);
        }
      } else {
        out.append(c);
      }
    }
    return out.toString();
  }
}
