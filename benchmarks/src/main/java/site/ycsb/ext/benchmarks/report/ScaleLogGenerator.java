/*
 * Copyright (c) 2026 ycsb-ext contributors.
 * Licensed under the Apache License, Version 2.0 (http://www.apache.org/licenses/LICENSE-2.0).
 */
package site.ycsb.ext.benchmarks.report;

import java.io.BufferedOutputStream;
import java.io.IOException;
import java.io.PrintStream;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Random;
import java.util.concurrent.ExecutorService;
import java.util.concurrent.Executors;
import java.util.concurrent.Future;
import org.HdrHistogram.Histogram;
import org.HdrHistogram.HistogramLogWriter;
import site.ycsb.ext.contract.Manifest;
import site.ycsb.ext.contract.Outcome;
import site.ycsb.ext.contract.Phase;

/**
 * Writes a fan-out run directory the size of the published 12-hour benchmark: {@code hosts} sub-directories, each
 * with {@code READ.hlog} and {@code UPDATE.hlog} of one-second windows written by HdrHistogram's own
 * {@link HistogramLogWriter} (absolute timestamps, base time 0, tag = operation, microseconds) and a
 * {@code manifest.json} listing both logs with their size and SHA-256. Each window is one of {@value #SHAPES}
 * pre-recorded latency shapes (about {@value #OPS_PER_WINDOW} operations each, lognormal around 300 us with a tail
 * to tens of ms); the last host runs at 80% of the others' rate so the report's host table has a lagging client to
 * show. Hosts are written in parallel.
 */
public final class ScaleLogGenerator {

  /** Distinct window histograms per host and operation. */
  static final int SHAPES = 32;
  /** Operations per window per host and operation (about 100k ops/s per host, as in the 410k ops/s study). */
  static final int OPS_PER_WINDOW = 50_000;
  /** Window length, ms. */
  static final long WINDOW_MS = 1000;
  /** A whole-second start, epoch ms. */
  static final long START_MS = 1_700_000_000_000L;

  private ScaleLogGenerator() {
  }

  /** Writes {@code hosts} host directories of {@code windows} windows under {@code root}. */
  public static void generate(Path root, int hosts, long windows) throws Exception {
    ExecutorService pool = Executors.newFixedThreadPool(Math.min(hosts, Runtime.getRuntime().availableProcessors()));
    try {
      List<Future<?>> done = new ArrayList<>();
      for (int h = 0; h < hosts; h++) {
        final int host = h;
        done.add(pool.submit(() -> {
          writeHost(root.resolve("client-" + (host + 1)), host, host == hosts - 1 ? 0.8 : 1.0, windows);
          return null;
        }));
      }
      for (Future<?> f : done) {
        f.get();
      }
    } finally {
      pool.shutdown();
    }
  }

  private static void writeHost(Path dir, int host, double rate, long windows) throws IOException {
    Files.createDirectories(dir);
    long total = 0;
    for (String op : List.of("READ", "UPDATE")) {
      Random random = new Random(31L * host + op.hashCode());
      Histogram[] shapes = new Histogram[SHAPES];
      for (int s = 0; s < SHAPES; s++) {
        shapes[s] = new Histogram(3_600_000_000L, 3);
        int n = (int) (OPS_PER_WINDOW * rate * (0.97 + 0.06 * random.nextDouble()));
        double median = op.equals("READ") ? 5.6 : 6.3;
        for (int i = 0; i < n; i++) {
          double v = Math.exp(median + 0.45 * random.nextGaussian());
          if (random.nextInt(5000) == 0) {
            v *= 40;
          }
          shapes[s].recordValue(Math.max(1, (long) v));
        }
        shapes[s].setTag(op);
      }
      try (PrintStream out = new PrintStream(new BufferedOutputStream(Files.newOutputStream(dir.resolve(op + ".hlog")),
          1 << 16), false, StandardCharsets.US_ASCII)) {
        HistogramLogWriter writer = new HistogramLogWriter(out);
        writer.outputComment("[ycsb-ext scale benchmark: synthetic " + op + " windows, microseconds]");
        writer.outputStartTime(START_MS);
        writer.setBaseTime(0);
        writer.outputBaseTime(0);
        writer.outputLegend();
        for (long w = 0; w < windows; w++) {
          Histogram shape = shapes[random.nextInt(SHAPES)];
          double startSec = (START_MS + w * WINDOW_MS) / 1000.0;
          writer.outputIntervalHistogram(startSec, startSec + WINDOW_MS / 1000.0, shape);
          total += shape.getTotalCount();
        }
        if (out.checkError()) {
          throw new IOException("Cannot write " + dir.resolve(op + ".hlog"));
        }
      }
    }
    Manifest.Builder manifest = new Manifest.Builder();
    manifest.phase = Phase.RUN;
    manifest.binding = "synthetic";
    manifest.host = "client-" + (host + 1);
    manifest.label = "scale";
    manifest.startEpochMs = START_MS;
    manifest.endEpochMs = START_MS + windows * WINDOW_MS;
    manifest.windowMs = WINDOW_MS;
    manifest.outcome = Outcome.COMPLETED;
    manifest.operations = total;
    manifest.throughputOpsPerSec = total * 1000.0 / (windows * WINDOW_MS);
    // listed with size and SHA-256 as the engine lists them: the report hashes every log before reading it
    manifest.files(List.of(dir.resolve("READ.hlog"), dir.resolve("UPDATE.hlog")));
    manifest.build().write(dir.resolve(Manifest.FILE_NAME));
  }
}
