/*
 * Copyright (c) 2026 ycsb-ext contributors.
 * Licensed under the Apache License, Version 2.0 (http://www.apache.org/licenses/LICENSE-2.0).
 */
package site.ycsb.ext.fanout.run;

import java.io.IOException;
import java.io.PrintWriter;
import java.io.UncheckedIOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.Optional;
import java.util.OptionalLong;
import java.util.Properties;
import java.util.stream.Stream;
import site.ycsb.ext.contract.RunKeys;
import site.ycsb.ext.contract.StartLine;
import site.ycsb.ext.fanout.collect.Collector;
import site.ycsb.ext.fanout.collect.RunRecord;

/**
 * Fan-out feature: how together the hosts started. Every host gets the late-start threshold; once every host has
 * started (or ended) the live start skew is printed; after collection each host's lateness against the common start
 * instant, the skew and the late hosts are measured from the manifests (else from the starts seen while the hosts ran)
 * and recorded ({@link StartSkew}). Made for one run; its hooks run on the run's thread.
 */
final class StartMeasurement implements FanoutFeature {
  private final long lateStartMs;
  private final PrintWriter out;
  private long startAtEpochMs;
  private boolean shown;

  /**
   * @param lateStartMs a host starting more than this many milliseconds after the common start instant is late
   * @param out where the start skew lines go
   */
  StartMeasurement(long lateStartMs, PrintWriter out) {
    this.lateStartMs = lateStartMs;
    this.out = out;
  }

  @Override
  public void plan(Properties props) {
    props.setProperty(RunKeys.LATE_START_MS, Long.toString(lateStartMs));
  }

  @Override
  public void started(FanoutPlan plan, long startAt) {
    startAtEpochMs = startAt;
  }

  @Override
  public void follow(List<RemoteRun> runs, long nowMs) {
    if (!shown && runs.stream().allMatch(run -> run.startEpochMs() > 0 || run.ended())) {
      shown = showStart(runs);
    }
  }

  @Override
  public void followed(List<RemoteRun> runs) {
    if (!shown) {
      showStart(runs);
    }
  }

  /**
   * Measures the start from the collected manifests: each host's lateness against the common instant (what fan-out
   * saw of its start while it ran when it wrote no manifest), the skew, the late hosts; prints the line and fills the
   * record.
   */
  @Override
  public void collected(List<RemoteRun> runs, List<Collector.Result> collected, RunRecord.Builder record) {
    out.println(recordStarts(startAtEpochMs, lateStartMs, collected, runs.stream().map(RemoteRun::startEpochMs)
        .toList(), runs.stream().map(RemoteRun::lateStartMs).toList(), record));
  }

  /**
   * Fills each host's start in the record (its entries in host order): from its collected manifest, else from the
   * start fan-out measured while it ran (its benchmark JVM's start line), else from its launcher's own report of how
   * late it was; whether it is late (said once, as a warning), and the skew. A host that started late and then died
   * without a manifest therefore stays late in the start skew line. Returns that line.
   *
   * @param measuredStartEpochMs each host's start as fan-out saw it while it ran, epoch ms; 0 when it saw none
   * @param launcherLateMs how late each host's launcher said it started, milliseconds; -1 when it did not say
   */
  static String recordStarts(long startAtEpochMs, long lateStartMs, List<Collector.Result> collected,
      List<Long> measuredStartEpochMs, List<Long> launcherLateMs, RunRecord.Builder record) {
    Map<String, Long> starts = new LinkedHashMap<>();
    for (int i = 0; i < collected.size(); i++) {
      // A manifest without operations is a host whose operations never started (its DB init failed, it was stopped)
      long start = collected.get(i).operations() > 0 ? collected.get(i).startEpochMs() : 0;
      if (start <= 0) {
        start = measuredStartEpochMs.get(i) > 0 ? measuredStartEpochMs.get(i)
            : launcherLateMs.get(i) >= 0 ? startAtEpochMs + launcherLateMs.get(i) : 0;
      }
      starts.put(collected.get(i).label(), start);
    }
    StartSkew skew = new StartSkew(startAtEpochMs, lateStartMs, starts);
    record.startSkewMs = skew.skewMs().orElse(-1);
    for (int i = 0; i < collected.size(); i++) {
      RunRecord.HostBuilder h = record.hosts.get(i);
      String label = collected.get(i).label();
      h.plannedStartEpochMs = startAtEpochMs;
      h.startEpochMs = starts.get(label);
      OptionalLong lateness = skew.latenessMs(label);
      h.lateStartMs = lateness.isPresent() ? Long.valueOf(lateness.getAsLong()) : null;
      h.late = skew.isLate(label);
      if (h.late) {
        record.warnings.add(String.format(Locale.US, "host %s started late: %d ms after the common start instant, more"
            + " than --late-start-ms=%d", label, h.lateStartMs, lateStartMs));
      }
    }
    return skew.line();
  }

  /**
   * The start a host's benchmark JVM printed in its launcher's stderr log as fan-out keeps it
   * ({@code logs/<label>.stderr.log}): what {@code fanout collect} saw of a host's start without having followed it.
   *
   * @return the start, epoch milliseconds; 0 when the log is absent, unreadable or holds no start line
   */
  static long startInLog(Path stderrLog) {
    if (!Files.isRegularFile(stderrLog)) {
      return 0;
    }
    try (Stream<String> lines = Files.lines(stderrLog, StandardCharsets.UTF_8)) {
      return lines.map(StartLine::parse).flatMap(Optional::stream).mapToLong(StartLine::startEpochMs).findFirst()
          .orElse(0);
    } catch (IOException | UncheckedIOException e) {
      return 0;
    }
  }

  /** Prints the measured start skew once any host has started; returns whether it printed. */
  private boolean showStart(List<RemoteRun> runs) {
    if (runs.stream().noneMatch(run -> run.startEpochMs() > 0)) {
      return false;
    }
    Map<String, Long> starts = new LinkedHashMap<>();
    runs.forEach(run -> starts.put(run.host.label(), run.startEpochMs()));
    out.println("fanout: hosts started. " + new StartSkew(startAtEpochMs, lateStartMs, starts).line());
    out.flush();
    return true;
  }
}
