/*
 * Copyright (c) 2026 ycsb-ext contributors.
 * Licensed under the Apache License, Version 2.0 (http://www.apache.org/licenses/LICENSE-2.0).
 */
package site.ycsb.ext.report.merge;

import java.nio.file.Path;
import java.util.List;
import site.ycsb.ext.report.ReportInputException;
import site.ycsb.ext.report.input.BucketLayout;
import site.ycsb.ext.report.input.LatencyCounts;
import site.ycsb.ext.report.input.Window;
import site.ycsb.ext.report.model.OpSummary;

/**
 * The k-way merge of one operation's logs (one per host) by slot, into that operation's {@link OpTally}: slot after
 * slot, the earliest still unread, the windows every host filed under it add into one histogram; a slot whose earliest
 * window starts at or after the warm-up's cut is measured, and its merged histogram joins the operation's total and its
 * window series. The slot's throughput is the sum over hosts of each host's operations over the span its own windows
 * cover. Every log must have the same bucket layout. Not thread-safe: one merge per operation, run by one thread.
 */
final class OperationMerge {

  private final String op;
  private final List<LogHead> heads;
  private final long cutMs;
  private final boolean inAll;
  private final OpTally tally;
  private BucketLayout layout;
  private Path layoutFile;
  /** The slot being merged, emptied after each; null until the first window. */
  private LatencyCounts window;
  /** The measured slots' sum; null until the first window. */
  private LatencyCounts total;
  /** The slot's p95 and p99 (µs), reused from slot to slot. */
  private final long[] tail = new long[2];

  /**
   * @param op the operation
   * @param heads its logs, one per host that has one, each at its first window
   * @param cutMs the warm-up's end, epoch ms: slots starting before it are not measured
   * @param hostCount the run's hosts
   */
  OperationMerge(String op, List<LogHead> heads, long cutMs, int hostCount) {
    this.op = op;
    this.heads = heads;
    this.cutMs = cutMs;
    this.inAll = OpSummary.countsInAll(op);
    this.tally = new OpTally(hostCount);
  }

  /** Reads every log to its end and returns the operation's tally. */
  OpTally merge() {
    for (long slotMs = nextSlotMs(); slotMs != Long.MAX_VALUE; slotMs = nextSlotMs()) {
      mergeSlot(slotMs);
    }
    tally.layout = layout == null ? BucketLayout.EXACT : layout;
    tally.total = total == null ? null : total.toHistogram();
    return tally;
  }

  /** The earliest slot of any log's next window, {@code Long.MAX_VALUE} when every log is read. */
  private long nextSlotMs() {
    long slotMs = Long.MAX_VALUE;
    for (LogHead head : heads) {
      if (head.window != null) {
        slotMs = Math.min(slotMs, head.window.slotMs());
      }
    }
    return slotMs;
  }

  /** Adds every host's windows of the slot, and records the slot when it is measured. */
  private void mergeSlot(long slotMs) {
    long startMs = Long.MAX_VALUE;
    for (LogHead head : heads) {
      if (head.window != null && head.window.slotMs() == slotMs) {
        startMs = Math.min(startMs, head.window.startMs());
      }
    }
    boolean measured = startMs >= cutMs;
    long endMs = startMs;
    double rate = 0;
    int covering = 0;
    for (LogHead head : heads) {
      long hostCount = 0;
      long hostSpanMs = 0;
      while (head.window != null && head.window.slotMs() == slotMs) {
        Window w = head.window;
        checkLayout(head);
        if (window == null) {
          window = LatencyCounts.forMerging(w.counts());
          total = LatencyCounts.forMerging(w.counts());
        }
        window.add(w.counts());
        endMs = Math.max(endMs, w.endMs());
        hostCount += w.count();
        hostSpanMs += Math.max(1, w.endMs() - w.startMs());
        tallyHost(head, w, measured);
        head.advance();
      }
      if (hostSpanMs > 0) {
        rate += hostCount * 1000.0 / hostSpanMs;
        covering++;
      }
    }
    if (measured) {
      long count = window.totalCount();
      total.add(window);
      tally.stats.add(rate);
      if (count > 0) {
        window.valuesAtPercentiles(95, 99, tail);
      }
      tally.series.add(slotMs, startMs, Math.max(1, endMs - startMs), count, rate,
          count == 0 ? Double.NaN : tail[0], count == 0 ? Double.NaN : tail[1], covering);
    }
    window.clear();
  }

  /** The first log's layout is the operation's; a log with another that does not merge with it is refused. */
  private void checkLayout(LogHead head) {
    BucketLayout l = head.reader.layout();
    if (layout == null) {
      layout = l;
      layoutFile = head.reader.file();
    } else if (!layout.mergesWith(l)) {
      throw new ReportInputException("Mismatched bucket layouts for " + op + ": '" + layoutFile + "' has "
          + layout + " but '" + head.reader.file() + "' has " + l
          + "; every host must use the same periodichistogram.bucket.interval and periodichistogram.buckets");
    }
  }

  /** The window joins its host's bounds, gaps and, when measured, its measured period and counts. */
  private void tallyHost(LogHead head, Window w, boolean measured) {
    HostTally host = tally.hosts[head.host];
    host.windowSeen(op, w, head.reader.layout().isExact());
    if (measured) {
      tally.overflow += w.overflow();
      host.measured(w, inAll);
      host.measuredWindow(op);
    }
  }
}
