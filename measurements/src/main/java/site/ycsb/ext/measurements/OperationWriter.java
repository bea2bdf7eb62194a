/*
 * Copyright (c) 2026 ycsb-ext contributors.
 * Licensed under the Apache License, Version 2.0 (http://www.apache.org/licenses/LICENSE-2.0).
 */
package site.ycsb.ext.measurements;

import site.ycsb.Status;

/**
 * One client thread's handle on one operation's {@link PeriodicHistogram}: records into that thread's own slot of the
 * histogram's {@link WindowRecorder} and counts statuses in its own {@link StatusTallies.Tally}, without looking
 * anything up per value. Values land in exactly the window they would through {@link PeriodicHistogram#measure}: the
 * same slot, the same clock read inside the same recording step.
 *
 * <p>Thread-safety: used only by the thread that obtained it ({@link PeriodicHistogram#writer}).
 */
final class OperationWriter {

  private final WindowRecorder recorder;
  private final WindowRecorder.Slot slot;
  private final StatusTallies.Tally tally;

  OperationWriter(WindowRecorder recorder, StatusTallies.Tally tally) {
    this.recorder = recorder;
    this.slot = recorder.slotOfThisThread();
    this.tally = tally;
  }

  /**
   * Records one latency in microseconds at the current instant, like {@link PeriodicHistogram#measure}.
   *
   * @return the instant the value was filed under, epoch milliseconds, as {@link PeriodicHistogram#record} returns
   */
  long measure(int latencyUs) {
    return recorder.record(slot, latencyUs);
  }

  /**
   * Records one latency in microseconds at the given instant, reading no clock: in the window of {@code instantMs},
   * or the first open one when that window is already closed ({@link WindowRecorder#record(WindowRecorder.Slot, int,
   * long)}).
   *
   * @param instantMs the operation's end, epoch milliseconds of the histogram's clock
   * @return {@code instantMs}
   */
  long measureAt(int latencyUs, long instantMs) {
    return recorder.record(slot, latencyUs, instantMs);
  }

  /** Counts one return code, like {@link PeriodicHistogram#reportStatus}. */
  void reportStatus(Status status) {
    tally.count(status);
  }
}
