/*
 * Copyright (c) 2026 ycsb-ext contributors.
 * Licensed under the Apache License, Version 2.0 (http://www.apache.org/licenses/LICENSE-2.0).
 */
package site.ycsb.ext.fanout.run;

import java.util.LinkedHashMap;
import java.util.Map;
import site.ycsb.ext.contract.CoreProperty;

/**
 * One host's share of a fan-out's work, as whole numbers: a load's key range ({@code insertstart},
 * {@code insertcount}) or a run's {@code operationcount} and {@code target} (ops/s; 0 for an unthrottled run, whose
 * hosts get no {@code target}). {@link #properties} renders it as the properties the host's launcher reads. Immutable.
 *
 * @param load whether this is a load's share (a key range) rather than a run's
 * @param insertStart a load's first key; 0 for a run
 * @param count a load's number of records or a run's number of operations (0: bounded by time)
 * @param targetOpsPerSec a run's throughput target for this host, ops/s; 0 for none and for a load
 */
public record HostShare(boolean load, long insertStart, long count, long targetOpsPerSec) {

  /** A load's share: {@code count} records from key {@code first}. */
  static HostShare ofLoad(long first, long count) {
    return new HostShare(true, first, count, 0);
  }

  /** A run's share: {@code operations} operations at {@code targetOpsPerSec} ops/s (0: unthrottled). */
  static HostShare ofRun(long operations, long targetOpsPerSec) {
    return new HostShare(false, 0, operations, targetOpsPerSec);
  }

  /** The share by property name, as {@code fanout.json} records it, in the order {@link #properties} gives. */
  public Map<String, Long> values() {
    Map<String, Long> values = new LinkedHashMap<>();
    if (load) {
      values.put(CoreProperty.INSERT_START.key(), insertStart);
      values.put(CoreProperty.INSERT_COUNT.key(), count);
    } else {
      values.put(CoreProperty.OPERATION_COUNT.key(), count);
      if (targetOpsPerSec > 0) {
        values.put(CoreProperty.TARGET.key(), targetOpsPerSec);
      }
    }
    return values;
  }

  /** The share as the host's properties: {@code insertstart} and {@code insertcount}, or {@code operationcount} and
   * (when throttled) {@code target}. */
  public Map<String, String> properties() {
    Map<String, String> properties = new LinkedHashMap<>();
    values().forEach((key, value) -> properties.put(key, Long.toString(value)));
    return properties;
  }
}
