/*
 * Copyright (c) 2026 ycsb-ext contributors.
 * Licensed under the Apache License, Version 2.0 (http://www.apache.org/licenses/LICENSE-2.0).
 */
package site.ycsb.ext.engine;

import java.util.HashMap;
import java.util.Map;
import java.util.Properties;
import java.util.Set;
import java.util.Vector;
import site.ycsb.ByteIterator;
import site.ycsb.DB;
import site.ycsb.DBException;
import site.ycsb.Status;

/**
 * Wraps one client thread's measured DB ({@link MeasuredDB}) and counts every call's {@link Status} in the
 * run's {@link OperationTally}, and its own failed calls for its thread (so that it can tell whether a transaction had
 * a failed call); everything else is passed through unchanged. One instance per client thread, as every {@link DB}.
 */
final class CountingDB extends DB {
  private final DB delegate;
  // One counter per operation type, looked up once: the per-operation path adds a status check and an increment.
  private final OperationTally.Counter reads;
  private final OperationTally.Counter scans;
  private final OperationTally.Counter updates;
  private final OperationTally.Counter inserts;
  private final OperationTally.Counter deletes;
  /** Failed calls of this instance; read and written by its client thread only. */
  private long failedCalls;

  CountingDB(DB delegate, OperationTally tally) {
    this.delegate = delegate;
    this.reads = tally.counter("READ");
    this.scans = tally.counter("SCAN");
    this.updates = tally.counter("UPDATE");
    this.inserts = tally.counter("INSERT");
    this.deletes = tally.counter("DELETE");
  }

  /** Failed calls through this instance so far; for its client thread (not thread-safe). */
  long failedCalls() {
    return failedCalls;
  }

  private Status count(OperationTally.Counter counter, Status result) {
    if (result == null || !result.isOk()) {
      failedCalls++;
    }
    return counter.record(result);
  }

  @Override
  public void setProperties(Properties p) {
    delegate.setProperties(p);
  }

  @Override
  public Properties getProperties() {
    return delegate.getProperties();
  }

  @Override
  public void init() throws DBException {
    delegate.init();
  }

  @Override
  public void cleanup() throws DBException {
    delegate.cleanup();
  }

  @Override
  public Status read(String table, String key, Set<String> fields, Map<String, ByteIterator> result) {
    return count(reads, delegate.read(table, key, fields, result));
  }

  @Override
  public Status scan(String table, String startkey, int recordcount, Set<String> fields,
      Vector<HashMap<String, ByteIterator>> result) {
    return count(scans, delegate.scan(table, startkey, recordcount, fields, result));
  }

  @Override
  public Status update(String table, String key, Map<String, ByteIterator> values) {
    return count(updates, delegate.update(table, key, values));
  }

  @Override
  public Status insert(String table, String key, Map<String, ByteIterator> values) {
    return count(inserts, delegate.insert(table, key, values));
  }

  @Override
  public Status delete(String table, String key) {
    return count(deletes, delegate.delete(table, key));
  }
}
