/*
 * Copyright (c) 2026 ycsb-ext contributors.
 * Licensed under the Apache License, Version 2.0 (http://www.apache.org/licenses/LICENSE-2.0).
 */
package site.ycsb.db.couchbase2.support;

import static org.junit.jupiter.api.Assertions.assertEquals;

import com.couchbase.client.deps.io.netty.channel.SelectStrategy;
import org.junit.jupiter.api.Test;

/** The boost strategy polls while busy and falls back to the blocking wait when idle (upstream never did). */
class BackoffSelectStrategyTest {

  @Test
  void idleLoopFallsBackToBlockingSelectAfterTheIdleBudget() throws Exception {
    SelectStrategy strategy = BackoffSelectStrategy.FACTORY.newSelectStrategy();
    for (int i = 0; i < BackoffSelectStrategy.IDLE_POLLS; i++) {
      assertEquals(SelectStrategy.CONTINUE, strategy.calculateStrategy(() -> 0, false),
          "poll " + i + " polls again (0 would count as a premature wake-up of a blocking select)");
    }
    assertEquals(SelectStrategy.SELECT, strategy.calculateStrategy(() -> 0, false));
    assertEquals(SelectStrategy.SELECT, strategy.calculateStrategy(() -> 0, false), "stays blocking while idle");
  }

  @Test
  void readySocketsOrTasksRestartPolling() throws Exception {
    SelectStrategy strategy = BackoffSelectStrategy.FACTORY.newSelectStrategy();
    for (int i = 0; i <= BackoffSelectStrategy.IDLE_POLLS; i++) {
      strategy.calculateStrategy(() -> 0, false);
    }
    assertEquals(3, strategy.calculateStrategy(() -> 3, false), "ready sockets are processed");
    assertEquals(SelectStrategy.CONTINUE, strategy.calculateStrategy(() -> 0, false), "polling again after traffic");
    for (int i = 0; i <= BackoffSelectStrategy.IDLE_POLLS; i++) {
      strategy.calculateStrategy(() -> 0, false);
    }
    assertEquals(0, strategy.calculateStrategy(() -> 0, true), "queued tasks are run without blocking");
    assertEquals(SelectStrategy.CONTINUE, strategy.calculateStrategy(() -> 0, false));
  }
}
