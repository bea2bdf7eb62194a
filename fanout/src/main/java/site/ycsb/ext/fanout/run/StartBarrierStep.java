/*
 * Copyright (c) 2026 ycsb-ext contributors.
 * Licensed under the Apache License, Version 2.0 (http://www.apache.org/licenses/LICENSE-2.0).
 */
package site.ycsb.ext.fanout.run;

import java.io.PrintWriter;
import java.time.Instant;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import org.slf4j.Logger;
import org.slf4j.LoggerFactory;
import site.ycsb.ext.fanout.ssh.Parallel;
import site.ycsb.ext.fanout.ssh.RemoteScripts;
import site.ycsb.ext.fanout.ssh.Ssh;
import site.ycsb.ext.fanout.ssh.SshCall;

/**
 * The central side of the start barrier ({@code site.ycsb.ext.contract.StartBarrierProtocol}): waits until every
 * launched host says it is ready (its DB instances and client threads initialised) or {@code --ready-timeout} has
 * passed since the dispatch began; stops the hosts not ready by then (all of them with {@code --all-or-nothing});
 * then picks the common start instant, now plus a margin measured from the launches' ssh round trips, and writes it
 * to every ready host ({@link RemoteScripts#go}). A host that is never told starts at the launch-time instant. Used
 * once, on the run's thread.
 */
final class StartBarrierStep {
  private static final Logger LOG = LoggerFactory.getLogger(FanoutRun.class);
  /** Between two looks at the hosts' readiness, milliseconds. */
  private static final long POLL_MS = 20;
  /** The least margin between telling the hosts and the instant, milliseconds. */
  static final long MIN_MARGIN_MS = 500;

  private final Ssh ssh;
  private final FanoutSettings settings;
  private final PrintWriter out;
  private final StopRequest stop;

  /** @param out where the barrier's progress and outcome go */
  StartBarrierStep(Ssh ssh, FanoutSettings settings, PrintWriter out, StopRequest stop) {
    this.ssh = ssh;
    this.settings = settings;
    this.out = out;
    this.stop = stop;
  }

  /**
   * What the barrier gave.
   *
   * @param startAtEpochMs the common start instant the hosts start at, epoch ms
   * @param line how it was reached, for {@code fanout.json}'s {@code startBarrier}
   * @param notStarted the hosts stopped at the barrier, with why, by label
   */
  record Outcome(long startAtEpochMs, String line, Map<String, String> notStarted) {
  }

  /**
   * Runs the barrier.
   *
   * @param dispatchStartMs when the dispatch began, epoch ms: the ready timeout counts from it
   * @param fallbackMs the launch-time instant every host was given, epoch ms
   */
  Outcome await(List<RemoteRun> runs, long dispatchStartMs, long fallbackMs) {
    long timeoutMs = settings.startRule().readyTimeout().toMillis();
    out.printf(Locale.US, "fanout: start barrier: waiting for every host to initialise and report ready (at most"
        + " --ready-timeout=%d s)...%n", timeoutMs / 1000);
    out.flush();
    long deadline = dispatchStartMs + timeoutMs;
    long nextProgress = System.currentTimeMillis() + settings.progressInterval().toMillis();
    while (!stop.requested() && System.currentTimeMillis() < deadline && !runs.stream().allMatch(this::settled)) {
      if (System.currentTimeMillis() >= nextProgress) {
        nextProgress += settings.progressInterval().toMillis();
        List<String> waiting = runs.stream().filter(r -> !settled(r)).map(r -> r.host.label()).toList();
        out.printf(Locale.US, "fanout: %d of %d hosts ready; waiting for %s%n", runs.size() - waiting.size(),
            runs.size(), names(waiting));
        out.flush();
      }
      stop.pause(POLL_MS);
    }
    if (stop.requested()) {
      return new Outcome(fallbackMs, "incomplete: stopped before every host was ready", Map.of());
    }
    Map<String, String> notStarted = new LinkedHashMap<>();
    List<RemoteRun> unready = runs.stream().filter(r -> !settled(r)).toList();
    List<RemoteRun> ready = new ArrayList<>(runs.stream().filter(r -> r.readyEpochMs() > 0).toList());
    boolean all = settings.startRule().allOrNothing();
    if (!unready.isEmpty()) {
      String why = "not ready within --ready-timeout=" + timeoutMs / 1000 + " s: stopped at the start barrier";
      out.printf(Locale.US, "fanout: %s not ready within --ready-timeout=%d s: %s%n", names(unready.stream()
          .map(r -> r.host.label()).toList()), timeoutMs / 1000, all ? "not starting any host (--all-or-nothing)"
          : "stopping them; the run goes on without them");
      out.flush();
      unready.forEach(r -> notStarted.put(r.host.label(), why));
      List<RemoteRun> toStop = new ArrayList<>(unready);
      if (all) {
        ready.forEach(r -> notStarted.put(r.host.label(), "stopped at the start barrier (--all-or-nothing): "
            + names(unready.stream().map(u -> u.host.label()).toList()) + " not ready within --ready-timeout="
            + timeoutMs / 1000 + " s"));
        toStop.addAll(ready);
        ready.clear();
      }
      stopAll(toStop, notStarted);
    }
    if (ready.isEmpty()) {
      return new Outcome(fallbackMs, "incomplete: no host started (" + (all && !unready.isEmpty()
          ? "--all-or-nothing" : "none ready") + ")", notStarted);
    }
    return tell(ready, runs.size(), dispatchStartMs, fallbackMs, notStarted);
  }

  /** Picks the instant, writes it to every ready host and says how the barrier ended. */
  private Outcome tell(List<RemoteRun> ready, int planned, long dispatchStartMs, long fallbackMs,
      Map<String, String> notStarted) {
    long roundTripMs = ready.stream().mapToLong(RemoteRun::launchRoundTripMs).max().orElse(0);
    int waves = StartWaves.waves(ready.size(), ssh.maxSessions());
    long marginMs = marginMs(waves, roundTripMs);
    long now = System.currentTimeMillis();
    long instant = instant(now, marginMs, fallbackMs);
    RemoteRun slowest = ready.stream().max((a, b) -> Long.compare(initMs(a), initMs(b))).orElseThrow();
    List<String> untold = new ArrayList<>();
    List<SshCall.Result> told = Parallel.map(ready, ssh.maxSessions(), run -> SshCall.run(ssh, run.host,
        RemoteScripts.go(StartStep.hostDir(run.check.baseDir(), settings.runId(), run.host.label()), instant),
        new byte[0], settings.sshTimeout()));
    for (int i = 0; i < ready.size(); i++) {
      SshCall.Result result = told.get(i);
      if (!result.stdout().contains(RemoteScripts.GO_WRITTEN)) {
        String label = ready.get(i).host.label();
        untold.add(label + " (" + result.reason() + ")");
        LOG.warn("{}: not told the common start instant ({}); it starts at the launch-time instant {}", label,
            result.reason(), Instant.ofEpochMilli(fallbackMs));
      }
    }
    long toldMs = System.currentTimeMillis();
    String line = String.format(Locale.US, "%s: %d of %d hosts ready %.1f s after the dispatch began (slowest %s:"
        + " %.1f s from its launch to ready); common start instant %s, given %.1f s ahead (margin %d ms: %d wave(s)"
        + " x 2 x the slowest launch round trip, %d ms, + 250 ms%s)%s", untold.isEmpty() && notStarted.isEmpty()
            ? "complete" : "incomplete", ready.size(), planned,
        (now - dispatchStartMs) / 1000.0, slowest.host.label(), initMs(slowest) / 1000.0, Instant.ofEpochMilli(instant),
        (instant - now) / 1000.0, marginMs, waves, roundTripMs, instant == fallbackMs && instant < now + marginMs
            ? "; capped at the launch-time instant, where every host not yet told starts anyway" : "",
        untold.isEmpty() ? ""
            : "; not told, starting at the launch-time instant " + Instant.ofEpochMilli(fallbackMs) + ": "
                + String.join(", ", untold));
    out.println("fanout: start barrier " + line);
    if (toldMs > instant) {
      out.printf(Locale.US, "fanout: telling the hosts ended %d ms after the common start instant%n", toldMs - instant);
    }
    out.flush();
    return new Outcome(instant, line, notStarted);
  }

  /**
   * The margin between telling the hosts and the instant: {@code waves} x 2 x the slowest launch's ssh round trip
   * (a launch is a connection and a command, as telling is) + 250 ms, at least {@link #MIN_MARGIN_MS}; milliseconds.
   */
  static long marginMs(int waves, long roundTripMs) {
    return Math.max(MIN_MARGIN_MS, waves * 2 * Math.max(0, roundTripMs) + 250);
  }

  /**
   * The common start instant: now plus the margin, on a whole second like the launch-time instant, and never after
   * the launch-time instant. The cap keeps the hosts together: a host not told by the launch-time instant starts at
   * it ({@code StartBarrier} on the host), so a later instant would split the told hosts from the untold ones.
   *
   * @return epoch milliseconds
   */
  static long instant(long nowMs, long marginMs, long fallbackMs) {
    return Math.min(fallbackMs, (nowMs + marginMs + 999) / 1000 * 1000);
  }

  /** How long the host took from its launch to ready, milliseconds; -1 when it was never ready. */
  static long initMs(RemoteRun run) {
    return run.readyEpochMs() > 0 ? run.readyEpochMs() - run.launchEpochMs() : -1;
  }

  /**
   * Whether nothing more is awaited of the host at the barrier: it is ready, or its session ended before (a detached
   * host's session ends once it is ready or its launcher ended).
   */
  private boolean settled(RemoteRun run) {
    return run.readyEpochMs() > 0 || run.ended();
  }

  /**
   * Stops the hosts at the barrier, in parallel: tells each not to start (its {@code go} file, read whenever it gets
   * there) and stops its launcher by process id (TERM).
   */
  private void stopAll(List<RemoteRun> runs, Map<String, String> why) {
    List<RemoteRun> withPid = runs.stream().filter(r -> r.pid() > 0).toList();
    Parallel.map(withPid, ssh.maxSessions(), run -> {
      SshCall.run(ssh, run.host, RemoteScripts.abort(StartStep.hostDir(run.check.baseDir(), settings.runId(),
          run.host.label()), why.get(run.host.label())), new byte[0], settings.sshTimeout());
      SshCall.Result result = SshCall.run(ssh, run.host, RemoteScripts.stop(run.pid(), false, run.propertiesFile),
          new byte[0], settings.sshTimeout());
      LOG.info("{}: TERM of process {} at the start barrier: {}", run.host.label(), run.pid(),
          result.stdout().strip().isEmpty() ? result.reason() : result.stdout().strip());
      return result;
    });
  }

  private static String names(List<String> labels) {
    return labels.size() <= 8 ? String.join(", ", labels)
        : String.join(", ", labels.subList(0, 8)) + " and " + (labels.size() - 8) + " more";
  }
}
