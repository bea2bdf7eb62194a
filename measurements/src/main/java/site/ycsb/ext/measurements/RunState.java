/*
 * Copyright (c) 2026 ycsb-ext contributors.
 * Licensed under the Apache License, Version 2.0 (http://www.apache.org/licenses/LICENSE-2.0).
 */
package site.ycsb.ext.measurements;

import java.util.Locale;

/** Where the benchmark JVM is in its run, as the metrics endpoint shows it ({@code ycsb_run_state}). */
public enum RunState {
  /** From installation to the run's start: workload and DB initialisation, waiting for {@code --start-at}. */
  INITIALISING,
  /** Operations are running ({@link InstalledMeasurements#startRun} to {@link InstalledMeasurements#endRun}). */
  RUNNING,
  /** The run ended; the last windows and the summary are being written. */
  FINISHING,
  /** The summary was exported and the files closed: every value is final. */
  DONE;

  /** The state's name in the exposition: lower case. */
  String label() {
    return name().toLowerCase(Locale.ROOT);
  }

  /** Every state's {@link #label()}, in order. */
  static String[] labels() {
    RunState[] states = values();
    String[] labels = new String[states.length];
    for (int i = 0; i < states.length; i++) {
      labels[i] = states[i].label();
    }
    return labels;
  }
}
