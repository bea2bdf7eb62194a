/*
 * Copyright (c) 2026 ycsb-ext contributors.
 * Licensed under the Apache License, Version 2.0 (http://www.apache.org/licenses/LICENSE-2.0).
 */
package site.ycsb.ext.fanout.preflight;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;

import java.util.Properties;
import java.util.Set;
import org.junit.jupiter.api.Test;
import site.ycsb.ext.commandline.RunChecks;
import site.ycsb.ext.contract.Phase;
import site.ycsb.ext.fanout.FanoutInputException;

/** The rough output estimate: windows x operation types x 16 KiB plus 4 MiB, from the run's checked settings. */
class OutputEstimateTest {
  private static OutputEstimate estimate(Phase phase, String... keyValues) {
    Properties props = new Properties();
    props.setProperty("dotransactions", Boolean.toString(phase == Phase.RUN));
    props.setProperty("recordcount", "1000");
    for (int i = 0; i < keyValues.length; i += 2) {
      props.setProperty(keyValues[i], keyValues[i + 1]);
    }
    return OutputEstimate.of(phase, RunChecks.check(phase, props, false), props);
  }

  @Test
  void aTwelveHourRunOfReadsAndUpdatesInOneSecondWindows() {
    OutputEstimate e = estimate(Phase.RUN, "operationcount", "0", "maxexecutiontime", "43200",
        "measurementtype", "hdrhistogram+periodichistogram", "periodichistogram.interval", "1");
    // 43,200 windows + the partial one, READ and UPDATE (core's default proportions).
    assertEquals(43_201L * 2 * 16 * 1024 + 4 * 1024 * 1024, e.bytes());
    assertEquals("43,201 windows of 1 s x 2 operation types", e.basis());
  }

  @Test
  void theDurationComesFromTheTargetWhenTheRunIsBoundByOperationsAndTheWindowFromTheStatusInterval() {
    OutputEstimate e = estimate(Phase.RUN, "operationcount", "6000", "target", "100", "status.interval", "5",
        "readproportion", "0.5", "updateproportion", "0", "readmodifywriteproportion", "0.5");
    // 60 s over 5-s windows: 13 windows; READ, READ-MODIFY-WRITE and the UPDATE inside it.
    assertEquals(13L * 3 * 16 * 1024 + 4 * 1024 * 1024, e.bytes());
    assertEquals(1L * 16 * 1024 * 13 + 4 * 1024 * 1024, estimate(Phase.LOAD, "target", "100", "recordcount", "6000",
        "status.interval", "5").bytes(), "a load inserts only");
  }

  @Test
  void aRunBoundByNeitherTimeNorTargetHasNoEstimate() {
    assertEquals(OutputEstimate.NONE, estimate(Phase.RUN, "operationcount", "5000"));
  }

  @Test
  void skipCheckTakesTheChecksWordsOnly() {
    assertEquals(Set.of(PreflightCheck.DISK, PreflightCheck.VERSION), PreflightCheck.parse("disk,version"));
    FanoutInputException e = assertThrows(FanoutInputException.class, () -> PreflightCheck.parse("disk,ssh"));
    assertEquals("Invalid value 'disk,ssh' for option '--skip-check': expected a comma-separated list of java,"
        + " version, jars, disk, clock", e.getMessage());
  }
}
