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
import site.ycsb.ext.contract.NewDirectories;
import site.ycsb.ext.contract.PathProblem;

/**
 * Verifies a bundle: unpacks it (or reads an unpacked one), checks every file against {@code BUNDLE.json}'s size and
 * SHA-256, re-runs the report from the raw files with the recorded options in this JVM, compares every file of the
 * result byte for byte with the bundled report ({@link ReportComparison}), and checks every run manifest's totals
 * against their parts ({@link ManifestTotals}). Bad input (not an archive, truncated, no {@code BUNDLE.json}, an
 * entry escaping the target, a recorded run directory outside the bundle) is a {@link BadInputException}. Stateless.
 */
public final class Verifier {

  private Verifier() {
  }

  /**
   * What verification found.
   *
   * @param files the files checked against their hash
   * @param cells the table cells of the report's JSON (every format renders the same tables)
   * @param series the figure series compared
   * @param compared the report's files re-rendered and compared byte for byte, per kind ({@code txt 1, md 1, ...})
   * @param manifests the run manifests whose totals were checked against their parts ({@link ManifestTotals})
   * @param differences one line per difference; empty when verified
   * @param versionNote when the numbers differ and the bundle was made by another tool version: a line saying so
   *     (no file was changed), else empty
   */
  public record Result(int files, long cells, long series, String compared, int manifests, List<String> differences,
      String versionNote) {
    public boolean verified() {
      return differences.isEmpty();
    }

    /** What was checked, in one line: {@code 33 files by SHA-256; report re-rendered ...}. */
    public String checked() {
      return files + " files against BUNDLE.json's hashes; the report re-rendered from the raw logs and compared byte for byte: "
          + compared + " (" + cells + " table cells, " + series + " figure series); " + manifests + " manifest"
          + (manifests == 1 ? "'s" : "s'") + " totals against their operations and run time";
    }
  }

  /**
   * Verifies {@code input}, a bundle file or an unpacked bundle directory.
   *
   * @param into where to unpack a bundle file (kept): a new or empty directory; null: a temporary directory,
   *     removed after. On a refusal (bad input) nothing is left in it.
   * @param err progress lines on big bundles
   */
  public static Result verify(Path input, Path into, PrintWriter err) throws IOException {
    if (Files.isDirectory(input)) {
      return verifyUnpacked(input.toRealPath(), input);
    }
    if (!Files.isRegularFile(input)) {
      throw new BadInputException("'" + input + "' is neither a bundle file nor a directory");
    }
    NewDirectories created = NewDirectories.before(into);
    Path target = into != null ? emptyDirectory(into) : Files.createTempDirectory("ycsb-verify-");
    boolean keep = false;
    try {
      Progress progress = new Progress(Files.size(input) >= Progress.STEP_MB * 1048576L ? err : null, "verify");
      TarGzExtractor.extract(input, target, progress);
      Result result = verifyUnpacked(target.toRealPath(), input);
      keep = into != null;
      return result;
    } finally {
      if (!keep) {
        emptyTree(target);
        if (into == null) {
          Files.deleteIfExists(target);
        } else {
          created.removeEmpty();
        }
      }
    }
  }

  /** {@code --into}: created, or an existing empty directory; anything else is one line of bad input. */
  private static Path emptyDirectory(Path into) {
    String expected = "a new or empty directory";
    if (Files.exists(into) && !Files.isDirectory(into)) {
      throw new BadInputException("Invalid value '" + into + "' for option '--into': expected " + expected
          + " (it is a file)");
    }
    try {
      Files.createDirectories(into);
      try (Stream<Path> list = Files.list(into)) {
        long n = list.count();
        if (n > 0) {
          throw new BadInputException("Invalid value '" + into + "' for option '--into': expected " + expected
              + " (it holds " + n + " entr" + (n == 1 ? "y" : "ies") + "; verify unpacks only where it can tell the"
              + " bundle's files from yours)");
        }
      }
      return into;
    } catch (IOException e) {
      throw PathProblem.option("--into", into, expected, e);
    }
  }

  /** Removes everything below {@code dir}, keeping {@code dir}. */
  private static void emptyTree(Path dir) throws IOException {
    if (!Files.isDirectory(dir)) {
      return;
    }
    try (Stream<Path> walk = Files.walk(dir)) {
      for (Path p : walk.sorted(java.util.Comparator.reverseOrder()).toList()) {
        if (!p.equals(dir)) {
          Files.deleteIfExists(p);
        }
      }
    }
  }

  private static Result verifyUnpacked(Path root, Path shownAs) throws IOException {
    BundleRecord record = BundleRecord.read(root, shownAs);
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
    String compared = "nothing";
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
        compared = comparison.kinds();
        numberDifferences.addAll(comparison.differences());
      }
    } finally {
      Bundler.deleteTree(work);
    }
    ManifestTotals.Result totals = ManifestTotals.check(root);
    numberDifferences.addAll(totals.differences());
    differences.addAll(numberDifferences);
    String thisTool = BuildVersion.version() + " (commit " + BuildVersion.sourceCommit() + ")";
    String note = "";
    if (hashDifferences.isEmpty() && !numberDifferences.isEmpty() && !record.tool().equals(thisTool)) {
      note = "computed by ycsb-ext " + record.tool() + ", this is " + thisTool + ": every file matches its hash, so "
          + "the differences below are how the two versions compute, not changed files";
    }
    return new Result(record.files().size() + 1, cells, series, compared, totals.manifests(),
        List.copyOf(differences), note);
  }
}
