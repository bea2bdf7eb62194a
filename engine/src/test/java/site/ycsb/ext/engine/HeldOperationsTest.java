/*
 * Copyright (c) 2026 ycsb-ext contributors.
 * Licensed under the Apache License, Version 2.0 (http://www.apache.org/licenses/LICENSE-2.0).
 */
package site.ycsb.ext.engine;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNotSame;
import static org.junit.jupiter.api.Assertions.assertSame;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.lang.management.ManagementFactory;
import java.nio.file.Path;
import java.util.List;
import java.util.Properties;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import site.ycsb.ext.measurements.ExtMeasurements;
import site.ycsb.ext.measurements.HeldOperation;
import site.ycsb.ext.measurements.ManualWindowClock;
import site.ycsb.ext.measurements.MeasurementsInstaller;

/**
 * {@link HeldOperations} keeps one handle per measurement name, and a failed call whose status is tracked one by one
 * ({@code latencytrackederrors}, {@code reportlatencyforeacherror}) finds its {@code READ-<code>} handle by the code:
 * it builds no name (before, each such call built {@code "READ-" + code} to look its handle up).
 */
class HeldOperationsTest {
  private static final long T = 1_700_000_000_000L;

  @TempDir
  Path dir;

  @Test
  void aTrackedStatusHasOneHandlePerOperationAndCodeFoundWithoutAllocating() throws Exception {
    Properties props = WindowedProps.in(dir);
    ExtMeasurements measurements = MeasurementsInstaller.install(props, new ManualWindowClock(T));
    try {
      HeldOperations held = new HeldOperations(measurements);
      long end = System.nanoTime();
      HeldOperation readNotFound = held.failed(HeldOperations.READ, "NOT_FOUND", end);
      List<HeldOperation> others = List.of(held.failed(HeldOperations.UPDATE, "NOT_FOUND", end),
          held.failed(HeldOperations.READ, "ERROR", end), held.failed(HeldOperations.READ, null, end),
          held.succeeded(HeldOperations.READ, end));
      assertEquals(List.of("UPDATE-NOT_FOUND", "READ-ERROR", "READ-FAILED", "READ"),
          others.stream().map(HeldOperation::operation).toList());
      assertEquals("READ-NOT_FOUND", readNotFound.operation());
      for (HeldOperation other : others) {
        assertNotSame(readNotFound, other);
      }
      // The code as a later call gives it: an equal string, not the same object.
      String code = new StringBuilder("NOT_").append("FOUND").toString();
      assertSame(readNotFound, held.failed(HeldOperations.READ, code, end));

      com.sun.management.ThreadMXBean threads =
          (com.sun.management.ThreadMXBean) ManagementFactory.getThreadMXBean();
      long id = Thread.currentThread().getId();
      int calls = 100_000;
      int same = 0;
      long before = threads.getThreadAllocatedBytes(id);
      for (int i = 0; i < calls; i++) {
        if (held.failed(HeldOperations.READ, code, end) == readNotFound) {
          same++;
        }
      }
      long allocated = threads.getThreadAllocatedBytes(id) - before;
      assertEquals(calls, same, "every call found the same handle");
      // Building "READ-NOT_FOUND" costs tens of bytes a call (millions here); less than one byte a call is none.
      assertTrue(allocated < calls, calls + " tracked failed calls allocated " + allocated + " bytes");
    } finally {
      measurements.close();
    }
  }
}
