/*
 * Copyright (c) 2026 ycsb-ext contributors.
 * Licensed under the Apache License, Version 2.0 (http://www.apache.org/licenses/LICENSE-2.0).
 */
package site.ycsb.ext.engine;

import java.util.concurrent.atomic.LongAccumulator;
import java.util.concurrent.atomic.LongAdder;

/**
 * How far behind its schedule the client started operations under a target: actual minus intended start, summed,
 * counted and maximised since the last {@link #drain}. Evidence for the client-saturation verdict.
 *
 * <p>Thread-safety: {@link #record} from any worker thread (striped adders, no lock, no allocation); {@link #drain}
 * from the sampler thread. A value recorded while a drain runs lands in this window or the next, never lost.
 */
final class StartLag {
  private final LongAdder sumNs = new LongAdder();
  private final LongAdder count = new LongAdder();
  private final LongAccumulator maxNs = new LongAccumulator(Math::max, 0);

  /** @param lagNs actual minus intended start of one operation, nanoseconds; negative values count as 0 */
  void record(long lagNs) {
    long lag = Math.max(0, lagNs);
    sumNs.add(lag);
    count.increment();
    maxNs.accumulate(lag);
  }

  /** The lag since the previous drain, and a fresh start for the next. */
  Window drain() {
    long n = count.sumThenReset();
    long sum = sumNs.sumThenReset();
    long max = maxNs.getThenReset();
    return new Window(n == 0 ? 0 : sum / 1e6 / n, max / 1e6);
  }

  /**
   * @param meanMs mean lag, milliseconds; 0 when no operation started under a target
   * @param maxMs largest lag, milliseconds
   */
  record Window(double meanMs, double maxMs) {
  }
}
