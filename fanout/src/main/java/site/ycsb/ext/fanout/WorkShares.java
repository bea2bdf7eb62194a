/*
 * Copyright (c) 2026 ycsb-ext contributors.
 * Licensed under the Apache License, Version 2.0 (http://www.apache.org/licenses/LICENSE-2.0).
 */
package site.ycsb.ext.fanout;

import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Properties;

/**
 * Splits one benchmark's work across N client hosts. A load gives host {@code i} the contiguous key range
 * {@code [insertstart_i, insertstart_i + insertcount_i)}; the ranges are disjoint, cover the whole range exactly, and
 * the first {@code count % N} hosts take one record more. A run splits {@code operationcount} and {@code target}
 * the same way. Every share must fit core's per-client {@code int}. Stateless; thread-safe.
 */
public final class WorkShares {

  private WorkShares() {
  }

  /** A contiguous range of keys or a number of operations: {@code count} items starting at {@code first}. */
  public record Range(long first, long count) {
  }

  /**
   * Splits {@code count} items starting at {@code first} into {@code parts} contiguous ranges, in order.
   *
   * @param parts from 1
   */
  public static List<Range> split(long first, long count, int parts) {
    if (parts < 1 || count < 0) {
      throw new IllegalArgumentException("parts must be at least 1 and count at least 0");
    }
    long base = count / parts;
    long remainder = count % parts;
    List<Range> ranges = new ArrayList<>(parts);
    long next = first;
    for (int i = 0; i < parts; i++) {
      long size = base + (i < remainder ? 1 : 0);
      ranges.add(new Range(next, size));
      next += size;
    }
    return ranges;
  }

  /**
   * The per-host properties of a load: {@code insertstart} and {@code insertcount} for each host, in host order.
   * The key range is {@code insertstart} (default 0) plus {@code insertcount} records (default
   * {@code recordcount - insertstart}); {@code recordcount} itself stays the total on every host.
   *
   * @throws FanoutInputException when a count is invalid, a host would get no record, or a share exceeds an int
   */
  public static List<Map<String, String>> forLoad(Properties props, int hosts) {
    long recordCount = count(props, FanoutProperties.RECORD_COUNT, 0);
    long insertStart = count(props, FanoutProperties.INSERT_START, 0);
    boolean explicit = props.containsKey(FanoutProperties.INSERT_COUNT);
    long insertCount = explicit ? count(props, FanoutProperties.INSERT_COUNT, 0) : recordCount - insertStart;
    if (insertCount < hosts) {
      throw new FanoutInputException("Cannot split " + Math.max(0, insertCount) + " records (recordcount=" + recordCount
          + ", insertstart=" + insertStart + (explicit ? ", insertcount=" + insertCount : "") + ") across " + hosts
          + " hosts: expected at least one record per host");
    }
    if (insertStart + insertCount > recordCount) {
      throw new FanoutInputException("insertstart=" + insertStart + " plus insertcount=" + insertCount
          + " exceeds recordcount=" + recordCount + ": core requires insertstart + insertcount <= recordcount");
    }
    checkFitsInt("insertcount", insertCount, hosts);
    List<Map<String, String>> shares = new ArrayList<>();
    for (Range range : split(insertStart, insertCount, hosts)) {
      Map<String, String> share = new LinkedHashMap<>();
      share.put(FanoutProperties.INSERT_START, Long.toString(range.first()));
      share.put(FanoutProperties.INSERT_COUNT, Long.toString(range.count()));
      shares.add(share);
    }
    return shares;
  }

  /**
   * The per-host properties of a run: {@code operationcount} and, when throttled, {@code target}, in host order. An
   * {@code operationcount} of 0 (a run bounded by {@code maxexecutiontime}) stays 0 on every host.
   *
   * @throws FanoutInputException when a count is invalid, a host would get no operation or no throughput, or a share
   *     exceeds an int
   */
  public static List<Map<String, String>> forRun(Properties props, int hosts) {
    long operations = count(props, FanoutProperties.OPERATION_COUNT, 0);
    long target = count(props, FanoutProperties.TARGET, 0);
    if (operations > 0 && operations < hosts) {
      throw new FanoutInputException("Cannot split operationcount=" + operations + " across " + hosts
          + " hosts: expected at least one operation per host");
    }
    if (target > 0 && target < hosts) {
      throw new FanoutInputException("Cannot split target=" + target + " ops/s across " + hosts
          + " hosts: expected at least 1 ops/s per host (0 would mean unthrottled)");
    }
    checkFitsInt("operationcount", operations, hosts);
    checkFitsInt("target", target, hosts);
    List<Range> opShares = split(0, operations, hosts);
    List<Range> targetShares = split(0, target, hosts);
    List<Map<String, String>> shares = new ArrayList<>();
    for (int i = 0; i < hosts; i++) {
      Map<String, String> share = new LinkedHashMap<>();
      share.put(FanoutProperties.OPERATION_COUNT, Long.toString(opShares.get(i).count()));
      if (target > 0) {
        share.put(FanoutProperties.TARGET, Long.toString(targetShares.get(i).count()));
      }
      shares.add(share);
    }
    return shares;
  }

  private static void checkFitsInt(String property, long total, int hosts) {
    long largest = total / hosts + (total % hosts == 0 ? 0 : 1);
    if (largest > Integer.MAX_VALUE) {
      long needed = (total + Integer.MAX_VALUE - 1) / Integer.MAX_VALUE;
      throw new FanoutInputException(property + "=" + total + " split across " + hosts + " hosts gives " + largest
          + " per host, more than core's per-client limit of " + Integer.MAX_VALUE + ": use at least " + needed
          + " hosts");
    }
  }

  private static long count(Properties props, String key, long dflt) {
    String value = props.getProperty(key);
    if (value == null) {
      return dflt;
    }
    try {
      long parsed = Long.parseLong(value.trim());
      if (parsed >= 0) {
        return parsed;
      }
    } catch (NumberFormatException e) {
      // reported below
    }
    throw FanoutInputException.invalid("property '" + key + "'", value, "a whole number from 0");
  }
}
