/*
 * Copyright (c) 2026 ycsb-ext contributors.
 * Licensed under the Apache License, Version 2.0 (http://www.apache.org/licenses/LICENSE-2.0).
 */
package site.ycsb.ext.contract;

/**
 * Exit codes of every {@code bin/ycsb} subcommand (picocli's convention), plus 128 + N for a process stopped by
 * signal N after finishing its work ({@link StopSignals}: 130 for Ctrl-C, 143 for TERM).
 */
public final class ExitCodes {
  /** The command completed; for load/run: every thread finished, operations ran and the export is complete. */
  public static final int OK = 0;
  /**
   * The run started but failed: DB init, a dead client thread, zero operations, an operation type without a success,
   * failed operations beyond {@code failures.max}, export failure.
   */
  public static final int RUN_FAILED = 1;
  /** Invalid input, found before anything started. */
  public static final int BAD_INPUT = 2;

  private ExitCodes() {
  }
}
