/*
 * Copyright (c) 2026 ycsb-ext contributors.
 * Licensed under the Apache License, Version 2.0 (http://www.apache.org/licenses/LICENSE-2.0).
 */
package site.ycsb.ext.standin;

import java.util.Set;
import java.util.concurrent.ConcurrentHashMap;

import org.slf4j.Logger;
import org.slf4j.LoggerFactory;

/** Logs each distinct unsupported request or unknown info key once per stand-in. Thread-safe. */
final class OnceLog {
  private static final Logger LOG = LoggerFactory.getLogger(AerospikeStandin.class);
  private final Set<String> seen = ConcurrentHashMap.newKeySet();

  /** Logs {@code message} at WARN the first time {@code key} is seen. */
  void warn(String key, String message) {
    if (seen.size() < 1000 && seen.add(key)) {
      LOG.warn("{} (logged once)", message);
    }
  }
}
