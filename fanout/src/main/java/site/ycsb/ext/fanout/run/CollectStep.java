/*
 * Copyright (c) 2026 ycsb-ext contributors.
 * Licensed under the Apache License, Version 2.0 (http://www.apache.org/licenses/LICENSE-2.0).
 */
package site.ycsb.ext.fanout.run;


import java.io.PrintWriter;
import java.nio.file.Path;
import java.time.Duration;
import java.util.List;
import java.util.Locale;
import java.util.concurrent.TimeUnit;
import site.ycsb.ext.fanout.collect.Collector;
import site.ycsb.ext.fanout.collect.RunRecord;
import site.ycsb.ext.fanout.preflight.HostCheck;
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

  /** Collects every run's results into {@code runDir/<label>}; each run's result, in host order. */
  List<Collector.Result> collect(List<RemoteRun> runs, Path runDir) {
    out.printf(Locale.US, "Collecting results of %d hosts...%n", runs.size());
    out.flush();
    long collectStartNs = System.nanoTime();
    Collector collector = new Collector(ssh);
    List<Collector.Result> collected = Parallel.map(runs, run -> collector.collect(run.host, run.resultDir,
        runDir.resolve(run.host.label()), runProblems(run), COLLECT_TIMEOUT));
    long collectMs = TimeUnit.NANOSECONDS.toMillis(System.nanoTime() - collectStartNs);
    out.print(ResultTable.render(runs, collected));
    out.printf(Locale.US, "Collected %d hosts in %.1f s into %s%n", runs.size(), collectMs / 1000.0, runDir);
    return collected;
  }

  /** Adds each host's end, results and warnings to the record; whether every host's results are complete. */
  static boolean recordHosts(List<RemoteRun> runs, List<Collector.Result> collected, List<HostShare> shares,
      RunRecord.Builder record) {
    boolean allComplete = true;
    for (int i = 0; i < runs.size(); i++) {
      RemoteRun run = runs.get(i);
      Collector.Result result = collected.get(i);
      RunRecord.HostBuilder h = hostRecord(run.check, shares.get(i));
      h.runEnd = run.state().name().toLowerCase(Locale.ROOT) + " (" + run.describeEnd() + ")";
      h.exitCode = run.exitCode();
      h.results = result.completeness().name().toLowerCase(Locale.ROOT);
      h.filesVerified = result.filesVerified();
      h.operations = result.operations();
      h.collectMs = result.collectMs();
      h.problems.addAll(result.problems());
      record.hosts.add(h);
      if (result.completeness() != Collector.Completeness.COMPLETE) {
        allComplete = false;
        record.warnings.add("host " + run.host.label() + ": results " + h.results + ": "
            + String.join("; ", result.problems()));
      }
      if (run.lateStartMs() > 0) {
        record.warnings.add(String.format(Locale.US, "host %s started %d ms after the common start instant (its DB"
            + " initialisation took longer than --start-delay)", run.host.label(), run.lateStartMs()));
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
    return List.of("the run ended " + run.describeEnd() + message);
  }
}
