/*
 * Copyright (c) 2026 ycsb-ext contributors.
 * Licensed under the Apache License, Version 2.0 (http://www.apache.org/licenses/LICENSE-2.0).
 */
package site.ycsb.ext.it.study;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNotEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.nio.file.Files;
import java.nio.file.Path;
import java.time.Duration;
import java.util.List;
import java.util.Map;
import java.util.concurrent.TimeUnit;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import site.ycsb.ext.it.Distribution;
import site.ycsb.ext.report.study.StudyIndex;

/**
 * Ctrl-C during {@code bin/ycsb study run} (SIGINT to its process group, as a terminal sends it): the study ends
 * with the signal's exit code and the running cell recorded as not completed; the same command then resumes it.
 */
class StudyStopIT {
  private static final String STUDY = """
      study: stop
      systems:
        b1: {binding: basic, properties: {basicdb.verbose: false}}
        b2: {binding: basic, properties: {basicdb.verbose: false}}
      datasets:
        d: {workload: workloada, properties: {recordcount: 100}}
      workloads:
        a: {file: workloada}
      duration: 10s
      repetitions: 1
      """;

  @TempDir
  Path work;

  @Test
  void ctrlCLeavesAStudyThatResumes() throws Exception {
    Files.createSymbolicLink(work.resolve("workloads"), Distribution.home().resolve("workloads"));
    Files.writeString(work.resolve("stop.yaml"), STUDY);
    Path out = work.resolve("results/stop");
    Path firstCell = out.resolve("cells/b1-a-t1/rep-1");
    // setsid: its own process group, signalled as a whole; perl restores SIGINT's default, which a JVM started in
    // the background inherits as ignored.
    Process process = new ProcessBuilder("setsid", "perl", "-e", "$SIG{INT} = 'DEFAULT'; exec @ARGV or die $!",
        Distribution.home().resolve("bin/ycsb").toString(), "study", "run", "stop.yaml", "--out", "results/stop")
        .directory(work.toFile()).redirectOutput(work.resolve("run.out").toFile())
        .redirectError(work.resolve("run.err").toFile()).start();
    try {
      long deadline = System.nanoTime() + TimeUnit.SECONDS.toNanos(180);
      while (!Files.isDirectory(firstCell) && process.isAlive() && System.nanoTime() < deadline) {
        Thread.sleep(50);
      }
      assertTrue(Files.isDirectory(firstCell), "the first cell never started: " + Files.readString(
          work.resolve("run.out")) + Files.readString(work.resolve("run.err")));
      Process kill = new ProcessBuilder("kill", "-INT", "--", "-" + process.pid()).inheritIO().start();
      assertEquals(0, kill.waitFor());
      assertTrue(process.waitFor(120, TimeUnit.SECONDS), "the study still runs after Ctrl-C (hang guard)");
    } finally {
      process.descendants().forEach(ProcessHandle::destroyForcibly);
      process.destroyForcibly();
    }
    String stopped = Files.readString(work.resolve("run.out")) + Files.readString(work.resolve("run.err"));
    assertTrue(process.exitValue() > 128, "exit " + process.exitValue() + ": " + stopped);
    StudyIndex index = StudyIndex.read(out);
    assertNotEquals("completed", index.runs().get(0).status(), index.toJson());

    Distribution.Result resume = Distribution.ycsb(work, Duration.ofMinutes(4), Map.of(), "study", "run",
        "stop.yaml", "--out", "results/stop");
    assertEquals(0, resume.exitCode, stopped + resume);
    assertTrue(resume.stdout.contains("2 runs (0 already completed, 2 to run)"), resume.toString());
    assertTrue(resume.stdout.contains("Load d into b1: completed earlier, kept"), resume.toString());
    assertTrue(Files.isDirectory(out.resolve("cells/b1-a-t1/rep-1.failed-1")), "the stopped attempt is kept aside");
    index = StudyIndex.read(out);
    assertEquals(List.of("completed", "completed"), index.runs().stream().map(StudyIndex.CellRun::status).toList());
  }
}
