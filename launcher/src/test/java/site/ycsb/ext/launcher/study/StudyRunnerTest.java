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
      b.startEpochMs = 1;
      b.endEpochMs = 2;
      b.outcome = outcome;
      b.exitCode = outcome.ranToEnd() ? 0 : 1;
      try {
        Files.createDirectories(Path.of(out));
        b.build().write(Path.of(out).resolve(Manifest.FILE_NAME));
      } catch (IOException e) {
        throw new IllegalStateException(e);
      }
      return b.exitCode;
    };
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
