/*
 * Copyright (c) 2026 ycsb-ext contributors.
 * Licensed under the Apache License, Version 2.0 (http://www.apache.org/licenses/LICENSE-2.0).
 */
package site.ycsb.ext.engine;

import java.util.List;
import java.util.concurrent.TimeUnit;
import site.ycsb.ext.contract.Manifest;

/**
 * The client threads' backoff after failed operations ({@link BackoffPolicy}, carried by {@link RunContext#backoff}
 * since the workers need it): sums their pauses when they ended, records the policy ({@code client.backoff}) and the
 * totals ({@code backoffs}, {@code backoffMs}) in the manifest and names the pauses on stderr. Hooks: {@link #prepare},
 * {@link #clientsEnded}, {@link #record}, {@link #lines}. Main thread only.
 */
final class BackoffTotals implements RunFeature {
  private BackoffPolicy policy = BackoffPolicy.OFF;
  private long pauses;
  /** The pauses' summed time, milliseconds (each thread's total rounded down). */
  private long pausedMs;

  @Override
  public void prepare(RunContext run) {
    policy = run.backoff();
  }

  @Override
  public void clientsEnded(List<ClientWorker> workers) {
    for (ClientWorker worker : workers) {
      pauses += worker.backoff().pauses();
      pausedMs += TimeUnit.NANOSECONDS.toMillis(worker.backoff().pausedNs());
    }
  }

  @Override
  public void record(Manifest.Builder manifest) {
    manifest.backoffs = pauses;
    manifest.backoffMs = pausedMs;
    manifest.client.put("backoff", policy.describe());
  }

  @Override
  public List<String> lines() {
    return pauses > 0 ? List.of("Client backoff: " + pauses + " pauses after failed operations (" + policy.describe()
        + ").") : List.of();
  }
}
