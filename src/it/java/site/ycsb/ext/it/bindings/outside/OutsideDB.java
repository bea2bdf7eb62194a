/*
 * Copyright (c) 2026 ycsb-ext contributors.
 * Licensed under the Apache License, Version 2.0 (http://www.apache.org/licenses/LICENSE-2.0).
 */
package site.ycsb.ext.it.bindings.outside;

import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Paths;
import java.nio.file.StandardOpenOption;
import java.util.HashMap;
import java.util.Map;
import java.util.Set;
import java.util.Vector;
import java.util.concurrent.ConcurrentHashMap;
import site.ycsb.ByteIterator;
import site.ycsb.DB;
import site.ycsb.DBException;
import site.ycsb.Status;
import site.ycsb.StringByteIterator;

/**
 * A binding from outside ycsb-ext, as a user brings one: the integration test packs this class alone into a jar
 * and gives it with {@code -cp}, never from the distribution. It keeps records in memory (one store per JVM, shared
 * by its threads), reads of absent keys answer every field empty, and at cleanup each instance appends the number
 * of operations it did to the file named by {@value #COUNT_FILE} (when set), so the test can check the engine's
 * counts against the binding's own. Each thread has its own instance; the store is thread-safe.
 */
public class OutsideDB extends DB {
  /** The file each instance appends its operation count to at cleanup. */
  public static final String COUNT_FILE = "outside.countfile";
  private static final Map<String, Map<String, String>> STORE = new ConcurrentHashMap<>();
  private long operations;

  @Override
  public void cleanup() throws DBException {
    String file = getProperties().getProperty(COUNT_FILE);
    if (file == null) {
      return;
    }
    try {
      Files.write(Paths.get(file), (operations + "\n").getBytes(StandardCharsets.UTF_8), StandardOpenOption.CREATE,
          StandardOpenOption.APPEND);
    } catch (IOException e) {
      throw new DBException("cannot append to " + file, e);
    }
  }

  @Override
  public Status read(String table, String key, Set<String> fields, Map<String, ByteIterator> result) {
    operations++;
    Map<String, String> record = STORE.getOrDefault(table + "/" + key, Map.of());
    record.forEach((k, v) -> {
      if (fields == null || fields.contains(k)) {
        result.put(k, new StringByteIterator(v));
      }
    });
    return Status.OK;
  }

  @Override
  public Status scan(String table, String startkey, int recordcount, Set<String> fields,
      Vector<HashMap<String, ByteIterator>> result) {
    operations++;
    return Status.OK;
  }

  @Override
  public Status update(String table, String key, Map<String, ByteIterator> values) {
    operations++;
    STORE.computeIfAbsent(table + "/" + key, k -> new ConcurrentHashMap<>()).putAll(StringByteIterator.getStringMap(
        values));
    return Status.OK;
  }

  @Override
  public Status insert(String table, String key, Map<String, ByteIterator> values) {
    return update(table, key, values);
  }

  @Override
  public Status delete(String table, String key) {
    operations++;
    STORE.remove(table + "/" + key);
    return Status.OK;
  }
}
