/*
 * Copyright (c) 2026 ycsb-ext contributors.
 * Licensed under the Apache License, Version 2.0 (http://www.apache.org/licenses/LICENSE-2.0).
 */
package site.ycsb.ext.engine;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

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
}
