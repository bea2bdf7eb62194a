/*
 * Copyright (c) 2026 ycsb-ext contributors.
 * Licensed under the Apache License, Version 2.0 (http://www.apache.org/licenses/LICENSE-2.0).
 */
package site.ycsb.ext.fanout.run;


import java.util.Locale;
import java.util.Properties;
import site.ycsb.ext.contract.RunKeys;
import site.ycsb.ext.fanout.FanoutProperties;
import site.ycsb.ext.fanout.preflight.HostCheck;

/**
 * Fan-out feature: each host's clock offset from the central host, as its preflight measured it, goes into the host's
 * properties, so its manifest carries the report's coordination error bar ({@link RunKeys#FANOUT_CLOCK_OFFSET}) and,
 * for an offset above half of {@code --max-clock-offset}, a warning. Immutable.
 */
final class ClockOffsets implements FanoutFeature {
  private final long maxClockOffsetMs;

  /** @param maxClockOffsetMs the largest acceptable |clock offset| plus its uncertainty, milliseconds */
  ClockOffsets(long maxClockOffsetMs) {
    this.maxClockOffsetMs = maxClockOffsetMs;
  }

  @Override
  public void host(HostCheck check, Properties hostProps) {
    if (!Double.isNaN(check.clockOffsetMs())) {
      // The report's coordination error bars: each host's offset with its bound.
      hostProps.setProperty(RunKeys.FANOUT_CLOCK_OFFSET, String.format(Locale.US, "%+.1f ms (\u00b1%.1f)",
          check.clockOffsetMs(), check.clockUncertaintyMs()));
    }
    if (Math.abs(check.clockOffsetMs()) + check.clockUncertaintyMs() > maxClockOffsetMs / 2.0) {
      // Recorded in the host's manifest, so the report shows it with the results.
      hostProps.setProperty(FanoutProperties.CLOCK_OFFSET_WARNING, String.format(Locale.US,
          "clock of host %s is %+.1f ms (\u00b1%.1f) off the central host's, more than half of"
              + " --max-clock-offset=%d ms", check.host().label(), check.clockOffsetMs(), check.clockUncertaintyMs(),
          maxClockOffsetMs));
    }
  }
}
