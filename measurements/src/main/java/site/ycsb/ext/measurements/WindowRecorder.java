/*
 * Copyright (c) 2026 ycsb-ext contributors.
 * Licensed under the Apache License, Version 2.0 (http://www.apache.org/licenses/LICENSE-2.0).
 */
package site.ycsb.ext.measurements;

import java.util.concurrent.CopyOnWriteArrayList;
import java.util.concurrent.atomic.AtomicLongFieldUpdater;

/**
 * Records the latencies of one operation from many threads without locks, and hands them over window by window
 * without losing or double-counting any.
 *
 * <p>Each recording thread gets its own {@link Slot}: a pair of {@link WindowCounts} (one active, one idle) and an
 * epoch counter that only that thread writes. {@link #record} is wait-free: one volatile store on entry, plain writes
 * to the thread's own counts, one ordered store on exit. {@link #drainInto} swaps each slot's pair and waits only for
 * a writer that was inside the old one. This is HdrHistogram's {@code WriterReaderPhaser} idea specialised to one
 * writer per slot, which needs no atomic read-modify-write on the hot path.
 *
 * <p>Thread-safety: {@link #record} from any number of threads; {@link #drainInto} from one thread at a time (the
 * window thread, or the exporting thread, serialised by the caller). Memory: two {@link WindowCounts} per thread that
 * ever recorded this operation, independent of run length.
 */
final class WindowRecorder {

  private final int buckets;
  private final int bucketWidthUs;
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
  WindowRecorder(int buckets, int bucketWidthUs) {
    this.buckets = buckets;
    this.bucketWidthUs = bucketWidthUs;
  }

  /**
   * Records one latency; negative values (a clock step) count as 0. Never throws, never blocks.
   *
   * @param valueUs latency in microseconds
   */
  void record(int valueUs) {
    int value = valueUs < 0 ? 0 : valueUs;
    int bucket = value / bucketWidthUs;
    threadSlot.get().record(value, bucket < buckets ? bucket : buckets);
  }

  /** Moves everything recorded since the previous call into {@code window}; recording goes on meanwhile. */
  void drainInto(WindowCounts window) {
    for (Slot slot : slots) {
      slot.drainInto(window);
    }
  }

  /** One thread's double-buffered counts. */
  private static final class Slot {
    private static final AtomicLongFieldUpdater<Slot> EPOCH = AtomicLongFieldUpdater.newUpdater(Slot.class, "epoch");

    /** Odd while the owning thread is inside {@link #record}; written only by that thread. */
    private volatile long epoch;
    private volatile WindowCounts active;
    private WindowCounts idle;

    Slot(int buckets) {
      active = new WindowCounts(buckets);
      idle = new WindowCounts(buckets);
    }

    void record(int valueUs, int bucket) {
      long even = epoch;
      // A volatile store: the read of `active` below cannot move before it (see drainInto).
      epoch = even + 1;
      try {
        active.record(valueUs, bucket);
      } finally {
        // A release store: the writes above are visible to whoever sees the epoch even again.
        EPOCH.lazySet(this, even + 2);
      }
    }

    void drainInto(WindowCounts window) {
      WindowCounts full = active;
      // Swap: a writer that enters from here on reads the idle (empty) counts. Both sides store, then load, through
      // volatiles: either this thread sees the writer's odd epoch below, or the writer sees the new `active`.
      active = idle;
      long seen = epoch;
      if ((seen & 1) != 0) {
        while (epoch == seen) {
          Thread.yield(); // the writer is inside for nanoseconds, unless it was descheduled there
        }
      }
      full.addTo(window);
      full.reset();
      idle = full;
    }
  }
}
