/*
 * Copyright (c) 2026 ycsb-ext contributors.
 * Licensed under the Apache License, Version 2.0 (http://www.apache.org/licenses/LICENSE-2.0).
 */
package site.ycsb.ext.it.study;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.time.Duration;
import java.util.List;
import java.util.Map;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import site.ycsb.ext.contract.Manifest;
import site.ycsb.ext.contract.Outcome;
import site.ycsb.ext.it.Distribution;
import site.ycsb.ext.it.ReadmeExamples;
import site.ycsb.ext.it.ReadmeExamples.Section;
import site.ycsb.ext.report.study.StudyIndex;

/**
 * {@code bin/ycsb study run} from the unpacked distribution: the Aerospike vs Couchbase study at demo scale with 2
 * repetitions against the stand-ins, its resume (every completed cell skipped; then a repetition whose run did not
 * end runs again, and only it) and {@code bin/ycsb report} of it in every format.
 */
class StudyIT {
  @TempDir
  Path work;

  /** The docs' examples, run as written from a directory that links the distribution's studies/ and workloads/. */
  @Test
  void seedStudyRunsAtDemoScaleResumesAndReports() throws IOException {
    Files.createSymbolicLink(work.resolve("workloads"), Distribution.home().resolve("workloads"));
    Files.createSymbolicLink(work.resolve("studies"), Distribution.home().resolve("studies"));
    List<String> examples = ReadmeExamples.commands(Section.STUDIES, "./bin/ycsb ");
    assertEquals(List.of("./bin/ycsb study run studies/aerospike-vs-couchbase-2017.yaml --scale demo --repetitions 2 "
        + "--out results/avc-demo", "./bin/ycsb report results/avc-demo --out results/avc-demo-report"), examples);
    String[] run = ReadmeExamples.shellWords(examples.get(0).substring("./bin/ycsb ".length())).toArray(String[]::new);
    String[] report = ReadmeExamples.shellWords(examples.get(1).substring("./bin/ycsb ".length()))
        .toArray(String[]::new);
    Path out = work.resolve("results/avc-demo");
    Distribution.Result first = Distribution.ycsb(work, Duration.ofMinutes(8), Map.of(), run);
    assertEquals(0, first.exitCode, first.toString());
    assertTrue(first.stdout.contains("Cell 4 of 4: couchbase a threads=4 repetition 2"), first.toString());
    assertTrue(first.stdout.lines().anyMatch(l -> l.matches("Cell 2 of 4: couchbase a threads=4 repetition 1 "
        + "\\(elapsed \\d+m\\d\\ds, estimate left \\d+m\\d\\ds\\)")), "progress: " + first.stdout);
    StudyIndex index = StudyIndex.read(out);
    assertEquals(4, index.runs().size());
    assertEquals(List.of("aerospike", "couchbase", "aerospike", "couchbase"),
        index.runs().stream().map(StudyIndex.CellRun::system).toList(), "systems interleaved");
    assertEquals(List.of(1, 2, 3, 4), index.runs().stream().map(StudyIndex.CellRun::order).toList());
    for (StudyIndex.CellRun cellRun : index.runs()) {
      Manifest manifest = Manifest.read(out.resolve(cellRun.dir()).resolve(Manifest.FILE_NAME));
      assertEquals(Outcome.COMPLETED, manifest.outcome(), cellRun.dir());
      assertTrue(Files.size(out.resolve(cellRun.dir()).resolve("READ.hlog")) > 0, cellRun.dir());
    }

    Distribution.Result resume = Distribution.ycsb(work, Duration.ofMinutes(3), Map.of(), run);
    assertEquals(0, resume.exitCode, resume.toString());
    assertTrue(resume.stdout.contains("4 runs (4 already completed, 0 to run)"), resume.toString());
    assertEquals(4, resume.stdout.lines().filter(l -> l.endsWith(": completed, skipped")).count(), resume.toString());
    assertTrue(resume.stdout.lines().noneMatch(l -> l.startsWith("Load ")), "no load on a resume with nothing to run");

    // A repetition whose run did not end (no manifest, as after a crash) runs again, and only it.
    String lost = index.runs().get(3).dir();
    Files.delete(out.resolve(lost).resolve(Manifest.FILE_NAME));
    Distribution.Result rerun = Distribution.ycsb(work, Duration.ofMinutes(4), Map.of(), run);
    assertEquals(0, rerun.exitCode, rerun.toString());
    assertTrue(rerun.stdout.contains("4 runs (3 already completed, 1 to run)"), rerun.toString());
    assertTrue(rerun.stdout.contains("Cell 4 of 4: couchbase a threads=4 repetition 2 (elapsed "), rerun.toString());
    assertTrue(Files.isDirectory(out.resolve(lost + ".failed-1")), "the earlier attempt is kept aside");
    index = StudyIndex.read(out);
    assertEquals(List.of(1, 2, 3, 5), index.runs().stream().map(StudyIndex.CellRun::order).toList(),
        "the rerun's place in the order goes on from the first session");
    assertTrue(index.runs().stream().allMatch(r -> r.status().equals("completed")), index.toJson());

    Distribution.Result reported = Distribution.ycsb(work, Duration.ofMinutes(3), Map.of(), report);
    assertEquals(0, reported.exitCode, reported.toString());
    assertTrue(reported.stdout.contains("Table 1 (a threads=4)"), reported.toString());
    assertTrue(reported.stdout.contains("aerospike vs couchbase, a threads=4, READ ops/s: "), reported.toString());
    assertTrue(reported.stdout.lines().anyMatch(l -> l.contains("READ ops/s: ") && l.contains("x, 95% interval ")
        && l.contains("the run-to-run spread")), "the ratio, its interval, exceeds or within: " + reported.stdout);
    Path reportDir = work.resolve("results/avc-demo-report");
    String json = Files.readString(reportDir.resolve("study-report.json"));
    assertTrue(json.contains("\"format\": \"ycsb-ext-study-report/2\""), json);
    assertTrue(json.contains("\"repetitions\": 2"), json);
    for (String f : List.of("study-report.txt", "study-report.md", "study-cells.csv", "study-report.html",
        "study-report.tex")) {
      assertTrue(Files.size(reportDir.resolve(f)) > 0, f);
    }
  }

  @Test
  void badStudyFileIsExitTwoWithOneLinePerErrorBeforeAnyRun() throws IOException {
    Path bad = Files.writeString(work.resolve("bad.yaml"), "study: s\nsystems: {a: {binding: nosuch}}\n"
        + "datasets: {d: {workload: workloada}}\nworkloads: {w: {file: workloada}}\nduration: 10s\nrepetiton: 2\n");
    Distribution.Result result = Distribution.ycsb(work, Duration.ofMinutes(2), Map.of(), "study", "run",
        bad.toString(), "--out", work.resolve("never").toString());
    assertEquals(2, result.exitCode, result.toString());
    assertEquals(2, result.stderr.lines().count(), result.toString());
    assertTrue(result.stderr.contains("Unknown key 'repetiton'"), result.toString());
    assertTrue(result.stderr.contains("Invalid value 'nosuch' for key 'systems.a.binding'"), result.toString());
    assertTrue(Files.notExists(work.resolve("never")), "nothing started");
  }

  /** A client-host axis on this host only: one line naming the key, the value and what to pass, nothing written. */
  @Test
  void clientHostsAxisWithoutHostsIsExitTwoInOneLine() throws IOException {
    Files.createSymbolicLink(work.resolve("workloads"), Distribution.home().resolve("workloads"));
    Path file = Files.writeString(work.resolve("steps.yaml"), "study: steps\nsystems: {a: {binding: basic}}\n"
        + "datasets: {d: {workload: workloada}}\nworkloads: {w: {file: workloada}}\nsweep: {clients: [1, 2]}\n"
        + "duration: 10s\n");
    Distribution.Result result = Distribution.ycsb(work, Duration.ofMinutes(2), Map.of(), "study", "run",
        file.toString(), "--out", work.resolve("never").toString());
    assertEquals(2, result.exitCode, result.toString());
    assertEquals(List.of("ycsb: Invalid value '2' for key 'sweep.clients': the study runs on this host only, expected"
        + " 1; pass --hosts with at least 2 client hosts (or list them in 'hosts')"), result.stderr.lines().toList());
    assertTrue(Files.notExists(work.resolve("never")), "nothing written");
  }
}
