/*
 * Copyright (c) 2026 ycsb-ext contributors.
 * Licensed under the Apache License, Version 2.0 (http://www.apache.org/licenses/LICENSE-2.0).
 */
package site.ycsb.ext.it.measurements;

import java.io.IOException;
import java.io.UncheckedIOException;
import java.nio.file.Files;
import java.nio.file.Paths;
import java.util.ArrayList;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import java.util.Set;
import java.util.Vector;
import java.util.concurrent.atomic.AtomicInteger;
import site.ycsb.ByteIterator;
import site.ycsb.DB;
import site.ycsb.Status;

/**
 * A DB that records the wall-clock instant each of its operations completes, per operation type, and writes them
 * at cleanup to {@code <completions.dir>/<instance>.txt} ({@code READ 1700000000123} per line). Operations complete
 * only from {@value #EARLIEST_MS} to {@value #LATEST_MS} ms into a window (a multiple of {@code completions.windowms}
 * ms; an operation called outside that waits for it), so the instant recorded here and the instant the measurements
 * read after the DB returns (microseconds later, or hundreds of milliseconds for a thread's first operation on a
 * loaded machine, which pays for class loading) lie in the same window.
 * One instance per client thread, as core makes them.
 */
public class CompletionRecordingDB extends DB {
  /** Where each instance writes its completions. */
  public static final String DIR_PROPERTY = "completions.dir";
  /** The window length the guard follows, milliseconds. */
  public static final String WINDOW_PROPERTY = "completions.windowms";
  /** Completions happen from this far into a window... */
  static final long EARLIEST_MS = 50;
  /** ...to this far, leaving the rest of the window as margin for the measurement's own read of the clock. */
  static final long LATEST_MS = 350;
  private static final AtomicInteger INSTANCES = new AtomicInteger();

  private final List<String> completions = new ArrayList<>();
  private long windowMs;

  @Override
  public void init() {
    windowMs = Long.parseLong(getProperties().getProperty(WINDOW_PROPERTY));
  }

  private Status complete(String operation) {
    long now = System.currentTimeMillis();
    long intoWindow = Math.floorMod(now, windowMs);
    if (intoWindow < EARLIEST_MS || intoWindow >= LATEST_MS) {
      long next = now - intoWindow + (intoWindow < EARLIEST_MS ? 0 : windowMs) + EARLIEST_MS;
      try {
        Thread.sleep(next - now);
      } catch (InterruptedException e) {
        Thread.currentThread().interrupt();
      }
    }
    completions.add(operation + " " + System.currentTimeMillis());
    return Status.OK;
  }

  @Override
  public Status read(String table, String key, Set<String> fields, Map<String, ByteIterator> result) {
    return complete("READ");
  }

  @Override
  public Status scan(String table, String startkey, int recordcount, Set<String> fields,
      Vector<HashMap<String, ByteIterator>> result) {
    return complete("SCAN");
  }

  @Override
  public Status update(String table, String key, Map<String, ByteIterator> values) {
    return complete("UPDATE");
  }

  @Override
  public Status insert(String table, String key, Map<String, ByteIterator> values) {
    return complete("INSERT");
  }

  @Override
  public Status delete(String table, String key) {
    return complete("DELETE");
  }

  @Override
  public void cleanup() {
    try {
      Files.write(Paths.get(getProperties().getProperty(DIR_PROPERTY), INSTANCES.incrementAndGet() + ".txt"),
          completions);
    } catch (IOException e) {
      throw new UncheckedIOException(e);
    }
  }
}
