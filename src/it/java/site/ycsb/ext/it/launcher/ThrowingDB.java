/*
 * Copyright (c) 2026 ycsb-ext contributors.
 * Licensed under the Apache License, Version 2.0 (http://www.apache.org/licenses/LICENSE-2.0).
 */
package site.ycsb.ext.it.launcher;

import java.util.Map;
import java.util.Set;
import site.ycsb.BasicDB;
import site.ycsb.ByteIterator;
import site.ycsb.Status;

/** A DB whose reads throw after the 50th call: a client thread dies with an exception. */
public class ThrowingDB extends BasicDB {
  private int reads;

  @Override
  public Status read(String table, String key, Set<String> fields, Map<String, ByteIterator> result) {
    if (++reads > 50) {
      throw new IllegalStateException("driver bug (test)");
    }
    return Status.OK;
  }
}
