/*
 * Copyright (c) 2026 ycsb-ext contributors.
 * Licensed under the Apache License, Version 2.0 (http://www.apache.org/licenses/LICENSE-2.0).
 */
package site.ycsb.ext.fanout.collect;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.EnumSet;
import java.util.List;
import site.ycsb.ext.contract.HostStateLine;
import site.ycsb.ext.contract.Manifest;
import site.ycsb.ext.contract.RunEvent;
import site.ycsb.ext.report.Report;
import site.ycsb.ext.report.ReportFormat;
import site.ycsb.ext.report.ReportInputException;
import site.ycsb.ext.report.input.HostSource;
import site.ycsb.ext.report.input.RunSource;
import site.ycsb.ext.report.model.ReportSummary;
import site.ycsb.ext.report.render.ReportWriter;
import site.ycsb.ext.report.render.TextRenderer;

/**
 * The merged summary through the report module ({@code site.ycsb.ext.report.Report}): every host with results is one
 * source of one run labelled with the run id; the report adds the hosts' histograms per window. The text summary is
 * returned for the console and every format is written to {@code results/<run-id>/report/}. When a partial host's
 * files cannot be read (a log cut off by a killed client), the merge is redone without the partial hosts and says so.
 * Stateless; thread-safe.
 */
public final class ReportSummaryMerger implements SummaryMerger {
  /** The directory under the run directory that receives the report files. */
  static final String REPORT_DIR = "report";
  /** The start of the report's how-measured line of the hosts' states, left out of the console's copy. */
  private static final String HOST_STATES_LINE = "host states: ";

  @Override
  public List<String> merge(Path runDir, List<Path> completeHosts, List<Path> partialHosts, List<RunEvent> events)
      throws IOException {
    return merge(runDir, completeHosts, partialHosts, List.of(), events);
  }

  @Override
  public List<String> merge(Path runDir, List<Path> completeHosts, List<Path> partialHosts, List<String> missingHosts,
      List<RunEvent> events) throws IOException {
    return merge(runDir, completeHosts, partialHosts, missingHosts, List.of(), events);
  }

  @Override
  public List<String> merge(Path runDir, List<Path> completeHosts, List<Path> partialHosts, List<String> missingHosts,
      List<HostStateLine> hostStates, List<RunEvent> events) throws IOException {
    return merge(runDir, completeHosts, partialHosts, missingHosts, hostStates, events, "");
  }

  @Override
  public List<String> merge(Path runDir, List<Path> completeHosts, List<Path> partialHosts, List<String> missingHosts,
      List<HostStateLine> hostStates, List<RunEvent> events, String headline) throws IOException {
    List<String> lines = new ArrayList<>();
    List<Path> all = new ArrayList<>(completeHosts);
    all.addAll(partialHosts);
    ReportSummary summary;
    try {
      summary = summarize(runDir, all, !partialHosts.isEmpty(), missingHosts, hostStates, events, headline);
      // A partial host that left no periodic output is named among the hosts that left nothing, not as included.
      List<Path> included = partialHosts.stream().filter(ReportSummaryMerger::hasPeriodicOutput).toList();
      if (!included.isEmpty()) {
        lines.add("Merged summary includes the partial results of " + names(included) + ".");
      }
    } catch (ReportInputException e) {
      if (partialHosts.isEmpty() || completeHosts.isEmpty()) {
        throw e;
      }
      List<String> missing = new ArrayList<>(missingHosts);
      String why = " (partial results not readable: " + e.getMessage() + ")";
      partialHosts.forEach(h -> missing.add(h.getFileName() + why));
      summary = summarize(runDir, completeHosts, false, missing, hostStates, events, headline);
      lines.add("Merged summary leaves out the partial results of " + names(partialHosts) + ": " + e.getMessage());
    }
    Path out = runDir.resolve(REPORT_DIR);
    ReportWriter.write(summary, out, EnumSet.allOf(ReportFormat.class));
    // fan-out's own "Host states:" block says each host's state on the console once; the report files say it too
    TextRenderer.render(summary).lines().filter(l -> !l.strip().startsWith(HOST_STATES_LINE)).forEach(lines::add);
    lines.add("Merged report (text, Markdown, JSON, CSV, HTML): " + out);
    return lines;
  }

  /**
   * @param partial read the hosts' incomplete output (a killed host's logs without a manifest, a log cut mid-line)
   *     up to what is whole, and mark every output PARTIAL
   * @param missingHosts planned hosts that left nothing, one line each: named at the report's top, which is partial
   * @param hostStates each planned host's state, said in the report's how-measured box
   * @param events the run's events, marked on the figures and measured in the disruption table
   * @param headline {@code NOT IN STEP: ...}, first among the run's warnings and marked on every format; or empty
   */
  private static ReportSummary summarize(Path runDir, List<Path> hostDirs, boolean partial, List<String> missingHosts,
      List<HostStateLine> hostStates, List<RunEvent> events, String headline) {
    List<HostSource> hosts = new ArrayList<>();
    List<String> missing = new ArrayList<>(missingHosts);
    for (Path dir : hostDirs) {
      Path manifestFile = dir.resolve(Manifest.FILE_NAME);
      Manifest manifest = Files.isRegularFile(manifestFile) ? RunSource.readManifest(manifestFile) : null;
      HostSource host = new HostSource(dir.getFileName().toString(), dir, "", manifest);
      if (!host.operationLogs().isEmpty()) {
        hosts.add(host);
      } else {
        missing.add(host.name() + " (collected, but no periodic output)");
      }
    }
    if (hosts.isEmpty()) {
      throw new ReportInputException("No periodic output (<OP>.hlog) in the collected host directories of " + runDir);
    }
    return Report.of(List.of(new RunSource(runDir.getFileName().toString(), hosts, events, missing,
        hostStates, headline)))
        .allowPartial(partial).summarize();
  }

  /** Whether a collected host directory holds periodic output ({@code <OP>.hlog}) the merge can read. */
  private static boolean hasPeriodicOutput(Path dir) {
    return !new HostSource(dir.getFileName().toString(), dir, "", null).operationLogs().isEmpty();
  }

  private static String names(List<Path> dirs) {
    List<String> names = new ArrayList<>();
    dirs.forEach(d -> names.add(d.getFileName().toString()));
    return String.join(", ", names);
  }
}
