/*
 * Copyright (c) 2026 ycsb-ext contributors.
 * Licensed under the Apache License, Version 2.0 (http://www.apache.org/licenses/LICENSE-2.0).
 */
package site.ycsb.ext.fanout.run;


import java.util.List;
import java.util.Properties;
import site.ycsb.ext.fanout.collect.Collector;
import site.ycsb.ext.fanout.collect.RunRecord;
import site.ycsb.ext.fanout.preflight.HostCheck;

/**
 * One capability of a fan-out run (events, start skew, clock offsets, live progress, ...), hooked to the run's steps
 * (plan, start, follow, collect, merge; {@link FanoutRun} lists the features and calls each hook in that order). Every
 * hook does nothing by default. A feature is made for one run and its hooks are called on the run's own thread, in the
 * order below.
 */
interface FanoutFeature {

  /** Plan: adds what every host needs to the run's properties (shipped to every host). */
  default void plan(Properties props) {
  }

  /** Start: adds one host's own properties, from its preflight. */
  default void host(HostCheck check, Properties hostProps) {
  }

  /**
   * Start: every host was started; their operations begin at the common start instant.
   *
   * @param startAtEpochMs the common start instant, epoch milliseconds
   */
  default void started(FanoutPlan plan, long startAtEpochMs) {
  }

  /**
   * Follow: called about every 200 ms while any run goes on.
   *
   * @param nowMs the current time, epoch milliseconds
   */
  default void follow(List<RemoteRun> runs, long nowMs) {
  }

  /** Follow: every run has ended (or was given up), before waiting for their connections to close. */
  default void followed(List<RemoteRun> runs) {
  }

  /** Collect: the runs ended ({@code record.endEpochMs} is set); records what the feature saw during them. */
  default void ended(RunRecord.Builder record) {
  }

  /**
   * Collect: every host's results are in and its entry is in {@code record.hosts}, in host order.
   *
   * @param collected each run's collected results, in host order
   */
  default void collected(List<RemoteRun> runs, List<Collector.Result> collected, RunRecord.Builder record) {
  }
}
