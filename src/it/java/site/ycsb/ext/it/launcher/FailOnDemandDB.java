/*
 * Copyright (c) 2026 ycsb-ext contributors.
 * Licensed under the Apache License, Version 2.0 (http://www.apache.org/licenses/LICENSE-2.0).
 */
package site.ycsb.ext.it.launcher;

import java.util.HashMap;
import java.util.Map;
import java.util.Set;
import java.util.Vector;
import site.ycsb.BasicDB;
import site.ycsb.ByteIterator;
import site.ycsb.Status;

/**
 * A DB whose operations fail on demand, deterministically: {@code faildb.read}, {@code faildb.update},
 * {@code faildb.insert}, {@code faildb.scan} are the shares (0 to 1) of that operation that fail, spread evenly (with
 * 0.25, every fourth fails), with the status {@link #UNAVAILABLE}. Silent (never prints); one instance per thread.
 */
public class FailOnDemandDB extends BasicDB {
  /** The status of every failed operation. */
  public static final Status UNAVAILABLE = new Status("UNAVAILABLE", "test: the server is stopped");

  private final Map<String, double[]> shares = new HashMap<>();

  @Override
  public void init() {
    getProperties().setProperty("basicdb.verbose", "false");
    super.init();
    for (String op : new String[] {"read", "update", "insert", "scan"}) {
      shares.put(op, new double[] {Double.parseDouble(getProperties().getProperty("faildb." + op, "0")), 0});
    }
  }

  /** Whether the next operation of this kind fails: its count times its share crosses a whole number. */
  private Status result(String op) {
    double[] share = shares.get(op);
    long before = (long) Math.floor(share[1] * share[0]);
    share[1]++;
    return (long) Math.floor(share[1] * share[0]) > before ? UNAVAILABLE : Status.OK;
  }

  @Override
  public Status read(String table, String key, Set<String> fields, Map<String, ByteIterator> result) {
    return result("read");
  }

  @Override
  public Status scan(String table, String startkey, int recordcount, Set<String> fields,
      Vector<HashMap<String, ByteIterator>> result) {
    return result("scan");
  }

  @Override
  public Status update(String table, String key, Map<String, ByteIterator> values) {
    return result("update");
  }

  @Override
  public Status insert(String table, String key, Map<String, ByteIterator> values) {
    return result("insert");
  }
}
