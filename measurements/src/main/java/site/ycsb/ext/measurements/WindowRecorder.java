/*
 * Copyright (c) 2026 ycsb-ext contributors.
 * Licensed under the Apache License, Version 2.0 (http://www.apache.org/licenses/LICENSE-2.0).
 */
package site.ycsb.ext.measurements;

import java.util.Arrays;
import java.util.concurrent.CopyOnWriteArrayList;
import java.util.concurrent.TimeUnit;
import java.util.concurrent.atomic.AtomicLongFieldUpdater;
import java.util.concurrent.locks.LockSupport;

/**
 * Records the latencies of one operation from many threads without locks, each in the window that contains the
 * instant it was recorded, and hands them over window by window without losing or double-counting any.
 *
 * <p>The grid: window {@code k} is {@code [k x windowMs, (k+1) x windowMs)} in epoch milliseconds of the
 * {@link WindowClock}. {@link #record(Slot, int, long)} files the value under the window of the instant it is given:
 * the operation's own end reading, converted by the clock ({@link WindowClock#msAtNanos}), so recording reads no
 * clock. {@link #record(int)} (core's {@code measure(op, latency)} path, which has no end reading) reads the clock
 * once, inside its recording step, and files the value under the window of that instant. When the window thread is
 * late, values simply wait in their own windows; how late it wakes changes nothing in which window a value lands.
 *
 * <p>Closing: {@link #closeThrough closeThrough(k)} marks every window up to {@code k} closed, waits for any recording
 * thread that is inside {@link #record} at that moment, and moves the values of those windows out. No grace period is
 * needed: a thread reads which windows are closed and only then the clock, both inside its recording step, so either
 * the closing thread waits for it, or the closing thread read its own clock before this thread did and closed only
 * windows that ended before this thread's instant (see the comment in {@code Slot.record}).
 *
 * <p>Late values: a value whose instant lies in a window already closed is counted in the first window still open,
 * and counted in {@link #lateValues()}. With a clock that never goes back and the instant read inside the recording
 * step this happens only when a window is closed before its end (the run's last window, or {@link #closeThrough}
 * called early). With an end reading given, also when the thread was held up between that reading and the
 * recording step for longer than it took the window thread to pass the window's end (the value would have landed
 * in the same later window had it read the clock in the step), or when the instant lies before the first window
 * (another thread's later operation created it). Never lost, never counted twice: the sums stay exact.
 *
 * <p>Thread-safety: {@link #record} from any number of threads, wait-free. {@link #closeThrough} from one thread at a
 * time (the window thread, or the exporting thread, serialised by the caller). {@link #lateValues()} from any thread.
 * Memory: per recording thread, one {@link WindowCounts} per window it holds not yet closed (two while the window
 * thread keeps up, more only while it lags), allocated the first time a thread needs that many and reused after.
 */
final class WindowRecorder {

  /** The window number of an entry that holds no window. */
  private static final long FREE = Long.MIN_VALUE;
  /** The instant that tells {@link Slot#record} to read the clock inside the recording step. */
  private static final long READ_CLOCK = Long.MIN_VALUE;
  /** Yields before the closing thread parks between looks at a descheduled writer. */
  private static final int YIELDS_BEFORE_PARKING = 100;
  private static final long PARK_NS = TimeUnit.MICROSECONDS.toNanos(50);

  private final int buckets;
  private final BucketDivider bucketWidth;
  private final long windowMs;
  private final WindowClock clock;
  /** The number of the last closed window: written only by the closing thread, only upwards. */
  private volatile long closedThrough;
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
   * @param windowMs window length, milliseconds, at least 1
   * @param clock the clock that gives each value its instant
   * @param firstWindow the number of the first window; values with an earlier instant are late
   */
  WindowRecorder(int buckets, int bucketWidthUs, long windowMs, WindowClock clock, long firstWindow) {
    this.buckets = buckets;
    this.bucketWidth = new BucketDivider(bucketWidthUs);
    this.windowMs = windowMs;
    this.clock = clock;
    this.closedThrough = firstWindow - 1;
  }

  /** The number of the window that contains {@code epochMs}: {@code floor(epochMs / windowMs)}. */
  static long windowOf(long epochMs, long windowMs) {
    return Math.floorDiv(epochMs, windowMs);
  }

  /**
   * Records one latency at the current instant of the clock; negative values (a clock step) count as 0. Never
   * throws, never blocks.
   *
   * @param valueUs latency in microseconds
   * @return the instant the value was filed under, epoch milliseconds (the clock's reading)
   */
  long record(int valueUs) {
    return record(threadSlot.get(), valueUs);
  }

  /**
   * Records like {@link #record(int)} into {@code slot}, which must be the calling thread's own
   * ({@link #slotOfThisThread}).
   */
  long record(Slot slot, int valueUs) {
    return record(slot, valueUs, READ_CLOCK);
  }

  /**
   * Records one latency at the given instant into {@code slot}, the calling thread's own: in the window of
   * {@code instantMs} unless that window is already closed, then in the first window still open (a late value).
   * Reads no clock. Never throws, never blocks.
   *
   * @param slot the calling thread's slot ({@link #slotOfThisThread})
   * @param valueUs latency in microseconds; negative counts as 0
   * @param instantMs the value's instant, epoch milliseconds of this recorder's clock (the operation's end reading)
   * @return the instant the value was filed under, {@code instantMs}
   */
  long record(Slot slot, int valueUs, long instantMs) {
    int value = valueUs < 0 ? 0 : valueUs;
    int bucket = bucketWidth.divide(value);
    return slot.record(this, value, bucket < buckets ? bucket : buckets, instantMs);
  }

  /** The calling thread's slot, for {@link #record(Slot, int)} from this thread only. */
  Slot slotOfThisThread() {
    return threadSlot.get();
  }

  /**
   * Closes every window up to {@code window} and moves their values (and any value of an earlier window not yet
   * moved) into {@code into}. Recording goes on meanwhile; a thread inside {@link #record} is waited for.
   *
   * @param window the number of the last window to close
   * @param into receives the values
   */
  void closeThrough(long window, WindowCounts into) {
    if (window > closedThrough) {
      closedThrough = window;
    }
    for (Slot slot : slots) {
      slot.drainThrough(window, into);
    }
  }

  /** The number of the last closed window. */
  long closedThrough() {
    return closedThrough;
  }

  /** Values counted in a later window than their instant's because theirs was closed; any thread. */
  long lateValues() {
    long late = 0;
    for (Slot slot : slots) {
      late += slot.lateValues;
    }
    return late;
  }

  /** The counts of one window inside one thread's slot; {@link #window} is {@link #FREE} when it holds none. */
  private static final class Entry {
    final WindowCounts counts;
    /** Set by the owning thread when it takes a free entry, set to FREE by the closing thread after draining. */
    volatile long window = FREE;

    Entry(int buckets) {
      counts = new WindowCounts(buckets);
    }
  }

  /** One recording thread's windows. */
  static final class Slot {
    private static final AtomicLongFieldUpdater<Slot> EPOCH = AtomicLongFieldUpdater.newUpdater(Slot.class, "epoch");

    private final int buckets;
    /** Odd while the owning thread is inside {@link #record}; written only by that thread. */
    volatile long epoch;
    /** The entries; the array is replaced (grown) only by the owning thread. Unused places are null. */
    volatile Entry[] entries = new Entry[2];
    /** Values this thread filed in a later window than their instant's; written only by the owning thread. */
    volatile long lateValues;
    /** The entry of the last value, read and written only by the owning thread. */
    private Entry current;
    /**
     * The span {@code [spanStartMs, spanEndMs)} of window {@code spanWindow}, the window of the last value's instant;
     * read and written only by the owning thread. An instant inside it has that window without a division.
     */
    private long spanStartMs = Long.MAX_VALUE;
    private long spanEndMs = Long.MIN_VALUE;
    private long spanWindow;

    Slot(int buckets) {
      this.buckets = buckets;
    }

    long record(WindowRecorder recorder, int valueUs, int bucket, long instantMs) {
      long even = epoch;
      // High level design: a volatile store of an odd epoch, then a volatile load of closedThrough, then (when no
      // instant is given) the clock read. The closer reads the clock, stores closedThrough, then loads the epoch
      // (drainThrough). Volatile accesses are sequentially consistent, so a closer whose closedThrough this call did
      // not see loads this odd epoch and waits until this call is over: filing under any window it closes is safe.
      // A closer whose closedThrough this call did see stored it before this call read the clock, so it read its
      // own clock earlier still: the window thread closes only windows that ended by its reading, so the instant
      // read here lies after them. The clock is read after the load, never before: read before, a thread
      // descheduled between the two would find the window of its instant closed meanwhile by a closer that is
      // waiting for it, and file the value one window late. A given end reading may be old and its window closed
      // already, which the load sees (the value is late and goes to the first open window). However long this
      // thread is descheduled anywhere here, the closer never drains a window this call may still write to.
      epoch = even + 1;
      try {
        long closed = recorder.closedThrough;
        long nowMs = instantMs != READ_CLOCK ? instantMs : recorder.clock.nowMs();
        long window = nowMs >= spanStartMs && nowMs < spanEndMs ? spanWindow : spanOf(nowMs, recorder.windowMs);
        Entry entry = current;
        if (window <= closed || entry == null || entry.window != window) {
          entry = entryFor(window, closed);
        }
        entry.counts.record(valueUs, bucket);
        return nowMs;
      } finally {
        // A release store: the writes above are visible to whoever sees the epoch even again.
        EPOCH.lazySet(this, even + 2);
      }
    }

    /** Once per window and thread: the window of {@code nowMs}, kept with its span for the next values. */
    private long spanOf(long nowMs, long windowMs) {
      long window = windowOf(nowMs, windowMs);
      spanWindow = window;
      spanStartMs = window * windowMs;
      spanEndMs = spanStartMs + windowMs;
      return window;
    }

    /** The slow path, once per window and thread: finds or takes the entry of {@code window}. */
    private Entry entryFor(long window, long closed) {
      long target = window;
      if (target <= closed) {
        target = closed + 1;
        lateValues = lateValues + 1;
      }
      Entry[] all = entries;
      Entry free = null;
      int unused = -1;
      for (int i = 0; i < all.length; i++) {
        Entry entry = all[i];
        if (entry == null) {
          unused = unused < 0 ? i : unused;
          continue;
        }
        long held = entry.window;
        if (held == target) {
          current = entry;
          return entry;
        }
        if (held == FREE && free == null) {
          free = entry;
        }
      }
      if (free == null) {
        // Only while the window thread lags: more windows open in this thread than ever before.
        free = new Entry(buckets);
        if (unused < 0) {
          unused = all.length;
          all = Arrays.copyOf(all, all.length * 2);
          all[unused] = free;
          entries = all;
        } else {
          all[unused] = free;
        }
      }
      // Taken for a window after `closed`: the closer drains only windows up to the closedThrough this call saw or
      // one it waits for this call to finish under, so it does not touch this entry until this call is over.
      free.window = target;
      current = free;
      return free;
    }

    void drainThrough(long window, WindowCounts into) {
      long seen = epoch;
      if ((seen & 1) != 0) {
        int yields = 0;
        while (epoch == seen) {
          // The writer is inside for nanoseconds, unless it was descheduled there.
          if (yields++ < YIELDS_BEFORE_PARKING) {
            Thread.yield();
          } else {
            LockSupport.parkNanos(PARK_NS);
          }
        }
      }
      // From here on the owning thread files nothing under a window up to `window` (see record), and everything it
      // filed there is visible here (its last release store of the epoch, read above, came after).
      for (Entry entry : entries) {
        if (entry == null) {
          continue;
        }
        long held = entry.window;
        if (held != FREE && held <= window) {
          entry.counts.addTo(into);
          entry.counts.reset();
          entry.window = FREE;
        }
      }
    }
  }
}
