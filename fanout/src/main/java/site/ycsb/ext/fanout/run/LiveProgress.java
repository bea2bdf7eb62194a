/*
 * Copyright (c) 2026 ycsb-ext contributors.
 * Licensed under the Apache License, Version 2.0 (http://www.apache.org/licenses/LICENSE-2.0).
 */
package site.ycsb.ext.fanout.run;


import java.io.PrintWriter;
import java.time.Duration;
import java.util.List;
import java.util.Properties;
import site.ycsb.ext.contract.CoreProperty;

/**
 * Fan-out feature: every host prints status lines (at the progress interval unless {@code status.interval} is given),
 * and the central host prints a {@link Progress} line every interval while the runs go on. Made for one run; its hooks
 * run on the run's thread.
 */
final class LiveProgress implements FanoutFeature {
  private final Duration interval;
  private final PrintWriter out;
  private long startAtEpochMs;
  /** When the next progress line is due, epoch milliseconds. */
  private long nextProgressMs;

  /** @param interval between progress lines, from 1 ms; the hosts' status interval is this in whole seconds, from 1 */
  LiveProgress(Duration interval, PrintWriter out) {
    this.interval = interval;
    this.out = out;
  }

  @Override
  public void plan(Properties props) {
    props.setProperty(CoreProperty.STATUS.key(), "true");
    if (!props.containsKey(CoreProperty.STATUS_INTERVAL.key())) {
      props.setProperty(CoreProperty.STATUS_INTERVAL.key(), Long.toString(Math.max(1, interval.toSeconds())));
    }
  }

  @Override
  public void started(FanoutPlan plan, long startAt) {
    startAtEpochMs = startAt;
    long progressMs = interval.toMillis();
    // Progress lines fall a little after whole multiples of the interval from the start instant, so that the hosts'
    // status lines for the interval just ended (status.interval is the same) have arrived.
    long lagMs = Math.min(1000, progressMs / 2);
    nextProgressMs = startAt + lagMs + Math.floorDiv(System.currentTimeMillis() - startAt - lagMs, progressMs)
        * progressMs + progressMs;
  }

  @Override
  public void follow(List<RemoteRun> runs, long nowMs) {
    if (nowMs >= nextProgressMs) {
      long progressMs = interval.toMillis();
      out.println(Progress.line(runs, nowMs, startAtEpochMs));
      out.flush();
      nextProgressMs += Math.max(1, (nowMs - nextProgressMs) / progressMs + 1) * progressMs;
    }
  }
}
