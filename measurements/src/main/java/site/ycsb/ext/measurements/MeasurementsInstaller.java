/*
 * Copyright (c) 2026 ycsb-ext contributors.
 * Licensed under the Apache License, Version 2.0 (http://www.apache.org/licenses/LICENSE-2.0).
 */
package site.ycsb.ext.measurements;

import java.lang.reflect.Field;
import java.util.Properties;
import site.ycsb.measurements.Measurements;

/**
 * Installs the process-wide YCSB {@link Measurements} for a run, before the workload is created.
 *
 * <p>Core has no extension point for measurement types: its singleton is a private static field that
 * {@link Measurements#getMeasurements()} fills on first use. This class validates the measurement properties, prepares
 * the output directory, and puts an {@link ExtMeasurements} into that field by reflection, so the workload, every
 * {@code DBWrapper} and the exporter all use it. With {@code metrics.port} set it also starts the live metrics
 * endpoint ({@link MetricsEndpoint}), which the returned measurements stop on {@link InstalledMeasurements#close()};
 * the run's state follows {@code startRun}, {@code endRun} and {@code close}.
 *
 * <p>Call {@link #install(Properties)} once per process, from the thread that starts the benchmark, before the
 * workload class is instantiated (core's {@code CoreWorkload} reads the singleton in a field initialiser).
 */
public final class MeasurementsInstaller {

  private MeasurementsInstaller() {
  }

  /**
   * Validates the measurement properties and installs the measurements singleton, on the system clock.
   *
   * @param props the run's final properties; read, never modified
   * @return the installed measurements, to be closed after the summary was exported
   * @throws IllegalArgumentException with a one-line message naming the property, the value and the valid values,
   *     or the output directory that cannot be created or written, or the metrics port that cannot be bound
   */
  public static InstalledMeasurements install(Properties props) {
    return install(props, WindowClock.SYSTEM);
  }

  /**
   * Same as {@link #install(Properties)}, with windows following {@code clock} (tests, time-compressed simulations).
   *
   * @param props the run's final properties; read, never modified
   * @param clock the clock window boundaries follow
   * @return the installed measurements; the window thread is running
   * @throws IllegalArgumentException as {@link #install(Properties)}
   */
  public static ExtMeasurements install(Properties props, WindowClock clock) {
    MeasurementSettings settings = MeasurementSettings.from(props);
    MetricsSettings metrics = MetricsSettings.from(props, clock.nowMs());
    if (metrics.enabled() && !settings.type().isPeriodic()) {
      throw MeasurementSettings.invalid(MetricsProperties.PORT, Integer.toString(metrics.port()),
          "to be set only with " + MeasurementProperties.TYPE + "=" + MeasurementType.PERIODICHISTOGRAM.value()
          + " or " + MeasurementType.HDRHISTOGRAM_AND_PERIODICHISTOGRAM.value() + " (the endpoint serves the periodic "
          + "windows), not with " + MeasurementProperties.TYPE + "=" + settings.type().value());
    }
    if (settings.type().isPeriodic() || !settings.output().prefix().isEmpty()) {
      settings.output().prepare();
    }
    ExtMeasurements measurements = new ExtMeasurements(settings, props, clock);
    if (metrics.enabled()) {
      measurements.attach(MetricsEndpoint.start(metrics, measurements, props.getProperty("db")));
    }
    Measurements.setProperties(props);
    replaceSingleton(measurements);
    measurements.start();
    return measurements;
  }

  private static void replaceSingleton(Measurements measurements) {
    synchronized (Measurements.class) { // getMeasurements() is static synchronized
      try {
        Field singleton = Measurements.class.getDeclaredField("singleton");
        singleton.setAccessible(true);
        singleton.set(null, measurements);
      } catch (ReflectiveOperationException | RuntimeException e) {
        throw new IllegalStateException("Cannot install the measurements into YCSB core (" + Measurements.class
            + " has no private static field 'singleton'; core 0.17.0 expected)", e);
      }
    }
  }
}
