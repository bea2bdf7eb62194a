/*
 * Copyright (c) 2026 ycsb-ext contributors.
 * Licensed under the Apache License, Version 2.0 (http://www.apache.org/licenses/LICENSE-2.0).
 */
package site.ycsb.ext.fanout.run;


import java.nio.file.Path;
import java.util.List;
import java.util.Properties;
import site.ycsb.ext.contract.Phase;
import site.ycsb.ext.contract.RunPlan;
import site.ycsb.ext.fanout.collect.RunRecord;
import site.ycsb.ext.fanout.ssh.HostSpec;

/**
 * What the plan step made of one {@code fanout load|run}: the hosts and their shares, the run's properties (what every
 * host gets before its own share), the {@code -cp} entries as the hosts see them, and the local result directory.
 * Made once, before anything starts on any host; read by the later steps on the run's thread. {@code props} is the
 * plan's own mutable {@link Properties}, complete once the plan step returns.
 *
 * @param phase the phase every host runs
 * @param args the resolved arguments, counts as totals
 * @param shares each host's share, in host order
 * @param totalTargetOpsPerSec the run's target over all hosts, ops/s; 0 for none and for a load
 * @param props the properties every host gets
 * @param runDir {@code <results>/<run-id>}, created with its {@code logs} directory
 */
record FanoutPlan(Phase phase, RunPlan args, List<HostSpec> hosts, RemoteClasspath classpath, List<HostShare> shares,
    long totalTargetOpsPerSec, Properties props, Path runDir) {

  /** A run record with this run's identity filled in: run id, phase, binding, late-start threshold, total target. */
  RunRecord.Builder newRecord(FanoutSettings settings) {
    RunRecord.Builder record = new RunRecord.Builder();
    record.runId = settings.runId();
    record.phase = phase;
    record.binding = args.binding();
    record.lateStartThresholdMs = settings.lateStartMs();
    record.totalTargetOpsPerSec = totalTargetOpsPerSec;
    return record;
  }
}
