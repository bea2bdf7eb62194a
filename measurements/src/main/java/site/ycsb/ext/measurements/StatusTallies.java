/*
 * Copyright (c) 2026 ycsb-ext contributors.
 * Licensed under the Apache License, Version 2.0 (http://www.apache.org/licenses/LICENSE-2.0).
 */
package site.ycsb.ext.measurements;

import java.util.Map;
import java.util.TreeMap;
import java.util.concurrent.ConcurrentHashMap;
import java.util.concurrent.CopyOnWriteArrayList;
import java.util.concurrent.atomic.AtomicLongFieldUpdater;
import java.util.concurrent.atomic.LongAdder;
import site.ycsb.Status;

/**
 * The return-code counts of one operation: a shared, lock-free count per status name ({@link #count}), plus counts
 * that one recording thread keeps for itself ({@link Tally}, no atomic instruction per count), summed by name when
 * read ({@link #counts}).
 *
 * <p>Thread-safety: {@link #count} and {@link #counts} from any thread; a {@link Tally} is written by the one thread
 * that asked for it and read by any. Each count is exact once its writers are done; while they run, a read sees each
 * thread's count as of some recent instant.
 */
final class StatusTallies {

  private final ConcurrentHashMap<String, LongAdder> shared = new ConcurrentHashMap<String, LongAdder>();
  private final CopyOnWriteArrayList<Tally> tallies = new CopyOnWriteArrayList<Tally>();

  /** Counts one status in the shared counts. Lock-free. */
  void count(Status status) {
    LongAdder count = shared.get(status.getName());
    if (count == null) {
      LongAdder fresh = new LongAdder();
      count = shared.putIfAbsent(status.getName(), fresh);
      if (count == null) {
        count = fresh;
      }
    }
    count.increment();
  }

  /** A new tally for the calling thread alone, included in {@link #counts} from now on. */
  Tally newTally() {
    Tally tally = new Tally(this);
    tallies.add(tally);
    return tally;
  }

  /** The counts so far, by status name in name order. */
  Map<String, Long> counts() {
    Map<String, Long> counts = new TreeMap<String, Long>();
    for (Map.Entry<String, LongAdder> code : shared.entrySet()) {
      counts.merge(code.getKey(), code.getValue().sum(), Long::sum);
    }
    for (Tally tally : tallies) {
      tally.addTo(counts);
    }
    return counts;
  }

  /** One thread's counts of the statuses it saw most (up to {@value #SLOTS}); others go to the shared counts. */
  static final class Tally {
    private static final int SLOTS = 4;

    private final StatusTallies owner;
    /** The statuses counted here, by identity; filled in order by the owning thread, published by {@link #used}. */
    private final Status[] statuses = new Status[SLOTS];
    private final Count[] counts = new Count[SLOTS];
    /** The number of statuses in use; written only by the owning thread, after the slot it publishes. */
    private volatile int used;

    private Tally(StatusTallies owner) {
      this.owner = owner;
    }

    /** Counts one status; owning thread only. No atomic instruction unless the status is new here. */
    void count(Status status) {
      int n = used;
      for (int i = 0; i < n; i++) {
        if (statuses[i] == status) {
          counts[i].increment();
          return;
        }
      }
      if (n == SLOTS) {
        owner.count(status);
        return;
      }
      statuses[n] = status;
      counts[n] = new Count();
      counts[n].increment();
      used = n + 1;
    }

    private void addTo(Map<String, Long> into) {
      int n = used;
      for (int i = 0; i < n; i++) {
        into.merge(statuses[i].getName(), counts[i].value, Long::sum);
      }
    }
  }

  /** A count with one writer: a plain read, then an ordered (release) store, so readers see a recent value. */
  private static final class Count {
    private static final AtomicLongFieldUpdater<Count> VALUE = AtomicLongFieldUpdater.newUpdater(Count.class,
        "value");
    volatile long value;

    void increment() {
      VALUE.lazySet(this, value + 1);
    }
  }
}
