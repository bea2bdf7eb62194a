/*
 * Copyright (c) 2026 ycsb-ext contributors.
 * Licensed under the Apache License, Version 2.0 (http://www.apache.org/licenses/LICENSE-2.0).
 */
package site.ycsb.db.couchbase2.support;

import com.couchbase.client.deps.io.netty.channel.SelectStrategy;
import com.couchbase.client.deps.io.netty.channel.SelectStrategyFactory;
import com.couchbase.client.deps.io.netty.util.IntSupplier;

/**
 * The event-loop strategy behind {@code couchbase.boost}: while traffic flows, an event loop polls its sockets
 * without blocking (lower latency than sleeping in {@code epoll_wait}/{@code select}); after
 * {@link #SPIN_POLLS} empty polls it yields the core between polls, and after {@link #IDLE_POLLS} empty polls it
 * falls back to the ordinary blocking wait, so an idle client costs no CPU. The first ready socket or queued task
 * resets the count.
 *
 * <p>An empty poll answers {@link SelectStrategy#CONTINUE} ("poll again"), not the 0 ready sockets it saw: Netty
 * counts every pass that returns 0 without running a task as a premature wake-up of a blocking select and, after
 * 512 of them in a row, rebuilds its selector with a warning. The old version answered {@code CONTINUE} too, but
 * tested its thresholds in the wrong order, so the blocking fallback was unreachable and every boosted loop spun
 * forever.
 *
 * <p>One instance per event loop: {@link #calculateStrategy} is only called from that loop's thread, so the counter
 * needs no synchronisation.
 */
public final class BackoffSelectStrategy implements SelectStrategy {

  /** Empty non-blocking polls before the loop starts yielding between polls. */
  static final int SPIN_POLLS = 1000;
  /** Empty non-blocking polls before the loop blocks until a socket or task is ready. */
  static final int IDLE_POLLS = 2000;

  /** Creates one strategy per event loop. Thread-safe. */
  public static final SelectStrategyFactory FACTORY = new SelectStrategyFactory() {
    @Override
    public SelectStrategy newSelectStrategy() {
      return new BackoffSelectStrategy();
    }
  };

  private int emptyPolls;

  @Override
  public int calculateStrategy(IntSupplier selectSupplier, boolean hasTasks) throws Exception {
    int ready = selectSupplier.get();
    if (ready > 0 || hasTasks) {
      emptyPolls = 0;
      return ready;
    }
    if (emptyPolls >= IDLE_POLLS) {
      return SelectStrategy.SELECT;
    }
    emptyPolls++;
    if (emptyPolls > SPIN_POLLS) {
      Thread.yield();
    }
    // Scheduled tasks that fall due meanwhile wait at most IDLE_POLLS polls: the blocking select wakes for them.
    return SelectStrategy.CONTINUE;
  }
}
