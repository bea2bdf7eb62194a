/*
 * Copyright (c) 2026 ycsb-ext contributors.
 * Licensed under the Apache License, Version 2.0 (http://www.apache.org/licenses/LICENSE-2.0).
 */
package site.ycsb.ext.fanout.run;


import java.io.PrintWriter;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.OptionalLong;
import java.util.Properties;
import site.ycsb.ext.contract.RunKeys;
import site.ycsb.ext.fanout.collect.Collector;
import site.ycsb.ext.fanout.collect.RunRecord;

/**
 * Fan-out feature: how together the hosts started. Every host gets the late-start threshold; once every host has
 * started (or ended) the live start skew is printed; after collection each host's lateness against the common start
 * instant, the skew and the late hosts are measured from the manifests and recorded ({@link StartSkew}). Made for one
 * run; its hooks run on the run's thread.
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
   * Measures the start from the collected manifests: each host's lateness against the common instant (its launcher's
   * own report when it wrote no manifest), the skew, the late hosts; prints the line and fills the record.
   */
  @Override
  public void collected(List<RemoteRun> runs, List<Collector.Result> collected, RunRecord.Builder record) {
    out.println(recordStarts(startAtEpochMs, lateStartMs, collected,
        runs.stream().map(RemoteRun::lateStartMs).toList(), record));
  }

  /**
   * Fills each host's start in the record (its entries in host order) from the collected manifests: its lateness
   * against the common instant (its launcher's own report when it wrote no manifest), whether it is late (said once,
   * as a warning), and the skew. Returns the start skew line.
   *
   * @param launcherLateMs how late each host's launcher said it started, milliseconds; -1 when it did not say
   */
  static String recordStarts(long startAtEpochMs, long lateStartMs, List<Collector.Result> collected,
      List<Long> launcherLateMs, RunRecord.Builder record) {
    Map<String, Long> starts = new LinkedHashMap<>();
    collected.forEach(result -> starts.put(result.label(), result.startEpochMs()));
    StartSkew skew = new StartSkew(startAtEpochMs, lateStartMs, starts);
    record.startSkewMs = skew.skewMs().orElse(-1);
    for (int i = 0; i < collected.size(); i++) {
      RunRecord.HostBuilder h = record.hosts.get(i);
      String label = collected.get(i).label();
      h.plannedStartEpochMs = startAtEpochMs;
      h.startEpochMs = starts.get(label);
      OptionalLong lateness = skew.latenessMs(label);
      long launcherLate = launcherLateMs.get(i);
      h.lateStartMs = lateness.isPresent() ? Long.valueOf(lateness.getAsLong())
          : launcherLate >= 0 ? Long.valueOf(launcherLate) : null;
      h.late = h.lateStartMs != null && h.lateStartMs > lateStartMs;
      if (h.late) {
        record.warnings.add(String.format(Locale.US, "host %s started late: %d ms after the common start instant, more"
            + " than --late-start-ms=%d", label, h.lateStartMs, lateStartMs));
      }
    }
    return skew.line();
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
