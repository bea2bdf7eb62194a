/*
 * Copyright (c) 2026 ycsb-ext contributors.
 * Licensed under the Apache License, Version 2.0 (http://www.apache.org/licenses/LICENSE-2.0).
 */
package site.ycsb.ext.engine;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.DirectoryStream;
import java.nio.file.Files;
import java.nio.file.Path;
import java.nio.file.Paths;
import java.util.List;
import java.util.Optional;
import org.junit.jupiter.api.Test;
import site.ycsb.ext.contract.ClientSample;

class ClientLoadSamplerTest {

  @Test
  void aRunStoppedMomentsAfterAWindowEndsKeepsNoSliverOfAWindow() throws Exception {
    ClientLoadSampler sampler = new ClientLoadSampler(4_000, new StartLag(), Optional.empty());
    sampler.start();
    long deadline = System.currentTimeMillis() + 10_000;
    while (sampler.samples().isEmpty() && System.currentTimeMillis() < deadline) {
      Thread.sleep(1);
    }
    long beforeStopMs = System.currentTimeMillis();
    sampler.stop();
    long afterStopMs = System.currentTimeMillis();
    List<ClientSample> samples = sampler.samples();
    // The rule: a stop less than a quarter window after the last sample keeps no sliver, a later one keeps the part.
    // Milliseconds into the window on an idle machine; a busy one may stall this thread past the quarter, and then
    // the part must be there. (A stop straddling the quarter could go either way and is not judged.)
    long quarterMs = 4_000 / 4;
    long firstEndMs = samples.get(0).endMs();
    if (afterStopMs - firstEndMs < quarterMs) {
      assertEquals(1, samples.size(), "the stop came milliseconds into the second window: " + samples);
    } else if (beforeStopMs - firstEndMs >= quarterMs) {
      assertEquals(2, samples.size(), "the stop came a quarter window or more after the first: " + samples);
    }
  }

  @Test
  void aRunShorterThanAWindowStillHasItsOneSample() throws Exception {
    ClientLoadSampler sampler = new ClientLoadSampler(60_000, new StartLag(), Optional.empty());
    sampler.start();
    Thread.sleep(20);
    sampler.stop();
    List<ClientSample> samples = sampler.samples();
    assertEquals(1, samples.size(), samples.toString());
    assertTrue(samples.get(0).endMs() >= samples.get(0).startMs(), samples.toString());
  }

  @Test
  void secondFieldReadsTheRunQueueWaitOfASchedstatLine() {
    byte[] line = "4137001 2954122 57\n".getBytes(StandardCharsets.US_ASCII);
    assertEquals(2954122, ClientLoadSampler.secondField(line, line.length));
    byte[] two = "10 20".getBytes(StandardCharsets.US_ASCII);
    assertEquals(20, ClientLoadSampler.secondField(two, two.length));
    byte[] one = "4137001\n".getBytes(StandardCharsets.US_ASCII);
    assertEquals(0, ClientLoadSampler.secondField(one, one.length));
    byte[] notNumber = "1 x2 3".getBytes(StandardCharsets.US_ASCII);
    assertEquals(0, ClientLoadSampler.secondField(notNumber, notNumber.length));
    byte[] cut = "1 23x".getBytes(StandardCharsets.US_ASCII);
    assertEquals(0, ClientLoadSampler.secondField(cut, cut.length));
    assertEquals(0, ClientLoadSampler.secondField(new byte[8], -1));
  }

  /** The one-buffer reader sums what a plain text parse of the same files sums (between two such parses). */
  @Test
  void runQueueWaitMatchesAPlainParseOfTheSchedstatFiles() throws IOException {
    Path anyThread = Paths.get("/proc/self/task/" + ProcessHandle.current().pid() + "/schedstat");
    if (!Files.isReadable(anyThread)) {
      return; // not Linux, or a kernel without schedstat: runQueueWaitNs is 0 there (checked below)
    }
    long before = plainParse();
    long read = ClientLoadSampler.runQueueWaitNs();
    long after = plainParse();
    assertTrue(before > 0, "the JVM's threads have waited on the run queue at some point: " + before);
    assertTrue(before <= read && read <= after, before + " <= " + read + " <= " + after);
  }

  private static long plainParse() throws IOException {
    long total = 0;
    try (DirectoryStream<Path> tasks = Files.newDirectoryStream(Paths.get("/proc/self/task"))) {
      for (Path task : tasks) {
        try {
          total += Long.parseLong(Files.readString(task.resolve("schedstat")).trim().split("\\s+")[1]);
        } catch (IOException e) {
          // the thread ended meanwhile
        }
      }
    }
    return total;
  }
}
