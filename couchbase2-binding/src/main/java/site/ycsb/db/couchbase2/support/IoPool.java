/*
 * Copyright (c) 2026 ycsb-ext contributors.
 * Licensed under the Apache License, Version 2.0 (http://www.apache.org/licenses/LICENSE-2.0).
 */
package site.ycsb.db.couchbase2.support;

import com.couchbase.client.deps.io.netty.channel.DefaultSelectStrategyFactory;
import com.couchbase.client.deps.io.netty.channel.EventLoopGroup;
import com.couchbase.client.deps.io.netty.channel.SelectStrategyFactory;
import com.couchbase.client.deps.io.netty.channel.epoll.Epoll;
import com.couchbase.client.deps.io.netty.channel.epoll.EpollEventLoopGroup;
import com.couchbase.client.deps.io.netty.channel.nio.NioEventLoopGroup;
import com.couchbase.client.deps.io.netty.util.concurrent.DefaultThreadFactory;
import java.nio.channels.spi.SelectorProvider;

/**
 * Builds the SDK's I/O event loop group from {@code couchbase.epoll} and {@code couchbase.boost}: epoll or NIO
 * transport, {@code boost} loops with the {@link BackoffSelectStrategy} (or one loop per core with the default
 * strategy when {@code boost=0}). Epoll never silently becomes NIO: when it cannot load, {@link #create} fails with
 * the cause. The SDK's threads' failures stay off stderr from then on ({@link SdkThreadFailures}). Stateless and
 * thread-safe.
 */
public final class IoPool {

  /** Name prefix of the I/O threads ({@code cb-io-epoll-1-1}, {@code cb-io-nio-1-1}). */
  public static final String THREAD_PREFIX = "cb-io";

  private IoPool() {
  }

  /**
   * @return a new event loop group; the caller shuts it down (the SDK does when given an {@code IoPoolShutdownHook})
   * @throws InvalidPropertyException when {@code epoll} is requested but the native transport is unavailable
   */
  public static EventLoopGroup create(boolean epoll, int boost) {
    SdkThreadFailures.install();
    int loops = boost > 0 ? boost : Runtime.getRuntime().availableProcessors();
    SelectStrategyFactory strategy = boost > 0 ? BackoffSelectStrategy.FACTORY : DefaultSelectStrategyFactory.INSTANCE;
    if (epoll) {
      checkEpoll();
      try {
        return new EpollEventLoopGroup(loops, new DefaultThreadFactory(THREAD_PREFIX + "-epoll", true), strategy);
      } catch (LinkageError | RuntimeException e) {
        throw epollUnavailable(e);
      }
    }
    return new NioEventLoopGroup(loops, new DefaultThreadFactory(THREAD_PREFIX + "-nio", true),
        SelectorProvider.provider(), strategy);
  }

  /** @throws InvalidPropertyException with the cause when the epoll native library does not load here */
  public static void checkEpoll() {
    boolean available;
    Throwable cause;
    try {
      available = Epoll.isAvailable();
      cause = available ? null : Epoll.unavailabilityCause();
    } catch (LinkageError e) {
      available = false;
      cause = e;
    }
    if (!available) {
      throw epollUnavailable(cause);
    }
  }

  private static InvalidPropertyException epollUnavailable(Throwable cause) {
    return new InvalidPropertyException(Couchbase2Properties.EPOLL, "true",
        "false here: the epoll transport is unavailable on " + System.getProperty("os.name") + "/"
            + System.getProperty("os.arch") + " (" + oneLine(cause) + ")");
  }

  /** @return the cause chain on one line: {@code Type: message <- Type: message} */
  public static String oneLine(Throwable error) {
    StringBuilder line = new StringBuilder();
    for (Throwable t = error; t != null && line.length() < 400; t = t.getCause() == t ? null : t.getCause()) {
      line.append(line.length() == 0 ? "" : " <- ").append(t.getClass().getSimpleName());
      if (t.getMessage() != null) {
        line.append(": ").append(t.getMessage().replaceAll("\\s+", " "));
      }
    }
    return line.length() == 0 ? "unknown cause" : line.toString();
  }
}
