/*
 * Copyright (c) 2026 ycsb-ext contributors.
 * Licensed under the Apache License, Version 2.0 (http://www.apache.org/licenses/LICENSE-2.0).
 */
package site.ycsb.ext.fanout.preflight;

import java.math.BigDecimal;
import java.util.Locale;
import java.util.Properties;
import java.util.Set;
import site.ycsb.ext.contract.CoreOperations;
import site.ycsb.ext.contract.CoreProperty;
import site.ycsb.ext.contract.Phase;
import site.ycsb.ext.contract.RunSettings;

/**
 * A rough estimate of the output one host writes for a run: windows x operation types x
 * {@value #BYTES_PER_WINDOW_AND_OPERATION} bytes (one {@code .hlog} line, a compressed histogram, and one {@code .json}
 * line of at most {@code periodichistogram.buckets} linear buckets per window and operation type), plus
 * {@value #FIXED_BYTES} bytes for the logs, summary and manifest. The windows are the run's duration
 * ({@code maxexecutiontime}, else the operations over the target) over its window ({@code periodichistogram.interval},
 * else {@code status.interval}, else 10 s); a run bounded by neither has no estimate. Immutable; thread-safe.
 *
 * @param bytes the estimate in bytes, 0 when there is none
 * @param basis how it was made, for the preflight's message; empty when there is none
 */
public record OutputEstimate(long bytes, String basis) {
  /** Bytes per window and operation type: an upper-side guess for a compressed histogram plus 1,000 buckets. */
  public static final long BYTES_PER_WINDOW_AND_OPERATION = 16 * 1024;
  /** Bytes of everything else a host writes: logs, summary, manifest, client samples. */
  public static final long FIXED_BYTES = 4 * 1024 * 1024;
  /** No estimate: the run's length is not known beforehand. */
  public static final OutputEstimate NONE = new OutputEstimate(0, "");
  private static final long DEFAULT_WINDOW_MS = 10_000;
  /**
   * @param props the run's properties as every host gets them (window and proportions)
   * @param settings the run's checked settings (duration, operations and target in total)
   */
  public static OutputEstimate of(Phase phase, RunSettings settings, Properties props) {
    long seconds = settings.maxExecutionSeconds();
    if (settings.targetOpsPerSec() > 0 && settings.operations() > 0) {
      long atTarget = (settings.operations() + settings.targetOpsPerSec() - 1) / settings.targetOpsPerSec();
      seconds = seconds > 0 ? Math.min(seconds, atTarget) : atTarget;
    }
    if (seconds <= 0) {
      return NONE;
    }
    long windowMs = windowMs(props);
    long windows = (seconds * 1000 + windowMs - 1) / windowMs + 1;
    int types = phase == Phase.LOAD ? 1 : operationTypes(props);
    double bytes = (double) windows * types * BYTES_PER_WINDOW_AND_OPERATION + FIXED_BYTES;
    return new OutputEstimate(bytes >= Long.MAX_VALUE ? Long.MAX_VALUE : (long) bytes, String.format(Locale.US,
        "%,d windows of %s s x %d operation types", windows, BigDecimal.valueOf(windowMs, 3).stripTrailingZeros()
            .toPlainString(), types));
  }

  /** The operation types a core workload does (those with a proportion above 0); any other workload counts 5. */
  private static int operationTypes(Properties props) {
    return Math.max(1, CoreOperations.ofRunPhase(props).map(Set::size).orElse(CoreOperations.mostKinds()));
  }

  private static long windowMs(Properties props) {
    for (String key : new String[] {"periodichistogram.interval", CoreProperty.STATUS_INTERVAL.key()}) {
      String seconds = props.getProperty(key);
      if (seconds != null) {
        try {
          return Math.max(1, new BigDecimal(seconds.trim()).movePointRight(3).longValue());
        } catch (NumberFormatException e) {
          // refused where the run starts, with a message naming the property
        }
      }
    }
    return DEFAULT_WINDOW_MS;
  }
}
