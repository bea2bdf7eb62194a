/*
 * Copyright (c) 2026 ycsb-ext contributors.
 * Licensed under the Apache License, Version 2.0 (http://www.apache.org/licenses/LICENSE-2.0).
 */
package site.ycsb.ext.launcher.study;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.IOException;
import java.io.PrintWriter;
import java.io.StringWriter;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import site.ycsb.ext.contract.BadInputException;
import site.ycsb.ext.contract.Manifest;
import site.ycsb.ext.contract.Outcome;
import site.ycsb.ext.contract.Phase;
import site.ycsb.ext.contract.RunKeys;
import site.ycsb.ext.report.study.StoppingRule;
import site.ycsb.ext.report.study.StudyIndex;

/** The runner's order, resume and index, with a fake phase executor that writes manifests. */
class StudyRunnerTest {
  @TempDir
  Path dir;

  private final List<String> calls = new ArrayList<>();
  private final List<Integer> clientHosts = new ArrayList<>();

  private Study study() throws IOException {
    return study("{binding: basic, standin: aerospike}", "10m");
  }

  /** The study with system a as given and the duration given. */
  private Study study(String systemA, String duration) throws IOException {
    Files.writeString(dir.resolve("workloada"), "readproportion=0.5\n");
    String text = """
        study: s1
        systems:
          a: %s
          b: {binding: basic, standin: couchbase}
          c: {binding: basic}
        datasets: {d: {workload: workloada}}
        workloads: {w: {file: workloada}}
        sweep: {threads: [1, 2]}
        duration: %s
        repetitions: 2
        """.formatted(systemA, duration);
    Files.writeString(dir.resolve("s.yaml"), text);
    return StudyFile.parse(text, dir.resolve("s.yaml"), n -> true, dir);
  }

  /** A resume whose plan changed is refused, naming the keys; --replan runs again only the cells that changed. */
  @Test
  void aResumeWithAnotherPlanIsRefusedUnlessReplanned() throws IOException {
    assertEquals(0, run(study(), executor(Map.of(), 0)));
    calls.clear();
    Study shorter = study("{binding: basic, standin: aerospike, properties: {as.commitLevel: master}}", "5m");
    BadInputException refused = assertThrows(BadInputException.class, () -> run(shorter, executor(Map.of(), 0)));
    assertEquals(List.of(), calls, "nothing ran");
    // at demo scale the demo block's duration applies, so the file's duration changes no cell
    assertTrue(refused.getMessage().contains("was run with another plan: as.commitLevel (unset) -> master (2 cells); "
        + "load as.commitLevel (unset) -> master (2 cells). "), refused.getMessage());
    assertTrue(refused.getMessage().contains("Give a new --out, or --replan"), refused.getMessage());
    assertEquals(1, refused.getMessage().lines().count());
    BadInputException more = assertThrows(BadInputException.class, () -> new StudyRunner(StudyPlan.of(study(), "demo",
        3), dir.resolve("out"), executor(Map.of(), 0), SERVERS, new PrintWriter(new StringWriter())).run());
    assertTrue(more.getMessage().contains("another plan: repetitions 2 -> 3."), more.getMessage());
    Study masterA = study("{binding: basic, standin: aerospike, properties: {as.commitLevel: master}}", "10m");
    StringWriter text = new StringWriter();
    assertEquals(0, new StudyRunner(StudyPlan.of(masterA, "demo", 0), dir.resolve("out"), executor(Map.of(), 0),
        SERVERS, new PrintWriter(text, true)).replan(true).run());
    assertEquals(List.of("load a a-d", "run a rep-1", "run a rep-1", "run a rep-2", "run a rep-2"), calls);
    assertTrue(text.toString().contains("2 cells run again (a-w-t1, a-w-t2, earlier runs kept as "
        + "rep-<n>.replanned-<k>), the other 2 kept"), text.toString());
    assertTrue(Files.isDirectory(dir.resolve("out/cells/a-w-t1/rep-1.replanned-1")));
    // The study file as run is in the study directory, and the index names it relative to it.
    assertEquals("s.yaml", StudyIndex.read(dir.resolve("out")).file());
    assertTrue(Files.readString(dir.resolve("out/s.yaml")).contains("as.commitLevel: master"));
  }

  /** Writes a manifest with the outcome the test chose for that call (completed unless listed). */
  private StudyRunner.PhaseExecutor executor(Map<Integer, Outcome> outcomes, int stopAt) {
    return (phase, args, clients) -> {
      String out = args.stream().filter(a -> a.startsWith(RunKeys.OUTPUT_PATH + "=")).findFirst().orElseThrow()
          .substring(RunKeys.OUTPUT_PATH.length() + 1);
      String label = args.stream().filter(a -> a.startsWith("label=")).findFirst().orElseThrow().substring(6);
      calls.add(phase + " " + label + " " + Path.of(out).getFileName());
      clientHosts.add(clients);
      int n = calls.size();
      if (n == stopAt) {
        return 130;
      }
      Outcome outcome = outcomes.getOrDefault(n, Outcome.COMPLETED);
      Manifest.Builder b = new Manifest.Builder();
      b.phase = phase;
      b.binding = "basic";
      b.label = label;
      b.outcome = outcome;
      b.exitCode = outcome.ranToEnd() ? 0 : 1;
      try {
        Path runDir = Path.of(out);
        Files.createDirectories(runDir);
        List<Path> logs = List.of();
        long seconds = args.stream().filter(a -> a.startsWith("maxexecutiontime=")).findFirst()
            .map(a -> Long.parseLong(a.substring("maxexecutiontime=".length()))).orElse(1L);
        b.startEpochMs = T0;
        b.endEpochMs = T0 + seconds * 1000;
        if (phase == Phase.RUN) {
          int perWindow = opsPerWindow.applyAsInt(label + " " + runDir.getFileName());
          logs = List.of(readLog(runDir, seconds, perWindow));
          b.windowMs = 1000;
          b.operations = seconds * perWindow;
        }
        b.files(logs).build().write(runDir.resolve(Manifest.FILE_NAME));
      } catch (IOException e) {
        throw new IllegalStateException(e);
      }
      return b.exitCode;
    };
  }

  private static final long T0 = 1_700_000_000_000L;

  /** READ operations per 1-s window of each run, by {@code <system> rep-<n>}: 100 unless a test says otherwise. */
  private java.util.function.ToIntFunction<String> opsPerWindow = run -> 100;

  /** A {@code READ.hlog} as the engine writes it: {@code seconds} 1-s windows of {@code perWindow} reads at 1 ms. */
  private static Path readLog(Path dir, long seconds, int perWindow) throws IOException {
    Path file = dir.resolve("READ.hlog");
    try (java.io.PrintStream out = new java.io.PrintStream(Files.newOutputStream(file), false,
        java.nio.charset.StandardCharsets.US_ASCII)) {
      org.HdrHistogram.HistogramLogWriter writer = new org.HdrHistogram.HistogramLogWriter(out);
      writer.outputComment("[ycsb-ext periodic histogram log, values in microseconds]");
      writer.outputStartTime(T0);
      writer.setBaseTime(0);
      writer.outputBaseTime(0);
      writer.outputLegend();
      for (long w = 0; w < seconds; w++) {
        org.HdrHistogram.Histogram h = new org.HdrHistogram.Histogram(3_600_000_000L, 3);
        h.recordValueWithCount(1000, perWindow);
        h.setStartTimeStamp(T0 + w * 1000);
        h.setEndTimeStamp(T0 + (w + 1) * 1000);
        h.setTag("READ");
        writer.outputIntervalHistogram(h);
      }
    }
    return file;
  }

  private static final StudyRunner.Servers SERVERS = new StudyRunner.Servers() {
    @Override
    public Map<String, String> properties(String standin) {
      return Map.of("ycsb.ext.servers", standin);
    }

    @Override
    public void close() {
    }
  };

  private int run(Study study, StudyRunner.PhaseExecutor executor) throws IOException {
    StringWriter text = new StringWriter();
    return new StudyRunner(StudyPlan.of(study, "demo", 0), dir.resolve("out"), executor, SERVERS,
        new PrintWriter(text, true)).run();
  }

  @Test
  void systemsInterleaveAndLoadsComeFirst() throws IOException {
    StudyPlan plan = StudyPlan.of(study(), "demo", 0);
    assertEquals(1, plan.skipped().size(), "c has no stand-in");
    assertEquals(List.of("load a", "load b", "a 1 1", "b 1 1", "a 2 1", "b 2 1", "a 1 2", "b 1 2", "a 2 2", "b 2 2"),
        plan.steps().stream().map(s -> s.load() ? "load " + s.system().name()
            : s.system().name() + " " + s.threads() + " " + s.repetition()).toList());
  }

  @Test
  void resumeSkipsCompletedRunsAndRerunsFailedOnes() throws IOException {
    Study study = study();
    // calls: 1 load a, 2 run a t1 r1, 3 load b, 4 run b t1 r1 (fails), then the rest
    assertEquals(1, run(study, executor(Map.of(4, Outcome.FAILED), 0)));
    assertEquals(10, calls.size(), calls.toString());
    StudyIndex index = StudyIndex.read(dir.resolve("out"));
    assertEquals(List.of(1, 2, 3, 4, 5, 6, 7, 8), index.runs().stream().map(StudyIndex.CellRun::order).toList());
    assertEquals("failed", index.runs().get(1).status());
    calls.clear();
    assertEquals(0, run(study, executor(Map.of(), 0)));
    // Stand-ins start empty, so b's data set is loaded again before the one run left.
    assertEquals(List.of("load b b-d", "run b rep-1"), calls);
    assertTrue(Files.isDirectory(dir.resolve("out/cells/b-w-t1/rep-1.failed-1")), "the failed attempt is kept aside");
    index = StudyIndex.read(dir.resolve("out"));
    assertTrue(index.runs().stream().allMatch(r -> r.status().equals("completed")), index.toJson());
    assertEquals(9, index.runs().get(1).order(), "the rerun's place in the order goes on from the first session");
    calls.clear();
    assertEquals(0, run(study, executor(Map.of(), 0)));
    assertEquals(List.of(), calls, "nothing left to run");
  }

  @Test
  void aStopSignalEndsTheStudyAndItResumes() throws IOException {
    Study study = study();
    assertEquals(130, run(study, executor(Map.of(), 3 + 1)));
    assertEquals(4, calls.size(), calls.toString());
    calls.clear();
    assertEquals(0, run(study, executor(Map.of(), 0)));
    assertEquals(7, calls.stream().filter(c -> c.startsWith("run")).count(), "every run but the one completed: " + calls);
  }

  /** A study with an INVALID repetition (a collapsed run) exits 1 and its last line says so, unless allowed. */
  @Test
  void anInvalidRepetitionFailsTheStudyUnlessAllowed() throws IOException {
    opsPerWindow = run -> run.equals("a rep-2") ? 1 : 1000; // under 1% of the median of 1,000 and 1
    StringWriter text = new StringWriter();
    assertEquals(1, new StudyRunner(StudyPlan.of(study(), "demo", 0), dir.resolve("out"), executor(Map.of(), 0),
        SERVERS, new PrintWriter(text, true)).run());
    List<String> lines = text.toString().lines().toList();
    assertEquals("Study s1 has 2 INVALID repetitions (named in the report); exit 1 (--allow-partial accepts it, still "
        + "marked)", lines.get(lines.size() - 1), text.toString());
    StringWriter again = new StringWriter();
    assertEquals(0, new StudyRunner(StudyPlan.of(study(), "demo", 0), dir.resolve("out"), executor(Map.of(), 0),
        SERVERS, new PrintWriter(again, true)).allowPartial(true).run());
    assertTrue(again.toString().contains("Study s1 has 2 INVALID repetitions (named in the report); accepted "
        + "(--allow-partial)"), again.toString());
  }

  /** A study left with a run not completed says PARTIAL in its last line; --allow-partial exits 0. */
  @Test
  void aPartialStudySaysSoInItsLastLine() throws IOException {
    StringWriter text = new StringWriter();
    assertEquals(0, new StudyRunner(StudyPlan.of(study(), "demo", 0), dir.resolve("out"),
        executor(Map.of(4, Outcome.FAILED), 0), SERVERS, new PrintWriter(text, true)).allowPartial(true).run());
    List<String> lines = text.toString().lines().toList();
    assertEquals("Study s1 is PARTIAL: 1 planned repetition not completed (resume it with the same bin/ycsb study run)"
        + "; accepted (--allow-partial)", lines.get(lines.size() - 1), text.toString());
  }

  /**
   * --until: rounds of every cell are added, interleaved, until each bound holds in every cell. Throughput 100, 102,
   * 100 ops/s: after 2 repetitions ops/s's interval is +13.4% of the mean, after 3 +2.9%, so round 3 is the last.
   */
  @Test
  void untilStopsAddingRoundsOnceEveryBoundHolds() throws IOException {
    opsPerWindow = run -> run.endsWith("rep-2") ? 102 : 100;
    StringWriter text = new StringWriter();
    assertEquals(0, untilRunner(StoppingRule.parse("ops/s:5%,READ.p99:10%", 6), text).run());
    assertEquals(12, calls.stream().filter(c -> c.startsWith("run")).count(), calls.toString());
    assertEquals(List.of("run a rep-3", "run b rep-3", "run a rep-3", "run b rep-3"), calls.subList(10, 14));
    String out = text.toString();
    assertTrue(out.contains("Until: round 3 of at most 6 added (4 runs): not held in a-w-t1 (2 valid: ops/s +13.4% > "
        + "5% NOT held; READ.p99 +0% <= 10% held)"), out);
    assertTrue(out.contains("Until: every bound held in the 4 cells of data set d after 3 rounds"), out);
    assertTrue(out.contains("Until, cell a-w-t1 (3 valid of 3): ops/s +2.9% <= 5% held; READ.p99 +0% <= 10% held"),
        out);
    StudyIndex index = StudyIndex.read(dir.resolve("out"));
    assertEquals("ops/s:5%,READ.p99:10%", index.until());
    assertEquals(12, index.runs().size());
    assertTrue(index.runs().stream().allMatch(r -> r.status().equals("completed")), index.toJson());
    calls.clear();
    assertEquals(0, untilRunner(StoppingRule.parse("ops/s:5%,READ.p99:10%", 6), new StringWriter()).run());
    assertEquals(List.of(), calls, "a resume runs nothing: the rule holds");
    BadInputException changed = assertThrows(BadInputException.class,
        () -> untilRunner(StoppingRule.parse("ops/s:1%", 6), new StringWriter()).run());
    assertTrue(changed.getMessage().contains("another plan: until ops/s:5%,READ.p99:10% -> ops/s:1%."),
        changed.getMessage());
  }

  /** --until: a bound that never holds (100 and 150 ops/s in turn) stops at --max-repetitions, and says so. */
  @Test
  void untilStopsAtMaxRepetitionsAndSaysWhichBoundDidNotHold() throws IOException {
    opsPerWindow = run -> Integer.parseInt(run.substring(run.lastIndexOf('-') + 1)) % 2 == 0 ? 150 : 100;
    StringWriter text = new StringWriter();
    // stopped by a signal during round 3; the resume goes on with it
    assertEquals(130, untilRunner(StoppingRule.parse("ops/s:5%", 4), text).stopAt(2 + 8 + 2).run());
    calls.clear();
    text = new StringWriter();
    assertEquals(0, untilRunner(StoppingRule.parse("ops/s:5%", 4), text).run());
    assertEquals(List.of("run b rep-3", "run a rep-3", "run b rep-3", "run a rep-4", "run b rep-4", "run a rep-4",
        "run b rep-4"), calls.stream().filter(c -> c.startsWith("run")).toList(), calls.toString());
    String out = text.toString();
    assertTrue(out.contains("Until: 4 of 4 cells of data set d not held after 4 rounds, --max-repetitions 4 reached: "
        + "a-w-t1 (4 valid: ops/s +44.4% > 5% NOT held)"), out);
    assertTrue(out.contains("Until, cell b-w-t2 (4 valid of 4): ops/s +44.4% > 5% NOT held"), out);
    assertEquals(16, StudyIndex.read(dir.resolve("out")).runs().size());
  }

  /** A runner of the test study at demo scale with a stopping rule, writing into {@code out}. */
  private UntilRun untilRunner(StoppingRule rule, StringWriter text) throws IOException {
    return new UntilRun(study(), rule, text);
  }

  /** One run of the study with a stopping rule, optionally stopped by a signal at a call. */
  private final class UntilRun {
    private final Study study;
    private final StoppingRule rule;
    private final StringWriter text;
    private int stopAt;

    UntilRun(Study study, StoppingRule rule, StringWriter text) {
      this.study = study;
      this.rule = rule;
      this.text = text;
    }

    UntilRun stopAt(int call) {
      this.stopAt = call;
      return this;
    }

    int run() throws IOException {
      return new StudyRunner(StudyPlan.of(study, "demo", 0), dir.resolve("out"), executor(Map.of(), stopAt), SERVERS,
          new PrintWriter(text, true)).until(rule).run();
    }
  }

  /** Each run is given its cell's client-host count (the first N hosts); the loads run on every host. */
  @Test
  void eachRunIsGivenItsCellsClientHostCount() throws IOException {
    Files.writeString(dir.resolve("workloada"), "readproportion=0.5\n");
    Study study = StudyFile.parse("""
        study: s1
        systems:
          a: {binding: basic, standin: aerospike}
          b: {binding: basic, standin: couchbase}
        datasets: {d: {workload: workloada}}
        workloads: {w: {file: workloada}}
        sweep: {threads: [1], clients: [1, 2]}
        duration: 10m
        """, dir.resolve("s.yaml"), n -> true, dir);
    StudyPlan plan = StudyPlan.of(study, "demo", 0, 2);
    assertEquals(0, new StudyRunner(plan, dir.resolve("out"), executor(Map.of(), 0), SERVERS,
        new PrintWriter(new StringWriter(), true)).run());
    assertEquals(List.of("load a a-d", "run a rep-1", "load b b-d", "run b rep-1", "run a rep-1", "run b rep-1"),
        calls);
    assertEquals(List.of(0, 1, 0, 1, 2, 2), clientHosts);
    StudyIndex index = StudyIndex.read(dir.resolve("out"));
    assertEquals(List.of("1", "1", "2", "2"), index.runs().stream().map(r -> r.labels().get("clients")).toList());
  }
}
