/*
 * Copyright (c) 2026 ycsb-ext contributors.
 * Licensed under the Apache License, Version 2.0 (http://www.apache.org/licenses/LICENSE-2.0).
 */
package site.ycsb.ext.engine;

import java.util.List;
import java.util.concurrent.CopyOnWriteArrayList;
import java.util.concurrent.atomic.AtomicLong;

/**
 * How far behind its schedule the client started operations under a target: actual minus intended start, summed,
 * counted and maximised since the last {@link #drain}. Evidence for the client-saturation verdict.
 *
 * <p>Each client thread records into its own {@link Recorder} (plain loads and release stores, nothing shared is
 * written: no atomic instruction per operation). Thread-safety: {@link #recorder} and {@link #drain} from any thread
 * ({@link #drain} from one at a time, the sampler); a {@link Recorder}'s {@link Recorder#record} from its one client
 * thread only. Every value's lag and count land in exactly one window each (none lost, none twice): a value recorded
 * while a drain runs counts in that window or the next, and its lag, its count and its share of the maximum may land
 * in windows next to each other.
 */
final class StartLag {
  private final List<Recorder> recorders = new CopyOnWriteArrayList<>();

  /** A new recorder for one client thread, drained with the others from now on. */
  Recorder recorder() {
    Recorder r = new Recorder();
    recorders.add(r);
    return r;
  }

  /** The lag since the previous drain, and a fresh start for the next. Only one thread drains at a time. */
  Window drain() {
    long n = 0;
    long sum = 0;
    long max = 0;
    for (Recorder r : recorders) {
      long count = r.count.get();
      long total = r.sumNs.get();
      n += count - r.drainedCount;
      sum += total - r.drainedSumNs;
      r.drainedCount = count;
      r.drainedSumNs = total;
      max = Math.max(max, r.maxNs.getAndSet(0));
    }
    return new Window(n, sum, max);
  }

  /**
   * One client thread's lag: running totals that only its thread writes, and the largest lag since the sampler last
   * took it. {@link #record} belongs to that thread; the drained totals belong to the draining thread.
   */
  static final class Recorder {
    private final AtomicLong sumNs = new AtomicLong();
    private final AtomicLong count = new AtomicLong();
    private final AtomicLong maxNs = new AtomicLong();
    private long drainedSumNs;
    private long drainedCount;

    private Recorder() {
    }

    /** @param lagNs actual minus intended start of one operation, nanoseconds; negative values count as 0 */
    void record(long lagNs) {
      long lag = Math.max(0, lagNs);
      sumNs.lazySet(sumNs.get() + lag);
      count.lazySet(count.get() + 1);
      if (lag > maxNs.get()) {
        maxNs.lazySet(lag);
      }
    }
  }

  /**
   * @param count operations that started under a target in the window
   * @param sumNs their lags summed, nanoseconds
   * @param maxNs the largest lag, nanoseconds
   */
  record Window(long count, long sumNs, long maxNs) {
    /** Mean lag, milliseconds; 0 when no operation started under a target. */
    double meanMs() {
      return count == 0 ? 0 : sumNs / 1e6 / count;
    }

    /** Largest lag, milliseconds. */
    double maxMs() {
      return maxNs / 1e6;
    }
  }
}
