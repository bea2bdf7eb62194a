/*
 * Copyright (c) 2026 ycsb-ext contributors.
 * Licensed under the Apache License, Version 2.0 (http://www.apache.org/licenses/LICENSE-2.0).
 */
package site.ycsb.ext.standin;

import java.util.List;
import java.util.concurrent.CopyOnWriteArrayList;
import java.util.concurrent.atomic.AtomicInteger;

/**
 * The active faults of a stand-in. {@link #next(int)} is called by connection threads for every command and
 * costs one volatile read when no fault is active; {@link #add} and {@link #clear} may be called from any
 * thread.
 */
final class FaultInjector {
  private static final class Active {
    final Fault fault;
    final AtomicInteger remaining;

    Active(Fault fault) {
      this.fault = fault;
      this.remaining = new AtomicInteger(fault.count());
    }
  }

  private final List<Active> active = new CopyOnWriteArrayList<>();
  private volatile boolean any;

  void add(Fault fault) {
    active.add(new Active(fault));
    any = true;
  }

  void clear() {
    active.clear();
    any = false;
  }

  /** @return the fault that hits the next command on {@code node} (consuming one of its count), or null */
  Fault next(int node) {
    if (!any) {
      return null;
    }
    for (Active a : active) {
      if (a.fault.node() >= 0 && a.fault.node() != node) {
        continue;
      }
      if (a.fault.count() < 0) {
        return a.fault;
      }
      int left = a.remaining.getAndDecrement();
      if (left > 0) {
        if (left == 1) {
          active.remove(a);
        }
        return a.fault;
      }
    }
    return null;
  }
}
