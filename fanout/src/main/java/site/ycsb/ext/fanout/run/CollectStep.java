/*
 * Copyright (c) 2026 ycsb-ext contributors.
 * Licensed under the Apache License, Version 2.0 (http://www.apache.org/licenses/LICENSE-2.0).
 */
package site.ycsb.ext.fanout.run;


import java.io.PrintWriter;
import java.nio.file.Path;
import java.time.Duration;
import java.util.ArrayList;
import java.util.List;
import java.util.Locale;
import java.util.concurrent.TimeUnit;
import site.ycsb.ext.fanout.collect.Collector;
import site.ycsb.ext.fanout.collect.RunRecord;
import site.ycsb.ext.fanout.preflight.HostCheck;
import site.ycsb.ext.fanout.ssh.HostSpec;
import site.ycsb.ext.fanout.ssh.Parallel;
import site.ycsb.ext.fanout.ssh.Ssh;

/**
 * The fan-out's collect step: brings every host's results home in parallel, checked against their manifests, prints
 * the result table, and records each host's end, results and warnings. Used once, on the run's thread.
 */
final class CollectStep {
  private static final Duration COLLECT_TIMEOUT = Duration.ofHours(1);

  private final Ssh ssh;
  private final PrintWriter out;

  /** @param out where the result table goes */
  CollectStep(Ssh ssh, PrintWriter out) {
    this.ssh = ssh;
    this.out = out;
  }

  /**
   * One host to collect: where its results are on the host, why they may be incomplete, how its run ended.
   *
   * @param resultDir the host's result directory there
   * @param problems reasons known before collection, added to the result's problems
   * @param describeEnd how the run ended, short, for the result table (e.g. {@code exit 0})
   * @param runEnd how the launcher and its session ended, for the record (e.g. {@code exit 0}), in no state's word
   * @param exitCode the remote launcher's exit code; null when unknown
   */
  record Target(HostSpec host, String resultDir, List<String> problems, String describeEnd, String runEnd,
      Integer exitCode) {

    /** A run this fan-out followed. */
    static Target of(RemoteRun run) {
      // How the launcher and its session ended, in no state's word: the host's one state is said apart (HostState)
      return new Target(run.host, run.resultDir, runProblems(run), run.describeEnd(), run.describeEnd(),
          run.exitCode());
    }
  }

  /** Collects every run's results into {@code runDir/<label>}; each run's result, in host order. */
  List<Collector.Result> collect(List<RemoteRun> runs, Path runDir) {
    return collectTargets(runs.stream().map(Target::of).toList(), runDir);
  }

  /** Collects every host's results into {@code runDir/<label>}; each host's result, in host order. */
  List<Collector.Result> collectTargets(List<Target> targets, Path runDir) {
    out.printf(Locale.US, "Collecting results of %d hosts...%n", targets.size());
    out.flush();
    long collectStartNs = System.nanoTime();
    Collector collector = new Collector(ssh);
    List<Collector.Result> collected = Parallel.map(targets, ssh.maxSessions(), t -> collector.collect(t.host(),
        t.resultDir(), runDir.resolve(t.host().label()), t.problems(), COLLECT_TIMEOUT));
    long collectMs = TimeUnit.NANOSECONDS.toMillis(System.nanoTime() - collectStartNs);
    out.print(ResultTable.render(targets, collected));
    out.printf(Locale.US, "Collected %d hosts in %.1f s into %s%n", targets.size(), collectMs / 1000.0, runDir);
    return collected;
  }

  /** Adds each host's end, results and warnings to the record; whether every host's results are complete. */
  static boolean recordHosts(List<RemoteRun> runs, List<Collector.Result> collected, List<HostShare> shares,
      RunRecord.Builder record) {
    List<RunRecord.HostBuilder> entries = new ArrayList<>();
    for (int i = 0; i < runs.size(); i++) {
      entries.add(hostRecord(runs.get(i).check, shares.get(i)));
    }
    return recordTargets(runs.stream().map(Target::of).toList(), collected, entries, record);
  }

  /**
   * Adds each host's entry (given with its label, destination, share and clock offset), its end, results and warnings
   * to the record; whether every host's results are complete.
   */
  static boolean recordTargets(List<Target> targets, List<Collector.Result> collected,
      List<RunRecord.HostBuilder> entries, RunRecord.Builder record) {
    boolean allComplete = true;
    for (int i = 0; i < targets.size(); i++) {
      Target target = targets.get(i);
      Collector.Result result = collected.get(i);
      RunRecord.HostBuilder h = entries.get(i);
      h.runEnd = target.runEnd();
      h.exitCode = target.exitCode();
      h.results = result.completeness().name().toLowerCase(Locale.ROOT);
      h.filesVerified = result.filesVerified();
      h.operations = result.operations();
      h.collectMs = result.collectMs();
      h.problems.addAll(result.problems());
      record.hosts.add(h);
      if (result.completeness() != Collector.Completeness.COMPLETE) {
        allComplete = false;
        record.warnings.add("host " + target.host().label() + ": results " + h.results + ": "
            + String.join("; ", result.problems()));
      }
    }
    return allComplete;
  }

  /** A host's entry in the record as its preflight and share give it: label, destination, share, clock offset. */
  static RunRecord.HostBuilder hostRecord(HostCheck check, HostShare share) {
    RunRecord.HostBuilder h = new RunRecord.HostBuilder();
    h.label = check.host().label();
    h.destination = check.host().display();
    h.share.putAll(share.values());
    h.clockOffsetMs = check.clockOffsetMs();
    h.clockBoundMs = check.clockUncertaintyMs();
    return h;
  }

  /** Why a run's results may be incomplete, for the collector: empty when the run finished or was followed to its end. */
  private static List<String> runProblems(RemoteRun run) {
    if (run.state() == RemoteRun.State.FINISHED) {
      return List.of();
    }
    if (run.state() == RemoteRun.State.LOST && run.pid() > 0 && !run.unreachableAfterLoss()) {
      // The launcher was followed to its end over new connections: its manifest says how the run ended.
      return List.of();
    }
    String message = run.lastMessage().isEmpty() ? "" : ": " + run.lastMessage();
    if (run.pid() <= 0 && run.ended()) {
      // ssh's own reason (Connection refused, ...) is the cause
      return List.of(run.describeEnd() + message);
    }
    return List.of("the run ended " + run.describeEnd() + message);
  }
}
