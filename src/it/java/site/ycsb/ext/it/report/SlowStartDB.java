/*
 * Copyright (c) 2026 ycsb-ext contributors.
 * Licensed under the Apache License, Version 2.0 (http://www.apache.org/licenses/LICENSE-2.0).
 */
package site.ycsb.ext.it.report;

import java.util.HashMap;
import java.util.Map;
import java.util.Set;
import java.util.Vector;
import site.ycsb.BasicDB;
import site.ycsb.ByteIterator;
import site.ycsb.Status;

/**
 * A DB like a loaded client sees it: every thread's first operation takes {@code slowdb.first-call-ms} (default 1500;
 * a cold connection), and with {@code slowdb.burn-threads} above 0 that many daemon threads spin for the whole run,
 * starving the client's threads of CPU. Silent; one instance per thread; the burners are shared by the process.
 */
public class SlowStartDB extends BasicDB {
  private static final Object LOCK = new Object();
  private static boolean burning;

  private long firstCallMs;
  private boolean called;

  @Override
  public void init() {
    getProperties().setProperty("basicdb.verbose", "false");
    super.init();
    firstCallMs = Long.parseLong(getProperties().getProperty("slowdb.first-call-ms", "1500"));
    int burners = Integer.parseInt(getProperties().getProperty("slowdb.burn-threads", "0"));
    synchronized (LOCK) {
      if (!burning && burners > 0) {
        burning = true;
        for (int i = 0; i < burners; i++) {
          Thread t = new Thread(SlowStartDB::burn, "cpu-burner-" + i);
          t.setDaemon(true);
          t.start();
        }
      }
    }
  }

  /** Spins until the process exits (daemon thread): CPU taken from the client's threads. */
  private static void burn() {
    long x = 0;
    while (!Thread.currentThread().isInterrupted()) {
      x += System.nanoTime() % 7;
      if (x == Long.MIN_VALUE) {
        Thread.yield();
      }
    }
  }

  /** The first call of this thread waits {@code slowdb.first-call-ms}; the rest return at once. */
  private Status result() {
    if (!called) {
      called = true;
      try {
        Thread.sleep(firstCallMs);
      } catch (InterruptedException e) {
        Thread.currentThread().interrupt();
        return Status.ERROR;
      }
    }
    return Status.OK;
  }

  @Override
  public Status read(String table, String key, Set<String> fields, Map<String, ByteIterator> result) {
    return result();
  }

  @Override
  public Status scan(String table, String startkey, int recordcount, Set<String> fields,
      Vector<HashMap<String, ByteIterator>> result) {
    return result();
  }

  @Override
  public Status update(String table, String key, Map<String, ByteIterator> values) {
    return result();
  }

  @Override
  public Status insert(String table, String key, Map<String, ByteIterator> values) {
    return result();
  }

  @Override
  public Status delete(String table, String key) {
    return result();
  }
}
