/*
 * Copyright (c) 2026 ycsb-ext contributors.
 * Licensed under the Apache License, Version 2.0 (http://www.apache.org/licenses/LICENSE-2.0).
 */
package site.ycsb.ext.standin;

import java.util.ArrayList;
import java.util.List;
import java.util.concurrent.atomic.AtomicLong;
import java.util.concurrent.atomic.AtomicReferenceArray;

/**
 * The last {@code capacity} recorded requests, in arrival order (a ring: older entries are overwritten, so a
 * long load run costs bounded memory). {@link #add} is lock-free and may be called from any connection
 * thread; {@link #snapshot} and {@link #clear} from any thread (a snapshot taken during traffic may miss
 * entries being written).
 */
final class RequestLog {
  private final int capacity;
  private final AtomicReferenceArray<RecordedRequest> ring;
  private final AtomicLong next = new AtomicLong();
  private volatile long clearedAt;

  /** @param capacity entries kept, 0 to record nothing */
  RequestLog(int capacity) {
    this.capacity = capacity;
    this.ring = new AtomicReferenceArray<>(Math.max(capacity, 1));
  }

  boolean enabled() {
    return capacity > 0;
  }

  void add(RecordedRequest r) {
    if (capacity == 0) {
      return;
    }
    long i = next.getAndIncrement();
    ring.set((int) (i % capacity), r);
  }

  List<RecordedRequest> snapshot() {
    long end = next.get();
    long start = Math.max(clearedAt, end - capacity);
    List<RecordedRequest> out = new ArrayList<>((int) Math.max(0, end - start));
    for (long i = start; i < end; i++) {
      RecordedRequest r = ring.get((int) (i % capacity));
      if (r != null) {
        out.add(r);
      }
    }
    return out;
  }

  void clear() {
    clearedAt = next.get();
  }
}
