/*
 * Copyright (c) 2026 ycsb-ext contributors.
 * Licensed under the Apache License, Version 2.0 (http://www.apache.org/licenses/LICENSE-2.0).
 */
package site.ycsb.ext.fanout.run;


import java.io.IOException;
import java.io.PrintWriter;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import org.slf4j.Logger;
import org.slf4j.LoggerFactory;
import site.ycsb.ext.fanout.collect.Collector;
import site.ycsb.ext.fanout.collect.HostState;
import site.ycsb.ext.fanout.collect.InStep;
import site.ycsb.ext.fanout.collect.RunRecord;
import site.ycsb.ext.fanout.collect.SummaryMerger;

/**
 * The fan-out's merge step: the merged summary of the hosts whose results are complete or partial, with the run's
 * events and each planned host's state. Used once, on the run's thread.
 */
final class MergeStep {
  private static final Logger LOG = LoggerFactory.getLogger(FanoutRun.class);

  private final SummaryMerger merger;
  private final PrintWriter out;

  /** @param out where the merger's lines go */
  MergeStep(SummaryMerger merger, PrintWriter out) {
    this.merger = merger;
    this.out = out;
  }

  /**
   * Merges into {@code runDir}; false (said and recorded) when it failed, true also when there was nothing to merge.
   *
   * @param inStep whether the hosts ran together: a run not in step says so at the top of every report format
   */
  boolean merge(Path runDir, List<Collector.Result> collected, RunRecord.Builder record, InStep inStep) {
    List<Path> completeHosts = new ArrayList<>();
    List<Path> partialHosts = new ArrayList<>();
    List<String> missingHosts = new ArrayList<>();
    for (int i = 0; i < collected.size(); i++) {
      Collector.Result result = collected.get(i);
      String state = i < record.hosts.size() ? record.hosts.get(i).state : "";
      if (state.startsWith(HostState.Kind.NEVER_STARTED.word())) {
        // its manifest counts no operations: nothing of it belongs in the merged windows
        missingHosts.add(result.label() + " (" + state + ")");
      } else if (result.completeness() == Collector.Completeness.COMPLETE) {
        completeHosts.add(result.dir());
      } else if (result.completeness() == Collector.Completeness.PARTIAL) {
        partialHosts.add(result.dir());
      } else {
        missingHosts.add(result.label() + " (" + (result.problems().isEmpty() ? "no results collected"
            : String.join("; ", result.problems())) + ")");
      }
    }
    if (completeHosts.isEmpty() && partialHosts.isEmpty()) {
      return true;
    }
    try {
      merger.merge(runDir, completeHosts, partialHosts, missingHosts,
          record.hosts.stream().map(HostStates::lineOf).toList(), record.events, inStep.inStep() ? ""
              : inStep.line()).forEach(out::println);
      return true;
    } catch (IOException | RuntimeException e) {
      String message = "merged summary failed: " + e.getMessage();
      record.warnings.add(message);
      out.println("fanout: " + message);
      LOG.debug("Merged summary of {} failed", runDir, e); // the line above says it
      return false;
    }
  }
}
