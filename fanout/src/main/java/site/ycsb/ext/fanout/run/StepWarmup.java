/*
 * Copyright (c) 2026 ycsb-ext contributors.
 * Licensed under the Apache License, Version 2.0 (http://www.apache.org/licenses/LICENSE-2.0).
 */
package site.ycsb.ext.fanout.run;

import java.math.BigDecimal;
import java.util.List;
import site.ycsb.ext.contract.BadInputException;

/**
 * The warm-up of every load step as a whole number of periodic windows, and the window length that makes it fit.
 *
 * <p>Windows lie on the wall-clock grid, so a step starts part-way into its first window. The report leaves out that
 * partial first window and then {@link #windows} whole windows ({@code ycsb.ext.step.warmup-ms} = windows x window),
 * so every step loses the same whole windows after its start-up, never 0 where another loses more. A step must hold
 * the partial window, the warm-up and at least {@value #MEASURED_WINDOWS} measured windows:
 * {@code (1 + windows + 2) x window <= maxexecutiontime} (with no warm-up, nothing is left out and there is no
 * condition). Warm-up windows: {@code --step-warmup} rounded up to whole windows, else 10% of the step, at most 10 s,
 * rounded up to whole windows and at least one.
 *
 * <p>The window: {@code periodichistogram.interval}, else {@code status.interval} when either is given; a step that
 * cannot hold it is refused before anything starts, the line naming a window and a step length that work. When
 * neither is given the default window (10 s) shortens to the longest of 10 s, 5 s, 2 s, 1 s, 500 ms, 250 ms that
 * fits (for a given warm-up, first the longest that also divides it), and the step sets it as
 * {@code periodichistogram.interval}. Immutable.
 *
 * @param windowMs the window length, milliseconds
 * @param windows the whole windows left out after the partial first one, from 0
 * @param shortened true when the default window was shortened to fit (the step sets {@code periodichistogram.interval})
 */
public record StepWarmup(long windowMs, long windows, boolean shortened) {

  /** The fewest whole windows a step measures after its warm-up. */
  public static final int MEASURED_WINDOWS = 2;
  /** The window length when neither periodichistogram.interval nor status.interval is given, milliseconds (core's). */
  public static final long DEFAULT_WINDOW_MS = 10_000;
  /** The default windows tried, longest first, milliseconds. */
  static final List<Long> DEFAULT_WINDOWS_MS = List.of(10_000L, 5_000L, 2_000L, 1_000L, 500L, 250L);
  /** The default warm-up's share of a step, percent, and its upper limit, milliseconds. */
  static final int DEFAULT_PERCENT = 10;
  static final long DEFAULT_MAX_MS = 10_000;

  /** The warm-up each step records, milliseconds: {@code windows x windowMs}. */
  public long warmupMs() {
    return windows * windowMs;
  }

  /**
   * The warm-up of a step of {@code stepMs}.
   *
   * @param stepMs the step's length ({@code maxexecutiontime}), milliseconds, from 1
   * @param givenMs {@code --step-warmup}, milliseconds; -1 for the default
   * @param windowProperty the property that sets the window ({@code periodichistogram.interval} or
   *     {@code status.interval}), or {@code null} when neither is given
   * @param windowMs that property's window, milliseconds (ignored without one)
   * @throws BadInputException when the step cannot hold the warm-up: one line naming what works
   */
  public static StepWarmup of(long stepMs, long givenMs, String windowProperty, long windowMs) {
    if (windowProperty != null) {
      long k = windows(stepMs, givenMs, windowMs);
      if (!fits(stepMs, k, windowMs)) {
        throw tooShort(stepMs, givenMs, windowProperty + "=" + seconds(windowMs), windowMs, k);
      }
      return new StepWarmup(windowMs, k, false);
    }
    // a given warm-up: the longest window that divides it and fits; else (and by default) the longest that fits
    for (boolean exact : givenMs > 0 ? new boolean[] {true, false} : new boolean[] {false}) {
      for (long w : DEFAULT_WINDOWS_MS) {
        long k = windows(stepMs, givenMs, w);
        if (fits(stepMs, k, w) && (!exact || givenMs % w == 0)) {
          return new StepWarmup(w, k, w != DEFAULT_WINDOW_MS);
        }
      }
    }
    long w = DEFAULT_WINDOWS_MS.get(DEFAULT_WINDOWS_MS.size() - 1);
    throw tooShort(stepMs, givenMs, "the shortest default window of " + seconds(w) + " s", w, windows(stepMs, givenMs,
        w));
  }

  /** Whole windows of {@code windowMs} in the warm-up: the given one rounded up, else the default rule. */
  private static long windows(long stepMs, long givenMs, long windowMs) {
    long ms = givenMs >= 0 ? givenMs : Math.min(stepMs * DEFAULT_PERCENT / 100, DEFAULT_MAX_MS);
    long k = (ms + windowMs - 1) / windowMs;
    return givenMs >= 0 ? k : Math.max(1, k);
  }

  private static boolean fits(long stepMs, long windows, long windowMs) {
    return windows == 0 || (1 + windows + MEASURED_WINDOWS) * windowMs <= stepMs;
  }

  private static BadInputException tooShort(long stepMs, long givenMs, String window, long windowMs, long windows) {
    long neededMs = (1 + windows + MEASURED_WINDOWS) * windowMs;
    String what = "a step of maxexecutiontime=" + seconds(stepMs) + " s cannot hold its partial first window, a"
        + " warm-up of " + windows + " window" + (windows == 1 ? "" : "s") + " and " + MEASURED_WINDOWS
        + " measured windows of " + window + " (" + seconds(neededMs) + " s needed)";
    String fix = "use -p maxexecutiontime=" + (neededMs + 999) / 1000 + " or more" + shorterWindow(stepMs, givenMs,
        windowMs);
    if (givenMs >= 0) {
      return new BadInputException("Invalid value '" + givenMs + "ms' for option '--step-warmup': " + what + "; "
          + fix + ", or a shorter --step-warmup");
    }
    return new BadInputException("Option '--steps': " + what + "; " + fix);
  }

  /** {@code , or -p periodichistogram.interval=2}: the longest whole-second or default window that fits, if any. */
  private static String shorterWindow(long stepMs, long givenMs, long windowMs) {
    for (long w = windowMs / 1000 * 1000; w >= 1000; w -= 1000) {
      if (w < windowMs && fits(stepMs, windows(stepMs, givenMs, w), w)) {
        return ", or -p periodichistogram.interval=" + seconds(w);
      }
    }
    for (long w : DEFAULT_WINDOWS_MS) {
      if (w < windowMs && w < 1000 && fits(stepMs, windows(stepMs, givenMs, w), w)) {
        return ", or -p periodichistogram.interval=" + seconds(w);
      }
    }
    return "";
  }

  /** Milliseconds as seconds without trailing zeros: {@code 10}, {@code 0.5}. */
  static String seconds(long ms) {
    return BigDecimal.valueOf(ms).movePointLeft(3).stripTrailingZeros().toPlainString();
  }
}
