/*
 * Copyright (c) 2026 ycsb-ext contributors.
 * Licensed under the Apache License, Version 2.0 (http://www.apache.org/licenses/LICENSE-2.0).
 */
package site.ycsb.ext.it.report;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;
import static org.junit.jupiter.api.Assumptions.assumeTrue;

import java.io.IOException;
import java.io.PrintStream;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.time.Duration;
import java.util.List;
import java.util.Map;
import java.util.Random;
import java.util.regex.Matcher;
import java.util.regex.Pattern;
import java.util.stream.Stream;
import org.HdrHistogram.Histogram;
import org.HdrHistogram.HistogramLogWriter;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import site.ycsb.ext.contract.Manifest;
import site.ycsb.ext.contract.Outcome;
import site.ycsb.ext.contract.Phase;
import site.ycsb.ext.it.Distribution;
import site.ycsb.ext.it.ReadmeExamples;

/** The packaged {@code bin/ycsb report}: the README's examples, its errors, and a real run's output. */
class ReportIT {

  private static final long T0 = 1_700_000_000_000L;

  @TempDir
  Path work;

  /** Window length of the written logs: one minute, so 150 windows outlast the README's 2-hour warm-up. */
  private static final long WINDOW_MS = 60_000;

  /** Writes one host's READ and UPDATE logs (HdrHistogram's own writer) and manifest. */
  private static void writeHost(Path dir, String host, int windows, int readsPerWindow, long medianUs, long seed)
      throws IOException {
    Files.createDirectories(dir);
    Random random = new Random(seed);
    for (String op : List.of("READ", "UPDATE")) {
      try (PrintStream out = new PrintStream(Files.newOutputStream(dir.resolve(op + ".hlog")), false,
          StandardCharsets.US_ASCII)) {
        HistogramLogWriter writer = new HistogramLogWriter(out);
        writer.outputStartTime(T0);
        writer.setBaseTime(0);
        writer.outputBaseTime(0);
        writer.outputLegend();
        for (int w = 0; w < windows; w++) {
          Histogram h = new Histogram(3_600_000_000L, 3);
          for (int i = 0; i < readsPerWindow; i++) {
            h.recordValue(Math.max(1, (long) (medianUs * Math.exp(0.4 * random.nextGaussian()))));
          }
          h.setStartTimeStamp(T0 + w * WINDOW_MS);
          h.setEndTimeStamp(T0 + (w + 1) * WINDOW_MS);
          h.setTag(op);
          writer.outputIntervalHistogram(h);
        }
      }
    }
    Manifest.Builder manifest = new Manifest.Builder();
    manifest.phase = Phase.RUN;
    manifest.binding = "basic";
    manifest.host = host;
    manifest.startEpochMs = T0;
    manifest.endEpochMs = T0 + windows * WINDOW_MS;
    manifest.windowMs = WINDOW_MS;
    manifest.outcome = Outcome.COMPLETED;
    manifest.operations = 2L * windows * readsPerWindow;
    manifest.warnings.add("clock offset 3 ms");
    // as the engine does, the manifest lists the logs the run wrote (a log it does not list is refused)
    manifest.files(List.of(dir.resolve("READ.hlog"), dir.resolve("UPDATE.hlog"))).build()
        .write(dir.resolve(Manifest.FILE_NAME));
  }

  private static void writeFanOutRun(Path run, int hosts, int readsPerWindow, long medianUs) throws IOException {
    for (int h = 0; h < hosts; h++) {
      writeHost(run.resolve("client-" + (h + 1)), "client-" + (h + 1), 150, readsPerWindow, medianUs, 17L * h);
    }
  }

  private static List<String> readmeExamples() {
    return ReadmeExamples.commands(ReadmeExamples.Section.REPORT, "./bin/ycsb report");
  }

  @Test
  void everyReadmeExampleRuns() throws IOException {
    List<String> examples = readmeExamples();
    assertTrue(examples.size() >= 4, "README shows report examples: " + examples);
    Pattern dirs = Pattern.compile("results/[A-Za-z0-9-]+");
    for (String example : examples) {
      Matcher m = dirs.matcher(example);
      int step = 1;
      while (m.find()) {
        Path run = work.resolve(m.group());
        if (!Files.exists(run)) {
          writeFanOutRun(run, step, 300 * step, 200 + 100L * step);
        }
        step++;
      }
      String[] args = example.substring("./bin/ycsb ".length()).split("\\s+");
      Distribution.Result result = Distribution.ycsb(work, args);
      assertEquals(0, result.exitCode, example + "\n" + result);
      assertTrue(result.stdout.contains("clock offset 3 ms"), "manifest warnings shown: " + result);
      assertFalse(result.stdout.contains("shorter than its warm-up"), result.toString());
    }
    Path vs = work.resolve("results/vs");
    for (String file : List.of("report.html", "report.md", "report.json", "summary.csv", "timeseries.csv",
        "figures/throughput-read.svg", "figures/latency-update.png", "figures/throughput-latency.png")) {
      assertTrue(Files.size(vs.resolve(file)) > 0, file);
    }
    String md = Files.readString(vs.resolve("report.md"));
    assertTrue(md.contains(" vs ") && md.contains("(÷) |"), md);
  }

  /**
   * The report's JVM runs the serial collector (its resident memory), unless {@code JAVA_OPTS} chooses one: the JVM
   * refuses two, so {@code bin/ycsb} must then leave its own out.
   */
  @Test
  void theReportsJvmRunsTheSerialCollectorUnlessJavaOptsChoosesOne() {
    Distribution.Result serial = Distribution.ycsb(work, Duration.ofSeconds(120), Map.of("JAVA_OPTS", "-Xlog:gc"),
        "report", "--help");
    assertEquals(0, serial.exitCode, serial.toString());
    assertTrue(serial.stdout.contains("Using Serial"), serial.toString());
    Distribution.Result chosen = Distribution.ycsb(work, Duration.ofSeconds(120),
        Map.of("JAVA_OPTS", "-XX:+UseParallelGC -Xlog:gc"), "report", "--help");
    assertEquals(0, chosen.exitCode, chosen.toString());
    assertTrue(chosen.stdout.contains("Using Parallel"), chosen.toString());
  }

  @Test
  void badInputIsOneLine() throws IOException {
    writeFanOutRun(work.resolve("results/ok"), 1, 100, 300);
    Distribution.Result bad = Distribution.ycsb(work, "report", "--warmup", "ten", "results/ok");
    assertEquals(2, bad.exitCode, bad.toString());
    assertEquals(List.of("ycsb: Invalid value 'ten' for option '--warmup': expected a non-negative duration such as "
        + "0, 90s, 10m, 2h or 1h30m (units ms, s, m, h, d)"), bad.errorLines());

    Files.createDirectories(work.resolve("results/empty/client-1"));
    Distribution.Result empty = Distribution.ycsb(work, "report", "results/empty");
    assertEquals(1, empty.exitCode, empty.toString());
    assertTrue(empty.stderr.startsWith("ycsb report: No run output in 'results/empty': expected a manifest.json"),
        empty.toString());

    Path log = work.resolve("results/ok/client-1/UPDATE.hlog");
    byte[] bytes = Files.readAllBytes(log);
    Files.write(log, java.util.Arrays.copyOf(bytes, bytes.length / 2));
    Distribution.Result truncated = Distribution.ycsb(work, "report", "results/ok");
    assertEquals(1, truncated.exitCode, truncated.toString());
    // its manifest lists it with its size, so the cut is named before the log is read
    assertTrue(truncated.stderr.contains("UPDATE.hlog has " + bytes.length / 2 + " bytes, the manifest lists "
        + bytes.length + " (truncated?)"), truncated.toString());
    assertEquals(1, truncated.stderr.strip().lines().count(), truncated.toString());
  }

  @Test
  void reportOfARealRunCountsWhatTheRunCounted() throws IOException {
    Path out = work.resolve("results/basic");
    Distribution.Result run = Distribution.ycsb(work, "run", "basic", "-P",
        Distribution.home().resolve("workloads/workloada").toString(), "-p", "operationcount=3000",
        "-p", "recordcount=1000", "-p", "basicdb.verbose=false", "-p",
        "measurementtype=hdrhistogram+periodichistogram", "-p", "periodichistogram.output.path=" + out + "/",
        "-p", "periodichistogram.interval=1");
    boolean wroteLogs;
    try (Stream<Path> files = Files.exists(out) ? Files.list(out) : Stream.empty()) {
      wroteLogs = files.anyMatch(p -> p.toString().endsWith(".hlog"));
    }
    assumeTrue(run.exitCode == 0 && wroteLogs, "the measurements module does not write .hlog files in this build "
        + "yet; skipped\n" + run);
    Distribution.Result report = Distribution.ycsb(work, "report", "--out", "report/basic", "results/basic");
    assertEquals(0, report.exitCode, report.toString());
    String json = Files.readString(work.resolve("report/basic/report.json"));
    Matcher all = Pattern.compile("\"operation\": \"ALL\", \"count\": (\\d+)").matcher(json);
    assertTrue(all.find(), json);
    assertEquals(3000, Long.parseLong(all.group(1)), "every operation of the run is in the merged histograms");
    assertFalse(report.stdout.contains("LAGGING"), report.stdout);
  }
}
