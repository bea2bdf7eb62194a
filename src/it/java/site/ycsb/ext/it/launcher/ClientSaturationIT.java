/*
 * Copyright (c) 2026 ycsb-ext contributors.
 * Licensed under the Apache License, Version 2.0 (http://www.apache.org/licenses/LICENSE-2.0).
 */
package site.ycsb.ext.it.launcher;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import site.ycsb.ext.contract.ClientSample;
import site.ycsb.ext.contract.ClientSamplesFile;
import site.ycsb.ext.contract.ClientVerdict;
import site.ycsb.ext.contract.Manifest;
import site.ycsb.ext.contract.RunKeys;
import site.ycsb.ext.it.Distribution;

/**
 * A saturated client is told from a healthy one: BasicDB with many threads confined to one core ({@code taskset}) is
 * judged client-bound, in the run's output, its manifest and its samples file; a throttled run at a low target uses
 * little of its client. Both hold on a busy machine: the confined run's threads always wait for their one core, the
 * throttled run's two threads sleep between operations (whether they also waited for a CPU is the machine's doing).
 */
class ClientSaturationIT {
  @TempDir
  Path work;

  private Distribution.Result run(Path out, List<String> prefix, String... extra) {
    List<String> args = new ArrayList<>(List.of("run", "basic", "-P",
        Distribution.home().resolve("workloads/workloada").toString(), "-p", "basicdb.verbose=false",
        "-p", "operationcount=0", "-p", "maxexecutiontime=5", "-p", "measurementtype=hdrhistogram+periodichistogram",
        "-p", "periodichistogram.interval=1", "-p", "periodichistogram.output.path=" + out + "/"));
    args.addAll(List.of(extra));
    return Distribution.ycsbWrapped(work, prefix, args.toArray(new String[0]));
  }

  @Test
  void manyThreadsOnOneCoreAreClientBound() {
    Path out = work.resolve("bound");
    Distribution.Result result = run(out, List.of("taskset", "-c", "0"), "-threads", "16");
    assertEquals(0, result.exitCode, result.toString());
    assertTrue(result.stderr.contains("was client-bound"), result.stderr);
    Manifest manifest = Manifest.read(out.resolve(Manifest.FILE_NAME));
    assertTrue(manifest.warnings().stream().anyMatch(w -> w.contains("client-bound")), manifest.warnings().toString());
    assertEquals("1", manifest.client().get("logicalCores"), manifest.client().toString());
    List<ClientSample> samples = ClientSamplesFile.read(out.resolve(RunKeys.CLIENT_SAMPLES_FILE_NAME));
    assertTrue(samples.size() >= 3, samples.toString());
    assertTrue(ClientVerdict.of(samples).clientBound(), ClientVerdict.of(samples).evidence());
    assertTrue(manifest.files().stream().anyMatch(f -> f.name().equals(RunKeys.CLIENT_SAMPLES_FILE_NAME)));
  }

  /**
   * The throttled run's own use of the client stays low (its two threads sleep between operations): no window has its
   * CPU use or GC near saturation, and its verdict is the one its samples give, said the same way in the output and
   * the manifest. Whether it "kept up" depends on the machine: on a machine busy with other work its threads also
   * wait for a CPU, and then saying so (client-bound by CPU wait, not by CPU use) is the right verdict.
   */
  @Test
  void aThrottledRunAtALowTargetUsesLittleOfTheClientAndItsVerdictFollowsItsSamples() {
    Path out = work.resolve("throttled");
    Distribution.Result result = run(out, List.of(), "-threads", "2", "-target", "100");
    assertEquals(0, result.exitCode, result.toString());
    List<ClientSample> samples = ClientSamplesFile.read(out.resolve(RunKeys.CLIENT_SAMPLES_FILE_NAME));
    assertTrue(samples.size() >= 3, samples.toString());
    for (ClientSample sample : samples) {
      assertTrue(sample.cpuCores() < 0.9 * sample.coresAvailable(), "own CPU use stays low: " + sample);
      assertTrue(sample.gcShare() < 0.1, "GC stays low: " + sample);
    }
    ClientVerdict verdict = ClientVerdict.of(samples);
    Manifest manifest = Manifest.read(out.resolve(Manifest.FILE_NAME));
    assertEquals(verdict.clientBound(), manifest.warnings().stream().anyMatch(w -> w.contains("client-bound")),
        manifest.warnings().toString());
    if (verdict.clientBound()) {
      assertTrue(result.stderr.contains("was client-bound"), result.stderr);
      assertTrue(manifest.client().get("load").startsWith("client-bound"), manifest.client().toString());
      System.out.println("throttled run judged client-bound on this busy machine: " + verdict.evidence());
    } else {
      assertTrue(result.stderr.contains("Client load: client kept up"), result.stderr);
      assertTrue(manifest.client().get("load").startsWith("client kept up"), manifest.client().toString());
    }
  }
}
