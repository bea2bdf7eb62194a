/*
 * Copyright (c) 2026 ycsb-ext contributors.
 * Licensed under the Apache License, Version 2.0 (http://www.apache.org/licenses/LICENSE-2.0).
 */
package site.ycsb.ext.measurements;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertSame;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;
import static org.junit.jupiter.api.Assumptions.assumeTrue;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.nio.file.Paths;
import java.util.List;
import java.util.Map;
import java.util.Properties;
import org.HdrHistogram.Histogram;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import site.ycsb.Status;
import site.ycsb.measurements.Measurements;

class PeriodicHistogramTest {

  /** A whole second (and a multiple of every window length used here). */
  private static final long T = 1_700_000_000_000L;

  @TempDir
  Path dir;
  private ManualWindowClock clock;
  private ExtMeasurements measurements;

  private ExtMeasurements install(long startMs, String... pairs) {
    Properties props = new Properties();
    props.setProperty("measurementtype", "hdrhistogram+periodichistogram");
    props.setProperty("periodichistogram.interval", "1");
    props.setProperty("periodichistogram.output.path", dir + "/out/");
    for (int i = 0; i < pairs.length; i += 2) {
      props.setProperty(pairs[i], pairs[i + 1]);
    }
    clock = new ManualWindowClock(startMs);
    measurements = MeasurementsInstaller.install(props, clock);
    return measurements;
  }

  private void advanceTo(long epochMs) throws InterruptedException {
    assertTrue(clock.advanceTo(epochMs, 10_000), "the window thread handled every boundary up to " + epochMs);
  }

  private Path out(String file) {
    return dir.resolve("out").resolve(file);
  }

  @AfterEach
  void closeMeasurements() {
    if (measurements != null) {
      measurements.close();
    }
  }

  @Test
  void knownLatenciesLandInTheirBucketsAndWindows() throws Exception {
    ExtMeasurements m = install(T + 300, "periodichistogram.bucket.interval", "0.1");
    for (int us : new int[] {50, 99, 100, 150, 99_999, 100_000, 2_000_000}) {
      m.measure("READ", us);
    }
    advanceTo(T + 1000);
    m.measure("UPDATE", 1000);
    advanceTo(T + 2000);
    for (int i = 0; i < 3; i++) {
      m.measure("READ", 250);
    }
    advanceTo(T + 3000);
    m.exportMeasurements(new CollectingExporter());
    m.close();

    List<RunFiles.ForkLine> reads = RunFiles.json(out("READ.json"));
    assertEquals(3, reads.size());
    assertEquals(Map.of("0", 2L, "1", 2L, "999", 1L, ">1000", 2L), reads.get(0).linear());
    assertEquals(Map.of(">1000", 0L), reads.get(1).linear(), "a window without operations is written too");
    assertEquals(Map.of("2", 3L, ">1000", 0L), reads.get(2).linear());
    assertEquals(List.of(T + 300, T + 1000, T + 2000), reads.stream().map(RunFiles.ForkLine::startMs).toList(),
        "the first window starts with the run (at installation here), not on the boundary before it");
    assertEquals(List.of(T + 1000, T + 2000, T + 3000), reads.stream().map(RunFiles.ForkLine::endMs).toList());
    assertEquals(List.of(10.0, 0.0, 3.0), reads.stream().map(RunFiles.ForkLine::opsec).toList(),
        "opsec divides by the span the window covers: 7 operations in 0.7 s");
    assertEquals(0.0001, reads.get(0).scaleSec());

    List<RunFiles.ForkLine> updates = RunFiles.json(out("UPDATE.json"));
    assertEquals(List.of(T + 1000, T + 2000), updates.stream().map(RunFiles.ForkLine::startMs).toList(),
        "an operation's first window is the one it first appeared in");
    assertEquals(Map.of("10", 1L, ">1000", 0L), updates.get(0).linear());

    List<Histogram> hlog = RunFiles.hlog(out("READ.hlog"));
    assertEquals(3, hlog.size());
    assertEquals(List.of(T + 300, T + 1000, T + 2000), hlog.stream().map(Histogram::getStartTimeStamp).toList());
    assertEquals(List.of(T + 1000, T + 2000, T + 3000), hlog.stream().map(Histogram::getEndTimeStamp).toList());
    assertEquals(List.of(7L, 0L, 3L), hlog.stream().map(Histogram::getTotalCount).toList());
    assertEquals("READ", hlog.get(0).getTag());
    assertEquals(50, hlog.get(0).getMinValue(), "values are microseconds");
    assertEquals(150, hlog.get(0).getValueAtPercentile(50));
    assertTrue(hlog.get(0).valuesAreEquivalent(2_000_000, hlog.get(0).getMaxValue()));
    assertEquals(250, hlog.get(2).getValueAtPercentile(100));
  }

  @Test
  void exportGivesRunTotalsPercentilesVarianceAndReturnCodesWithoutBuckets() throws Exception {
    ExtMeasurements m = install(T, "hdrhistogram.percentiles", "50,95,99.9");
    m.measure("READ", 100);
    m.measure("READ", 200);
    advanceTo(T + 1000);
    m.measure("READ", 300);
    m.measure("READ", 400);
    for (Status status : new Status[] {Status.OK, Status.OK, Status.OK, Status.ERROR}) {
      m.reportStatus("READ", status);
    }
    advanceTo(T + 1500);
    Map<String, Number> v = CollectingExporter.export(m);

    assertEquals(4L, v.get("READ/Operations"));
    assertEquals(250.0, v.get("READ/AverageLatency(us)"));
    assertEquals(100L, v.get("READ/MinLatency(us)"));
    assertEquals(400L, v.get("READ/MaxLatency(us)"));
    assertEquals(200L, v.get("READ/50thPercentileLatency(us)"));
    assertEquals(400L, v.get("READ/95thPercentileLatency(us)"));
    assertEquals(400L, v.get("READ/99.9PercentileLatency(us)"));
    assertEquals(12_500.0, v.get("READ/LatencyVariance(us)"));
    assertEquals(3L, v.get("READ/Return=OK"));
    assertEquals(1L, v.get("READ/Return=ERROR"));
    assertEquals(10, v.size(), "no bucket lines unless asked: " + v.keySet());
    List<RunFiles.ForkLine> lines = RunFiles.json(out("READ.json"));
    assertEquals(T + 1500, lines.get(lines.size() - 1).endMs(), "the last window ends when the run's export starts");
    assertEquals(2, lines.get(1).count());
  }

  @Test
  void verboseExportAddsTheRunsLinearBuckets() throws Exception {
    ExtMeasurements m = install(T, "measurement.histogram.verbose", "true", "periodichistogram.buckets", "5");
    m.measure("READ", 1500);
    m.measure("READ", 7000);
    advanceTo(T + 1000);
    Map<String, Number> exported = CollectingExporter.export(m);
    assertEquals(1L, exported.get("READ/1"));
    assertEquals(0L, exported.get("READ/4"));
    assertEquals(1L, exported.get("READ/>5"));
  }

  @Test
  void windowsStartOnWallClockMultiplesOfTheirLength() throws Exception {
    ExtMeasurements m = install(T + 137, "periodichistogram.interval", "0.25");
    long now = T + 137;
    for (long step : new long[] {100, 13, 400, 750, 1, 249, 250, 333}) {
      m.measure("READ", 10);
      now += step;
      advanceTo(now);
    }
    m.exportMeasurements(new CollectingExporter());
    m.close();
    List<Histogram> windows = RunFiles.hlog(out("READ.hlog"));
    List<RunFiles.ForkLine> lines = RunFiles.json(out("READ.json"));
    assertEquals(windows.size(), lines.size());
    long expectedStart = T + 137;
    for (int i = 0; i < windows.size(); i++) {
      Histogram w = windows.get(i);
      assertEquals(expectedStart, w.getStartTimeStamp(), "window " + i + " starts where the previous ended");
      assertEquals(0, i == 0 ? 0 : w.getStartTimeStamp() % 250, "window " + i + " starts on a multiple of 250 ms");
      assertEquals(0, i == windows.size() - 1 ? 0 : w.getEndTimeStamp() % 250, "window " + i + " ends on the grid");
      assertEquals(w.getStartTimeStamp(), lines.get(i).startMs());
      boolean last = i == windows.size() - 1;
      assertEquals(last ? now : w.getStartTimeStamp() - w.getStartTimeStamp() % 250 + 250, w.getEndTimeStamp());
      expectedStart = w.getEndTimeStamp();
    }
    assertEquals(8, windows.stream().mapToLong(Histogram::getTotalCount).sum());
    assertEquals(T + 2233, now);
    assertEquals(9, windows.size(), "T+137..T+250, 7 full windows of 250 ms, then T+2000..T+2233");
  }

  @Test
  void valuesLandInTheWindowOfTheirInstantWhenTheWindowThreadWakesSecondsLate() throws Exception {
    ExtMeasurements m = install(T, "measurement.interval", "both");
    long[] instants = {T + 100, T + 999, T + 1000, T + 1500, T + 2999, T + 3000, T + 3001, T + 3999};
    for (long instant : instants) {
      clock.moveTo(instant); // the window thread sleeps on: it wakes only at the advanceTo below, 3 windows late
      m.measure("READ", 10);
      m.measureIntended("READ", 20);
    }
    clock.moveTo(T + 4200);
    m.measure("READ", 10);
    m.measureIntended("READ", 20);
    advanceTo(T + 4500);
    assertEquals(List.of(2L, 2L, 1L, 3L), RunFiles.hlog(out("READ.hlog")).stream().map(Histogram::getTotalCount)
        .toList(), "written at T+4.5 s, each window holds the values measured inside it");
    assertEquals(List.of(2L, 2L, 1L, 3L), RunFiles.json(out("Intended-READ.json")).stream()
        .map(RunFiles.ForkLine::count).toList(), "the intended-latency series follows the same rule");
    Map<String, Number> exported = CollectingExporter.export(m);
    m.close();
    assertEquals(List.of(2L, 2L, 1L, 3L, 1L), RunFiles.hlog(out("READ.hlog")).stream()
        .map(Histogram::getTotalCount).toList());
    assertEquals(List.of(T, T + 1000, T + 2000, T + 3000, T + 4000), RunFiles.json(out("READ.json")).stream()
        .map(RunFiles.ForkLine::startMs).toList());
    assertEquals(9L, exported.get("READ/Operations"));
    assertEquals(null, exported.get("READ/LateValues"), "nothing is late");
    assertEquals(List.of(), m.warnings());
  }

  @Test
  void aValueWhoseWindowIsWrittenCountsInTheNextWindowAndIsReportedLate() throws Exception {
    long[] offsetMs = {0};
    ManualWindowClock base = new ManualWindowClock(T);
    WindowClock stepping = new WindowClock() {
      @Override
      public long nowMs() {
        return base.nowMs() + offsetMs[0];
      }

      @Override
      public void sleepUntil(long epochMs) throws InterruptedException {
        base.sleepUntil(epochMs);
      }
    };
    Properties props = CollectingExporter.properties("measurementtype", "periodichistogram",
        "periodichistogram.interval", "1", "periodichistogram.output.path", dir + "/out/");
    measurements = MeasurementsInstaller.install(props, stepping);
    clock = base;
    ExtMeasurements m = measurements;
    advanceTo(T + 500);
    m.measure("READ", 10);
    advanceTo(T + 1200);
    offsetMs[0] = -300; // the wall clock steps back into the window written at T+1.2 s
    m.measure("READ", 10);
    offsetMs[0] = 0;
    m.measure("READ", 10);
    advanceTo(T + 2000);
    Map<String, Number> exported = CollectingExporter.export(m);
    m.close();
    assertEquals(List.of(1L, 2L), RunFiles.hlog(out("READ.hlog")).stream().limit(2).map(Histogram::getTotalCount)
        .toList(), "the late value is counted once, in the next window written");
    assertEquals(3L, exported.get("READ/Operations"));
    assertEquals(1L, exported.get("READ/LateValues"));
    assertEquals(List.of("periodic histogram: 1 value of READ measured in a window already written (recorded "
        + "after it was written, the clock stepped back, or measured after the run's end); counted in the next window written"), m.warnings());
  }

  @Test
  void intendedAndFailedOperationsGetFilesOfTheirOwn() throws Exception {
    ExtMeasurements m = install(T, "measurement.interval", "both");
    m.measure("READ", 10);
    m.measureIntended("READ", 30);
    m.measure("READ-FAILED", 20);
    advanceTo(T + 1000);
    Map<String, Number> exported = CollectingExporter.export(m);
    m.close();
    for (String op : new String[] {"READ", "Intended-READ", "READ-FAILED"}) {
      assertEquals(1, RunFiles.hlog(out(op + ".hlog")).get(0).getTotalCount(), op);
      assertEquals(1, RunFiles.json(out(op + ".json")).get(0).count(), op);
      assertEquals(1L, exported.get(op + "/Operations"), op);
    }
    assertEquals(30L, exported.get("Intended-READ/MaxLatency(us)"));
  }

  @Test
  void intendedOnlyRecordsTheIntendedLatencyUnderThePlainName() throws Exception {
    ExtMeasurements m = install(T, "measurement.interval", "intended");
    m.measure("READ", 10);
    m.measureIntended("READ", 30);
    m.reportStatus("READ", Status.OK);
    advanceTo(T + 1000);
    Map<String, Number> exported = CollectingExporter.export(m);
    assertEquals(1L, exported.get("READ/Operations"));
    assertEquals(30L, exported.get("READ/MinLatency(us)"));
    assertEquals(1L, exported.get("READ/Return=OK"));
    assertFalse(Files.exists(out("Intended-READ.hlog")));
  }

  @Test
  void statusSummaryIsOneLineAboutTheLastClosedWindow() throws Exception {
    ExtMeasurements m = install(T);
    m.measure("READ", 10);
    m.measure("READ", 30);
    m.measure("UPDATE", 5);
    assertEquals("", m.getSummary(), "nothing before the first window closes");
    advanceTo(T + 1000);
    String summary = m.getSummary();
    assertTrue(summary.startsWith("[READ: Count=2, Max=30, Min=10, Avg=20, 90=30"), summary);
    assertTrue(summary.contains(" [UPDATE: Count=1, Max=5"), summary);
    assertFalse(summary.contains("\n"), summary);
  }

  @Test
  void coreTypesKeepWorkingWithAOneLineSummary() throws Exception {
    ExtMeasurements m = install(T, "measurementtype", "hdrhistogram+histogram");
    m.measure("READ", 1200);
    m.reportStatus("READ", Status.OK);
    String summary = m.getSummary();
    assertFalse(summary.contains("\n"), summary);
    assertTrue(summary.contains("[HdrREAD: Count=1"), summary);
    Map<String, Number> exported = CollectingExporter.export(m);
    assertEquals(1L, exported.get("HdrREAD/Operations"));
    assertFalse(Files.exists(out("READ.hlog")), "core types write no periodic files");
  }

  @Test
  void installReplacesCoresSingleton() {
    ExtMeasurements m = install(T);
    assertSame(m, Measurements.getMeasurements());
  }

  @Test
  void aRunEndReadBeforeTheWindowThreadWroteALaterWindowEndsWithThatWindow() throws Exception {
    ExtMeasurements m = install(T);
    m.startRun(T);
    m.measure("READ", 10);
    // The engine read T + 990 as the run's end and was descheduled; the window thread wrote [T, T + 1000) meanwhile.
    advanceTo(T + 1000);
    PeriodicHistogram read = m.histograms().get(0);
    assertEquals("READ", read.getName());
    long end = read.endAt(T + 990);
    assertEquals(T + 1000, end, "the run ends no earlier than the window already written");
    read.endAt(end);
    advanceTo(T + 1500);
    m.exportMeasurements(new CollectingExporter());
    m.close();
    List<Histogram> reads = RunFiles.hlog(out("READ.hlog"));
    assertEquals(List.of(T + 1000), reads.stream().map(Histogram::getEndTimeStamp).toList());
    assertEquals(List.of(1L), reads.stream().map(Histogram::getTotalCount).toList());
  }

  @Test
  void windowsLieInsideTheRunAndDivideByTheSpanTheyCover() throws Exception {
    ExtMeasurements m = install(T);
    advanceTo(T + 300);
    m.startRun(T + 300);
    m.measure("READ", 10);
    advanceTo(T + 1500);
    m.measure("READ", 10);
    m.measure("CLEANUP", 5);
    advanceTo(T + 2700);
    assertEquals(T + 2700, m.endRun());
    advanceTo(T + 4000);
    m.exportMeasurements(new CollectingExporter());
    m.close();
    List<Histogram> reads = RunFiles.hlog(out("READ.hlog"));
    assertEquals(List.of(T + 300, T + 1000, T + 2000), reads.stream().map(Histogram::getStartTimeStamp).toList());
    assertEquals(List.of(T + 1000, T + 2000, T + 2700), reads.stream().map(Histogram::getEndTimeStamp).toList(),
        "no window ends after the run, although the export came 1.3 s later");
    assertEquals(List.of(1L, 1L, 0L), reads.stream().map(Histogram::getTotalCount).toList());
    List<RunFiles.ForkLine> lines = RunFiles.json(out("READ.json"));
    assertEquals(List.of(1.429, 1.0, 0.0), lines.stream().map(RunFiles.ForkLine::opsec).toList());
    List<Histogram> cleanup = RunFiles.hlog(out("CLEANUP.hlog"));
    assertEquals(List.of(T + 1000, T + 2000), cleanup.stream().map(Histogram::getStartTimeStamp).toList(),
        "an operation first seen late starts on the boundary of the window it happened in, never shifted");
    assertEquals(List.of(m.settings().output().file("CLEANUP", ".hlog"), m.settings().output().file("CLEANUP", ".json"),
        m.settings().output().file("READ", ".hlog"), m.settings().output().file("READ", ".json")), m.outputFiles());
  }

  @Test
  void headerStatesTheWindowLength() throws Exception {
    ExtMeasurements m = install(T, "periodichistogram.interval", "0.25");
    m.measure("READ", 10);
    m.exportMeasurements(new CollectingExporter());
    m.close();
    assertTrue(Files.readString(out("READ.hlog")).contains(HlogFormat.WINDOW_COMMENT + "250 ms"));
  }

  @Test
  void aPrefixAnEarlierRunWroteToIsRefusedBeforeAnythingStarts() throws Exception {
    ExtMeasurements m = install(T);
    m.measure("INSERT", 10);
    m.exportMeasurements(new CollectingExporter());
    m.close();
    measurements = null;
    IllegalArgumentException e = assertThrows(IllegalArgumentException.class, () -> install(T + 5000));
    assertTrue(e.getMessage().startsWith("Invalid value '" + dir + "/out/' for property 'periodichistogram.output.path'"),
        e.getMessage());
    assertTrue(e.getMessage().contains("INSERT.hlog exists"), e.getMessage());
  }

  @Test
  void writeFailureLosesWindowsOfThatFileOnlyAndIsReportedOnce() throws Exception {
    Path full = Paths.get("/dev/full");
    assumeTrue(Files.isWritable(full), "needs /dev/full");
    Files.createDirectories(out(""));
    Files.createSymbolicLink(out("READ.json"), full);
    ExtMeasurements m = install(T);
    m.measure("READ", 10);
    advanceTo(T + 1000);
    m.measure("READ", 10);
    advanceTo(T + 2000);
    advanceTo(T + 3000);
    Map<String, Number> exported = CollectingExporter.export(m);
    m.close();
    assertEquals(3L, exported.get("READ/LostWindows"));
    assertEquals(2L, exported.get("READ/Operations"), "the run's totals do not depend on the files");
    assertEquals(3, RunFiles.hlog(out("READ.hlog")).size(), "the other file of the operation is complete");
    List<String> warnings = m.warnings();
    assertEquals(1, warnings.size(), warnings.toString());
    assertTrue(warnings.get(0).startsWith("periodic histogram: READ.json: 3 windows lost, from 2023-11-14T22:13:20Z "
        + "to 2023-11-14T22:13:23Z (IOException: No space left on device"), warnings.get(0));
  }

  @Test
  void outputDirectoryThatCannotBeCreatedIsAOneLineErrorBeforeAnythingStarts() throws IOException {
    Path file = Files.createFile(dir.resolve("a-file"));
    Properties props = CollectingExporter.properties("measurementtype", "hdrhistogram+periodichistogram",
        "periodichistogram.output.path", file + "/run-1/");
    Measurements before = Measurements.getMeasurements();
    IllegalArgumentException e = assertThrows(IllegalArgumentException.class,
        () -> MeasurementsInstaller.install(props, new ManualWindowClock(T)));
    assertTrue(e.getMessage().startsWith("Invalid value '" + file + "/run-1/' for property "
        + "'periodichistogram.output.path': expected a prefix whose directory can be created and written"),
        e.getMessage());
    assertFalse(e.getMessage().contains("\n"));
    assertSame(before, Measurements.getMeasurements(), "nothing was installed");
  }

  @Test
  void prefixWithoutSlashNamesFilesInItsParentDirectory() throws Exception {
    Properties props = CollectingExporter.properties("measurementtype", "periodichistogram",
        "periodichistogram.interval", "1", "periodichistogram.output.path", dir + "/host-a/client1-");
    clock = new ManualWindowClock(T);
    measurements = MeasurementsInstaller.install(props, clock);
    measurements.measure("READ", 10);
    advanceTo(T + 1000);
    measurements.close();
    assertEquals(1, RunFiles.hlog(dir.resolve("host-a/client1-READ.hlog")).get(0).getTotalCount());
    assertEquals(1, RunFiles.json(dir.resolve("host-a/client1-READ.json")).size());
  }
}
