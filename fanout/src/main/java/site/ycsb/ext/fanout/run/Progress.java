/*
 * Copyright (c) 2026 ycsb-ext contributors.
 * Licensed under the Apache License, Version 2.0 (http://www.apache.org/licenses/LICENSE-2.0).
 */
package site.ycsb.ext.fanout.run;

import java.util.List;
import java.util.Locale;
import site.ycsb.ext.contract.StatusLine;

/**
 * The live progress line: total operations and total current throughput over the hosts still running, then each
 * host's state ({@code starting}, {@code waiting}, {@code running} with its throughput over the last status interval,
 * {@code exporting}, {@code done}, or {@code FAILED}/{@code LOST} with how it ended), from what each host streamed.
 * Stateless; thread-safe.
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
      RemoteRun.State state = run.state();
      if (status != null) {
        total += status.operations();
      }
      hosts.append(" | ").append(run.host.label()).append(' ');
      if (run.ended() && state != RemoteRun.State.FINISHED) {
        hosts.append(state.name()).append(" (").append(run.describeEnd()).append(')');
      } else if (run.ended()) {
        hosts.append("done");
      } else if (state == RemoteRun.State.RUNNING && status != null) {
        current += status.currentOpsPerSec();
        hosts.append("running ").append(String.format(Locale.US, "%,.0f ops/s", status.currentOpsPerSec()));
      } else {
        hosts.append(state.name().toLowerCase(Locale.ROOT));
      }
    }
    long elapsed = Math.floorDiv(nowMs - startAtMs, 1000);
    String clock = nowMs < startAtMs ? "start in " + Math.max(1, -elapsed) + " s" : elapsed + " s";
    return String.format(Locale.US, "[fanout %s] %,d operations, %,.0f current ops/s%s", clock, total, current, hosts);
  }
}
