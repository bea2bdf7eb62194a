/*
 * Copyright (c) 2026 ycsb-ext contributors.
 * Licensed under the Apache License, Version 2.0 (http://www.apache.org/licenses/LICENSE-2.0).
 */
package site.ycsb.ext.fanout.collect;

import java.io.IOException;
import java.nio.file.Path;
import java.util.List;
import site.ycsb.ext.contract.HostStateLine;
import site.ycsb.ext.contract.RunEvent;

/**
 * The merged summary of a fan-out run, made by the report module's merge (histograms added per window, percentiles
 * from the merged histograms): fan-out calls it once after collection and prints what it returns. Implementations
 * must not print; they may write files into the run directory.
 */
@FunctionalInterface
public interface SummaryMerger {

  /**
   * Merges the collected hosts of one run.
   *
   * @param runDir the local run directory, {@code results/<run-id>/}
   * @param completeHosts the host directories whose results were verified against their manifests, in host order
   * @param partialHosts the host directories with partial results (no manifest, or a failed run), in host order
   * @param events the run's events as the central host ran them ({@code --event}, {@code --event-note}), by index
   * @return the lines to show on the console, e.g. a summary table and where the full report was written
   * @throws IOException when the merged summary cannot be written
   * @throws RuntimeException when the results cannot be merged; fan-out reports the message and exits non-zero
   */
  List<String> merge(Path runDir, List<Path> completeHosts, List<Path> partialHosts, List<RunEvent> events)
      throws IOException;

  /**
   * Merges the collected hosts of one run, naming the planned hosts that left nothing to merge.
   *
   * @param missingHosts the planned hosts whose results could not be fetched, one line each
   *     ({@code client-8 (exit 93: ...)}); a merger that can, names them at the top of the report and marks it partial
   * @see #merge(Path, List, List, List)
   */
  default List<String> merge(Path runDir, List<Path> completeHosts, List<Path> partialHosts, List<String> missingHosts,
      List<RunEvent> events) throws IOException {
    return merge(runDir, completeHosts, partialHosts, events);
  }

  /**
   * Merges the collected hosts of one run, naming the planned hosts that left nothing to merge and saying each
   * planned host's one state.
   *
   * @param hostStates every planned host's state as fan-out says it, in host order; a merger that can, shows them in
   *     the report in these words
   * @see #merge(Path, List, List, List, List)
   */
  default List<String> merge(Path runDir, List<Path> completeHosts, List<Path> partialHosts, List<String> missingHosts,
      List<HostStateLine> hostStates, List<RunEvent> events) throws IOException {
    return merge(runDir, completeHosts, partialHosts, missingHosts, events);
  }

  /**
   * Merges the collected hosts of one run, with a headline every output of the merged report must start with.
   *
   * @param headline {@code NOT IN STEP: ...} for a run whose hosts did not run together ({@link InStep}); empty for
   *     none. A merger that can shows it first in every format.
   * @see #merge(Path, List, List, List, List, List)
   */
  default List<String> merge(Path runDir, List<Path> completeHosts, List<Path> partialHosts, List<String> missingHosts,
      List<HostStateLine> hostStates, List<RunEvent> events, String headline) throws IOException {
    return merge(runDir, completeHosts, partialHosts, missingHosts, hostStates, events);
  }
}
