/*
 * Copyright (c) 2026 ycsb-ext contributors.
 * Licensed under the Apache License, Version 2.0 (http://www.apache.org/licenses/LICENSE-2.0).
 */
package site.ycsb.ext.engine;

import java.io.IOException;
import site.ycsb.Utils;
import site.ycsb.ext.contract.RunSettings;
import site.ycsb.measurements.Measurements;
import site.ycsb.measurements.exporter.MeasurementsExporter;

/**
 * Core's {@code measurement.trackjvm=true}: at every status line the JVM's live threads, used heap (MB) and system
 * load average are sampled; the export then ends with core's lines {@code [MAX_MEM_USED], MBs}, {@code [MIN_MEM_USED]},
 * {@code [MAX_THREADS], Count}, {@code [MIN_THREADS]}, {@code [MAX_SYS_LOAD_AVG], Load}, {@code [MIN_SYS_LOAD_AVG]}.
 * With core's measurement types each sample is also measured as core does ({@code THREAD_COUNT}, {@code USED_MEM_MB},
 * {@code SYS_LOAD_AVG}, {@code GCS}, {@code GCS_TIME}); with the periodic types it is not, since those would become
 * operation logs. Active only when status lines run ({@code -s}) with {@code measurement.trackjvm=true}. Hooks:
 * {@link #prepare}, {@link #statusLine} (one sample), {@link #export}. {@link #sample} from the status thread,
 * {@link #export} after it stopped; both synchronised.
 */
final class JvmStats implements RunFeature {
  private boolean active;
  private boolean measure;
  private int maxThreads = Integer.MIN_VALUE;
  private int minThreads = Integer.MAX_VALUE;
  private long maxUsedMb = Long.MIN_VALUE;
  private long minUsedMb = Long.MAX_VALUE;
  private double maxLoadAvg = -Double.MAX_VALUE;
  private double minLoadAvg = Double.MAX_VALUE;
  private long lastGcCount;
  private long lastGcMs;

  @Override
  public synchronized void prepare(RunContext run) {
    RunSettings settings = run.settings();
    // core's StatusThread: trackjvm samples at every status line
    active = settings.status() && settings.trackJvm();
    // With the periodic types each measurement would become an operation log: sample without measuring.
    measure = !settings.periodic();
  }

  @Override
  public void statusLine() {
    if (active) {
      sample();
    }
  }

  /** Takes one sample. */
  synchronized void sample() {
    int threads = Utils.getActiveThreadCount();
    int usedMb = Utils.getUsedMemoryMegaBytes();
    double load = Utils.getSystemLoadAverage();
    maxThreads = Math.max(maxThreads, threads);
    minThreads = Math.min(minThreads, threads);
    maxUsedMb = Math.max(maxUsedMb, usedMb);
    minUsedMb = Math.min(minUsedMb, usedMb);
    maxLoadAvg = Math.max(maxLoadAvg, load);
    minLoadAvg = Math.min(minLoadAvg, load);
    if (measure) {
      Measurements m = Measurements.getMeasurements();
      m.measure("THREAD_COUNT", threads);
      m.measure("USED_MEM_MB", usedMb);
      m.measure("SYS_LOAD_AVG", (int) load);
      long gcCount = Utils.getGCTotalCollectionCount();
      long gcMs = Utils.getGCTotalTime();
      m.measure("GCS", (int) (gcCount - lastGcCount));
      m.measure("GCS_TIME", (int) (gcMs - lastGcMs));
      lastGcCount = gcCount;
      lastGcMs = gcMs;
    }
  }

  /** Writes core's six JVM lines; nothing when no sample was taken. */
  @Override
  public synchronized void export(MeasurementsExporter exporter) throws IOException {
    if (maxThreads == Integer.MIN_VALUE) {
      return;
    }
    exporter.write("MAX_MEM_USED", "MBs", maxUsedMb);
    exporter.write("MIN_MEM_USED", "MBs", minUsedMb);
    exporter.write("MAX_THREADS", "Count", maxThreads);
    exporter.write("MIN_THREADS", "Count", minThreads);
    exporter.write("MAX_SYS_LOAD_AVG", "Load", maxLoadAvg);
    exporter.write("MIN_SYS_LOAD_AVG", "Load", minLoadAvg);
  }
}
