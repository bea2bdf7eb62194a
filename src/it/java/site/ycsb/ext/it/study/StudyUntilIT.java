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
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import site.ycsb.ext.it.Distribution;
import site.ycsb.ext.it.ReadmeExamples;
import site.ycsb.ext.it.ReadmeExamples.Section;
import site.ycsb.ext.report.study.StudyIndex;

/**
 * {@code bin/ycsb study run --until ... --max-repetitions N} from the unpacked distribution, on a study of seconds
 * with the basic binding: docs/studies.md's example, whose throughput at a target holds its bound before N rounds,
 * and a bound no pair of unthrottled runs can hold, which runs to N.
 */
class StudyUntilIT {
  /** docs/studies.md's {@code until.yaml}. */
  private static final String STUDY = """
      study: until
      systems:
        b: {binding: basic, properties: {basicdb.verbose: false}}
      datasets:
        d: {workload: workloada, threads: 1, properties: {recordcount: 100}}
      workloads:
        a: {file: workloada}
      sweep: {threads: [2], target: [200]}
      duration: 3s
      warmup: 1s
      repetitions: 2
      """;

  @TempDir
  Path work;

  @BeforeEach
  void linkWorkloads() throws IOException {
    Files.createSymbolicLink(work.resolve("workloads"), Distribution.home().resolve("workloads"));
  }

  /** The docs' example: 200 ops/s at a target varies far less than 50%, so the rule holds before 4 rounds. */
  @Test
  void theDocsExampleStopsBeforeItsMaximumAndReportsTheVerdicts() throws IOException {
    String page = Files.readString(ReadmeExamples.sourceRoot().resolve("docs/studies.md"));
    assertTrue(page.contains("```yaml\n" + STUDY + "```"), "docs/studies.md shows the study file run here");
    Files.writeString(work.resolve("until.yaml"), STUDY);
    List<String> examples = ReadmeExamples.commands(Section.STUDIES_UNTIL, "./bin/ycsb ");
    assertEquals(2, examples.size(), examples.toString());
    Distribution.Result run = ycsb(examples.get(0));
    assertEquals(0, run.exitCode, run.toString());
    assertTrue(run.stdout.contains("Until: every bound held in the 1 cell of data set d after "), run.toString());
    assertTrue(run.stdout.lines().anyMatch(l -> l.matches("Until, cell b-a-t2-target200 \\([23] valid of [23]\\): "
        + "ops/s \\+[0-9.]+% <= 50% held")), run.toString());
    int runs = StudyIndex.read(work.resolve("results/until")).runs().size();
    assertTrue(runs >= 2 && runs < 4, "stopped before --max-repetitions 4: " + runs + " runs");

    Distribution.Result report = ycsb(examples.get(1));
    assertEquals(0, report.exitCode, report.toString());
    assertTrue(report.stdout.contains("Stopping rule --until ops/s:50% --max-repetitions 4"), report.toString());
    String json = Files.readString(work.resolve("results/until-report/study-report.json"));
    assertTrue(json.contains("\"until\": \"ops/s:50%\", \"maxRepetitions\": 4"), json);
    assertTrue(json.contains("\"verdict\": \"held\""), json);
    String csv = Files.readString(work.resolve("results/until-report/study-cells.csv"));
    assertTrue(csv.contains("# UNTIL ops/s:50%: cell b-a-t2-target200 ("), csv);
  }

  /** Unthrottled runs never agree within 0.001%: the study runs to --max-repetitions and says the bound did not hold. */
  @Test
  void aBoundThatDoesNotHoldRunsToItsMaximum() throws IOException {
    Files.writeString(work.resolve("free.yaml"), STUDY.replace("sweep: {threads: [2], target: [200]}",
        "sweep: {threads: [2]}"));
    Distribution.Result run = ycsb("./bin/ycsb study run free.yaml --repetitions 1 --until ops/s:0.001% "
        + "--max-repetitions 3 --out results/free");
    assertEquals(0, run.exitCode, run.toString());
    assertTrue(run.stdout.contains("Until: round 2 of at most 3 added (1 run): not held in b-a-t2 (1 valid: ops/s no "
        + "interval (1 valid repetition), bound 0.001% NOT held)"), run.toString());
    assertTrue(run.stdout.contains("not held after 3 rounds, --max-repetitions 3 reached"), run.toString());
    assertTrue(run.stdout.lines().anyMatch(l -> l.matches("Until, cell b-a-t2 \\(3 valid of 3\\): ops/s \\+[0-9.]+% > "
        + "0.001% NOT held")), run.toString());
    assertEquals(3, StudyIndex.read(work.resolve("results/free")).runs().size());
  }

  private Distribution.Result ycsb(String example) {
    String[] args = ReadmeExamples.shellWords(example.substring("./bin/ycsb ".length())).toArray(String[]::new);
    return Distribution.ycsb(work, Duration.ofMinutes(4), Map.of(), args);
  }
}
