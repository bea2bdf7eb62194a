/*
 * Copyright (c) 2026 ycsb-ext contributors.
 * Licensed under the Apache License, Version 2.0 (http://www.apache.org/licenses/LICENSE-2.0).
 */
package site.ycsb.ext.measurements;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.List;
import java.util.Properties;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.CsvSource;

class MeasurementSettingsTest {

  private static Properties props(String... pairs) {
    return CollectingExporter.properties(pairs);
  }

  @Test
  void defaultsFollowCoreAndTheFork() {
    MeasurementSettings settings = MeasurementSettings.from(props("measurementtype", "periodichistogram"));
    assertEquals(MeasurementType.PERIODICHISTOGRAM, settings.type());
    assertEquals(MeasurementSettings.LatencyMode.OP, settings.latencyMode());
    assertEquals(List.of(95.0, 99.0), settings.percentiles());
    assertEquals(1000, settings.buckets());
    assertEquals(1000, settings.bucketWidthUs());
    assertEquals(10_000, settings.windowMs(), "status.interval's default, 10 s");
    assertFalse(settings.verbose());
    assertEquals("", settings.output().prefix());
  }

  @Test
  void coreTypesAreAcceptedAsTheyAre() {
    for (String type : new String[] {"histogram", "hdrhistogram", "hdrhistogram+histogram", "hdrhistogram+raw",
        "timeseries", "raw"}) {
      MeasurementSettings settings = MeasurementSettings.from(props("measurementtype", type));
      assertEquals(type, settings.type().value());
      assertFalse(settings.type().isPeriodic());
    }
    assertTrue(MeasurementSettings.from(props("measurementtype", "hdrhistogram+periodichistogram")).type().isPeriodic());
  }

  @Test
  void windowDefaultsToStatusIntervalAndMayBeSubSecond() {
    assertEquals(1000, MeasurementSettings.from(props("measurementtype", "periodichistogram", "status.interval", "1"))
        .windowMs());
    assertEquals(500, MeasurementSettings.from(props("measurementtype", "periodichistogram", "status.interval", "1",
        "periodichistogram.interval", "0.5")).windowMs());
    assertEquals(2, MeasurementSettings.from(props("periodichistogram.interval", "0.002")).windowMs());
  }

  @Test
  void bucketIntervalIsMillisecondsInWholeMicroseconds() {
    assertEquals(100, MeasurementSettings.from(props("periodichistogram.bucket.interval", "0.1")).bucketWidthUs());
    assertEquals(1, MeasurementSettings.from(props("periodichistogram.bucket.interval", "0.001")).bucketWidthUs());
    assertEquals(1_000_000, MeasurementSettings.from(props("periodichistogram.bucket.interval", "1000"))
        .bucketWidthUs());
  }

  @Test
  void intervalModesAndPercentilesParse() {
    MeasurementSettings settings = MeasurementSettings.from(props("measurement.interval", "both",
        "hdrhistogram.percentiles", "50, 99.9,100"));
    assertEquals(MeasurementSettings.LatencyMode.BOTH, settings.latencyMode());
    assertEquals(List.of(50.0, 99.9, 100.0), settings.percentiles());
  }

  @Test
  void unknownTypeListsEveryValidValue() {
    IllegalArgumentException e = assertThrows(IllegalArgumentException.class,
        () -> MeasurementSettings.from(props("measurementtype", "periodic")));
    assertEquals("Invalid value 'periodic' for property 'measurementtype': expected one of histogram, hdrhistogram, "
        + "hdrhistogram+histogram, hdrhistogram+raw, timeseries, raw, periodichistogram, "
        + "hdrhistogram+periodichistogram", e.getMessage());
  }

  @ParameterizedTest(name = "{0}={1}")
  @CsvSource(delimiter = '|', value = {
      "measurement.interval|sometimes|op, intended or both",
      "hdrhistogram.percentiles|95,abc|comma-separated numbers from 0 to 100",
      "hdrhistogram.percentiles|101|comma-separated numbers from 0 to 100",
      "hdrhistogram.percentiles|95,,99|comma-separated numbers from 0 to 100",
      "measurement.histogram.verbose|yes|true or false",
      "hdrhistogram.fileoutput|True|true or false",
      "histogram.buckets|0|an integer from 1 to 2147483647",
      "timeseries.granularity|1s|an integer from 1 to 2147483647",
      "periodichistogram.buckets|0|an integer from 1 to 1000000",
      "periodichistogram.buckets|-5|an integer from 1 to 1000000",
      "periodichistogram.buckets|1000001|an integer from 1 to 1000000",
      "periodichistogram.buckets|ten|an integer from 1 to 1000000",
      "periodichistogram.bucket.interval|0|a bucket width in milliseconds that is a whole number of microseconds",
      "periodichistogram.bucket.interval|-1|a bucket width in milliseconds that is a whole number of microseconds",
      "periodichistogram.bucket.interval|0.0005|a bucket width in milliseconds that is a whole number of microseconds",
      "periodichistogram.bucket.interval|1ms|a bucket width in milliseconds that is a whole number of microseconds",
      "periodichistogram.interval|0|a window length in seconds that is a whole number of milliseconds",
      "periodichistogram.interval|0.0001|a window length in seconds that is a whole number of milliseconds",
      "periodichistogram.interval|86401|a window length in seconds that is a whole number of milliseconds",
      "periodichistogram.interval|1s|a window length in seconds that is a whole number of milliseconds",
      "status.interval|-1|a window length in seconds that is a whole number of milliseconds",
  })
  void everyBadValueIsOneLineNamingPropertyValueAndValidValues(String property, String value, String expected) {
    Properties props = props("measurementtype", "hdrhistogram+periodichistogram", property, value);
    IllegalArgumentException e = assertThrows(IllegalArgumentException.class, () -> MeasurementSettings.from(props));
    String message = e.getMessage();
    assertTrue(message.startsWith("Invalid value '" + value + "' for property '" + property + "': expected "
        + expected), message);
    assertFalse(message.contains("\n"), message);
  }
}
