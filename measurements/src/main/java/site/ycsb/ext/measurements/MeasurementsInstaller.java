/*
 * Copyright (c) 2026 ycsb-ext contributors.
 * Licensed under the Apache License, Version 2.0 (http://www.apache.org/licenses/LICENSE-2.0).
 */
package site.ycsb.ext.measurements;

import java.util.Collections;
import java.util.List;
import java.util.Properties;
import site.ycsb.measurements.Measurements;

/**
 * Installs the process-wide YCSB {@link Measurements} for a run, before the workload is created.
 *
 * <p>Call {@link #install(Properties)} once per process, from the thread that starts the benchmark, before the
 * workload class is instantiated (core's {@code CoreWorkload} reads the singleton in a field initialiser).
 */
public final class MeasurementsInstaller {

  private MeasurementsInstaller() {
  }

  /**
   * Validates the measurement properties and installs the measurements singleton.
   *
   * @param props the run's final properties; read, never modified
   * @return the installed measurements, to be closed after the summary was exported
   * @throws IllegalArgumentException with a one-line message naming the property, when a value is invalid
   */
  public static InstalledMeasurements install(Properties props) {
    Measurements.setProperties(props);
    // Build the singleton now, so that an invalid core value (measurementtype, measurement.interval) is
    // reported here, before any thread starts, instead of inside the workload's constructor.
    Measurements.getMeasurements();
    return new InstalledMeasurements() {
      @Override
      public void close() {
      }

      @Override
      public List<String> warnings() {
        return Collections.emptyList();
      }
    };
  }
}
