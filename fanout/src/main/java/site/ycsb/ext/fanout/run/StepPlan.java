/*
 * Copyright (c) 2026 ycsb-ext contributors.
 * Licensed under the Apache License, Version 2.0 (http://www.apache.org/licenses/LICENSE-2.0).
 */
package site.ycsb.ext.fanout.run;

import java.math.BigDecimal;
import java.util.ArrayList;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import java.util.regex.Matcher;
import java.util.regex.Pattern;
import site.ycsb.ext.commandline.RunChecks;
import site.ycsb.ext.contract.BadInputException;
import site.ycsb.ext.contract.CoreProperty;
import site.ycsb.ext.contract.RunKeys;
import site.ycsb.ext.contract.RunPlan;

/**
 * The load steps of {@code run --steps} and {@code fanout run --steps}: one property ({@code target} in ops/s, or
 * {@code threadcount}) and its value per step, in the order run. Immutable.
 *
 * @param option the option's own name for the property: {@code target} or {@code threads}
 * @param property the property each step sets: {@code target} or {@code threadcount}
 * @param values one value per step, each at least 1
 * @param warmupMs {@code --step-warmup}: the start of each step that the report leaves out, milliseconds; -1 for the
 *     default rule ({@link #warmup(RunPlan)})
 */
public record StepPlan(String option, String property, List<Long> values, long warmupMs) {

  /** At most this many steps. */
  public static final int MAX_STEPS = 100;

  /** The accepted forms, for error messages. */
  public static final String EXPECTED = "target=<list> or threads=<list>, the list either comma-separated values "
      + "(target=10000,20000,40000) or first:last:step (target=10000:80000:10000), every value a whole number from 1, "
      + "at most " + MAX_STEPS + " steps";

  private static final Pattern SPEC = Pattern.compile("(target|threads)=(.+)");
  private static final Pattern RANGE = Pattern.compile("(\\d{1,12}):(\\d{1,12}):(\\d{1,12})");
  private static final Pattern LIST = Pattern.compile("\\d{1,12}(,\\d{1,12})*");

  /** The periodic window's own property. */
  private static final String WINDOW_PROPERTY = "periodichistogram.interval";

  public StepPlan {
    values = List.copyOf(values);
  }

  /** A plan whose steps use the default warm-up. */
  public StepPlan(String option, String property, List<Long> values) {
    this(option, property, values, -1);
  }

  /** This plan with {@code --step-warmup} given, milliseconds from 0. */
  public StepPlan withWarmupMs(long ms) {
    if (ms < 0) {
      throw new IllegalArgumentException("warm-up must be at least 0 ms");
    }
    return new StepPlan(option, property, values, ms);
  }

  /**
   * The warm-up of each step of {@code base} ({@link StepWarmup}): whole periodic windows after the step's partial
   * first window, from {@code --step-warmup} (rounded up to whole windows, shorter than the step) or the default rule;
   * the default window shortens to fit when neither {@code periodichistogram.interval} nor {@code status.interval} is
   * given. A count-bound step: none.
   *
   * @throws BadInputException naming {@code --step-warmup} or {@code --steps} when a step cannot hold it
   */
  public StepWarmup warmup(RunPlan base) {
    long stepMs = base.runSettings().maxExecutionSeconds() * 1000;
    if (warmupMs >= 0 && stepMs > 0 && warmupMs >= stepMs) {
      throw new BadInputException("Invalid value '" + warmupMs + "ms' for option '--step-warmup': expected a duration"
          + " from 0 to less than each step's maxexecutiontime=" + stepMs / 1000 + " s");
    }
    for (String key : List.of(WINDOW_PROPERTY, CoreProperty.STATUS_INTERVAL.key())) {
      String seconds = base.property(key);
      if (seconds != null) {
        long windowMs;
        try {
          windowMs = new BigDecimal(seconds.trim()).movePointRight(3).longValue();
        } catch (NumberFormatException e) {
          continue; // checked where the run starts, with a message naming the property
        }
        if (windowMs > 0) {
          return stepMs <= 0 ? new StepWarmup(windowMs, 0, false) : StepWarmup.of(stepMs, warmupMs, key, windowMs);
        }
      }
    }
    return stepMs <= 0 ? new StepWarmup(StepWarmup.DEFAULT_WINDOW_MS, 0, false)
        : StepWarmup.of(stepMs, warmupMs, null, 0);
  }

  /**
   * Parses {@code target=10000,20000}, {@code target=10000:80000:10000} or {@code threads=8,16,32}.
   *
   * @throws IllegalArgumentException naming the option, the value and the valid forms
   */
  public static StepPlan parse(String spec) {
    Matcher m = SPEC.matcher(spec == null ? "" : spec.trim());
    if (!m.matches()) {
      throw invalid(spec);
    }
    List<Long> values = new ArrayList<>();
    Matcher range = RANGE.matcher(m.group(2));
    if (range.matches()) {
      long first = Long.parseLong(range.group(1));
      long last = Long.parseLong(range.group(2));
      long step = Long.parseLong(range.group(3));
      if (step < 1 || last < first || (last - first) / step >= MAX_STEPS) {
        throw invalid(spec);
      }
      for (long v = first; v <= last; v += step) {
        values.add(v);
      }
    } else if (LIST.matcher(m.group(2)).matches()) {
      for (String v : m.group(2).split(",")) {
        values.add(Long.parseLong(v));
      }
    } else {
      throw invalid(spec);
    }
    if (values.size() > MAX_STEPS || values.stream().anyMatch(v -> v < 1)) {
      throw invalid(spec);
    }
    boolean target = m.group(1).equals("target");
    return new StepPlan(m.group(1), target ? CoreProperty.TARGET.key() : CoreProperty.THREAD_COUNT.key(), values);
  }

  private static IllegalArgumentException invalid(String spec) {
    return new IllegalArgumentException("Invalid value '" + spec + "' for option '--steps': expected " + EXPECTED);
  }

  /** The label of one step, e.g. {@code target=10000}. */
  public String label(int step) {
    return option + "=" + values.get(step);
  }

  /** The directory name of one step, e.g. {@code step-2-target-20000}. */
  public String directoryName(int step) {
    return "step-" + (step + 1) + "-" + option + "-" + values.get(step);
  }

  /**
   * One step's run: the base run with the step's target or thread count, time-bound ({@code operationcount=0}),
   * labelled, its warm-up recorded ({@link RunKeys#STEP_WARMUP_MS}, {@link #warmup(RunPlan)}; with the default window
   * shortened to fit, {@code periodichistogram.interval} set), and, for a target,
   * latency measured from the intended start (coordinated omission corrected) unless the base sets
   * {@code measurement.interval}.
   *
   * @throws IllegalArgumentException when the step's value is not valid for the base run ({@link BadInputException}
   *     for the warm-up)
   */
  public RunPlan stepRun(RunPlan base, int step) {
    Map<String, String> changed = new HashMap<>();
    changed.put(property, Long.toString(values.get(step)));
    changed.put(CoreProperty.OPERATION_COUNT.key(), "0");
    changed.put(CoreProperty.LABEL.key(), label(step));
    StepWarmup warmup = warmup(base);
    changed.put(RunKeys.STEP_WARMUP_MS, Long.toString(warmup.warmupMs()));
    if (warmup.shortened()) {
      changed.put(WINDOW_PROPERTY, StepWarmup.seconds(warmup.windowMs()));
    }
    if (!base.runSettings().periodic()) {
      // Every step measures with periodic histograms (the steps report reads them).
      changed.put(CoreProperty.MEASUREMENT_TYPE.key(), RunKeys.PERIODIC_MEASUREMENT_TYPE);
    }
    if (property.equals(CoreProperty.TARGET.key()) && base.property("measurement.interval") == null) {
      changed.put("measurement.interval", "intended");
    }
    return base.withProperties(changed, RunChecks::check);
  }
}
