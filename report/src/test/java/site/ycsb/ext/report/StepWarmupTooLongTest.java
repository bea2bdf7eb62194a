/*
 * Copyright (c) 2026 ycsb-ext contributors.
 * Licensed under the Apache License, Version 2.0 (http://www.apache.org/licenses/LICENSE-2.0).
 */
package site.ycsb.ext.report;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.IOException;
import java.nio.file.Path;
import java.time.Duration;
import java.util.ArrayList;
import java.util.List;
import java.util.Properties;
import org.HdrHistogram.Histogram;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import site.ycsb.ext.contract.Manifest;
import site.ycsb.ext.contract.Outcome;
import site.ycsb.ext.contract.Phase;
import site.ycsb.ext.contract.RunKeys;
import site.ycsb.ext.report.input.RunSource;
import site.ycsb.ext.report.model.RunSummary;

/** A load step shorter than its windows allow for its recorded warm-up is measured whole, and says so. */
class StepWarmupTooLongTest {
  @TempDir
  Path tmp;

  private Path step(long warmupMs) throws IOException {
    Path dir = tmp.resolve("step");
    List<Histogram> windows = new ArrayList<>();
    Histogram h = LogFixture.histogram();
    h.recordValueWithCount(300, 500);
    windows.add(h);
    List<Path> files = List.of(LogFixture.writeHlog(dir, "READ", 10_000, windows, LogFixture.T0));
    Manifest.Builder m = new Manifest.Builder();
    m.phase = Phase.RUN;
    m.binding = "basic";
    m.startEpochMs = LogFixture.T0;
    m.endEpochMs = LogFixture.T0 + 5_000;
    m.windowMs = 10_000;
    m.outcome = Outcome.COMPLETED;
    Properties props = new Properties();
    props.setProperty(RunKeys.STEP_WARMUP_MS, Long.toString(warmupMs));
    m.properties(props).files(files).build().write(dir.resolve(Manifest.FILE_NAME));
    return dir;
  }

  @Test
  void aRecordedStepWarmupThatLeavesNoWholeWindowIsNotAppliedAndSaid() throws IOException {
    RunSummary run = Report.of(List.of(RunSource.discover("t2000", step(2_500)))).summarize().runs().get(0);
    assertEquals(500, run.operation("READ").count());
    assertTrue(run.warnings().get(0).startsWith("Step t2000: its recorded warm-up (2s500ms) leaves no whole window"),
        run.warnings().toString());
  }

  @Test
  void theUsersOwnWarmupThatLeavesNothingIsStillRefused() throws IOException {
    Path dir = step(0);
    ReportInputException e = assertThrows(ReportInputException.class,
        () -> Report.of(List.of(RunSource.discover("t", dir))).warmup(Duration.ofSeconds(3)).summarize());
    assertTrue(e.badOption(), e.getMessage());
  }
}
