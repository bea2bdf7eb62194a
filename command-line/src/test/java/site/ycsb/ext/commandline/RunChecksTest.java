/*
 * Copyright (c) 2026 ycsb-ext contributors.
 * Licensed under the Apache License, Version 2.0 (http://www.apache.org/licenses/LICENSE-2.0).
 */
package site.ycsb.ext.commandline;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;

import java.util.Properties;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.CsvSource;
import org.junit.jupiter.params.provider.ValueSource;
import site.ycsb.ext.contract.BadInputException;
import site.ycsb.ext.contract.Phase;

/** Core values that core 0.17.0 would take silently or fail on late: refused before anything starts, on one line. */
class RunChecksTest {

  private static Properties props(String... keyValues) {
    Properties props = new Properties();
    props.setProperty("workload", RunChecks.CORE_WORKLOAD);
    props.setProperty("recordcount", "10");
    props.setProperty("operationcount", "10");
    for (int i = 0; i < keyValues.length; i += 2) {
      props.setProperty(keyValues[i], keyValues[i + 1]);
    }
    return props;
  }

  @ParameterizedTest
  @ValueSource(strings = {"threadcount", "target", "dotransactions", "operationcount", "db", "exporter",
      "requestdistribution", "readproportion", "fieldlength", "writeallfields", "insertorder"})
  void blankCorePropertyIsAnErrorNamingIt(String property) {
    BadInputException e = assertThrows(BadInputException.class,
        () -> RunChecks.check(Phase.RUN, props(property, " "), true));
    assertEquals("Invalid value '' for property '" + property + "': expected a value (leave the property out to use"
        + " its default)", e.getMessage());
  }

  @ParameterizedTest
  @CsvSource({
      "requestdistribution, nosuch, 'one of uniform, zipfian, latest, hotspot, sequential, exponential'",
      "requestdistribution, Zipfian, 'one of uniform, zipfian, latest, hotspot, sequential, exponential'",
      "insertorder, random, 'one of hashed, ordered'",
      "fieldlengthdistribution, normal, 'one of constant, uniform, zipfian, histogram'",
      "scanlengthdistribution, latest, 'one of uniform, zipfian'",
      "writeallfields, yes, true or false",
      "status, 1, true or false"})
  void unknownChoiceNamesThePropertyAndTheValidValues(String property, String value, String expected) {
    BadInputException e = assertThrows(BadInputException.class,
        () -> RunChecks.check(Phase.RUN, props(property, value), true));
    assertEquals("Invalid value '" + value + "' for property '" + property + "': expected " + expected,
        e.getMessage());
  }

  @ParameterizedTest
  @ValueSource(strings = {"requestdistribution=zipfian", "insertorder=ordered", "writeallfields=TRUE", "label="})
  void validValuesPass(String keyValue) {
    String[] pair = keyValue.split("=", -1);
    assertEquals(10, RunChecks.check(Phase.RUN, props(pair[0], pair[1]), true).operations());
  }

  @ParameterizedTest
  @ValueSource(strings = {"requestdistribution", "insertorder"})
  void otherWorkloadsKeepTheirOwnMeanings(String property) {
    Properties props = props(property, "custom");
    props.setProperty("workload", "com.example.MyWorkload");
    assertEquals(10, RunChecks.check(Phase.RUN, props, true).operations());
  }
  @ParameterizedTest
  @CsvSource({
      "'', periodichistogram.interval, 1",
      "hdrhistogram, periodichistogram.bucket.interval, 0.1",
      "histogram, periodichistogram.buckets, 500"})
  void periodicOptionsWithoutThePeriodicTypeAreRefusedOnOneLine(String type, String key, String value) {
    Properties props = props(key, value);
    if (!type.isEmpty()) {
      props.setProperty("measurementtype", type);
    }
    BadInputException e = assertThrows(BadInputException.class, () -> RunChecks.check(Phase.RUN, props, true));
    String shown = type.isEmpty() ? "hdrhistogram (the default)" : type;
    assertEquals("Property '" + key + "' has no effect with measurementtype=" + shown + ": add -p measurementtype="
        + "hdrhistogram+periodichistogram (or periodichistogram), or leave out the periodichistogram.* properties",
        e.getMessage());
  }

  @ParameterizedTest
  @ValueSource(strings = {"periodichistogram", "hdrhistogram+periodichistogram"})
  void periodicOptionsWithThePeriodicTypePass(String type) {
    Properties props = props("periodichistogram.interval", "1", "measurementtype", type);
    assertEquals(10, RunChecks.check(Phase.RUN, props, true).operations());
  }

  @org.junit.jupiter.api.Test
  void theOutputPathIsEveryRunsAndNeedsNoPeriodicType() {
    Properties props = props("periodichistogram.output.path", "results/r1/", "measurementtype", "hdrhistogram");
    assertEquals(10, RunChecks.check(Phase.RUN, props, true).operations());
  }
}
