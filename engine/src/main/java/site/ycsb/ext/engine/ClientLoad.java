/*
 * Copyright (c) 2026 ycsb-ext contributors.
 * Licensed under the Apache License, Version 2.0 (http://www.apache.org/licenses/LICENSE-2.0).
 */
package site.ycsb.ext.engine;

import java.io.IOException;
import java.nio.file.Files;
import java.util.List;
import site.ycsb.ext.contract.ClientVerdict;
import site.ycsb.ext.contract.Manifest;
import site.ycsb.ext.contract.RunKeys;

/**
 * Samples the client's own load while the operations run ({@link ClientLoadSampler}, to {@code <prefix>client.csv}
 * with an output prefix) and judges it at the end ({@link ClientVerdict}): a client-bound host is named on stderr and
 * among the manifest's warnings, its evidence goes to the manifest's {@code client.load}. Hooks: {@link #prepare},
 * {@link #started} (starts sampling when the operations run), {@link #runEnded} (stops, judges, prints),
 * {@link #record}. Main thread only; the sampler runs its own thread.
 */
final class ClientLoad implements RunFeature {
  /** How often the client's load is sampled when the run writes no periodic windows, milliseconds. */
  static final long CLIENT_SAMPLE_MS = 1_000;

  private RunContext run;
  /** Null unless the operations ran: only such a run has a client load to judge. */
  private ClientLoadSampler sampler;
  private ClientVerdict verdict = ClientVerdict.of(List.of());

  @Override
  public void prepare(RunContext run) {
    this.run = run;
  }

  @Override
  public void started(long startMs, boolean operationsRun) {
    if (!operationsRun) {
      return;
    }
    long windowMs = run.measurements().windowMs();
    sampler = new ClientLoadSampler(windowMs > 0 ? windowMs : CLIENT_SAMPLE_MS, run.startLag(),
        run.outputFile(RunKeys.CLIENT_SAMPLES_FILE_NAME));
    sampler.start();
  }

  @Override
  public void runEnded() {
    if (sampler == null) {
      return;
    }
    sampler.stop();
    verdict = ClientVerdict.of(sampler.samples());
    run.err().println(verdict.clientBound() ? "ycsb: warning: " + clientBoundWarning()
        : "Client load: " + verdict.evidence());
  }

  @Override
  public void record(Manifest.Builder manifest) throws IOException {
    if (verdict.clientBound()) {
      manifest.warnings.add(clientBoundWarning());
    }
    if (sampler != null) {
      sampler.writeProblem().ifPresent(p -> manifest.warnings.add("client load samples incomplete: " + p));
      manifest.client.put("load", verdict.evidence());
    }
    var samples = run.outputFile(RunKeys.CLIENT_SAMPLES_FILE_NAME).filter(Files::isRegularFile);
    if (samples.isPresent()) {
      manifest.files(List.of(samples.get()));
    }
  }

  private String clientBoundWarning() {
    return "host " + run.host() + " was client-bound (" + verdict.evidence() + "): its throughput is a lower"
        + " bound of what the database can serve: add client hosts or cores before reading it as the database's limit";
  }
}
