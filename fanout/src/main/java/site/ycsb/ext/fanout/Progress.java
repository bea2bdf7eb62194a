/*
 * Copyright (c) 2026 ycsb-ext contributors.
 * Licensed under the Apache License, Version 2.0 (http://www.apache.org/licenses/LICENSE-2.0).
 */
package site.ycsb.ext.fanout;

import java.util.List;
import java.util.Locale;

/**
 * The live progress line: total operations and total current throughput over the hosts still running, then each
 * host's state and throughput, from the last status line each host streamed. Stateless; thread-safe.
 */
final class Progress {
  private Progress() {
  }

  static String line(List<RemoteRun> runs, long nowMs, long startAtMs) {
    long total = 0;
    double current = 0;
    StringBuilder hosts = new StringBuilder();
    for (RemoteRun run : runs) {
      StatusLine status = run.lastStatus();
      String state = run.state().name().toLowerCase(Locale.ROOT);
      if (status != null) {
        total += status.operations();
      }
      hosts.append(" | ").append(run.host.label()).append(' ');
      if (run.ended() && run.state() != RemoteRun.State.FINISHED) {
        hosts.append(state.toUpperCase(Locale.ROOT)).append(" (").append(run.describeEnd()).append(')');
      } else if (status != null && !run.ended()) {
        current += status.currentOpsPerSec();
        hosts.append(state).append(' ').append(String.format(Locale.US, "%,.0f ops/s", status.currentOpsPerSec()));
      } else {
        hosts.append(run.ended() ? "finished" : state);
      }
    }
    long elapsed = Math.round((nowMs - startAtMs) / 1000.0);
    String clock = nowMs < startAtMs ? "start in " + Math.max(1, -elapsed) + " s" : elapsed + " s";
    return String.format(Locale.US, "[fanout %s] %,d operations, %,.0f current ops/s%s", clock, total, current, hosts);
  }
}
