/*
 * Copyright (c) 2026 ycsb-ext contributors.
 * Licensed under the Apache License, Version 2.0 (http://www.apache.org/licenses/LICENSE-2.0).
 */
package site.ycsb.ext.it.launcher;

import java.util.Map;
import site.ycsb.BasicDB;
import site.ycsb.ByteIterator;
import site.ycsb.Status;

/** A DB that rejects every insert: a load finishes with zero operations. */
public class FailingInsertDB extends BasicDB {
  @Override
  public Status insert(String table, String key, Map<String, ByteIterator> values) {
    return Status.ERROR;
  }
}
