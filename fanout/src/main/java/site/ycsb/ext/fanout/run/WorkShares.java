/*
 * Copyright (c) 2026 ycsb-ext contributors.
 * Licensed under the Apache License, Version 2.0 (http://www.apache.org/licenses/LICENSE-2.0).
 */
package site.ycsb.ext.fanout.run;

import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import site.ycsb.ext.contract.CoreProperty;
import site.ycsb.ext.contract.Phase;
import site.ycsb.ext.contract.RunKeys;
import site.ycsb.ext.contract.RunSettings;
import site.ycsb.ext.fanout.FanoutInputException;

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
   * The per-host shares of a load: {@code insertstart} and {@code insertcount} for each host, in host order.
   * The key range is the plan's {@code insertstart} plus its insert count; {@code recordcount} itself stays the total
   * on every host.
   *
   * @param load a load's checked settings, counts as totals
   * @throws FanoutInputException when a host would get no record, the range exceeds {@code recordcount}, or a share
   *     exceeds an int
   */
  public static List<HostShare> forLoad(RunSettings load, int hosts) {
    long insertStart = load.insertStart();
    long insertCount = load.operations();
    if (insertCount < hosts) {
      throw new FanoutInputException("Cannot split " + insertCount + " records (recordcount=" + load.recordCount()
          + ", insertstart=" + insertStart + ", insertcount=" + insertCount + ") across " + hosts
          + " hosts: expected at least one record per host");
    }
    if (insertStart + insertCount > load.recordCount()) {
      throw new FanoutInputException("insertstart=" + insertStart + " plus insertcount=" + insertCount
          + " exceeds recordcount=" + load.recordCount() + ": core requires insertstart + insertcount <= recordcount");
    }
    checkFitsInt(CoreProperty.INSERT_COUNT.key(), insertCount, hosts);
    List<HostShare> shares = new ArrayList<>();
    for (Range range : split(insertStart, insertCount, hosts)) {
      shares.add(HostShare.ofLoad(range.first(), range.count()));
    }
    return shares;
  }

  /**
   * The per-host shares of a run: {@code operationcount} and, when throttled, {@code target}, in host order. An
   * {@code operationcount} of 0 (a run bounded by {@code maxexecutiontime}) stays 0 on every host.
   *
   * @param run a run's checked settings, counts as totals
   * @throws FanoutInputException when a host would get no operation or no throughput, or a share exceeds an int
   */
  public static List<HostShare> forRun(RunSettings run, int hosts) {
    long operations = run.operations();
    long target = run.targetOpsPerSec();
    if (operations > 0 && operations < hosts) {
      throw new FanoutInputException("Cannot split operationcount=" + operations + " across " + hosts
          + " hosts: expected at least one operation per host");
    }
    if (target > 0 && target < hosts) {
      throw new FanoutInputException("Cannot split target=" + target + " ops/s across " + hosts
          + " hosts: expected at least 1 ops/s per host (0 would mean unthrottled)");
    }
    checkFitsInt(CoreProperty.OPERATION_COUNT.key(), operations, hosts);
    checkFitsInt(CoreProperty.TARGET.key(), target, hosts);
    List<Range> opShares = split(0, operations, hosts);
    List<Range> targetShares = split(0, target, hosts);
    List<HostShare> shares = new ArrayList<>();
    for (int i = 0; i < hosts; i++) {
      shares.add(HostShare.ofRun(opShares.get(i).count(), target > 0 ? targetShares.get(i).count() : 0));
    }
    return shares;
  }

  /**
   * What every host of a fan-out records about the whole run, beside its share: {@link RunKeys#FANOUT_HOST_COUNT} and,
   * for a run with a target, {@link RunKeys#FANOUT_TOTAL_TARGET} (ops/s over all hosts; each host's {@code target} is
   * only its share), so that each host's manifest tells the report the run's total.
   *
   * @param settings the run's checked settings, counts and target as totals
   * @param phase {@code load} or {@code run}; a load's target is not split, so it records no total
   */
  public static Map<String, String> runProperties(RunSettings settings, Phase phase, int hosts) {
    Map<String, String> props = new LinkedHashMap<>();
    props.put(RunKeys.FANOUT_HOST_COUNT, Integer.toString(hosts));
    long totalTarget = totalTarget(settings, phase);
    if (totalTarget > 0) {
      props.put(RunKeys.FANOUT_TOTAL_TARGET, Long.toString(totalTarget));
    }
    return props;
  }

  /**
   * The run's target over all hosts, ops/s, as {@link #runProperties} records it: the plan's {@code target} for a run,
   * 0 for an unthrottled run and for a load (whose target is not split).
   */
  public static long totalTarget(RunSettings settings, Phase phase) {
    return phase == Phase.RUN ? Math.max(0, settings.targetOpsPerSec()) : 0;
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
}
