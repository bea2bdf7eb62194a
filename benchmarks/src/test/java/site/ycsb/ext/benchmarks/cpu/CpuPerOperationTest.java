/*
 * Copyright (c) 2026 ycsb-ext contributors.
 * Licensed under the Apache License, Version 2.0 (http://www.apache.org/licenses/LICENSE-2.0).
 */
package site.ycsb.ext.benchmarks.cpu;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.ByteArrayOutputStream;
import java.io.IOException;
import java.io.OutputStream;
import java.io.PrintStream;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

class CpuPerOperationTest {
  @Test
  void parsesCoreAndOurStatusLinesAndNothingElse() {
    long[] core = CpuPerOperation.parseStatus("2026-11-29 01:00:00:123 12 sec: 34567 operations; 2880.6 current"
        + " ops/sec; [READ: Count=10, Max=1]").orElseThrow();
    assertEquals(12, core[0]);
    assertEquals(34567, core[1]);
    long[] labelled = CpuPerOperation.parseStatus("2026-11-29 01:00:00:123 run 3 sec: 0 operations; est completion")
        .orElseThrow();
    assertEquals(3, labelled[0]);
    assertEquals(0, labelled[1]);
    assertTrue(CpuPerOperation.parseStatus("[OVERALL], RunTime(ms), 30000").isEmpty());
    assertTrue(CpuPerOperation.parseStatus("Loading workload...").isEmpty());
  }

  @Test
  void windowRunsFromTheFirstLineAfterTheSkipToTheLastLineButOne() {
    CpuPerOperation m = new CpuPerOperation(2);
    m.onLine("1 sec: 100 operations;", 1_000_000_000L, 1_000_000_000L);
    m.onLine("2 sec: 300 operations;", 1_500_000_000L, 2_000_000_000L);
    m.onLine("not a status line", 9_000_000_000L, 2_500_000_000L);
    m.onLine("3 sec: 500 operations;", 2_000_000_000L, 3_000_000_000L);
    m.onLine("4 sec: 700 operations;", 2_700_000_000L, 4_000_000_000L);
    m.onLine("4 sec: 720 operations;", 5_000_000_000L, 4_400_000_000L);
    CpuPerOperation.Window w = m.window().orElseThrow();
    assertEquals(1.2, w.cpuSeconds(), 1e-9);
    assertEquals(400, w.operations());
    assertEquals(2.0, w.wallSeconds(), 1e-9);
    assertEquals(3.0, w.cpuSecondsPer1000Ops(), 1e-9);
    assertTrue(w.format().contains("cpu-s-per-1000-ops=3.00000 "), w.format());
    assertTrue(w.format().endsWith("cores=0.600"), w.format());
  }

  @Test
  void readCallsPerOperationCoverTheSameWindowOrAreNanWhenAReadingIsMissing() {
    CpuPerOperation m = new CpuPerOperation(1);
    m.onLine("1 sec: 100 operations;", 1_000_000_000L, 1_000, 1_000_000_000L);
    m.onLine("2 sec: 300 operations;", 1_500_000_000L, 1_600, 2_000_000_000L);
    m.onLine("3 sec: 500 operations;", 2_000_000_000L, 2_250, 3_000_000_000L);
    m.onLine("3 sec: 510 operations;", 2_100_000_000L, 9_999, 3_100_000_000L);
    CpuPerOperation.Window w = m.window().orElseThrow();
    assertEquals(1_250, w.readCalls());
    assertEquals(3.125, w.readCallsPerOp(), 1e-12);
    assertTrue(w.format().contains(" read-calls-per-op=3.125 "), w.format());
    CpuPerOperation unread = new CpuPerOperation(1);
    unread.onLine("1 sec: 100 operations;", 1, 2);
    unread.onLine("2 sec: 300 operations;", 2, 3);
    unread.onLine("3 sec: 400 operations;", 3, 4);
    assertTrue(unread.window().orElseThrow().format().contains(" read-calls-per-op=NaN "),
        unread.window().orElseThrow().format());
  }

  @Test
  void readCallsCountTheProcessesReadsAndAreMissingForAnExitedOne() throws Exception {
    List<ProcessHandle> self = List.of(ProcessHandle.current());
    long before = CpuPerOperation.readCalls(self);
    assertTrue(before > 0, "a JVM has read files by now");
    for (int i = 0; i < 20; i++) {
      Files.readAllBytes(Path.of("/proc/self/stat"));
    }
    assertTrue(CpuPerOperation.readCalls(self) >= before + 20);
    Process p = new ProcessBuilder("true").start();
    ProcessHandle h = p.toHandle();
    p.waitFor();
    assertEquals(-1, CpuPerOperation.readCalls(List.of(ProcessHandle.current(), h)));
  }

  @Test
  void aLineWhoseCpuCouldNotBeReadIsLeftOut() {
    CpuPerOperation m = new CpuPerOperation(1);
    m.onLine("1 sec: 100 operations;", 1_000_000_000L, 1_000_000_000L);
    m.onLine("2 sec: 300 operations;", 2_000_000_000L, 2_000_000_000L);
    m.onLine("3 sec: 500 operations;", -1, 3_000_000_000L);
    m.onLine("4 sec: 600 operations;", -1, 4_000_000_000L);
    assertTrue(m.window().isEmpty(), "two readable lines are no window");
    m.onLine("5 sec: 700 operations;", 3_000_000_000L, 5_000_000_000L);
    m.onLine("6 sec: 800 operations;", 3_500_000_000L, 6_000_000_000L);
    CpuPerOperation.Window w = m.window().orElseThrow();
    assertEquals(600, w.operations());
    assertEquals(2.0, w.cpuSeconds(), 1e-9);
  }

  @Test
  void anExitedProcessHasNoCpuReading() throws Exception {
    Process p = new ProcessBuilder("true").start();
    ProcessHandle h = p.toHandle();
    p.waitFor();
    assertEquals(-1, CpuPerOperation.cpuNanos(List.of(ProcessHandle.current(), h)));
    assertTrue(CpuPerOperation.cpuNanos(List.of(ProcessHandle.current())) > 0);
  }

  @Test
  void fewerThanThreeLinesAfterTheSkipGiveNoWindow() {
    CpuPerOperation m = new CpuPerOperation(1);
    m.onLine("0 sec: 0 operations;", 0, 0);
    m.onLine("1 sec: 10 operations;", 1, 1);
    m.onLine("2 sec: 20 operations;", 2, 2);
    assertTrue(m.window().isEmpty());
  }

  /**
   * A real child that burns CPU between its status lines: the window sees that CPU, and the exit code passes. The
   * child stays alive until its last status line has been read (a marker file the copied stderr writes), so no line
   * is read after it exited, however far behind a busy machine leaves the reader.
   */
  @Test
  void measuresTheCpuOfARealChildProcessBetweenItsStatusLines(@TempDir Path dir) throws Exception {
    Path lastLineRead = dir.resolve("last-line-read");
    String script = "i=0; while [ $i -lt 5 ]; do n=0; while [ $n -lt 50000 ]; do n=$((n + 1)); done;"
        + " i=$((i + 1)); echo \"$i sec: $((i * 100)) operations; x\" >&2; done;"
        + " while [ ! -e '" + lastLineRead + "' ]; do sleep 0.02; done; echo other >&2; exit 7";
    Path result = dir.resolve("cpu.txt");
    ByteArrayOutputStream err = new ByteArrayOutputStream();
    OutputStream copied = new OutputStream() {
      @Override
      public void write(int b) throws IOException {
        err.write(b);
        if (b == '\n' && err.toString(StandardCharsets.UTF_8).contains("5 sec: 500 operations;")
            && !Files.exists(lastLineRead)) {
          Files.createFile(lastLineRead);
        }
      }
    };
    int code = new CpuPerOperation(1).measure(List.of("sh", "-c", script), result,
        new PrintStream(copied, true, StandardCharsets.UTF_8));
    assertEquals(7, code);
    String line = Files.readString(result);
    assertTrue(line.startsWith("cpu-seconds="), line);
    assertTrue(line.contains(" operations=300 "), line);
    double cpu = Double.parseDouble(line.replaceAll("^cpu-seconds=([0-9.]+) .*\\s*$", "$1"));
    assertTrue(cpu > 0, line);
    assertTrue(err.toString(StandardCharsets.UTF_8).contains("other"), "stderr is copied");
  }

  @Test
  void aCommandWithoutStatusLinesExitsThreeAndSaysWhy(@TempDir Path dir) throws Exception {
    Path result = dir.resolve("cpu.txt");
    ByteArrayOutputStream err = new ByteArrayOutputStream();
    int code = new CpuPerOperation(1).measure(List.of("sh", "-c", "echo hello >&2"), result,
        new PrintStream(err, true, StandardCharsets.UTF_8));
    assertEquals(3, code);
    assertEquals("no-window status-lines=0\n", Files.readString(result));
    assertTrue(err.toString(StandardCharsets.UTF_8).contains("status.interval=1"));
  }
}
