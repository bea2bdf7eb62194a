/*
 * Copyright (c) 2026 ycsb-ext contributors.
 * Licensed under the Apache License, Version 2.0 (http://www.apache.org/licenses/LICENSE-2.0).
 */
package site.ycsb.ext.measurements;

import static org.junit.jupiter.api.Assertions.assertEquals;

import org.junit.jupiter.api.Test;
import site.ycsb.ext.contract.RunKeys;
import site.ycsb.ext.contract.RunSettings;

/** This module keeps copies of shared keys (it is Java 8 and cannot import the run contract): they must not drift. */
class RunKeysCopiesTest {

  @Test
  void metricLabelKeysEqualTheRunContracts() {
    assertEquals(RunKeys.HOST, MetricsProperties.HOST_LABEL);
    assertEquals(RunKeys.BINDING, MetricsProperties.BINDING_LABEL);
    assertEquals(RunKeys.PHASE, MetricsProperties.PHASE_LABEL);
  }

  @Test
  void manifestFileNameEqualsTheRunContracts() {
    assertEquals(RunKeys.MANIFEST_FILE_NAME, OutputLocation.MANIFEST_FILE_NAME);
  }

  @Test
  void periodicMeasurementTypeEqualsTheRunContracts() {
    assertEquals(RunKeys.PERIODIC_MEASUREMENT_TYPE, MeasurementType.HDRHISTOGRAM_AND_PERIODICHISTOGRAM.value());
  }

  @Test
  void outputPathKeyEqualsTheRunContracts() {
    assertEquals(RunKeys.OUTPUT_PATH, MeasurementProperties.OUTPUT_PATH);
  }

  @Test
  void theRunContractAnswersPeriodicAsTheMeasurementTypesDo() {
    for (MeasurementType type : MeasurementType.values()) {
      assertEquals(type.isPeriodic(), RunSettings.isPeriodic(type.value()), type.value());
    }
    assertEquals(false, RunSettings.isPeriodic("periodichistogram+raw"), "not a measurement type");
  }
}
