/*
 * Copyright (c) 2026 ycsb-ext contributors.
 * Licensed under the Apache License, Version 2.0 (http://www.apache.org/licenses/LICENSE-2.0).
 */
package site.ycsb.db.couchbase2.support;

import org.slf4j.LoggerFactory;

/**
 * Keeps a failure on one of SDK 2's own threads off stderr. RxJava 1 hands an error that no subscriber takes any
 * more to the thread's uncaught-exception handler: a task that fails after a bootstrap gave up (an event loop already
 * shut down refuses it, wrapped as "Could not open bucket."), or after Ctrl-C, then prints {@code Exception in thread
 * "cb-computations-2"} and a stack trace after the binding's own line has said what failed. This JVM-wide default
 * handler logs such a failure on a logger under the SDK's name, {@value #LOGGER}, so the SDK's logger switch governs
 * it (off unless the JVM turns it on, see {@code BucketBootstrap}), and leaves every other thread's failures to the
 * handler that was there before, or to the JVM's printing when there was none.
 *
 * <p>Thread-safe: installed at most once per JVM.
 */
public final class SdkThreadFailures implements Thread.UncaughtExceptionHandler {

  /** The name prefix of SDK 2's threads: {@code cb-computations-N}, {@code cb-io-...} and the others it starts. */
  static final String SDK_THREAD_PREFIX = "cb-";

  /** The logger of an SDK thread's failure. */
  static final String LOGGER = "com.couchbase.client.core.uncaught";

  private static boolean installed;

  private final Thread.UncaughtExceptionHandler before;

  private SdkThreadFailures(Thread.UncaughtExceptionHandler before) {
    this.before = before;
  }

  /** Installs the handler as the JVM's default, once; the default handler found is kept for other threads. */
  public static synchronized void install() {
    if (!installed) {
      Thread.setDefaultUncaughtExceptionHandler(new SdkThreadFailures(Thread.getDefaultUncaughtExceptionHandler()));
      installed = true;
    }
  }

  @Override
  public void uncaughtException(Thread thread, Throwable failure) {
    if (thread.getName().startsWith(SDK_THREAD_PREFIX)) {
      LoggerFactory.getLogger(LOGGER).warn("a task on the SDK's thread {} failed with nobody waiting for it: {}",
          thread.getName(), IoPool.oneLine(failure), failure);
    } else if (before != null) {
      before.uncaughtException(thread, failure);
    } else {
      System.err.print("Exception in thread \"" + thread.getName() + "\" ");
      failure.printStackTrace(System.err);
    }
  }
}
