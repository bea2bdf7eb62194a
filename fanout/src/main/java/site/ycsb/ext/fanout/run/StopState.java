/*
 * Copyright (c) 2026 ycsb-ext contributors.
 * Licensed under the Apache License, Version 2.0 (http://www.apache.org/licenses/LICENSE-2.0).
 */
package site.ycsb.ext.fanout.run;


import java.io.PrintWriter;
import java.util.ArrayList;
import java.util.List;
import org.slf4j.Logger;
import org.slf4j.LoggerFactory;
import site.ycsb.ext.fanout.ssh.Parallel;
import site.ycsb.ext.fanout.ssh.RemoteScripts;
import site.ycsb.ext.fanout.ssh.Ssh;
import site.ycsb.ext.fanout.ssh.SshCall;

/**
 * Where stopping the remote runs is, from a stop request to the end: running (not stopping), stopping (every launcher
 * got TERM by its process id as soon as its id is known), forced (after {@code --stop-timeout}, every launcher still
 * running and its children got KILL), given up ({@link #FORCE_GRACE_MS} after that: the connections are dropped).
 * Used by the follow step's thread only.
 */
final class StopState {
  private static final Logger LOG = LoggerFactory.getLogger(FanoutRun.class);
  /** How long the forced runs get to end before they are given up, milliseconds. */
  private static final long FORCE_GRACE_MS = 15_000;

  private final Ssh ssh;
  private final FanoutSettings settings;
  private final PrintWriter out;
  private boolean stopping;
  private boolean forced;
  private long stopDeadlineMs = Long.MAX_VALUE;
  private long forceDeadlineMs = Long.MAX_VALUE;
  /** The runs already sent TERM. */
  private final List<RemoteRun> signalled = new ArrayList<>();

  /** @param out where the stopping notice goes */
  StopState(Ssh ssh, FanoutSettings settings, PrintWriter out) {
    this.ssh = ssh;
    this.settings = settings;
    this.out = out;
  }

  /** Whether the runs are being (or were) stopped on request. */
  boolean stopping() {
    return stopping;
  }

  /**
   * Takes the next step: starts stopping on the first call after a request, signals the runs not yet signalled,
   * forces the stop after the stop timeout, and gives the runs up after the grace.
   *
   * @param requested whether a stop was asked for
   * @param nowMs the current time, epoch milliseconds
   * @return whether the runs were given up (the follow step ends)
   */
  boolean advance(List<RemoteRun> runs, boolean requested, long nowMs) {
    if (requested && !stopping) {
      stopping = true;
      stopDeadlineMs = nowMs + settings.stopTimeout().toMillis();
      out.println("fanout: stopping the remote runs by their process ids, then collecting...");
      out.flush();
    }
    if (stopping) {
      // Every host at once: hosts stopped one after another would end seconds apart and look lagging.
      List<RemoteRun> toStop = runs.stream()
          .filter(run -> !run.settledRemotely() && run.pid() > 0 && !signalled.contains(run)).toList();
      signalled.addAll(toStop);
      stopAll(toStop, false);
    }
    if (stopping && !forced && nowMs > stopDeadlineMs) {
      forced = true;
      forceDeadlineMs = nowMs + FORCE_GRACE_MS;
      stopAll(runs.stream().filter(run -> !run.settledRemotely() && run.pid() > 0).toList(), true);
    }
    if (forced && nowMs > forceDeadlineMs) {
      runs.forEach(RemoteRun::disconnect);
      runs.forEach(RemoteRun::giveUp);
      return true;
    }
    return false;
  }

  /** Signals every run's launcher in parallel (TERM, or KILL with {@code force}) and waits for the answers. */
  private void stopAll(List<RemoteRun> toStop, boolean force) {
    if (!toStop.isEmpty()) {
      Parallel.map(toStop, ssh.maxSessions(), run -> {
        stop(run, force);
        return run;
      });
    }
  }

  private void stop(RemoteRun run, boolean force) {
    SshCall.Result result = SshCall.run(ssh, run.host, RemoteScripts.stop(run.pid(), force, run.propertiesFile),
        new byte[0], settings.sshTimeout());
    LOG.info("{}: {} of process {}: {}", run.host.label(), force ? "KILL" : "TERM", run.pid(),
        result.stdout().strip().isEmpty() ? result.reason() : result.stdout().strip());
  }
}
