/*
 * Copyright (c) 2026 ycsb-ext contributors.
 * Licensed under the Apache License, Version 2.0 (http://www.apache.org/licenses/LICENSE-2.0).
 */
package site.ycsb.ext.it.measurements;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.Comparator;
import java.util.List;
import java.util.regex.Matcher;
import java.util.regex.Pattern;
import java.util.stream.Stream;
import org.HdrHistogram.EncodableHistogram;
import org.HdrHistogram.Histogram;
import org.HdrHistogram.HistogramLogReader;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import site.ycsb.ext.it.Distribution;
import site.ycsb.ext.it.ReadmeExamples;

/** The packaged {@code bin/ycsb} with {@code measurementtype=hdrhistogram+periodichistogram}. */
class PeriodicHistogramIT {

  private static final Pattern JSON_LINE = Pattern.compile(
      "\\{\"start\":(\\d+)\\.(\\d{3}),\"end\":(\\d+)\\.(\\d{3}),\"opsec\":[0-9.]+,\"scale\":0\\.0001,\"linear\":\\{(.*)}}");
  private static final Pattern BUCKET = Pattern.compile("\"(?:\\d+|>1000)\":(\\d+)");

  @TempDir
  Path work;

  @Test
  void shortenedPublishedRunWritesBothFilesPerOperation() throws IOException {
    Path out = work.resolve("results/run-1");
    Distribution.Result run = Distribution.ycsb(work, "run", "basic", "-s", "-threads", "2", "-P",
        Distribution.home().resolve("workloads/published/aerospike-vs-couchbase-primary").toString(),
        "-p", "recordcount=1000", "-p", "operationcount=0", "-p", "maxexecutiontime=3",
        "-p", "basicdb.verbose=false", "-p", "periodichistogram.output.path=" + out + "/");
    assertEquals(0, run.exitCode, run.toString());

    for (String op : new String[] {"READ", "UPDATE"}) {
      long operations = exported(run.stdout, op, "Operations");
      assertTrue(operations > 0, op + " ran\n" + run);

      List<Histogram> windows = new ArrayList<>();
      HistogramLogReader reader = new HistogramLogReader(out.resolve(op + ".hlog").toFile());
      EncodableHistogram next;
      while ((next = reader.nextIntervalHistogram()) != null) {
        windows.add((Histogram) next);
      }
      reader.close();
      assertTrue(windows.size() >= 3, op + ": a 3 s run has at least three 1 s windows, got " + windows.size());
      long hlogSum = 0;
      for (int i = 0; i < windows.size(); i++) {
        Histogram w = windows.get(i);
        assertEquals(op, w.getTag());
        assertEquals(0, i == 0 ? 0 : w.getStartTimeStamp() % 1000, op + " window " + i + " starts on a whole second");
        if (i > 0) {
          assertEquals(windows.get(i - 1).getEndTimeStamp(), w.getStartTimeStamp(), op + " windows are contiguous");
        }
        hlogSum += w.getTotalCount();
      }
      assertEquals(operations, hlogSum, op + ": the .hlog windows add up to the exported count");

      List<String> lines = Files.readAllLines(out.resolve(op + ".json"));
      assertEquals(windows.size(), lines.size(), op + ": one .json line per window");
      long jsonSum = 0;
      for (int i = 0; i < lines.size(); i++) {
        Matcher line = JSON_LINE.matcher(lines.get(i));
        assertTrue(line.matches(), lines.get(i));
        assertEquals(windows.get(i).getStartTimeStamp(), Long.parseLong(line.group(1) + line.group(2)),
            op + " line " + i + " has the window's start");
        Matcher bucket = BUCKET.matcher(line.group(5));
        while (bucket.find()) {
          jsonSum += Long.parseLong(bucket.group(1));
        }
      }
      assertEquals(operations, jsonSum, op + ": the .json buckets add up to the exported count");
      assertTrue(run.stdout.contains("[" + op + "], 95thPercentileLatency(us), "), run.stdout);
      assertTrue(run.stdout.contains("[" + op + "], LatencyVariance(us), "), run.stdout);
    }
    assertFalse(run.stdout.contains("[READ], 0, "), "no bucket dump unless asked\n" + run.stdout);
    String manifest = Files.readString(out.resolve("manifest.json"));
    assertTrue(manifest.contains("READ.hlog") && manifest.contains("UPDATE.json"), manifest);
    assertTrue(run.stderr.contains("[UPDATE: Count="), "status lines show the last window\n" + run.stderr);
    for (String line : run.stderr.split("\n")) {
      assertFalse(line.startsWith("[") || line.startsWith(" ["), "the status line stays one line: " + line);
    }
  }

  private static List<String> readmeExamples() {
    return ReadmeExamples.commands(ReadmeExamples.Section.MEASUREMENTS, "./bin/ycsb ");
  }

  @Test
  void readmeExamplesRunFromTheInstallation() throws IOException {
    List<String> examples = readmeExamples();
    assertEquals(3, examples.size(), examples.toString());
    Path home = Distribution.home();
    Path results = home.resolve("results");
    try {
      for (String example : examples) {
        if (example.contains(" aerospike ")) {
          continue; // needs an Aerospike server at the address shown; the same run is made above against basic
        }
        String[] args = example.substring("./bin/ycsb ".length()).split("\\s+");
        Distribution.Result run = Distribution.ycsb(home, args);
        assertEquals(0, run.exitCode, example + "\n" + run);
        long lines = run.stdout.lines().count() + run.stderr.lines().count();
        assertTrue(lines <= ReadmeExamples.MOST_LINES_OF_A_BASIC_EXAMPLE, example + " printed " + lines + " lines");
      }
      assertTrue(Files.size(results.resolve("run-1/READ.hlog")) > 0);
      assertTrue(Files.size(results.resolve("run-1/UPDATE.json")) > 0);
    } finally {
      try (Stream<Path> files = Files.exists(results) ? Files.walk(results) : Stream.empty()) {
        files.sorted(Comparator.reverseOrder()).forEach(f -> f.toFile().delete());
      }
    }
  }

  private static long exported(String stdout, String op, String measurement) {
    Matcher m = Pattern.compile("^\\[" + op + "], " + Pattern.quote(measurement) + ", (\\d+)$", Pattern.MULTILINE)
        .matcher(stdout);
    assertTrue(m.find(), "[" + op + "], " + measurement + " in\n" + stdout);
    return Long.parseLong(m.group(1));
  }

  @Test
  void badMeasurementValuesAreOneLineErrorsBeforeTheRunStarts() throws IOException {
    Path file = Files.createFile(work.resolve("a-file"));
    String[][] cases = {
        {"measurementtype=periodic", "Invalid value 'periodic' for property 'measurementtype': expected one of "
            + "histogram, hdrhistogram, hdrhistogram+histogram, hdrhistogram+raw, timeseries, raw, periodichistogram, "
            + "hdrhistogram+periodichistogram"},
        {"periodichistogram.bucket.interval=0.0005", "Invalid value '0.0005' for property "
            + "'periodichistogram.bucket.interval': expected a bucket width in milliseconds"},
        {"periodichistogram.buckets=0", "Invalid value '0' for property 'periodichistogram.buckets': expected an "
            + "integer from 1 to 1000000"},
        {"periodichistogram.interval=0", "Invalid value '0' for property 'periodichistogram.interval': expected a "
            + "window length in seconds"},
        {"periodichistogram.output.path=" + file + "/run/", "Invalid value '" + file + "/run/' for property "
            + "'periodichistogram.output.path': expected a prefix whose directory can be created and written"},
    };
    for (String[] c : cases) {
      Distribution.Result run = Distribution.ycsb(work, "run", "basic", "-P",
          Distribution.home().resolve("workloads/workloada").toString(), "-p", "operationcount=10",
          "-p", "measurementtype=hdrhistogram+periodichistogram", "-p", c[0]);
      assertEquals(2, run.exitCode, run.toString());
      List<String> errors = run.errorLines();
      assertEquals(1, errors.size(), run.toString());
      assertTrue(errors.get(0).startsWith("ycsb: " + c[1]), errors.get(0));
      assertFalse(run.stderr.contains("Starting test."), run.toString());
    }
  }
}
