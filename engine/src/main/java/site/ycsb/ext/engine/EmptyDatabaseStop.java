/*
 * Copyright (c) 2026 ycsb-ext contributors.
 * Licensed under the Apache License, Version 2.0 (http://www.apache.org/licenses/LICENSE-2.0).
 */
package site.ycsb.ext.engine;

import java.time.Duration;
import site.ycsb.ext.contract.OutageLimits;

/**
 * Stops a run whose every operation of its first {@value OutageLimits#STOP_AFTER} (default
 * {@value OutageLimits#DEFAULT_STOP_AFTER}) failed, at the first sample of {@link FailureWindows} past that time: a
 * database that is empty (every read {@code NOT_FOUND}) or unreachable would otherwise fail for the whole run, slowly
 * under client backoff. One run failure cause names it (exit 1); the run then ends as at {@code maxexecutiontime},
 * its summary and manifest written. Judged once; a run with a success by then, or with no finished operation, goes
 * on. Hooks: {@link #prepare} (listens to the windows). {@link #check} runs on the sampling thread; the failures and
 * the stop it uses are thread-safe.
 */
final class EmptyDatabaseStop implements RunFeature {
  private final FailureWindows windows;
  private RunContext run;
  private long stopAfterNs;
  private boolean judged;

  /** @param windows the run's windows, listed before this feature */
  EmptyDatabaseStop(FailureWindows windows) {
    this.windows = windows;
  }

  @Override
  public void prepare(RunContext run) {
    this.run = run;
    Duration stopAfter = windows.limits().stopAfter();
    stopAfterNs = stopAfter.toNanos();
    judged = stopAfter.isZero();
    windows.onSample(this::check);
  }

  /** One sample of the running run: judges the first one at or past the stop time. */
  void check(FailureWindows.Sample sample) {
    if (judged || sample.elapsedNs() < stopAfterNs) {
      return;
    }
    judged = true;
    if (sample.successes() > 0 || sample.failures() == 0) {
      return;
    }
    String first = windows.firstFailure();
    String period = OutageLimits.text(windows.limits().stopAfter());
    run.failures().add(String.format(java.util.Locale.US, "every operation of the first %s failed (%,d operations%s):"
        + " is the database loaded and reachable? The run stopped there (%s=%s; 0 never stops early)", period,
        sample.failures(), first.isEmpty() ? "" : "; first: " + first, OutageLimits.STOP_AFTER,
        run.props().getProperty(OutageLimits.STOP_AFTER, OutageLimits.DEFAULT_STOP_AFTER)));
    windows.markStoppedEarly();
    run.stopRun().run();
  }
}
