/*
 * Copyright (c) 2026 ycsb-ext contributors.
 * Licensed under the Apache License, Version 2.0 (http://www.apache.org/licenses/LICENSE-2.0).
 */
package site.ycsb.ext.report.merge;

import org.HdrHistogram.Histogram;
import site.ycsb.ext.report.input.BucketLayout;
import site.ycsb.ext.report.model.ThroughputStats;
import site.ycsb.ext.report.model.WindowSeries;

/** Running totals of one operation, with its share of every host. */
final class OpTally {
  final HostTally[] hosts;

  OpTally(int hostCount) {
    hosts = new HostTally[hostCount];
    for (int i = 0; i < hostCount; i++) {
      hosts[i] = new HostTally();
    }
  }

  Histogram total;
  final ThroughputStats stats = new ThroughputStats();
  final WindowSeries series = new WindowSeries();
  long overflow;
  BucketLayout layout;
}
