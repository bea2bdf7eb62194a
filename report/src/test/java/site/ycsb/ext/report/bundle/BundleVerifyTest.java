/*
 * Copyright (c) 2026 ycsb-ext contributors.
 * Licensed under the Apache License, Version 2.0 (http://www.apache.org/licenses/LICENSE-2.0).
 */
package site.ycsb.ext.report.bundle;

import static org.junit.jupiter.api.Assertions.assertArrayEquals;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.ByteArrayOutputStream;
import java.io.IOException;
import java.io.InputStream;
import java.io.OutputStream;
import java.io.PrintWriter;
import java.io.StringWriter;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import java.util.Map;
import java.util.stream.Stream;
import java.util.zip.GZIPInputStream;
import java.util.zip.GZIPOutputStream;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import picocli.CommandLine;
import site.ycsb.ext.contract.Manifest;
import site.ycsb.ext.report.ReportCommand;
import site.ycsb.ext.report.study.StudyIndex;

/** {@code bundle} and {@code verify} on the golden run: a bundle verifies, and every kind of change or bad input is named. */
class BundleVerifyTest {
  private static final Path GOLDEN = Path.of("src/test/resources/golden/run-2026-11");

  @TempDir
  Path work;

  private Path run;
  private Path bundle;

  /** What a command printed and returned. */
  record Outcome(int exitCode, String out, String err) {
  }

  /** A copy of the golden run in {@code work/results/run-2026-11}. */
  static Path copyGolden(Path work) throws IOException {
    Path run = work.resolve("results/run-2026-11");
    Files.createDirectories(run);
    try (Stream<Path> files = Files.list(GOLDEN)) {
      for (Path f : files.toList()) {
        Files.copy(f, run.resolve(f.getFileName()));
      }
    }
    return run;
  }

  @BeforeEach
  void bundleTheGoldenRun() throws IOException {
    run = copyGolden(work);
    bundle = work.resolve("golden.tar.gz");
    Outcome made = execute(new BundleCommand(), run.toString(), "--warmup", "1s", "--out", bundle.toString());
    assertEquals(0, made.exitCode(), made.toString());
    assertTrue(made.out().startsWith("Bundled "), made.out());
  }

  @Test
  void bundleOfTheGoldenRunVerifies() {
    Outcome verified = execute(new VerifyCommand(), bundle.toString());
    assertEquals(0, verified.exitCode(), verified.toString());
    assertTrue(verified.out().matches("verified: \\d+ files against BUNDLE.json's hashes; the report re-rendered from the raw logs and "
        + "compared byte for byte: csv 2, figure data 6, figure image 12, html 1, json 1, md 1, tex 1, txt 1 "
        + "\\([1-9]\\d* table cells, [1-9]\\d* figure series\\); 1 manifest's totals against their operations and run "
        + "time\\s*"), verified.out());
  }

  @Test
  void bundleRecordsTheReportOptionsToReplay() throws IOException {
    Path into = work.resolve("unpacked");
    assertEquals(0, execute(new VerifyCommand(), bundle.toString(), "--into", into.toString()).exitCode());
    BundleRecord record = BundleRecord.read(into);
    assertEquals(List.of("--warmup", "1s", "runs/1/run-2026-11"), record.reportArgs());
    assertTrue(record.files().stream().anyMatch(f -> f.name().equals("runs/1/run-2026-11/READ.hlog")));
    assertTrue(record.files().stream().anyMatch(f -> f.name().equals("report/figures/latency-read.json")));
    // The unpacked directory verifies as the archive does.
    assertEquals(0, execute(new VerifyCommand(), into.toString()).exitCode());
  }

  @Test
  void aChangedLogByteNamesTheFile() throws IOException {
    Path into = unpacked();
    Path hlog = into.resolve("runs/1/run-2026-11/READ.hlog");
    byte[] bytes = Files.readAllBytes(hlog);
    bytes[bytes.length - 10] = (byte) (bytes[bytes.length - 10] == 'A' ? 'B' : 'A');
    Files.write(hlog, bytes);
    Outcome verified = execute(new VerifyCommand(), into.toString());
    assertEquals(1, verified.exitCode(), verified.toString());
    assertTrue(verified.out().contains("file runs/1/run-2026-11/READ.hlog: SHA-256"), verified.out());
    assertFalse(verified.out().contains("computed by ycsb-ext"), verified.out());
  }

  @Test
  void anEditedNumberNamesTableRowAndColumn() throws IOException {
    Path into = unpacked();
    Path json = into.resolve("report/report.json");
    String text = Files.readString(json);
    String row = text.substring(text.indexOf("[\"READ\", "));
    String count = row.split("\"")[3];
    String edited = text.replace("[\"READ\", \"" + count + "\"", "[\"READ\", \"" + count + "7\"");
    Files.writeString(json, edited);
    Outcome verified = execute(new VerifyCommand(), into.toString());
    assertEquals(1, verified.exitCode(), verified.toString());
    assertTrue(verified.out().contains("file report/report.json: SHA-256"), verified.out());
    assertTrue(verified.out().contains("row 'READ', column 'count': bundled " + count + "7, recomputed " + count),
        verified.out());
  }

  /**
   * One number changed in each format of the report (and its hash rewritten in BUNDLE.json) is named: by table, row
   * and column where the file renders a table, by its path in JSON, by line, row and column in CSV.
   */
  @Test
  void anEditedNumberInEachFormatIsNamed() throws IOException {
    Path clean = unpacked();
    Map<String, String[]> edits = new java.util.LinkedHashMap<>();
    String cell = "table 'Run golden: operations (latency in ms; throughput in ops/s)', row 'READ', column 'p99': "
        + "bundled 3.128, recomputed 3.127";
    for (String f : List.of("report.txt", "report.md", "report.tex")) {
      edits.put(f, new String[] {" 3.127", " 3.128", "line ", cell});
    }
    edits.put("report.html", new String[] {">3.127<", ">3.128<", "line ", cell});
    edits.put("report.json", new String[] {"\"3.127\"", "\"3.128\"", cell, ""});
    edits.put("summary.csv", new String[] {",3127,", ",3128,", "line 2, row 'golden, READ', column 'p99_us': bundled 3128, "
        + "recomputed 3127", ""});
    edits.put("figures/latency-read.json", new String[] {"\"min\": 1.115", "\"min\": 1.116",
        "panels[1].series[name=golden p95].min: bundled 1.116, recomputed 1.115", ""});
    int n = 0;
    for (Map.Entry<String, String[]> e : edits.entrySet()) {
      Path into = work.resolve("edit-" + n++);
      copyTree(clean, into);
      Path file = into.resolve("report").resolve(e.getKey());
      String text = Files.readString(file);
      assertTrue(text.contains(e.getValue()[0]), e.getKey());
      Files.writeString(file, text.replaceFirst(java.util.regex.Pattern.quote(e.getValue()[0]), e.getValue()[1]));
      rehash(into, "report/" + e.getKey());
      Outcome verified = execute(new VerifyCommand(), into.toString());
      assertEquals(1, verified.exitCode(), e.getKey() + ": " + verified);
      assertFalse(verified.out().contains("SHA-256 "), verified.out());
      for (int i = 2; i < 4; i++) {
        assertTrue(verified.out().contains(e.getValue()[i]), e.getKey() + ": " + verified.out());
      }
      assertTrue(verified.out().contains("report/" + e.getKey() + ", "), verified.out());
    }
  }

  /** A manifest's total changed (and its hash rewritten) is named, though no per-operation count changed. */
  @Test
  void aChangedManifestTotalIsNamed() throws IOException {
    Path into = unpacked();
    Path manifest = into.resolve("runs/1/run-2026-11/manifest.json");
    Files.writeString(manifest, Files.readString(manifest).replace("\"operations\": 4000", "\"operations\": 8000"));
    rehash(into, "runs/1/run-2026-11/manifest.json");
    Outcome verified = execute(new VerifyCommand(), into.toString());
    assertEquals(1, verified.exitCode(), verified.toString());
    assertTrue(verified.out().contains("manifest runs/1/run-2026-11/manifest.json: operations 8000 is not the sum of "
        + "its operations' counts (READ 2019 + UPDATE 1981 = 4000)"), verified.out());
  }

  @Test
  void anArchiveRepackedWithDotEntriesVerifies() throws Exception {
    Path clean = unpacked();
    Path repacked = work.resolve("repacked.tar.gz");
    Process tar = new ProcessBuilder("tar", "czf", repacked.toString(), "-C", clean.toString(), ".")
        .redirectErrorStream(true).start();
    assertEquals(0, tar.waitFor(), new String(tar.getInputStream().readAllBytes(), StandardCharsets.UTF_8));
    Outcome verified = execute(new VerifyCommand(), repacked.toString());
    assertEquals(0, verified.exitCode(), verified.toString());
  }

  @Test
  void theCommandIsRecordedAsGiven() throws IOException {
    assertEquals(List.of("bundle", run.toString(), "--warmup", "1s", "--out", bundle.toString()),
        BundleRecord.read(unpacked()).command());
    // As a subcommand of bin/ycsb, whose parse result's arguments start with "bundle": recorded once.
    Path again = work.resolve("again.tar.gz");
    CommandLine top = new CommandLine(new Top()).addSubcommand("bundle", new BundleCommand());
    top.setOut(new PrintWriter(new StringWriter()));
    assertEquals(0, top.execute("bundle", run.toString(), "--out", again.toString()));
    Path into = work.resolve("again");
    assertEquals(0, execute(new VerifyCommand(), again.toString(), "--into", into.toString()).exitCode());
    assertEquals(List.of("bundle", run.toString(), "--out", again.toString()), BundleRecord.read(into).command());
  }

  /** A stand-in for bin/ycsb's top command. */
  @CommandLine.Command(name = "ycsb")
  static final class Top {
  }

  @Test
  void aRefusedArchiveLeavesNothingInInto() throws IOException {
    Path plain = work.resolve("plain.tar.gz");
    writeTar(plain, TarGzWriter.header("hello.txt", 2), "x\n".getBytes(StandardCharsets.US_ASCII));
    Path made = work.resolve("new/into");
    Outcome refused = execute(new VerifyCommand(), plain.toString(), "--into", made.toString());
    assertEquals(2, refused.exitCode(), refused.toString());
    assertTrue(refused.err().contains("'" + plain + "' is not a ycsb-ext bundle: it has no BUNDLE.json"),
        refused.err());
    assertFalse(Files.exists(work.resolve("new")), "a refused archive left " + made);
    Path empty = Files.createDirectories(work.resolve("empty"));
    assertEquals(2, execute(new VerifyCommand(), plain.toString(), "--into", empty.toString()).exitCode());
    assertEquals(List.of(), list(empty));
    Files.writeString(empty.resolve("mine.txt"), "the user's\n");
    Outcome full = execute(new VerifyCommand(), bundle.toString(), "--into", empty.toString());
    assertEquals(2, full.exitCode(), full.toString());
    assertTrue(full.err().contains("for option '--into': expected a new or empty directory (it holds 1 entry"),
        full.err());
    assertEquals(List.of(empty.resolve("mine.txt")), list(empty));
  }

  @Test
  void unusablePathsAreOneLineBeforeAnythingIsComputed() throws IOException {
    Path dir = Files.createDirectories(work.resolve("a-dir"));
    for (String[] args : List.of(new String[] {"bundle", "--out", dir.toString()},
        new String[] {"bundle", "--out", "/proc/x/b.tar.gz"}, new String[] {"verify", "--into", "/proc/x"})) {
      Object cmd = args[0].equals("bundle") ? new BundleCommand() : new VerifyCommand();
      Outcome o = args[0].equals("bundle") ? execute(cmd, run.toString(), args[1], args[2])
          : execute(cmd, bundle.toString(), args[1], args[2]);
      assertEquals(2, o.exitCode(), String.join(" ", args) + ": " + o);
      assertEquals(1, o.err().strip().lines().count(), o.err());
      assertTrue(o.err().contains("Invalid value '" + args[2] + "' for option '" + args[1] + "'"), o.err());
      assertFalse(o.err().contains("Exception"), o.err());
    }
    assertEquals(List.of(), list(dir));
  }

  @Test
  void anotherToolVersionsNumbersAreSaidToBeItsOwnNotTampering() throws IOException {
    Path into = unpacked();
    Path json = into.resolve("report/report.json");
    String text = Files.readString(json);
    String count = text.substring(text.indexOf("[\"READ\", ")).split("\"")[3];
    Files.writeString(json, text.replace("[\"READ\", \"" + count + "\"", "[\"READ\", \"" + count + "7\""));
    Path record = into.resolve(BundleRecord.FILE_NAME);
    BundleRecord old = BundleRecord.read(into);
    List<TarGzWriter.Entry> files = old.files().stream().map(f -> f.name().equals("report/report.json")
        ? new TarGzWriter.Entry(f.name(), sizeOf(json), sha(json)) : f).toList();
    Files.writeString(record, new BundleRecord("0.0.9", "0123456789ab", old.createdEpochMs(), old.command(),
        old.reportArgs(), old.reportDir(), old.masked(), files).toJson());
    Outcome verified = execute(new VerifyCommand(), into.toString());
    assertEquals(1, verified.exitCode(), verified.toString());
    assertTrue(verified.out().startsWith("computed by ycsb-ext 0.0.9 (commit 0123456789ab), this is "),
        verified.out());
    assertFalse(verified.out().contains("SHA-256"), verified.out());
  }

  @Test
  void entriesEscapingTheTargetAreRefusedAndNothingIsWrittenOutside() throws IOException {
    for (String name : List.of("../escaped.txt", "/tmp/ycsb-bundle-test-absolute.txt", "a/../../escaped.txt")) {
      Path parent = Files.createDirectories(work.resolve("escape-" + Math.abs(name.hashCode())));
      Path archive = work.resolve("evil-" + Math.abs(name.hashCode()) + ".tar.gz");
      writeTar(archive, TarGzWriter.header(name, 2), "x\n".getBytes(StandardCharsets.US_ASCII));
      Outcome verified = execute(new VerifyCommand(), archive.toString(), "--into", parent.resolve("t").toString());
      assertEquals(2, verified.exitCode(), name + ": " + verified);
      assertEquals(1, verified.err().strip().lines().count(), verified.err());
      assertTrue(verified.err().contains("escapes the target"), verified.err());
      assertEquals(List.of(), list(parent), name + ": a refused archive leaves nothing in --into");
      assertFalse(Files.exists(work.resolve("escaped.txt")));
      assertFalse(Files.exists(Path.of("/tmp/ycsb-bundle-test-absolute.txt")));
    }
  }

  @Test
  void aSymbolicLinkEntryIsRefused() throws IOException {
    byte[] header = TarGzWriter.header("link", 0);
    header[156] = '2';
    byte[] target = "/etc/passwd".getBytes(StandardCharsets.US_ASCII);
    System.arraycopy(target, 0, header, 157, target.length);
    byte[] withSum = TarGzWriter.header("link", 0);
    System.arraycopy(header, 0, withSum, 0, withSum.length);
    String sum = String.format("%06o\0 ", TarGzWriter.checksum(withSum));
    System.arraycopy(sum.getBytes(StandardCharsets.US_ASCII), 0, withSum, 148, 8);
    Path archive = work.resolve("link.tar.gz");
    writeTar(archive, withSum, new byte[0]);
    Outcome verified = execute(new VerifyCommand(), archive.toString(), "--into", work.resolve("t").toString());
    assertEquals(2, verified.exitCode(), verified.toString());
    assertTrue(verified.err().contains("symbolic link"), verified.err());
    assertFalse(Files.exists(work.resolve("t/link")));
  }

  @Test
  void aTruncatedArchiveIsBadInput() throws IOException {
    byte[] whole = Files.readAllBytes(bundle);
    Path cut = work.resolve("cut.tar.gz");
    Files.write(cut, java.util.Arrays.copyOf(whole, whole.length / 2));
    Outcome verified = execute(new VerifyCommand(), cut.toString(), "--into", work.resolve("t").toString());
    assertEquals(2, verified.exitCode(), verified.toString());
    assertEquals(1, verified.err().strip().lines().count(), verified.err());
    assertTrue(verified.err().contains("truncated"), verified.err());
  }

  @Test
  void notAnArchiveAndNoBundleRecordAreBadInput() throws IOException {
    Path text = Files.writeString(work.resolve("notes.tar.gz"), "not an archive\n");
    Outcome notArchive = execute(new VerifyCommand(), text.toString(), "--into", work.resolve("t1").toString());
    assertEquals(2, notArchive.exitCode(), notArchive.toString());
    assertTrue(notArchive.err().contains("not a ycsb-ext bundle"), notArchive.err());
    Path plain = work.resolve("plain.tar.gz");
    writeTar(plain, TarGzWriter.header("hello.txt", 2), "x\n".getBytes(StandardCharsets.US_ASCII));
    Outcome noRecord = execute(new VerifyCommand(), plain.toString(), "--into", work.resolve("t2").toString());
    assertEquals(2, noRecord.exitCode(), noRecord.toString());
    assertTrue(noRecord.err().contains("has no BUNDLE.json"), noRecord.err());
  }

  @Test
  void secretsInCopiedFilesAreMasked() throws IOException {
    Path manifest = run.resolve(Manifest.FILE_NAME);
    Files.writeString(manifest, Files.readString(manifest).replaceFirst("\"properties\": \\{",
        "\"properties\": {\"as.password\": \"hunter2-secret\", "));
    // A study: its index at the top (a line of it repeating the secret), its one cell's run below.
    Path study = work.resolve("results");
    new StudyIndex("s", "one cell", "", List.of("run with -p as.password=hunter2-secret"), "s.yaml", "demo", 4000, 0,
        1, Map.of("sys", "basic"), List.of(), List.of(), List.of(), List.of(), List.of(new StudyIndex.CellRun("c1",
            "sys", "workloada", 1, 0, Map.of(), 1, "run-2026-11", "completed", 0, 1))).write(study);
    Path secretBundle = work.resolve("secret.tar.gz");
    Outcome made = execute(new BundleCommand(), study.toString(), "--out", secretBundle.toString());
    assertEquals(0, made.exitCode(), made.toString());
    String all = new String(gunzip(secretBundle), StandardCharsets.ISO_8859_1);
    assertFalse(all.contains("hunter2-secret"), "a secret in the bundle");
    // The study's report repeats its index's lines, so its text outputs are masked too.
    assertTrue(all.contains("\"masked\": [\"runs/1/results/run-2026-11/manifest.json\", \"runs/1/results/study.json\""),
        all.lines().filter(l -> l.contains("\"masked\"")).findFirst().orElse("no masked line"));
    assertTrue(all.contains("\"reportArgs\": [\"runs/1/results\"]"), "the study's own report is bundled");
    assertTrue(all.contains("study-report.json"), "the study's report is in the bundle");
    Outcome verified = execute(new VerifyCommand(), secretBundle.toString());
    assertEquals(0, verified.exitCode(), verified.toString());
  }

  /** Two runs given as --compare LABEL=DIR twice (the demo's printed command) bundle and verify. */
  @Test
  void twoComparedRunsBundleAsGiven() throws IOException {
    Path other = work.resolve("results/other");
    copyTree(run, other);
    Path two = work.resolve("two.tar.gz");
    Outcome made = execute(new BundleCommand(), "--warmup", "1s", "--compare", "aerospike=" + run, "--compare",
        "couchbase2=" + other, "--out", two.toString());
    assertEquals(0, made.exitCode(), made.toString());
    Outcome verified = execute(new VerifyCommand(), two.toString());
    assertEquals(0, verified.exitCode(), verified.toString());
  }

  /** A file given as a run is named as a file, not as "no run output". */
  @Test
  void aFileGivenAsARunIsNamedAsAFile() {
    Outcome o = execute(new ReportCommand(), "--compare", "A=" + run.resolve("READ.hlog"));
    assertEquals(2, o.exitCode(), o.toString());
    assertTrue(o.err().contains("for option '--compare': it is a file; expected a run directory"), o.err());
  }

  /** A log the run's manifest does not list is refused, naming it, unless --allow-unlisted (which marks it). */
  @Test
  void aLogTheManifestDoesNotListIsRefused() throws IOException {
    Files.copy(run.resolve("READ.hlog"), run.resolve("SCAN.hlog"));
    Outcome refused = execute(new ReportCommand(), run.toString());
    assertEquals(1, refused.exitCode(), refused.toString());
    assertTrue(refused.err().contains("SCAN.hlog is not listed in its manifest.json"), refused.err());
    assertTrue(refused.err().contains("--allow-unlisted"), refused.err());
    Outcome allowed = execute(new ReportCommand(), run.toString(), "--allow-unlisted");
    assertEquals(0, allowed.exitCode(), allowed.toString());
    assertTrue(allowed.out().contains("UNLISTED LOG, figures may be wrong: Host "), allowed.out());
    Files.delete(run.resolve("SCAN.hlog"));
    Path manifest = run.resolve(Manifest.FILE_NAME);
    String text = Files.readString(manifest);
    int from = text.indexOf("\"files\": [");
    int to = text.indexOf(']', from);
    Files.writeString(manifest, text.substring(0, from) + "\"files\": [" + text.substring(to));
    Outcome emptied = execute(new ReportCommand(), run.toString());
    assertEquals(1, emptied.exitCode(), emptied.toString());
    List<String> lines = emptied.err().lines().toList();
    assertEquals(1, lines.size(), emptied.err());
    assertTrue(lines.get(0).contains("READ.hlog, UPDATE.hlog are not listed in its manifest.json (its files list is "
        + "empty: emptied?)"), emptied.err());
    assertTrue(lines.get(0).contains("--allow-unlisted"), emptied.err());
    Outcome marked = execute(new ReportCommand(), run.toString(), "--allow-unlisted");
    assertEquals(0, marked.exitCode(), marked.toString());
    assertTrue(marked.out().contains("UNLISTED LOG, figures may be wrong: Host "), marked.out());
  }

  @Test
  void theReportIsByteIdenticalForTheSameInputsAndOptions() throws IOException {
    Path one = work.resolve("one");
    Path two = work.resolve("two");
    for (Path out : List.of(one, two)) {
      Outcome report = execute(new ReportCommand(), run.toString(), "--warmup", "1s", "--out", out.toString());
      assertEquals(0, report.exitCode(), report.toString());
    }
    List<String> names = new java.util.ArrayList<>(List.of("report.json", "summary.csv", "timeseries.csv"));
    try (Stream<Path> figures = Files.list(one.resolve("figures"))) {
      figures.map(f -> "figures/" + f.getFileName()).filter(n -> n.endsWith(".json")).forEach(names::add);
    }
    assertTrue(names.size() > 3, names.toString());
    for (String name : names) {
      assertArrayEquals(Files.readAllBytes(one.resolve(name)), Files.readAllBytes(two.resolve(name)), name);
    }
  }

  private Path unpacked() {
    Path into = work.resolve("unpacked");
    Outcome verified = execute(new VerifyCommand(), bundle.toString(), "--into", into.toString());
    assertEquals(0, verified.exitCode(), verified.toString());
    return into;
  }

  private static void copyTree(Path from, Path to) throws IOException {
    try (Stream<Path> walk = Files.walk(from)) {
      for (Path p : walk.toList()) {
        Path dest = to.resolve(from.relativize(p).toString());
        if (Files.isDirectory(p)) {
          Files.createDirectories(dest);
        } else {
          Files.copy(p, dest);
        }
      }
    }
  }

  /** Rewrites the size and SHA-256 of {@code name} in the unpacked bundle's BUNDLE.json, as a forger would. */
  private static void rehash(Path into, String name) throws IOException {
    BundleRecord old = BundleRecord.read(into);
    Path file = into.resolve(name);
    List<TarGzWriter.Entry> files = old.files().stream().map(f -> f.name().equals(name)
        ? new TarGzWriter.Entry(f.name(), sizeOf(file), sha(file)) : f).toList();
    Files.writeString(into.resolve(BundleRecord.FILE_NAME), new BundleRecord(old.toolVersion(),
        old.toolCommit(), old.createdEpochMs(), old.command(), old.reportArgs(), old.reportDir(), old.masked(),
        files).toJson());
  }

  /** Runs a command as bin/ycsb would, capturing what it printed. */
  static Outcome execute(Object command, String... args) {
    StringWriter out = new StringWriter();
    StringWriter err = new StringWriter();
    CommandLine cmd = new CommandLine(command);
    cmd.setOut(new PrintWriter(out));
    cmd.setErr(new PrintWriter(err));
    int exit = cmd.execute(args);
    return new Outcome(exit, out.toString(), err.toString());
  }

  private static void writeTar(Path archive, byte[] header, byte[] content) throws IOException {
    try (OutputStream out = new GZIPOutputStream(Files.newOutputStream(archive))) {
      out.write(header);
      out.write(content);
      out.write(new byte[(512 - content.length % 512) % 512]);
      out.write(new byte[1024]);
    }
  }

  private static byte[] gunzip(Path archive) throws IOException {
    try (InputStream in = new GZIPInputStream(Files.newInputStream(archive))) {
      ByteArrayOutputStream all = new ByteArrayOutputStream();
      in.transferTo(all);
      return all.toByteArray();
    }
  }

  private static List<Path> list(Path dir) throws IOException {
    try (Stream<Path> files = Files.list(dir)) {
      return files.sorted().toList();
    }
  }

  private static long sizeOf(Path file) {
    try {
      return Files.size(file);
    } catch (IOException e) {
      throw new java.io.UncheckedIOException(e);
    }
  }

  private static String sha(Path file) {
    try {
      return Manifest.sha256(file);
    } catch (IOException e) {
      throw new java.io.UncheckedIOException(e);
    }
  }
}
