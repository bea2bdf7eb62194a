/*
 * Copyright (c) 2026 ycsb-ext contributors.
 * Licensed under the Apache License, Version 2.0 (http://www.apache.org/licenses/LICENSE-2.0).
 */
package site.ycsb.ext.fanout.collect;

import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import site.ycsb.ext.contract.Manifest;
import site.ycsb.ext.contract.RunFileException;

/**
 * Checks a fetched host directory against its {@code manifest.json} (read by the one codec, {@link Manifest}): every
 * file listed must be present with the listed size and SHA-256, and the run must have ended with exit code 0 and
 * outcome {@code completed} (or {@code completed-with-failures}, below the failure threshold). Stateless; thread-safe.
 */
final class ManifestCheck {
  static final String FILE_NAME = Manifest.FILE_NAME;

  /**
   * The result of a check.
   *
   * @param present whether the directory has a readable manifest
   * @param filesChecked how many listed files matched their size and SHA-256
   * @param operations the operations the manifest reports, or -1
   * @param startEpochMs when the run's operations started (the manifest's {@code startEpochMs}), or 0 when unknown
   * @param problems what did not match; empty for a complete, verified directory
   */
  record Result(boolean present, int filesChecked, long operations, long startEpochMs, List<String> problems) {
    boolean complete() {
      return present && problems.isEmpty();
    }
  }

  private ManifestCheck() {
  }

  /** Checks {@code dir} against {@code dir/manifest.json}. */
  static Result check(Path dir) {
    Path file = dir.resolve(FILE_NAME);
    if (!Files.isRegularFile(file)) {
      return new Result(false, 0, -1, 0, List.of("no " + FILE_NAME + ": the run ended before writing it"));
    }
    Manifest manifest;
    try {
      manifest = Manifest.read(file);
    } catch (RunFileException e) {
      return new Result(false, 0, -1, 0, List.of(e.getMessage()));
    }
    List<String> problems = new ArrayList<>();
    if (manifest.exitCode() != 0) {
      problems.add("the run's exit code was " + manifest.exitCode()
          + (manifest.reason().isEmpty() ? "" : " (" + manifest.reason() + ")"));
    }
    if (!manifest.outcome().ranToEnd()) {
      problems.add("the run's outcome was '" + manifest.outcome() + "'");
    }
    List<String> fileProblems = manifest.verifyFiles(dir);
    problems.addAll(fileProblems);
    return new Result(true, manifest.files().size() - fileProblems.size(), manifest.operations(),
        manifest.startEpochMs(), problems);
  }
}
