/*
 * Copyright (c) 2026 ycsb-ext contributors.
 * Licensed under the Apache License, Version 2.0 (http://www.apache.org/licenses/LICENSE-2.0).
 */
package site.ycsb.ext.contract;

/**
 * The benchmark JVM as the process that starts it sees it: its entry points (it runs from the engine's own lib, so
 * the launcher names them rather than linking them) and how long it may take to stop. The engine's
 * {@code EngineProcessTest} checks the names against its classes.
 */
public final class EngineProcess {
  /** Runs a load or run from a run plan file: {@code <class> <plan file>}. */
  public static final String BENCHMARK_MAIN = "site.ycsb.ext.engine.BenchmarkMain";
  /** Upstream's interactive shell against one DB instance, from a run plan file. */
  public static final String SHELL_MAIN = "site.ycsb.ext.engine.ShellMain";
  /**
   * How long the benchmark JVM gives its client threads to finish after a stop request before it records them as
   * hung, milliseconds. Default: 10,000.
   */
  public static final long STOP_GRACE_MS = 10_000;

  private EngineProcess() {
  }
}
