/*
 * Copyright (c) 2026 ycsb-ext contributors.
 * Licensed under the Apache License, Version 2.0 (http://www.apache.org/licenses/LICENSE-2.0).
 */
package site.ycsb.ext.engine;

import java.util.OptionalLong;

/**
 * The common start instant this run starts at: the one it was given ({@code --start-at}) until fan-out's start barrier
 * ({@link StartBarrier}) replaces it with the instant every host was told. Set on the main thread before the
 * operations start; read from any thread.
 */
final class CommonStart {
  private volatile long epochMs;

  /** @param given the instant given with {@code --start-at}, if any */
  CommonStart(OptionalLong given) {
    this.epochMs = given.orElse(0);
  }

  /** The instant, epoch milliseconds; empty when the run has none (it starts when initialised). */
  OptionalLong epochMs() {
    return epochMs > 0 ? OptionalLong.of(epochMs) : OptionalLong.empty();
  }

  /** Replaces the instant by the one the start barrier gave, epoch milliseconds. */
  void set(long instantEpochMs) {
    this.epochMs = instantEpochMs;
  }
}
