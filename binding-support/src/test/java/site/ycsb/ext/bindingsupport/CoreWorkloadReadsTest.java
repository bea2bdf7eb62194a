/*
 * Copyright (c) 2026 ycsb-ext contributors.
 * Licensed under the Apache License, Version 2.0 (http://www.apache.org/licenses/LICENSE-2.0).
 */
package site.ycsb.ext.bindingsupport;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;
import static site.ycsb.ext.bindingsupport.PropertyReaderTest.reader;

import org.junit.jupiter.api.Test;

/** Core's workload properties as the bindings' settings read them: core's defaults, core's parsing. */
class CoreWorkloadReadsTest {

  @Test
  void updatesCarryOneFieldUnlessWriteAllFieldsIsTrue() {
    assertFalse(CoreWorkloadReads.writeAllFields(reader()));
    assertTrue(CoreWorkloadReads.writeAllFields(reader("writeallfields", "true")));
    assertFalse(CoreWorkloadReads.writeAllFields(reader("writeallfields", "yes")), "core's Boolean.parseBoolean");
  }

  @Test
  void aRunScansOnlyInATransactionPhaseWithAScanProportion() {
    assertFalse(CoreWorkloadReads.scans(reader()), "core's default scanproportion is 0");
    assertTrue(CoreWorkloadReads.scans(reader("scanproportion", "0.05")));
    assertFalse(CoreWorkloadReads.scans(reader("scanproportion", "0.05", "dotransactions", "false")), "a load");
    assertFalse(CoreWorkloadReads.scans(reader("scanproportion", "some")), "core refuses it itself");
  }

  @Test
  void theScanProportionIsCoresNumberOrZero() {
    assertEquals(0.05, CoreWorkloadReads.scanProportion(reader("scanproportion", "0.05")));
    assertEquals(0.0, CoreWorkloadReads.scanProportion(reader()));
    assertEquals(0.0, CoreWorkloadReads.scanProportion(reader("scanproportion", "x")));
  }
}
