/*
 * Copyright (c) 2026 ycsb-ext contributors.
 * Licensed under the Apache License, Version 2.0 (http://www.apache.org/licenses/LICENSE-2.0).
 */
package site.ycsb.ext.commandline;

import java.util.Properties;
import site.ycsb.ext.contract.BadInputException;
import site.ycsb.ext.contract.CoreProperty;
import site.ycsb.ext.contract.RunKeys;
import site.ycsb.ext.contract.RunSettings;

/**
 * Refuses {@code periodichistogram.*} properties given to a run whose {@code measurementtype} records no periodic
 * histograms: they would be ignored silently (no window files). {@code periodichistogram.output.path} is not one of
 * them: it is every run's output prefix ({@link RunKeys#OUTPUT_PATH}: manifest, events, summary). Part of {@link RunChecks}, so
 * every launcher path (load, run, fan-out, study) refuses them before anything starts. Stateless; thread-safe.
 */
final class PeriodicOptions {
  /** The prefix of the periodic histograms' own properties. */
  static final String PREFIX = "periodichistogram.";

  private PeriodicOptions() {
  }

  /**
   * @throws BadInputException naming the first such property (in name order) and the measurement type in effect
   */
  static void check(Properties props) {
    String given = props.getProperty(CoreProperty.MEASUREMENT_TYPE.key());
    String type = given == null ? CoreProperty.MEASUREMENT_TYPE.valueIn(props) : given.trim();
    if (RunSettings.isPeriodic(type)) {
      return;
    }
    props.stringPropertyNames().stream().filter(key -> key.startsWith(PREFIX) && !key.equals(RunKeys.OUTPUT_PATH)).sorted().findFirst()
        .ifPresent(key -> {
          throw new BadInputException("Property '" + key + "' has no effect with measurementtype=" + type
              + (given == null ? " (the default)" : "") + ": add -p measurementtype=hdrhistogram+periodichistogram"
              + " (or periodichistogram), or leave out the periodichistogram.* properties");
        });
  }
}
