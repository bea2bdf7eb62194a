/*
 * Copyright (c) 2026 ycsb-ext contributors.
 * Licensed under the Apache License, Version 2.0 (http://www.apache.org/licenses/LICENSE-2.0).
 */
package site.ycsb.ext.fanout.run;

import java.time.Duration;
import java.util.ArrayList;
import java.util.List;
import java.util.concurrent.TimeUnit;
import java.util.function.BooleanSupplier;

/**
 * The start's dispatch in waves ({@code --max-sessions}): at most that many hosts' run sessions are connecting at once
 * (ssh connecting and the remote script not yet reporting the launcher's process id). The next host's session opens
 * when one of them has launched, ended, or waited its hang guard; a launched session stays open for the run without
 * counting. The hosts are asked for one common start instant, so waves only slow the dispatch: {@link #extraLeadMs}
 * moves that instant later by the time the waves after the first take. Used by the start step on its one thread; not
 * thread-safe.
 */
final class StartWaves {
  /** How often a full wave is looked at again, in milliseconds. */
  private static final long POLL_MS = 10;

  private final int maxConnecting;
  private final long guardNs;
  private final List<Connecting> connecting = new ArrayList<>();

  /** A session that has not launched yet: whether it has (or ended), and since when it connects, nanoTime. */
  private record Connecting(BooleanSupplier launched, long sinceNs) {
  }

  /**
   * @param maxConnecting how many sessions may be connecting at once, from 1
   * @param guard how long one session may count as connecting at most (a hang guard: ssh's own timeouts end it first)
   */
  StartWaves(int maxConnecting, Duration guard) {
    if (maxConnecting < 1) {
      throw new IllegalArgumentException("maxConnecting must be at least 1: " + maxConnecting);
    }
    this.maxConnecting = maxConnecting;
    this.guardNs = guard.toNanos();
  }

  /** Waits until fewer than the bound of sessions are connecting, so that the next host's may open. */
  void awaitRoom() {
    while (true) {
      long now = System.nanoTime();
      connecting.removeIf(c -> c.launched().getAsBoolean() || now - c.sinceNs() > guardNs);
      if (connecting.size() < maxConnecting) {
        return;
      }
      try {
        TimeUnit.MILLISECONDS.sleep(POLL_MS);
      } catch (InterruptedException e) {
        Thread.currentThread().interrupt();
        throw new IllegalStateException("interrupted while starting the hosts", e);
      }
    }
  }

  /**
   * Counts a session just opened as connecting until {@code launched} says it has launched or ended.
   *
   * @param launched true once the host's launcher runs (its process id came back) or the session ended
   */
  void opened(BooleanSupplier launched) {
    connecting.add(new Connecting(launched, System.nanoTime()));
  }

  /** How many waves {@code hosts} take with {@code bound} at once: {@code ceil(hosts / bound)}, at least 1. */
  static int waves(int hosts, int bound) {
    return Math.max(1, (hosts + bound - 1) / bound);
  }

  /**
   * How much later than {@code --start-delay} the common start instant must be for every wave to be started before
   * it, in milliseconds: the waves after the first, each taking as long as a wave of the preflight took (it runs in
   * the same waves, over the same hosts, and does more than a launch). 0 when every host fits in one wave.
   *
   * @param preflightMs how long the preflight of all hosts took, milliseconds
   */
  static long extraLeadMs(int hosts, int bound, long preflightMs) {
    int waves = waves(hosts, bound);
    return (waves - 1) * (Math.max(0, preflightMs) / waves);
  }
}
