/*
 * Copyright (c) 2026 ycsb-ext contributors.
 * Licensed under the Apache License, Version 2.0 (http://www.apache.org/licenses/LICENSE-2.0).
 */
package site.ycsb.ext.report.bundle;

import java.io.IOException;
import java.io.PrintWriter;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.HashSet;
import java.util.List;
import java.util.Set;
import java.util.stream.Stream;
import site.ycsb.ext.contract.BadInputException;
import site.ycsb.ext.contract.BuildVersion;

/**
 * Verifies a bundle: unpacks it (or reads an unpacked one), checks every file against {@code BUNDLE.json}'s size and
 * SHA-256, re-runs the report from the raw files with the recorded options in this JVM, and compares the result with
 * the bundled report ({@link ReportComparison}). Bad input (not an archive, truncated, no {@code BUNDLE.json}, an
 * entry escaping the target, a recorded run directory outside the bundle) is a {@link BadInputException}. Stateless.
 */
public final class Verifier {

  private Verifier() {
  }

  /**
   * What verification found.
   *
   * @param files the files checked against their hash
   * @param cells the table cells compared
   * @param series the figure series compared
   * @param differences one line per difference; empty when verified
   * @param versionNote when the numbers differ and the bundle was made by another tool version: a line saying so
   *     (no file was changed), else empty
   */
  public record Result(int files, long cells, long series, List<String> differences, String versionNote) {
    public boolean verified() {
      return differences.isEmpty();
    }
  }

  /**
   * Verifies {@code input}, a bundle file or an unpacked bundle directory.
   *
   * @param into where to unpack a bundle file (kept); null: a temporary directory, removed after
   * @param err progress lines on big bundles
   */
  public static Result verify(Path input, Path into, PrintWriter err) throws IOException {
    if (Files.isDirectory(input)) {
      return verifyUnpacked(input.toRealPath());
    }
    if (!Files.isRegularFile(input)) {
      throw new BadInputException("'" + input + "' is neither a bundle file nor a directory");
    }
    Path target = into != null ? into : Files.createTempDirectory("ycsb-verify-");
    try {
      Progress progress = new Progress(Files.size(input) >= Progress.STEP_MB * 1048576L ? err : null, "verify");
      TarGzExtractor.extract(input, target, progress);
      return verifyUnpacked(target.toRealPath());
    } finally {
      if (into == null) {
        Bundler.deleteTree(target);
      }
    }
  }

  private static Result verifyUnpacked(Path root) throws IOException {
    BundleRecord record = BundleRecord.read(root);
    List<String> hashDifferences = new ArrayList<>();
    Set<String> listed = new HashSet<>();
    for (TarGzWriter.Entry entry : record.files()) {
      listed.add(entry.name());
      Path file = TarGzExtractor.inside(root, entry.name(), root.resolve(BundleRecord.FILE_NAME));
      if (!Files.isRegularFile(file)) {
        hashDifferences.add("file " + entry.name() + ": missing (BUNDLE.json lists it)");
        continue;
      }
      String sha = TarGzWriter.sha256(file);
      if (!sha.equals(entry.sha256())) {
        hashDifferences.add("file " + entry.name() + ": SHA-256 " + sha + " (" + Files.size(file)
            + " bytes) differs from BUNDLE.json's " + entry.sha256() + " (" + entry.bytes() + " bytes)");
      }
    }
    try (Stream<Path> walk = Files.walk(root)) {
      for (Path f : walk.filter(Files::isRegularFile).sorted().toList()) {
        String name = Bundler.slashes(root.relativize(f));
        if (!name.equals(BundleRecord.FILE_NAME) && !listed.contains(name)) {
          hashDifferences.add("file " + name + ": not listed in BUNDLE.json");
        }
      }
    }
    ReportArgs args = ReportArgs.parse(record.reportArgs());
    for (String dir : args.allDirs()) {
      TarGzExtractor.inside(root, dir, root.resolve(BundleRecord.FILE_NAME));
    }
    List<String> differences = new ArrayList<>(hashDifferences);
    Path work = Files.createTempDirectory("ycsb-verify-report-");
    long cells = 0;
    long series = 0;
    List<String> numberDifferences = new ArrayList<>();
    try {
      Path recomputed = work.resolve("report");
      ReportRun.Outcome report = ReportRun.run(args.toArgs(d -> root.resolve(d).toString()), recomputed);
      if (report.exitCode() != 0) {
        numberDifferences.add("the report could not be recomputed from the raw files (exit " + report.exitCode()
            + "): " + report.errorLine());
      } else {
        ReportComparison comparison = new ReportComparison(root.resolve(record.reportDir()), recomputed).compare();
        cells = comparison.cells();
        series = comparison.series();
        numberDifferences.addAll(comparison.differences());
      }
    } finally {
      Bundler.deleteTree(work);
    }
    differences.addAll(numberDifferences);
    String thisTool = BuildVersion.version() + " (commit " + BuildVersion.sourceCommit() + ")";
    String note = "";
    if (hashDifferences.isEmpty() && !numberDifferences.isEmpty() && !record.tool().equals(thisTool)) {
      note = "computed by ycsb-ext " + record.tool() + ", this is " + thisTool + ": every file matches its hash, so "
          + "the differences below are how the two versions compute, not changed files";
    }
    return new Result(record.files().size() + 1, cells, series, List.copyOf(differences), note);
  }
}
