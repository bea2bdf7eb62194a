/*
 * Copyright (c) 2026 ycsb-ext contributors.
 * Licensed under the Apache License, Version 2.0 (http://www.apache.org/licenses/LICENSE-2.0).
 */
package site.ycsb.ext.engine;

import static org.junit.jupiter.api.Assertions.assertEquals;

import org.junit.jupiter.api.Test;
import site.ycsb.ext.contract.EngineProcess;

/** The launcher starts the benchmark JVM by the class names the contract spells: they must name these classes. */
class EngineProcessTest {

  @Test
  void entryPointNamesAreTheEnginesClasses() {
    assertEquals(BenchmarkMain.class.getName(), EngineProcess.BENCHMARK_MAIN);
    assertEquals(ShellMain.class.getName(), EngineProcess.SHELL_MAIN);
  }

  @Test
  void stopGraceIsTheEnginesDefault() {
    assertEquals(GracefulStop.DEFAULT_GRACE_MS, EngineProcess.STOP_GRACE_MS);
  }
}
