/*
 * Copyright (c) 2026 ycsb-ext contributors.
 * Licensed under the Apache License, Version 2.0 (http://www.apache.org/licenses/LICENSE-2.0).
 */
package site.ycsb.ext.report.bundle;

import java.io.IOException;
import java.io.PrintWriter;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.LinkOption;
import java.nio.file.Path;
import java.nio.file.StandardCopyOption;
import java.util.ArrayList;
import java.util.Comparator;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.stream.Stream;
import site.ycsb.ext.contract.BadInputException;
import site.ycsb.ext.contract.BuildVersion;
import site.ycsb.ext.contract.RunKeys;

/**
 * Writes a bundle: the raw files the report reads from every run given (logs, manifests, {@code fanout.json}, a
 * study's file), the report computed from them with the options given, and {@link BundleRecord BUNDLE.json}, into
 * one {@code .tar.gz}, streaming (a file goes from disk to the archive through one buffer). Secrets are masked in
 * every text file copied ({@link SecretScrubber}). Stateless.
 *
 * <p>A run directory holding {@value #STUDY_FILE} at its top is a study: its whole tree of runs is bundled with the
 * study file, and its report is the study's report (cells, repetitions, intervals, tables).
 */
public final class Bundler {
  /** The file that marks a study directory. */
  static final String STUDY_FILE = "study.json";
  /** The directory of the report's outputs in a bundle. */
  static final String REPORT_DIR = "report";
  /** Text files whose secrets are masked; logs are copied untouched. */
  private static final List<String> TEXT = List.of(".json", ".csv", ".txt", ".md", ".tex", ".html", ".svg", ".yaml",
      ".yml");
  /** Files larger than this are not read whole to learn secrets (window logs, not records). */
  private static final long LEARN_MAX_BYTES = 4L << 20;

  private Bundler() {
  }

  /** What was bundled: files and bytes written. */
  public record Result(int files, long bytes) {
  }

  /** The report failed on the inputs (exit 1) or refused its options (exit 2); the message is its first line. */
  public static final class ReportFailedException extends RuntimeException {
    private static final long serialVersionUID = 1L;
    private final int exitCode;

    ReportFailedException(int exitCode, String message) {
      super(message);
      this.exitCode = exitCode;
    }

    public int exitCode() {
      return exitCode;
    }
  }

  /** One directory tree to copy and where it goes in the archive. */
  private record Source(Path dir, String prefix, String archiveDir) {
  }

  /**
   * Bundles the runs of the report command line {@code reportArgs} (the report's own options and run directories)
   * into {@code archive}, replaced if it exists.
   *
   * @param command the bundle's command line as given, recorded masked
   * @param err progress lines on big inputs
   */
  public static Result bundle(List<String> reportArgs, List<String> command, Path archive, PrintWriter err)
      throws IOException {
    ReportArgs parsed = ReportArgs.parse(reportArgs);
    Map<String, Source> sources = new LinkedHashMap<>();
    List<String> runDirs = new ArrayList<>();
    for (String dir : parsed.runDirs()) {
      Path path = Path.of(dir);
      if (Files.isRegularFile(path.resolve(STUDY_FILE))) {
        // A study: bundle its whole tree; the report of a study directory is the study's report (every cell and
        // repetition, its intervals and tables), which verify recomputes from that tree.
        sources.put(dir, source(path, sources.size() + 1));
        runDirs.add(dir);
      } else {
        runDirs.add(dir);
        sources.put(dir, source(path, sources.size() + 1));
      }
    }
    for (String[] c : parsed.compares()) {
      sources.putIfAbsent(c[1], source(Path.of(c[1]), sources.size() + 1));
    }
    ReportArgs expanded = new ReportArgs(parsed.options(), runDirs, parsed.compares());
    Map<String, Path> files = new LinkedHashMap<>();
    for (Source s : sources.values()) {
      if (s.archiveDir().startsWith("runs/") && s.archiveDir().chars().filter(ch -> ch == '/').count() == 2) {
        collect(s, files);
        studyFile(s).ifPresent(f -> files.put(s.archiveDir() + "/" + f.getFileName(), f));
      }
    }
    SecretScrubber scrubber = new SecretScrubber();
    for (Path file : files.values()) {
      if (file.getFileName().toString().endsWith(".json") && Files.size(file) <= LEARN_MAX_BYTES) {
        scrubber.learn(file);
      }
    }
    Path work = Files.createTempDirectory("ycsb-bundle-");
    try {
      // The report is computed from exactly what the bundle holds, secrets masked (a mirror of the raw files: masked
      // copies of the text files, links to the logs), so that verify, reading the bundle, recomputes the same bytes.
      Path mirror = mirror(files, scrubber, work.resolve("runs-as-bundled"));
      Path reportOut = work.resolve(REPORT_DIR);
      ReportRun.Outcome report = ReportRun.run(expanded.toArgs(
          d -> mirror.resolve(sources.get(d).archiveDir() + sources.get(d).prefix()).toString()), reportOut);
      if (report.exitCode() != 0) {
        throw new ReportFailedException(report.exitCode(), "the report failed on these runs: " + report.errorLine());
      }
      try (Stream<Path> walk = Files.walk(reportOut)) {
        walk.filter(Files::isRegularFile).sorted()
            .forEach(f -> files.put(REPORT_DIR + "/" + slashes(reportOut.relativize(f)), f));
      }
      List<String> replay = expanded.toArgs(d -> sources.get(d).archiveDir() + sources.get(d).prefix());
      return write(archive, files, scrubber, command, replay, work, err);
    } finally {
      deleteTree(work);
    }
  }

  /** The raw files as the bundle will hold them, under {@code mirror}: masked copies, or links to the originals. */
  private static Path mirror(Map<String, Path> files, SecretScrubber scrubber, Path mirror) throws IOException {
    for (Map.Entry<String, Path> f : files.entrySet()) {
      Path dest = mirror.resolve(f.getKey());
      Files.createDirectories(dest.getParent());
      if (isText(f.getValue()) && scrubber.needsMasking(f.getValue())) {
        scrubber.writeMasked(f.getValue(), dest);
        continue;
      }
      try {
        Files.createSymbolicLink(dest, f.getValue().toAbsolutePath());
      } catch (UnsupportedOperationException | IOException e) {
        Files.copy(f.getValue(), dest);
      }
    }
    return mirror;
  }

  private static Result write(Path archive, Map<String, Path> files, SecretScrubber scrubber, List<String> command,
      List<String> replay, Path work, PrintWriter err) throws IOException {
    long total = 0;
    for (Path f : files.values()) {
      total += Files.size(f);
    }
    Progress progress = new Progress(total >= Progress.STEP_MB * 1048576L ? err : null, "bundle");
    Path parent = archive.toAbsolutePath().getParent();
    Files.createDirectories(parent);
    Path partial = Files.createTempFile(parent, "." + archive.getFileName(), ".part");
    List<TarGzWriter.Entry> entries = new ArrayList<>();
    List<String> masked = new ArrayList<>();
    long bytes = 0;
    try {
      try (TarGzWriter tar = new TarGzWriter(partial)) {
        for (Map.Entry<String, Path> f : files.entrySet()) {
          Path file = f.getValue();
          // the report was computed from masked inputs: masking it again would change what verify recomputes
          if (!f.getKey().startsWith(REPORT_DIR + "/") && isText(file) && scrubber.needsMasking(file)) {
            Path clean = work.resolve("masked.tmp");
            scrubber.writeMasked(file, clean);
            file = clean;
            masked.add(f.getKey());
          }
          TarGzWriter.Entry entry = tar.add(f.getKey(), file, progress);
          entries.add(entry);
          bytes += entry.bytes();
        }
        BundleRecord record = new BundleRecord(BuildVersion.version(), BuildVersion.sourceCommit(),
            System.currentTimeMillis(), scrubber.mask(command), replay, REPORT_DIR, masked, entries);
        byte[] json = record.toJson().getBytes(StandardCharsets.UTF_8);
        tar.add(BundleRecord.FILE_NAME, json);
        bytes += json.length;
      }
      Files.move(partial, archive, StandardCopyOption.REPLACE_EXISTING);
    } finally {
      Files.deleteIfExists(partial);
    }
    return new Result(entries.size() + 1, bytes);
  }

  private static Source source(Path dir, int index) {
    if (Files.isDirectory(dir)) {
      Path abs = dir.toAbsolutePath().normalize();
      String name = abs.getFileName() == null ? "run" : abs.getFileName().toString();
      return new Source(dir, "", "runs/" + index + "/" + name);
    }
    Path parent = dir.toAbsolutePath().normalize().getParent();
    if (parent == null || !Files.isDirectory(parent)) {
      throw new BadInputException("Run directory '" + dir + "' does not exist");
    }
    // An output prefix (results/node1-): its directory, with the prefix kept on the replayed argument.
    String name = parent.getFileName() == null ? "run" : parent.getFileName().toString();
    return new Source(parent, "/" + dir.getFileName(), "runs/" + index + "/" + name);
  }

  /** A study's file as run: the copy its index names, next to {@code study.json}; empty for a run or an old study. */
  private static java.util.Optional<Path> studyFile(Source source) throws IOException {
    if (!Files.isRegularFile(source.dir().resolve(STUDY_FILE))) {
      return java.util.Optional.empty();
    }
    String name;
    try {
      name = site.ycsb.ext.report.study.StudyIndex.read(source.dir()).file();
    } catch (IllegalArgumentException e) {
      return java.util.Optional.empty();
    }
    Path file = source.dir().resolve(name).normalize();
    return name.contains("/") || !Files.isRegularFile(file) ? java.util.Optional.empty() : java.util.Optional.of(file);
  }

  /** Every raw file of {@code source}'s tree, outside report output directories, in path order. */
  private static void collect(Source source, Map<String, Path> files) throws IOException {
    String prefix = source.prefix().isEmpty() ? "" : source.prefix().substring(1);
    try (Stream<Path> walk = Files.walk(source.dir())) {
      for (Path f : walk.sorted(Comparator.comparing(Bundler::slashes)).toList()) {
        Path rel = source.dir().relativize(f);
        String name = f.getFileName().toString();
        if (!Files.isRegularFile(f, LinkOption.NOFOLLOW_LINKS) || !isRunFile(name) || inReportOutput(source.dir(), f)
            || (!prefix.isEmpty() && (rel.getNameCount() > 1 || !name.startsWith(prefix)))) {
          continue;
        }
        files.put(source.archiveDir() + "/" + slashes(rel), f);
      }
    }
  }

  private static boolean isRunFile(String name) {
    return name.endsWith(".hlog") || name.endsWith(".hdr") || name.endsWith(".json")
        || name.equals(RunKeys.CLIENT_SAMPLES_FILE_NAME);
  }

  /** Whether {@code file} lies in a directory of report output (one holding a report.json or report.html). */
  private static boolean inReportOutput(Path root, Path file) {
    for (Path d = file.getParent(); d != null && d.startsWith(root); d = d.getParent()) {
      if (Files.exists(d.resolve("report.json")) || Files.exists(d.resolve("report.html"))) {
        return true;
      }
    }
    return false;
  }

  private static boolean isText(Path file) {
    String name = file.getFileName().toString();
    return TEXT.stream().anyMatch(name::endsWith);
  }

  static String slashes(Path rel) {
    return rel.toString().replace(rel.getFileSystem().getSeparator(), "/");
  }

  static void deleteTree(Path dir) throws IOException {
    if (!Files.exists(dir, LinkOption.NOFOLLOW_LINKS)) {
      return;
    }
    try (Stream<Path> walk = Files.walk(dir)) {
      for (Path p : walk.sorted(Comparator.reverseOrder()).toList()) {
        Files.deleteIfExists(p);
      }
    }
  }
}
