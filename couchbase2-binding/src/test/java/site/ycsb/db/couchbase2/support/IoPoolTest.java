/*
 * Copyright (c) 2026 ycsb-ext contributors.
 * Licensed under the Apache License, Version 2.0 (http://www.apache.org/licenses/LICENSE-2.0).
 */
package site.ycsb.db.couchbase2.support;

import static org.junit.jupiter.api.Assertions.assertSame;
import static org.junit.jupiter.api.Assertions.assertTrue;

import com.couchbase.client.deps.io.netty.channel.EventLoop;
import com.couchbase.client.deps.io.netty.channel.EventLoopGroup;
import com.couchbase.client.deps.io.netty.channel.nio.NioEventLoop;
import java.lang.reflect.Field;
import java.nio.channels.Selector;
import java.util.concurrent.TimeUnit;
import org.junit.jupiter.api.Test;

/** The boosted NIO event loops of the default settings ({@code epoll=false}, {@code boost=3}) on a real selector. */
class IoPoolTest {

  /**
   * Netty rebuilds the selector of a loop whose strategy returns "0 ready" 512 times in a row without a task (and
   * logs a warning each time); a boosted loop that goes idle after every burst of work must not trigger it.
   */
  @Test
  void boostedLoopKeepsItsSelectorThroughBurstsAndIdleSpells() throws Exception {
    EventLoopGroup group = IoPool.create(false, 1);
    try {
      EventLoop loop = group.next();
      loop.submit(() -> { }).get(10, TimeUnit.SECONDS);
      Selector first = selector(loop);
      for (int burst = 0; burst < 5; burst++) {
        loop.submit(() -> { }).get(10, TimeUnit.SECONDS);
        // An idle spell longer than the spinning phase (IDLE_POLLS non-blocking polls of microseconds each).
        Thread.sleep(100);
      }
      assertSame(first, selector(loop), "the selector was rebuilt (premature select returns)");
    } finally {
      assertTrue(group.shutdownGracefully(0, 0, TimeUnit.MILLISECONDS).await(10, TimeUnit.SECONDS));
    }
  }

  private static Selector selector(EventLoop loop) throws ReflectiveOperationException {
    Field field = NioEventLoop.class.getDeclaredField("selector");
    field.setAccessible(true);
    return (Selector) field.get(loop);
  }
}
