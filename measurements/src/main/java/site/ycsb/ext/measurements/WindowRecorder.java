/*
 * Copyright (c) 2026 ycsb-ext contributors.
 * Licensed under the Apache License, Version 2.0 (http://www.apache.org/licenses/LICENSE-2.0).
 */
package site.ycsb.ext.measurements;

import java.util.concurrent.CopyOnWriteArrayList;
import org.HdrHistogram.WriterReaderPhaser;

/**
 * Records the latencies of one operation from many threads without locks, and hands them over window by window
 * without losing or double-counting any.
 *
 * <p>Each recording thread gets its own {@link Slot}: a pair of {@link WindowCounts} (one active, one idle) and an
 * HdrHistogram {@link WriterReaderPhaser}. {@link #record} is wait-free (two uncontended atomic increments around
 * plain writes to the thread's own counts). {@link #drainInto} swaps each slot's pair and waits only for writers that
 * were inside the old one; the same pattern as HdrHistogram's {@code SingleWriterRecorder}, with exact linear buckets
 * and sums added to the histogram.
 *
 * <p>Thread-safety: {@link #record} from any number of threads; {@link #drainInto} from one thread at a time (the
 * window thread, or the exporting thread under the same lock). Memory: two {@link WindowCounts} per thread that ever
 * recorded this operation, independent of run length.
 */
final class WindowRecorder {

  private final int buckets;
  private final long bucketWidthUs;
  private final CopyOnWriteArrayList<Slot> slots = new CopyOnWriteArrayList<Slot>();
  private final ThreadLocal<Slot> threadSlot = new ThreadLocal<Slot>() {
    @Override
    protected Slot initialValue() {
      Slot slot = new Slot(buckets);
      slots.add(slot);
      return slot;
    }
  };

  /**
   * @param buckets number of linear buckets
   * @param bucketWidthUs width of one linear bucket in microseconds, at least 1
   */
  WindowRecorder(int buckets, long bucketWidthUs) {
    this.buckets = buckets;
    this.bucketWidthUs = bucketWidthUs;
  }

  /**
   * Records one latency; negative values (a clock step) count as 0. Never throws, never blocks.
   *
   * @param valueUs latency in microseconds
   */
  void record(long valueUs) {
    long value = valueUs < 0 ? 0 : valueUs;
    long bucket = value / bucketWidthUs;
    threadSlot.get().record(value, bucket < buckets ? (int) bucket : buckets);
  }

  /** Moves everything recorded since the previous call into {@code window}; recording goes on meanwhile. */
  void drainInto(WindowCounts window) {
    for (Slot slot : slots) {
      slot.drainInto(window);
    }
  }

  /** One thread's double-buffered counts. */
  private static final class Slot {
    private final WriterReaderPhaser phaser = new WriterReaderPhaser();
    private volatile WindowCounts active;
    private WindowCounts idle;

    Slot(int buckets) {
      active = new WindowCounts(buckets);
      idle = new WindowCounts(buckets);
    }

    void record(long valueUs, int bucket) {
      long phase = phaser.writerCriticalSectionEnter();
      try {
        active.record(valueUs, bucket);
      } finally {
        phaser.writerCriticalSectionExit(phase);
      }
    }

    void drainInto(WindowCounts window) {
      phaser.readerLock();
      try {
        // Swap: new writers go to the idle (empty) counts from here on.
        WindowCounts full = active;
        active = idle;
        idle = full;
        // Wait for writers that entered before the swap and may still write into `full`.
        phaser.flipPhase(); // yields while waiting: a writer's critical section lasts nanoseconds
        full.addTo(window);
        full.reset();
      } finally {
        phaser.readerUnlock();
      }
    }
  }
}
