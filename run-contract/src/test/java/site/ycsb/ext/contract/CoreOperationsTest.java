/*
 * Copyright (c) 2026 ycsb-ext contributors.
 * Licensed under the Apache License, Version 2.0 (http://www.apache.org/licenses/LICENSE-2.0).
 */
package site.ycsb.ext.contract;

import static org.junit.jupiter.api.Assertions.assertEquals;

import java.util.List;
import java.util.Optional;
import java.util.Properties;

import org.junit.jupiter.api.Test;

/** The operations a core workload's run phase measures, from its proportions and core's defaults. */
class CoreOperationsTest {
  private static Properties props(String... pairs) {
    Properties props = new Properties();
    for (int i = 0; i < pairs.length; i += 2) {
      props.setProperty(pairs[i], pairs[i + 1]);
    }
    return props;
  }

  private static List<String> of(String... pairs) {
    return List.copyOf(CoreOperations.ofRunPhase(props(pairs)).orElseThrow());
  }

  @Test
  void coresDefaultsReadAndUpdate() {
    assertEquals(List.of("READ", "UPDATE"), of());
    assertEquals(List.of("READ", "UPDATE"), of("workload", "site.ycsb.workloads.CoreWorkload"));
  }

  @Test
  void eachProportionAboveZeroIsAnOperationAndReadModifyWriteMeasuresReadAndUpdateToo() {
    assertEquals(List.of("READ"), of("readproportion", "1", "updateproportion", "0"));
    assertEquals(List.of("INSERT", "SCAN"), of("readproportion", "0", "updateproportion", "0", "insertproportion",
        "0.05", "scanproportion", " 0.95 "));
    assertEquals(List.of("READ-MODIFY-WRITE", "READ", "UPDATE"), of("readproportion", "0", "updateproportion", "0",
        "readmodifywriteproportion", "1"));
    assertEquals(List.of("READ", "UPDATE", "INSERT"), of("insertproportion", "a lot"), "not a number: counted");
  }

  @Test
  void anotherWorkloadsOperationsAreUnknown() {
    assertEquals(Optional.empty(),
        CoreOperations.ofRunPhase(props("workload", "site.ycsb.workloads.TimeSeriesWorkload")));
  }
}
