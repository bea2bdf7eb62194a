/*
 * Copyright (c) 2026 ycsb-ext contributors.
 * Licensed under the Apache License, Version 2.0 (http://www.apache.org/licenses/LICENSE-2.0).
 */
package site.ycsb.ext.fanout.run;


import java.io.PrintWriter;
import java.time.Duration;
import java.util.List;
import site.ycsb.ext.fanout.ssh.Ssh;

/**
 * The fan-out's follow step: follows the runs until every one has ended, calling each feature about every 200 ms;
 * watches a host whose connection was lost over new connections; on a stop request stops the runs by process id
 * ({@link StopState}). Used once, on the run's thread.
 */
final class FollowStep {
  /** How often a host whose connection was lost is asked whether its run still goes on. */
  private static final Duration PROBE_INTERVAL = Duration.ofSeconds(10);
  /** Between two rounds of the follow loop, milliseconds (less after a stop request). */
  private static final long ROUND_MS = 200;

  private final Ssh ssh;
  private final FanoutSettings settings;
  private final PrintWriter out;
  private final StopRequest stop;

  /** @param out where the stopping notice goes */
  FollowStep(Ssh ssh, FanoutSettings settings, PrintWriter out, StopRequest stop) {
    this.ssh = ssh;
    this.settings = settings;
    this.out = out;
    this.stop = stop;
  }

  /**
   * Follows the runs until all have ended, then waits for their connections to close.
   *
   * @return whether the runs were stopped on request
   */
  boolean follow(List<RemoteRun> runs, List<FanoutFeature> features) {
    StopState stopState = new StopState(ssh, settings, out);
    Duration probeInterval = PROBE_INTERVAL.compareTo(settings.lostTimeout()) < 0 ? PROBE_INTERVAL
        : settings.lostTimeout().dividedBy(2);
    while (!runs.stream().allMatch(RemoteRun::settledRemotely)) {
      long now = System.currentTimeMillis();
      for (RemoteRun run : runs) {
        if (run.ended() && run.state() == RemoteRun.State.LOST) {
          run.watchDetached(ssh, probeInterval, settings.lostTimeout(), settings.sshTimeout());
        }
      }
      if (stopState.advance(runs, stop.requested(), now)) {
        break;
      }
      features.forEach(feature -> feature.follow(runs, now));
      stop.pause(ROUND_MS);
    }
    features.forEach(feature -> feature.followed(runs));
    awaitConnections(runs);
    return stopState.stopping();
  }

  /** Waits for each run's connection to close, dropping one that does not within 10 s. */
  private static void awaitConnections(List<RemoteRun> runs) {
    for (RemoteRun run : runs) {
      try {
        if (!run.awaitEnd(10_000)) {
          run.disconnect();
          run.awaitEnd(5_000);
        }
      } catch (InterruptedException e) {
        Thread.currentThread().interrupt();
      }
    }
  }
}
